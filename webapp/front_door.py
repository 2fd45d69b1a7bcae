"""The first things a request meets: `/api/health` answered at once, and our own middlewares kept in front of
NiceGUI's.

Why: `ui.run` adds NiceGUI's middlewares (gzip and two `BaseHTTPMiddleware` layers, each of which runs the rest of
the request in a task of its own) after ours, so they wrapped every request, a health probe or a refused POST
included. Under a burst of 200 POSTs that per-request cost queued the probes on the server's loop for over a
second. Our pure ASGI middlewares now come first, refusing (413, 429, 401) or answering (health) before NiceGUI's
layers run.

NiceGUI's two `BaseHTTPMiddleware` layers only act on some requests (one prefixes redirects when a proxy sends
X-Forwarded-Prefix, the other sets Cache-Control on NiceGUI's versioned assets). For every other request they do
nothing but still cost two tasks and two in-memory streams, crossed by every chunk of a response: with 100 event
streams open, that relay was a third of the server loop's time. Such requests now go around them (`Bypass`).
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping

from starlette.applications import Starlette
from starlette.middleware import Middleware
from starlette.types import ASGIApp, Receive, Scope, Send

from .security_headers import HEADERS as SECURITY_HEADERS

HEALTH_PATH = "/api/health"
HEALTH_BODY = b'{"ok":true}'
_HEALTH_HEADERS = [
    (b"content-type", b"application/json"),
    (b"content-length", str(len(HEALTH_BODY)).encode()),
    (b"cache-control", b"no-store"),
    *SECURITY_HEADERS,  # its own: the answer carries them wherever this middleware sits in the stack
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


NoOpWhen = Callable[[Scope], bool]
"""Says, from the request alone, that a middleware would leave the request and its response as they are."""


def _no_forwarded_prefix(scope: Scope) -> bool:
    return not any(name == b"x-forwarded-prefix" for name, _ in scope.get("headers", ()))


def _not_a_nicegui_asset(scope: Scope) -> bool:
    return not str(scope.get("path", "")).startswith("/_nicegui/")


def nicegui_no_ops() -> dict[type, NoOpWhen]:
    """NiceGUI's `BaseHTTPMiddleware` layers and the requests they leave untouched (read from NiceGUI 3's
    `nicegui/middlewares.py`: the redirect prefix comes from X-Forwarded-Prefix, Cache-Control is only set under
    `/_nicegui/<version>/`)."""
    from nicegui.middlewares import RedirectWithPrefixMiddleware, SetCacheControlMiddleware

    return {RedirectWithPrefixMiddleware: _no_forwarded_prefix, SetCacheControlMiddleware: _not_a_nicegui_asset}


class Bypass:
    """A middleware built as usual, but requests it would not change (`no_op`) go straight to the app inside it."""

    def __init__(self, app: ASGIApp, *, middleware: Middleware, no_op: NoOpWhen) -> None:
        cls, args, kwargs = middleware
        self.inner = app
        self.wrapped: ASGIApp = cls(app, *args, **kwargs)
        self.no_op = no_op

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "http" and self.no_op(scope):
            await self.inner(scope, receive, send)
        else:
            await self.wrapped(scope, receive, send)


def keep_outermost(app: Starlette, classes: Collection[type], no_ops: Mapping[type, NoOpWhen] | None = None) -> None:
    """Whenever `app` builds its middleware stack, put the middlewares of `classes` (in the order they were added)
    in front of all others, whoever added those and when; the middlewares named in `no_ops` (default: NiceGUI's,
    `nicegui_no_ops`) are skipped by the requests they would not change. Installed once per app object."""
    app.state.saife_outermost = tuple(classes)
    app.state.saife_no_ops = dict(nicegui_no_ops() if no_ops is None else no_ops)
    if getattr(app, "_saife_builds_ours_first", False):
        return
    build: Callable[[], ASGIApp] = app.build_middleware_stack

    def build_with_ours_first() -> ASGIApp:
        ours = set(getattr(app.state, "saife_outermost", ()))
        skippable: dict[object, NoOpWhen] = getattr(app.state, "saife_no_ops", {})  # keyed by what was added
        first = [m for m in app.user_middleware if m.cls in ours]
        ordered = [*first, *(m for m in app.user_middleware if m.cls not in ours)]
        app.user_middleware = [
            Middleware(Bypass, middleware=m, no_op=skippable[m.cls]) if m.cls in skippable else m for m in ordered
        ]
        try:
            return build()
        finally:
            app.user_middleware = ordered  # what was added stays listed as added

    app.build_middleware_stack = build_with_ours_first  # type: ignore[method-assign]
    app._saife_builds_ours_first = True  # type: ignore[attr-defined]
