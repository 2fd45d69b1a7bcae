"""The live event bus on a real Redis server: order, resume after an id, end at the terminal event, errors."""

from __future__ import annotations

import asyncio
import json
import uuid

import pytest

from webapp.bus import BusError, RedisEventBus


def _event(run_id: str, seq: int, kind: str = "finding") -> tuple[int, str, str]:
    return seq, json.dumps({"type": kind, "run_id": run_id, "seq": seq}), kind


async def _publish(bus: RedisEventBus, run_id: str, count: int, delay: float = 0.0) -> None:
    for seq in range(1, count + 1):
        kind = "run_completed" if seq == count else "finding"
        await bus.publish(run_id, *_event(run_id, seq, kind))
        if delay:
            await asyncio.sleep(delay)


async def test_a_follower_gets_every_event_in_order_and_stops_at_the_terminal_one(redis_server) -> None:
    bus = RedisEventBus(redis_server.url)
    run_id = uuid.uuid4().hex
    follower = asyncio.create_task(_collect(bus, run_id))
    await asyncio.sleep(0.05)  # the follower waits on a stream that does not exist yet
    await _publish(bus, run_id, 50, delay=0.001)
    seqs = await asyncio.wait_for(follower, 10)
    assert seqs == list(range(1, 51))
    await bus.close()


async def test_resuming_after_an_event_id_skips_what_the_client_has(redis_server) -> None:
    bus = RedisEventBus(redis_server.url)
    run_id = uuid.uuid4().hex
    await _publish(bus, run_id, 10)
    assert await _collect(bus, run_id, after=7) == [8, 9, 10]
    assert await bus.exists(run_id) and not await bus.exists("no-such-run")
    await bus.close()


async def test_an_unreachable_server_is_a_clear_error_naming_the_variable() -> None:
    bus = RedisEventBus("redis://127.0.0.1:1/0")
    with pytest.raises(BusError, match="SAIFE_REDIS_URL"):
        await bus.ping()
    with pytest.raises(BusError):
        await bus.publish("r", *_event("r", 1))
    await bus.close()


async def _collect(bus: RedisEventBus, run_id: str, after: int = 0) -> list[int]:
    return [event["seq"] async for event in bus.follow(run_id, after)]
