"""Arithmetic: recompute the sums, percentages, changes, averages, totals and unit conversions a claim states.

A wrong result is CONTRADICTED with the right value ("12% of 250 is 30, not 25") and the computation as
evidence. A right result is SUPPORTED only when the claim is nothing but that computation: in "Revenue rose from
80 to 100, a 25% increase" the arithmetic holds but the revenue figures are not checked here, so this detector
says nothing about that claim. Rounding follows the precision the claim states; "about", "roughly", "~" allow 2%.
Numbers beyond 10**100 and divisions by zero give a clear finding, never an exception.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from decimal import Decimal

from ..lexical import STOPWORDS
from ..numbers import format_decimal
from ..types import Claim, Computed, Finding, Verdict
from ._arith_find import Calculation, Recogniser, equations, percentages
from ._arith_more import aggregates, changes, conversions, totals
from .base import DetectorContext, unverifiable

NAME = "arithmetic"
HEDGE_TOLERANCE = Decimal("0.02")
RECOGNISERS: tuple[Recogniser, ...] = (equations, percentages, changes, aggregates, totals, conversions)
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
        across = ctx.cache.get("arithmetic_across")
        if across is None:
            across = ctx.cache["arithmetic_across"] = _across_claims(ctx)
        findings = []
        for claim in claims:
            if claim.kind != "prose":
                continue
            finding = check_claim(claim, across.get(claim.id, ()))
            if finding is not None:
                findings.append(finding)
        return findings


def check_claim(claim: Claim, across: Sequence[Calculation] = ()) -> Finding | None:
    """The arithmetic finding for one claim, or None when it states no arithmetic (or is more than arithmetic).

    `across` are computations that start in an earlier claim and state their result in this one ("Water boils at
    100 °C, | which is 212 °F" split in two); they can contradict the claim but never make it SUPPORTED.
    """
    own = find_calculations(claim.text)
    calculations = [*own, *across]
    if not calculations:
        return None
    wrong = [c for c in calculations if c.actual is not None and (c.wrong_direction or not agrees(c))]
    undefined = [c for c in calculations if c.problem == "division by zero"]
    if wrong or undefined:
        reasons = [_wrong_reason(c) for c in (*undefined, *wrong)]
        evidence = tuple(Computed.of(_computation(c)) for c in (*undefined, *wrong))
        return Finding(
            detector=NAME, claim_id=claim.id, verdict=Verdict.CONTRADICTED, reason="; ".join(reasons),
            evidence=evidence,
        )  # fmt: skip
    too_large = [c for c in calculations if c.problem == "too large"]
    if too_large:
        return unverifiable(NAME, claim, f"the numbers in {too_large[0].expression} are too large to check")
    if across or not _only_arithmetic(claim.text, own):
        return None
    return Finding(
        detector=NAME, claim_id=claim.id, verdict=Verdict.SUPPORTED,
        reason="; ".join(f"{_computation(c)}, as stated" for c in calculations),
        evidence=tuple(Computed.of(_computation(c)) for c in calculations),
    )  # fmt: skip


def find_calculations(text: str) -> list[Calculation]:
    """Every computation `text` asserts, without duplicates (two readings of the same words count once)."""
    found: list[Calculation] = []
    for recogniser in RECOGNISERS:
        for calculation in recogniser(text):
            if not any(_overlaps(calculation, other) for other in found):
                found.append(calculation)
    return found


def _across_claims(ctx: DetectorContext) -> dict[str, list[Calculation]]:
    """Computations of the whole answer that no single claim contains, keyed by the claim stating the result."""
    found: dict[str, list[Calculation]] = {}
    for c in find_calculations(ctx.answer):
        if any(claim.start <= c.start and c.end <= claim.end for claim in ctx.claims):
            continue
        owner = next((claim for claim in ctx.claims if claim.start < c.end <= claim.end), None)
        if owner is not None and owner.kind == "prose":
            found.setdefault(owner.id, []).append(c)
    return found


def agrees(c: Calculation) -> bool:
    """Whether the stated value is a fair statement of the true one, given its rounding and hedging."""
    assert c.actual is not None
    actual, claimed = c.actual, c.claimed
    if actual == claimed:
        return True
    error = abs(actual - claimed)
    relative = error / abs(actual) if actual else error
    rounds = error <= c.step / 2 + Decimal("1e-12")
    if rounds and (c.step < 1 or relative <= HEDGE_TOLERANCE or c.hedged):
        return True
    return c.hedged and relative <= HEDGE_TOLERANCE


def _overlaps(a: Calculation, b: Calculation) -> bool:
    return a.start < b.end and b.start < a.end


def _wrong_reason(c: Calculation) -> str:
    if c.problem == "division by zero":
        return f"{c.expression} has no value (division by zero), not {c.claimed_text}"
    if c.wrong_direction:
        return f"{c.expression} is {_show(c.signed, c)}: {c.wrong_direction}"
    hedge = "about " if c.hedged else ""
    stated = c.claimed_text + ("%" if c.suffix == "%" and not c.claimed_text.endswith("%") else "")
    return f"{c.expression} is {_show(c.actual, c)}, not {hedge}{stated}"


def _computation(c: Calculation) -> str:
    formula = c.formula or c.expression
    if c.problem == "division by zero":
        return f"{formula} is undefined: division by zero"
    return f"{formula} = {_show(c.signed if c.formula else c.actual, c)}"


def _show(value: Decimal | None, c: Calculation) -> str:
    if value is None:
        return "undefined"
    places = max(2, -c.step.as_tuple().exponent + 1 if isinstance(c.step.as_tuple().exponent, int) else 2)
    currency = c.claimed_text[0] if c.claimed_text[:1] in "$€£¥₹" else ""
    return f"{currency}{format_decimal(value, min(places, 6))}{c.suffix}"


def _only_arithmetic(text: str, calculations: list[Calculation]) -> bool:
    """True when nothing but the computations is asserted: every other word is a function or arithmetic word."""
    rest = list(text)
    for c in calculations:
        rest[c.start : c.end] = " " * (c.end - c.start)
    words = re.findall(r"[A-Za-z']+", "".join(rest).lower())
    return all(word in STOPWORDS or word in _ARITHMETIC_WORDS for word in words)
