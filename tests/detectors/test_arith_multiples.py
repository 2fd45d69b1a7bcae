"""A figure said to be N times another figure of the same sentence is held to their ratio (engine/detectors/
_arith_multiples.py): a wrong multiple is contradicted with the ratio computed; rounded, bounded and unread
multiples are not."""

from __future__ import annotations

import pytest
from detector_kit import claim

from engine.detectors._arith_multiples import fractions
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
         "16.5 g / 4 g is 4.125×, not almost three times"),
    ],
)  # fmt: skip
def test_a_wrong_multiple_is_contradicted_with_the_ratio(text: str, reason: str) -> None:
    _contradicted_with(text, reason)


def _contradicted_with(text: str, reason: str) -> None:
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


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("In the test the car managed 287 km, a little over three-quarters of its 402 km rating.",
         "287 km / 402 km is 0.714, not a little over three-quarters"),
        ("Sales reached 40, roughly half the 60 of last year.", "40 / 60 is 0.667, not roughly half"),
        ("It has 1,500 staff, about a third of the 3,600 at head office.",
         "1,500 / 3,600 is 0.417, not about a third"),
        ("Revenue was $4.2 million, roughly two fifths of the $8.5m group total.",
         "$4.2 million / $8.5m is 0.494, not roughly two fifths"),
        ("The loan leaves £90,000, a fifth of the property's £300,000 value, uncovered.",
         "£90,000 / £300,000 is 0.3, not a fifth"),
        ("Sales reached 40, more than half the 120 of last year.", "40 / 120 is 0.333, not more than half"),
        ("He ran 14 km, nearly two thirds of the 20 km route.", "14 km / 20 km is 0.7, not nearly two thirds"),
        ("The 40 staff — a third of the 82 on site — went home.", "40 / 82 is 0.488, not a third"),
        ("Only 30 came (about a tenth of the 400 invited).", "30 / 400 is 0.075, not about a tenth"),
        ("The pump moves 90 litres, which is four fifths of the 150 litres of the old one.",
         "90 litres / 150 litres is 0.6, not four fifths"),
    ],
)  # fmt: skip
def test_a_wrong_fraction_is_contradicted_with_the_ratio(text: str, reason: str) -> None:
    _contradicted_with(text, reason)


@pytest.mark.parametrize(
    "text",
    [
        # rounded as answers round them, or within the bound they say
        "The Aurel managed 305 km, about three-quarters of its 402 km rating.",
        "Sales reached 40, roughly half the 82 of last year.",
        "It has 1,200 staff, about a third of the 3,600 at head office.",
        "Contractor Brannock Civil will pay $380,000, about a third of the $1.1 million repair bill.",
        "Her campaign spent £86,000, well under half of Shiel's £214,000.",
        "It raised £9 million at a £40 million valuation, less than half the £95 million of 2021.",
        "Divers have raised 1,400 coins, just under half of the roughly 3,000 in the ship's cargo.",
        "He ran 12 km, exactly three fifths of the 20 km route.",
        "For the lawn you need 2.45 kg, which is about half of the 5 kg bag.",
        # a fraction not set after its part, of time, a change, a percentage or of unlike figures: not read
        "After 2 rounds, half the 82 players were out.",
        "Aged 12, half the 40 pupils in the class passed.",
        "Only 1 in 4, a quarter of the 400 surveyed, agreed.",
        "There were 87 admissions, and about half of those patients were 75 or older.",
        "It took 20 minutes, half an hour less than the 50 minutes before.",
        "Tickets cost £10, half-price for the 40 children.",
        "He scored 40 points, a third less than the 60 last year.",
        "Kick-off is at 3, a quarter past the 2 pm start of the other game.",
        "She scored 12 in the first half and 20 in the second half of the 82-minute match.",
        "Growth was 7%, little more than half the 13% of 2023.",
        "Half of the 40 staff work remotely, and 5 of them part time.",
        "He ran 16 km, four fifths of the 20 miles route.",
        "The trust will raise £420,000 a year, half of which, £210,000, goes to patients.",
    ],
)
def test_a_fair_or_unread_fraction_is_no_contradiction(text: str) -> None:
    test_a_fair_or_unread_multiple_is_no_contradiction(text)


@pytest.mark.parametrize(
    "text",
    [
        "🚗 managed 287 km 🔋, about three-quarters 🤔 of its 402 km rating 🎉.",
        f"It has {'9' * 400} staff, about half the {'8' * 400} at head office.",
        f"It has 5 staff, about half the {'9' * 400} at head office, and {'1' * 400}, a third of the 0 of old.",
        "Sales reached 40, roughly half the 0 of last year.",
        ("Sales reached 40, roughly half the 82 of last year, " * 200)[:10_000],
        "half " * 2_000 + "of 4, 2",
        "4, " + "and in 1, " * 1_000 + "a third of the 9",
    ],
)
def test_odd_text_never_raises(text: str) -> None:
    check_claim(claim(text))
    list(fractions(text))
