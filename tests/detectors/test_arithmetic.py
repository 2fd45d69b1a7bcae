"""Arithmetic in claims: recomputed, wrong results contradicted with the right value as computed evidence."""

from __future__ import annotations

import pytest
from detector_kit import claim

from engine.detectors.arithmetic import ArithmeticDetector, check_claim
from engine.types import Verdict


@pytest.mark.parametrize(
    ("text", "reason", "evidence"),
    [
        ("12% of 250 is 25.", "12% of 250 is 30, not 25", "12% of 250 = 30"),
        ("A 12% tip on a $250 bill is $25.", "12% of $250 is $30, not $25", "12% of $250 = $30"),
        ("30 is 15% of 250.", "15% of 250 is 37.5, not 30", "15% of 250 = 37.5"),
        (
            "Sales fell from 200 to 150, a 20% drop.",
            "the change from 200 to 150 is 25%, not 20%",
            "(150 − 200) / 200 = 25% fall",
        ),
        ("Users grew 3x, from 12,000 to 48,000.", "48,000 / 12,000 is 4×, not 3x", "48,000 / 12,000 = 4×"),
        ("The average of 4, 8 and 15 is 10.", "average of 4, 8, 15 is 9, not 10", "average of 4, 8, 15 = 9"),
        ("3 apples and 4 pears, 8 fruits in all.", "3 + 4 is 7, not 8", "3 + 4 = 7"),
        ("2 + 2 = 5.", "2 + 2 is 4, not 5", "2 + 2 = 4"),
        ("7 times 8 equals 54.", "7 times 8 is 56, not 54", "7 times 8 = 56"),
        ("100 km is about 60 miles.", "100 km is 62.14 mi, not about 60 miles", "100 km = 62.14 mi"),
        ("Water boils at 100 °C, or 202 °F.", "100 °C is 212 °F, not 202 °F", "100 °C = 212 °F"),
        ("A 90-minute film is 1.25 hours long.", "90-minute is 1.5 h, not 1.25 hours", "90-minute = 1.5 h"),
        ("The difference between 10 and 4 is 7.", "10 − 4 is 6, not 7", "10 − 4 = 6"),
        ("It doubled from 40 to 90.", "90 / 40 is 2.25×, not doubled", "90 / 40 = 2.25×"),
    ],
)
def test_wrong_arithmetic_is_contradicted_with_the_right_value(text: str, reason: str, evidence: str) -> None:
    finding = check_claim(claim(text))
    assert finding is not None and finding.verdict is Verdict.CONTRADICTED
    assert finding.reason == reason
    assert [(e.source, e.quote) for e in finding.evidence] == [("computed", evidence)]


@pytest.mark.parametrize(
    "text",
    ["12% of 250 is 30.", "The average of 3, 5 and 10 is 6.", "3 apples and 4 pears, 7 fruits in all.",
     "It rose from 80 to 100, a 25% increase.", "5 km is 3.1 miles.", "100 °F is 37.8 °C.", "17 × 23 = 391.",
     "2 hours is 120 minutes.", "100 / 3 = 33.", "22/7 = 3.14.", "sqrt(16) = 4", "The ratio 3/4 is 75%."],
)  # fmt: skip
def test_a_claim_that_is_only_a_correct_computation_is_supported(text: str) -> None:
    finding = check_claim(claim(text))
    assert finding is not None and finding.verdict is Verdict.SUPPORTED
    assert finding.evidence and all(e.source == "computed" for e in finding.evidence)
    assert finding.reason.endswith("as stated")


@pytest.mark.parametrize(
    "text",
    ["Revenue rose from $80M to $100M, a 25% increase.", "The team has 3 designers and 4 engineers, 7 people in all.",
     "Interest rates rose from 5% to 7%, a 2 percentage point increase."],
)  # fmt: skip
def test_correct_arithmetic_inside_a_factual_claim_says_nothing(text: str) -> None:
    assert check_claim(claim(text)) is None


@pytest.mark.parametrize(
    "text",
    ["Chapters 1-2 is 30 pages.", "Support is 24/7 and the office is on 2024-07-04 is closed.",
     "10% of 2023 revenue was 5 million.", "From 2019 to 2021 revenue grew 20%.", "The score was 2-1 in 2022.",
     "Python 3 is 2 times faster than Python 2.", "In 2023, the firm had 3 offices and 40 staff, 43 in total.",
     "He ran 5 km and then 3 miles.", "Version 3.11 is 10% faster.",
     "Lows range from 1°C to 6°C (33°F to 43°F) in February.",
     # The percentage and the "from … to" are of two clauses: the casualties fell, the limit was lowered.
     "Casualties fell by 22 per cent in the year after the limit was lowered from 30 mph to 20 mph.",
     "Sales fell by 20% after prices rose from 80 to 100.",
     # Two changes in one sentence; a rate beside a change.
     "Low-income students rose from 29% to 50% proficient, and English learners from 18% to 26%.",
     "The contract raises the minimum stipend from $28,500 to $36,000, with 4% annual raises afterward.",
     # A share of a group, a percentage with an end of its own, another subject's change, a bound on a multiple.
     "Premiums rose by 62 percent, with the typical premium going from 780 to 1,265 pounds, and 11 percent of "
     "respondents had been refused cover.",
     "Greenway posted a 3.2% rise in like-for-like sales, with revenue up from £3.9 billion to £4.1 billion.",
     "The loss widened from £7.2 million to £19.6 million as sales fell 11% to £214 million.",
     "Breeding success more than doubled, from 0.4 to 0.9 chicks per nest, and puffin numbers rose 12%.",
     "Wholesale prices for a box more than doubled in two weeks, from €9 to €22.",
     "The deal gives 3.2 percent from 1 November and raises the allowance from 18 to 25 percent of base pay.",
     "Those arrested ranged from 17 to 84 years old, and 83% were men.",
     "Grades slipped from 0.71% to 0.62%, and cash costs rose by 32 cents to $2.18 a pound.",
     "The average price fell from £31,200 to £24,600, and the institute forecasts a 27.5% electric share.",
     "Output fell 12% in 2024, from 52,800 to 46,300 barrels a day.",  # 12.31%, rounded to whole points
     "Cancellations more than halved, falling from 431 to 212 out of 18,640 flights.",
     # A label, a count of uses, the end of another change, a magnitude said once.
     "Category 2 times fell from 47 to 34 minutes but remain above the 18-minute target.",
     "Free tickets were used 14,300 times, and use rose from 11% to 19%.",
     "On-time delivery improved from 91% to 94.5%, though it slipped to 88% when snow closed two motorways.",
     "Revenue went from 5 to 20 million, 4 times.",
     # Another subject after "and" (its verb left out), a multiple with an end of its own, a percentage at a level.
     "Hospital emergency admissions fell from 412 to 168 and police custody nights by 71%.",
     "Shipments almost tripled to 1,190 tonnes after Japan lowered its tariff from 29.8% to 17%.",
     "Profit dropped 31% to 1.42 billion on revenue down 8% at 36.8 billion, as margin fell from 5.2% to 3.9%.",
     # A nearer figure the percentage restates, a target aimed at.
     "Fines went up from £100 to £150 in April 2023, and the firm keeps £45 of each one paid, or 30%.",
     "Contamination fell from 14% to 9%, and the council is aiming for 55% by 2026."],
)  # fmt: skip
def test_no_false_alarms_on_numbers_that_are_not_computations(text: str) -> None:
    finding = check_claim(claim(text))
    assert finding is None or finding.verdict is not Verdict.CONTRADICTED


def test_rounding_and_hedges() -> None:
    assert check_claim(claim("10 / 3 = 3.")).verdict is Verdict.CONTRADICTED  # 3.33 is not 3 without "about"
    assert check_claim(claim("10 / 3 = 3.33.")).verdict is Verdict.SUPPORTED
    assert check_claim(claim("100 km is about 62 miles.")).verdict is Verdict.SUPPORTED
    assert check_claim(claim("1,000 is roughly 2% of 51,000.")).verdict is Verdict.SUPPORTED


def test_division_by_zero_is_a_clear_contradiction() -> None:
    finding = check_claim(claim("10 / 0 = 5."))
    assert finding.verdict is Verdict.CONTRADICTED
    assert finding.reason == "10 / 0 has no value (division by zero), not 5"
    assert finding.evidence[0].quote == "10 / 0 is undefined: division by zero"


@pytest.mark.parametrize("text", ["10**1000 = 5.", "9^9^9 = 1.", "2 ** 5000 is 7."])
def test_huge_numbers_are_unverifiable_not_a_crash(text: str) -> None:
    finding = check_claim(claim(text))
    assert finding.verdict is Verdict.UNVERIFIABLE
    assert "too large to check" in finding.reason


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("Sales rose 20% from 80 to 100.", "is 25%, not 20%"),
        ("A 20% drop from 100 to 70.", "is 30%, not 20%"),
        ("Costs went from $2,000 to $2,500, an increase of 20%.", "is 25%, not 20%"),
        ("Profit fell from 245 to 212, a drop of roughly 20%.", "is 13.47%, not about 20%"),
        ("Prices more than doubled, from €9 to €15.", "€15 / €9 is 1.667×, not more than doubled"),
        ("Cancellations more than halved, from 431 to 240.", "240 / 431 is 0.557×, not more than halved"),
        ("Users grew 3x, from 12,000 to 48,000, in one year.", "48,000 / 12,000 is 4×, not 3x"),
        ("Sales rose from 80 to 100, up 20%.", "is 25%, not 20%"),
        ("Sales rose from 80 to 100, or 20%.", "is 25%, not 20%"),
        ("Sales rose 20% in 2023 from 80 to 100.", "is 25%, not 20%"),
        ("Sales rose from 80 to 100, rising by about 20%.", "is 25%, not about 20%"),
        ("Sales rose from 10 to 30, 2 times as much.", "30 / 10 is 3×, not 2 times"),
    ],
)
def test_a_change_in_one_clause_is_still_checked(text: str, reason: str) -> None:
    finding = check_claim(claim(text))
    assert finding is not None and finding.verdict is Verdict.CONTRADICTED
    assert reason in finding.reason


def test_a_wrong_direction_is_contradicted() -> None:
    finding = check_claim(claim("Temperature fell from 10 to 12, a 20% drop."))
    assert finding.verdict is Verdict.CONTRADICTED
    assert "a rise, not a fall" in finding.reason


async def test_detector_reads_a_computation_split_across_claims(make_ctx) -> None:
    ctx = make_ctx("Water boils at 100 °C, which is 202 °F at sea level.")
    assert len(ctx.claims) == 2  # the splitter cuts at ", which is"
    findings = await ArithmeticDetector().check(ctx.claims, ctx)
    assert [(f.claim_id, f.verdict, f.reason) for f in findings] == [
        (ctx.claims[1].id, Verdict.CONTRADICTED, "100 °C is 212 °F, not 202 °F")
    ]


async def test_detector_skips_code_and_applies_always(make_ctx) -> None:
    ctx = make_ctx("```python\nprint(2 + 2 == 5)\n```")
    detector = ArithmeticDetector()
    assert detector.applies(ctx)
    assert await detector.check(ctx.claims, ctx) == []


def test_a_number_with_a_thousands_separator_is_never_read_in_pieces() -> None:
    """ "April, 2,100 copies" once read as a list ending in 2 and a total of 100: a right total BLOCKED."""
    right = check_claim(claim("The shop sold 1,240 copies in March and 860 in April, 2,100 copies in total."))
    assert right is None or right.verdict is not Verdict.CONTRADICTED
    wrong = check_claim(claim("The shop sold 1,240 copies in March and 860 in April, 2,200 copies in total."))
    assert wrong is not None and wrong.verdict is Verdict.CONTRADICTED
    assert wrong.reason == "1,240 + 860 is 2,100, not 2,200"
    decimals = check_claim(claim("Prices rose 3.5 and 1.5 points, 6 points in total."))
    assert decimals is not None and decimals.reason == "3.5 + 1.5 is 5, not 6"  # "3.5" is not read as "5"
