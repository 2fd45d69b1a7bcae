"""What the bench keeps of one run: the status, each claim's span and verdict, alerts, failures and time."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..report import Report
from ..types import Verdict


@dataclass(frozen=True, slots=True, kw_only=True)
class ClaimOutcome:
    """One claim of a checked answer."""

    id: str
    start: int
    end: int
    """Offsets into the answer."""
    verdict: str
    check_worthy: bool
    removed: bool = False
    hedged: bool = False
    """Kept in the final answer, but marked as unconfirmed: hedged in words, or disclosed with "[unconfirmed]"."""
    reason: str = ""
    """Why the claim got its verdict: the reason of the finding that decided it."""
    detector: str = ""
    firings: tuple[tuple[str, str], ...] = ()
    """(rule id, verdict) of every finding a registered rule produced on this claim, in finding order."""


@dataclass(frozen=True, slots=True, kw_only=True)
class ItemOutcome:
    """One benchmark item after the engine checked it."""

    item_id: str
    status: str | None
    """VERIFIED / CAUTION / BLOCKED, or None when the run failed or the input was refused."""
    claims: tuple[ClaimOutcome, ...] = ()
    final_answer: str = ""
    latency_ms: float = 0.0
    warnings: int = 0
    """Alerts of level warning or error (the standing offline notice does not count)."""
    failures: int = 0
    """Failed checks: findings marked as errors, plus a failed run."""
    error: str | None = None
    """Why the run produced no status (input refused, run failed)."""

    @property
    def silent_failure(self) -> bool:
        """A failure that raised no alert: the engine must never produce one."""
        return self.failures > 0 and self.warnings == 0

    def to_dict(self) -> dict[str, Any]:
        return {
            "id": self.item_id,
            "status": self.status,
            "latency_ms": round(self.latency_ms, 2),
            "warnings": self.warnings,
            "failures": self.failures,
            "error": self.error,
            "claims": [
                {
                    "id": c.id,
                    "start": c.start,
                    "end": c.end,
                    "verdict": c.verdict,
                    "check_worthy": c.check_worthy,
                    "removed": c.removed,
                    "hedged": c.hedged,
                    "detector": c.detector,
                    "reason": c.reason,
                    "rules": [list(pair) for pair in c.firings],
                }
                for c in self.claims
            ],
        }


def outcome_from_report(item_id: str, report: Report, *, latency_ms: float, warnings: int) -> ItemOutcome:
    """Reduce a run's report to what the metrics need."""
    claims = tuple(_claim(result) for result in report.claims)
    failures = sum(f.error for r in report.claims for f in r.findings) + (1 if report.failed else 0)
    return ItemOutcome(
        item_id=item_id,
        status=report.status.value if report.status else None,
        claims=claims,
        final_answer=report.final_answer,
        latency_ms=latency_ms,
        warnings=warnings,
        failures=failures,
        error=report.failed,
    )


def _claim(result: Any) -> ClaimOutcome:
    deciding = next((f for f in result.findings if f.verdict == result.verdict), None)
    if deciding is None and result.findings:
        deciding = result.findings[0]
    return ClaimOutcome(
        id=result.claim.id,
        start=result.claim.start,
        end=result.claim.end,
        verdict=result.verdict.value,
        check_worthy=result.claim.check_worthy,
        removed=result.removed,
        hedged=result.hedged or result.disclosed,
        reason=deciding.reason if deciding else "no detector checked this claim",
        detector=deciding.detector if deciding else "",
        firings=tuple((f.rule_id, f.verdict.value) for f in result.findings if f.rule_id),
    )


def is_contradicted(claim: ClaimOutcome) -> bool:
    return claim.check_worthy and (claim.verdict == Verdict.CONTRADICTED.value or claim.removed)
