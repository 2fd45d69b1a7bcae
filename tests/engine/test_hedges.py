"""A source that hedges ("may", "allegedly", "is expected to") does not bear out a claim that states it flatly."""

from __future__ import annotations

import pytest

from engine import Config, Verdict, verify

SOURCE = [
    "The drug may reduce the risk of heart attacks in older patients, according to a 2019 trial. "
    "Researchers believe the vaccine could prevent up to 40% of cases. The suspect allegedly stole three cars. "
    "The bridge is expected to open in 2025. He could not attend the ceremony. "
    "The carcass has been buried and the skeleton will be recovered for study and possibly for display in museums."
]
OFFLINE = Config(offline=True, db_path="")


def grounding_of(answer: str) -> tuple[Verdict, str]:
    report = verify(answer, SOURCE, config=OFFLINE)
    (result,) = [r for r in report.claims if r.claim.check_worthy]
    return result.verdict, next(f.reason for f in result.findings if f.detector == "grounding")


@pytest.mark.parametrize(
    ("answer", "hedge"),
    [
        ("The drug reduces the risk of heart attacks in older patients.", "may"),
        ("The drug will reduce the risk of heart attacks in older patients.", "may"),
        ("The vaccine prevents up to 40% of cases.", "believe"),
        ("The suspect stole three cars.", "allegedly"),
        ("The bridge will open in 2025.", "is expected to"),
        ("The skeleton will be put on display in museums.", "possibly"),
    ],
)
def test_a_hedged_statement_stated_as_fact_is_not_supported(answer: str, hedge: str) -> None:
    verdict, reason = grounding_of(answer)
    assert verdict is Verdict.UNVERIFIABLE
    assert reason == f"source 1 says it only with “{hedge}”; the claim states it as fact"


@pytest.mark.parametrize(
    "answer",
    [
        "The drug may reduce the risk of heart attacks in older patients.",  # the hedge kept
        "The suspect reportedly stole three cars.",  # a hedge of its own
        "He did not attend the ceremony.",  # "could not" is no hedge
        "The carcass has been buried.",  # "possibly" reaches only the display, past "and"
        "The skeleton will be recovered for study.",
    ],
)
def test_a_hedge_kept_or_about_something_else_does_not_block_support(answer: str) -> None:
    verdict, reason = grounding_of(answer)
    assert verdict is Verdict.SUPPORTED, reason


PLANS = [
    "If the bill passes, taxes will rise next year. The company plans to open 50 stores in 2025. "
    "The minister denied that the deal was signed. The proposal, rejected in 2019, would have cut taxes. "
    "Leonard would win their third fight in 1989 by a points landslide. Prices will fall in the spring unless "
    "demand recovers."
]


@pytest.mark.parametrize(
    ("answer", "hedge"),
    [
        ("Taxes will rise next year.", "if"),
        ("Prices will fall in the spring.", "unless"),
        ("The company opened 50 stores in 2025.", "plans to"),
        ("The deal was signed.", "denied"),
        ("The proposal cut taxes.", "would have"),
    ],
)
def test_a_condition_a_plan_or_a_denial_stated_as_fact_is_not_supported(answer: str, hedge: str) -> None:
    report = verify(answer, PLANS, config=OFFLINE)
    (result,) = report.claims
    assert result.verdict is Verdict.UNVERIFIABLE
    reason = next(f.reason for f in result.findings if f.detector == "grounding")
    assert reason == f"source 1 says it only with “{hedge}”; the claim states it as fact"


@pytest.mark.parametrize(
    "answer",
    [
        "If the bill passes, taxes will rise next year.",
        "The company plans to open 50 stores in 2025.",
        "Leonard would win their third fight in 1989.",  # a narrative's "would" is no hedge
    ],
)
def test_the_same_with_its_condition_or_plan_or_a_narrative_would_is_supported(answer: str) -> None:
    report = verify(answer, PLANS, config=OFFLINE)
    assert report.status is not None and report.status.value == "VERIFIED"


PAST = [
    "The tower was the tallest building in the world until 1931. Lena Ortiz, the former CEO of Acme, lives in "
    "Paris. He served as mayor until his death in 1990."
]


@pytest.mark.parametrize(
    ("answer", "mark"),
    [
        ("The tower is the tallest building in the world.", "until 1931"),
        ("Lena Ortiz is the CEO of Acme.", "former CEO"),
        ("He serves as mayor.", "until his death"),
    ],
)
def test_what_held_only_in_the_past_stated_in_the_present_is_not_supported(answer: str, mark: str) -> None:
    (result,) = verify(answer, PAST, config=OFFLINE).claims
    reason = next(f.reason for f in result.findings if f.detector == "grounding")
    assert result.verdict is Verdict.UNVERIFIABLE
    assert reason == f"source 1 says it held only in the past (“{mark}”); the claim says it holds"


@pytest.mark.parametrize(
    "answer",
    [
        "The tower was the tallest building in the world until 1931.",
        "The tower was the tallest building in the world.",
        "Lena Ortiz lives in Paris.",
        "Lena Ortiz is the former CEO of Acme.",
    ],
)
def test_what_held_in_the_past_said_so_is_supported(answer: str) -> None:
    report = verify(answer, PAST, config=OFFLINE)
    assert report.status is not None and report.status.value == "VERIFIED"


SCOPE = [
    "Acme is one of the largest robot makers in Europe. Many residents opposed the plan. The medicine often "
    "causes mild headaches. The bridge is partly closed for repairs. Only 20% of the funds were spent. About a "
    "third of the budget goes to schools. The law applies to companies with more than 50 employees."
]


@pytest.mark.parametrize(
    ("answer", "reason"),
    [
        ("Acme is the largest robot maker in Europe.", "says “one of the largest”; the claim says it is the one"),
        ("Most residents opposed the plan.", "says “many”, not “most”"),
        ("All residents opposed the plan.", "says “many”, not “all”"),
        ("The medicine always causes mild headaches.", "says “often”, not “always”"),
        ("The bridge is closed for repairs.", "says it only with “partly”; the claim states it as fact"),
        ("All of the funds were spent.", "says “Only 20%”, not “all”"),
        ("Most of the budget goes to schools.", "says “a third”, not “most”"),
        ("The law applies to all companies.", "says “companies with more than 50 employees”, not “all companies”"),
    ],
)
def test_a_claim_that_says_more_than_its_source_is_not_supported(answer: str, reason: str) -> None:
    (result,) = verify(answer, SCOPE, config=OFFLINE).claims
    assert result.verdict is Verdict.UNVERIFIABLE
    assert any(f.reason == f"source 1 {reason}" for f in result.findings), [f.reason for f in result.findings]


@pytest.mark.parametrize(
    "answer",
    [
        "Acme is one of the largest robot makers in Europe.",
        "Some residents opposed the plan.",  # less than the source says is still true
        "The medicine sometimes causes mild headaches.",
        "The bridge is partly closed for repairs.",
        "A third of the budget goes to schools.",
        "The law applies to companies with more than 50 employees.",
    ],
)
def test_a_claim_that_says_as_much_or_less_is_supported(answer: str) -> None:
    report = verify(answer, SCOPE, config=OFFLINE)
    assert report.status is not None and report.status.value == "VERIFIED", [
        f.reason for r in report.claims for f in r.findings
    ]


@pytest.mark.parametrize(
    "claim",
    [
        "Prices will fall in the spring as long as demand does not recover.",
        "Prices will fall in the spring, provided demand stays weak.",
        "Prices will fall in the spring so long as demand stays weak.",
    ],
)
def test_a_claim_with_a_condition_of_its_own_in_other_words_keeps_the_sources(claim: str) -> None:
    from engine.hedges import hedge_dropped

    source = "Prices will fall in the spring unless demand recovers."
    assert hedge_dropped(claim, source) is None
    assert hedge_dropped("Prices will fall in the spring.", source) == "unless"  # without one, the condition is lost
