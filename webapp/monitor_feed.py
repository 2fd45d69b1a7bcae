"""The monitor's list of finished runs: this instance's own, and those received through signed webhooks."""

from __future__ import annotations

import threading
from collections import deque
from collections.abc import Iterable

from engine.monitoring import RunRow, matches

MAX_ROWS = 5_000
"""Rows kept in memory; the oldest go first (the audit store keeps every run of this instance)."""


class MonitorFeed:
    """Thread-safe ring of run rows; `version` grows with every change so a page redraws only when needed."""

    def __init__(self, limit: int = MAX_ROWS) -> None:
        self._rows: deque[RunRow] = deque(maxlen=limit)
        self._lock = threading.Lock()
        self.version = 0

    def add(self, row: RunRow) -> None:
        with self._lock:
            self._rows.append(row)
            self.version += 1

    def rows(
        self,
        *,
        status: str | None = None,
        detector: str | None = None,
        lab: str | None = None,
        since: float | None = None,
    ) -> list[RunRow]:
        """Matching rows, newest first."""
        with self._lock:
            rows = list(self._rows)
        chosen = [r for r in rows if matches(r, status=status, detector=detector, lab=lab, since=since)]
        return sorted(chosen, key=lambda r: r.at, reverse=True)

    def choices(self) -> tuple[list[str], list[str]]:
        """Detectors and labs seen so far (for the filters)."""
        rows: Iterable[RunRow]
        with self._lock:
            rows = list(self._rows)
        detectors = sorted({d for r in rows for d in (*r.detectors, *r.failed_detectors)})
        labs = sorted({lab for r in rows for lab in r.labs})
        return detectors, labs
