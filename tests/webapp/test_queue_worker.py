"""Runs execute in a worker thread with its own loop: the server's loop keeps answering (health) while a run is
busy computing, and events reach the server's loop in the engine's order."""

from __future__ import annotations

import asyncio
import os
import threading
import time
from collections.abc import Callable
from typing import Any

import httpx
import pytest

from engine import Config
from engine.events import AlertRaised
from engine.inputs import make_input
from webapp.runs import RunManager
from webapp.store import AuditAdapter
from webapp.worker import WORKER_NICENESS, run_in_worker_thread

pytestmark = [pytest.mark.asyncio(loop_scope="module"), pytest.mark.usefixtures("running_app")]
OFFLINE = Config(offline=True, db_path="")


async def test_health_answers_while_a_run_is_busy_computing(api: httpx.AsyncClient) -> None:
    computing, release, finished = threading.Event(), threading.Event(), threading.Event()

    async def cpu_bound(listeners: list[Callable[[Any], Any]]) -> None:
        computing.set()
        deadline = time.monotonic() + 60  # never awaits: on the server's loop this would stall everything
        while not release.is_set() and time.monotonic() < deadline:
            sum(range(10_000))
        finished.set()

    run = asyncio.ensure_future(run_in_worker_thread("busy", cpu_bound, lambda _: None))
    try:
        await asyncio.wait_for(asyncio.to_thread(computing.wait, 30), timeout=35)
        response = await api.get("/api/health")
        assert response.status_code == 200 and response.json() == {"ok": True}
        assert not finished.is_set(), "health answered while the run was still computing"
    finally:
        release.set()
    await asyncio.wait_for(run, timeout=30)
    assert finished.is_set()


async def test_events_reach_the_server_loop_in_order() -> None:
    delivered: list[tuple[int, str]] = []
    worker_threads: set[str] = set()

    async def emit_many(listeners: list[Callable[[Any], Any]]) -> None:
        for seq in range(1, 2_001):
            event = AlertRaised(run_id="r_order", seq=seq, message=f"m{seq}")
            for listener in listeners:
                listener(event)
            if seq % 97 == 0:
                await asyncio.sleep(0)  # the worker's own loop turns too
        worker_threads.add(threading.current_thread().name)

    def deliver(seq: int) -> None:
        delivered.append((seq, threading.current_thread().name))

    await asyncio.wait_for(
        run_in_worker_thread("order", emit_many, deliver, convert=lambda event: event.seq), timeout=30
    )
    assert [seq for seq, _ in delivered] == list(range(1, 2_001))
    assert {name for _, name in delivered} == {threading.current_thread().name}, "delivered on the server's loop"
    assert worker_threads == {"saife-run-order"}


@pytest.mark.skipif(not hasattr(os, "setpriority"), reason="thread priorities are a POSIX feature")
async def test_check_work_runs_at_a_lower_priority_than_the_server_loop() -> None:
    """On a busy machine the operating system runs the servers' loops first: a burst slows runs, not requests."""
    seen: list[int] = []

    async def note_priority(listeners: list[Callable[[Any], Any]]) -> None:
        seen.append(os.getpriority(os.PRIO_PROCESS, 0))  # 0: the calling thread, on Linux

    loop_priority = os.getpriority(os.PRIO_PROCESS, 0)
    await asyncio.wait_for(run_in_worker_thread("nice", note_priority, lambda _: None), timeout=30)
    assert seen == [min(19, loop_priority + WORKER_NICENESS)]
    assert os.getpriority(os.PRIO_PROCESS, 0) == loop_priority, "the server's own thread keeps its priority"


async def test_an_error_in_the_worker_is_raised_to_the_waiting_task() -> None:
    async def broken(listeners: list[Callable[[Any], Any]]) -> None:
        raise KeyError("engine defect")

    with pytest.raises(KeyError, match="engine defect"):
        await asyncio.wait_for(run_in_worker_thread("broken", broken, lambda _: None), timeout=30)


class ThreadSpy(AuditAdapter):
    """An audit adapter whose listener notes the thread each event is emitted on."""

    def __init__(self) -> None:
        super().__init__(None)
        self.threads: set[str] = set()

    def listener(self) -> Callable[[Any], Any]:
        return lambda event: self.threads.add(threading.current_thread().name)


async def test_the_run_manager_runs_the_engine_off_the_server_loop() -> None:
    spy = ThreadSpy()
    manager = RunManager(spy)
    run_id = manager.start(make_input("The cap is $5 million. The term is 90 days."), OFFLINE)
    types = [entry.type async for entry in manager.subscribe(run_id)]
    assert types[0] == "run_started" and types[-1] == "run_completed"
    assert spy.threads == {f"saife-run-{run_id}"}
    record = manager.record(run_id)
    assert record is not None and [e.seq for e in record.entries] == list(range(1, len(types) + 1))
