"""Figures an answer works out and words as a bound, a change or a conversion: each is held to the stated figures
by arithmetic, never by its words alone."""

from __future__ import annotations

import pytest

from engine.detectors._worked_out import unstated_figures

FELL = "Fly-tipping incidents fell from 2,900 to 2,486."


@pytest.mark.parametrize(
    ("claim", "unstated"),
    [
        ("Fly-tipping dropped too, by a little over 400 cases to 2,486.", []),  # 414: on the bound's side, near it
        ("Fly-tipping fell by a little under 420 cases to 2,486.", []),
        ("Fly-tipping dropped by just over 500 cases to 2,486.", ["500"]),  # 414 is not over 500
        ("Fly-tipping dropped by just under 400 cases to 2,486.", ["400"]),  # 414 is not under 400
    ],
)
def test_a_bound_is_worked_out_only_from_a_value_on_its_side_of_it(claim: str, unstated: list[str]) -> None:
    assert [f.text for f in unstated_figures(claim, FELL)] == unstated


def test_a_count_after_by_is_a_difference_only_after_a_verb_of_change() -> None:
    # "visited by 6 million people" names who visited, not a gap between two figures
    assert [
        f.text
        for f in unstated_figures("It was visited by 6 million people.", "It drew 7.4 million, up from 1.4 million.")
    ] == ["6 million"]


@pytest.mark.parametrize(
    ("claim", "unstated"),
    [
        ("Your checked bag can weigh up to 50 lb — roughly 23 kg.", []),  # 50 lb is 22.7 kg
        ("Your checked bag can weigh up to 50 lb — roughly 30 kg.", ["30 kg"]),
    ],
)
def test_a_figure_the_claim_restates_in_another_unit_is_held_to_its_conversion(claim: str, unstated: list[str]) -> None:
    assert [f.text for f in unstated_figures(claim, "Checked bags may weigh up to 50 lb.")] == unstated


def test_a_bound_past_its_reach_is_not_worked_out() -> None:
    from engine.detectors._worked_out import worked_out_from
    from engine.numbers import quantities_of

    def worked_out(claim: str, figure: str) -> bool:
        (found,) = [q for q in quantities_of(claim) if q.text == figure]
        return worked_out_from(claim, found, FELL, quantities_of(FELL))

    assert worked_out("Fly-tipping fell by a little over 400 cases to 2,486.", "400")  # 414
    assert not worked_out("Fly-tipping fell by a little over 380 cases to 2,486.", "380")  # 414 is past 380 + 19


def test_a_count_of_years_given_as_a_bound_is_held_to_the_years_as_written() -> None:
    source = "The first twin was born in August 2012. The second arrived in November 2018."
    assert unstated_figures("She was born over six years before her twin, in 2012.", source) == []


@pytest.mark.parametrize(
    ("claim", "unstated"),
    [
        ("Ten separate adult swims would cost you £52.", []),  # 10 x £5.20: the claim's own example
        ("Ten separate adult swims would cost you £60.", ["Ten", "£60"]),
        ("Ten adult swims cost £52 and 4 children came.", ["4"]),  # a count the claim prices by is its own, no other
    ],
)
def test_a_sum_for_a_count_the_claim_names_is_that_count_times_a_stated_price(claim: str, unstated: list[str]) -> None:
    source = "Pay as you go: adult swim £5.20, child swim £3.10."
    assert [f.text for f in unstated_figures(claim, source)] == unstated


def test_a_sum_for_a_count_is_held_to_the_price_the_claim_gives() -> None:
    # 4 x €30 is €120, but the claim prices the bag at €35: its total is held to that price, not to another fare
    source = "A first checked bag costs €35 online. Seat selection costs €30."
    claim = "The bag costs €35 each way, so for 4 flights €120 in total."
    assert [f.text for f in unstated_figures(claim, source)] == ["4", "€120"]
    assert unstated_figures("The bag costs €35 each way, so for 4 flights €140 in total.", source) == []
