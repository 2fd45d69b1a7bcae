"""Arithmetic: the sums, shares, changes and conversions a claim states, recomputed
(engine/detectors/arithmetic.py finds them)."""

from __future__ import annotations

from collections.abc import Sequence

from ..detectors.arithmetic import Reading, computation, only_arithmetic, reading, wrong_values
from ..types import Computed, Verdict
from .model import Case, Example, Firing, Rule


def _reading(case: Case) -> Reading:
    return reading(case.claim, case.facts.get("own"), case.facts.get("across", ()))


def _wrong(rule_id: str):
    def fires(case: Case) -> Sequence[Firing]:
        r = _reading(case)
        found = []
        for c in (*r.undefined, *r.wrong):
            broken, values = wrong_values(c)
            if broken == rule_id:
                found.append(Firing(values, (Computed.of(computation(c)),)))
        return found

    return fires


def _too_large(case: Case) -> Sequence[Firing]:
    r = _reading(case)
    if r.undefined or r.wrong or not r.too_large:
        return []
    return [Firing({"expression": r.too_large[0].expression})]


def _confirmed(case: Case) -> Sequence[Firing]:
    r = _reading(case)
    if not r.calculations or r.undefined or r.wrong or r.too_large or not only_arithmetic(case.claim, r):
        return []
    shown = dict.fromkeys(computation(c) for c in r.calculations)  # a chain may repeat a step
    return [Firing({"computation": c}, (Computed.of(c),)) for c in shown]


def _family(rule_id: str, message: str, examples: tuple[Example, ...]) -> Rule:
    return Rule(rule_id, "arithmetic", Verdict.CONTRADICTED, message, examples, _wrong(rule_id))


RULES = (
    _family(
        "arithmetic.undefined",
        "{expression} has no value (division by zero), not {claimed}",
        (Example("10 / 0 = 5.", "", True), Example("10 / 2 = 5.", "", False)),
    ),
    _family(
        "arithmetic.wrong_direction",
        "{expression} is {value}: {direction}",
        (
            Example("Sales rose from 200 to 150, a 25% increase.", "", True),
            Example("Sales fell from 200 to 150, a 25% decrease.", "", False),
        ),
    ),
    _family(
        "arithmetic.wrong_step",
        "{expression} is {value}, but the next step {step} is {claimed}",
        (
            Example("A = (2 + 3) * 4 = (5 + 1) * 4 = 24.", "", True),
            Example("A = (2 + 3) * 4 = 5 * 4 = 20.", "", False),
        ),
    ),
    _family(
        "arithmetic.wrong_result",
        "{expression} is {value}, not {stated}",
        (
            Example("12% of 250 is 25.", "", True),
            Example("12% of 250 is 30.", "", False),
            Example("2 + 2 = 5.", "", True),
            # A converted figure ending in 0 is a round figure: rounded to tens and within 2.5%, it is no error.
            Example("Bake it at 400 °F (200 °C).", "", False),
            Example("Bake it at 400 °F (150 °C).", "", True),
            Example("The trail is 5 miles (10 km) long.", "", True),
            # A hedged figure after a comma restates the one before in another unit: loosely, but not by a wrong factor.
            Example("The cut-off is 1.2 km, roughly 1.2 miles.", "", True),
            Example("The ceiling is 2.9 m, about 9 ft.", "", False),
            Example("The bag weighs 20 kg, about 5 lb over the limit.", "", False),
            Example("The new 40 mph limit is equivalent to about 80 km/h.", "", True),
            # A range's upper end converted in brackets after "up to": the conversion of that end.
            Example("Between 51 and 70 lb (up to about 40 kg) a bag is accepted.", "", True),
            Example("Between 51 and 70 lb (up to about 32 kg) a bag is accepted.", "", False),
            # A year and the next one ("2023/24") name a financial year or a season, not a division.
            Example("Its budget for 2023/24 is £96,000.", "", False),
            Example("The grant for 2023/25 will be £96,000.", "", True),
            # A percentage off is a discount, not the size of a change "from A to B" said after it.
            Example("Seniors get 10% off, and children from 5 to 12 go free.", "", False),
            Example("Tickets rose from 20 to 25, 10% more.", "", True),
            # A figure said to be N times another the sentence gives is about their ratio (a tenth either way).
            Example("It cost A$102 million, roughly 20 times the original A$7 million estimate.", "", True),
            Example("It cost A$102 million, roughly 15 times the original A$7 million estimate.", "", False),
            Example("The flight runs four times a week from 29 March.", "", False),
            # A figure followed by a fraction of a later figure of its kind ("A, about half of B") is about their
            # ratio, held as a multiple is: a tenth either way said plainly, "more than" and "less than" to their bound.
            Example("The car managed 287 km, a little over three-quarters of its 402 km rating.", "", True),
            Example("The car managed 305 km, about three-quarters of its 402 km rating.", "", False),
            Example("Sales reached 40, roughly half the 60 of last year.", "", True),
            Example("Sales reached 40, roughly half the 82 of last year.", "", False),
            Example("Sales reached 40, less than half the 120 of last year.", "", False),
            Example("At 9 am, half the 40 staff had arrived, and 12 came after half an hour.", "", False),
        ),
    ),
    Rule(
        id="arithmetic.too_large",
        family="arithmetic",
        verdict=Verdict.UNVERIFIABLE,
        message="the numbers in {expression} are too large to check",
        examples=(Example(f"{'9' * 120} + 1 = 5.", "", True), Example("9 + 1 = 10.", "", False)),
        fires=_too_large,
    ),
    Rule(
        id="arithmetic.confirmed",
        family="arithmetic",
        verdict=Verdict.SUPPORTED,
        message="{computation}, as stated",
        examples=(
            Example("12% of 250 is 30.", "", True),
            Example("12% of 250 is 25.", "", False),
            Example("Revenue rose from 80 to 100, a 25% increase, says the chief executive of Acme.", "", False),
        ),
        fires=_confirmed,
    ),
)
