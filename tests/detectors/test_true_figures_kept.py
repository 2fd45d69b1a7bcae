"""True figures written another common way are not contradicted: a round conversion, a financial year, a discount
next to a range, a time on the other clock, a denial opening a numbered clause. Errors written those ways still are."""

from __future__ import annotations

import pytest

from engine.clock import clock_hour
from engine.detectors.arithmetic import reading
from engine.negation import negations
from engine.numbers import compare_numbers, quantities_of


def _wrong(text: str) -> list[str]:
    return [f"{c.expression} → {c.claimed}" for c in reading(text).wrong]


@pytest.mark.parametrize(
    "text",
    [
        "Roast at 425 °F (220 °C) for half an hour.",
        "The lake is 120 km (75 miles) long, or 75 miles (120 km).",
        "Set the oven to 200 °C (390 °F).",
        "It weighs 1,000 kg (2,200 lb).",
    ],
)
def test_a_conversion_written_as_a_round_figure_is_no_error(text: str) -> None:
    assert _wrong(text) == []


@pytest.mark.parametrize(
    "text",
    [
        "Roast at 425 °F (180 °C).",  # off by far more than rounding
        "The walk is 3 miles (10 km).",  # 4.8 km: rounds to 0 at tens, but is half the figure
        "It is 40 km (20 miles) from town.",  # 24.9 miles rounds to 20 at tens, yet is a fifth off
        "Water boils at 100 °C (200 °F).",
    ],
)
def test_a_round_figure_far_from_the_conversion_is_still_wrong(text: str) -> None:
    assert _wrong(text)


@pytest.mark.parametrize("text", ["Its deficit for 2019/20 was £41,000.", "The budget for 1999/2000 is £38,000."])
def test_a_financial_year_is_no_division(text: str) -> None:
    assert _wrong(text) == []


def test_a_division_that_looks_like_two_years_apart_is_still_read() -> None:
    assert _wrong("The grant for 2019/21 was £41,000.")


def test_a_discount_is_not_the_size_of_a_range_after_it() -> None:
    assert _wrong("Members get 20% off, and groups from 10 to 30 pay £5 each.") == []
    assert _wrong("The price went from 50 to 40, a 10% cut.")  # a real change, wrongly sized, is still read


@pytest.mark.parametrize(
    ("text", "hour"),
    [("at 6:30 pm", 18), ("at 12 am", 0), ("at 12:15 pm", 12), ("at 9 a.m.", 9), ("at 18:30", 18), ("at 7 pm", 19)],
)
def test_a_time_of_day_is_read_on_the_24_hour_clock(text: str, hour: int) -> None:
    first = quantities_of(text)[0]
    assert clock_hour(text, first) == hour


@pytest.mark.parametrize("text", ["about 6 people", "won 3:1 at home", "a ratio of 2:1"])
def test_a_count_a_score_or_a_ratio_is_no_hour(text: str) -> None:
    assert clock_hour(text, quantities_of(text)[0]) is None


def test_a_time_on_either_clock_agrees_and_another_time_does_not() -> None:
    assert compare_numbers("Doors open at 7:45 pm.", "Doors open at 19:45.").status == "ok"
    assert compare_numbers("Doors open at 8:45 pm.", "Doors open at 19:45.").status == "mismatch"
    assert compare_numbers("The last bus is at 11 pm.", "The last bus leaves at 23:00.").status == "ok"


@pytest.mark.parametrize(
    ("claim", "source", "status"),
    [
        ("The coach leaves at 1:10.", "Pupils leave school by coach at 13:10.", "ok"),  # the 12-hour clock
        ("The coach leaves at 13:10.", "Pupils leave school by coach at 1:10.", "ok"),
        ("The coach leaves at 2:10.", "Pupils leave school by coach at 13:10.", "mismatch"),  # another hour
        ("The coach leaves at 01:10.", "Pupils leave school by coach at 13:10.", "mismatch"),  # a 24-hour time
        ("The coach leaves at 1:10 am.", "Pupils leave school by coach at 13:10.", "mismatch"),  # the other half
    ],
)
def test_a_time_with_minutes_and_no_am_or_pm_is_on_either_half_of_the_day(claim: str, source: str, status: str) -> None:
    assert compare_numbers(claim, source).status == status


@pytest.mark.parametrize(
    "source",
    [
        "Terms. 2.3 No refund is given after 14 days.",
        "Terms.\n(c) No refund is given after 14 days.",
        "2.3 No refund is given after 14 days.",
        "Terms: • No refund is given after 14 days.",
    ],
)
def test_a_denial_opening_a_numbered_clause_denies(source: str) -> None:
    assert negations(source)


@pytest.mark.parametrize("title", ["We saw Apollo 13 Not Out twice.", "She sang I'm Not There."])
def test_a_capitalised_denial_inside_a_title_still_denies_nothing(title: str) -> None:
    assert negations(title) == []


def test_a_hedged_sum_of_money_agrees_with_the_sums_figure_whatever_counts_the_sentence_also_gives() -> None:
    claim = "Subscriptions made up the bulk of it, just under $400 million."
    span = "Subscription revenue accounted for $397 million of the total. It ended the quarter with 12,400 customers."
    check = compare_numbers(claim, span)
    assert check.status == "ok" and [(c.text, s.text) for c, s in check.matched] == [("$400 million", "$397 million")]
    # two sums of money the hedge allows: only one said in the same words agrees, as before (here neither is)
    two = "Subscription revenue was $397 million, and services brought in $398 million."
    assert compare_numbers("Subscriptions made up the bulk, just under $400 million.", two).status != "ok"
    # a wrong sum is still no agreement
    assert compare_numbers("Subscriptions made just under $300 million.", span).status != "ok"
