"""The first things a request meets: `/api/health` answered at once, and our own middlewares kept in front of
NiceGUI's.

Why: `ui.run` adds NiceGUI's middlewares (gzip and two `BaseHTTPMiddleware` layers, each of which runs the rest of
the request in a task of its own) after ours, so they wrapped every request, a health probe or a refused POST
included. Under a burst of 200 POSTs that per-request cost queued the probes on the server's loop for over a
second. Our pure ASGI middlewares now come first, refusing (413, 429, 401) or answering (health) before NiceGUI's
layers run; those still wrap the page, its assets and the API routes.
"""

from __future__ import annotations

from collections.abc import Callable, Collection

from starlette.applications import Starlette
from starlette.types import ASGIApp, Receive, Scope, Send

HEALTH_PATH = "/api/health"
HEALTH_BODY = b'{"ok":true}'
_HEALTH_HEADERS = [
    (b"content-type", b"application/json"),
    (b"content-length", str(len(HEALTH_BODY)).encode()),
    (b"cache-control", b"no-store"),
]


class HealthFirst:
    """Pure ASGI middleware: `GET /api/health` gets `200 {"ok": true}` here, before anything else runs (the same
    body the API route documents). It says the process and its loop are alive: nothing more is checked."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "http" and scope["path"] == HEALTH_PATH and scope["method"] in ("GET", "HEAD"):
            await send({"type": "http.response.start", "status": 200, "headers": _HEALTH_HEADERS})
            await send({"type": "http.response.body", "body": HEALTH_BODY if scope["method"] == "GET" else b""})
            return
        await self.app(scope, receive, send)


def keep_outermost(app: Starlette, classes: Collection[type]) -> None:
    """Whenever `app` builds its middleware stack, put the middlewares of `classes` (in the order they were added)
    in front of all others, whoever added those and when. Installed once per app object."""
    app.state.saife_outermost = tuple(classes)
    if getattr(app, "_saife_builds_ours_first", False):
        return
    build: Callable[[], ASGIApp] = app.build_middleware_stack

    def build_with_ours_first() -> ASGIApp:
        ours = set(getattr(app.state, "saife_outermost", ()))
        first = [m for m in app.user_middleware if m.cls in ours]
        app.user_middleware = [*first, *(m for m in app.user_middleware if m.cls not in ours)]
        return build()

    app.build_middleware_stack = build_with_ours_first  # type: ignore[method-assign]
    app._saife_builds_ours_first = True  # type: ignore[attr-defined]
