"""The live event bus on a real Redis server: order, resume after an id, end at the terminal event, errors; one
reader for all the runs a process follows."""

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


async def test_one_reader_follows_many_runs_at_once_on_a_few_connections(redis_server) -> None:
    """150 clients following 150 runs: each gets its run in order, and the bus holds a few connections, not one per
    client (the client's pool allows 100: one blocking read per follower failed with "Too many connections")."""
    import redis.asyncio as redis

    bus = RedisEventBus(redis_server.url)
    runs = [uuid.uuid4().hex for _ in range(150)]
    followers = [asyncio.create_task(_collect(bus, run_id)) for run_id in runs]
    await asyncio.sleep(0.2)
    for seq in range(1, 7):  # as the server's publisher does: what queued up goes in one pipeline
        kind = "run_completed" if seq == 6 else "finding"
        await bus.publish_many([(run_id, *_event(run_id, seq, kind)) for run_id in runs])
        await asyncio.sleep(0.01)
    assert await asyncio.wait_for(asyncio.gather(*followers), 20) == [list(range(1, 7))] * len(runs)
    admin = redis.from_url(redis_server.url)
    connected = (await admin.info("clients"))["connected_clients"]
    await admin.aclose()
    await bus.close()
    assert connected <= 10, f"{connected} connections for 150 followers"


async def test_a_second_follower_of_a_run_already_followed_gets_it_from_the_start(redis_server) -> None:
    bus = RedisEventBus(redis_server.url)
    run_id = uuid.uuid4().hex
    early: list[int] = []

    async def follow_early() -> None:
        async for event in bus.follow(run_id):
            early.append(event["seq"])

    first = asyncio.create_task(follow_early())
    for seq in range(1, 6):
        await bus.publish(run_id, *_event(run_id, seq))
    for _ in range(200):  # the reader is past seq 5 for the first follower
        if len(early) == 5:
            break
        await asyncio.sleep(0.01)
    late = asyncio.create_task(_collect(bus, run_id))
    resumed = asyncio.create_task(_collect(bus, run_id, after=3))
    await asyncio.sleep(0.05)
    for seq in range(6, 11):
        await bus.publish(run_id, *_event(run_id, seq, "run_completed" if seq == 10 else "finding"))
    assert await asyncio.wait_for(late, 10) == list(range(1, 11))
    assert await asyncio.wait_for(resumed, 10) == list(range(4, 11))
    await asyncio.wait_for(first, 10)
    assert early == list(range(1, 11)), "the first follower sees nothing twice"
    await bus.close()


async def test_following_on_an_unreachable_server_is_a_bus_error() -> None:
    bus = RedisEventBus("redis://127.0.0.1:1/0")
    with pytest.raises(BusError, match="event bus failed"):
        await asyncio.wait_for(_collect(bus, "r_nowhere"), 30)
    await bus.close()


async def test_a_burst_of_lookups_and_publishes_waits_for_connections_instead_of_failing(redis_server) -> None:
    """300 streams opened at once each ask whether their run is known while the runs publish: with a pool that
    refuses past its size, some lookups answered "unknown" (the stream then ended without its terminal event) and
    some events never reached the bus."""
    bus = RedisEventBus(redis_server.url)
    runs = [uuid.uuid4().hex for _ in range(300)]
    bus.register_many(runs)
    known = asyncio.gather(*[bus.is_known(run_id) for run_id in runs])
    published = asyncio.gather(*[bus.publish(run_id, *_event(run_id, 1)) for run_id in runs])
    assert all(await known)
    await published
    assert bus.history(runs[-1]) == [{"type": "finding", "run_id": runs[-1], "seq": 1}]
    await bus.close()


async def _collect(bus: RedisEventBus, run_id: str, after: int = 0) -> list[int]:
    return [event["seq"] async for event in bus.follow(run_id, after)]
