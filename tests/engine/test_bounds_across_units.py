"""A bound held against a figure in another unit. Three readings that let a false bound agree:

- converted, a bound was allowed the claim's own rounding: "more than 3 months" agreed with "11 weeks" (2.53
  months, within half a month of 3); a bound now holds the converted figure within the span figure's rounding only
  ("more than 5 km" still agrees with "3.1 miles", 4.99 km written to a tenth of a mile);
- written in words, the two figures were compared as bare counts: "more than three months" agreed with "eleven
  weeks" because 11 is more than 3; words in different units now agree only converted;
- a day of a month counted as a second figure of the span's kind, so "under three months" against "begin on 6 May
  and to last eleven weeks" wanted words in common before it agreed with the eleven weeks it converts to; with the
  day no longer counted, a bare figure ("Saturday 22 and Sunday 23 March", whose 22 is read as no day) bears out a
  bound on a measure ("as much as 40 minutes") only as the bound's own figure ("timeout=30": "up to 30 seconds").
"""

from __future__ import annotations

import pytest

from engine.numbers import compare_numbers

WORK = "Work is scheduled to begin on 6 May and to last eleven weeks."


@pytest.mark.parametrize(
    ("claim", "span", "holds"),
    [
        ("It takes more than 3 months.", "Work will last 11 weeks.", False),
        ("It takes under 3 months.", "Work will last 11 weeks.", True),
        ("The trail is more than 5 km long.", "The trail is 3.1 miles long.", True),
        ("It weighs under 2 kg.", "It weighs 4.5 lb.", False),
        ("It weighs over 2 kg.", "It weighs 4.4 lb.", True),
        ("It takes more than three months.", "Work will last eleven weeks.", False),
        ("It takes under three months.", "Work will last eleven weeks.", True),
        ("It takes about three months.", "Work will last 13 weeks.", True),
        ("The job should take a little under three months.", WORK, True),
        ("The job should take more than three months.", WORK, False),
        # a bare figure bears out a bound on a measure only as the bound's own figure
        ("It waits up to 30 seconds per attempt.", "Call fetch(timeout=30); the timeout is in seconds.", True),
        ("It waits up to 40 minutes.", "Closed on Saturday 22 and Sunday 23 March.", False),
    ],
)
def test_a_bound_agrees_with_a_figure_in_another_unit_only_converted(claim: str, span: str, holds: bool) -> None:
    assert (compare_numbers(claim, span).status == "ok") is holds
