"""Every response carries a Content-Security-Policy, no-framing, nosniff and a referrer policy: pages, API, event
streams, static files, docs, refusals and the login page."""

from __future__ import annotations

import httpx
import pytest
from nicegui import core
from nicegui.testing import User
from page_kit import runs, until

from webapp.security_headers import CONTENT_SECURITY_POLICY

EXPECTED = {
    "x-frame-options": "DENY",
    "x-content-type-options": "nosniff",
    "referrer-policy": "strict-origin-when-cross-origin",
    "content-security-policy": CONTENT_SECURITY_POLICY,
}


def _protected(response: httpx.Response) -> bool:
    return all(response.headers.get(name) == value for name, value in EXPECTED.items())


PATHS = ["/", "/runs", "/api/health", "/api/runs", "/docs", "/openapi.json", "/static/favicon.svg",
         "/static/docs/swagger-ui.css", "/api/runs/r_nosuchrun"]  # fmt: skip


@pytest.mark.parametrize("path", PATHS)
async def test_every_response_carries_the_headers(path: str, user: User) -> None:
    response = await user.http_client.get(path)
    assert response.status_code in (200, 404) and _protected(response), (path, dict(response.headers))


async def test_the_event_stream_carries_them_and_still_streams(user: User) -> None:
    client = user.http_client
    body = {"answer": "The library holds 4,000 books.", "options": {"mode": "offline"}}
    run_id = (await client.post("/api/verify", json=body)).json()["run_id"]
    await until(lambda: (r := runs().snapshot(run_id)) is not None and r.status is not None)
    async with client.stream("GET", f"/api/runs/{run_id}/events") as stream:
        assert stream.headers["content-type"].startswith("text/event-stream") and _protected(stream)
        text = "".join([chunk async for chunk in stream.aiter_text()])
    assert "run_completed" in text


def test_the_policy_forbids_framing_plugins_and_foreign_origins() -> None:
    directives = dict(d.strip().split(" ", 1) for d in CONTENT_SECURITY_POLICY.split(";"))
    assert directives["frame-ancestors"] == "'none'" and directives["object-src"] == "'none'"
    assert directives["default-src"] == "'self'" and directives["connect-src"] == "'self'"
    assert "http" not in CONTENT_SECURITY_POLICY and "*" not in CONTENT_SECURITY_POLICY


@pytest.fixture
def locked(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SAIFE_ACCESS_TOKEN", "team-token-headers-1")


@pytest.mark.usefixtures("locked")
async def test_refusals_and_the_login_page_carry_them(user: User) -> None:
    client = httpx.AsyncClient(transport=httpx.ASGITransport(core.app), base_url="http://test")
    for response in (await client.get("/"), await client.get("/api/runs"), await client.get("/login")):
        assert response.status_code in (200, 303, 401) and _protected(response), response.url
