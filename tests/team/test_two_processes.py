"""Two web-app processes on one PostgreSQL and one Redis: a run started in A is followed, in order, from B."""

from __future__ import annotations

import json
import tempfile
from pathlib import Path

import httpx
import pytest

from engine.audit_pg import PostgresAuditStore
from tests.servers.scripted import Reply, start_openai

from .servers import start_app

ANSWER = "The indemnification cap is $5 million per incident. Either party may terminate with 90 days notice."
SOURCE = "The indemnification cap is $2 million per incident. Either party may terminate with 90 days notice."


def _events(url: str, run_id: str, after: int | None = None, timeout: float = 60) -> list[dict]:
    headers = {"Last-Event-ID": str(after)} if after is not None else {}
    out = []
    with httpx.stream("GET", f"{url}/api/runs/{run_id}/events", headers=headers, timeout=timeout) as response:
        assert response.status_code == 200
        for line in response.iter_lines():
            if line.startswith("data:"):
                out.append(json.loads(line[5:]))
    return out


@pytest.fixture
def pair(postgres, redis_server, fresh_db):
    tmp = Path(tempfile.mkdtemp(prefix="saife-two-"))
    env = {"SAIFE_DATABASE_URL": fresh_db, "SAIFE_REDIS_URL": redis_server.url, "SAIFE_LEASE_S": "2",
           "SAIFE_OFFLINE": "1"}
    a = start_app("a", tmp, **env)
    b = start_app("b", tmp, **env)
    yield a, b, fresh_db
    a.stop()
    b.stop()


def test_a_client_of_b_follows_a_run_executing_in_a_in_order(pair) -> None:
    a, b, dsn = pair
    run_id = httpx.post(f"{a.url}/api/verify", json={"answer": ANSWER, "sources": [SOURCE]}).json()["run_id"]
    from_b = _events(b.url, run_id)
    from_a = _events(a.url, run_id)
    assert [e["seq"] for e in from_b] == list(range(1, len(from_b) + 1))
    assert from_b == from_a
    assert [e["type"] for e in from_b].count("run_completed") == 1 and from_b[-1]["type"] == "run_completed"
    assert _events(b.url, run_id, after=3) == from_a[3:]  # Last-Event-ID resume on the other process
    report = httpx.get(f"{b.url}/api/runs/{run_id}").json()
    assert report["status"] == from_a[-1]["status"]
    store = PostgresAuditStore(dsn)
    assert store.verify_chain(run_id).ok
    store.close()


def test_a_run_whose_process_dies_is_failed_by_the_other(postgres, redis_server, fresh_db) -> None:
    tmp = Path(tempfile.mkdtemp(prefix="saife-die-"))
    judge = start_openai()
    judge.script.queue(*[Reply(hang=True)] * 20)
    env = {"SAIFE_DATABASE_URL": fresh_db, "SAIFE_REDIS_URL": redis_server.url, "SAIFE_LEASE_S": "2"}
    a = start_app("a", tmp, SAIFE_JUDGE_MODEL="openai/gpt-4o-mini", SAIFE_JUDGE_BASE_URL=judge.root + "/v1",
                  SAIFE_JUDGE_API_KEY="k" * 20, **env)
    b = start_app("b", tmp, **env)
    try:
        run_id = httpx.post(f"{a.url}/api/verify", json={"answer": ANSWER, "sources": [SOURCE]}).json()["run_id"]
        with httpx.stream("GET", f"{b.url}/api/runs/{run_id}/events", timeout=60) as response:
            seen = []
            for line in response.iter_lines():
                if line.startswith("data:"):
                    seen.append(json.loads(line[5:]))
                    if len(seen) == 1:
                        a.stop(kill=True)  # the process checking the run dies mid-run
        types = [e["type"] for e in seen]
        assert types[-1] == "run_failed" and types.count("run_failed") == 1 and "run_completed" not in types
        assert "interrupted" in seen[-1]["error"]
        report = httpx.get(f"{b.url}/api/runs/{run_id}").json()
        assert report["status"] == "BLOCKED"
        assert httpx.get(f"{b.url}/api/health", timeout=5).json() == {"ok": True}
    finally:
        a.stop()
        b.stop()
        judge.stop()


def test_an_unreachable_database_stops_the_start_with_a_clear_error(tmp_path) -> None:
    with pytest.raises(RuntimeError, match="SAIFE_DATABASE_URL"):
        start_app("x", tmp_path, SAIFE_DATABASE_URL="postgresql://postgres@127.0.0.1:1/none")


def test_an_unreachable_redis_stops_the_start_with_a_clear_error(tmp_path) -> None:
    with pytest.raises(RuntimeError, match="SAIFE_REDIS_URL"):
        start_app("y", tmp_path, SAIFE_REDIS_URL="redis://127.0.0.1:1/0")
