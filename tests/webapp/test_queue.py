"""The run queue: concurrency never exceeds its bound, a full queue refuses at once (429 with Retry-After through
the API, a readable error on the page), the byte cap holds, and cancelled work gives its slot back."""

from __future__ import annotations

import asyncio
import time
from collections.abc import AsyncIterator

import httpx
import pytest
import pytest_asyncio
from nicegui import app
from nicegui.testing import User
from page_kit import finished, latest_run_id, one, texts, until

from engine import Config
from engine.inputs import make_input
from webapp.queue import QueueFull, QueueLimits, RunQueue
from webapp.runs import RunManager

pytestmark = pytest.mark.asyncio(loop_scope="module")
OFFLINE = Config(offline=True, db_path="")
BODY = {"answer": "The cap is $5 million. The term is 90 days.", "options": {"mode": "offline"}}


async def test_no_more_than_max_running_run_at_once_and_the_rest_wait_in_order() -> None:
    queue = RunQueue(QueueLimits(max_running=2, max_waiting=10, max_bytes=1_000))
    gate = asyncio.Event()
    now_running, most, order = 0, 0, []

    async def work(n: int) -> int:
        nonlocal now_running, most
        now_running += 1
        most = max(most, now_running)
        order.append(n)
        await gate.wait()
        now_running -= 1
        return n

    tasks = [queue.submit(lambda n=n: work(n), size=10) for n in range(8)]
    await asyncio.sleep(0.05)
    assert (queue.running, queue.waiting, queue.bytes_held) == (2, 6, 80)
    gate.set()
    assert await asyncio.gather(*tasks) == list(range(8))
    assert most == 2 and order == list(range(8))
    assert (queue.running, queue.waiting, queue.bytes_held) == (0, 0, 0)


async def test_a_full_waiting_line_refuses_at_once_with_a_retry_time() -> None:
    queue = RunQueue(QueueLimits(max_running=1, max_waiting=1, max_bytes=1_000))
    gate = asyncio.Event()
    first = queue.submit(gate.wait, size=1)
    second = queue.submit(gate.wait, size=1)
    await asyncio.sleep(0)
    with pytest.raises(QueueFull) as refused:
        queue.reserve(1)
    assert refused.value.retry_after_s >= 1 and "busy" in refused.value.detail
    gate.set()
    await asyncio.gather(first, second)
    queue.reserve(1).release()  # room again


async def test_the_byte_cap_counts_waiting_and_running_work() -> None:
    queue = RunQueue(QueueLimits(max_running=1, max_waiting=10, max_bytes=100))
    running = queue.reserve(60)
    with pytest.raises(QueueFull, match="bytes"):
        queue.reserve(50)
    waiting = queue.reserve(40)
    assert queue.bytes_held == 100
    running.release()
    waiting.release()
    lone = queue.reserve(500)  # larger than the cap, but nothing else is held: admitted, never refused forever
    with pytest.raises(QueueFull):
        queue.reserve(1)
    lone.release()
    assert queue.bytes_held == 0 and queue.waiting == 0


async def test_cancelled_work_gives_back_its_slot_and_bytes() -> None:
    queue = RunQueue(QueueLimits(max_running=1, max_waiting=5, max_bytes=1_000))
    gate = asyncio.Event()
    holder = queue.submit(gate.wait, size=5)
    waiter = queue.submit(gate.wait, size=7)
    never_started = queue.submit(gate.wait, size=11)
    never_started.cancel()  # cancelled before its first step
    await asyncio.sleep(0.01)
    waiter.cancel()
    await asyncio.gather(waiter, never_started, return_exceptions=True)
    assert (queue.running, queue.waiting, queue.bytes_held) == (1, 0, 5)
    holder.cancel()
    await asyncio.gather(holder, return_exceptions=True)
    assert (queue.running, queue.waiting, queue.bytes_held) == (0, 0, 0)


async def test_limits_come_from_the_environment() -> None:
    limits = QueueLimits.from_env(
        {"SAIFE_MAX_CONCURRENT_RUNS": "3", "SAIFE_MAX_QUEUED_RUNS": "7", "SAIFE_MAX_QUEUED_BYTES": "1_000_000"}
    )
    assert (limits.max_running, limits.max_waiting, limits.max_bytes) == (3, 7, 1_000_000)
    assert QueueLimits.from_env({}).max_running >= 1
    with pytest.raises(ValueError, match="SAIFE_MAX_QUEUED_RUNS"):
        QueueLimits.from_env({"SAIFE_MAX_QUEUED_RUNS": "many"})


@pytest.mark.usefixtures("running_app")
async def test_the_run_manager_runs_no_more_than_the_bound_and_every_run_ends() -> None:
    manager = RunManager(queue=RunQueue(QueueLimits(max_running=2, max_waiting=20, max_bytes=10**6)))
    request = make_input("The cap is $5 million. The term is 90 days.", ["The cap is $2 million."])
    seen_running: list[int] = []

    async def follow(run_id: str) -> list[str]:
        types = []
        async for entry in manager.subscribe(run_id):
            seen_running.append(manager.queue.running)
            types.append(entry.type)
        return types

    run_ids = [manager.start(request, OFFLINE) for _ in range(6)]
    assert manager.queue.waiting == 6 and manager.queue.running == 0  # admitted; nothing started yet
    streams = await asyncio.wait_for(asyncio.gather(*(follow(r) for r in run_ids)), timeout=60)
    assert all(types[-1] == "run_completed" and types.count("run_completed") == 1 for types in streams)
    assert max(seen_running) <= 2
    queue = manager.queue  # the worker thread hands its slot back just after its terminal event
    await until(lambda: (queue.running, queue.waiting, queue.bytes_held) == (0, 0, 0))


@pytest_asyncio.fixture(loop_scope="module")
async def tight_queue(running_app: None) -> AsyncIterator[RunQueue]:
    """The running app's queue, bound to one running run and no waiting line for the test."""
    queue: RunQueue = app.state.saife.runs.queue
    deadline = time.monotonic() + 30
    while (queue.running or queue.waiting) and time.monotonic() < deadline:
        await asyncio.sleep(0.05)  # an earlier test's run may still hold a slot: start from an idle queue
    saved = queue.limits
    queue.limits = QueueLimits(max_running=1, max_waiting=0, max_bytes=saved.max_bytes)
    yield queue
    queue.limits = saved


async def test_a_full_queue_is_429_with_retry_after_through_the_api_and_an_error_on_the_page(
    api: httpx.AsyncClient, tight_queue: RunQueue
) -> None:
    slot = tight_queue.reserve(1)
    await slot.__aenter__()  # the one running slot is taken
    try:
        refused = await api.post("/api/verify", json=BODY)
        assert refused.status_code == 429
        assert int(refused.headers["Retry-After"]) >= 1 and "busy" in refused.json()["detail"]
        with pytest.raises(QueueFull):
            app.state.saife.runs.start(make_input("The cap is $5 million."), OFFLINE, refuse_when_full=True)
    finally:
        slot.release()
    accepted = await api.post("/api/verify", json=BODY)
    assert accepted.status_code == 202


async def test_the_pages_check_button_goes_through_the_queue_and_says_when_it_is_full(
    page: User, tight_queue: RunQueue
) -> None:
    await page.open("/")
    slot = tight_queue.reserve(1)
    await slot.__aenter__()
    try:
        page.find(marker="answer").type("The cap is $5 million.")
        page.find(marker="check").click()
        assert await finished(page) == "Failed"
        assert "the server is busy" in texts(one(page, "why")) and "try again" in texts(one(page, "why"))
        refused = app.state.saife.runs.record(latest_run_id())
        assert [e.type for e in refused.entries] == ["run_failed"], "nothing was queued: the run ended at once"
    finally:
        slot.release()
    assert (tight_queue.running, tight_queue.waiting) == (0, 0)
