"""A bounded run queue: at most N runs at once, at most M waiting, and a cap on the input bytes they hold.

Admission is synchronous (`reserve` either hands out a ticket or raises `QueueFull` at once), so a caller never
hangs on a full server: it answers 429 with `retry_after_s`. Waiting happens later, in `async with ticket`.

Everything here runs on one event loop (the server's); it is not thread-safe and needs no lock.

    queue = RunQueue(QueueLimits.from_env())
    ticket = queue.reserve(size_bytes)        # raises QueueFull when the waiting line or the byte cap is full
    async with ticket:                        # waits for a running slot, releases it (and the bytes) on exit
        ...
"""

from __future__ import annotations

import asyncio
import contextlib
import math
import os
import time
from collections import deque
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass
from typing import Any, TypeVar

from engine import InputError

T = TypeVar("T")
DEFAULT_MAX_QUEUED_RUNS = 64
DEFAULT_MAX_QUEUED_BYTES = 12 * 1024 * 1024
"""One of the largest requests the API takes (8 MB bodies) and some smaller ones: the engine holds 80-100 times a
long source's size in memory while it checks (with the embedded verifier's window index), so 12 MB of input keeps a
2-core server under 1.5 GB. Measured with two 7.2 MB runs admitted at once (the 16 MB this was): peak 1.62-1.73 GB."""
FIRST_GUESS_RUN_S = 5.0
"""How long a run is assumed to take before any has finished (for Retry-After)."""


class QueueFull(InputError):
    """The server cannot take this run now; retry after `retry_after_s` seconds.

    An `InputError`, so that the page (which shows input errors beside the form) tells the visitor why.
    """

    def __init__(self, detail: str, retry_after_s: int) -> None:
        super().__init__(detail)
        self.detail = detail
        self.retry_after_s = retry_after_s


@dataclass(frozen=True, slots=True, kw_only=True)
class QueueLimits:
    """How much work the server holds at once."""

    max_running: int
    """SAIFE_MAX_CONCURRENT_RUNS: runs executing at once (default: the number of cores)."""
    max_waiting: int = DEFAULT_MAX_QUEUED_RUNS
    """SAIFE_MAX_QUEUED_RUNS: runs admitted but waiting for a slot."""
    max_bytes: int = DEFAULT_MAX_QUEUED_BYTES
    """SAIFE_MAX_QUEUED_BYTES: UTF-8 bytes of answers and sources held by waiting and running runs together."""

    def __post_init__(self) -> None:
        if self.max_running < 1 or self.max_waiting < 0 or self.max_bytes < 1:
            raise ValueError("queue limits: max_running and max_bytes must be >= 1, max_waiting >= 0")

    @classmethod
    def from_env(cls, env: Mapping[str, str] | None = None) -> QueueLimits:
        """The limits from SAIFE_MAX_CONCURRENT_RUNS, SAIFE_MAX_QUEUED_RUNS and SAIFE_MAX_QUEUED_BYTES.

        Raises:
            ValueError: a variable is set but is not a whole number in range.
        """
        env = os.environ if env is None else env
        return cls(
            max_running=_whole(env, "SAIFE_MAX_CONCURRENT_RUNS", os.cpu_count() or 1),
            max_waiting=_whole(env, "SAIFE_MAX_QUEUED_RUNS", DEFAULT_MAX_QUEUED_RUNS),
            max_bytes=_whole(env, "SAIFE_MAX_QUEUED_BYTES", DEFAULT_MAX_QUEUED_BYTES),
        )


class Ticket:
    """One admitted unit of work: holds its bytes from `reserve` until it ends or is dropped."""

    def __init__(self, queue: RunQueue, size: int, position: int = 0) -> None:
        self._queue = queue
        self.size = size
        self.position = position
        """Its place in the waiting line when it was admitted (1 = next to run), 0 when a slot was free for it."""
        self._state = "waiting"  # -> "running" -> "ended"
        self._started = 0.0

    async def __aenter__(self) -> Ticket:
        await self._queue._acquire(self)
        self._state, self._started = "running", time.monotonic()
        return self

    async def __aexit__(self, *_: object) -> None:
        self.release()

    def release(self) -> None:
        """Give back the bytes (and the running slot, if held); a second call does nothing."""
        if self._state == "ended":
            return
        was_running, self._state = self._state == "running", "ended"
        ran_s = time.monotonic() - self._started if was_running and self._started else None
        self._queue._release(self, was_running, ran_s)


class RunQueue:
    """Bounded concurrency, a bounded waiting line and a byte cap, first come first served."""

    def __init__(self, limits: QueueLimits) -> None:
        self.limits = limits
        self._running = 0
        self._waiting: deque[tuple[Ticket, asyncio.Future[None]]] = deque()
        self._reserved = 0
        """Tickets handed out and not yet running or released."""
        self._bytes = 0
        self._mean_run_s = FIRST_GUESS_RUN_S

    # -- public ------------------------------------------------------------------------------------------
    @property
    def running(self) -> int:
        return self._running

    @property
    def waiting(self) -> int:
        return self._reserved

    @property
    def bytes_held(self) -> int:
        return self._bytes

    def refusal(self, size: int) -> QueueFull | None:
        """Why work of `size` input bytes would be refused now, or None (nothing is reserved).

        A single item larger than the whole byte cap is still admitted when nothing else is held, so that the cap
        bounds memory without refusing forever what the input limits allow.
        """
        if self._running >= self.limits.max_running and self._reserved >= self.limits.max_waiting:
            return QueueFull(
                f"the server is busy: {self._running} runs are checking and {self._reserved} are waiting "
                f"(the limit is {self.limits.max_waiting}); try again in a moment",
                self.retry_after_s(),
            )
        if self._bytes and self._bytes + size > self.limits.max_bytes:
            return QueueFull(
                f"the server is holding {self._bytes:,} bytes of answers and sources; this request's "
                f"{size:,} would pass the limit of {self.limits.max_bytes:,}; try again in a moment",
                self.retry_after_s(),
            )
        return None

    def reserve(self, size: int) -> Ticket:
        """Admit work of `size` input bytes, or raise `QueueFull` at once (see `refusal`)."""
        if (refused := self.refusal(size)) is not None:
            raise refused
        self._reserved += 1
        self._bytes += size
        # Tickets reserved before this one and not yet running are ahead of it (first come, first served).
        free = self.limits.max_running - self._running
        return Ticket(self, size, position=max(0, self._reserved - free))

    def submit(self, work: Callable[[], Awaitable[T]], *, size: int, name: str | None = None) -> asyncio.Task[T]:
        """Reserve (raising `QueueFull` at once) and run `work()` in a task once a slot is free."""
        ticket = self.reserve(size)

        async def queued() -> T:
            async with ticket:
                return await work()

        try:
            task = asyncio.get_running_loop().create_task(queued(), name=name)
        except BaseException:
            ticket.release()
            raise
        task.add_done_callback(lambda _: ticket.release())  # a task cancelled before it started holds no bytes
        return task

    def retry_after_s(self) -> int:
        """Seconds until a slot is likely free: the mean run time for each round of waiting runs ahead."""
        rounds = (self._reserved + 1) / self.limits.max_running
        return max(1, min(300, math.ceil(self._mean_run_s * rounds)))

    def stats(self) -> dict[str, Any]:
        return {"running": self._running, "waiting": self._reserved, "bytes": self._bytes, **_asdict(self.limits)}

    # -- tickets -----------------------------------------------------------------------------------------
    async def _acquire(self, ticket: Ticket) -> None:
        if self._running < self.limits.max_running and not self._waiting:
            self._take(ticket)
            return
        granted: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self._waiting.append((ticket, granted))
        try:
            await granted
        except asyncio.CancelledError:
            if granted.done() and not granted.cancelled():
                ticket._state = "running"  # the slot was handed over just as we were cancelled: give it back
            else:  # a release may already have dropped this cancelled waiter from the line
                with contextlib.suppress(ValueError):
                    self._waiting.remove((ticket, granted))
            ticket.release()
            raise

    def _take(self, ticket: Ticket) -> None:
        self._running += 1
        self._reserved -= 1

    def _release(self, ticket: Ticket, was_running: bool, ran_s: float | None) -> None:
        self._bytes -= ticket.size
        if not was_running:
            self._reserved -= 1
            return
        self._running -= 1
        if ran_s is not None:
            self._mean_run_s = 0.8 * self._mean_run_s + 0.2 * ran_s
        while self._waiting and self._running < self.limits.max_running:
            waiter, granted = self._waiting.popleft()
            if not granted.done():
                self._take(waiter)
                granted.set_result(None)


def _whole(env: Mapping[str, str], name: str, default: int) -> int:
    raw = env.get(name, "").strip()
    if not raw:
        return default
    try:
        return int(raw.replace("_", ""))
    except ValueError:
        raise ValueError(f"{name} must be a whole number, not {raw!r}") from None


def _asdict(limits: QueueLimits) -> dict[str, int]:
    return {"max_running": limits.max_running, "max_waiting": limits.max_waiting, "max_bytes": limits.max_bytes}
