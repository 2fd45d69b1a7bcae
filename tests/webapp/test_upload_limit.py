"""The page's 5 MB upload limit holds on the server: a larger body sent to NiceGUI's upload route gets 413, and
the server stops reading it at the limit instead of buffering it."""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Any

import httpx
import pytest
from nicegui import core, ui
from nicegui.testing import User
from starlette.types import Message, Receive, Scope, Send

from webapp.components.sources import MAX_UPLOAD_BYTES
from webapp.limits import MULTIPART_OVERHEAD_BYTES, BodyLimit

pytestmark = pytest.mark.asyncio(loop_scope="module")
CHUNK = 64 * 1024
BOUNDARY = "saife-test-boundary"


def multipart_head(name: str = "notes.txt") -> bytes:
    return (
        f'--{BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="{name}"\r\n'
        "Content-Type: text/plain\r\n\r\n"
    ).encode()


TAIL = f"\r\n--{BOUNDARY}--\r\n".encode()


class Streamed:
    """A request body sent in chunks, counting how many bytes the server pulled."""

    def __init__(self, size: int) -> None:
        self.size = size
        self.pulled = 0

    async def __aiter__(self) -> AsyncIterator[bytes]:
        yield multipart_head()
        sent = 0
        while sent < self.size:
            chunk = b"x" * min(CHUNK, self.size - sent)
            sent += len(chunk)
            self.pulled = sent
            yield chunk
        yield TAIL


async def upload_url(page: User) -> str:
    await page.open("/")
    upload = next(iter(page.find(ui.upload).elements))
    return str(upload._registered_url)


async def test_a_6_mb_upload_streamed_to_the_real_route_is_413_and_not_read_to_the_end(page: User) -> None:
    url = await upload_url(page)
    body = Streamed(6 * 1024 * 1024)
    async with httpx.AsyncClient(transport=httpx.ASGITransport(core.app), base_url="http://test") as client:
        response = await client.post(
            url, content=body, headers={"Content-Type": f"multipart/form-data; boundary={BOUNDARY}"}
        )
        assert response.status_code == 413
        assert "too large" in response.json()["detail"]
        assert body.pulled <= MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD_BYTES + CHUNK, "reading stopped at the limit"

        declared = multipart_head() + b"x" * (6 * 1024 * 1024) + TAIL  # with a Content-Length: refused unread
        refused = await client.post(
            url, content=declared, headers={"Content-Type": f"multipart/form-data; boundary={BOUNDARY}"}
        )
        assert refused.status_code == 413

        small = multipart_head() + b"The cap is $2 million." + TAIL  # the route itself works
        accepted = await client.post(
            url, content=small, headers={"Content-Type": f"multipart/form-data; boundary={BOUNDARY}"}
        )
        assert accepted.status_code == 200 and accepted.json() == {"upload": "success"}


async def test_the_middleware_stops_pulling_chunks_once_over_the_limit() -> None:
    """At the ASGI level: an app that would read everything is cut off after the first chunk past the limit."""
    read_by_app = 0

    async def greedy(scope: Scope, receive: Receive, send: Send) -> None:
        nonlocal read_by_app
        while True:
            message = await receive()
            read_by_app += len(message.get("body", b""))
            if not message.get("more_body"):
                break
        await send({"type": "http.response.start", "status": 200, "headers": []})
        await send({"type": "http.response.body", "body": b"ok"})

    pulled = 0
    total = 6 * 1024 * 1024

    async def receive() -> Message:
        nonlocal pulled
        size = min(CHUNK, total - pulled)
        pulled += size
        return {"type": "http.request", "body": b"x" * size, "more_body": pulled < total}

    sent: list[dict[str, Any]] = []

    async def send(message: Message) -> None:
        sent.append(dict(message))

    scope = {"type": "http", "method": "POST", "path": "/_nicegui/client/abc/upload/7", "headers": []}
    await BodyLimit(greedy)(scope, receive, send)
    assert sent[0]["status"] == 413
    limit = MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD_BYTES
    assert limit < pulled <= limit + CHUNK and read_by_app <= limit
