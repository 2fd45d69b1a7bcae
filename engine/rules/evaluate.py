"""The one evaluator: runs rules over a case and turns their firings into findings that carry the rule's id.

A rule that raises (on emoji, right-to-left text, a 10,000-character sentence, a number of 400 digits …) is
contained by its id: the run gets an alert naming the rule, and the claim gets a failed, objecting UNVERIFIABLE
finding, so nothing else can make it SUPPORTED on that rule's silence.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass

from ..types import Claim, Evidence, Finding, Verdict
from .model import Case, Firing, Rule


@dataclass(frozen=True, slots=True)
class RuleFailed:
    """A rule raised instead of answering."""

    rule_id: str
    error: str


def fire(rule: Rule, case: Case) -> tuple[Firing, ...] | RuleFailed:
    """The rule's firings on the case, or what it raised (never raises for an ordinary exception)."""
    try:
        if not rule.applies(case):
            return ()
        firings = tuple(rule.fires(case))
        for firing in firings:
            rule.reason(firing)  # a template the values do not fill is the rule's failure, found here
        return firings
    except Exception as error:
        return RuleFailed(rule.id, type(error).__name__)


def run_rules(
    rules: Iterable[Rule], case: Case, claim: Claim, detector: str, alert: Callable[[str], None]
) -> list[Finding]:
    """Findings of `rules` on one claim: one per rule that fired (its firings joined), one failed finding per rule
    that raised. Support is dropped when any rule failed: a check that could not run cannot vouch for the claim."""
    findings: list[Finding] = []
    failed = False
    for rule in rules:
        outcome = fire(rule, case)
        if isinstance(outcome, RuleFailed):
            failed = True
            alert(f"The rule {outcome.rule_id} failed ({outcome.error}); the claim it was reading stays unverifiable.")
            findings.append(failure_finding(outcome, claim, detector))
        elif outcome:
            findings.append(finding_of(rule, outcome, claim, detector))
    if failed:
        findings = [f for f in findings if f.verdict is not Verdict.SUPPORTED]
    return findings


def finding_of(rule: Rule, firings: Sequence[Firing], claim: Claim, detector: str) -> Finding:
    """One finding for a rule's firings on a claim: reasons from its template, evidence gathered in order."""
    from ..detectors.proposals import proposals

    reasons = dict.fromkeys(rule.reason(f) for f in firings)
    evidence: tuple[Evidence, ...] = tuple(e for f in firings for e in f.evidence)
    against = rule.verdict is Verdict.CONTRADICTED
    return Finding(
        detector=detector,
        claim_id=claim.id,
        verdict=rule.verdict,
        reason="; ".join(reasons),
        evidence=evidence if rule.verdict is not Verdict.UNVERIFIABLE else (),
        objection=rule.objection,
        error=any(f.error for f in firings),
        rule_id=rule.id,
        proposal=proposals(claim.text, evidence, detector) if against else (),
    )


def failure_finding(failure: RuleFailed, claim: Claim, detector: str) -> Finding:
    return Finding(
        detector=detector,
        claim_id=claim.id,
        verdict=Verdict.UNVERIFIABLE,
        reason=f"the rule {failure.rule_id} could not read this claim ({failure.error})",
        objection=True,
        error=True,
        rule_id=failure.rule_id,
    )


_EMITTED: ContextVar[list[tuple[str, Firing]] | None] = ContextVar("emitted_firings", default=None)


def emit(
    rule_id: str, claim: Claim, detector: str, values: Mapping[str, object], evidence: Sequence[Evidence] = ()
) -> Finding:
    """The finding of a registered rule a detector decided on by itself (lexical grounding weighs one source
    sentence against its neighbours before it lets a rule fire): the reason still comes from the rule's template."""
    from .registry import rule

    firing = Firing(values, tuple(evidence))
    if (heard := _EMITTED.get()) is not None:
        heard.append((rule_id, firing))
    return finding_of(rule(rule_id), (firing,), claim, detector)


@contextmanager
def emitted() -> Iterator[list[tuple[str, Firing]]]:
    """The (rule id, firing) pairs `emit` produces inside the block: how a rule whose detector decides for it
    reads that decision back (engine/rules/grounding.py)."""
    heard: list[tuple[str, Firing]] = []
    token = _EMITTED.set(heard)
    try:
        yield heard
    finally:
        _EMITTED.reset(token)
