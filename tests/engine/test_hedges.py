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
