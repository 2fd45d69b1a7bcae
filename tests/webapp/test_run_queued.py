"""A run accepted behind others says so at once: `run_queued` (seq 1, its place in line) before it starts; the
engine's events follow from seq 2, in order, with one terminal event, the same in memory and in the audit store."""

from __future__ import annotations

import asyncio

import pytest

from engine import AuditStore, Config
from engine.inputs import make_input
from webapp.queue import QueueLimits, RunQueue
from webapp.runs import RunManager
from webapp.store import AuditAdapter

pytestmark = [pytest.mark.asyncio(loop_scope="module"), pytest.mark.usefixtures("running_app")]
OFFLINE = Config(offline=True, db_path="")
ANSWER = "The cap is $5 million. The term is 90 days."


async def test_a_run_that_must_wait_is_announced_at_once_and_then_runs_in_order(tmp_path) -> None:
    store = AuditStore(tmp_path / "audit.sqlite3")
    manager = RunManager(AuditAdapter(store), queue=RunQueue(QueueLimits(max_running=1)))
    first = manager.start(make_input(ANSWER), OFFLINE)
    second = manager.start(make_input(ANSWER), OFFLINE)
    third = manager.start(make_input(ANSWER), OFFLINE)

    assert manager.record(first).entries == [], "a free slot: the engine's run_started comes first"
    announced = [manager.record(run_id).entries for run_id in (second, third)]
    assert [[(e.type, e.seq, e.data["position"]) for e in entries] for entries in announced] == [
        [("run_queued", 1, 1)],
        [("run_queued", 1, 2)],
    ], "sent before the run starts, with its place in line"

    for run_id in (first, second, third):
        types = [entry.type async for entry in manager.subscribe(run_id)]
        seqs = [entry.seq for entry in manager.record(run_id).entries]
        assert seqs == list(range(1, len(seqs) + 1)), "no gap, no repeat"
        assert types[-1] == "run_completed" and sum(t in ("run_completed", "run_failed") for t in types) == 1
        assert types[: 2 if run_id != first else 1][-1] == "run_started"
        await _until_stored(store, run_id, len(seqs))
        assert [(e.type, e.seq) for e in store.events(run_id)] == [
            (e.type, e.seq) for e in manager.record(run_id).entries
        ]
        assert store.verify_chain(run_id).ok
    report = manager.snapshot(second)
    assert report is not None and report.status is not None and report.answer == ANSWER
    manager.store.close()


async def test_resuming_after_the_queued_event_skips_only_it() -> None:
    manager = RunManager(queue=RunQueue(QueueLimits(max_running=1)))
    manager.start(make_input(ANSWER), OFFLINE)
    waiting = manager.start(make_input(ANSWER), OFFLINE)
    resumed = [entry async for entry in manager.subscribe(waiting, 1)]
    assert resumed[0].type == "run_started" and resumed[0].seq == 2


async def _until_stored(store: AuditStore, run_id: str, count: int) -> None:
    for _ in range(200):
        if len(store.events(run_id)) >= count:
            return
        await asyncio.sleep(0.05)
