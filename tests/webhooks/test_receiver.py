"""`POST /api/webhooks`: signed events from other instances reach the monitor; bad, stale and replayed ones do not."""

from __future__ import annotations

import json
import time

import pytest
from fastapi import FastAPI
from fastapi.testclient import TestClient

from engine.monitoring import figures, summarize
from engine.webhooks import sign
from webapp.monitor_feed import MonitorFeed
from webapp.webhooks_api import WebhookHook, webhook_router

SECRET = "monitor-secret-0123456789"
COMPLETED = {"type": "run_completed", "run_id": "r_9", "seq": 7, "status": "CAUTION", "final_answer": "x",
             "stats": {"elapsed_ms": 420, "claims": 3, "detectors": ["grounding", "judge"], "cost_usd": 0.002}}


@pytest.fixture
def setup():
    feed = MonitorFeed()
    app = FastAPI()
    app.include_router(webhook_router(feed, SECRET))
    return feed, TestClient(app)


def _post(client: TestClient, event: dict, *, secret: str = SECRET, at: int | None = None, event_id: str = "r_9:7"):
    body = json.dumps(event).encode()
    headers = {"X-Saife-Signature": sign(secret, body, int(time.time()) if at is None else at),
               "X-Saife-Event-Id": event_id, "X-Saife-Instance": "eu-west", "content-type": "application/json"}
    return client.post("/api/webhooks", content=body, headers=headers)


def test_a_signed_terminal_event_is_listed(setup) -> None:
    feed, client = setup
    assert _post(client, COMPLETED).status_code == 202
    [row] = feed.rows()
    assert (row.run_id, row.origin, row.status, row.elapsed_ms, row.claims) == ("r_9", "eu-west", "CAUTION", 420, 3)


def test_a_bad_signature_is_401(setup) -> None:
    feed, client = setup
    assert _post(client, COMPLETED, secret="not the secret").status_code == 401
    assert feed.rows() == []


def test_a_stale_signature_is_401(setup) -> None:
    feed, client = setup
    assert _post(client, COMPLETED, at=int(time.time()) - 301).status_code == 401
    assert feed.rows() == []


def test_a_replayed_event_id_is_409(setup) -> None:
    feed, client = setup
    assert _post(client, COMPLETED).status_code == 202
    assert _post(client, COMPLETED).status_code == 409
    assert len(feed.rows()) == 1


def test_a_signed_body_that_is_no_event_is_422(setup) -> None:
    _, client = setup
    assert _post(client, ["not", "an", "event"], event_id="x:1").status_code in (202, 422)
    assert _post(client, {"type": "run_completed", "summary": {"run_id": 5, "claims": "many"}}, event_id="x:2"
                 ).status_code == 422


def test_without_a_secret_nothing_is_received() -> None:
    app = FastAPI()
    app.include_router(webhook_router(MonitorFeed(), ""))
    assert _post(TestClient(app), COMPLETED).status_code == 503


def test_a_sender_summary_carries_labs_and_failed_checks(setup) -> None:
    feed, client = setup
    summary = {"run_id": "r_2", "status": "BLOCKED", "labs": ["OpenAI", "Anthropic"], "failed_detectors": ["web"],
               "warnings": 1, "elapsed_ms": 900}
    assert _post(client, dict(COMPLETED, run_id="r_2", summary=summary), event_id="r_2:7").status_code == 202
    [row] = feed.rows(lab="Anthropic")
    assert row.failed_detectors == ("web",) and not row.silent_failure
    assert feed.rows(lab="Google") == [] and feed.rows(detector="web") == [row]


def test_a_local_run_is_summarised_from_its_events() -> None:
    events = [
        {"type": "run_started", "run_id": "r", "seq": 1, "roles": {"writer": "openai/gpt-4o-mini (OpenAI)",
                                                                   "judge": "anthropic/claude (Anthropic)"}},
        {"type": "finding", "run_id": "r", "seq": 2, "finding": {"detector": "judge", "error": True}},
        {"type": "run_completed", "run_id": "r", "seq": 3, "status": "CAUTION", "stats": {"elapsed_ms": 50}},
    ]
    row = summarize(events)
    assert row.labs == ("Anthropic", "OpenAI") and row.failed_detectors == ("judge",)
    assert row.silent_failure  # a failed check with no alert: exactly what the monitor must show
    events.insert(2, {"type": "alert", "run_id": "r", "seq": 3, "level": "warning", "message": "judge failed"})
    assert not summarize(events).silent_failure
    assert figures([summarize(events)]).status_mix["CAUTION"] == 1


def test_the_hook_feeds_the_monitor_with_this_instances_runs() -> None:
    feed = MonitorFeed()
    hook = WebhookHook(feed, sender=None)
    started = {"type": "run_started", "run_id": "r", "seq": 1, "roles": {}}
    hook.on_event(started, lambda: [started])
    assert feed.rows() == []
    done = dict(COMPLETED, run_id="r", seq=2)
    hook.on_event(done, lambda: [started, done])
    assert [r.run_id for r in feed.rows()] == ["r"] and feed.version == 1
