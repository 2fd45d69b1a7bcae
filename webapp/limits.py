"""Request limits for the HTTP API: body size (413) and readable validation messages (422)."""

from __future__ import annotations

from typing import Any

from fastapi import HTTPException, Request
from fastapi.exception_handlers import request_validation_exception_handler
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse, Response
from starlette.types import ASGIApp, Message, Receive, Scope, Send

MAX_BODY_BYTES = 8 * 1024 * 1024
"""Largest accepted request body; larger answers belong in a file checked with `saife check`."""


class BodyLimit:
    """Pure ASGI middleware (streaming-safe): bodies over `max_bytes` on `/api/` get 413 with a readable message."""

    def __init__(self, app: ASGIApp, max_bytes: int = MAX_BODY_BYTES) -> None:
        self.app = app
        self.max_bytes = max_bytes

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or not scope["path"].startswith("/api/"):
            await self.app(scope, receive, send)
            return
        length = _content_length(scope)
        if length is not None and length > self.max_bytes:
            await JSONResponse({"detail": self.message(length)}, status_code=413)(scope, receive, send)
            return
        seen = 0

        async def counted() -> Message:
            nonlocal seen
            message = await receive()
            if message["type"] == "http.request":
                seen += len(message.get("body", b""))
                if seen > self.max_bytes:
                    raise HTTPException(status_code=413, detail=self.message(seen))
            return message

        await self.app(scope, counted, send)

    def message(self, size: int) -> str:
        return f"the request body is too large ({size:,} bytes; the limit is {self.max_bytes:,})"


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
    from engine.inputs import MAX_ANSWER_CHARS, MAX_SOURCE_CHARS, MAX_SOURCES

    if len(answer) > MAX_ANSWER_CHARS:
        return f"the answer is too long ({len(answer):,} characters; the limit is {MAX_ANSWER_CHARS:,})"
    if len(sources) > MAX_SOURCES:
        return f"too many sources ({len(sources)}; the limit is {MAX_SOURCES})"
    for index, text in enumerate(sources):
        if len(text) > MAX_SOURCE_CHARS:
            return f"source {index + 1} is too long ({len(text):,} characters; the limit is {MAX_SOURCE_CHARS:,})"
    return None
