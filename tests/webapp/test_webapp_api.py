"""The HTTP API against the running app (httpx over ASGI): verify, report, SSE events, limits, docs."""

from __future__ import annotations

import json
from typing import Any

import httpx
import pytest
from page_kit import VISITOR_KEY, runs, until

from webapp.limits import MAX_BODY_BYTES

pytestmark = pytest.mark.asyncio(loop_scope="module")

CONTRACT = {
    "answer": "The cap is $5 million per incident. The notice period is 90 days.",
    "sources": ["The cap is $2 million per incident. The notice period is 90 days."],
    "options": {"mode": "offline"},
}


def parse_sse(body: str) -> list[dict[str, Any]]:
    """Frames of an event stream: id, event and the decoded data (comments and retry lines skipped)."""
    frames = []
    for block in body.split("\n\n"):
        fields: dict[str, str] = {}
        for line in block.splitlines():
            if line.startswith(":") or ":" not in line:
                continue
            name, _, value = line.partition(":")
            fields[name] = value.removeprefix(" ")
        if "data" in fields:
            frames.append({"id": int(fields["id"]), "event": fields["event"], "data": json.loads(fields["data"])})
    return frames


async def start(api: httpx.AsyncClient, body: dict[str, Any] | None = None) -> str:
    response = await api.post("/api/verify", json=body or CONTRACT)
    assert response.status_code == 202, response.text
    payload = response.json()
    assert payload["events_url"] == f"/api/runs/{payload['run_id']}/events"
    return str(payload["run_id"])


async def test_health(api: httpx.AsyncClient) -> None:
    response = await api.get("/api/health")
    assert response.status_code == 200 and response.json() == {"ok": True}


async def test_events_stream_in_order_and_end_with_exactly_one_terminal_event(api: httpx.AsyncClient) -> None:
    run_id = await start(api)
    response = await api.get(f"/api/runs/{run_id}/events")
    assert response.status_code == 200
    assert response.headers["content-type"].startswith("text/event-stream")
    frames = parse_sse(response.text)
    assert [f["id"] for f in frames] == list(range(1, len(frames) + 1))
    assert all(f["event"] == f["data"]["type"] and f["data"]["seq"] == f["id"] for f in frames)
    assert all(f["data"]["run_id"] == run_id for f in frames)
    terminal = [f for f in frames if f["event"] in ("run_completed", "run_failed")]
    assert len(terminal) == 1 and terminal[0] is frames[-1]
    assert frames[0]["event"] == "run_started"
    report = (await api.get(f"/api/runs/{run_id}")).json()
    assert report["status"] == terminal[0]["data"]["status"]
    assert report["claims"][0]["verdict"] in ("CONTRADICTED", "SUPPORTED")
    assert set(report) >= {"run_id", "status", "answer", "final_answer", "claims", "edits", "alerts", "stats"}


async def test_last_event_id_resumes_after_that_event(api: httpx.AsyncClient) -> None:
    run_id = await start(api)
    everything = parse_sse((await api.get(f"/api/runs/{run_id}/events")).text)
    resumed = parse_sse((await api.get(f"/api/runs/{run_id}/events", headers={"Last-Event-ID": "3"})).text)
    assert [f["id"] for f in resumed] == [f["id"] for f in everything][3:]
    by_query = parse_sse((await api.get(f"/api/runs/{run_id}/events?after=5")).text)
    assert by_query[0]["id"] == 6


async def test_a_run_started_by_api_has_a_page_at_its_permalink(api: httpx.AsyncClient) -> None:
    run_id = await start(api)
    response = await api.get(f"/runs/{run_id}")
    assert response.status_code == 200


@pytest.mark.parametrize("path", ["/api/runs/{id}", "/api/runs/{id}/events", "/api/runs/{id}/report.md"])
@pytest.mark.parametrize("run_id", ["r_000000000000", "..%2F..%2Fetc", "x" * 80])
async def test_unknown_runs_are_404_not_500(api: httpx.AsyncClient, path: str, run_id: str) -> None:
    response = await api.get(path.format(id=run_id))
    assert response.status_code == 404
    if response.headers["content-type"].startswith("application/json"):  # a path with `/` in it matches no route
        assert "no run" in response.json()["detail"]


@pytest.mark.parametrize(
    ("body", "expected"),
    [
        ({"answer": "   "}, "the answer is empty"),
        ({"sources": ["x"]}, "answer: Field required"),
        ({"answer": "Hi there.", "options": {"max_passes": 99}}, "options.max_passes"),
        ({"answer": "Hi there.", "options": {"mode": "turbo"}}, "options.mode"),
        ({"answer": "Hi there.", "options": {"models": {"judge": "nosuch/model"}}}, "not of the form PROVIDER/MODEL"),
        ({"answer": "Hi there.", "surprise": 1}, "surprise"),
    ],
)
async def test_bad_input_is_422_with_a_readable_message(
    api: httpx.AsyncClient, body: dict[str, Any], expected: str
) -> None:
    response = await api.post("/api/verify", json=body)
    assert response.status_code == 422
    detail = response.json()["detail"]
    assert isinstance(detail, str) and expected in detail
    assert "Value error" not in detail


async def test_invalid_json_is_422(api: httpx.AsyncClient) -> None:
    response = await api.post("/api/verify", content=b"{not json", headers={"content-type": "application/json"})
    assert response.status_code == 422
    assert response.json()["detail"] == "the body is not valid JSON"  # no character offset posing as a field


@pytest.mark.parametrize(
    ("content", "headers"),
    [
        (b"", {"content-type": "application/json"}),
        (b"[1, 2]", {"content-type": "application/json"}),
        (b"null", {"content-type": "application/json"}),
        (b'{"answer": "Hi there."}', {"content-type": "text/plain"}),
    ],
)
async def test_a_body_that_is_not_a_json_object_is_told_what_to_send(
    api: httpx.AsyncClient, content: bytes, headers: dict[str, str]
) -> None:
    response = await api.post("/api/verify", content=content, headers=headers)
    assert response.status_code == 422
    assert response.json()["detail"].startswith("the body must be a JSON object")


async def test_too_large_bodies_are_413(api: httpx.AsyncClient) -> None:
    big = {"answer": "a" * (MAX_BODY_BYTES + 10)}
    response = await api.post("/api/verify", json=big)
    assert response.status_code == 413
    assert "too large" in response.json()["detail"]


async def test_an_answer_over_the_engine_limit_is_413(api: httpx.AsyncClient) -> None:
    from engine.inputs import MAX_ANSWER_CHARS

    response = await api.post("/api/verify", json={"answer": "b" * (MAX_ANSWER_CHARS + 1)})
    assert response.status_code == 413
    assert "too long" in response.json()["detail"]


async def test_keys_in_the_body_are_never_echoed_or_kept(api: httpx.AsyncClient) -> None:
    body = {
        "answer": "The cap is $5 million.",
        "options": {"mode": "offline", "models": {"judge": {"model": "openai/gpt-4o-mini", "api_key": VISITOR_KEY}}},
    }
    response = await api.post("/api/verify", json=body)
    assert response.status_code == 202 and VISITOR_KEY not in response.text
    run_id = response.json()["run_id"]
    events = (await api.get(f"/api/runs/{run_id}/events")).text
    report = (await api.get(f"/api/runs/{run_id}")).text
    assert VISITOR_KEY not in events and VISITOR_KEY not in report
    bad = {**body, "options": {**body["options"], "max_passes": 0}}
    refused = await api.post("/api/verify", json=bad)
    assert refused.status_code == 422 and VISITOR_KEY not in refused.text


async def test_a_custom_endpoint_from_a_visitor_is_refused(api: httpx.AsyncClient) -> None:
    body = {"answer": "Hi.", "options": {"models": {"judge": {"model": "openai/x", "base_url": "http://10.0.0.1/v1"}}}}
    response = await api.post("/api/verify", json=body)
    assert response.status_code == 422
    assert "endpoints are disabled" in response.json()["detail"]


async def test_markdown_export_and_run_list(api: httpx.AsyncClient) -> None:
    run_id = await start(api)
    await until(lambda: (runs().snapshot(run_id) or runs()).status is not None)  # type: ignore[union-attr]
    markdown = await api.get(f"/api/runs/{run_id}/report.md")
    assert markdown.status_code == 200 and run_id in markdown.text
    listed = (await api.get("/api/runs")).json()
    assert listed[0]["run_id"] == run_id


async def test_openapi_documents_the_api(api: httpx.AsyncClient) -> None:
    schema = (await api.get("/openapi.json")).json()
    assert {"/api/verify", "/api/runs/{run_id}", "/api/runs/{run_id}/events", "/api/health"} <= set(schema["paths"])
    assert (await api.get("/docs")).status_code == 200
