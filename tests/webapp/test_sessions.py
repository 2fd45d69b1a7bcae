"""Page sessions with SAIFE_ACCESS_TOKEN: random ids held server-side, expiry, logout revokes, wrong tokens are
limited per client address, and the cookie is HttpOnly, SameSite=Lax and Secure over https."""

from __future__ import annotations

import httpx
import pytest
from nicegui import core
from nicegui.testing import User

from webapp.auth import COOKIE, LoginThrottle, Sessions, tokens_match

TOKEN = "team-token-8b1f0c2d"
FORM = {"content-type": "application/x-www-form-urlencoded"}


@pytest.fixture
def locked(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SAIFE_ACCESS_TOKEN", TOKEN)


def _client(address: str = "203.0.113.7", scheme: str = "http") -> httpx.AsyncClient:
    """A browser at `address` talking to the running app."""
    transport = httpx.ASGITransport(core.app, client=(address, 50_000))
    return httpx.AsyncClient(transport=transport, base_url=f"{scheme}://test")


async def _login(client: httpx.AsyncClient, token: str = TOKEN) -> httpx.Response:
    return await client.post("/login", content=f"token={token}&next=/runs".encode(), headers=FORM)


class FakeClock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


@pytest.mark.usefixtures("locked")
async def test_each_login_gets_a_fresh_random_session(user: User) -> None:
    first, second = await _login(_client()), await _login(_client())
    assert first.status_code == second.status_code == 303
    ids = {first.cookies[COOKIE], second.cookies[COOKIE]}
    assert len(ids) == 2 and all(len(i) >= 40 and TOKEN not in i for i in ids)


@pytest.mark.usefixtures("locked")
async def test_the_cookie_is_httponly_lax_and_expires(user: User) -> None:
    header = (await _login(_client())).headers["set-cookie"].lower()
    assert "httponly" in header and "samesite=lax" in header and "path=/" in header
    assert f"max-age={12 * 3600}" in header and "secure" not in header
    assert "secure" in (await _login(_client(scheme="https"))).headers["set-cookie"].lower()


@pytest.mark.usefixtures("locked")
async def test_logout_revokes_the_session_on_the_server(user: User) -> None:
    browser = _client()
    session = (await _login(browser)).cookies[COOKIE]
    assert (await browser.get("/runs")).status_code == 200
    out = await browser.get("/logout")
    assert out.status_code == 303 and out.headers["location"] == "/login"
    replayed = _client()
    replayed.cookies.set(COOKIE, session)  # a copy of the cookie taken before the logout
    refused = await replayed.get("/runs")
    assert refused.status_code == 303 and refused.headers["location"].startswith("/login")


@pytest.mark.usefixtures("locked")
async def test_a_made_up_session_id_is_refused(user: User) -> None:
    forged = _client()
    forged.cookies.set(COOKIE, "0" * 43)
    assert (await forged.get("/runs")).status_code == 303
    assert (await forged.get("/api/runs")).status_code == 401


@pytest.mark.usefixtures("locked")
async def test_wrong_tokens_are_limited_per_client_address(user: User) -> None:
    guesser = _client("198.51.100.9")
    for _ in range(5):
        wrong = await _login(guesser, token="guess")
        assert wrong.status_code == 303 and "failed=1" in wrong.headers["location"]
    blocked = await _login(guesser)  # even the right token waits now
    assert blocked.status_code == 429 and int(blocked.headers["retry-after"]) > 0
    assert "try again in" in blocked.text and COOKIE not in blocked.headers.get("set-cookie", "")
    bearer = await guesser.get("/api/runs", headers={"Authorization": f"Bearer {TOKEN}"})
    assert bearer.status_code == 429
    assert (await _login(_client("198.51.100.10"))).status_code == 303, "another address is not affected"


@pytest.mark.usefixtures("locked")
async def test_wrong_bearer_tokens_count_too(user: User) -> None:
    guesser = _client("198.51.100.20")
    for _ in range(5):
        assert (await guesser.get("/api/runs", headers={"Authorization": "Bearer guess"})).status_code == 401
    assert (await guesser.get("/api/runs", headers={"Authorization": f"Bearer {TOKEN}"})).status_code == 429
    assert (await guesser.get("/api/health")).status_code == 200, "health stays open"


@pytest.fixture
def two_hour_sessions(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SAIFE_SESSION_HOURS", "2")


@pytest.mark.usefixtures("locked", "two_hour_sessions")
async def test_session_hours_are_configurable(user: User) -> None:
    assert f"max-age={2 * 3600}" in (await _login(_client())).headers["set-cookie"].lower()


def test_a_session_ends_at_its_expiry() -> None:
    clock = FakeClock()
    sessions = Sessions(lifetime_s=3600, clock=clock)
    session = sessions.create()
    clock.now += 3599
    assert sessions.valid(session)
    clock.now += 2
    assert not sessions.valid(session)
    assert not sessions.valid("not-a-session")


def test_the_throttle_forgets_failures_after_the_window() -> None:
    clock = FakeClock()
    throttle = LoginThrottle(limit=5, window_s=60, clock=clock)
    for _ in range(5):
        assert throttle.wait_s("a") == 0
        throttle.failed("a")
    assert throttle.wait_s("a") == pytest.approx(60)
    assert throttle.wait_s("b") == 0
    clock.now += 61
    assert throttle.wait_s("a") == 0


def test_token_comparison() -> None:
    assert tokens_match(TOKEN, TOKEN)
    assert not tokens_match(TOKEN[:-1], TOKEN) and not tokens_match("", TOKEN)
    assert not tokens_match("tökén\udcff", TOKEN), "odd input is compared, never raises"
