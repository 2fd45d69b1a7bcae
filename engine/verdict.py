"""Combine findings into a claim verdict, and claim verdicts into the answer status (the contract's rules)."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from .text import after_corrections, plural, plural_word
from .types import Claim, ClaimResult, Finding, Quote, Risk, Status, Verdict
from .verdict_table import decide, disagreements

_HAS_RISKY_CONTENT = re.compile(
    r"\d|https?://|\bwww\.|\b[a-z0-9-]+(?:\.[a-z0-9-]+)+/|`|\b[A-Z][a-z]+(?:\s+[A-Z][a-z]+)+"
)


def combine(claim: Claim, findings: Sequence[Finding], *, sources_given: bool) -> ClaimResult:
    """One claim's verdict, by the table in `engine.verdict_table` (evidence against wins, an objection blocks
    support, a model's quote must carry the claim's anchors unless code supports it, agreement is only LIKELY)."""
    verdict = decide(claim, findings).verdict
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
    corrections: int = 0
    """Claims of the final answer whose text was corrected and then re-verified SUPPORTED."""


def verified_correction(result: ClaimResult) -> bool:
    """Whether the claim's text in the final answer is a correction that was checked again and found SUPPORTED:
    such a claim counts as supported (the contract: the status speaks of the final answer)."""
    return result.corrected and not result.removed and result.rechecked is Verdict.SUPPORTED


def answer_status(results: Sequence[ClaimResult], *, failed_required: str | None = None) -> Outcome:
    """The contract's status of the final answer.

    VERIFIED only if every claim left in the final answer is SUPPORTED (a re-verified correction counts as
    supported) and every check ran; BLOCKED on a required check that could not run, a contradicted claim left in the
    final answer, or more than half of the claims removed or left contradicted; CAUTION otherwise.
    """
    counted = [r for r in results if r.claim.check_worthy]
    fixed = sum(verified_correction(r) for r in counted)
    if failed_required:
        return Outcome(Status.BLOCKED, failed_required, fixed)
    left = [r for r in counted if not r.removed]
    contradicted_left = [r for r in left if r.verdict is Verdict.CONTRADICTED and not r.corrected]
    if contradicted_left:
        n = len(contradicted_left)
        return Outcome(Status.BLOCKED, f"{plural(n, 'claim')} contradicted by the evidence", fixed)
    bad = len(counted) - len(left)  # removed; none is left contradicted past the check above
    if counted and bad * 2 > len(counted):
        if len(counted) == 1:
            return Outcome(Status.BLOCKED, "the one claim had to be removed", fixed)
        return Outcome(Status.BLOCKED, f"{bad} of {len(counted)} claims had to be removed", fixed)
    if not left:
        return Outcome(Status.CAUTION, "nothing in the answer could be checked", fixed)
    unsure = [r for r in left if not _supported_in_final(r)]
    if unsure:
        if len(left) == 1:
            return Outcome(Status.CAUTION, "the one claim could not be confirmed", fixed)
        return Outcome(Status.CAUTION, f"{len(unsure)} of {len(left)} claims could not be confirmed", fixed)
    failed = [r for r in left if not r.corrected and any(f.error for f in r.findings)]
    if failed:
        return Outcome(Status.CAUTION, f"some checks could not run on {plural(len(failed), 'claim')}", fixed)
    after = f" {after_corrections(fixed)}" if fixed else ""
    if len(left) == 1:
        return Outcome(Status.VERIFIED, f"the one claim is backed by verified evidence{after}", fixed)
    return Outcome(Status.VERIFIED, f"all {len(left)} claims left are backed by verified evidence{after}", fixed)


def _supported_in_final(result: ClaimResult) -> bool:
    """SUPPORTED as it stands in the final answer: its own text supported and not hedged, or a re-verified fix."""
    if result.corrected:
        return verified_correction(result)
    return result.verdict is Verdict.SUPPORTED and not result.hedged


def summary_alerts(
    results: Sequence[ClaimResult],
    repair: str,
    sources_given: bool,
    roles: Mapping[str, str],
    already: Sequence[str] = (),
) -> list[tuple[str, str]]:
    """Plain-language alerts for what the repair changed or left, and for checks that could not run.

    Returns (message, level) pairs, e.g. ("2 claims were removed because the sources contradict them", "warning").
    """
    counted = [r for r in results if r.claim.check_worthy]
    by = "the sources" if sources_given else "the checks"
    alerts: list[tuple[str, str]] = []

    def add(items: Sequence[ClaimResult], text: str, level: str = "warning") -> None:
        if items:
            n = len(items)
            words = {
                "are": "is" if n == 1 else "are",
                "they": "it" if n == 1 else "they",
                "were": plural_word(n, "was"),
                "them": "it" if n == 1 else "them",
            }
            alerts.append((text.format(n=n, s="" if n == 1 else "s", by=by, **words), level))

    removed = [r for r in counted if r.removed and r.verdict is Verdict.CONTRADICTED]
    quoted = [r for r in removed if _contradicted_by_quote(r)]
    add(quoted, "{n} claim{s} {were} removed because {by} contradict {them}")
    add(
        [r for r in removed if not _contradicted_by_quote(r)],
        "{n} claim{s} {were} removed because the checks proved {them} wrong",
    )
    add([r for r in counted if r.removed and r.verdict is not Verdict.CONTRADICTED],
        "{n} claim{s} {were} removed because {they} depended on a removed claim")  # fmt: skip
    add([r for r in counted if r.corrected], "{n} claim{s} {were} corrected to match {by} (the fix was checked again)")
    prose_hedged = [r for r in counted if r.hedged and r.claim.kind == "prose"]
    add(
        [r for r in counted if r.hedged and r.claim.kind == "code"],
        "{n} code block{s} the checks proved wrong {were} kept with a note after {them} (code is never edited)",
    )
    add([r for r in prose_hedged if r.verdict is Verdict.CONTRADICTED],
        "{n} claim{s} contradicted by {by} {were} marked, not removed (hedge-only mode)")  # fmt: skip
    add([r for r in prose_hedged if r.verdict is not Verdict.CONTRADICTED],
        "{n} claim{s} could not be confirmed and {were} marked as unconfirmed")  # fmt: skip
    leaning = "a model reads {them} in the sources" if sources_given else "resampled answers agree on {them}"
    add([r for r in counted if r.verdict is Verdict.LIKELY and not (r.removed or r.hedged or r.disclosed)],
        "{n} claim{s} {are} only likely: " + leaning + ", but no check verified {them}, and {they} {are} not marked "
        "(strict hedging marks {them})", "info")  # fmt: skip
    left = [r for r in counted if not (r.removed or r.corrected or r.hedged)]
    code = [r for r in left if r.claim.kind == "code" and r.verdict in (Verdict.CONTRADICTED, Verdict.UNVERIFIABLE)]
    add(code, "{n} code block{s} could not be verified; code is never edited")
    prose = [r for r in left if r.claim.kind == "prose"]
    if repair == "report":
        add([r for r in prose if r.verdict is Verdict.CONTRADICTED],
            "{n} claim{s} {are} contradicted by {by} and {were} left unchanged (report-only mode)")  # fmt: skip
        add([r for r in prose if r.verdict is Verdict.UNVERIFIABLE and r.risk is Risk.HIGH],
            "{n} claim{s} could not be confirmed and {were} left unchanged (report-only mode)")  # fmt: skip
    alerts.extend((message, "warning") for message in disagreements(counted))
    alerts.extend((message, "warning") for message in _failure_alerts(counted, roles, already))
    return alerts


def _contradicted_by_quote(result: ClaimResult) -> bool:
    return any(
        f.verdict is Verdict.CONTRADICTED and any(isinstance(e, Quote) for e in f.evidence) for f in result.findings
    )


def _failure_alerts(results: Sequence[ClaimResult], roles: Mapping[str, str], already: Sequence[str]) -> list[str]:
    """ "The judge (Google) could not be reached; 5 claims are unchecked": one line per failed detector
    whose failure no alert has named yet (detectors and the pipeline alert as failures happen)."""
    failed: dict[str, list[str]] = {}
    for result in results:
        if result.verdict is Verdict.SUPPORTED or result.removed:
            continue
        for finding in result.findings:
            if finding.error:
                failed.setdefault(finding.detector, []).append(finding.reason.lower())
    lines = []
    for detector, reasons in failed.items():
        if any(detector.replace("_", " ") in alert.lower() for alert in already):
            continue
        n = len(reasons)
        lab = _lab(roles.get(detector, ""))
        label = f"The {detector}" + (f" ({lab})" if lab else "")
        if any("time" in r or "budget" in r for r in reasons):
            what = "ran out of time"
        elif any(word in r for r in reasons for word in ("connect", "reach", "refused", "dns", "network")):
            what = "could not be reached"
        else:
            what = "could not complete its check"
        lines.append(f"{label} {what}; {plural(n, 'claim')} {plural_word(n, 'is')} unchecked")
    return lines


def _lab(description: str) -> str:
    """ "gemini/gemini-2.5-flash (Google)" → "Google"."""
    match = re.search(r"\(([^,()]+)", description)
    return match.group(1).strip() if match and match.group(1).strip() != "unknown lab" else ""
