"""A figure said to be N times another figure of the same sentence is held to their ratio (engine/detectors/
_arith_multiples.py): a wrong multiple is contradicted with the ratio computed; rounded, bounded and unread
multiples are not."""

from __future__ import annotations

import pytest
from detector_kit import claim

from engine.detectors.arithmetic import check_claim
from engine.types import Verdict


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        (
            "It ended up costing A$102 million, roughly 20 times the original A$7 million estimate.",
            "A$102 million / A$7 million is 14.57×, not roughly 20 times",
        ),
        ("London has 9 million people, about three times Birmingham's 1.1 million.",
         "9 million / 1.1 million is 8.18×, not about three times"),
        ("The shop took £612,000, over four times the £250,000 given in donations.",
         "£612,000 / £250,000 is 2.448×, not over four times"),
        ("The larger tank holds 30 litres, twice the 20 litres of the small one.",
         "30 litres / 20 litres is 1.5×, not twice"),
        ("Its 16.5 g of protein is almost three times the 4 g in the yogurt.",
         "16.5 / 4 is 4.125×, not almost three times"),
    ],
)  # fmt: skip
def test_a_wrong_multiple_is_contradicted_with_the_ratio(text: str, reason: str) -> None:
    finding = check_claim(claim(text))
    assert finding is not None and finding.verdict is Verdict.CONTRADICTED
    assert finding.rule_id == "arithmetic.wrong_result"
    assert finding.reason == reason


@pytest.mark.parametrize(
    "text",
    [
        # rounded as answers round them, or within the bound they say
        "Lowland recorded 46 cases, roughly five times the 9 seen a year earlier.",
        "Up to 450 g, roughly 30 times the weight of a 15 g Sungold cherry.",
        "The shop took £612,000, over four times the £150,000 given in donations.",
        "Its 16.5 g of protein is almost three times the 6 g in the yogurt.",
        "Harbour Maritime drew 42,000 visitors, exactly ten times the 4,200 of the Weavers' Cottage.",
        # a frequency, an ambiguous comparative, a missing or unlike second figure: not read
        "The 186-seat jet will fly the route four times a week from 29 March.",
        "The new chip runs 40 jobs, three times faster than the 12 of the old one.",
        "The summit is 9 km high, nearly two and a half times the height of Everest.",
        "A third of the 300 children, more than four times Hillcrest's 8%, are affected.",
        "Clients may retry up to three times, waiting at least 2 seconds between attempts.",
    ],
)
def test_a_fair_or_unread_multiple_is_no_contradiction(text: str) -> None:
    finding = check_claim(claim(text))
    assert finding is None or finding.verdict is not Verdict.CONTRADICTED
