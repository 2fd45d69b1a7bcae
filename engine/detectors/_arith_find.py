"""Recognise the arithmetic a sentence asserts and compute what it should be.

Each recogniser returns `Calculation`s: the span of the sentence it read, what it computed (in words a reader
follows, "12% of 250"), the value the sentence states and the true value (or why there is none).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from decimal import Decimal
from fractions import Fraction
from functools import lru_cache

from ..numbers import quantities_of
from ._safe_eval import DivisionByZero, EvalError, TooLarge, evaluate

_WORD_NUM = (
    r"(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|"
    r"seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)"
)
# Never a piece of a longer number: "2,100" is not "2" and "100", "3.5" is not "5" (a list "1,2,3" still reads).
_DIGITS = (
    r"(?<![\d.])(?:(?<!\d,)|(?!\d{3}(?!\d)))"
    r"(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?(?!,\d{3}(?!\d))(?!\d)"
)
NUM = rf"(?:[-−]?(?:(?:US\$|[$€£])\s?)?{_DIGITS}(?:\s?(?:thousand|million|billion|trillion|bn|[kKMB])(?![A-Za-z]))?)"
_NUM_OR_WORD = rf"(?:{NUM}|\b{_WORD_NUM}\b)"
_PCT = r"\s?(?:%|percent\b|per cent\b)"
HEDGE = r"(?:about|around|roughly|approximately|approx\.?|nearly|almost|some|~|≈)\s*"
_REL = (
    r"(?:=|==|≈|is equal to|equal to|equals?|is|are|was|were|makes?|gives?|yields?|comes? to|amounts? to|"
    r"works? out to|would be|will be|totals?)"
)


@dataclass(frozen=True, slots=True)
class Calculation:
    """One computation a sentence asserts."""

    start: int
    end: int
    """Span of the sentence this calculation was read from."""
    expression: str
    """What was computed, as a reader writes it: "12% of 250", "(100 − 80) / 80"."""
    claimed: Decimal
    claimed_text: str
    step: Decimal
    """Precision of the stated value ("3.1" → 0.1)."""
    hedged: bool
    actual: Decimal | None
    """The true value; None when there is none (see `problem`)."""
    problem: str = ""
    """"division by zero" or "too large" when `actual` is None."""
    suffix: str = ""
    """Shown after numbers: "%" or a unit."""
    wrong_direction: str = ""
    """Set when the sentence says "increase" for a fall (or the reverse)."""
    formula: str = ""
    """The computation shown as evidence when it differs from `expression` ("(150 − 200) / 200")."""
    signed: Decimal | None = None
    """The value of `formula` when it differs from `actual` (a fall of 25% is −25)."""
    claimed_from: str = ""
    """The next step of a chain the stated value was computed from ("(4 + 3 + 9)"), when it is not a number."""
    round_figure: bool = False
    """The stated value is a converted figure ending in 0 ("350 °F (180 °C)"), which may be rounded to tens."""
    loose: Decimal | None = None
    """How far off (a share of the true value) a loosely restated figure may be; None: only rounding and hedges."""


Recogniser = Callable[[str], Iterator[Calculation]]


@lru_cache(maxsize=4096)
def value_of(text: str) -> tuple[Decimal, Decimal] | None:
    """(value, stated precision) of one written number, or None."""
    found = [q for q in quantities_of(text.strip()) if q.kind != "percent" or "%" in text or "per" in text]
    if len(found) != 1:
        return None
    return found[0].value, found[0].step


def to_decimal(value: Fraction) -> Decimal:
    return Decimal(value.numerator) / Decimal(value.denominator)


def _calc(
    match: re.Match[str], expression: str, res: str, actual: Fraction | Decimal | None, **extra: object
) -> Calculation | None:
    stated = value_of(match.group(res))
    if stated is None:
        return None
    value = to_decimal(actual) if isinstance(actual, Fraction) else actual
    hedged = bool(match.groupdict().get("hedge"))
    return Calculation(
        start=match.start(), end=match.end(), expression=expression, claimed=stated[0],
        claimed_text=match.group(res).strip(), step=stated[1], hedged=hedged, actual=value, **extra,  # type: ignore[arg-type]
    )  # fmt: skip


# --- written equations: "17 × 23 = 391", "2 plus 2 is 5", "10 / 0 = 0" ---------------------------------------
_OPERAND = rf"\(*\s*(?:{_DIGITS}%?|sqrt\(\s*{_DIGITS}\s*\))(?:\s*(?:squared|cubed))?\s*\)*"
_OP = r"(?:\*\*|\^|[-+*/×÷·−]|(?<=\s)x(?=\s)|\bplus\b|\bminus\b|\btimes\b|\bmultiplied by\b|\bdivided by\b)"
_EQUATION = re.compile(
    rf"(?<![\w.,/-])(?P<expr>{_OPERAND}(?:\s*{_OP}\s*{_OPERAND})*)\s*(?P<rel>{_REL})\s*(?P<hedge>{HEDGE})?"
    rf"(?P<res>{NUM}%?)(?![\w/])",
    re.I,
)
_DATE_LIKE = re.compile(r"^\s*\d{1,4}\s*[-/]\s*\d{1,2}\s*[-/]\s*\d{1,4}\s*$")


def _year_span(written: str) -> bool:
    """Whether `written` is a year and the next one ("2025/26", "2024/2025"): a financial year or a season. The
    quantity reader already reads "26" after "2025/" as the year 2026."""
    compact = "".join(written.split())
    found = quantities_of(compact, words=False)
    return (
        len(found) == 2
        and compact == f"{found[0].text}/{found[1].text}"
        and all(q.kind == "year" for q in found)
        and 1800 <= found[0].value <= 2099
        and found[1].value == found[0].value + 1
    )


_SYMBOLS = [
    (r"\bmultiplied by\b|\btimes\b|[×·]|(?<=\s)x(?=\s)", "*"), (r"\bdivided by\b|÷", "/"), (r"\bplus\b", "+"),
    (r"\bminus\b|−", "-"), (r"\^", "**"), (r"\s*\bsquared\b", "**2"), (r"\s*\bcubed\b", "**3"),
    (r"(\d),(?=\d{3}\b)", r"\1"), (r"(\d+(?:\.\d+)?)%", r"(\1/100)"),
]  # fmt: skip


def equations(text: str) -> Iterator[Calculation]:
    for match in _EQUATION.finditer(text):
        if match.group("rel") in ("=", "==", "≈"):
            continue  # read as a chain, step by step (see _arith_chain)
        written = match.group("expr").strip()
        if _DATE_LIKE.match(written) or re.fullmatch(r"24\s*/\s*7", written):
            continue  # a date or "24/7", not a division
        if _year_span(written):
            continue  # "2025/26" names a financial year or a season, not a division
        if not re.search(rf"{_OP}|sqrt|squared|cubed", written, re.I):
            continue  # a lone number: "the answer is 5" asserts no computation
        if re.search(r"\d[-–]\d", written) and match.group("rel") not in ("=", "=="):
            continue  # "chapters 1-2 is 30 pages": a range, not a subtraction
        python = written
        for pattern, replacement in _SYMBOLS:
            python = re.sub(pattern, replacement, python, flags=re.I)
        yield from _evaluated(match, written, python)


def _evaluated(match: re.Match[str], written: str, python: str) -> Iterator[Calculation]:
    try:
        actual: Fraction | None = evaluate(python)
        problem = ""
    except DivisionByZero:
        actual, problem = None, "division by zero"
    except TooLarge:
        actual, problem = None, "too large"
    except EvalError:
        return
    res = match.group("res").strip()
    if res.endswith("%") and actual is not None:
        actual *= 100  # "3/4 = 75%"
    calculation = _calc(match, written, "res", actual, problem=problem, suffix="%" if res.endswith("%") else "")
    if calculation is not None:
        yield calculation


# --- percentages: "12% of 250 is 30", "30 is 12% of 250", "45 out of 180, or 25%" -----------------------------
_PERCENT_OF = re.compile(
    rf"(?P<pct>{NUM}){_PCT}(?: [a-z]+)? (?:of|on) (?:the |a |an |all |its |their )?(?:[a-z]+ ){{0,2}}?(?P<base>{NUM})"
    rf"(?:\s+[a-z]+){{0,3}}?\s*,?\s*(?P<rel>{_REL})\s*(?P<hedge>{HEDGE})?(?P<res>{NUM})(?!\s?%|\d)",
    re.I,
)
_PART_IS_PERCENT = re.compile(
    rf"(?P<res>{NUM})(?:\s+[a-z]+){{0,2}}?\s+(?:is|are|was|were|represents?|makes? up|equals?)\s+"
    rf"(?P<hedge>{HEDGE})?(?P<pct>{NUM}){_PCT} of (?:the |a |an |all )?(?P<base>{NUM})(?![\d.,]\d)",
    re.I,
)
_PART_OF_WHOLE = re.compile(
    rf"(?P<part>{NUM})\s+(?:out of|of)\s+(?:the\s+)?(?P<whole>{NUM})(?:\s+[a-z]+){{0,3}}?\s*"
    rf"(?:,\s*or|\(|,\s*(?:that is|i\.e\.|which is)|—|–|:| is| are| or)\s*(?P<hedge>{HEDGE})?(?P<res>{NUM}){_PCT}",
    re.I,
)


_DISCOUNT = re.compile(
    rf"(?P<pct>{NUM}){_PCT}\s+(?:discount|off|reduction|markdown)(?:\s+on)?,?\s+(?:a |an |the )?(?P<base>{NUM})"
    rf"(?:[\s-]+[a-z]+){{0,3}}?\s+(?:costs?|is|comes to|sells for|goes for|becomes|drops to)\s+(?:only\s+)?"
    rf"(?P<hedge>{HEDGE})?(?P<res>{NUM})|"
    rf"(?P<base2>{NUM})(?:[\s-]+[a-z]+){{0,3}}?\s+with\s+(?:a |an )?(?P<pct2>{NUM}){_PCT}\s+(?:discount|off)\s+"
    rf"(?:costs?|is|comes to|sells for)\s+(?:only\s+)?(?P<hedge2>{HEDGE})?(?P<res2>{NUM})",
    re.I,
)
_HALVING = re.compile(
    r"\b(?P<verb>halving|doubling|tripling|quadrupling|half of|double|twice|triple|a third of|one third of|"
    rf"a quarter of|one quarter of)\s+(?P<x>{NUM})\s*,?\s*(?P<rel>{_REL})\s*(?P<hedge>{HEDGE})?(?P<res>{NUM})(?!\s?%)",
    re.I,
)
_FACTORS = {
    "halving": Fraction(1, 2), "half of": Fraction(1, 2), "doubling": Fraction(2), "double": Fraction(2),
    "twice": Fraction(2), "tripling": Fraction(3), "triple": Fraction(3), "quadrupling": Fraction(4),
    "a third of": Fraction(1, 3), "one third of": Fraction(1, 3), "a quarter of": Fraction(1, 4),
    "one quarter of": Fraction(1, 4),
}  # fmt: skip


def percentages(text: str) -> Iterator[Calculation]:
    for match in _PERCENT_OF.finditer(text):
        yield from _percent_of(match)
    for match in _PART_IS_PERCENT.finditer(text):
        yield from _percent_of(match)
    for match in _DISCOUNT.finditer(text):
        yield from _discounted(match)
    for match in _PART_OF_WHOLE.finditer(text):
        part, whole = value_of(match.group("part")), value_of(match.group("whole"))
        if part is None or whole is None:
            continue
        expression = f"{match.group('part')} / {match.group('whole')}"
        if whole[0] == 0:
            found = _calc(match, expression, "res", None, problem="division by zero", suffix="%")
        else:
            found = _calc(match, expression, "res", part[0] / whole[0] * 100, suffix="%")
        if found:
            yield found


def _discounted(match: re.Match[str]) -> Iterator[Calculation]:
    second = match.group("base2") is not None
    pct_text, base_text = match.group("pct2" if second else "pct"), match.group("base2" if second else "base")
    pct, base = value_of(pct_text + "%"), value_of(base_text)
    stated = value_of(match.group("res2" if second else "res"))
    if pct is None or base is None or stated is None:
        return
    yield Calculation(
        start=match.start(), end=match.end(), expression=f"{base_text} less {pct_text}%", claimed=stated[0],
        claimed_text=match.group("res2" if second else "res").strip(), step=stated[1],
        hedged=bool(match.group("hedge2" if second else "hedge")), actual=base[0] * (100 - pct[0]) / 100,
    )  # fmt: skip


def halvings(text: str) -> Iterator[Calculation]:
    """Halvings, doublings and simple fractions: "Halving 250 gives 125", "a third of 90 is 30"."""
    for match in _HALVING.finditer(text):
        x = value_of(match.group("x"))
        if x is None:
            continue
        factor = _FACTORS[re.sub(r"\s+", " ", match.group("verb").lower())]
        found = _calc(match, f"{match.group('verb').lower()} {match.group('x')}", "res", Fraction(x[0]) * factor)
        if found:
            yield found


def _percent_of(match: re.Match[str]) -> Iterator[Calculation]:
    pct, base = value_of(match.group("pct") + "%"), value_of(match.group("base"))
    if pct is None or base is None or re.fullmatch(r"(?:1[89]|20)\d\d", match.group("base").strip()):
        return  # "10% of 2023 revenue": the base is a year, not an amount
    expression = f"{match.group('pct')}% of {match.group('base')}"
    found = _calc(match, expression, "res", pct[0] * base[0] / 100)
    if found:
        yield found
