"""Redis stops while a run is checking: the run still ends once, for its SSE client and in the store; the server
says what happened; once Redis is back, new runs are published again."""

from __future__ import annotations

import json
import tempfile
import threading
import time
from pathlib import Path

import httpx
import redis

from engine.audit import AuditStore
from tests.servers.scripted import Reply, start_openai

from .servers import Redis, start_app

ANSWER = "The indemnification cap is $5 million per incident. Either party may terminate with 90 days notice."
SOURCE = "The indemnification cap is $2 million per incident. Either party may terminate with 90 days notice."


def _follow(url: str, run_id: str, seen: list[dict], first: threading.Event) -> None:
    with httpx.stream("GET", f"{url}/api/runs/{run_id}/events", timeout=90) as response:
        for line in response.iter_lines():
            if line.startswith("data:"):
                seen.append(json.loads(line[5:]))
                first.set()


def _published(url: str, run_id: str) -> list[int]:
    client = redis.Redis.from_url(url, socket_timeout=5)
    try:
        return [int(fields[b"seq"]) for _, fields in client.xrange(f"saife:run:{run_id}")]
    finally:
        client.close()


def test_a_run_in_progress_when_redis_stops_ends_once_and_new_runs_work_after_redis_returns() -> None:
    tmp = Path(tempfile.mkdtemp(prefix="saife-redis-lost-"))
    bus = Redis(tmp / "redis").start()
    judge = start_openai()
    judge.script.queue(*[Reply(hang=True)] * 20)  # the run waits on its judge while Redis goes away
    app = start_app(
        "a",
        tmp,
        SAIFE_REDIS_URL=bus.url,
        SAIFE_JUDGE_MODEL="openai/gpt-4o-mini",
        SAIFE_JUDGE_BASE_URL=judge.root + "/v1",
        SAIFE_JUDGE_API_KEY="k" * 20,
    )
    try:
        run_id = httpx.post(f"{app.url}/api/verify", json={"answer": ANSWER, "sources": [SOURCE]}).json()["run_id"]
        seen: list[dict] = []
        first = threading.Event()
        reader = threading.Thread(target=_follow, args=(app.url, run_id, seen, first), daemon=True)
        reader.start()
        assert first.wait(30), "the SSE client got no first event"
        deadline = time.monotonic() + 20
        while not judge.script.requests and time.monotonic() < deadline:
            time.sleep(0.05)
        assert judge.script.requests, "the run never reached its judge"
        bus.stop()  # Redis is lost mid-run
        time.sleep(0.5)
        judge.script.reset()  # the judge answers (empty replies): the run goes on to its end
        reader.join(60)
        assert not reader.is_alive(), "the SSE stream never ended"

        types = [e["type"] for e in seen]
        terminal = [t for t in types if t in ("run_completed", "run_failed")]
        assert terminal == [types[-1]], types
        assert [e["seq"] for e in seen] == list(range(1, len(seen) + 1)), "no gap, no repeat"
        report = httpx.get(f"{app.url}/api/runs/{run_id}", timeout=10).json()
        assert report["status"] in ("VERIFIED", "CAUTION", "BLOCKED")
        assert any("event bus" in alert and "Redis" in alert for alert in report["alerts"]), report["alerts"]
        stored = AuditStore(tmp / "a.sqlite3").events(run_id)
        assert [e.type for e in stored].count(types[-1]) == 1 and stored[-1].type == types[-1]
        log = app.log.read_text()
        assert "Redis" in log and "SAIFE_REDIS_URL" in log, log[-2000:]
        assert httpx.get(f"{app.url}/api/health", timeout=5).json() == {"ok": True}

        bus = Redis(tmp / "redis", port=bus.port).start()  # Redis returns on the same address
        judge.script.use(lambda _: Reply(content=""))
        later = httpx.post(f"{app.url}/api/verify", json={"answer": ANSWER, "sources": [SOURCE]})
        assert later.status_code == 202
        after: list[dict] = []
        _follow(app.url, later.json()["run_id"], after, threading.Event())
        assert after[-1]["type"] in ("run_completed", "run_failed")
        deadline = time.monotonic() + 10
        while len(_published(bus.url, later.json()["run_id"])) < len(after) and time.monotonic() < deadline:
            time.sleep(0.1)
        assert _published(bus.url, later.json()["run_id"]) == [e["seq"] for e in after], "published again"
    finally:
        app.stop()
        bus.stop()
        judge.stop()
