"""The live event bus between processes: Redis Streams, one stream per run (SAIFE_REDIS_URL).

The process running a check appends each event to `saife:run:<id>` in order (`XADD`), so the stream's order is the
run's order. Any process serving an SSE client reads the stream from the start (skipping what the client already
has: Last-Event-ID) and then blocks for new entries until the terminal event. Finished streams expire after a day;
the audit store keeps every event for good.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import threading
from collections.abc import AsyncIterator
from typing import Any

from engine import TERMINAL_TYPES, SaifeError

from .bus_follow import StreamFollowers

log = logging.getLogger("saife.webapp")
STREAM_PREFIX = "saife:run:"
KNOWN_PREFIX = "saife:known:"
FINISHED_TTL_S = 86_400
BLOCK_MS = 5_000
MAX_CONNECTIONS = 64
"""Connections of one process to Redis: the followers' one blocking read, the publisher and the lookups."""
POOL_WAIT_S = 20.0
"""How long a command waits for a free connection before it counts as a failure of the bus."""


class BusError(SaifeError):
    """Redis could not be reached or answered with an error; the message names SAIFE_REDIS_URL."""


class RedisEventBus:
    """Publish and follow runs' events through Redis Streams."""

    def __init__(self, url: str) -> None:
        import redis as redis_sync
        import redis.asyncio as redis  # imported here: only team deployments need it

        self._errors = (redis.RedisError, OSError)
        self.url = url
        # A bounded pool that waits for a free connection instead of failing: under a burst of streams the default
        # pool (at most 100, then "Too many connections") failed lookups and publishes, so streams ended early.
        pool = redis.BlockingConnectionPool.from_url(
            url, max_connections=MAX_CONNECTIONS, timeout=POOL_WAIT_S, socket_connect_timeout=5,
            socket_timeout=BLOCK_MS / 1000 + 25, health_check_interval=30,
        )  # fmt: skip
        self._client = redis.Redis.from_pool(pool)
        self._sync = redis_sync.from_url(url, socket_connect_timeout=2, socket_timeout=2)
        """For `known`, which the API asks from a synchronous dependency (a loopback round trip)."""
        self._followers: StreamFollowers | None = None
        """Created on the server's loop by the first `follow`."""

    def register(self, run_id: str) -> None:
        """Say that a run exists before its first event, so any process accepts its id at once."""
        try:
            self._sync.set(KNOWN_PREFIX + run_id, 1, ex=FINISHED_TTL_S)
        except self._sync_errors():
            pass  # the run still works here; other processes learn of it from the audit store

    def register_many(self, run_ids: list[str]) -> None:
        """`register` for several runs in one round trip (a pipeline)."""
        try:
            with self._sync.pipeline(transaction=False) as pipe:
                for run_id in run_ids:
                    pipe.set(KNOWN_PREFIX + run_id, 1, ex=FINISHED_TTL_S)
                pipe.execute()
        except self._sync_errors():
            pass  # the runs still work here; other processes learn of them from the audit store

    async def is_known(self, run_id: str) -> bool:
        """`known`, asked on the server's loop without blocking it."""
        try:
            return bool(await self._client.exists(KNOWN_PREFIX + run_id, STREAM_PREFIX + run_id))
        except self._errors:
            return False

    def known(self, run_id: str) -> bool:
        """Whether any process registered or published this run (False when Redis cannot be asked)."""
        try:
            return bool(self._sync.exists(KNOWN_PREFIX + run_id, STREAM_PREFIX + run_id))
        except self._sync_errors():
            return False

    def _sync_errors(self) -> tuple[type[BaseException], ...]:
        import redis as redis_sync

        return (redis_sync.RedisError, OSError)

    async def ping(self) -> None:
        """Raises BusError when the server named by SAIFE_REDIS_URL cannot be reached."""
        try:
            await self._client.ping()
        except self._errors as exc:
            raise BusError(f"the Redis server named by SAIFE_REDIS_URL could not be reached ({_short(exc)})") from None

    async def publish(self, run_id: str, seq: int, text: str, kind: str) -> None:
        """Append one event (its JSON text) to the run's stream."""
        key = STREAM_PREFIX + run_id
        try:
            await self._client.xadd(key, {"seq": seq, "type": kind, "data": text})
            if kind in TERMINAL_TYPES:
                await self._client.expire(key, FINISHED_TTL_S)
        except self._errors as exc:
            raise BusError(f"the Redis event bus failed ({_short(exc)})") from None

    async def publish_many(self, events: list[tuple[str, int, str, str]]) -> None:
        """Append several events `(run_id, seq, json_text, type)` in one round trip (a pipeline), in order: under
        load one publisher sends everything that queued up meanwhile instead of one event per round trip."""
        try:
            async with self._client.pipeline(transaction=False) as pipe:
                for run_id, seq, text, kind in events:
                    pipe.xadd(STREAM_PREFIX + run_id, {"seq": seq, "type": kind, "data": text})
                    if kind in TERMINAL_TYPES:
                        pipe.expire(STREAM_PREFIX + run_id, FINISHED_TTL_S)
                await pipe.execute()
        except self._errors as exc:
            raise BusError(f"the Redis event bus (SAIFE_REDIS_URL) failed ({_short(exc)})") from None

    def history(self, run_id: str) -> list[dict[str, Any]]:
        """Every event published for a run so far, in order (synchronous: used by the reaper's thread)."""
        try:
            entries = self._sync.xrange(STREAM_PREFIX + run_id, count=100_000)
        except self._sync_errors() as exc:
            raise BusError(f"the Redis event bus failed ({_short(exc)})") from None
        seen: dict[int, dict[str, Any]] = {}
        for _entry_id, fields in entries or ():
            if fields:  # an entry trimmed away is listed without its fields
                seen.setdefault(int(fields[b"seq"]), json.loads(fields[b"data"]))
        return [seen[seq] for seq in sorted(seen)]

    async def exists(self, run_id: str) -> bool:
        try:
            return bool(await self._client.exists(STREAM_PREFIX + run_id))
        except self._errors:
            return False

    async def follow(self, run_id: str, after_seq: int = 0) -> AsyncIterator[dict[str, Any]]:
        """The run's events with seq > `after_seq`, in order, ending after the terminal event. An event published
        twice (a dead process's run is published again by the process that finishes it) is yielded once. All the
        runs this process follows are read together (`StreamFollowers`: one blocking read, not one per client).

        Raises:
            BusError: Redis failed while this run was followed.
        """
        if self._followers is None:
            self._followers = StreamFollowers(
                self._client, stream_key=lambda run: STREAM_PREFIX + run, errors=self._errors,
                failure=lambda exc: BusError(f"the Redis event bus failed ({_short(exc)})"), block_ms=BLOCK_MS,
            )  # fmt: skip
        async for data in self._followers.follow(run_id, after_seq):
            yield data

    async def close(self) -> None:
        if self._followers is not None:
            await self._followers.close()
        await self._client.aclose()
        self._sync.close()


def _short(exc: BaseException) -> str:
    text = str(exc) or type(exc).__name__
    return text if len(text) <= 160 else text[:157] + "..."


class Publisher:
    """This process's one publisher: sends every event to the bus in order, batching what queued up meanwhile, and
    tells each run whether its events made it (`wait_for`), so a lost bus becomes an alert in the runs it hit.

    An outage is logged once when it starts and once when the bus is back, not once per event. Runs go on while
    the bus is away: their events stay in memory and the audit store, and clients of this process still get them.
    Sends on the server's loop; `wait_for` is called from runs' worker threads, and their futures are settled on
    their own loops (one thread-safe call per batch and run, no task on the server's loop per event).
    """

    def __init__(self, bus: RedisEventBus, max_batch: int = 500) -> None:
        self.bus = bus
        self.max_batch = max_batch
        self._outbox: asyncio.Queue[tuple[str, int, str, str]] = asyncio.Queue()
        self._task: asyncio.Task[None] | None = None
        self._lock = threading.Lock()
        """Guards the three tables below, read by worker threads."""
        self._handled: dict[str, int] = {}
        """run id -> highest seq sent (or given up on), while the run is live."""
        self._failed: dict[str, str] = {}
        """run id -> why some of its events could not be published."""
        self._waiters: dict[str, list[tuple[int, asyncio.AbstractEventLoop, asyncio.Future[str | None]]]] = {}
        self._outage: str | None = None
        self._lost = 0

    def put(self, run_id: str, seq: int, text: str, kind: str) -> None:
        if self._task is None:
            self._task = asyncio.get_running_loop().create_task(self._run(), name="saife bus publisher")
        self._outbox.put_nowait((run_id, seq, text, kind))

    def wait_for(self, run_id: str, seq: int) -> asyncio.Future[str | None]:
        """A future (on the calling thread's loop) settled once event `seq` of `run_id` was handled: None when it is
        on the bus, else why it is not."""
        future: asyncio.Future[str | None] = asyncio.get_running_loop().create_future()
        with self._lock:
            if run_id in self._failed or self._handled.get(run_id, 0) >= seq:
                future.set_result(self._failed.get(run_id))
            else:
                self._waiters.setdefault(run_id, []).append((seq, asyncio.get_running_loop(), future))
        return future

    async def _run(self) -> None:
        while True:
            batch = [await self._outbox.get()]
            while len(batch) < self.max_batch and not self._outbox.empty():
                batch.append(self._outbox.get_nowait())
            try:
                await self.bus.publish_many(batch)
                self._back()
            except BusError as exc:
                self._lose(batch, str(exc))
            self._settle(batch)

    def _settle(self, batch: list[tuple[str, int, str, str]]) -> None:
        """Record how far each run of `batch` got and settle the runs' waiting futures."""
        with self._lock:
            for run_id, seq, _, kind in batch:
                self._handled[run_id] = seq
                if kind in TERMINAL_TYPES:  # nothing waits on a finished run: forget it (its waiters are let go)
                    self._handled.pop(run_id, None)
                    self._failed.pop(run_id, None)
            runs = {run_id for run_id, *_ in batch}
            ready = []
            for run_id in runs:
                why, upto = self._failed.get(run_id), self._handled.get(run_id)
                still_waiting = []
                for seq, loop, future in self._waiters.pop(run_id, []):
                    if why is None and upto is not None and seq > upto:
                        still_waiting.append((seq, loop, future))
                    else:
                        ready.append((loop, future, why))
                if still_waiting:
                    self._waiters[run_id] = still_waiting
        for loop, future, why in ready:
            with contextlib.suppress(RuntimeError):  # that run's loop already closed
                loop.call_soon_threadsafe(_resolve, future, why)

    def _lose(self, batch: list[tuple[str, int, str, str]], why: str) -> None:
        self._lost += len(batch)
        with self._lock:
            for run_id, _, _, kind in batch:
                if kind not in TERMINAL_TYPES:
                    self._failed.setdefault(run_id, why)
        if self._outage is None:
            self._outage = why
            log.warning(
                "%s: runs go on and are stored, but clients of other processes cannot follow them live until "
                "Redis is back",
                why,
            )

    def _back(self) -> None:
        if self._outage is not None:
            log.warning("the Redis event bus (SAIFE_REDIS_URL) is back; %d event(s) were not published", self._lost)
            self._outage, self._lost = None, 0

    async def close(self) -> None:
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task


def _resolve(future: asyncio.Future[str | None], why: str | None) -> None:
    if not future.done():  # a run that stopped waiting (timeout) cancelled it
        future.set_result(why)


def lost_bus_alert(why: str) -> str:
    """The alert of a run whose events could not all be published on the bus."""
    return (
        f"The live event bus stopped working during this check: {why}. Clients of other server processes may have "
        "missed some of its events; the check itself went on, and this report and the audit store are complete."
    )
