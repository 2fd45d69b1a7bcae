"""Combine findings into a claim verdict, and claim verdicts into the answer status (the contract's rules)."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from .types import Claim, ClaimResult, Finding, Risk, Status, Verdict

_HAS_RISKY_CONTENT = re.compile(r"\d|https?://|`|\b[A-Z][a-z]+(?:\s+[A-Z][a-z]+)+")


def combine(claim: Claim, findings: Sequence[Finding], *, sources_given: bool) -> ClaimResult:
    """One claim's verdict: a contradiction wins; an objection blocks support; agreement is only LIKELY."""
    verdicts = {f.verdict for f in findings}
    if Verdict.CONTRADICTED in verdicts:
        verdict = Verdict.CONTRADICTED
    elif any(f.objection for f in findings):
        verdict = Verdict.UNVERIFIABLE
    elif Verdict.SUPPORTED in verdicts:
        verdict = Verdict.SUPPORTED
    elif Verdict.LIKELY in verdicts:
        verdict = Verdict.LIKELY
    else:
        verdict = Verdict.UNVERIFIABLE
    return ClaimResult(
        claim=claim, verdict=verdict, risk=risk_of(claim, verdict, findings, sources_given), findings=tuple(findings)
    )


def risk_of(claim: Claim, verdict: Verdict, findings: Sequence[Finding], sources_given: bool) -> Risk:
    """Contract: high for CONTRADICTED, and for UNVERIFIABLE with a number, date, name, URL or code, or uncovered."""
    if verdict is Verdict.CONTRADICTED:
        return Risk.HIGH
    if verdict is Verdict.UNVERIFIABLE and claim.check_worthy:
        if claim.kind == "code" or _HAS_RISKY_CONTENT.search(_without_first_word(claim.text)):
            return Risk.HIGH
        if sources_given:
            return Risk.HIGH  # the given sources do not cover it
    return Risk.LOW


def _without_first_word(text: str) -> str:
    return re.sub(r"^\W*\w+", "", text, count=1)


@dataclass(frozen=True, slots=True)
class Outcome:
    status: Status
    why: str
    """One line saying why, for the badge."""


def answer_status(results: Sequence[ClaimResult], *, failed_required: str | None = None) -> Outcome:
    """VERIFIED only if every claim left is SUPPORTED; BLOCKED on a remaining contradiction,
    a required check that could not run, or more than half of the claims removed or contradicted."""
    if failed_required:
        return Outcome(Status.BLOCKED, failed_required)
    counted = [r for r in results if r.claim.check_worthy]
    remaining = [r for r in counted if not r.removed]
    contradicted_left = [r for r in remaining if r.verdict is Verdict.CONTRADICTED]
    if contradicted_left:
        n = len(contradicted_left)
        return Outcome(Status.BLOCKED, f"{n} claim{'s' if n != 1 else ''} contradicted by the evidence")
    bad = [r for r in counted if r.removed or r.verdict is Verdict.CONTRADICTED]
    if counted and len(bad) * 2 > len(counted):
        return Outcome(Status.BLOCKED, f"{len(bad)} of {len(counted)} claims had to be removed or were contradicted")
    if not remaining:
        return Outcome(Status.CAUTION, "nothing in the answer could be checked")
    unsure = [r for r in remaining if r.verdict is not Verdict.SUPPORTED or r.hedged]
    if unsure:
        n = len(unsure)
        return Outcome(Status.CAUTION, f"{n} of {len(remaining)} claims could not be confirmed")
    return Outcome(Status.VERIFIED, f"all {len(remaining)} claims are backed by verified evidence")
