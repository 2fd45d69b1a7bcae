"""The web app's view of the audit store: permalinks for runs no longer in memory, and the listener that records runs.

The store is optional (`SAIFE_DB=""` turns it off, and a store that cannot be opened is logged and skipped):
without it, runs live only in memory.
"""

from __future__ import annotations

import asyncio
import logging
import sqlite3
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any, cast

from engine import (
    TERMINAL_TYPES,
    AlertRaised,
    AuditStore,
    AuditStoreError,
    Config,
    Event,
    Report,
    RunFailed,
    open_store,
)
from engine.audit_pg import PostgresAuditStore  # psycopg itself is imported only when one is opened

log = logging.getLogger("saife.webapp")
INTERRUPTED = "interrupted: the server stopped while this run was working"
"""The error of the terminal event a run gets when the process checking it died (the contract: exactly one)."""
SCAN_RUNS = 10_000
"""How many of the latest stored runs are looked at for interrupted ones when the app starts."""


class AuditAdapter:
    """Wraps `engine.audit.AuditStore`; every method answers "nothing stored" when there is no store."""

    def __init__(self, store: AuditStore | PostgresAuditStore | None) -> None:
        self._store = store
        self._writer = ThreadPoolExecutor(max_workers=1, thread_name_prefix="saife-audit") if store else None
        """One writer thread: SQLite commits leave the event loop free for pages and streams, in event order."""

    @classmethod
    def open(cls, config: Config) -> AuditAdapter:
        """Open the store the configuration names (or none)."""
        try:
            return cls(open_store(config))
        except AuditStoreError as exc:
            log.warning("%s", exc)
            return cls(None)

    @property
    def enabled(self) -> bool:
        return self._store is not None

    def listener(self) -> Callable[[Any], Any] | None:
        """A listener that appends a run's events to the store (in the writer thread), or None without a store.

        The run awaits each write, so the order is kept and a failed write still becomes the engine's alert.
        """
        if self._store is None or self._writer is None:
            return None
        # The PostgreSQL store borrows AuditStore's writing side (`listener`, `append`) as is: the same interface.
        append, writer = cast(AuditStore, self._store).listener(), self._writer

        async def store_event(event: Event) -> None:
            await asyncio.get_running_loop().run_in_executor(writer, append, event)

        store_event.label = append.label  # type: ignore[attr-defined]
        store_event.store = self._store  # type: ignore[attr-defined]
        return store_event

    def heartbeat(self) -> None:
        """Renew this process's lease in a shared store (PostgreSQL); nothing to do for a SQLite file."""
        if self._store is not None and hasattr(self._store, "heartbeat"):
            self._store.heartbeat()

    def register(self, run_id: str) -> None:
        """Record a run before its first event in a shared store, so that if this process dies before writing
        anything, another process still finds the run and finishes it."""
        if self._store is not None and hasattr(self._store, "register_run"):
            try:
                self._store.register_run(run_id)
            except AuditStoreError as exc:
                log.warning("could not register run %s (%s)", run_id, exc)

    def register_many(self, run_ids: list[str]) -> None:
        """`register` for several runs, in one statement where the store can (PostgreSQL)."""
        if not run_ids or not isinstance(self._store, PostgresAuditStore):
            return  # a SQLite file is this process's own: nothing to register (as in `register`)
        try:
            self._store.register_runs(run_ids)
        except AuditStoreError as exc:
            log.warning("could not register %d run(s) (%s)", len(run_ids), exc)

    def has(self, run_id: str) -> bool:
        return bool(self.events(run_id))

    def close_interrupted(self, published: Callable[[str], list[Event]] | None = None) -> list[str]:
        """Give every run that a dead process left unfinished its terminal event; returns their ids.

        The engine marks such runs "interrupted" in the runs table when it opens the store, but their event
        trail still ends mid-run, so a replay (GET, SSE) would wait for a terminal event forever. Appending an
        error alert and `run_failed` (at the end of the hash chain, as any event) makes the report final and
        BLOCKED (fail closed) and gives every replay exactly one terminal event.

        `published(run_id)` gives the events the dead process published on the event bus: those it had not stored
        yet are stored first, so the terminal event follows everything any client may have seen.
        """
        if self._store is None:
            return []
        closed = []
        try:
            for summary in self._store.runs(SCAN_RUNS):
                if summary.status == "interrupted" and self._finish(summary.run_id, published):
                    closed.append(summary.run_id)
        except (sqlite3.Error, AuditStoreError) as exc:
            log.warning("could not close interrupted runs (%s)", exc)
        if closed:
            log.info("closed %d interrupted run(s): %s", len(closed), ", ".join(closed[:10]))
        return closed

    def _finish(self, run_id: str, published: Callable[[str], list[Event]] | None = None) -> bool:
        assert self._store is not None
        events = self._store.events(run_id)
        if events and events[-1].type in TERMINAL_TYPES:
            return False
        unstored = [e for e in (published(run_id) if published else []) if e.seq > (events[-1].seq if events else 0)]
        if unstored:
            self._store.append_many(unstored)
            events = [*events, *unstored]
            if events[-1].type in TERMINAL_TYPES:
                return True
        if not events:
            if published is None:
                return False  # a SQLite run with no event at all: nothing a replay could wait on
            events = [RunFailed(run_id=run_id, seq=0, error=INTERRUPTED)]  # seq 0: only a base for the two below
        last = events[-1]
        message = f"This check was {INTERRUPTED}; it did not finish, so nothing in it counts as verified."
        self._store.append_many(
            [
                AlertRaised(run_id=run_id, seq=last.seq + 1, at_ms=last.at_ms, message=message, level="error"),
                RunFailed(run_id=run_id, seq=last.seq + 2, at_ms=last.at_ms, error=INTERRUPTED),
            ]
        )
        return True

    def report(self, run_id: str) -> Report | None:
        if self._store is None:
            return None
        try:
            return self._store.report(run_id)
        except (sqlite3.Error, AuditStoreError) as exc:
            log.warning("audit store read failed (%s)", type(exc).__name__)
            return None

    def events(self, run_id: str) -> list[Event]:
        if self._store is None:
            return []
        try:
            return self._store.events(run_id)
        except (sqlite3.Error, AuditStoreError) as exc:
            log.warning("audit store read failed (%s)", type(exc).__name__)
            return []

    def recent(self, limit: int) -> list[str]:
        """Ids of the latest stored runs, newest first."""
        if self._store is None:
            return []
        try:
            return [summary.run_id for summary in self._store.runs(limit)]
        except (sqlite3.Error, AuditStoreError) as exc:
            log.warning("audit store read failed (%s)", type(exc).__name__)
            return []

    def close(self) -> None:
        if self._writer is not None:
            self._writer.shutdown(wait=True)
        if self._store is not None:
            self._store.close()
