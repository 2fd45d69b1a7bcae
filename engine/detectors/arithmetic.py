"""Arithmetic: recompute the sums, percentages, changes, averages, totals and unit conversions a claim states.

A wrong result is CONTRADICTED with the right value ("12% of 250 is 30, not 25") and the computation as
evidence. A right result is SUPPORTED only when the claim is nothing but that computation: in "Revenue rose from
80 to 100, a 25% increase" the arithmetic holds but the revenue figures are not checked here, so this detector
says nothing about that claim. Rounding follows the precision the claim states; "about", "roughly", "~" allow 2%;
a converted figure ending in 0 may be rounded to tens when that is within 2.5% ("400 °F (200 °C)").
Numbers beyond 10**100 and divisions by zero give a clear finding, never an exception.

Worked calculations ("A = (-8 - 4 - 28) = -40", LaTeX included) are read as chains of "=", each step against
the one before it, so the step that goes wrong is the one contradicted (see `_arith_chain`). A computation the
sentence denies or supposes ("we cannot make 5 + 3 = 9") is not checked.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from decimal import Decimal
from fractions import Fraction

from ..lexical import STOPWORDS
from ..numbers import format_decimal
from ..types import Claim, Finding
from ..units import UNIT_PATTERN
from ._arith_chain import chains
from ._arith_find import Calculation, Recogniser, equations, halvings, percentages
from ._arith_more import aggregates, changes, conversions, totals
from ._arith_multiples import fractions, multiples
from .base import DetectorContext, paced

NAME = "arithmetic"
HEDGE_TOLERANCE = Decimal("0.02")
ROUND_FIGURE_TOLERANCE = Decimal("0.025")
"""How far a converted round figure may be from the exact conversion: "400 °F (200 °C)" for 204.4 °C is the figure
people write, "5 miles (10 km)" for 8.05 km is a wrong one though 8.05 rounds to 10 at tens."""
RECOGNISERS: tuple[tuple[Recogniser, re.Pattern[str]], ...] = (
    (
        equations,  # in words; "=" and "≈" are read as chains first
        re.compile(
            r"\b(?:plus|minus|times|divided|multiplied|squared|cubed|is|are|was|were|equals?|makes?|gives?|yields?|"
            r"comes?|amounts?|works?|would|will|totals?)\b",
            re.I,
        ),
    ),
    (percentages, re.compile(r"%|\bper ?cent\b", re.I)),
    (
        halvings,
        re.compile(r"\b(?:halving|doubling|tripling|quadrupling|half|double|twice|triple|third|quarter)\b", re.I),
    ),
    (changes, re.compile(r"\bfrom\b", re.I)),
    (aggregates, re.compile(r"\b(?:average|mean|sum|total|product|difference)\b", re.I)),
    (totals, re.compile(r"\b(?:in all|total|altogether|combined|overall|all told)\b", re.I)),
    (conversions, re.compile(rf"\d(?:\s|-)?(?:{UNIT_PATTERN})")),
    (multiples, re.compile(r"\btimes\b|\btwice\b", re.I)),
    (fractions, re.compile(r"\b(?:half|thirds?|quarters?|fifths?|tenth)\b", re.I)),
)
"""Each recogniser with the words a sentence needs before it is worth running."""
_CHAIN = re.compile(r"=|≈|\\approx")
_CLAUSE_START = re.compile(
    r"[,;:()—]|\b(?:because|since|but|so|then|and then|while|whereas|therefore|thus|hence)\b", re.I
)
_NOT_ASSERTED = re.compile(
    r"\b(?:not|cannot|can't|can ?not|never|isn't|aren't|wasn't|doesn't|don't|didn't|won't|wouldn't|impossible|"
    r"false|incorrect|incorrectly|wrong|wrongly|mistakenly|mistaken|if|suppose|supposing|assume|assuming|whether|"
    r"instead of|rather than)\b",
    re.I,
)
_DENIED_AFTER = re.compile(r"\s*,?\s*(?:is|are|was|would be)\s+(?:not|false|wrong|incorrect|impossible)\b", re.I)
_SENTENCE_END = re.compile(r"(?<=[.!?;])\s+|\n\s*")
_ARITHMETIC_WORDS = frozenset(
    """sum total totals average mean product difference equals equal percent per cent increase increases increased
    decrease decreased rise rose risen fall fell drop dropped grew growth gain gained up down which gives makes
    result answer exactly roughly approximately around nearly almost therefore thus hence plus minus times divided
    multiplied squared cubed calculation computed get gets we you yes correct indeed in all altogether combined
    overall x fold doubled ratio tripled halved point points percentage or is are was were equal amounts comes works out
    that's""".split()
)


class ArithmeticDetector:
    """Recomputes the arithmetic stated in prose claims."""

    name = NAME

    def applies(self, ctx: DetectorContext) -> bool:
        return True

    async def check(self, claims: Sequence[Claim], ctx: DetectorContext) -> list[Finding]:
        everything = ctx.cached("arithmetic", lambda: find_calculations(ctx.answer))
        findings = []
        async for claim in paced(claims):
            if claim.kind != "prose":
                continue
            own, across = _assigned(claim, everything, ctx)
            findings += _run(claim, across, own, ctx.alert)
        return findings


RULE_IDS = (
    "arithmetic.undefined",
    "arithmetic.wrong_direction",
    "arithmetic.wrong_step",
    "arithmetic.wrong_result",
    "arithmetic.too_large",
    "arithmetic.confirmed",
)


def _run(
    claim: Claim, across: Sequence[Calculation], own: Sequence[Calculation] | None, alert: Callable[[str], None]
) -> list[Finding]:
    from ..rules import Case, rules, run_rules

    case = Case(claim.text, facts={"own": own, "across": tuple(across)})
    return run_rules(rules(*RULE_IDS), case, claim, NAME, alert)


def check_claim(
    claim: Claim, across: Sequence[Calculation] = (), own: Sequence[Calculation] | None = None
) -> Finding | None:
    """The arithmetic finding for one claim (a contradiction first), or None when it states no arithmetic (or is
    more than arithmetic); the detector's reading of one claim, for callers outside a run.

    `own` are the computations inside the claim (offsets relative to its text; found here when not given).
    `across` start in an earlier claim and state their result in this one ("Water boils at 100 °C, | which is
    212 °F" split in two); they can contradict the claim but never make it SUPPORTED.
    """
    found = _run(claim, across, own, lambda _: None)
    return found[0] if found else None


@dataclass(frozen=True, slots=True)
class Reading:
    """The computations a claim states, sorted the way the arithmetic rules read them."""

    own: tuple[Calculation, ...]
    across: tuple[Calculation, ...]

    @property
    def calculations(self) -> tuple[Calculation, ...]:
        return (*self.own, *self.across)

    @property
    def undefined(self) -> list[Calculation]:
        return [c for c in self.calculations if c.problem == "division by zero"]

    @property
    def wrong(self) -> list[Calculation]:
        return [c for c in self.calculations if c.actual is not None and (c.wrong_direction or not agrees(c))]

    @property
    def too_large(self) -> list[Calculation]:
        return [c for c in self.calculations if c.problem == "too large"]


def reading(text: str, own: Sequence[Calculation] | None = None, across: Sequence[Calculation] = ()) -> Reading:
    return Reading(tuple(find_calculations(text) if own is None else own), tuple(across))


def wrong_values(c: Calculation) -> tuple[str, dict[str, object]]:
    """(the rule a wrong computation breaks, the values of its message)."""
    if c.problem == "division by zero":
        return "arithmetic.undefined", {"expression": c.expression, "claimed": c.claimed_text}
    if c.wrong_direction:
        return "arithmetic.wrong_direction", {
            "expression": c.expression, "value": _show(c.signed, c), "direction": c.wrong_direction,
        }  # fmt: skip
    if c.claimed_from:
        return "arithmetic.wrong_step", {
            "expression": c.expression, "value": _show(c.actual, c), "step": c.claimed_from,
            "claimed": _show(c.claimed, c),
        }  # fmt: skip
    stated = c.claimed_text + ("%" if c.suffix == "%" and not c.claimed_text.endswith("%") else "")
    hedge = "about " if c.hedged else ""
    return "arithmetic.wrong_result", {
        "expression": c.expression,
        "value": _show(c.actual, c),
        "stated": hedge + stated,
    }


def only_arithmetic(text: str, r: Reading) -> bool:
    """Whether the claim states nothing but its own computations (then a right result SUPPORTS it)."""
    return not r.across and _only_arithmetic(text, r.own)


def computation(c: Calculation) -> str:
    return _computation(c)


def find_calculations(text: str) -> list[Calculation]:
    """Every computation `text` asserts, without duplicates (two readings of the same words count once).

    The text is read sentence by sentence, and a recogniser only where its trigger words occur: a computation
    never crosses a sentence end, and most sentences state none. Chains of "=" are read first, step by step;
    variables they define ("A = … = -40") carry over to later sentences. A computation the sentence denies or
    supposes ("we cannot make 5 + 3 = 9", "if 2 + 2 = 5") is not asserted and is left out.
    """
    found: list[Calculation] = []
    env: dict[str, Fraction] = {}
    for at, sentence in _sentences(text):
        mine = [c for c in chains(sentence, env) if asserted(sentence, c)] if _CHAIN.search(sentence) else []
        for recogniser, trigger in RECOGNISERS:
            if not trigger.search(sentence):
                continue
            for calculation in recogniser(sentence):
                if asserted(sentence, calculation) and not any(_overlaps(calculation, other) for other in mine):
                    mine.append(calculation)
        found.extend(replace(c, start=c.start + at, end=c.end + at) for c in mine)
    return found


def asserted(sentence: str, c: Calculation) -> bool:
    """False when the clause around the computation denies, doubts or supposes it."""
    clause = _CLAUSE_START.split(sentence[max(0, c.start - 80) : c.start])[-1]
    return not _NOT_ASSERTED.search(clause) and not _DENIED_AFTER.match(sentence, c.end)


def _sentences(text: str) -> list[tuple[int, str]]:
    pieces, start = [], 0
    for end in _SENTENCE_END.finditer(text):
        pieces.append((start, text[start : end.start()]))
        start = end.end()
    pieces.append((start, text[start:]))
    return [(at, piece) for at, piece in pieces if any(ch.isdigit() for ch in piece)]


def _assigned(
    claim: Claim, everything: Sequence[Calculation], ctx: DetectorContext
) -> tuple[list[Calculation] | None, list[Calculation]]:
    """The answer's computations inside `claim` (relative offsets) and those ending in it from an earlier claim.

    A claim whose text is not its span of the answer (a rewritten claim) is read on its own (`None`).
    """
    own: list[Calculation] | None = []
    across = []
    for c in everything:
        if claim.start <= c.start and c.end <= claim.end:
            own.append(replace(c, start=c.start - claim.start, end=c.end - claim.start))  # type: ignore[union-attr]
        elif c.start < claim.start < c.end <= claim.end and not any(
            other.start <= c.start and c.end <= other.end for other in ctx.claims
        ):
            across.append(c)
    if ctx.answer[claim.start : claim.end] != claim.text:
        own = None
    return own, across


def agrees(c: Calculation) -> bool:
    """Whether the stated value is a fair statement of the true one, given its rounding and hedging."""
    assert c.actual is not None
    actual, claimed = c.actual, c.claimed
    if actual == claimed:
        return True
    error = abs(actual - claimed)
    relative = error / abs(actual) if actual else error
    rounds = error <= c.step / 2 + Decimal("1e-12")
    if c.loose is not None and relative <= c.loose:
        return True  # a figure restated loosely ("2.9 m, about 9 ft"): only a wrong factor is far enough off
    if c.round_figure and error <= 5 and relative <= ROUND_FIGURE_TOLERANCE:
        return True  # a conversion written as a round figure: rounded to tens, a small share of the value off
    # A percentage rounded to whole points is written so ("fell 12%" for 12.31%); a whole count is not.
    if rounds and (c.step < 1 or relative <= HEDGE_TOLERANCE or c.hedged or c.suffix in ("%", " points")):
        return True
    return c.hedged and relative <= HEDGE_TOLERANCE


def _overlaps(a: Calculation, b: Calculation) -> bool:
    return a.start < b.end and b.start < a.end


def _computation(c: Calculation) -> str:
    formula = c.formula or c.expression
    if c.problem == "division by zero":
        return f"{formula} is undefined: division by zero"
    if c.formula and c.signed is not None:  # a change: its size and its direction, "(150 − 200) / 200 = 25% fall"
        return f"{formula} = {_show(abs(c.signed), c)} {'fall' if c.signed < 0 else 'rise'}"
    return f"{formula} = {_show(c.actual, c)}"


def _show(value: Decimal | None, c: Calculation) -> str:
    if value is None:
        return "undefined"
    step_exponent = c.step.as_tuple().exponent  # "n", "N" or "F" for a NaN or infinite step
    places = max(2, -step_exponent + 1 if isinstance(step_exponent, int) else 2)
    currency = c.claimed_text[0] if c.claimed_text[:1] in "$€£¥₹" else ""
    exact = value.normalize().as_tuple().exponent
    if isinstance(exact, int) and -6 <= exact < -places:
        places = -exact  # 5/8 is 0.625, not a rounded 0.62
    return f"{currency}{format_decimal(value, min(places, 6))}{c.suffix}"


def _only_arithmetic(text: str, calculations: Sequence[Calculation]) -> bool:
    """True when nothing but the computations is asserted: every other word is a function or arithmetic word."""
    rest = list(text)
    for c in calculations:
        rest[c.start : c.end] = " " * (c.end - c.start)
    words = re.findall(r"[A-Za-z']+", "".join(rest).lower())
    return all(word in STOPWORDS or word in _ARITHMETIC_WORDS for word in words)
