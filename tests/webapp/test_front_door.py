"""Our middlewares stay in front of those added after them (as `ui.run` adds NiceGUI's gzip and two
BaseHTTPMiddleware layers): health is answered and over-limit POSTs are refused before any of those run."""

from __future__ import annotations

from typing import ClassVar

import httpx
import pytest
from starlette.applications import Starlette
from starlette.middleware.base import BaseHTTPMiddleware
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route

from webapp.auth import AccessGate
from webapp.front_door import HealthFirst, keep_outermost
from webapp.limits import Admission, BodyLimit
from webapp.queue import QueueLimits, RunQueue
from webapp.ratelimit import Rate, RateLimiter
from webapp.security_headers import SecurityHeaders

OURS = (SecurityHeaders, HealthFirst, AccessGate, Admission, BodyLimit)


class Counting(BaseHTTPMiddleware):
    """Stands for NiceGUI's own middlewares: counts the requests that reach it."""

    seen: ClassVar[list[str]] = []

    async def dispatch(self, request: Request, call_next):  # type: ignore[no-untyped-def]
        Counting.seen.append(f"{request.method} {request.url.path}")
        return await call_next(request)


async def _ok(request: Request) -> Response:
    return JSONResponse({"ok": "route"}, status_code=202)


def _app() -> Starlette:
    app = Starlette(routes=[Route("/api/verify", _ok, methods=["POST"]), Route("/api/other", _ok)])
    app.add_middleware(BodyLimit)
    app.add_middleware(Admission, limiter=RateLimiter(Rate(1, 60.0)), queue=RunQueue(QueueLimits(max_running=1)))
    app.add_middleware(HealthFirst)
    app.add_middleware(SecurityHeaders)
    keep_outermost(app, OURS)
    app.add_middleware(Counting)  # added later, as ui.run adds NiceGUI's middlewares after the app was built
    return app


@pytest.fixture(autouse=True)
def _fresh_count() -> None:
    Counting.seen = []


async def test_health_and_refusals_are_answered_before_later_middlewares_run() -> None:
    app = _app()
    async with httpx.AsyncClient(transport=httpx.ASGITransport(app), base_url="http://test") as client:
        health = await client.get("/api/health")
        assert health.status_code == 200 and health.json() == {"ok": True}
        assert health.headers["x-content-type-options"] == "nosniff", "inside the security headers"
        assert health.headers["cache-control"] == "no-store"
        assert (await client.post("/api/verify", json={})).status_code == 202
        refused = await client.post("/api/verify", json={})
        assert refused.status_code == 429 and refused.headers["Retry-After"]
        assert (await client.get("/api/other")).status_code == 202
    assert Counting.seen == ["POST /api/verify", "GET /api/other"], "health and the 429 never reached it"
    assert [m.cls for m in app.user_middleware] == [SecurityHeaders, HealthFirst, Admission, BodyLimit, Counting]


async def test_installing_twice_keeps_one_order_and_head_is_answered_without_a_body() -> None:
    app = _app()
    keep_outermost(app, OURS)
    async with httpx.AsyncClient(transport=httpx.ASGITransport(app), base_url="http://test") as client:
        head = await client.head("/api/health")
        assert head.status_code == 200 and head.content == b""
    assert [m.cls for m in app.user_middleware].count(SecurityHeaders) == 1
    assert app.user_middleware[0].cls is SecurityHeaders


async def test_a_middleware_that_would_change_nothing_is_skipped_and_still_runs_where_it_acts() -> None:
    """NiceGUI's BaseHTTPMiddleware layers relay every response chunk through tasks of their own: requests they
    would leave as they are (here: no X-Forwarded-Prefix) go around them."""
    app = Starlette(routes=[Route("/api/other", _ok)])
    app.add_middleware(SecurityHeaders)
    keep_outermost(app, OURS, no_ops={Counting: lambda scope: not dict(scope["headers"]).get(b"x-forwarded-prefix")})
    app.add_middleware(Counting)
    async with httpx.AsyncClient(transport=httpx.ASGITransport(app), base_url="http://test") as client:
        assert (await client.get("/api/other")).status_code == 202
        behind_proxy = await client.get("/api/other", headers={"X-Forwarded-Prefix": "/saife"})
        assert behind_proxy.status_code == 202 and behind_proxy.headers["x-frame-options"] == "DENY"
    assert Counting.seen == ["GET /api/other"], "only the request it acts on went through it"
    assert [m.cls for m in app.user_middleware] == [SecurityHeaders, Counting], "listed as added"


async def test_nicegui_redirect_prefix_still_applies_behind_a_proxy() -> None:
    from nicegui.middlewares import RedirectWithPrefixMiddleware
    from starlette.responses import RedirectResponse

    async def moved(request: Request) -> Response:
        return RedirectResponse("/runs/r_1")

    app = Starlette(routes=[Route("/old", moved)])
    keep_outermost(app, OURS)  # the default: NiceGUI's own middlewares and when they change nothing
    app.add_middleware(RedirectWithPrefixMiddleware)
    async with httpx.AsyncClient(transport=httpx.ASGITransport(app), base_url="http://test") as client:
        direct = await client.get("/old", follow_redirects=False)
        proxied = await client.get("/old", headers={"X-Forwarded-Prefix": "/saife"}, follow_redirects=False)
    assert direct.headers["location"] == "/runs/r_1"
    assert proxied.headers["location"] == "/saife/runs/r_1"


async def test_health_carries_the_security_headers_of_its_own() -> None:
    """The health answer never reaches the app's other layers: it carries the headers every response carries even
    where no `SecurityHeaders` wraps it (a stack built in another order), and once only where one does."""
    from webapp.security_headers import HEADERS

    for app in (HealthFirst(_ok), SecurityHeaders(HealthFirst(_ok))):
        async with httpx.AsyncClient(transport=httpx.ASGITransport(app), base_url="http://test") as client:
            for answer in (await client.get("/api/health"), await client.head("/api/health")):
                assert answer.status_code == 200
                for name, value in HEADERS:
                    assert answer.headers.get_list(name.decode()) == [value.decode()], name
