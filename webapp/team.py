"""Team wiring: the run store and event bus this process uses, and the duties that keep several processes honest.

One process (the default): the SQLite audit trail and the in-memory fan-out. With SAIFE_DATABASE_URL the audit
trail and the runs live in PostgreSQL; with SAIFE_REDIS_URL every event is also published on a Redis stream, so an
SSE client connected to any process follows a run executing in another, in order, with Last-Event-ID resume.
Each process renews a lease and finishes, with `run_failed`, the runs of processes whose lease ran out.
Finished runs also feed the monitor and, when configured, the signed outgoing webhooks.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import threading
from collections.abc import AsyncIterator, Callable, Mapping
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Any

from engine import TERMINAL_TYPES, AuditStoreError, Config, event_from_dict, event_to_dict
from engine.webhook_store import DeadLetterStore, default_path
from engine.webhooks import WebhookSender, WebhookSettings

from .bus import BusError, Publisher, RedisEventBus, lost_bus_alert
from .monitor_feed import MonitorFeed
from .store import AuditAdapter
from .webhooks_api import WebhookHook

log = logging.getLogger("saife.webapp")
DUTY_INTERVAL_S = 5.0
PUBLISH_WAIT_S = 2.0
"""How long a run waits for one of its events to reach the bus before it says the bus is lost and goes on."""


class TeamConfigError(RuntimeError):
    """A team setting names a server that cannot be used; the message names the variable."""


class Team:
    """This process's store, bus, monitor feed and webhooks, built from the environment."""

    def __init__(
        self,
        *,
        database_url: str = "",
        bus: RedisEventBus | None = None,
        webhooks: WebhookSettings | None = None,
        dead_letters: DeadLetterStore | None = None,
        lease_s: float | None = None,
    ) -> None:
        self.database_url = database_url
        self.bus = bus
        self.feed = MonitorFeed()
        self.dead_letters = dead_letters
        settings = webhooks or WebhookSettings()
        self.sender = WebhookSender(settings, dead_letters.add if dead_letters else None) if settings.enabled else None
        self.hook = WebhookHook(self.feed, self.sender)
        self.lease_s = lease_s
        self.store: AuditAdapter | None = None
        """Set by `open_store`."""
        self._registrar: ThreadPoolExecutor | None = None
        self._registering: dict[str, asyncio.Future[None]] = {}
        self._pending: list[tuple[str, Future[None]]] = []
        """Runs waiting for the registrar thread (guarded by `_pending_lock`: the thread takes them all at once)."""
        self._pending_lock = threading.Lock()
        self._publisher: Publisher | None = None
        """Created on the server's loop with the first event."""
        self._tasks: list[asyncio.Task[Any]] = []

    @classmethod
    def from_env(cls, env: Mapping[str, str] | None = None) -> Team:
        env = os.environ if env is None else env
        bus = RedisEventBus(env["SAIFE_REDIS_URL"]) if env.get("SAIFE_REDIS_URL") else None
        if bus is not None:
            try:
                bus._sync.ping()
            except bus._sync_errors() as exc:
                raise TeamConfigError(
                    f"SAIFE_REDIS_URL names a Redis server that cannot be reached ({type(exc).__name__})"
                ) from None
        webhooks = WebhookSettings.from_env(env)
        path = default_path() if webhooks.enabled else None
        lease = float(env["SAIFE_LEASE_S"]) if env.get("SAIFE_LEASE_S") else None
        return cls(
            database_url=env.get("SAIFE_DATABASE_URL", ""),
            bus=bus,
            webhooks=webhooks,
            dead_letters=DeadLetterStore(path) if path else None,
            lease_s=lease,
        )

    def open_store(self, base: Config) -> AuditAdapter:
        """PostgreSQL when SAIFE_DATABASE_URL is set (refusing to start when it cannot be reached), else the
        SQLite file the configuration names."""
        if not self.database_url:
            self.store = AuditAdapter.open(base)
            return self.store
        from engine.audit_pg import LEASE_S, PostgresAuditStore

        try:
            self.store = AuditAdapter(PostgresAuditStore(self.database_url, lease_s=self.lease_s or LEASE_S))
        except AuditStoreError as exc:
            raise TeamConfigError(str(exc)) from None
        return self.store

    # -- the run manager's taps and remote reads -------------------------------------------------------
    def register(self, run_id: str) -> None:
        """A new run of this process: made known to every process, in a thread of its own (call on the server's
        loop). Not on the loop: a shared store's connection may be held by the audit writer for a while, and every
        request, stream and health probe of this process would wait for it. `registered` waits for the outcome.

        The runs that arrive while a registration is under way are registered together, in one round trip to the
        bus and one statement to the store: one at a time, a burst of 100 POSTs waited up to 2 s for its turn."""
        if self.store is None and self.bus is None:
            return
        if self._registrar is None:
            self._registrar = ThreadPoolExecutor(max_workers=1, thread_name_prefix="saife-register")
        future: Future[None] = Future()
        with self._pending_lock:
            self._pending.append((run_id, future))
            first = len(self._pending) == 1
        if first:  # else a registration already scheduled takes this run too
            self._registrar.submit(self._register_pending)
        done = asyncio.wrap_future(future)
        self._registering[run_id] = done
        done.add_done_callback(lambda _: self._registering.pop(run_id, None))

    def _register_pending(self) -> None:
        with self._pending_lock:
            batch, self._pending = self._pending, []
        run_ids = [run_id for run_id, _ in batch]
        try:
            if self.bus is not None:  # first: from now on any process accepts the runs' ids
                self.bus.register_many(run_ids)
            if self.store is not None:  # for a shared store: if this process dies first, another finishes the runs
                self.store.register_many(run_ids)
        finally:
            for _, future in batch:
                future.set_result(None)

    async def registered(self, run_id: str, timeout_s: float = 5.0) -> None:
        """Wait (at most `timeout_s`) until `register(run_id)` reached the bus and the store, so that a client
        told of the run may ask any process about it at once."""
        if (done := self._registering.get(run_id)) is not None:
            with contextlib.suppress(Exception):  # each part logs or ignores its own failure
                await asyncio.wait_for(asyncio.shield(done), timeout_s)

    def known(self, run_id: str) -> bool:
        return self.bus is not None and self.bus.known(run_id)

    async def is_known(self, run_id: str) -> bool:
        """`known`, without blocking the server's loop."""
        return self.bus is not None and await self.bus.is_known(run_id)

    def tap(self, data: Mapping[str, Any], text: str, run_events: Callable[[], list[Mapping[str, Any]]]) -> None:
        """Called on the server's loop with every event of every run of this process, in order; `run_events`
        gives the run's events so far (read only for a terminal event)."""
        if self.bus is not None:
            self.publisher().put(str(data["run_id"]), int(data["seq"]), text, str(data["type"]))
        self.hook.on_event(data, run_events)

    def publisher(self) -> Publisher:
        assert self.bus is not None
        if self._publisher is None:
            self._publisher = Publisher(self.bus)
        return self._publisher

    def listener(self) -> Callable[[Any], Any] | None:
        """For a run's worker thread (None without a bus): waits until each of the run's events is on the bus, so
        that a lost bus becomes an alert in the run it hit (the engine turns the raised `BusError` into one and
        stops calling this listener). Call on the server's loop."""
        if self.bus is None:
            return None
        publisher = self.publisher()

        async def on_the_bus(event: Any) -> None:
            if event.type in TERMINAL_TYPES:
                return  # nothing can follow the terminal event, not even an alert: no reason to wait
            try:
                why = await asyncio.wait_for(publisher.wait_for(event.run_id, event.seq), PUBLISH_WAIT_S)
            except TimeoutError:
                why = f"the Redis event bus (SAIFE_REDIS_URL) did not answer within {PUBLISH_WAIT_S:g} s"
            if why is not None:
                raise BusError(lost_bus_alert(why))

        on_the_bus.label = "the live event bus"  # type: ignore[attr-defined]
        return on_the_bus

    async def follow(self, run_id: str, after_seq: int) -> AsyncIterator[Any]:
        """Events of a run executing in another process (typed), in order, until its terminal event."""
        assert self.bus is not None
        async for data in self.bus.follow(run_id, after_seq):
            yield event_from_dict(data)

    # -- duties ---------------------------------------------------------------------------------------
    def start(self, store: AuditAdapter) -> None:
        """Start the background duties (call on the server's loop at startup)."""
        if self.database_url:
            self._tasks.append(asyncio.get_running_loop().create_task(self._duties(store)))

    async def _duties(self, store: AuditAdapter) -> None:
        """Renew this process's lease and finish the runs of dead processes, every few seconds."""
        interval = min(DUTY_INTERVAL_S, (self.lease_s or DUTY_INTERVAL_S * 6) / 3)
        while True:
            try:
                await asyncio.to_thread(store.heartbeat)
                for run_id in await asyncio.to_thread(store.close_interrupted, self._published):
                    await self._republish(store, run_id)
            except Exception as exc:  # a lost database must not end the duty loop: it recovers with the server
                log.warning("team duties failed this round (%s)", exc)
            await asyncio.sleep(interval)

    def _published(self, run_id: str) -> list[Any]:
        """What a dead process published of a run on the bus (typed events), for the reaper's thread."""
        if self.bus is None:
            return []
        try:
            return [event_from_dict(data) for data in self.bus.history(run_id)]
        except BusError as exc:
            log.warning("could not read run %s from the bus (%s)", run_id, exc)
            return []

    async def _republish(self, store: AuditAdapter, run_id: str) -> None:
        """Send the events a dead process never published (its terminal event at least) to the bus."""
        if self.bus is None:
            return
        for event in await asyncio.to_thread(store.events, run_id):
            data = event_to_dict(event)
            with contextlib.suppress(BusError):
                await self.bus.publish(run_id, event.seq, _json(data), event.type)

    async def stop(self) -> None:
        for task in self._tasks:
            task.cancel()
        if self.sender is not None:
            await self.sender.drain()
        if self._publisher is not None:
            await self._publisher.close()
        if self._registrar is not None:
            self._registrar.shutdown(wait=False)
        if self.bus is not None:
            await self.bus.close()


def _json(data: Mapping[str, Any]) -> str:
    import json

    return json.dumps(data, ensure_ascii=False, separators=(",", ":"))
