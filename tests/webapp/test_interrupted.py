"""A run whose process died mid-run (a real SIGKILL, a real SQLite file) ends, on the next start, with one
synthetic `run_failed`: GET returns a final BLOCKED report with an alert, and SSE replays end with exactly one
terminal event."""

from __future__ import annotations

import json
import os
from collections.abc import AsyncIterator
from pathlib import Path

import httpx
import pytest
import pytest_asyncio
from crashed_run import crash_mid_run
from nicegui.testing.user_simulation import user_simulation

from engine import Config, open_store
from webapp.runs import RunManager
from webapp.store import INTERRUPTED, AuditAdapter

ROOT = Path(__file__).resolve().parents[2]
MAIN = ROOT / "webapp" / "main.py"
pytestmark = pytest.mark.asyncio(loop_scope="module")


async def test_a_new_run_manager_closes_a_crashed_run_with_one_run_failed(tmp_path: Path) -> None:
    db = tmp_path / "audit.sqlite3"
    crash_mid_run(db, "r_crashed")
    store = AuditAdapter.open(Config(db_path=str(db)))
    try:
        manager = RunManager(store)  # the next start
        report = manager.snapshot("r_crashed")
        assert report is not None and report.status is not None and report.status.value == "BLOCKED"
        assert any(INTERRUPTED in alert for alert in report.alerts)
        entries = [entry async for entry in manager.subscribe("r_crashed")]
        types = [entry.type for entry in entries]
        assert types[0] == "run_started" and types[-1] == "run_failed"
        assert sum(t in ("run_completed", "run_failed") for t in types) == 1
        assert entries[-1].data["error"] == INTERRUPTED
        assert [entry.seq for entry in entries] == list(range(1, len(entries) + 1))
        RunManager(store)  # a second start adds nothing
        assert [e.type for e in store.events("r_crashed")] == types
    finally:
        store.close()
    reopened = open_store(Config(db_path=str(db)))
    assert reopened is not None and reopened.verify_chain("r_crashed").ok, "the hash chain still holds"


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def running_app(tmp_path_factory: pytest.TempPathFactory) -> AsyncIterator[None]:
    """The app started over an audit store that holds a run whose server was killed mid-run."""
    db = tmp_path_factory.mktemp("crashed") / "audit.sqlite3"
    crash_mid_run(db, "r_killed_server")
    with pytest.MonkeyPatch.context() as env:
        for name in [n for n in os.environ if n.startswith("SAIFE_") or n.endswith("_API_KEY")]:
            env.delenv(name)
        env.setenv("SAIFE_DB", str(db))
        env.setenv("SAIFE_NO_DOTENV", "1")
        async with user_simulation(main_file=MAIN):
            yield


async def test_the_api_reports_a_crashed_run_as_failed_and_blocked(api: httpx.AsyncClient) -> None:
    report = (await api.get("/api/runs/r_killed_server")).json()
    assert report["status"] == "BLOCKED"
    assert any(INTERRUPTED in alert for alert in report["alerts"])
    async with api.stream("GET", "/api/runs/r_killed_server/events") as response:
        body = (await response.aread()).decode()
    frames = [json.loads(line[len("data: ") :]) for line in body.splitlines() if line.startswith("data: ")]
    terminal = [f for f in frames if f["type"] in ("run_completed", "run_failed")]
    assert len(terminal) == 1 and frames[-1] is terminal[0] and terminal[0]["error"] == INTERRUPTED
    listed = (await api.get("/api/runs")).json()
    assert {"run_id": "r_killed_server", "status": "BLOCKED"}.items() <= next(
        r for r in listed if r["run_id"] == "r_killed_server"
    ).items()
