"""The HTTP API over real HTTP (streamed server-sent events) and the access token, against the real server."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
from e2e_kit import Server, shot, start_server, stop_server, wait_final
from playwright.sync_api import Browser, expect

pytestmark = pytest.mark.e2e
TOKEN = "e2e-team-token-31f9"


def test_events_stream_live_over_http_and_end_with_one_terminal_event(server: Server) -> None:
    body = {
        "answer": "The cap is $5 million. It was signed on Friday, 4 July 2024.",
        "sources": ["The cap is $2 million."],
    }
    with httpx.Client(base_url=server.url, timeout=30) as client:
        accepted = client.post("/api/verify", json={**body, "options": {"mode": "offline"}})
        assert accepted.status_code == 202
        events: list[dict[str, object]] = []
        with client.stream("GET", accepted.json()["events_url"]) as stream:
            assert stream.headers["content-type"].startswith("text/event-stream")
            fields: dict[str, str] = {}
            for line in stream.iter_lines():
                if line == "" and "data" in fields:
                    events.append({"id": int(fields["id"]), "event": fields["event"], **json.loads(fields["data"])})
                    fields = {}
                elif line and not line.startswith(":"):
                    name, _, value = line.partition(":")
                    fields[name] = value.strip()
        assert [e["id"] for e in events] == list(range(1, len(events) + 1))
        assert [e["event"] for e in events].count("run_completed") == 1 and events[-1]["event"] == "run_completed"
        report = client.get(accepted.json()["report_url"]).json()
        assert report["status"] == events[-1]["status"]
        assert client.get("/api/runs/r_nosuchrun/events").status_code == 404
        assert "swagger" in client.get("/docs").text.lower()


@pytest.fixture(scope="module")
def locked_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    running = start_server("locked", tmp_path_factory.mktemp("locked"), SAIFE_ACCESS_TOKEN=TOKEN)
    yield running
    stop_server(running)


def test_an_access_token_guards_the_page_and_the_api(browser: Browser, locked_server: Server) -> None:
    assert httpx.get(locked_server.url + "/api/runs").status_code == 401
    ok = httpx.get(locked_server.url + "/api/runs", headers={"Authorization": f"Bearer {TOKEN}"})
    assert ok.status_code == 200
    context = browser.new_context(base_url=locked_server.url)
    page = context.new_page()
    page.goto("/")
    expect(page).to_have_url(re.compile(r"/login\?next=/$"))
    shot(page, "11-login")
    page.get_by_label("Access token").fill("wrong")
    page.get_by_role("button", name="Sign in").click()
    expect(page.get_by_role("alert")).to_contain_text("not right")
    page.get_by_label("Access token").fill(TOKEN)
    page.get_by_role("button", name="Sign in").click()
    page.get_by_test_id("example-clean").click()
    assert wait_final(page) == "Verified"
    context.close()
    assert Path(locked_server.log).exists()
