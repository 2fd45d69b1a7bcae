"""A share said as "N in M" ("nearly four in ten patients") is a percentage: people round it to the nearest M-th, so
it agrees with a percent of the sentence within half an M-th (5 points at most), below it only after "nearly" and
above it only after "over". Written alike in the sentence ("7 out of 10" on an index), its figures agree as they
stand, and a rating out of another still contradicts."""

from __future__ import annotations

import pytest

from engine.number_bounds import share_said
from engine.numbers import compare_numbers, quantities_of

NAUSEA = "Nausea was the most common side effect, reported by 38% of patients on the drug."


@pytest.mark.parametrize(
    "claim",
    [
        "Nausea hit nearly four in ten patients on the drug.",
        "Nausea hit about two in five patients.",
        "Nausea hit 4 out of 10 patients.",
    ],
)
def test_a_share_in_words_agrees_with_the_percent_it_rounds(claim: str) -> None:
    check = compare_numbers(claim, NAUSEA)
    assert check.status == "ok", (check.missing, check.mismatches)


@pytest.mark.parametrize(
    "claim",
    [
        "Nausea hit over four in ten patients.",  # over 40%: not 38%
        "Nausea hit three in ten patients.",  # 25-35%
        "Nausea hit one in five patients.",
    ],
)
def test_a_share_the_percent_does_not_round_to_is_unconfirmed(claim: str) -> None:
    assert compare_numbers(claim, NAUSEA).status == "missing"


def test_a_rating_out_of_another_still_contradicts() -> None:
    check = compare_numbers("The trail is rated 4 out of 5.", "The trail is currently rated 3 out of 5.")
    assert check.status == "mismatch"


@pytest.mark.parametrize(
    ("text", "shares"),
    [
        ("It rained four times in ten days.", False),  # no share: "times" stands between
        ("Ten in four is no share.", False),
        ("Nearly four in ten said yes.", True),
    ],
)
def test_only_a_part_in_a_larger_whole_is_a_share(text: str, shares: bool) -> None:
    quantities = quantities_of(text)
    assert any(share_said(text, q, quantities) for q in quantities) is shares


def test_a_share_written_alike_in_the_sentence_still_agrees() -> None:
    # "7 out of 10" may be a rating the sentence gives in the same words: its figures agree as they stand
    check = compare_numbers("It should hit 7 out of 10 on the index.", "Pollution will reach 7 out of 10 on the index.")
    assert check.status == "ok", (check.missing, check.mismatches)
