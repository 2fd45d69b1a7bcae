"""RunManager: starts checks in the background, buffers each run's events and fans them out.

The page and the SSE endpoint read the same buffer through `subscribe`, so both see exactly the events the
engine emitted, in order. Runs that are no longer in memory are served from the audit store.
"""

from __future__ import annotations

import asyncio
import json
import logging
import time
from collections import OrderedDict
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass, field
from typing import Any

from nicegui import background_tasks

from engine import Config, Event, Report, event_to_dict
from engine.events import TERMINAL_TYPES, RunFailed
from engine.inputs import CheckInput, make_input
from engine.pipeline import new_run_id, run_check
from engine.recheck import arecheck
from engine.report import reduce

from .store import AuditAdapter

log = logging.getLogger("saife.webapp")
MAX_RUNS_IN_MEMORY = 300


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

    def append(self, event: Event) -> None:
        """The engine's listener: buffer and wake every subscriber (kept cheap: it runs inside the check)."""
        entry = Entry.of(event)
        self.entries.append(entry)
        if entry.type in TERMINAL_TYPES:
            self.done = True
        self._wake.set()
        self._wake = asyncio.Event()

    @property
    def report(self) -> Report:
        """The engine's reducer over the events so far (status None while running)."""
        report = self._report or Report(run_id=self.run_id)
        for entry in self.entries[self._reduced :]:
            report = reduce(report, entry.event)
        self._report, self._reduced = report, len(self.entries)
        return report


class RunManager:
    """Starts runs and serves their events and reports, live or from the audit store."""

    def __init__(self, store: AuditAdapter | None = None, *, max_runs: int = MAX_RUNS_IN_MEMORY) -> None:
        self.store = store or AuditAdapter(None)
        self._runs: OrderedDict[str, RunRecord] = OrderedDict()
        self._max_runs = max_runs

    # -- starting ----------------------------------------------------------------------------------
    def start(self, request: CheckInput, config: Config) -> str:
        """Launch a check in the background and return its run id at once."""
        record = self._new_record()

        async def work() -> None:
            await run_check(request, config, run_id=record.run_id, listeners=self._listeners(record))

        self._launch(record, work)
        return record.run_id

    def start_recheck(self, previous: Report, edited_answer: str, config: Config) -> str:
        """Re-check an edited answer against the previous run's sources; only changed claims are checked again.

        Raises:
            InputError: the edited answer is empty or too long (raised here, before any run starts).
        """
        make_input(edited_answer, previous.sources, previous.question)
        record = self._new_record()

        async def work() -> None:
            await arecheck(previous, edited_answer, config, listeners=self._listeners(record), run_id=record.run_id)

        self._launch(record, work)
        return record.run_id

    # -- reading ----------------------------------------------------------------------------------------
    def record(self, run_id: str) -> RunRecord | None:
        return self._runs.get(run_id)

    def exists(self, run_id: str) -> bool:
        """Whether the run is in memory or in the audit store."""
        return run_id in self._runs or self.store.has(run_id)

    def snapshot(self, run_id: str) -> Report | None:
        """The run's report so far (status None while running), or None for an unknown run."""
        record = self._runs.get(run_id)
        if record is not None:
            return record.report
        return self.store.report(run_id)

    async def subscribe(self, run_id: str, after_seq: int = 0) -> AsyncIterator[Entry]:
        """Every event after `after_seq`: the buffered ones first, then live ones until the terminal event."""
        record = self._runs.get(run_id)
        if record is None:
            for event in self.store.events(run_id):
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

    def recent(self, limit: int = 50) -> list[Report]:
        """The latest runs, newest first: those in memory, then the audit store's."""
        reports = [r.report for r in list(reversed(self._runs.values()))[:limit]]
        seen = {r.run_id for r in reports}
        for run_id in self.store.recent(limit):
            if len(reports) >= limit:
                break
            if run_id not in seen and (report := self.store.report(run_id)) is not None:
                reports.append(report)
        return reports

    # -- internals --------------------------------------------------------------------------------------
    def _new_record(self) -> RunRecord:
        record = RunRecord(run_id=new_run_id())
        self._runs[record.run_id] = record
        self._evict()
        return record

    def _listeners(self, record: RunRecord) -> list[Callable[[Any], Any]]:
        listeners: list[Callable[[Any], Any]] = [record.append]
        audit = self.store.listener()
        if audit is not None:
            listeners.append(audit)
        return listeners

    def _launch(self, record: RunRecord, work: Callable[[], Any]) -> None:
        def ended(_: asyncio.Task[Any]) -> None:
            # The engine always ends with a terminal event; a task cancelled before it ran (or an engine defect)
            # still gets one here, so every subscriber sees exactly one and no stream waits forever.
            if not record.done:
                record.append(_failed(record, "the run stopped before it could finish"))

        task = background_tasks.create(work(), name=f"saife run {record.run_id}")
        task.add_done_callback(ended)

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
