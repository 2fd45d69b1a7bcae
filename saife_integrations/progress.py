"""Turn a run's events into progress notifications (MCP `notifications/progress`, or any `(progress, total, msg)`)."""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from types import TracebackType
from typing import Any

import anyio

Send = Callable[[float, float | None, str | None], Awaitable[None]]

_log = logging.getLogger(__name__)


class ProgressReporter:
    """An engine listener that reports start, claims found, each claim checked and the end, without slowing the run.

    The listener only notes the latest step; a pump task sends it when the transport is free, so a slow client
    (or a stdio pipe) costs skipped intermediate steps rather than engine time: sending each notification inline
    made a 20-claim check take 1.7 times as long over stdio. The last step is always sent before the context
    closes. Progress only grows (the protocol requires it); the total is the claims to check plus start and end,
    and is dropped once repair passes re-check claims beyond it. A failed send (the client went away) is logged
    and swallowed: the check goes on.

        async with ProgressReporter(ctx.report_progress) as progress:
            report = await averify(answer, sources, listeners=[progress])
    """

    def __init__(self, send: Send) -> None:
        self._send = send
        self._done = 0
        self._total: int | None = None
        self._pending: tuple[float, float | None, str] | None = None
        self._wake = anyio.Event()
        self._closing = False
        self._tasks: anyio.abc.TaskGroup | None = None

    async def __aenter__(self) -> ProgressReporter:
        self._tasks = anyio.create_task_group()
        await self._tasks.__aenter__()
        self._tasks.start_soon(self._pump)
        return self

    async def __aexit__(
        self, kind: type[BaseException] | None, error: BaseException | None, trace: TracebackType | None
    ) -> bool | None:
        assert self._tasks is not None
        if error is not None:  # the run failed: stop reporting, and let its own error through (not as a group)
            self._tasks.cancel_scope.cancel()
            await self._tasks.__aexit__(None, None, None)
            return None
        self._closing = True
        self._wake.set()
        return await self._tasks.__aexit__(None, None, None)

    def __call__(self, event: Any) -> None:
        message = self._message(event)
        if message is None:
            return
        self._done += 1
        total = self._total if self._total is not None and self._done <= self._total else None
        self._pending = (self._done, total, message)
        self._wake.set()

    async def _pump(self) -> None:
        while True:
            await self._wake.wait()
            self._wake = anyio.Event()
            pending, self._pending = self._pending, None
            if pending is not None:
                try:
                    await self._send(*pending)
                except Exception as exc:  # the run must go on even when nobody listens any more
                    _log.debug("progress notification not sent: %s", exc)
            if self._closing and self._pending is None:
                return

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
