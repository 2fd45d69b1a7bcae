"""Numbers a run's events, folds them into the report, and hands them to listeners (audit, SSE, page)."""

from __future__ import annotations

import inspect
import time
from collections.abc import Iterable
from typing import Any

from .errors import SaifeError
from .events import AlertRaised, Listener
from .redact import redact
from .report import Report, reduce


class Emitter:
    """One per run: assigns `seq`, keeps the report current, and never lets a broken listener stop the run."""

    def __init__(self, run_id: str, listeners: Iterable[Listener] = ()) -> None:
        self.run_id = run_id
        self.report = Report(run_id=run_id)
        self._listeners = list(listeners)
        self._seq = 0
        self._started = time.monotonic()
        self.terminal_sent = False

    @property
    def elapsed_ms(self) -> int:
        return int((time.monotonic() - self._started) * 1000)

    async def emit(self, event_type: type[Any], **fields: Any) -> Any:
        """Create, record and deliver one event. After the terminal event nothing more is sent."""
        if self.terminal_sent:  # an explicit raise, not an assert: the contract's one terminal event holds under -O too
            raise RuntimeError("no event may follow the terminal event")
        self._seq += 1
        event = event_type(run_id=self.run_id, seq=self._seq, at_ms=self.elapsed_ms, **fields)
        self.report = reduce(self.report, event)
        if event.type in ("run_completed", "run_failed"):
            self.terminal_sent = True
        failed = []
        for listener in list(self._listeners):
            try:
                outcome = listener(event)
                if inspect.isawaitable(outcome):
                    await outcome
            except Exception as exc:  # a listener (audit store, UI) must not break the check itself
                failed.append((listener, exc))
        for listener, error in failed:
            self._listeners.remove(listener)
            if not self.terminal_sent:
                await self.alert(_listener_alert(listener, error))
        return event

    async def alert(self, message: str, level: str = "warning") -> None:
        """A plain-language alert, sent once per distinct message."""
        if message not in self.report.alerts and not self.terminal_sent:
            await self.emit(AlertRaised, message=message, level=level)


def _listener_alert(listener: Any, exc: Exception) -> str:
    """Our own errors carry a plain-language message (e.g. the audit store's); anything else is named by type."""
    if isinstance(exc, SaifeError) and str(exc):
        return redact(str(exc))
    name = getattr(listener, "label", type(listener).__name__)
    return f"{name} stopped working ({type(exc).__name__}); the check goes on without it."
