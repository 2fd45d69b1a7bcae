"""The audit trail on PostgreSQL (psycopg 3), for several processes sharing one store (SAIFE_DATABASE_URL).

The same rows and the same hash chain as the SQLite store (`engine.audit`): each event's JSON, the previous hash
of its run and its own hash; triggers refuse UPDATE and DELETE on events. What differs is liveness: a process
cannot see another machine's pids, so each process holds a lease (`instances.heartbeat_at`, renewed every few
seconds) and a run is owned by the process that started it. A run whose owner stopped renewing is finished by any
other process with a `run_failed` event at the end of its chain ("interrupted").
"""

from __future__ import annotations

import contextlib
import json
import threading
import time
import uuid
from collections.abc import Sequence
from typing import Any

from .audit import AuditStore, AuditStoreError, RunSummary
from .audit_chain import ChainCheck, check_chain, summary_update
from .audit_write import BackgroundWriter, Redactor, chain_hash, dump, genesis, now
from .events import TERMINAL_TYPES, Event, RunFailed, event_from_dict
from .redact import redact
from .report import Report, replay

LEASE_S = 30.0
"""A process that has not renewed its lease for this long is dead; its unfinished runs are failed by another."""
INTERRUPTED = "interrupted: the process running this check stopped before it finished"

_SCHEMA = """
CREATE TABLE IF NOT EXISTS saife_instances (
    instance TEXT PRIMARY KEY,
    heartbeat_at DOUBLE PRECISION NOT NULL
);
CREATE TABLE IF NOT EXISTS saife_runs (
    run_id TEXT PRIMARY KEY,
    started_at TEXT NOT NULL,
    owner TEXT NOT NULL,
    answer_preview TEXT NOT NULL DEFAULT '',
    claim_count INTEGER NOT NULL DEFAULT 0,
    status TEXT,
    events INTEGER NOT NULL DEFAULT 0,
    last_hash TEXT NOT NULL,
    ended_at TEXT
);
CREATE INDEX IF NOT EXISTS saife_runs_by_start ON saife_runs (started_at);
CREATE TABLE IF NOT EXISTS saife_events (
    run_id TEXT NOT NULL,
    seq INTEGER NOT NULL,
    type TEXT NOT NULL,
    data TEXT NOT NULL,
    prev_hash TEXT NOT NULL,
    hash TEXT NOT NULL,
    PRIMARY KEY (run_id, seq)
);
CREATE OR REPLACE FUNCTION saife_append_only() RETURNS trigger AS $$
BEGIN RAISE EXCEPTION 'the audit trail is append-only'; END; $$ LANGUAGE plpgsql;
DROP TRIGGER IF EXISTS saife_events_append_only ON saife_events;
CREATE TRIGGER saife_events_append_only BEFORE UPDATE OR DELETE ON saife_events
    FOR EACH ROW EXECUTE FUNCTION saife_append_only();
"""


class PostgresAuditStore:
    """One PostgreSQL database shared by every process; safe to share between threads (one connection, a lock)."""

    def __init__(self, dsn: str, *, instance: str | None = None, lease_s: float = LEASE_S) -> None:
        import psycopg  # imported here: only team deployments need it

        self._psycopg = psycopg
        self.dsn = dsn
        self.path = "PostgreSQL (SAIFE_DATABASE_URL)"
        self.instance = instance or f"{uuid.uuid4().hex[:12]}"
        self.lease_s = lease_s
        self.closed = False
        self._lock = threading.RLock()
        self._heads: dict[str, tuple[int, str]] = {}
        self._redact = Redactor()
        self._background: BackgroundWriter | None = None
        self._conn: Any = None
        try:
            with self._lock, self._db.transaction():
                self._db.execute("SELECT pg_advisory_xact_lock(424242)")  # two processes creating the schema at once
                self._db.execute(_SCHEMA)
            self.heartbeat()
        except psycopg.Error as exc:
            raise AuditStoreError(
                f"The PostgreSQL audit store named by SAIFE_DATABASE_URL could not be opened ({_why(exc)}).",
                reason=_why(exc),
            ) from None

    # -- liveness ---------------------------------------------------------------------------------------
    def heartbeat(self) -> None:
        """Renew this process's lease (call every few seconds)."""
        self._execute(
            "INSERT INTO saife_instances (instance, heartbeat_at) VALUES (%s, %s) "
            "ON CONFLICT (instance) DO UPDATE SET heartbeat_at = EXCLUDED.heartbeat_at",
            (self.instance, time.time()),
        )

    def orphaned_runs(self) -> list[str]:
        """Unfinished runs whose owner's lease ran out."""
        rows = self._query(
            "SELECT r.run_id FROM saife_runs r LEFT JOIN saife_instances i ON i.instance = r.owner "
            "WHERE r.status IS NULL AND (i.heartbeat_at IS NULL OR i.heartbeat_at < %s)",
            (time.time() - self.lease_s,),
        )
        return [run_id for (run_id,) in rows]

    def mark_interrupted(self) -> int:
        """Finish every orphaned run with a `run_failed` event at the end of its chain; returns how many."""
        finished = 0
        for run_id in self.orphaned_runs():
            with self._lock, self._db.transaction():
                head = self._db.execute(
                    "SELECT events FROM saife_runs WHERE run_id = %s AND status IS NULL FOR UPDATE", (run_id,)
                ).fetchone()
                if head is None:
                    continue  # another process finished it first
                failed = RunFailed(run_id=run_id, seq=int(head[0]) + 1, error=INTERRUPTED)
                self._append_locked([failed], {}, adopt=True)
                finished += 1
        return finished

    # -- writing ----------------------------------------------------------------------------------------
    def register_run(self, run_id: str) -> None:
        """Record a run (owned by this process) before its first event: if this process dies first, another
        still finds the run and finishes it."""
        self._execute(
            "INSERT INTO saife_runs (run_id, started_at, owner, last_hash) VALUES (%s, %s, %s, %s) "
            "ON CONFLICT (run_id) DO NOTHING",
            (run_id, now(), self.instance, genesis(run_id)),
        )

    def register_runs(self, run_ids: Sequence[str]) -> None:
        """`register_run` for several runs in one statement: a burst of new runs is registered in one round trip
        (and one turn at this store's connection) instead of one each."""
        if run_ids:
            self._execute(
                "INSERT INTO saife_runs (run_id, started_at, owner, last_hash) "
                "SELECT r, %s, %s, h FROM unnest(%s::text[], %s::text[]) AS t(r, h) ON CONFLICT (run_id) DO NOTHING",
                (now(), self.instance, list(run_ids), [genesis(run_id) for run_id in run_ids]),
            )

    # The SQLite store's writing side, unchanged: a background writer thread calling this store's `append_many`.
    listener = AuditStore.listener
    append = AuditStore.append

    def append_many(self, events: Sequence[Event]) -> None:
        try:
            with self._lock:
                heads = dict(self._heads)
                with self._db.transaction():
                    self._append_locked(events, heads)
                self._heads = heads  # only once the transaction committed
        except self._psycopg.Error as exc:
            raise AuditStoreError(
                f"The PostgreSQL audit store failed while writing ({_why(exc)}); the rest of this run is not stored.",
                reason=_why(exc),
            ) from None

    def _append_locked(
        self, events: Sequence[Event], heads: dict[str, tuple[int, str]], *, adopt: bool = False
    ) -> None:
        """Insert `events` at the end of their chains (`heads` caches each run's last seq and hash)."""
        for event in events:
            run_id, seq = event.run_id, event.seq
            last_seq, last_hash = heads.get(run_id) or self._head(run_id)
            if seq <= last_seq:
                continue  # delivered twice
            if event.type == "run_started":
                self._redact.refresh()
            data = dump(event, self._redact)
            digest = chain_hash(last_hash, data)
            if last_seq == 0 and not adopt:
                self._db.execute(
                    "INSERT INTO saife_runs (run_id, started_at, owner, last_hash) VALUES (%s, %s, %s, %s) "
                    "ON CONFLICT (run_id) DO NOTHING",
                    (run_id, now(), self.instance, genesis(run_id)),
                )
            self._db.execute(
                "INSERT INTO saife_events (run_id, seq, type, data, prev_hash, hash) VALUES (%s, %s, %s, %s, %s, %s)",
                (run_id, seq, event.type, data, last_hash, digest),
            )
            columns, values = summary_update(event, self._redact, "%s")
            self._db.execute(
                f"UPDATE saife_runs SET events = %s, last_hash = %s{columns} WHERE run_id = %s",
                (seq, digest, *values, run_id),
            )
            if event.type in TERMINAL_TYPES:
                heads.pop(run_id, None)
            else:
                heads[run_id] = (seq, digest)

    # -- reading ----------------------------------------------------------------------------------------
    def events(self, run_id: str) -> list[Event]:
        rows = self._query("SELECT data FROM saife_events WHERE run_id = %s ORDER BY seq", (run_id,))
        return [event_from_dict(json.loads(data)) for (data,) in rows]

    def report(self, run_id: str) -> Report | None:
        events = self.events(run_id)
        return replay(run_id, events) if events else None

    def runs(self, limit: int = 50) -> list[RunSummary]:
        rows = self._query(
            "SELECT r.run_id, r.started_at, r.status, r.answer_preview, r.claim_count, i.heartbeat_at "
            "FROM saife_runs r LEFT JOIN saife_instances i ON i.instance = r.owner "
            "ORDER BY r.started_at DESC LIMIT %s",
            (max(0, int(limit)),),
        )
        alive_after = time.time() - self.lease_s
        return [
            RunSummary(
                run_id=run_id,
                started_at=started,
                answer_preview=preview,
                claim_count=count,
                status=status or ("running" if beat is not None and beat >= alive_after else "interrupted"),
            )
            for run_id, started, status, preview, count, beat in rows
        ]

    def verify_chain(self, run_id: str) -> ChainCheck:
        """The same chain check as the SQLite store's (`engine.audit_chain.check_chain`)."""
        head = self._query("SELECT events, last_hash, status FROM saife_runs WHERE run_id = %s", (run_id,))
        if not head:
            return ChainCheck(ok=False, events=0, problem=f"no run {run_id!r} in the PostgreSQL store")
        rows = self._query(
            "SELECT seq, data, prev_hash, hash FROM saife_events WHERE run_id = %s ORDER BY seq", (run_id,)
        )
        return check_chain(run_id, rows, head[0])

    def close(self) -> None:
        if self._background is not None:
            with contextlib.suppress(AuditStoreError):
                self._background.flush()
            self._background.stop()
            self._background = None
        self.closed = True
        if self._conn is not None:
            with contextlib.suppress(Exception):
                self._conn.close()

    # -- plumbing ---------------------------------------------------------------------------------------
    @property
    def _db(self) -> Any:
        """The connection, opened again when the server dropped it: a restarted PostgreSQL is used again at the
        next event, while the writes that failed in between were reported as alerts."""
        if self._conn is None or self._conn.closed or self._conn.broken:
            if self.closed:
                raise self._psycopg.OperationalError("the audit store is closed")
            self._conn = self._psycopg.connect(self.dsn, autocommit=True, connect_timeout=5)
        return self._conn

    _writer = AuditStore._writer

    def _head(self, run_id: str) -> tuple[int, str]:
        row = self._db.execute(
            "SELECT seq, hash FROM saife_events WHERE run_id = %s ORDER BY seq DESC LIMIT 1", (run_id,)
        ).fetchone()
        return (int(row[0]), str(row[1])) if row else (0, genesis(run_id))

    def _query(self, sql: str, params: tuple[Any, ...]) -> list[tuple[Any, ...]]:
        try:
            with self._lock:
                return list(self._db.execute(sql, params).fetchall())
        except self._psycopg.Error as exc:
            raise AuditStoreError(
                f"The PostgreSQL audit store could not be read ({_why(exc)}).", reason=_why(exc)
            ) from None

    def _execute(self, sql: str, params: tuple[Any, ...]) -> None:
        try:
            with self._lock:
                self._db.execute(sql, params)
        except self._psycopg.Error as exc:
            raise AuditStoreError(f"The PostgreSQL audit store failed ({_why(exc)}).", reason=_why(exc)) from None


def _why(exc: BaseException) -> str:
    return redact(str(exc).splitlines()[0] if str(exc) else type(exc).__name__)[:160]
