"""SAIFE_ACCESS_TOKEN: the page needs a login, the API a bearer token; health stays open."""

from __future__ import annotations

import pytest
from nicegui.testing import User

from webapp.auth import COOKIE

TOKEN = "team-token-8b1f0c2d"


@pytest.fixture
def locked(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SAIFE_ACCESS_TOKEN", TOKEN)


@pytest.mark.usefixtures("locked")
async def test_the_api_needs_the_bearer_token(user: User) -> None:
    client = user.http_client
    assert (await client.get("/api/health")).status_code == 200
    refused = await client.post("/api/verify", json={"answer": "Hi there."})
    assert refused.status_code == 401 and refused.headers["www-authenticate"] == "Bearer"
    wrong = await client.get("/api/runs", headers={"Authorization": "Bearer nope"})
    assert wrong.status_code == 401
    accepted = await client.post(
        "/api/verify", json={"answer": "Hi there.", "options": {"mode": "offline"}},
        headers={"Authorization": f"Bearer {TOKEN}"},
    )  # fmt: skip
    assert accepted.status_code == 202
    assert (await client.get("/openapi.json")).status_code == 401


@pytest.mark.usefixtures("locked")
async def test_the_page_needs_a_login(user: User) -> None:
    client = user.http_client
    redirect = await client.get("/runs/r_x")
    assert redirect.status_code == 303 and redirect.headers["location"] == "/login?next=/runs/r_x"
    form = await client.get("/login?next=/runs/r_x")
    assert form.status_code == 200 and 'value="/runs/r_x"' in form.text and "<script" not in form.text
    failed = await client.post("/login", content=b"token=wrong&next=/", headers=_form())
    assert failed.status_code == 303 and "failed=1" in failed.headers["location"]
    assert COOKIE not in failed.headers.get("set-cookie", "")
    ok = await client.post("/login", content=f"token={TOKEN}&next=//evil.example/".encode(), headers=_form())
    assert ok.status_code == 303 and ok.headers["location"] == "/", "only local paths are redirect targets"
    assert f"{COOKIE}=" in ok.headers["set-cookie"] and "httponly" in ok.headers["set-cookie"].lower()
    page = await client.get("/")  # the client kept the session cookie
    assert page.status_code == 200 and "sAIfe" in page.text


async def test_without_a_token_everything_is_open(user: User) -> None:
    assert (await user.http_client.get("/")).status_code == 200
    assert (await user.http_client.get("/login")).status_code == 404


def _form() -> dict[str, str]:
    return {"content-type": "application/x-www-form-urlencoded"}
