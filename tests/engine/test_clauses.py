"""A claim that joins two clauses of its sentence: "Apple acquired Nest" against "Apple acquired Beats, and Google
acquired Nest". Each false claim below was VERIFIED before: every one of its words is in the sentence."""

from __future__ import annotations

import pytest

from engine import Config, verify
from engine.detectors._clauses import clauses

OFFLINE = Config(offline=True, db_path="")

DEALS = "Apple acquired Beats, and Google acquired Nest."
COACHES = "Smith coached Arsenal, while Jones coached Chelsea."
BOOKS = "The novel was written by Austen; the play was written by Shakespeare."
OPENINGS = "The museum opened in 1990, and the library opened in 1995."
CUP = "The team won the cup in 2010 but lost the final in 2012."


def status(claim: str, source: str) -> tuple[str, list[str]]:
    report = verify(claim, [source], config=OFFLINE)
    assert report.status is not None
    return report.status.value, [f.reason for r in report.claims for f in r.findings]


def test_clauses_leave_out_what_joins_them() -> None:
    assert clauses(DEALS) == ["Apple acquired Beats", "Google acquired Nest"]
    assert clauses(COACHES) == ["Smith coached Arsenal", "Jones coached Chelsea"]


@pytest.mark.parametrize(
    ("source", "claim", "apart"),
    [
        (DEALS, "Apple acquired Nest.", "“Apple acquired Beats” and “Google acquired Nest” apart"),
        (DEALS, "Google acquired Beats.", "“Google acquired Nest” and “Apple acquired Beats” apart"),
        (COACHES, "Smith coached Chelsea.", "“Smith coached Arsenal” and “Jones coached Chelsea” apart"),
        (BOOKS, "The novel was written by Shakespeare.", "“The novel was written by Austen”"),
        (OPENINGS, "The library opened in 1990.", "“the library opened in 1995”"),
    ],
)
def test_a_claim_joining_two_clauses_is_not_supported(source: str, claim: str, apart: str) -> None:
    verdict, reasons = status(claim, source)
    assert verdict == "CAUTION"
    assert any(apart in reason and "the claim joins them" in reason for reason in reasons), reasons


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        (DEALS, "Apple acquired Beats."),
        (DEALS, "Google acquired Nest."),
        (COACHES, "Jones coached Chelsea."),
        (OPENINGS, "The museum opened in 1990."),
        (OPENINGS, "The library opened in 1995."),
        (CUP, "The team won the cup in 2010."),
        ("Apple acquired Beats in 2014, and Apple acquired Shazam in 2018.", "Apple acquired Shazam in 2018."),
        ("Tom scored 3 goals and Ann scored 5 goals in the final.", "Tom scored 3 goals in the final."),
        ("The film, directed by Ann Lee, won the award in 2004.", "The film won the award in 2004."),
        ("Born in Paris, Marie moved to Warsaw as a child.", "Marie moved to Warsaw as a child."),
        ("He played for Arsenal, and later he coached Chelsea.", "He later coached Chelsea."),
        ("The river, which flows through Vienna, reaches the Black Sea.", "The river reaches the Black Sea."),
        ("In 2019, the firm hired 40 engineers, and in 2020 it hired 60 more.", "The firm hired 40 engineers in 2019."),
    ],
)
def test_a_claim_true_to_one_clause_is_supported(source: str, claim: str) -> None:
    verdict, reasons = status(claim, source)
    assert verdict == "VERIFIED", reasons


RELATIVE = (
    "Ortiz founded the firm with Kim, who later left to start Bolt. The museum, which opened in 1990, holds 4,000 "
    "paintings. Smith met Jones, who had won the prize in 2001. The firm, which employs 200 people, was sold to "
    "Bolt for $5 million."
)


@pytest.mark.parametrize(
    ("claim", "reason"),
    [
        ("Ortiz later left to start Bolt.", "says “who later left to start Bolt” of Kim, not of Ortiz"),
        ("Smith had won the prize in 2001.", "says “who had won the prize in 2001” of Jones, not of Smith"),
        ("Bolt employs 200 people.", "says “which employs 200 people” of the firm, not of Bolt"),
    ],
)
def test_what_a_who_clause_says_of_another_name_is_not_supported(claim: str, reason: str) -> None:
    verdict, reasons = status(claim, RELATIVE)
    assert verdict == "CAUTION" and f"source 1 {reason}" in reasons


@pytest.mark.parametrize(
    "claim",
    [
        "Kim later left to start Bolt.",
        "Jones had won the prize in 2001.",
        "The museum opened in 1990.",
        "The museum holds 4,000 paintings.",
        "The firm employs 200 people.",
        "The firm was sold to Bolt for $5 million.",
    ],
)
def test_what_a_who_clause_says_of_its_own_name_is_supported(claim: str) -> None:
    verdict, reasons = status(claim, RELATIVE)
    assert verdict == "VERIFIED", reasons


OWN_SUBJECT = (
    "Smith was born in Leeds. He moved to London in 1990, where his son was born. The club was founded in 1892, "
    "when Queen Victoria ruled."
)


@pytest.mark.parametrize(
    ("claim", "reason"),
    [
        ("Smith was born in London.", "says “where his son was born” of his son, not of the claim's subject"),
        ("Queen Victoria founded the club.", "says of Queen Victoria only “when Queen Victoria ruled”"),
    ],
)
def test_a_where_or_when_clause_with_its_own_subject_is_read_apart(claim: str, reason: str) -> None:
    verdict, reasons = status(claim, OWN_SUBJECT)
    assert verdict == "CAUTION" and f"source 1 {reason}" in reasons


@pytest.mark.parametrize(
    "claim",
    ["Smith's son was born in London.", "Smith moved to London in 1990.", "The club was founded in 1892."],
)
def test_what_each_clause_says_of_its_own_subject_is_supported(claim: str) -> None:
    verdict, reasons = status(claim, OWN_SUBJECT)
    assert verdict == "VERIFIED", reasons
