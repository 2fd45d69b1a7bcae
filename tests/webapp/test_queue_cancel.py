"""A waiting run cancelled just as a slot is given back (a server stopping, a client gone) leaves quietly: its
slot and bytes return, nothing raises, and the next waiter runs."""

from __future__ import annotations

import asyncio

import pytest

from webapp.queue import QueueLimits, RunQueue

pytestmark = pytest.mark.asyncio


async def test_a_waiter_cancelled_in_the_same_tick_as_a_release_gives_everything_back() -> None:
    queue = RunQueue(QueueLimits(max_running=1, max_bytes=1_000))
    first = queue.reserve(10)
    await first.__aenter__()  # running
    second = queue.reserve(20)
    waiter = asyncio.create_task(second.__aenter__())
    await asyncio.sleep(0.01)  # waiting in line for the slot
    waiter.cancel()  # its slot future is cancelled at once; its own cleanup runs at its next turn
    first.release()  # ...after this release has already dropped it from the line
    with pytest.raises(asyncio.CancelledError):
        await waiter
    assert (queue.running, queue.waiting, queue.bytes_held) == (0, 0, 0)
    third = queue.reserve(30)
    await asyncio.wait_for(third.__aenter__(), 5)  # the slot is free for the next one
    third.release()
    assert (queue.running, queue.waiting, queue.bytes_held) == (0, 0, 0)
