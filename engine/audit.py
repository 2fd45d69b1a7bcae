"""The audit trail: every run and every event in one SQLite file (WAL), append-only and hash-chained.

Each event row stores the event's JSON (the same JSON as SSE), the hash of the previous row of its run, and
its own hash = sha256(previous hash + "\\n" + JSON), so that editing, deleting or reordering a stored event is
detected by `verify_chain`. Triggers refuse UPDATE and DELETE on events. Every stored string is redacted
first (`engine.audit_write.Redactor`): keys, auth headers and key-shaped strings never reach the file.
"""

from __future__ import annotations

import contextlib
import json
import os
import socket
import sqlite3
import threading
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .audit_chain import ChainCheck, check_chain, summary_update
from .audit_write import BackgroundWriter, Redactor, chain_hash, dump, genesis, now
from .config import Config
from .errors import SaifeError
from .events import TERMINAL_TYPES, Event, event_from_dict
from .redact import redact
from .report import Report, replay

_SCHEMA = """
CREATE TABLE IF NOT EXISTS runs (
    run_id TEXT PRIMARY KEY,
    started_at TEXT NOT NULL,
    pid INTEGER NOT NULL,
    host TEXT NOT NULL,
    answer_preview TEXT NOT NULL DEFAULT '',
    claim_count INTEGER NOT NULL DEFAULT 0,
    status TEXT,
    events INTEGER NOT NULL DEFAULT 0,
    last_hash TEXT NOT NULL,
    ended_at TEXT
);
CREATE INDEX IF NOT EXISTS runs_by_start ON runs (started_at);
CREATE TABLE IF NOT EXISTS events (
    run_id TEXT NOT NULL,
    seq INTEGER NOT NULL,
    type TEXT NOT NULL,
    data TEXT NOT NULL,
    prev_hash TEXT NOT NULL,
    hash TEXT NOT NULL,
    PRIMARY KEY (run_id, seq)
) WITHOUT ROWID;
CREATE TRIGGER IF NOT EXISTS events_no_update BEFORE UPDATE ON events
    BEGIN SELECT RAISE(ABORT, 'the audit trail is append-only'); END;
CREATE TRIGGER IF NOT EXISTS events_no_delete BEFORE DELETE ON events
    BEGIN SELECT RAISE(ABORT, 'the audit trail is append-only'); END;
"""


class AuditStoreError(SaifeError):
    """The audit store cannot be opened or written. The message is a plain-language alert."""

    def __init__(self, message: str, *, reason: str = "") -> None:
        super().__init__(message)
        self.reason = reason
        """Why, in a few words ("the file is read-only")."""


@dataclass(frozen=True, slots=True, kw_only=True)
class RunSummary:
    """One line of `saife runs`."""

    run_id: str
    started_at: str
    """ISO 8601, UTC."""
    status: str
    """VERIFIED / CAUTION / BLOCKED, "failed", "running" or "interrupted" (its process died mid-run)."""
    answer_preview: str
    claim_count: int


_STORES: dict[Path, AuditStore] = {}
_STORES_LOCK = threading.Lock()


def open_store(config: Config) -> AuditStore | None:
    """The process's store for `config.storage_path` (None when storing is off: `db_path == ""`).

    Opening it the first time marks runs that some dead process left unfinished as interrupted.

    Raises:
        AuditStoreError: the file cannot be created, is read-only or is not a SQLite database.
    """
    path = config.storage_path
    if path is None:
        return None
    key = path.expanduser().absolute()
    with _STORES_LOCK:
        store = _STORES.get(key)
        if store is None or store.closed:
            store = _STORES[key] = AuditStore(key)
            store.mark_interrupted()
        return store


def _create_private(path: Path) -> None:
    """Create the store's missing directories (0700) and its file (0600) before SQLite opens it: the events hold
    answers and sources. SQLite gives the -wal and -shm files the database file's mode. An existing file or
    directory keeps the mode its owner gave it."""
    missing = [parent for parent in (path.parent, *path.parent.parents) if not parent.exists()]
    for directory in reversed(missing):
        directory.mkdir(mode=0o700, exist_ok=True)
    try:
        os.close(os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600))
    except FileExistsError:
        pass


class AuditStore:
    """One SQLite file. Safe to share between threads: one connection per thread, writes under a lock."""

    def __init__(self, path: str | os.PathLike[str]) -> None:
        self.path = Path(path)
        self.closed = False
        self._local = threading.local()
        self._lock = threading.Lock()
        self._heads: dict[str, tuple[int, str]] = {}
        """run_id -> (last seq, last hash) of the unfinished runs this process writes."""
        self._connections: list[sqlite3.Connection] = []
        self._redact = Redactor()
        self._background: BackgroundWriter | None = None
        try:
            _create_private(self.path)
            conn = self._conn()
            conn.executescript(_SCHEMA)
            conn.execute("BEGIN IMMEDIATE")  # prove the file is writable now, not at the first event
            try:
                conn.execute("CREATE TABLE _saife_write_probe (x)")
            finally:
                conn.execute("ROLLBACK")
        except (OSError, sqlite3.Error) as exc:
            self.close()
            why = _why(exc)
            raise AuditStoreError(
                f"The audit store {self.path} could not be opened ({why}); the check runs, but its report is not "
                "stored.",
                reason=why,
            ) from None

    # -- writing ---------------------------------------------------------------------------------------
    def listener(self) -> Any:
        """A callable(event) that stores the event; its `label` names it in alerts.

        A background thread writes the events (several per transaction when they queue up), so a run never
        waits on the disk; the terminal event returns once everything before it is stored. A failed write is
        raised at the next call, which the run turns into an alert.
        """

        def store_event(event: Event) -> None:
            writer = self._writer()
            writer.submit(event)
            if event.type in TERMINAL_TYPES:
                writer.flush()

        store_event.label = "The audit store"  # type: ignore[attr-defined]
        store_event.store = self  # type: ignore[attr-defined]
        return store_event

    def append(self, event: Event) -> None:
        """Store one event now, at the end of its run's chain (a repeated delivery of an event is ignored)."""
        self.append_many([event])

    def append_many(self, events: Sequence[Event]) -> None:
        """Store events in one transaction, each at the end of its run's chain."""
        try:
            with self._lock:
                conn = self._conn()
                heads = dict(self._heads)
                finished: set[str] = set()
                rows, runs, summaries = self._rows(conn, events, heads, finished)
                with conn:
                    conn.executemany(
                        "INSERT OR IGNORE INTO runs (run_id, started_at, pid, host, last_hash) VALUES (?,?,?,?,?)", runs
                    )
                    conn.executemany(
                        "INSERT INTO events (run_id, seq, type, data, prev_hash, hash) VALUES (?,?,?,?,?,?)", rows
                    )
                    for columns, values in summaries:
                        conn.execute(f"UPDATE runs SET events = ?, last_hash = ?{columns} WHERE run_id = ?", values)
                self._heads = {run_id: head for run_id, head in heads.items() if run_id not in finished}
        except sqlite3.Error as exc:
            raise AuditStoreError(
                f"The audit store {self.path} failed while writing ({_why(exc)}); the rest of this run is not stored.",
                reason=_why(exc),
            ) from None

    def _rows(
        self, conn: sqlite3.Connection, events: Sequence[Event], heads: dict[str, tuple[int, str]], finished: set[str]
    ) -> tuple[list[tuple[Any, ...]], list[tuple[Any, ...]], list[tuple[str, tuple[Any, ...]]]]:
        """The rows to insert for `events`, each chained onto its run's head (`heads` and `finished` are updated)."""
        rows: list[tuple[Any, ...]] = []
        runs: list[tuple[Any, ...]] = []
        summaries: list[tuple[str, tuple[Any, ...]]] = []
        for event in events:
            run_id, seq = event.run_id, event.seq
            last_seq, last_hash = heads.get(run_id) or self._head(conn, run_id)
            if seq <= last_seq:
                continue  # delivered twice
            if event.type == "run_started":
                self._redact.refresh()  # keys may have been set or registered since the last run
            data = dump(event, self._redact)
            digest = chain_hash(last_hash, data)
            if last_seq == 0:
                runs.append((run_id, now(), os.getpid(), socket.gethostname(), genesis(run_id)))
            rows.append((run_id, seq, event.type, data, last_hash, digest))
            columns, values = summary_update(event, self._redact)
            if columns:  # the run's row changes only when its summary does
                summaries.append((columns, (seq, digest, *values, run_id)))
            heads[run_id] = (seq, digest)
            if event.type in TERMINAL_TYPES:
                finished.add(run_id)
        return rows, runs, summaries

    def mark_interrupted(self) -> int:
        """Mark runs without a terminal event whose process is gone as interrupted; returns how many."""
        conn = self._conn()
        rows = conn.execute("SELECT run_id, pid, host FROM runs WHERE status IS NULL").fetchall()
        dead = [run_id for run_id, pid, host in rows if not self._alive(run_id, pid, host)]
        with self._lock, conn:
            conn.executemany(
                "UPDATE runs SET status = 'interrupted', ended_at = ? WHERE run_id = ? AND status IS NULL",
                [(now(), run_id) for run_id in dead],
            )
        return len(dead)

    # -- reading ---------------------------------------------------------------------------------------
    def events(self, run_id: str) -> list[Event]:
        rows = self._conn().execute("SELECT data FROM events WHERE run_id = ? ORDER BY seq", (run_id,)).fetchall()
        return [event_from_dict(json.loads(data)) for (data,) in rows]

    def report(self, run_id: str) -> Report | None:
        """The run's report rebuilt from its stored events (None for an unknown run)."""
        events = self.events(run_id)
        return replay(run_id, events) if events else None

    def runs(self, limit: int = 50) -> list[RunSummary]:
        """The most recent runs first."""
        rows = self._conn().execute(
            "SELECT run_id, started_at, status, answer_preview, claim_count, pid, host FROM runs "
            "ORDER BY started_at DESC, rowid DESC LIMIT ?",
            (max(0, int(limit)),),
        )
        return [
            RunSummary(
                run_id=run_id,
                started_at=started,
                answer_preview=preview,
                claim_count=count,
                status=status or ("running" if self._alive(run_id, pid, host) else "interrupted"),
            )
            for run_id, started, status, preview, count, pid, host in rows
        ]

    def verify_chain(self, run_id: str) -> ChainCheck:
        """Recompute the run's hash chain: any edited, removed, inserted or reordered event is reported."""
        conn = self._conn()
        head = conn.execute("SELECT events, last_hash, status FROM runs WHERE run_id = ?", (run_id,)).fetchone()
        if head is None:
            return ChainCheck(ok=False, events=0, problem=f"no run {run_id!r} in {self.path}")
        rows = conn.execute(
            "SELECT seq, data, prev_hash, hash FROM events WHERE run_id = ? ORDER BY seq", (run_id,)
        ).fetchall()
        return check_chain(run_id, rows, head)

    def close(self) -> None:
        """Store what is queued, then close every connection."""
        if self._background is not None:
            with contextlib.suppress(AuditStoreError):
                self._background.flush()
            self._background.stop()
            self._background = None
        self.closed = True
        for conn in self._connections:
            with contextlib.suppress(sqlite3.Error):
                conn.close()
        self._connections.clear()
        self._local = threading.local()

    # -- plumbing --------------------------------------------------------------------------------------
    def _writer(self) -> BackgroundWriter:
        with self._lock:
            if self._background is None:
                self._background = BackgroundWriter(self.append_many, AuditStoreError)
            return self._background

    def _conn(self) -> sqlite3.Connection:
        conn: sqlite3.Connection | None = getattr(self._local, "conn", None)
        if conn is None:
            if self.closed:
                raise sqlite3.ProgrammingError("the audit store is closed")
            conn = sqlite3.connect(self.path, timeout=5.0, isolation_level=None, check_same_thread=False)
            self._local.conn = conn
            self._connections.append(conn)
            conn.execute("PRAGMA journal_mode=WAL")
            conn.execute("PRAGMA synchronous=NORMAL")
            conn.execute("PRAGMA busy_timeout=5000")
            conn.isolation_level = "DEFERRED"
        return conn

    def _head(self, conn: sqlite3.Connection, run_id: str) -> tuple[int, str]:
        row = conn.execute(
            "SELECT seq, hash FROM events WHERE run_id = ? ORDER BY seq DESC LIMIT 1", (run_id,)
        ).fetchone()
        return (int(row[0]), str(row[1])) if row else (0, genesis(run_id))

    def _alive(self, run_id: str, pid: int, host: str) -> bool:
        """Whether the process that writes this run may still be running."""
        if host != socket.gethostname():
            return True  # another machine's run: not ours to judge
        if pid == os.getpid():
            return run_id in self._heads
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            return False
        except PermissionError:
            return True
        return not _is_zombie(pid)


def _is_zombie(pid: int) -> bool:
    with contextlib.suppress(OSError):
        return " Z " in Path(f"/proc/{pid}/stat").read_text().split(")", 1)[-1][:4]
    return False


def _why(exc: BaseException) -> str:
    text = str(exc) or type(exc).__name__
    if "readonly" in text or "read-only" in text:
        return "the file is read-only"
    if "not a database" in text or "malformed" in text:
        return "the file is not a SQLite database or is damaged"
    return redact(text)[:160]
