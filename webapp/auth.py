"""SAIFE_ACCESS_TOKEN: when set, the page needs a login (a session cookie) and the API a bearer header.

A login creates a random session id held in this process's memory with an expiry (SAIFE_SESSION_HOURS, 12 by
default); logging out revokes it, and a restart logs everyone out. Wrong tokens are counted per client address:
after 5 in a minute that address gets 429 until the minute has passed.
"""

from __future__ import annotations

import hmac
import html
import os
import secrets
import threading
import time
from collections import deque
from collections.abc import Callable
from http.cookies import CookieError, SimpleCookie
from pathlib import Path
from urllib.parse import parse_qs, quote

from fastapi import APIRouter, Request
from fastapi.responses import HTMLResponse, JSONResponse, RedirectResponse, Response
from starlette.types import ASGIApp, Receive, Scope, Send

COOKIE = "saife_session"
OPEN_PATHS = frozenset({"/login", "/logout", "/api/health", "/favicon.ico", "/api/webhooks"})
"""Reachable without a session: /api/webhooks authenticates each event by its signature instead."""
OPEN_PREFIXES = ("/_nicegui", "/static/")
"""NiceGUI's own assets and socket (reachable only with a client id from an authorised page) and our CSS."""
LOGIN_PAGE = Path(__file__).resolve().parent.parent / "static" / "login.html"
DEFAULT_SESSION_HOURS = 12.0
MAX_FAILURES = 5
FAILURE_WINDOW_S = 60.0


def tokens_match(given: str, token: str) -> bool:
    """Constant-time comparison (the time taken does not tell how much of a guess was right)."""
    return hmac.compare_digest(given.encode("utf-8", "replace"), token.encode("utf-8", "replace"))


def session_hours() -> float:
    """SAIFE_SESSION_HOURS, or 12 when unset or not a positive number."""
    try:
        hours = float(os.environ.get("SAIFE_SESSION_HOURS", "") or DEFAULT_SESSION_HOURS)
    except ValueError:
        return DEFAULT_SESSION_HOURS
    return hours if hours > 0 else DEFAULT_SESSION_HOURS


class Sessions:
    """Logged-in sessions: random ids, each valid until its expiry or its logout. Memory only, thread-safe."""

    def __init__(self, lifetime_s: float, clock: Callable[[], float] = time.monotonic) -> None:
        self.lifetime_s = lifetime_s
        self._clock = clock
        self._expiry: dict[str, float] = {}
        self._lock = threading.Lock()

    def create(self) -> str:
        session_id = secrets.token_urlsafe(32)
        with self._lock:
            now = self._clock()
            self._expiry = {sid: end for sid, end in self._expiry.items() if end > now}  # forget the expired
            self._expiry[session_id] = now + self.lifetime_s
        return session_id

    def valid(self, session_id: str) -> bool:
        with self._lock:
            end = self._expiry.get(session_id)
            if end is not None and end <= self._clock():
                del self._expiry[session_id]
                return False
        return end is not None

    def revoke(self, session_id: str) -> None:
        with self._lock:
            self._expiry.pop(session_id, None)


class LoginThrottle:
    """Counts wrong tokens per client address; past `limit` within `window_s` that address must wait."""

    def __init__(
        self, limit: int = MAX_FAILURES, window_s: float = FAILURE_WINDOW_S, clock: Callable[[], float] = time.monotonic
    ) -> None:
        self.limit, self.window_s, self._clock = limit, window_s, clock
        self._failures: dict[str, deque[float]] = {}
        self._lock = threading.Lock()

    def wait_s(self, client: str) -> float:
        """Seconds until `client` may try again (0 = now)."""
        with self._lock:
            recent = self._recent(client)
            if len(recent) < self.limit:
                return 0.0
            return max(0.0, recent[0] + self.window_s - self._clock())

    def failed(self, client: str) -> None:
        with self._lock:
            if len(self._failures) >= 10_000:  # bound the memory a flood of addresses can take
                self._failures = {c: times for c, times in self._failures.items() if self._prune(times)}
            self._failures.setdefault(client, deque()).append(self._clock())

    def _recent(self, client: str) -> deque[float]:
        return self._prune(self._failures.get(client, deque()))

    def _prune(self, times: deque[float]) -> deque[float]:
        while times and times[0] <= self._clock() - self.window_s:
            times.popleft()
        return times


class Gatekeeper:
    """The token, the sessions and the throttle: shared by the login routes and the middleware."""

    def __init__(self, token: str, sessions: Sessions | None = None, throttle: LoginThrottle | None = None) -> None:
        self.token = token
        self.sessions = sessions or Sessions(session_hours() * 3600)
        self.throttle = throttle or LoginThrottle()


class AccessGate:
    """Pure ASGI middleware (safe for SSE streams): lets a request through only with the token or a live session."""

    def __init__(self, app: ASGIApp, gate: Gatekeeper) -> None:
        self.app = app
        self.gate = gate

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] not in ("http", "websocket") or self._open(scope["path"]):
            await self.app(scope, receive, send)
            return
        wait_s = self._admit(scope)
        if wait_s is None:
            await self.app(scope, receive, send)
            return
        if scope["type"] == "websocket":
            await send({"type": "websocket.close", "code": 1008})
            return
        path = scope["path"]
        response: Response
        if wait_s > 0:
            response = _too_many(wait_s)
        elif path.startswith(("/api/", "/docs/")) or path in ("/docs", "/redoc", "/openapi.json"):
            response = JSONResponse(
                {"detail": "this server needs an access token: send 'Authorization: Bearer <token>'"},
                status_code=401,
                headers={"WWW-Authenticate": "Bearer"},
            )
        else:
            response = RedirectResponse(f"/login?next={quote(path)}", status_code=303)
        await response(scope, receive, send)

    def _admit(self, scope: Scope) -> float | None:
        """None: let it through; 0: refuse (no valid session or token); > 0: refuse, too many wrong tokens."""
        headers = {name.decode("latin-1").lower(): value.decode("latin-1") for name, value in scope["headers"]}
        session_id = _session_id(headers)
        if session_id is not None and self.gate.sessions.valid(session_id):
            return None
        bearer = headers.get("authorization", "")
        if bearer[:7].lower() != "bearer ":
            return 0.0
        client = _client(scope)
        if wait_s := self.gate.throttle.wait_s(client):
            return wait_s
        if tokens_match(bearer[7:].strip(), self.gate.token):
            return None
        self.gate.throttle.failed(client)
        return 0.0

    @staticmethod
    def _open(path: str) -> bool:
        return path in OPEN_PATHS or path.startswith(OPEN_PREFIXES)


def login_router(gate: Gatekeeper) -> APIRouter:
    """GET/POST /login and GET/POST /logout (plain HTML, no script)."""
    router = APIRouter(include_in_schema=False)

    @router.get("/login")
    async def login_form(next: str = "/", failed: int = 0) -> HTMLResponse:
        return HTMLResponse(_page(_safe_next(next), failed=bool(failed)))

    @router.post("/login")
    async def login(request: Request) -> Response:
        client = request.client.host if request.client else "unknown"
        if wait := gate.throttle.wait_s(client):
            return _too_many(wait, html_page=True)
        form = parse_qs((await request.body())[:4096].decode("utf-8", "replace"))
        given = (form.get("token") or [""])[0]
        target = _safe_next((form.get("next") or ["/"])[0])
        if not tokens_match(given, gate.token):
            gate.throttle.failed(client)
            return RedirectResponse(f"/login?failed=1&next={quote(target)}", status_code=303)
        previous = request.cookies.get(COOKIE)
        if previous:
            gate.sessions.revoke(previous)  # a fresh id at every login: a planted id never becomes a session
        response = RedirectResponse(target, status_code=303)
        response.set_cookie(
            COOKIE, gate.sessions.create(), max_age=int(gate.sessions.lifetime_s), path="/", httponly=True,
            samesite="lax", secure=request.url.scheme == "https",
        )  # fmt: skip
        return response

    @router.api_route("/logout", methods=["GET", "POST"])
    async def logout(request: Request) -> Response:
        session_id = request.cookies.get(COOKIE)
        if session_id:
            gate.sessions.revoke(session_id)
        response = RedirectResponse("/login", status_code=303)
        response.delete_cookie(COOKIE, path="/", httponly=True, samesite="lax")
        return response

    return router


def _session_id(headers: dict[str, str]) -> str | None:
    cookie = SimpleCookie()
    try:
        cookie.load(headers.get("cookie", ""))
    except CookieError:
        return None
    morsel = cookie.get(COOKIE)
    return morsel.value if morsel is not None and morsel.value else None


def _client(scope: Scope) -> str:
    client = scope.get("client")
    return str(client[0]) if client else "unknown"


def _too_many(wait_s: float, *, html_page: bool = False) -> Response:
    seconds = max(1, round(wait_s))
    message = f"too many wrong tokens from this address: try again in {seconds} s"
    headers = {"Retry-After": str(seconds)}
    if html_page:
        return HTMLResponse(_page("/", failed=False, notice=message), status_code=429, headers=headers)
    return JSONResponse({"detail": message}, status_code=429, headers=headers)


def _safe_next(target: str) -> str:
    """Only a local path (never `//host` or a scheme) may be a redirect target."""
    if not target.startswith("/") or target.startswith("//") or "\\" in target:
        return "/"
    return target


def _page(next_path: str, *, failed: bool, notice: str = "") -> str:
    template = LOGIN_PAGE.read_text(encoding="utf-8")
    error = '<p class="login-error" role="alert">That token is not right.</p>' if failed else ""
    if notice:
        error = f'<p class="login-error" role="alert">{html.escape(notice)}</p>'
    return template.replace("{{next}}", html.escape(next_path, quote=True)).replace("{{error}}", error)
