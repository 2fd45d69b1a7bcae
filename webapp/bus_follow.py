"""Following many runs' Redis streams with one reader: one blocking `XREAD` over every stream this process follows.

Why: each SSE client of a run executing in another process used to hold its own blocking `XREAD` (its own Redis
connection and round trip per event). With 100 clients at once the client's pool ran out ("Too many
connections": those streams fell back to polling the audit store) and the server's loop spent most of its time
issuing and parsing one small read per client. One reader asks for all followed streams at once, so a burst of
events costs one round trip, and hands each stream's entries to its followers.

A follower that joins while the reader is blocked wakes it by appending to a stream of this process's own
(`saife:wake:<id>`), which the reader always includes, so a new follower's first events arrive at once.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import uuid
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass, field
from typing import Any

from engine import TERMINAL_TYPES

WAKE_PREFIX = "saife:wake:"
WAKE_TTL_S = 3_600
START = b"0-0"


def _order(entry_id: bytes) -> tuple[int, int]:
    """A stream entry id (`<ms>-<n>`) as a comparable pair."""
    ms, _, n = entry_id.partition(b"-")
    return int(ms), int(n or 0)


@dataclass(eq=False)
class _Follower:
    """One SSE client's view of one run: its entries queue up here until its stream reads them."""

    first_read: int
    """The first read whose answer is for this follower: a read already under way when it joined started from
    where the other followers of the stream were, not from the start."""
    inbox: asyncio.Queue[list[dict[bytes, bytes]] | BaseException] = field(default_factory=asyncio.Queue)


@dataclass
class _Stream:
    """One followed stream: where the reader continues from, and who follows it."""

    last_id: bytes = START
    followers: set[_Follower] = field(default_factory=set)
    rewound_in_read: int = -1
    """The read under way when a new follower sent the stream back to its start: that read's answer does not
    move `last_id`, so the next read starts from the start."""


class StreamFollowers:
    """Reads every followed run's stream in one loop on the server's event loop (start it lazily: first `follow`).

    `client` is a `redis.asyncio.Redis`; `errors` the exceptions that mean Redis failed; `failure(exc)` turns one
    into the exception each follower raises (then the reader starts over for those who follow again)."""

    def __init__(
        self,
        client: Any,
        *,
        stream_key: Callable[[str], str],
        errors: tuple[type[BaseException], ...],
        failure: Callable[[BaseException], BaseException],
        block_ms: int = 5_000,
        count: int = 500,
    ) -> None:
        self._client = client
        self._key = stream_key
        self._errors = errors
        self._failure = failure
        self._block_ms = block_ms
        self._count = count
        self._wake_key = f"{WAKE_PREFIX}{uuid.uuid4().hex}"
        self._wake_last = b"$"
        """The reader only wants wake-ups sent after it started."""
        self._streams: dict[bytes, _Stream] = {}
        self._someone: asyncio.Event = asyncio.Event()
        self._reads = 0
        """Reads started so far; the current one (if `_reading`) is number `_reads`."""
        self._reading = False
        self._woken = False
        """A wake-up was sent during the current read (one is enough for any number of joins)."""
        self._task: asyncio.Task[None] | None = None

    async def follow(self, run_id: str, after_seq: int = 0) -> AsyncIterator[dict[str, Any]]:
        """The run's events with seq > `after_seq`, in order, each once, ending after the terminal event.

        Raises:
            whatever `failure` makes of a Redis error while this follower waits.
        """
        key = self._key(run_id).encode()
        follower = _Follower(first_read=self._reads + 1)
        stream = self._streams.setdefault(key, _Stream())
        stream.last_id = START  # a new follower reads from the start; those already here skip what they had
        if self._reading:
            stream.rewound_in_read = self._reads
        stream.followers.add(follower)
        self._someone.set()
        self._start()
        await self._wake()
        last_seq = after_seq
        try:
            while True:
                batch = await follower.inbox.get()
                if isinstance(batch, BaseException):
                    raise batch
                for fields in batch:
                    seq = int(fields[b"seq"])
                    if seq <= last_seq:
                        continue
                    last_seq = seq
                    data: dict[str, Any] = json.loads(fields[b"data"])
                    yield data
                    if data.get("type") in TERMINAL_TYPES:
                        return
        finally:
            self._leave(key, follower)

    def _leave(self, key: bytes, follower: _Follower) -> None:
        stream = self._streams.get(key)
        if stream is None:
            return
        stream.followers.discard(follower)
        if not stream.followers:
            del self._streams[key]
        if not self._streams:
            self._someone.clear()

    def _start(self) -> None:
        if self._task is None or self._task.done():
            self._task = asyncio.get_running_loop().create_task(self._read(), name="saife bus reader")

    async def _wake(self) -> None:
        """Make a read in progress return, so that the next one includes the stream that was just joined."""
        if not self._reading or self._woken:
            return
        self._woken = True
        with contextlib.suppress(*self._errors):  # the read fails too, and tells its followers
            async with self._client.pipeline(transaction=False) as pipe:
                pipe.xadd(self._wake_key, {"w": 1}, maxlen=10, approximate=True)
                pipe.expire(self._wake_key, WAKE_TTL_S)
                await pipe.execute()

    async def _read(self) -> None:
        while True:
            await self._someone.wait()
            wanted = {key: stream.last_id for key, stream in self._streams.items()}
            wanted[self._wake_key.encode()] = self._wake_last
            self._reads += 1
            self._reading, self._woken = True, False
            try:
                answer = await self._client.xread(wanted, block=self._block_ms, count=self._count)
            except self._errors as exc:
                self._fail(exc)
                continue
            finally:
                self._reading = False
            self._hand_out(self._reads, answer)

    def _hand_out(self, read: int, answer: Any) -> None:
        """Give each followed stream's new entries (of read number `read`) to its followers. redis-py answers a list
        of `[key, [(id, fields), ...]]` pairs (a mapping of the same under RESP3)."""
        pairs = answer.items() if isinstance(answer, dict) else (answer or ())
        for raw_key, entries in pairs:
            key = raw_key.encode() if isinstance(raw_key, str) else raw_key
            if not entries:
                continue
            last_id = entries[-1][0]
            if key == self._wake_key.encode():
                self._wake_last = last_id
                continue
            stream = self._streams.get(key)
            if stream is None:
                continue  # its last follower left meanwhile
            if stream.rewound_in_read != read and _order(last_id) > _order(stream.last_id):
                stream.last_id = last_id
            batch = [fields for _entry_id, fields in entries]
            for follower in stream.followers:
                if read >= follower.first_read:
                    follower.inbox.put_nowait(batch)

    def _fail(self, exc: BaseException) -> None:
        """Every current follower raises; they leave, and whoever follows again starts a fresh read."""
        for stream in list(self._streams.values()):
            for follower in list(stream.followers):
                follower.inbox.put_nowait(self._failure(exc))
        self._streams.clear()
        self._someone.clear()

    async def close(self) -> None:
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
