"""RunManager: one buffer per run, replayed then followed by every subscriber, with the audit store behind it."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from engine import Config
from engine.events import RunCompleted, RunStarted
from engine.inputs import make_input
from engine.types import Status
from webapp.runs import RunManager, RunRecord
from webapp.store import AuditAdapter

pytestmark = [pytest.mark.asyncio(loop_scope="module"), pytest.mark.usefixtures("running_app")]
OFFLINE = Config(offline=True, db_path="")
REQUEST = make_input("The cap is $5 million. The term is 90 days.", ["The cap is $2 million. The term is 90 days."])


async def collect(manager: RunManager, run_id: str, after: int = 0) -> list[int]:
    return [entry.seq async for entry in manager.subscribe(run_id, after)]


async def test_every_subscriber_sees_every_event_once_in_order() -> None:
    manager = RunManager()
    run_id = manager.start(REQUEST, OFFLINE)
    live = [asyncio.ensure_future(collect(manager, run_id)) for _ in range(20)]
    seqs = await asyncio.wait_for(asyncio.gather(*live), timeout=10)
    late = await collect(manager, run_id)
    record = manager.record(run_id)
    assert record is not None and record.done
    expected = list(range(1, len(record.entries) + 1))
    assert all(s == expected for s in seqs) and late == expected
    assert [e.type for e in record.entries].count("run_completed") == 1
    assert record.entries[-1].type == "run_completed"


async def test_subscribe_after_a_seq_resumes_there() -> None:
    manager = RunManager()
    run_id = manager.start(REQUEST, OFFLINE)
    everything = await collect(manager, run_id)
    assert await collect(manager, run_id, after=4) == everything[4:]


async def test_the_snapshot_is_partial_until_the_terminal_event() -> None:
    record = RunRecord(run_id="r_partial")
    record.append(RunStarted(run_id="r_partial", seq=1, answer="Hi."))
    assert record.report is not None and record.report.to_dict()["status"] is None and not record.done
    record.append(RunCompleted(run_id="r_partial", seq=2, status=Status.VERIFIED, final_answer="Hi.", stats={}))
    assert record.report.status is Status.VERIFIED and record.done


async def test_runs_evicted_from_memory_are_served_by_the_audit_store(tmp_path: Path) -> None:
    store = AuditAdapter.open(Config(db_path=str(tmp_path / "audit.sqlite3")))
    manager = RunManager(store, max_runs=1)
    first = manager.start(REQUEST, OFFLINE)
    seqs = await collect(manager, first)
    second = manager.start(REQUEST, OFFLINE)
    await collect(manager, second)
    assert manager.record(first) is None, "evicted once done"
    assert manager.exists(first) and await collect(manager, first) == seqs
    report = manager.snapshot(first)
    assert report is not None and report.status is not None
    assert [r.run_id for r in manager.recent(5)] == [second, first]
    assert not manager.exists("r_unknown") and manager.snapshot("r_unknown") is None


async def test_a_recheck_only_checks_the_changed_claims() -> None:
    manager = RunManager()
    first = manager.start(REQUEST, OFFLINE)
    await collect(manager, first)
    previous = manager.snapshot(first)
    assert previous is not None
    second = manager.start_recheck(previous, "The cap is $2 million. The term is 90 days.", OFFLINE)
    await collect(manager, second)
    report = manager.snapshot(second)
    assert report is not None and report.answer.startswith("The cap is $2 million")
    assert report.status is Status.VERIFIED


async def test_a_run_cancelled_before_it_started_still_ends_with_one_run_failed() -> None:
    from nicegui import background_tasks

    manager = RunManager()
    run_id = manager.start(REQUEST, OFFLINE)
    task = next(t for t in background_tasks.running_tasks if t.get_name() == f"saife run {run_id}")
    task.cancel()  # e.g. the server shuts down before the check got its first turn
    seqs = await asyncio.wait_for(collect(manager, run_id), timeout=10)
    record = manager.record(run_id)
    assert record is not None and record.done
    assert [e.type for e in record.entries] == ["run_failed"] and seqs == [1]
    assert record.report.failed
