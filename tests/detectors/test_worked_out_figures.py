"""Times of day and durations worked out on the clock, and counts of a list the claim gives: they excuse a figure the
window does not write, and nothing else (engine/detectors/_clock_sums.py, _worked_out.py)."""

from __future__ import annotations

import pytest

from engine.detectors._clock_sums import clock_worked_out
from engine.detectors._worked_out import unstated_figures
from engine.numbers import quantities_of

WINDOW = (
    "Journey time is 2 hours 35 minutes for all services except the 16:30, which runs non-stop and takes 1 hour 55 "
    "minutes."
)


@pytest.mark.parametrize(
    ("claim", "unstated"),
    [
        ("The 16:30 gets into Port Allan at 18:25.", []),  # 16:30 + 1 h 55
        ("It is 40 minutes quicker than the others.", []),  # 2 h 35 − 1 h 55
        ("Leave on it and you arrive at 6.25pm.", []),  # the 12-hour clock, the same time
        ("The 16:30 gets into Port Allan at 18:35.", ["18"]),
        ("It is 50 minutes quicker than the others.", ["50 minutes"]),
    ],
)
def test_a_time_or_a_gap_is_worked_out_only_when_the_clock_gives_it(claim: str, unstated: list[str]) -> None:
    assert [q.text for q in unstated_figures(claim, WINDOW)] == unstated


def test_a_claims_own_duration_is_no_part_of_a_gap() -> None:
    """ "40 minutes" is not the gap between itself and an 80 the source gives."""
    claim = "The walk takes 40 minutes."
    figure = quantities_of(claim)[0]
    assert not clock_worked_out(claim, figure, "The walk takes 80 minutes.")


@pytest.mark.parametrize("text", ["99:99 and 25 hours", "🙂 at 7 pm " * 200, "1" * 400 + " minutes", "a hour"])
def test_odd_text_never_raises(text: str) -> None:
    for figure in quantities_of(text):
        clock_worked_out(text, figure, text)


@pytest.mark.parametrize(
    ("claim", "unstated"),
    [
        ("Oakhill opens just three days a week, Tuesday, Thursday and Saturday.", []),
        ("Oakhill opens four days a week, Tuesday, Thursday and Saturday.", ["four"]),  # miscounted
        ("Oakhill opens three days a week, Monday, Thursday and Saturday.", ["three"]),  # an item the window lacks
    ],
)
def test_a_count_of_the_list_the_claim_gives_is_stated_by_the_list(claim: str, unstated: list[str]) -> None:
    window = "Oakhill is open Tuesday, Thursday and Saturday, 10:00–16:00."
    assert [q.text for q in unstated_figures(claim, window)] == unstated


@pytest.mark.parametrize(
    ("claim", "unstated"),
    [
        ("The bridge had opened more than 40 years earlier, in 1932.", []),  # 1973 − 1932 = 41
        ("It followed over 41 years later.", []),  # years alone do not say the months: 41 may be "over 41"
        ("The bridge had opened more than 30 years earlier, in 1932.", ["30 years"]),  # 41 is far past "more than 30"
        ("The bridge had opened less than 40 years earlier, in 1932.", ["40 years"]),  # the wrong side
    ],
)
def test_a_count_of_years_given_as_a_bound_holds_the_gaps_on_its_side(claim: str, unstated: list[str]) -> None:
    window = "The Opera House opened in October 1973. The Harbour Bridge opened on 19 March 1932."
    assert [q.text for q in unstated_figures(claim, window)] == unstated
