"""The run report and the one reducer that derives it from events (pipeline, API snapshot and replay agree)."""

from __future__ import annotations

import json
from typing import Any

from pydantic import Field, PrivateAttr

from .events import (
    AlertRaised,
    ClaimChecked,
    ClaimsExtracted,
    EditApplied,
    Event,
    ModelCalled,
    RunCompleted,
    RunFailed,
    RunStarted,
)
from .types import ClaimResult, Edit, Frozen, Risk, Source, Status, Verdict
from .verdict import verified_correction


class Report(Frozen):
    """Everything a run concluded. `to_json()` is the contract's report object."""

    run_id: str
    status: Status | None = None
    """None while the run is still going."""
    answer: str = ""
    final_answer: str = ""
    question: str | None = None
    claims: tuple[ClaimResult, ...] = ()
    edits: tuple[Edit, ...] = ()
    alerts: tuple[str, ...] = ()
    stats: dict[str, Any] = Field(default_factory=dict)
    sources: tuple[Source, ...] = ()
    failed: str | None = None
    """Set when the run ended with run_failed."""
    _positions: dict[str, int] = PrivateAttr(default_factory=dict)
    """Claim id -> index in `claims`, so applying an event stays O(1) in the number of claims."""

    def to_dict(self) -> dict[str, Any]:
        """The contract's report object as plain Python values."""
        return {
            "run_id": self.run_id,
            "status": self.status.value if self.status else None,
            "answer": self.answer,
            "final_answer": self.final_answer,
            "claims": [_claim_json(result) for result in self.claims],
            "edits": [edit.model_dump(mode="json") for edit in self.edits],
            "alerts": list(self.alerts),
            "stats": dict(self.stats),
            "question": self.question,
            "sources": [source.model_dump(mode="json") for source in self.sources],
        }

    def to_json(self, indent: int | None = None) -> str:
        """The contract's report as JSON text."""
        return json.dumps(self.to_dict(), ensure_ascii=False, indent=indent)

    def claim(self, claim_id: str) -> ClaimResult | None:
        return next((r for r in self.claims if r.claim.id == claim_id), None)


def _claim_json(result: ClaimResult) -> dict[str, Any]:
    claim = result.claim
    return {
        "id": claim.id,
        "text": claim.text,
        "start": claim.start,
        "end": claim.end,
        "verdict": result.verdict.value,
        "risk": result.risk.value,
        "check_worthy": claim.check_worthy,
        "kind": claim.kind,
        "hedged": result.hedged,
        "disclosed": result.disclosed,
        "removed": result.removed,
        "corrected": result.corrected,
        "rechecked": result.rechecked.value if result.rechecked else None,
        "findings": [
            {
                "detector": f.detector,
                "verdict": f.verdict.value,
                "reason": f.reason,
                "evidence": [e.model_dump(mode="json") for e in f.evidence],
                "rejected_quotes": [q.model_dump(mode="json") for q in f.rejected_quotes],
                "rule_id": f.rule_id,
                "disputes": f.disputes,
            }
            for f in result.findings
        ],
    }


def reduce(report: Report, event: Event) -> Report:
    """Apply one event to a report. The only way a report is derived."""
    match event:
        case RunStarted():
            return report.model_copy(
                update={
                    "answer": event.answer,
                    "final_answer": event.answer,
                    "question": event.question,
                    "sources": event.sources,
                }
            )
        case ClaimsExtracted():
            pending = tuple(ClaimResult(claim=c, verdict=Verdict.UNVERIFIABLE, risk=Risk.LOW) for c in event.claims)
            updated = report.model_copy(update={"claims": pending})
            updated._positions = {c.id: i for i, c in enumerate(event.claims)}
            return updated
        case ClaimChecked():
            position = report._positions.get(event.result.claim.id)
            if position is None:
                updated = report.model_copy(update={"claims": (*report.claims, event.result)})
                updated._positions = {**report._positions, event.result.claim.id: len(report.claims)}
                return updated
            claims = list(report.claims)
            claims[position] = event.result
            return report.model_copy(update={"claims": tuple(claims)})
        case EditApplied():
            text, edit = event.final_answer, event.edit
            if text is None:  # a long answer's event carries only the edit: apply its span here
                text = report.final_answer[: edit.start] + edit.after + report.final_answer[edit.end :]
            return report.model_copy(update={"edits": (*report.edits, edit), "final_answer": text})
        case AlertRaised():
            if event.message in report.alerts:
                return report
            return report.model_copy(update={"alerts": (*report.alerts, event.message)})
        case ModelCalled():
            stats = dict(report.stats)
            stats["model_calls"] = stats.get("model_calls", 0) + 1
            stats["tokens"] = stats.get("tokens", 0) + event.tokens
            return report.model_copy(update={"stats": stats})
        case RunCompleted():
            stats = dict(event.stats)
            # The badge speaks of the final answer ("verified after 2 corrections"): every reader gets the count here.
            stats.setdefault("corrections", sum(verified_correction(r) for r in report.claims if r.claim.check_worthy))
            update = {"status": event.status, "final_answer": event.final_answer, "stats": stats}
            return report.model_copy(update=update)
        case RunFailed():
            return report.model_copy(update={"failed": event.error})
    return report


def replay(run_id: str, events: list[Event]) -> Report:
    """Rebuild a report from its events (audit trail, API snapshot)."""
    report = Report(run_id=run_id)
    for event in events:
        report = reduce(report, event)
    return report
