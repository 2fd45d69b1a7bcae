"""Worked calculations: chains of "=" read step by step, so the first wrong step is the one contradicted."""

from __future__ import annotations

import pytest
from detector_kit import claim

from engine.detectors.arithmetic import ArithmeticDetector, check_claim, find_calculations
from engine.types import Verdict

TRACE = (
    'This sum can be written as "(A * B)", where A = (-6 - 3 - -2 * -5) and B = (7 + 2 - 4 + 6).\n'
    "Let's calculate A = (-6 - 3 - -2 * -5) = (-6 - 3 - (-2 * -5)) = (-6 - 3 - 10) = -19.\n"
    "Let's calculate B = (7 + 2 - 4 + 6) = (9 - 4 + 6) = 11.\n"
    "Then, the final equation is (A * B) = (-19 * 11) = -209. So the answer is -209"
)


WRONG_STEPS = [
    (
        "Let's calculate B = (7 + 2 - 4 + 6) = (7 + 2 + 6) = 15.",
        "(7 + 2 - 4 + 6) is 11, but the next step (7 + 2 + 6) is 15",
    ),
    ("C = (-6 - 3 - 10) = -21.", "(-6 - 3 - 10) is -19, not -21"),
    ("2^(2^3) = 2^(8) = 256 = 265", "2^(8) is 256, not 265"),
    ("Bobby has 4(1500) - 7 = 6070 - 7 = 6063 games.", "4(1500) - 7 is 5,993, but the next step 6070 - 7 is 6,063"),
    ("She needs 3117 cups * 215 days = 670,144 cups of food.", "3117 cups * 215 is 670,155, not 670,144"),
    (
        "Per candle = $12.00 / (1 lb wax * 12 candles) = $0.10/candle",
        "$12.00 / (1 lb wax * 12 candles) is $1, not $0.10",
    ),
    ("So 41215*41215 = 1.7e+10.", "41215*41215 is 1,698,676,225, not 1.7e+10"),
    ("$9-6 \\div 3-2 = 9-2-2 = 6$", "9-2-2 is 5, not 6"),
    ("We get $\\frac{5}{8} = 0.7$.", "\\frac{5}{8} is 0.625, not 0.7"),
    ("We have $|{-3}|^2+1 = 9+1 = \\boxed{11}$.", "9+1 is 10, not 11"),
    ("That is 3/8 = 40%.", "3/8 is 37.5%, not 40%"),
    ("Each pack costs 6 x 7 = 40 cents.", "6 x 7 is 42, not 40"),
    ("We divide: 10 / (4 - 4) = 3.", "10 / (4 - 4) has no value (division by zero), not 3"),
]
RIGHT_CHAINS = [
    "-8 - 4 - 28 = -40",
    "(-8 - 4 - 28) = -40",
    "(-1 + (-18)) = (-19)",
    "2^(2^2^2) - 2^(2^2) = 2^(16) - 2^(4) = 65,536 - 16 = 65,520",
    "$8-4 \\div 2-1 = 8-2-1 = 5$",
    "$\\frac{24}{36} = \\frac{24 \\div 12}{36 \\div 12} = \\frac{2}{3}$",
    "|-2|^3+4 = 8+4 = \\boxed{12}",
    "**5 + 3 = 8**",
    "- 5 + 3 = 8",
    "(10/3)*3 = 3.33 * 3 = 9.99",
    "sqrt(16) + 1 = 5",
    "$5 + $3 = $8",
    "3/4 = 75%",
]
NOT_ASSERTED_OR_NOT_READ = [
    "We cannot make 5 + 3 = 9 because 5 + 3 already equals 8.",
    "2 + 2 = 5 is false.",
    "If 2 + 2 = 5, then all is lost.",
    "It is wrong to say 7 * 8 = 54.",
    "\\sqrt[3]{64} = 4",
    "3! + 1 = 7",
    "log 100 + 1 = 3",
    "\\log_2 256 = 8",
    "2,5 + 1 = 3,5",
    "$$\\frac{81}{256}=\\left(\\frac{3}{4}\\right)^{\\!\\!-4}.$$",
    "3x + 2 = 11",
    "0.5x + 2 = 5",
    "x^2 - 5x + 6 = (x-2)(x-3) = 0",
    "2\\frac{1}{2} = 2.5",
    "90 shrimp ÷ 30 shrimp/10 minutes = 30 minutes",
    "half of 10 + 2 = 7",
    "twice 4 + 1 = 9",
    "On 2024-07-04 = 5 we met.",
    "Support 24/7 = 3.4",
    "The ratio 3:2 = 1.5",
    "Cost for 1 candle = $10.00",
    "Step 2) 5 + 3 = 8",
]


@pytest.mark.parametrize(("text", "reason"), WRONG_STEPS)
def test_the_wrong_step_of_a_chain_is_contradicted(text: str, reason: str) -> None:
    finding = check_claim(claim(text))
    assert finding is not None and finding.verdict is Verdict.CONTRADICTED
    assert finding.reason == reason
    assert all(e.source == "computed" for e in finding.evidence)


@pytest.mark.parametrize("text", RIGHT_CHAINS)
def test_correct_chains_are_supported(text: str) -> None:
    finding = check_claim(claim(text))
    assert finding is not None and finding.verdict is Verdict.SUPPORTED, finding


@pytest.mark.parametrize("text", NOT_ASSERTED_OR_NOT_READ)
def test_no_false_alarms_on_denials_partial_reads_and_algebra(text: str) -> None:
    finding = check_claim(claim(text))
    assert finding is None or finding.verdict is not Verdict.CONTRADICTED, finding.reason


def test_a_value_carried_on_is_compared_with_the_computation_it_came_from() -> None:
    finding = check_claim(claim("2 + 2 = 4 = 5"))
    assert finding.verdict is Verdict.CONTRADICTED and finding.reason == "2 + 2 is 4, not 5"
    repeated = check_claim(claim("2 + 2 = 4 = 4"))
    assert repeated.verdict is Verdict.SUPPORTED and repeated.reason == "2 + 2 = 4, as stated"


def test_only_the_first_wrong_step_is_flagged_when_later_steps_carry_it_on() -> None:
    calculations = find_calculations("A = (7 + 2 - 4 + 6) = (7 + 2 + 6) = 15 = (5 * 3).")
    wrong = [c for c in calculations if c.actual != c.claimed]
    assert [(c.expression, c.claimed_from) for c in wrong] == [("(7 + 2 - 4 + 6)", "(7 + 2 + 6)")]


def test_variables_stand_for_the_value_the_answer_gave_them() -> None:
    right = find_calculations("Let A = 5 + 2 = 7. Let B = 3 * 2 = 6. So (A * B) = (7 * 6) = 42.")
    assert all(c.actual == c.claimed for c in right) and any(c.expression == "(A * B)" for c in right)
    miscopied = find_calculations("A = 5 + 2 = 7. Then A + 1 = 9 + 1 = 10.")
    assert [(c.expression, c.actual, c.claimed) for c in miscopied if c.actual != c.claimed] == [("A + 1", 8, 10)]


def test_huge_steps_are_unverifiable() -> None:
    finding = check_claim(claim("10^500 + 1 = 10^500 + 1"))
    assert finding.verdict is Verdict.UNVERIFIABLE and "too large" in finding.reason


@pytest.mark.parametrize("literal", ["1e999999", "9" * 5000])
def test_a_literal_past_pythons_digit_limit_is_too_large_not_a_crash(literal: str) -> None:
    finding = check_claim(claim(f"{literal} * 2 = 3."))
    assert finding.verdict is Verdict.UNVERIFIABLE and "too large" in finding.reason


async def test_one_huge_literal_does_not_take_the_other_claims_checks_down(make_ctx) -> None:
    ctx = make_ctx("5 / 0 = 3. Then 1e999999 * 2 = 3.")
    findings = await ArithmeticDetector().check(ctx.claims, ctx)
    assert [f.verdict for f in findings] == [Verdict.CONTRADICTED, Verdict.UNVERIFIABLE]
    assert "division by zero" in findings[0].reason and not any(f.error for f in findings)


async def test_a_trace_flags_the_line_with_the_wrong_step(make_ctx) -> None:
    wrong = TRACE.replace("(9 - 4 + 6) = 11", "(9 + 4 + 6) = 19").replace("-19 * 11) = -209", "-19 * 19) = -361")
    ctx = make_ctx(wrong)
    findings = await ArithmeticDetector().check(ctx.claims, ctx)
    flagged = [f for f in findings if f.verdict is Verdict.CONTRADICTED]
    assert [f.reason for f in flagged] == ["(7 + 2 - 4 + 6) is 11, but the next step (9 + 4 + 6) is 19"]
    line = next(c for c in ctx.claims if c.id == flagged[0].claim_id)
    assert line.text == "Let's calculate B = (7 + 2 - 4 + 6) = (9 + 4 + 6) = 19."


async def test_a_correct_trace_has_no_contradiction(make_ctx) -> None:
    ctx = make_ctx(TRACE)
    assert await ArithmeticDetector().check(ctx.claims, ctx) == []  # every step right; the lines say more than sums
    steps = find_calculations(TRACE)
    assert len(steps) == 7 and all(c.actual == c.claimed for c in steps)


async def test_a_miscopied_value_in_the_final_line_is_flagged(make_ctx) -> None:
    ctx = make_ctx(TRACE.replace("(A * B) = (-19 * 11) = -209", "(A * B) = (-19 * 12) = -228"))
    findings = await ArithmeticDetector().check(ctx.claims, ctx)
    assert [f.reason for f in findings if f.verdict is Verdict.CONTRADICTED] == [
        "(A * B) is -209, but the next step (-19 * 12) is -228"
    ]
