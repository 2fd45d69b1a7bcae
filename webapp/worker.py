"""Run one check's engine work in a worker thread with its own event loop.

Why: the engine's claim splitting and deterministic checks are CPU work. On the server's loop a long answer
stalled every page, stream and `/api/health` for as long as it ran (a 1,900-claim answer: health timed out at
30 s). In a thread with its own loop the server's loop stays free, because the interpreter hands the GIL to the
waiting loop every few milliseconds. Events cross back with `loop.call_soon_threadsafe`, which runs callbacks in
the order they were scheduled, so subscribers see the run's events in the engine's order.

While a worker computes, the server's loop must win the GIL back after each of its socket calls; by default the
interpreter makes it wait up to 5 ms each time, so one request took tens of milliseconds. A 1 ms switch interval
(set once, when the first worker starts) cut the health p99 during two 7 MB runs from 0.9 s to 0.2 s here.

Across threads and processes, the operating system decides who gets a core: a worker thread lowers its own
scheduling priority (`WORKER_NICENESS`), so on a busy machine the servers' loops run first and a burst of runs slows
the runs, not every request (200 runs on two processes: first event p95 0.46-0.58 s before, 0.29-0.54 s after).

Why not a process pool: every event (the first one carries the whole answer and sources) would be pickled
across, and the audit store's per-process bookkeeping (which runs a live process still writes) would be split
between processes. Threads keep one process and one store.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import sys
import threading
from collections.abc import Awaitable, Callable, Sequence
from typing import Any

WORKER_NICENESS = 10
"""How much lower a worker thread's priority is than the server's loop (nice values: 0 normal, 19 lowest)."""
SWITCH_INTERVAL_S = 0.001
"""How long a thread may hold the GIL while another waits (CPython's default is 0.005)."""
Listener = Callable[[Any], Any]
Work = Callable[[list[Listener]], Awaitable[None]]
"""The engine work: a coroutine function given the listeners to attach to the run."""


class _WorkerRun:
    """One worker thread and its loop; `cancel` may be called from the server's loop at any time."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._cancelled = False
        self._loop: asyncio.AbstractEventLoop | None = None
        self._task: asyncio.Task[Any] | None = None

    def started(self) -> None:
        """Called on the worker's loop inside its main task: remember both, honour an earlier cancel."""
        with self._lock:
            self._loop, self._task = asyncio.get_running_loop(), asyncio.current_task()
            if self._cancelled and self._task is not None:
                self._task.cancel()

    def cancel(self) -> None:
        with self._lock:
            self._cancelled = True
            if self._loop is not None and self._task is not None:
                with contextlib.suppress(RuntimeError):  # the worker's loop already closed: the run is over
                    self._loop.call_soon_threadsafe(self._task.cancel)


async def run_in_worker_thread(
    name: str,
    work: Work,
    deliver: Callable[[Any], None],
    listeners: Sequence[Listener] = (),
    *,
    convert: Callable[[Any], Any] = lambda event: event,
    seq_offset: int = 0,
) -> None:
    """Run `work` in a new daemon thread and wait (without blocking this loop) until it ends.

    Each event is passed through `convert` in the worker thread (e.g. serialised once there), then to `deliver`
    on this loop, in order; `listeners` (e.g. the audit store's) are called in the worker, after the delivery
    was scheduled. Cancelling this coroutine cancels the engine's task in the worker, which then emits its own
    terminal event. An exception from `work` is raised here.

    With `seq_offset`, every event is renumbered (`seq + seq_offset`) before `convert` and the listeners see it:
    the server already sent that many events of this run itself (`run_queued`).
    """
    if sys.getswitchinterval() > SWITCH_INTERVAL_S:
        sys.setswitchinterval(SWITCH_INTERVAL_S)
    server_loop = asyncio.get_running_loop()
    finished: asyncio.Future[None] = server_loop.create_future()
    run = _WorkerRun()

    def forward(event: Any) -> None:
        server_loop.call_soon_threadsafe(deliver, convert(event))

    async def body() -> None:
        run.started()
        await work([_renumbered(listener, seq_offset) for listener in (forward, *listeners)])

    def main() -> None:
        error: BaseException | None = None
        _yield_to_the_server()
        try:
            asyncio.run(body())
        except BaseException as exc:  # reported to the waiting coroutine, never lost in the thread
            error = exc
        with contextlib.suppress(RuntimeError):  # the server's loop is gone (shutdown): nobody waits any more
            server_loop.call_soon_threadsafe(_settle, finished, error)

    threading.Thread(target=main, name=f"saife-run-{name}", daemon=True).start()
    try:
        await asyncio.shield(finished)
    except asyncio.CancelledError:
        run.cancel()
        raise


def _yield_to_the_server() -> None:
    """Lower this worker thread's scheduling priority (Linux gives threads their own nice value): when the cores are
    busy, the operating system then runs the servers' loops (this process's and any other's on the machine) before
    check work, so a burst of runs slows the runs, not every request and stream. Elsewhere, or when not permitted,
    nothing changes."""
    with contextlib.suppress(AttributeError, OSError):
        thread = threading.get_native_id()
        os.setpriority(os.PRIO_PROCESS, thread, min(19, os.getpriority(os.PRIO_PROCESS, thread) + WORKER_NICENESS))


def _renumbered(listener: Listener, offset: int) -> Listener:
    """`listener`, given each event with `seq + offset` (itself when the offset is 0); keeps the attributes the engine
    reads from a listener (`label` names it in an alert, `store` marks the audit store as attached)."""
    if not offset:
        return listener

    def renumbered(event: Any) -> Any:
        return listener(event.model_copy(update={"seq": event.seq + offset}))

    for name in ("label", "store"):
        if hasattr(listener, name):
            setattr(renumbered, name, getattr(listener, name))
    return renumbered


def _settle(finished: asyncio.Future[None], error: BaseException | None) -> None:
    if finished.done():
        return
    if error is None or isinstance(error, asyncio.CancelledError):
        finished.set_result(None)
    else:
        finished.set_exception(error)
