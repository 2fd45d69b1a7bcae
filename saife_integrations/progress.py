"""Turn a run's events into progress notifications (MCP `notifications/progress`, or any `(progress, total, msg)`)."""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from typing import Any

Report = Callable[[float, float | None, str | None], Awaitable[None]]

_log = logging.getLogger(__name__)


class ProgressReporter:
    """An engine listener: start, claims found, each claim checked, the end.

    Progress only grows (the protocol requires it); the total is the claims to check plus start and end, and is
    dropped once repair passes re-check claims beyond it. A failed send (the client went away) is logged and
    swallowed: a listener that raises would put an alert about it into the report.
    """

    def __init__(self, send: Report) -> None:
        self._send = send
        self._done = 0
        self._total: int | None = None

    async def __call__(self, event: Any) -> None:
        message = self._message(event)
        if message is None:
            return
        self._done += 1
        total = self._total if self._total is not None and self._done <= self._total else None
        try:
            await self._send(self._done, total, message)
        except Exception as exc:  # the run must go on even when nobody listens any more
            _log.debug("progress notification not sent: %s", exc)

    def _message(self, event: Any) -> str | None:
        kind = getattr(event, "type", "")
        if kind == "run_started":
            return "check started"
        if kind == "claims_extracted":
            self._total = len(event.claims) + 2
            return f"{len(event.claims)} claim{'s' if len(event.claims) != 1 else ''} to check"
        if kind == "claim_checked":
            text = event.result.claim.text
            short = text if len(text) <= 60 else text[:57] + "..."
            return f"{event.result.verdict.value}: {short}"
        if kind == "run_completed":
            self._total = self._done + 1
            return f"done: {event.status.value}"
        if kind == "run_failed":
            return f"failed: {event.error}"
        return None
