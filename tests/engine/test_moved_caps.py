"""A cap or a floor given at another value is another rule, whether its number is written in digits or in words,
unless the claim only rounds it; and a word's "-ied" and "-ies" forms are one word to the index."""

from __future__ import annotations

import pytest

from engine import Config, verify
from engine.lexical import stem
from engine.numbers import compare_numbers

LEAVE = "Up to five days of unused annual leave may be carried over into the next leave year."


@pytest.mark.parametrize(
    "claim",
    [
        "Employees may carry over up to ten days of unused leave.",  # ten is the nearest ten to five: no rounding
        "Staff can carry over up to 6 days.",
        "Staff can carry over up to six days.",
    ],
)
def test_a_cap_given_at_another_value_does_not_agree(claim):
    assert compare_numbers(claim, LEAVE).status != "ok"


@pytest.mark.parametrize(
    "claim, source",
    [
        ("Staff can carry over up to five days.", LEAVE),
        ("Staff can carry over up to 5 days.", LEAVE),
        ("Over 1,000 people came.", "More than 1,200 people came."),  # a floor written rounder
        ("More than 100 shops took part.", "More than 130 shops took part."),
        ("It lasts up to two weeks.", "It lasts up to 14 days."),
    ],
)
def test_the_same_cap_or_a_floor_written_rounder_agrees(claim, source):
    assert compare_numbers(claim, source).status == "ok"


def test_a_moved_cap_is_not_verified_by_a_sentence_that_copies_the_rest():
    report = verify("Employees may carry over up to ten days of unused leave into the next leave year.", [LEAVE],
                    config=Config(offline=True, db_path=""))  # fmt: skip
    assert report.status is not None and report.status.value != "VERIFIED"


def test_ied_and_ies_forms_are_one_word():
    assert stem("allied") == stem("allies") == stem("ally")
    assert stem("carried") == stem("carries") == stem("carry")
    assert stem("tied") == "tied" and stem("died") == "died"  # too short to stem


RAIL = (
    "No trains will run between Carnford and Hale Junction on Saturday 22 and Sunday 23 March. "
    "Journeys will take up to 40 minutes longer than usual."
)


@pytest.mark.parametrize(
    "claim, source, bounded",
    [
        ("The hall seats 500 people.", "The hall seats up to 500 people.", "up to 500"),
        ("Your deposit is covered: the limit is £85,000.", "Deposits are covered up to £85,000.", "up to £85,000"),
        # a source figure with no bound is no bound, whatever the claim's own bound lets through
        ("Just over 3.2 million people voted.", "The electorate was 4,812,300.", None),
        ("Notice must be at least two months long.", "7.1 The fixed term is 12 months.", None),
    ],
)
def test_only_a_figure_the_source_bounds_is_stated_only_as_a_bound(claim, source, bounded):
    check = compare_numbers(claim, source)
    assert [stated.text for _, stated in check.bounded] == ([bounded] if bounded else [])


def test_a_bound_on_a_measure_is_borne_out_only_by_that_measure():
    # "22" is a day of the month: nothing about how long a journey takes, so the reason must not say the source
    # gives "only 22" for the claim's "as much as 40 minutes".
    claim = "The replacement bus stops at every station and adds as much as 40 minutes."
    check = compare_numbers(claim, RAIL.split(". ")[0])
    assert check.status == "missing" and not check.bounded
    assert compare_numbers(claim, RAIL).status == "ok"
    assert compare_numbers("It adds under 45 minutes.", "It adds 40 minutes.").status == "ok"
    report = verify(claim, sources=[RAIL], config=Config(offline=True, db_path="", verifier=False))
    assert not any("22" in f.reason for c in report.claims for f in c.findings)


def test_a_cap_converted_to_another_unit_agrees():
    # 10 cm is 3.94 inches: the same cap, converted and rounded
    check = compare_numbers("Branches up to 4 inches thick are accepted.", "Small branches up to 10 cm thick.")
    assert [(a.text, b.text) for a, b in check.matched] == [("4 inches", "10 cm")]


def test_a_cap_converted_to_another_value_does_not_agree():
    assert not compare_numbers("Branches up to 8 inches thick are accepted.", "Branches up to 10 cm thick.").matched
