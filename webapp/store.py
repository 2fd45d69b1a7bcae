"""The web app's view of the audit store: permalinks for runs no longer in memory, and the listener that records runs.

The store is optional (`SAIFE_DB=""` turns it off); without it, runs live only in memory.
"""

from __future__ import annotations

import logging
import sqlite3
from collections.abc import Callable
from typing import Any

from engine import Config, Event, Report, event_from_dict

log = logging.getLogger("saife.webapp")


class AuditAdapter:
    """Wraps `engine.audit`'s store; every method degrades to "nothing stored" when there is no store."""

    def __init__(self, store: Any | None) -> None:
        self._store = store

    @classmethod
    def open(cls, config: Config) -> AuditAdapter:
        """Open the store the configuration names (or none)."""
        try:
            from engine.audit import open_store
        except ImportError:
            return cls(None)
        try:
            return cls(open_store(config))
        except (OSError, sqlite3.Error) as exc:
            log.warning("audit store unavailable (%s); runs are kept in memory only", type(exc).__name__)
            return cls(None)

    @property
    def enabled(self) -> bool:
        return self._store is not None

    def listener(self, config: Config) -> Callable[[Any], Any] | None:
        """A listener that appends a run's events to the store, or None without a store."""
        return self._store.listener() if self._store is not None else None

    def has(self, run_id: str) -> bool:
        return self.report(run_id) is not None

    def report(self, run_id: str) -> Report | None:
        if self._store is None:
            return None
        try:
            report = self._store.report(run_id)
        except (KeyError, LookupError):
            return None
        if report is None or isinstance(report, Report):
            return report
        return Report.model_validate(report)

    def events(self, run_id: str) -> list[Event]:
        if self._store is None:
            return []
        try:
            stored = self._store.events(run_id)
        except (KeyError, LookupError):
            return []
        return [event_from_dict(e) if isinstance(e, dict) else e for e in stored or ()]

    def recent(self, limit: int) -> list[Report]:
        """Reports of the latest stored runs, newest first."""
        if self._store is None:
            return []
        reports = []
        for row in list(self._store.runs())[:limit]:
            run_id = row if isinstance(row, str) else getattr(row, "run_id", None) or row["run_id"]
            report = self.report(run_id)
            if report is not None:
                reports.append(report)
        return reports

    def close(self) -> None:
        if self._store is not None and hasattr(self._store, "close"):
            self._store.close()
