"""The audit trail on a real PostgreSQL server: same hash chain, append-only, leases, recovery."""

from __future__ import annotations

import psycopg
import pytest

from engine import Config, averify
from engine.audit import AuditStoreError
from engine.audit_pg import INTERRUPTED, PostgresAuditStore
from engine.events import RunStarted

ANSWER = "The indemnification cap is $5 million per incident. Either party may terminate with 90 days notice."
SOURCE = "The indemnification cap is $2 million per incident. Either party may terminate with 90 days notice."


async def _run_into(store: PostgresAuditStore):
    events = []
    report = await averify(ANSWER, sources=[SOURCE], config=Config(offline=True, db_path=""),
                           listeners=[events.append])
    store.append_many(events)
    return report, events


async def test_a_run_is_stored_with_a_verifiable_chain_and_replays_to_its_report(fresh_db) -> None:
    store = PostgresAuditStore(fresh_db)
    report, events = await _run_into(store)
    assert store.verify_chain(report.run_id).ok
    assert [e.seq for e in store.events(report.run_id)] == [e.seq for e in events]
    assert store.report(report.run_id).status == report.status
    [summary] = store.runs()
    assert summary.run_id == report.run_id and summary.status == report.status.value
    store.close()


async def test_the_events_table_is_append_only_and_tampering_is_detected(fresh_db) -> None:
    store = PostgresAuditStore(fresh_db)
    report, _ = await _run_into(store)
    with psycopg.connect(fresh_db, autocommit=True) as conn:
        with pytest.raises(psycopg.errors.RaiseException, match="append-only"):
            conn.execute("UPDATE saife_events SET data = 'x' WHERE run_id = %s", (report.run_id,))
        with pytest.raises(psycopg.errors.RaiseException, match="append-only"):
            conn.execute("DELETE FROM saife_events WHERE run_id = %s", (report.run_id,))
        conn.execute("ALTER TABLE saife_events DISABLE TRIGGER saife_events_append_only")  # an attacker with DDL
        conn.execute("UPDATE saife_events SET data = replace(data, '$2', '$9') WHERE run_id = %s AND seq = 1",
                     (report.run_id,))
    check = store.verify_chain(report.run_id)
    assert not check.ok and "altered" in check.problem
    store.close()


async def test_a_repeated_delivery_is_ignored(fresh_db) -> None:
    store = PostgresAuditStore(fresh_db)
    report, events = await _run_into(store)
    store.append_many(events)
    assert len(store.events(report.run_id)) == len(events) and store.verify_chain(report.run_id).ok
    store.close()


def test_a_run_whose_process_died_is_failed_by_another_at_the_end_of_its_chain(fresh_db) -> None:
    dead = PostgresAuditStore(fresh_db, instance="dead-one", lease_s=0.5)
    dead.append(RunStarted(run_id="r_orphan", seq=1, answer="The cap is $5 million."))
    dead._conn.close()  # the process is gone: no more heartbeats
    import time

    time.sleep(0.6)
    survivor = PostgresAuditStore(fresh_db, instance="survivor", lease_s=0.5)
    assert survivor.orphaned_runs() == ["r_orphan"]
    assert survivor.mark_interrupted() == 1
    events = survivor.events("r_orphan")
    assert [e.type for e in events] == ["run_started", "run_failed"] and events[-1].error == INTERRUPTED
    assert survivor.verify_chain("r_orphan").ok
    assert survivor.mark_interrupted() == 0  # exactly one terminal event, whoever looks next
    [summary] = survivor.runs()
    assert summary.status == "failed"
    survivor.close()


def test_a_live_owner_keeps_its_runs(fresh_db) -> None:
    owner = PostgresAuditStore(fresh_db, instance="alive")
    owner.append(RunStarted(run_id="r_live", seq=1, answer="x"))
    other = PostgresAuditStore(fresh_db, instance="other")
    assert other.orphaned_runs() == [] and other.runs()[0].status == "running"
    owner.close()
    other.close()


def test_an_unreachable_server_is_a_clear_error_naming_the_variable() -> None:
    with pytest.raises(AuditStoreError, match="SAIFE_DATABASE_URL"):
        PostgresAuditStore("postgresql://postgres@127.0.0.1:1/none")


def test_writes_fail_closed_while_the_server_is_down_and_work_again_after(postgres, fresh_db) -> None:
    store = PostgresAuditStore(fresh_db)
    store.append(RunStarted(run_id="r_a", seq=1, answer="x"))
    postgres.stop()
    try:
        with pytest.raises(AuditStoreError):
            store.append(RunStarted(run_id="r_b", seq=1, answer="y"))
    finally:
        postgres.start()
    store.append(RunStarted(run_id="r_c", seq=1, answer="z"))
    assert {s.run_id for s in store.runs()} == {"r_a", "r_c"}
    store.close()


async def test_both_stores_summarise_a_run_alike(fresh_db, tmp_path) -> None:
    from dataclasses import replace

    from engine.audit import AuditStore

    postgres = PostgresAuditStore(fresh_db)
    report, events = await _run_into(postgres)
    sqlite = AuditStore(tmp_path / "audit.sqlite3")
    sqlite.append_many(events)
    [in_pg], [in_sqlite] = postgres.runs(), sqlite.runs()
    assert replace(in_pg, started_at="") == replace(in_sqlite, started_at="")
    assert in_pg.claim_count == len(report.claims) > 0 and in_pg.answer_preview.startswith("The indemnification")
    with psycopg.connect(fresh_db) as conn:
        assert conn.execute("SELECT ended_at FROM saife_runs").fetchone()[0] is not None
    postgres.close()
    sqlite.close()


def test_runs_registered_together_are_each_finished_by_another_process_if_their_owner_dies(fresh_db) -> None:
    import time

    dead = PostgresAuditStore(fresh_db, instance="dead-two", lease_s=0.5)
    dead.register_runs(["r_a", "r_b", "r_c"])
    dead.register_runs(["r_a"])  # registered twice: still one run
    dead.register_runs([])
    dead._conn.close()
    time.sleep(0.6)
    survivor = PostgresAuditStore(fresh_db, instance="survivor-two", lease_s=0.5)
    assert sorted(survivor.orphaned_runs()) == ["r_a", "r_b", "r_c"]
    assert survivor.mark_interrupted() == 3
    for run_id in ("r_a", "r_b", "r_c"):
        [failed] = survivor.events(run_id)
        assert failed.type == "run_failed" and failed.seq == 1 and survivor.verify_chain(run_id).ok
    survivor.close()
