"""RunManager: starts checks through the bounded run queue, buffers each run's events and fans them out.

Each run's engine work executes in its own worker thread with its own event loop (`webapp.worker`), so that a
CPU-heavy check never stalls the server's loop (pages, streams, `/api/health`). The worker hands every event to
the server's loop with `call_soon_threadsafe`, which keeps them in order. The page and the SSE endpoint read the
same buffer through `subscribe`, so both see exactly the events the engine emitted, in order. Runs that are no
longer in memory are served from the audit store.
"""

from __future__ import annotations

import asyncio
import json
import logging
import threading
import time
from collections import OrderedDict
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

from nicegui import background_tasks

from engine import (
    TERMINAL_TYPES,
    CheckInput,
    Config,
    Event,
    Report,
    RunFailed,
    Source,
    Status,
    arecheck,
    event_from_dict,
    event_to_dict,
    make_input,
    new_run_id,
    reduce,
    run_check,
)

from .bus import BusError
from .queue import QueueFull, QueueLimits, RunQueue
from .store import AuditAdapter
from .worker import Listener, run_in_worker_thread

log = logging.getLogger("saife.webapp")
MAX_RUNS_IN_MEMORY = 300
REMOTE_POLL_S = 0.5
REMOTE_POLLS = 2_400
"""A stream that falls back to the audit store polls it for at most 20 minutes."""


@dataclass(frozen=True, slots=True)
class Entry:
    """One buffered event: the typed event, its JSON object and its JSON text (computed once)."""

    event: Event
    data: dict[str, Any]
    text: str

    @property
    def seq(self) -> int:
        return int(self.data["seq"])

    @property
    def type(self) -> str:
        return str(self.data["type"])

    @classmethod
    def of(cls, event: Event) -> Entry:
        data = event_to_dict(event)
        return cls(event=event, data=data, text=json.dumps(data, ensure_ascii=False, separators=(",", ":")))


@dataclass(eq=False)
class RunRecord:
    """A run held in memory: its events so far, and the report they reduce to (computed when asked)."""

    run_id: str
    entries: list[Entry] = field(default_factory=list)
    created: float = field(default_factory=time.time)
    done: bool = False
    _wake: asyncio.Event = field(default_factory=asyncio.Event)
    _report: Report | None = None
    _reduced: int = 0
    """How many entries `_report` already includes."""
    _reducing: threading.Lock = field(default_factory=threading.Lock)
    """`report` may be read from a request thread while the loop appends."""

    def append(self, event: Event) -> None:
        """Buffer one event and wake every subscriber (on the server's loop)."""
        self.add(Entry.of(event))

    def add(self, entry: Entry) -> None:
        """Buffer an entry built elsewhere (the worker thread serialises it); nothing follows the terminal event."""
        if self.done:
            return
        self.entries.append(entry)
        if entry.type in TERMINAL_TYPES:
            self.done = True
        self._wake.set()
        self._wake = asyncio.Event()

    @property
    def report(self) -> Report:
        """The engine's reducer over the events so far (status None while running; BLOCKED once failed)."""
        with self._reducing:
            report = self._report or Report(run_id=self.run_id)
            start = self._reduced
            fresh = self.entries[start:]
            for entry in fresh:
                report = reduce(report, entry.event)
            self._report, self._reduced = report, start + len(fresh)
        return fail_closed(report)


class RunManager:
    """Starts runs and serves their events and reports, live or from the audit store."""

    def __init__(
        self,
        store: AuditAdapter | None = None,
        *,
        max_runs: int = MAX_RUNS_IN_MEMORY,
        queue: RunQueue | None = None,
        team: Any = None,
    ) -> None:
        self.store = store or AuditAdapter(None)
        self.team = team
        """`webapp.team.Team`: publishes this process's events (bus, monitor, webhooks) and follows other
        processes' runs; None in tests that need neither."""
        self.queue = queue or RunQueue(QueueLimits.from_env())
        self._runs: OrderedDict[str, RunRecord] = OrderedDict()
        self._max_runs = max_runs
        self.store.close_interrupted()  # runs a dead process left unfinished get their one terminal event

    # -- starting ----------------------------------------------------------------------------------
    def start(self, request: CheckInput, config: Config, *, refuse_when_full: bool = False) -> str:
        """Queue a check and return its run id at once.

        When the queue cannot take it, the run is not queued: with `refuse_when_full` (the API, which answers 429)
        `QueueFull` is raised; else (the page, whose Check button shows the run it gets) the run ends at once with
        one `run_failed` that says the server is busy and when to try again.

        Raises:
            QueueFull: only with `refuse_when_full`; nothing was started.
        """
        try:
            return self._enqueue(
                lambda run_id, listeners: run_check(request, config, run_id=run_id, listeners=listeners),
                answer=request.answer, question=request.question, sources=request.sources,
            )  # fmt: skip
        except QueueFull as busy:
            if refuse_when_full:
                raise
            record = self._new_record()
            record._report = _waiting(record.run_id, request.answer, request.question, request.sources)
            record.append(_failed(record, f"{busy.detail} (about {busy.retry_after_s} s)"))
            return record.run_id

    def start_recheck(self, previous: Report, edited_answer: str, config: Config) -> str:
        """Re-check an edited answer against the previous run's sources; only changed claims are checked again.

        Raises:
            InputError: the edited answer is empty or too long (raised here, before any run starts).
            QueueFull: the server is busy (an InputError too).
        """
        make_input(edited_answer, previous.sources, previous.question)
        return self._enqueue(
            lambda run_id, listeners: arecheck(previous, edited_answer, config, listeners=listeners, run_id=run_id),
            answer=edited_answer, question=previous.question, sources=previous.sources,
        )  # fmt: skip

    # -- reading ----------------------------------------------------------------------------------------
    def record(self, run_id: str) -> RunRecord | None:
        return self._runs.get(run_id)

    def exists(self, run_id: str) -> bool:
        """Whether the run is in memory or in the audit store."""
        return run_id in self._runs or (self.team is not None and self.team.known(run_id)) or self.store.has(run_id)

    async def aexists(self, run_id: str) -> bool:
        """`exists` on the server's loop: memory, then the bus (asked asynchronously), then the store (in a thread)."""
        if run_id in self._runs or (self.team is not None and await self.team.is_known(run_id)):
            return True
        return await asyncio.to_thread(self.store.has, run_id)

    def snapshot(self, run_id: str) -> Report | None:
        """The run's report so far (status None while running), or None for an unknown run."""
        record = self._runs.get(run_id)
        if record is not None:
            return record.report
        report = self.store.report(run_id)
        return fail_closed(report) if report is not None else None

    async def subscribe(self, run_id: str, after_seq: int = 0) -> AsyncIterator[Entry]:
        """Every event after `after_seq`: the buffered ones first, then live ones until the terminal event."""
        record = self._runs.get(run_id)
        if record is None and self.team is not None and self.team.bus is not None and await self.team.is_known(run_id):
            async for entry in self._follow_remote(run_id, after_seq):  # running (or ran) in another process
                yield entry
            return
        if record is None:
            for event in await asyncio.to_thread(self.store.events, run_id):  # a long run's trail is parsed aside
                entry = Entry.of(event)
                if entry.seq > after_seq:
                    yield entry
            return
        index = max(0, after_seq)
        while True:
            wake = record._wake
            while index < len(record.entries):
                entry = record.entries[index]
                index += 1
                if entry.seq > after_seq:
                    yield entry
            if record.done:
                return
            await wake.wait()

    async def _follow_remote(self, run_id: str, after_seq: int) -> AsyncIterator[Entry]:
        """A run of another process: its events from the bus; if the bus fails, from the shared audit store,
        polled until the terminal event (which the run's process, or the one that finishes it, always writes)."""
        last = after_seq
        try:
            async for event in self.team.follow(run_id, after_seq):
                last = event.seq
                yield Entry.of(event)
            return
        except BusError as exc:
            log.warning("following run %s from the bus failed (%s); reading the audit store instead", run_id, exc)
        for _ in range(REMOTE_POLLS):
            for event in await asyncio.to_thread(self.store.events, run_id):
                if event.seq > last:
                    last = event.seq
                    yield Entry.of(event)
                    if event.type in TERMINAL_TYPES:
                        return
            await asyncio.sleep(REMOTE_POLL_S)

    def recent(self, limit: int = 50) -> list[Report]:
        """The latest runs, newest first: those in memory, then the audit store's."""
        reports = [r.report for r in list(reversed(self._runs.values()))[:limit]]
        seen = {r.run_id for r in reports}
        for run_id in self.store.recent(limit):
            if len(reports) >= limit:
                break
            if run_id not in seen and (report := self.store.report(run_id)) is not None:
                reports.append(fail_closed(report))
        return reports

    # -- internals --------------------------------------------------------------------------------------
    def _new_record(self) -> RunRecord:
        record = RunRecord(run_id=new_run_id())
        self._runs[record.run_id] = record
        if self.team is not None:
            self.team.register(record.run_id)
        self._evict()
        return record

    def _deliver(self, record: RunRecord, entry: Entry) -> None:
        """Buffer an event (on the server's loop) and hand it to the team's taps: bus, monitor, webhooks."""
        if record.done:
            return
        record.add(entry)
        if self.team is not None:
            try:
                self.team.tap(entry.data, entry.text, lambda: [e.data for e in record.entries])
            except Exception:  # a tap (bus, webhook queue) must never break the run or the server
                log.exception("event tap failed for run %s", record.run_id)

    def _enqueue(
        self,
        check: Callable[[str, list[Listener]], Awaitable[Any]],
        *,
        answer: str,
        question: str | None,
        sources: tuple[Source, ...],
    ) -> str:
        """Reserve a place in the queue (or raise QueueFull), then run `check(run_id, listeners)` in a worker thread
        once a slot is free; until then the run's report shows its answer, question and sources."""
        ticket = self.queue.reserve(input_bytes(answer, [s.text for s in sources]))
        try:
            record = self._new_record()
            record._report = _waiting(record.run_id, answer, question, sources)
            audit = self.store.listener()
            on_bus = self.team.listener() if self.team is not None else None  # a lost bus: an alert in the run
            if ticket.position:  # it must wait for a slot: its clients hear so at once (seq 1), the engine's follow
                self._announce_queued(record, ticket.position, audit)

            async def work(listeners: list[Listener]) -> None:
                await check(record.run_id, listeners)

            async def queued() -> None:
                async with ticket:  # waits for a running slot
                    await run_in_worker_thread(
                        record.run_id,
                        work,
                        lambda entry: self._deliver(record, entry),
                        [listener for listener in (audit, on_bus) if listener is not None],
                        convert=Entry.of,
                        seq_offset=len(record.entries),
                    )

            task = background_tasks.create(queued(), name=f"saife run {record.run_id}")
        except BaseException:
            ticket.release()
            raise

        def ended(_: asyncio.Task[Any]) -> None:
            ticket.release()  # a task cancelled while it waited never entered the ticket
            # The engine always ends with a terminal event; a task cancelled before it ran (or an engine defect)
            # still gets one here, so every subscriber sees exactly one and no stream waits forever.
            if not record.done:
                self._deliver(record, Entry.of(_failed(record, "the run stopped before it could finish")))

        task.add_done_callback(ended)
        return record.run_id

    def _announce_queued(self, record: RunRecord, position: int, audit: Listener | None) -> None:
        """Send (and store) `run_queued` as the run's first event: a run accepted behind others is followed at once."""
        running = self.queue.running
        event = event_from_dict({"type": "run_queued", "run_id": record.run_id, "seq": 1, "position": position,
                                 "running": running})  # fmt: skip
        self._deliver(record, Entry.of(event))
        if audit is not None:  # the store's one writer thread takes it before any event of the run's engine
            background_tasks.create(audit(event), name=f"saife store {record.run_id} queued")

    def _evict(self) -> None:
        while len(self._runs) > self._max_runs:
            oldest = next((rid for rid, rec in self._runs.items() if rec.done), None)
            if oldest is None:
                return
            del self._runs[oldest]


def _failed(record: RunRecord, error: str) -> RunFailed:
    """The terminal event for a run whose engine never sent one, so every subscriber still sees exactly one."""
    last = record.entries[-1].seq if record.entries else 0
    return RunFailed(run_id=record.run_id, seq=last + 1, error=error)


def fail_closed(report: Report) -> Report:
    """A failed run's report is final and BLOCKED (fail closed), not `status: null` forever, and says why."""
    if report.failed is None or report.status is not None:
        return report
    alerts = report.alerts
    if not any(report.failed in alert for alert in alerts):
        alerts = (*alerts, f"The check did not finish ({report.failed}), so nothing in this answer counts as verified.")
    return report.model_copy(update={"status": Status.BLOCKED, "alerts": alerts})


def _waiting(run_id: str, answer: str, question: str | None, sources: tuple[Source, ...]) -> Report:
    """The report of a run that waits for its slot: what it will check, no verdict yet."""
    return Report(run_id=run_id, answer=answer, final_answer=answer, question=question, sources=sources)


def input_bytes(answer: str, sources: list[str]) -> int:
    """UTF-8 size of what a run holds (ASCII text is counted without encoding it: `isascii` is O(1))."""
    return sum(len(t) if t.isascii() else len(t.encode("utf-8", "surrogatepass")) for t in [answer, *sources])
