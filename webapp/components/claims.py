"""The claim table: one expandable row per claim (verdict chip, detectors, evidence); a row opens to every finding."""

from __future__ import annotations

from collections.abc import Callable

from nicegui import ui

from engine import ClaimResult, Computed, Finding, Quote, Report

from ..present import EDIT_FLAGS, best_evidence, claim_state, detector_label, detectors_of, evidence_label
from ..theme import Text, attr, box, handle
from .chips import edit_chip, verdict_chip

OnSelect = Callable[[str, Quote | None], None]
"""Called with (claim id, the quote to show first) when a row or one of its quotes is chosen."""


class ClaimsList:
    """Keeps one ClaimRow per claim and updates only the rows whose result changed."""

    def __init__(self, on_select: OnSelect) -> None:
        self.on_select = on_select
        self.rows: dict[str, ClaimRow] = {}
        with box("claims-head"):
            for title in ("#", "Claim", "Verdict", "Evidence"):
                Text(title)
        self.body = handle(box("claims-body"), "claims")
        attr(self.body, role="list", aria_label="Claims")
        self.reset()

    def reset(self) -> None:
        self.rows = {}
        self.body.clear()
        with self.body:
            Text("Claims appear here as soon as the answer is split.", "div").classes("empty")

    def sync(self, report: Report, checked: set[str]) -> None:
        ids = [result.claim.id for result in report.claims]
        if ids != list(self.rows):
            self.body.clear()
            self.rows = {}
            with self.body:
                if not ids:
                    Text("No claims were found in this answer.", "div").classes("empty")
                for number, result in enumerate(report.claims, 1):
                    self.rows[result.claim.id] = ClaimRow(number, self.on_select)
        for result in report.claims:
            self.rows[result.claim.id].show(result, result.claim.id in checked, report)

    def select(self, claim_id: str | None) -> None:
        for row_id, row in self.rows.items():
            row.mark_selected(row_id == claim_id)


class ClaimRow:
    """One claim: header (number, text, chip, best evidence) and the findings inside."""

    def __init__(self, number: int, on_select: OnSelect) -> None:
        self.number = number
        self.on_select = on_select
        self._shown: tuple[ClaimResult, bool] | None = None
        self.claim_id = ""
        self.expansion = ui.expansion(on_value_change=self._toggled).classes("claim-row").props("dense")
        handle(self.expansion, f"claim-row-{number}", "claim-row")
        attr(self.expansion, role="listitem")
        with self.expansion.add_slot("header"):
            self.head = box("claim-head")
        with self.expansion:
            self.details = box("claim-details")

    def show(self, result: ClaimResult, checked: bool, report: Report) -> None:
        if self._shown == (result, checked):
            return
        self._shown = (result, checked)
        self.claim_id = result.claim.id
        state = claim_state(result, checked)
        self.head.clear()
        with self.head:
            Text(str(self.number)).classes("claim-n")
            with box("claim-text" + (" removed" if result.removed else "")):
                Text(result.claim.text)
            with box("claim-verdict"):
                verdict_chip(state)
                for name in EDIT_FLAGS:
                    if getattr(result, name, False):
                        edit_chip(name)
            self._summary(result, report, state)
        self.details.clear()
        with self.details:
            if not result.findings:
                Text(_no_findings(state), "div").classes("empty")
            for finding in result.findings:
                self._finding(finding, report)

    def mark_selected(self, selected: bool) -> None:
        self.expansion.classes(add="selected") if selected else self.expansion.classes(remove="selected")
        if selected and not self.expansion.value:
            self.expansion.value = True

    def _summary(self, result: ClaimResult, report: Report, state: str) -> None:
        reason, evidence = best_evidence(result)
        with box("claim-ev"):
            if evidence is not None and not isinstance(evidence, Computed):
                Text(f"“{evidence.quote}”", "div").classes("quote")
            Text(reason or _no_findings(state), "div")
            where = evidence_label(report, evidence) + " · " if evidence is not None else ""
            Text(f"{where}{detectors_of(result)}", "div").classes("meta")

    def _finding(self, finding: Finding, report: Report) -> None:
        with box("finding"):
            with box("finding-head"):
                Text(detector_label(finding.detector))
                verdict_chip(finding.verdict.value)
                if finding.error:
                    Text("check failed").classes("meta")
            Text(finding.reason, "div")
            for evidence in finding.evidence:
                with box("row"):
                    if isinstance(evidence, Computed):
                        Text(evidence.quote, "div").classes("quote")
                        continue
                    Text(f"“{evidence.quote}”").classes("quote")
                    Text(evidence_label(report, evidence)).classes("meta")
                    show = ui.button(
                        "Show in source", color=None, on_click=lambda _, q=evidence: self.on_select(self.claim_id, q)
                    )
                    attr(
                        show.props("flat dense no-caps size=sm").classes("btn-link"),
                        aria_label="Show this quote inside its source",
                    )
            for miss in finding.rejected_quotes:
                with box("row"):
                    Text("Offered, but code did not find it in the source:").classes("meta")
                    Text(f"“{miss.quote}”").classes("rejected")

    def _toggled(self, event: object) -> None:
        if self.expansion.value and self.claim_id:
            self.on_select(self.claim_id, None)


def _no_findings(state: str) -> str:
    if state == "PENDING":
        return "Being checked…"
    if state == "NOT_A_CLAIM":
        return "Not checked: a question, greeting, opinion or refusal does not affect the status."
    return "No detector could check this claim."
