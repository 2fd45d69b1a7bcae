"""Plain results every integration hands back: a short summary of a report and a step decision as JSON."""

from __future__ import annotations

from typing import Any, Literal

from engine import Config, Report, SaifeError, Status, StepDecision, Verdict, after_corrections, plural

Mode = Literal["auto", "offline", "sources", "web", "strict"]
MODES: tuple[str, ...] = ("auto", "offline", "sources", "web", "strict")

# Weakest first: the verdict a step is judged by is its weakest check-worthy claim's (as in `engine.check_step`).
_WEAKEST_FIRST = (Verdict.CONTRADICTED, Verdict.UNVERIFIABLE, Verdict.LIKELY, Verdict.SUPPORTED)


def config_for_mode(base: Config, mode: str | None) -> Config:
    """`base` with a run mode applied; "offline" also switches every model and the network off."""
    if mode is None:
        return base
    if mode == "offline":
        return base.model_copy(update={"offline": True, "mode": "offline"})
    return base.model_copy(update={"mode": mode})


def summarize(report: Report) -> str:
    """Three short lines a person reads first: the badge with counts, what changed, and the last alert."""
    counted = [r for r in report.claims if r.claim.check_worthy]
    corrected = sum(r.corrected for r in counted)
    tally = {v: sum(r.verdict is v and not r.corrected for r in counted) for v in Verdict}
    parts = [f"{tally[v]} {v.value.lower()}" for v in reversed(_WEAKEST_FIRST) if tally[v]]
    parts += [f"{corrected} corrected"] if corrected else []
    status = report.status.value if report.status is not None else "UNFINISHED"
    badge = f"{status} {after_corrections(corrected)}" if corrected else status
    lines = [f"{badge}: {plural(len(counted), 'checked claim')}" + (f" ({', '.join(parts)})" if parts else "")]
    kinds = {kind: sum(e.kind.value == kind for e in report.edits) for kind, _ in _EDIT_LABELS}
    changed = [f"{n} {label}" for kind, label in _EDIT_LABELS if (n := kinds[kind])]
    lines.append("Changed: " + ", ".join(changed) + "." if changed else "Nothing was changed.")
    if report.failed:
        lines.append(f"The run failed: {report.failed}")
    elif report.alerts:
        lines.append(f"Note: {report.alerts[-1]}")
    return "\n".join(lines)


_EDIT_LABELS = (
    ("correct", "corrected"), ("hedge", "hedged"), ("disclose", "marked [unconfirmed]"), ("remove", "removed")
)  # fmt: skip


def step_verdict(decision: StepDecision) -> Verdict:
    """The weakest verdict among the step's check-worthy claims (UNVERIFIABLE when it asserts nothing)."""
    verdicts = {r.verdict for r in decision.report.claims if r.claim.check_worthy}
    return next((v for v in _WEAKEST_FIRST if v in verdicts), Verdict.UNVERIFIABLE)


def step_to_dict(decision: StepDecision) -> dict[str, Any]:
    """A step decision as JSON: action, verdict, trust, reasons (the deciding one first) and the evidence held."""
    reasons = [decision.reason]
    for result in decision.report.claims:
        reasons.extend(f.reason for f in result.findings if f.reason and f.reason not in reasons)
    return {
        "action": decision.action,
        "verdict": step_verdict(decision).value,
        "trust": decision.trust,
        "reasons": reasons,
        "evidence": [e.model_dump(mode="json") for e in decision.evidence],
        "run_id": decision.report.run_id,
    }


class BlockedAnswerError(SaifeError):
    """An answer sAIfe BLOCKED (it must not be used); `report` says why. Raised when an adapter is set to raise."""

    def __init__(self, report: Report) -> None:
        self.report = report
        reasons = [r.claim.text for r in report.claims if r.verdict is Verdict.CONTRADICTED and not r.corrected]
        detail = f": contradicted {reasons[0]!r}" if reasons else (f": {report.alerts[-1]}" if report.alerts else "")
        super().__init__(f"sAIfe blocked the answer (run {report.run_id}){detail}")


BLOCKED_FLAG = "[sAIfe: BLOCKED - do not rely on this answer] "
"""What a text output starts with when an adapter is set to flag, not raise, on BLOCKED."""


def check_outcome(report: Report, on_blocked: str) -> str:
    """The final answer to pass on: raises BlockedAnswerError or prefixes BLOCKED_FLAG on a BLOCKED report."""
    if report.status is Status.BLOCKED or report.status is None:
        if on_blocked == "raise":
            raise BlockedAnswerError(report)
        return BLOCKED_FLAG + report.final_answer
    return report.final_answer
