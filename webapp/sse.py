"""Server-sent events: one frame per engine event (`id: seq`, `event: type`, `data: json`), with keep-alives."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator

from .runs import Entry

KEEPALIVE_S = 15.0
_DONE = object()


def frame(entry: Entry) -> str:
    """The SSE frame of one event; `id` is the event's seq so a client can resume with Last-Event-ID."""
    return f"id: {entry.seq}\nevent: {entry.type}\ndata: {entry.text}\n\n"


def parse_last_event_id(value: str | None) -> int:
    """The seq to resume after: the Last-Event-ID header's integer, 0 when absent or malformed."""
    try:
        return max(0, int((value or "0").strip()))
    except ValueError:
        return 0


async def stream(entries: AsyncIterator[Entry], keepalive_s: float = KEEPALIVE_S) -> AsyncIterator[str]:
    """SSE text for `entries`, with a comment line whenever nothing happened for `keepalive_s` seconds.

    A pump task reads the entries into a queue, so waiting with a timeout never cancels the subscription. Events
    that queued up while the client was being written to go out in one chunk: under load each write of a stream
    costs the server's loop more than the frame it carries.
    """
    queue: asyncio.Queue[object] = asyncio.Queue()

    async def pump() -> None:
        try:
            async for entry in entries:
                await queue.put(entry)
        finally:
            await queue.put(_DONE)

    task = asyncio.get_running_loop().create_task(pump())  # owned and cancelled here, not a UI task
    try:
        yield "retry: 2000\n\n"
        while True:
            try:
                item = await asyncio.wait_for(queue.get(), timeout=keepalive_s)
            except TimeoutError:
                yield ": keep-alive\n\n"
                continue
            frames = []
            while item is not _DONE:  # what queued up meanwhile goes out in the same write
                assert isinstance(item, Entry)
                frames.append(frame(item))
                if queue.empty():
                    break
                item = queue.get_nowait()
            if frames:
                yield "".join(frames)
            if item is _DONE:
                return
    finally:
        task.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await task
