"""Server-sent event frames, resume ids and keep-alives."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator

from engine.events import AlertRaised
from webapp.runs import Entry
from webapp.sse import frame, parse_last_event_id, stream


def entry(seq: int) -> Entry:
    return Entry.of(AlertRaised(run_id="r_1", seq=seq, message=f"alert {seq}\nwith a newline"))


def test_a_frame_has_id_event_and_one_line_of_json() -> None:
    text = frame(entry(7))
    lines = text.split("\n")
    assert lines[0] == "id: 7" and lines[1] == "event: alert" and lines[2].startswith("data: {")
    assert text.endswith("\n\n") and text.count("\n") == 4, "the JSON escapes newlines, so data is one line"


def test_last_event_id_parsing() -> None:
    assert parse_last_event_id("12") == 12
    assert parse_last_event_id(None) == parse_last_event_id("nonsense") == parse_last_event_id("-3") == 0


async def test_stream_sends_keepalives_while_waiting_and_ends_with_the_entries() -> None:
    async def slow() -> AsyncIterator[Entry]:
        yield entry(1)
        await asyncio.sleep(0.05)
        yield entry(2)

    chunks = [chunk async for chunk in stream(slow(), keepalive_s=0.01)]
    assert chunks[0].startswith("retry:")
    assert ": keep-alive\n\n" in chunks
    assert [c.split("\n")[0] for c in chunks if c.startswith("id:")] == ["id: 1", "id: 2"]


async def test_events_that_queued_up_go_out_in_one_write() -> None:
    """Under load a stream's writes cost the server's loop more than the frames they carry: what the pump queued
    while the stream was busy goes out together, still in order and each frame whole."""
    gate = asyncio.Event()

    async def burst() -> AsyncIterator[Entry]:
        yield entry(1)
        await gate.wait()
        for seq in range(2, 6):
            yield entry(seq)

    chunks = stream(burst(), keepalive_s=5)
    assert (await anext(chunks)).startswith("retry:")
    assert (await anext(chunks)).startswith("id: 1\n")
    gate.set()
    await asyncio.sleep(0.01)  # the pump queues entries 2..5 meanwhile
    rest = [chunk async for chunk in chunks]
    assert len(rest) == 1 and rest[0] == "".join(frame(entry(seq)) for seq in range(2, 6))
