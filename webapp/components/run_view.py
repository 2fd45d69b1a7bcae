"""The results column: follows one run's events and renders them (badge, highlights, claims, edits, alerts).

The engine's reducer builds the report from the events; this view only decides how it looks. Events are
collected by a background task and drawn by a timer, so a burst of events costs one redraw.
"""

from __future__ import annotations

import asyncio

from nicegui import background_tasks, ui

from engine import Quote, Report, reduce

from ..present import claim_state, event_summary
from ..runs import Entry, RunManager
from ..theme import Text, attr, box, handle
from .claims import ClaimsList
from .edits import EditsList
from .evidence import EvidenceView
from .final import FinalAnswerPanel, OnRecheck
from .highlights import AnswerView
from .status import Progress, StatusCard

REDRAW_S = 0.15
MAX_AUDIT_LINES = 400


class RunView:
    """Builds the results column and keeps it in step with the run it follows."""

    def __init__(self, runs: RunManager, on_recheck: OnRecheck) -> None:
        self.runs = runs
        self.on_recheck = on_recheck
        self.run_id: str | None = None
        self.report: Report | None = None
        self.progress = Progress()
        self.pending: list[Entry] = []
        self.levels: dict[str, str] = {}
        self.selected: tuple[str, Quote | None] | None = None
        self.edited_from: str | None = None
        self._task: asyncio.Task[None] | None = None
        self._build()
        self.timer = ui.timer(REDRAW_S, self._tick, active=False)
        ui.context.client.on_delete(self._stop)

    # -- following a run ----------------------------------------------------------------------------
    def follow(self, run_id: str, *, edited_from: str | None = None) -> None:
        """Show `run_id` from its first event; live runs keep updating until their terminal event."""
        self._stop()
        self.run_id, self.report, self.progress = run_id, Report(run_id=run_id), Progress()
        self.pending, self.levels, self.selected, self.edited_from = [], {}, None, edited_from
        self._reset_widgets()
        self.results.set_visibility(True)
        self._task = background_tasks.create(self._consume(run_id), name=f"page follows {run_id}")
        self.timer.activate()

    def show_error(self, message: str) -> None:
        """Say on the badge why there is nothing to show (e.g. an unknown permalink)."""
        self.status.error(message)

    async def _consume(self, run_id: str) -> None:
        async for entry in self.runs.subscribe(run_id):
            if run_id != self.run_id:
                return
            self.pending.append(entry)

    def _stop(self) -> None:
        if self._task is not None and not self._task.done():
            self._task.cancel()
        self._task = None

    def _tick(self) -> None:
        if not self.pending or self.report is None:
            return
        batch, self.pending = self.pending, []
        report = self.report
        for entry in batch:
            report = reduce(report, entry.event)
            self.progress.apply(entry.data)
            if entry.type == "alert":
                self.levels[str(entry.data["message"])] = str(entry.data.get("level", "warning"))
        self.report = report
        finished = report.status is not None or report.failed is not None
        self._render(report, running=not finished)
        self._audit(batch)
        if finished:
            self.timer.deactivate()
            if self.selected is None and report.claims:
                self.select(_first_to_look_at(report))

    # -- drawing --------------------------------------------------------------------------------------
    def _render(self, report: Report, *, running: bool) -> None:
        error = next((m for m in report.alerts if self.levels.get(m) == "error"), None)
        self.status.show(report, self.progress, running=running, error_alert=error)
        states = {r.claim.id: claim_state(r, r.claim.id in self.progress.checked) for r in report.claims}
        self.answer.render(report, states, self.selected[0] if self.selected else None)
        self.claims.sync(report, self.progress.checked)
        self.edits.show(report)
        self.tab_claims.props["label"] = f"Claims ({len(report.claims)})"
        self.tab_edits.props["label"] = f"Edits ({len(report.edits)})"
        self._alerts(report)
        if self.selected:
            self.select(*self.selected, force=True)
        self.final.show(report, done=not running, edited_from=self.edited_from)

    def _alerts(self, report: Report) -> None:
        self.alerts.clear()
        with self.alerts:
            if not report.alerts:
                Text("No alerts.", "li").classes("empty")
            for message in report.alerts:
                level = self.levels.get(message, "warning")
                icon = {"error": "error", "warning": "warning", "info": "info"}.get(level, "info")
                with box(f"alert-{level}", tag="li"):
                    ui.icon(icon).props('aria-hidden="true"')
                    Text(f"{level.capitalize()}: " if level != "info" else "").classes("sr-only")
                    Text(message)
        self.alerts_title.text = f"Alerts ({len(report.alerts)})"

    def _audit(self, batch: list[Entry]) -> None:
        shown = len(self.audit.default_slot.children)
        with self.audit:
            for entry in batch[: max(0, MAX_AUDIT_LINES - shown)]:
                line = f"#{entry.seq:<3} +{entry.data.get('at_ms', 0)} ms  {entry.type}  {event_summary(entry.data)}"
                Text(line, "div")

    def select(self, claim_id: str, focus: Quote | None = None, *, force: bool = False) -> None:
        """Choose a claim: mark its highlight and row, and show its evidence inside the source."""
        if self.report is None or (self.selected == (claim_id, focus) and not force):
            return
        result = self.report.claim(claim_id)
        if result is None:
            return
        self.selected = (claim_id, focus)
        number = next(i for i, r in enumerate(self.report.claims, 1) if r.claim.id == claim_id)
        states = {r.claim.id: claim_state(r, r.claim.id in self.progress.checked) for r in self.report.claims}
        self.answer.render(self.report, states, claim_id)
        self.claims.select(claim_id)
        self.evidence.show(self.report, result, number, states[claim_id], focus)

    # -- skeleton -------------------------------------------------------------------------------------
    def _build(self) -> None:
        with box("panel status-card") as status_panel:
            attr(status_panel, role="region", aria_label="Result")
            self.status = StatusCard()
        self.idle = box("idle-slot")
        self.results = box("stack")
        self.results.set_visibility(False)
        with self.results:
            with box("panel"):
                Text("Your answer, checked", "h2").classes("panel-title")
                self.answer = AnswerView(self.select)
                Text(
                    "Click a highlight to open its row and see the quote inside its source. Every claim carries a "
                    "number and a symbol (✓ supported, ✗ contradicted, ? unverifiable, ~ likely): colour is never "
                    "the only signal.", "div",
                ).classes("hint")  # fmt: skip
            with box("panel"):
                Text("Evidence in its source", "h2").classes("panel-title")
                self.evidence = EvidenceView()
            with box("panel"):
                self._tabs()
            with box("panel"):
                self.final = FinalAnswerPanel(self.on_recheck)
            with box("panel"):
                self.alerts_title = Text("Alerts", "h2").classes("panel-title")
                self.alerts = handle(box("alerts", tag="ul"), "alerts")

    def _tabs(self) -> None:
        with ui.tabs().classes("result-tabs").props("align=left dense no-caps") as tabs:
            self.tab_claims = ui.tab("claims", label="Claims")
            self.tab_edits = ui.tab("edits", label="Edits")
            ui.tab("audit", label="Audit")
        with ui.tab_panels(tabs, value="claims", animated=False).classes("w-full"):
            with ui.tab_panel("claims"):
                self.claims = ClaimsList(self.select)
            with ui.tab_panel("edits"):
                self.edits = EditsList()
            with ui.tab_panel("audit"):
                Text("Every event of the run, in order (the same JSON as the API's event stream).", "div").classes(
                    "hint"
                )
                self.audit = handle(box("audit"), "audit")

    def _reset_widgets(self) -> None:
        self.answer.clear("Waiting for the first events…")
        self.claims.reset()
        self.evidence.clear()
        self.edits.show(None)
        self.audit.clear()
        self.final.reset()
        self.status.show(Report(run_id=self.run_id or ""), self.progress, running=True)


def _first_to_look_at(report: Report) -> str:
    """The claim whose evidence is worth showing first: a contradiction, else anything unconfirmed, else the first."""
    counted = [r for r in report.claims if r.claim.check_worthy] or list(report.claims)
    for wanted in ("CONTRADICTED", "UNVERIFIABLE", "LIKELY"):
        found = next((r for r in counted if r.verdict.value == wanted), None)
        if found is not None:
            return found.claim.id
    return counted[0].claim.id
