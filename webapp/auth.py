"""SAIFE_ACCESS_TOKEN: when set, the page needs a login (a signed cookie) and the API a bearer header.

Nothing is stored server-side: the cookie holds an HMAC of the token, so changing the token logs everyone out.
"""

from __future__ import annotations

import asyncio
import hashlib
import hmac
import html
from http.cookies import CookieError, SimpleCookie
from pathlib import Path
from urllib.parse import parse_qs, quote

from fastapi import APIRouter, Request
from fastapi.responses import HTMLResponse, JSONResponse, RedirectResponse, Response
from starlette.types import ASGIApp, Receive, Scope, Send

COOKIE = "saife_session"
OPEN_PATHS = frozenset({"/login", "/logout", "/api/health", "/favicon.ico"})
OPEN_PREFIXES = ("/_nicegui", "/static/")
"""NiceGUI's own assets and socket (reachable only with a client id from an authorised page) and our CSS."""
LOGIN_PAGE = Path(__file__).resolve().parent.parent / "static" / "login.html"
FAILED_LOGIN_DELAY_S = 0.5


def session_value(token: str) -> str:
    return hmac.new(token.encode(), b"saife-page-session-v1", hashlib.sha256).hexdigest()


class AccessGate:
    """Pure ASGI middleware (safe for SSE streams): lets a request through only with the token."""

    def __init__(self, app: ASGIApp, token: str) -> None:
        self.app = app
        self.token = token
        self.session = session_value(token)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] not in ("http", "websocket") or self._open(scope["path"]) or self._authorised(scope):
            await self.app(scope, receive, send)
            return
        if scope["type"] == "websocket":
            await send({"type": "websocket.close", "code": 1008})
            return
        path = scope["path"]
        response: Response
        if path.startswith("/api/") or path in ("/docs", "/redoc", "/openapi.json"):
            response = JSONResponse(
                {"detail": "this server needs an access token: send 'Authorization: Bearer <token>'"},
                status_code=401,
                headers={"WWW-Authenticate": "Bearer"},
            )
        else:
            response = RedirectResponse(f"/login?next={quote(path)}", status_code=303)
        await response(scope, receive, send)

    @staticmethod
    def _open(path: str) -> bool:
        return path in OPEN_PATHS or path.startswith(OPEN_PREFIXES)

    def _authorised(self, scope: Scope) -> bool:
        headers = {name.decode("latin-1").lower(): value.decode("latin-1") for name, value in scope["headers"]}
        bearer = headers.get("authorization", "")
        if bearer[:7].lower() == "bearer " and hmac.compare_digest(bearer[7:].strip().encode(), self.token.encode()):
            return True
        cookie = SimpleCookie()
        try:
            cookie.load(headers.get("cookie", ""))
        except CookieError:
            return False
        morsel = cookie.get(COOKIE)
        return morsel is not None and hmac.compare_digest(morsel.value.encode(), self.session.encode())


def login_router(token: str) -> APIRouter:
    """GET/POST /login and GET /logout (plain HTML, no script)."""
    router = APIRouter(include_in_schema=False)

    @router.get("/login")
    async def login_form(next: str = "/", failed: int = 0) -> HTMLResponse:
        return HTMLResponse(_page(_safe_next(next), failed=bool(failed)))

    @router.post("/login")
    async def login(request: Request) -> Response:
        form = parse_qs((await request.body())[:4096].decode("utf-8", "replace"))
        given = (form.get("token") or [""])[0]
        target = _safe_next((form.get("next") or ["/"])[0])
        if not hmac.compare_digest(given.encode(), token.encode()):
            await asyncio.sleep(FAILED_LOGIN_DELAY_S)  # slows guessing
            return RedirectResponse(f"/login?failed=1&next={quote(target)}", status_code=303)
        response = RedirectResponse(target, status_code=303)
        response.set_cookie(
            COOKIE, session_value(token), httponly=True, samesite="strict", secure=request.url.scheme == "https",
            max_age=14 * 24 * 3600,
        )  # fmt: skip
        return response

    @router.get("/logout")
    async def logout() -> Response:
        response = RedirectResponse("/login", status_code=303)
        response.delete_cookie(COOKIE)
        return response

    return router


def _safe_next(target: str) -> str:
    """Only a local path (never `//host` or a scheme) may be a redirect target."""
    if not target.startswith("/") or target.startswith("//") or "\\" in target:
        return "/"
    return target


def _page(next_path: str, *, failed: bool) -> str:
    template = LOGIN_PAGE.read_text(encoding="utf-8")
    error = '<p class="login-error" role="alert">That token is not right.</p>' if failed else ""
    return template.replace("{{next}}", html.escape(next_path, quote=True)).replace("{{error}}", error)
