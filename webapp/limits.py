"""Request limits: body size (413, also for NiceGUI's upload route), admission (429) and readable 422s."""

from __future__ import annotations

import re
from typing import Any

from fastapi import HTTPException, Request
from fastapi.exception_handlers import request_validation_exception_handler
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse, Response
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from .components.sources import MAX_UPLOAD_BYTES
from .queue import RunQueue
from .ratelimit import RateLimiter

MAX_BODY_BYTES = 8 * 1024 * 1024
"""Largest accepted API request body; larger answers belong in a file checked with `saife check`."""
MULTIPART_OVERHEAD_BYTES = 64 * 1024
"""Room for the multipart boundaries and part headers around an uploaded file."""
UPLOAD_PATH = re.compile(r"/_nicegui/client/[^/]+/upload/[^/]+/?")
RUN_STARTS = frozenset({("POST", "/api/verify")})
"""The requests that start a run: rate-limited, and refused before their body is read when the queue is full."""


class _TooLarge(Exception):
    def __init__(self, seen: int) -> None:
        self.seen = seen


class BodyLimit:
    """Pure ASGI middleware: bodies over `max_bytes` on `/api/`, or over `max_upload_bytes` on NiceGUI's upload
    route (the page's 5 MB, whose browser-side check protects nothing), get 413 with a readable message.

    A declared Content-Length is refused before anything is read; a streamed (chunked) body is counted as it
    arrives, and reading stops at the first chunk past the limit.
    """

    def __init__(self, app: ASGIApp, max_bytes: int = MAX_BODY_BYTES, max_upload_bytes: int = MAX_UPLOAD_BYTES) -> None:
        self.app = app
        self.max_bytes = max_bytes
        self.max_upload_bytes = max_upload_bytes

    def limit_for(self, path: str) -> int | None:
        if path.startswith("/api/"):
            return self.max_bytes
        if UPLOAD_PATH.fullmatch(path):
            return self.max_upload_bytes + MULTIPART_OVERHEAD_BYTES
        return None

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        limit = self.limit_for(scope["path"]) if scope["type"] == "http" else None
        if limit is None:
            await self.app(scope, receive, send)
            return
        length = _content_length(scope)
        if length is not None and length > limit:
            await self._refuse(scope, receive, send, length, limit)
            return
        seen = 0
        started = False

        async def counted() -> Message:
            nonlocal seen
            message = await receive()
            if message["type"] == "http.request":
                seen += len(message.get("body", b""))
                if seen > limit:
                    raise _TooLarge(seen)
            return message

        async def watched(message: Message) -> None:
            nonlocal started
            started = started or message["type"] == "http.response.start"
            await send(message)

        try:
            await self.app(scope, counted, watched)
        except Exception as exc:
            if (too_large := _too_large_in(exc)) is None:
                raise
            if not started:  # else the handler already answered; the connection just ends
                await self._refuse(scope, receive, send, too_large.seen, limit)

    async def _refuse(self, scope: Scope, receive: Receive, send: Send, size: int, limit: int) -> None:
        detail = self.message(size, limit)
        await JSONResponse({"detail": detail}, status_code=413, headers={"Connection": "close"})(scope, receive, send)

    def message(self, size: int, limit: int | None = None) -> str:
        limit = self.max_bytes if limit is None else limit
        return f"the request body is too large ({size:,} bytes; the limit is {limit:,})"


def _too_large_in(exc: BaseException) -> _TooLarge | None:
    """The `_TooLarge` raised by our `receive`, also when an inner `BaseHTTPMiddleware` (NiceGUI's) read the body in
    a task group of its own and so raised it inside an exception group."""
    if isinstance(exc, _TooLarge):
        return exc
    if isinstance(exc, BaseExceptionGroup):
        for inner in exc.exceptions:
            if (found := _too_large_in(inner)) is not None:
                return found
    return None


class Admission:
    """Pure ASGI middleware: a request that would start a run gets 429 (with Retry-After and a readable `detail`)
    when its client is over the rate limit or the run queue cannot take it, before its body is read."""

    def __init__(self, app: ASGIApp, *, limiter: RateLimiter, queue: RunQueue) -> None:
        self.app = app
        self.limiter = limiter
        self.queue = queue

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "http" and (scope["method"], scope["path"].rstrip("/")) in RUN_STARTS:
            client = scope.get("client")
            decision = self.limiter.admit(scope.get("headers", ()), client[0] if client else None)
            if not decision.allowed:
                await _too_many(decision.detail, decision.retry_after_s)(scope, receive, send)
                return
            if refusal := self.queue.refusal(_content_length(scope) or 0):
                await _too_many(refusal.detail, refusal.retry_after_s)(scope, receive, send)
                return
        await self.app(scope, receive, send)


def too_many_requests(detail: str, retry_after_s: int) -> HTTPException:
    """The 429 an endpoint raises: a readable `detail` and when to retry."""
    return HTTPException(status_code=429, detail=detail, headers={"Retry-After": str(retry_after_s)})


def _too_many(detail: str, retry_after_s: int) -> JSONResponse:
    return JSONResponse({"detail": detail}, status_code=429, headers={"Retry-After": str(retry_after_s)})


def _content_length(scope: Scope) -> int | None:
    for name, value in scope.get("headers", ()):
        if name == b"content-length":
            try:
                return int(value)
            except ValueError:
                return None
    return None


async def readable_validation_error(request: Request, exc: Exception) -> Response:
    """422 with one readable line per problem for the API; FastAPI's default elsewhere."""
    assert isinstance(exc, RequestValidationError)
    if not request.url.path.startswith("/api/"):
        return await request_validation_exception_handler(request, exc)
    return JSONResponse({"detail": describe_errors(exc.errors())}, status_code=422)


def describe_errors(errors: Any) -> str:
    """`answer: Field required; options.max_passes: Input should be ...` (never echoing the input itself)."""
    lines = []
    for error in errors:
        loc = tuple(error.get("loc", ()))
        location = ".".join(str(part) for part in loc if part not in ("body",))
        message = str(error.get("msg", "invalid value")).removeprefix("Value error, ")  # pydantic's own wording
        if error.get("type") == "json_invalid":
            location, message = "", "the body is not valid JSON"  # its location is a character offset, not a field
        elif loc == ("body",):
            location, message = "", _WHOLE_BODY
        lines.append(f"{location}: {message}" if location else message)
    return "; ".join(lines) or "the request is not valid"


_WHOLE_BODY = 'the body must be a JSON object such as {"answer": "..."}, sent as Content-Type: application/json'
"""What a missing body, an array, `null` or a non-JSON content type is told (FastAPI's own words name no field)."""


def too_large(answer: str, sources: list[str]) -> str | None:
    """Why the request exceeds the engine's input limits (413), or None."""
    from engine import MAX_ANSWER_CHARS, MAX_SOURCE_CHARS, MAX_SOURCES

    if len(answer) > MAX_ANSWER_CHARS:
        return f"the answer is too long ({len(answer):,} characters; the limit is {MAX_ANSWER_CHARS:,})"
    if len(sources) > MAX_SOURCES:
        return f"too many sources ({len(sources)}; the limit is {MAX_SOURCES})"
    for index, text in enumerate(sources):
        if len(text) > MAX_SOURCE_CHARS:
            return f"source {index + 1} is too long ({len(text):,} characters; the limit is {MAX_SOURCE_CHARS:,})"
    return None
