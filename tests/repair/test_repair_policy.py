"""The repair policy: which action each flagged claim gets per mode, offline value substitution, and how a
writer's proposal is cleaned before it can be checked."""

from __future__ import annotations

import pytest

from engine.detectors.proposals import proposals
from engine.evidence import verify_quote
from engine.repair import (
    HEDGE_CONTRADICTED,
    HEDGE_UNCONFIRMED,
    HEDGE_UNVERIFIED,
    Action,
    clean_proposal,
    code_note,
    hedge_phrase,
    needs_repair,
    plan_for,
    substitute_values,
)
from engine.types import Claim, ClaimResult, Computed, Finding, Quote, Risk, Source, Verdict

SOURCE = Source(id=0, text="The indemnification cap is $2 million per incident. Notice is 90 days.")


def quote(text: str) -> Quote:
    found = verify_quote(text, [SOURCE])
    assert isinstance(found, Quote)
    return found


def result(verdict: Verdict, *, risk: Risk = Risk.HIGH, kind: str = "prose", evidence: bool = True, **flags: bool):
    claim = Claim(id="c1", text="The indemnification cap is $5 million per incident.", start=0, end=51, kind=kind)
    findings = ()
    if verdict is Verdict.CONTRADICTED:
        against = (quote("The indemnification cap is $2 million per incident."),) if evidence else (
            Computed.of("5 != 2"),
        )
        findings = (
            Finding(
                detector="grounding", claim_id="c1", verdict=verdict, reason="source 1 says $2 million",
                evidence=against, proposal=proposals(claim.text, against, "grounding"),
            ),
        )  # fmt: skip
    elif verdict is Verdict.UNVERIFIABLE:
        findings = (Finding(detector="grounding", claim_id="c1", verdict=verdict, reason="no source covers it"),)
    return ClaimResult(claim=claim, verdict=verdict, risk=risk, findings=findings, **flags)


@pytest.mark.parametrize(
    ("verdict", "mode", "hedging", "may_correct", "action"),
    [
        (Verdict.CONTRADICTED, "repair", "disclose", True, Action.CORRECT),
        (Verdict.CONTRADICTED, "repair", "disclose", False, Action.REMOVE),
        (Verdict.CONTRADICTED, "hedge", "disclose", True, Action.HEDGE),
        (Verdict.CONTRADICTED, "report", "disclose", True, Action.KEEP),
        (Verdict.CONTRADICTED, "repair", "strict", True, Action.CORRECT),
        (Verdict.CONTRADICTED, "hedge", "strict", True, Action.HEDGE),
        (Verdict.UNVERIFIABLE, "repair", "disclose", True, Action.DISCLOSE),
        (Verdict.UNVERIFIABLE, "hedge", "disclose", True, Action.DISCLOSE),
        (Verdict.UNVERIFIABLE, "report", "disclose", True, Action.KEEP),
        (Verdict.UNVERIFIABLE, "repair", "strict", True, Action.HEDGE),
        (Verdict.UNVERIFIABLE, "hedge", "strict", True, Action.HEDGE),
        (Verdict.UNVERIFIABLE, "report", "strict", True, Action.KEEP),
    ],
)
def test_plan_per_mode(verdict: Verdict, mode: str, hedging: str, may_correct: bool, action: Action) -> None:
    plan = plan_for(result(verdict), mode, may_correct=may_correct, hedging=hedging)  # type: ignore[arg-type]
    assert plan.action is action and plan.reason


def test_what_needs_repair() -> None:
    assert needs_repair(result(Verdict.CONTRADICTED))
    assert needs_repair(result(Verdict.UNVERIFIABLE))
    assert not needs_repair(result(Verdict.UNVERIFIABLE, risk=Risk.LOW))
    assert not needs_repair(result(Verdict.SUPPORTED, risk=Risk.LOW))
    assert not needs_repair(result(Verdict.LIKELY, risk=Risk.LOW))
    for flag in ("hedged", "removed", "corrected"):
        assert not needs_repair(result(Verdict.CONTRADICTED, **{flag: True}))


def test_code_is_noted_never_cut() -> None:
    wrong_code = result(Verdict.CONTRADICTED, kind="code")
    assert plan_for(wrong_code, "repair", may_correct=True).action is Action.HEDGE
    assert code_note(wrong_code) == "(Check the code above: source 1 says $2 million.)"
    assert plan_for(result(Verdict.UNVERIFIABLE, kind="code"), "repair", may_correct=True).action is Action.KEEP


def test_hedge_wording_says_why() -> None:
    assert hedge_phrase(result(Verdict.UNVERIFIABLE), sources_given=True) == HEDGE_UNCONFIRMED
    assert hedge_phrase(result(Verdict.UNVERIFIABLE), sources_given=False) == HEDGE_UNVERIFIED
    assert hedge_phrase(result(Verdict.CONTRADICTED), sources_given=True) == HEDGE_CONTRADICTED


def test_offline_correction_takes_the_sources_number() -> None:
    contradicted = result(Verdict.CONTRADICTED)
    text = contradicted.claim.text
    fix = substitute_values(text, f"**{text}**", contradicted.findings)
    assert fix is not None and fix.origin == "source value"
    assert fix.claim_text == "The indemnification cap is $2 million per incident."
    assert fix.unit_text == "**The indemnification cap is $2 million per incident.**"


def test_no_correction_without_a_differing_number() -> None:
    contradicted = result(Verdict.CONTRADICTED)
    assert substitute_values("The cap does not apply.", "The cap does not apply.", contradicted.findings) is None
    twice = "The cap is $5 million, or $5 million per incident."
    assert substitute_values(twice, twice, contradicted.findings) is None  # ambiguous: which one?
    assert substitute_values("The cap is $5 million.", "The cap is $5 million.", []) is None


@pytest.mark.parametrize(
    ("proposal", "expected"),
    [
        ("The cap is &#36;2 million &amp; it applies.", "The cap is $2 million & it applies."),
        ("&amp;amp; doubled", "& doubled"),
        ('"The cap is $2 million."', "The cap is $2 million."),
        ("```\nThe cap is $2 million.\n```", "The cap is $2 million."),
        ("The cap\nis $2 million.", "The cap is $2 million."),
        ("   ", None),
        ("The cap is $5 million.", None),
        ("x" * 2000, None),
    ],
)
def test_writer_proposals_are_cleaned(proposal: str, expected: str | None) -> None:
    assert clean_proposal(proposal, "The cap is $5 million.") == expected
