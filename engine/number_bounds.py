"""How a figure is qualified (about, at least, up to, between), and whether two figures agree under their
qualifiers and the precision they are written to."""

from __future__ import annotations

import itertools
import re
from collections.abc import Sequence
from dataclasses import replace
from decimal import Decimal
from typing import Literal

from .figure_roles import (
    dash_pair,
    is_range,
    tied_year,
)
from .number_context import (
    _MONTH,
    _context_overlap,
    noun_after,
    quantities_of,
)
from .quantities import WEEKDAY_WORD, Quantity
from .units import convert, dimension

_MONTH_AFTER = re.compile(
    rf"\s*(?:st|nd|rd|th)?(?:\s*(?:[–-]|to|and|&|or)\s*(?:{WEEKDAY_WORD}\s+)?\d{{1,2}}(?:st|nd|rd|th)?)?(?:\s+of)?\s+{_MONTH}\b",
    re.I,
)
"""A month after the day, or after a second day that shares it: "22 October", "10–12 June", "Saturday 22 and
Sunday 23 March"."""
_MONTH_BEFORE = re.compile(rf"\b{_MONTH}\s+$", re.I)


# --- the numeric gate: a claim's numbers against a source span -------------------------------------------------

_HEDGE = re.compile(
    r"(?:\b(?:about|around|roughly|approximately|approx\.?|some|circa|close to|an estimated)|~|≈)\s*$", re.I
)
_NEARLY = re.compile(r"\b(?:nearly|almost|just under|just shy of)\s*$", re.I)
# A bound may be hyphenated to its figure in lower case ("over-65s", "the under-21 side"); "the Under-14 Cup" is a name.
_AT_LEAST = re.compile(
    r"\b(?:(?<!no )(?<!not )(?:more|larger|bigger|greater|higher|longer|heavier|older) than|over|(?-i:over)-|above|"
    r"at least|exceeding|in excess of|upwards of|north of|beyond|(?:no|not) (?:fewer|less) than)"
    r"\s*$",
    re.I,
)
_AT_MOST = re.compile(
    r"\b(?:(?<!no )(?<!not )(?:less|fewer|smaller|lower|shorter|lighter|younger) than|under|(?-i:under)-|below|at most|"
    # "adds up to 52 g" is a sum, not a bound
    r"(?<!add )(?<!adds )(?<!added )(?<!adding )up to|as (?:many|much) as|not exceeding|(?:no|not) more than)\s*$",
    re.I,
)
_DENIED_BOUND = re.compile(
    r"\b(?:no|none|nothing|nobody)\b(?:(?!\b(?:if|when|unless|once|provided|where|while)\b)[^,;.])*$", re.I
)
"""A "no" that quantifies what a later bound measures ("no single item is covered for more than £250": each is
covered up to £250), in the same clause: in "no fee if you deposit at least £1,000" the bound is the condition's.
Not a denied verb: "must not be given to children under 6" still speaks of the under-6s."""
_DENIED_VERB = re.compile(r"(?:\bnot|n['’]t|\bnever)\s+(?:[a-z]+\s+)?(?:(?:it|them|this|that)\s+)?(?:for\s+)?$", re.I)
"""A denied verb whose object is the bounded figure ("do not take more than 8 tablets": at most 8; "never leave it
for longer than 2 hours": at most 2). Only the verb, a pronoun as its object and "for" may stand between the denial
and the bound: in "must not be given to children under 6" the bound describes the children, and the denial leaves
it as it is."""
_LIMIT_AFTER = re.compile(
    r"(?:\s+[a-z]+(?:-[a-z]+)?)?\s+(?:threshold|limit|cap|ceiling|maximum|minimum|allowance)\b", re.I
)
"""A figure named as a limit ("the £27,295 threshold", "the 2 kg small-parcel limit")."""
HEDGE_TOLERANCE = Decimal("0.02")
"""What "about", "roughly", "~" allow: 2% either way."""
Qualifier = Literal["exact", "hedged", "nearly", "at_least", "at_most", "decade", "limit"]


def _significant(quantity: Quantity) -> bool:
    """Leave out "one"/"zero" written as words: they are pronouns and idioms more often than figures."""
    return not (quantity.text[:1].isalpha() and quantity.value < 2)


def within_date_range(text: str, quantity: Quantity, span_text: str) -> bool:
    """Whether the date whose day `quantity` is lies within a range of dates `span_text` gives (`reading.dates`)."""
    from .reading.dates import within_dates  # (a module-level import would be circular)

    return within_dates(text, quantity.start, span_text)


def day_of_month(text: str, quantity: Quantity) -> bool:
    """ "22" in "born 22 October 1983" or "October 22" is a date, not a count: "two artists" differs from it
    without contradicting it."""
    if quantity.kind != "count" or quantity.unit or not 1 <= quantity.value <= 31 or quantity.text[:1].isalpha():
        return False
    return bool(
        _MONTH_AFTER.match(text, quantity.end)
        or _MONTH_BEFORE.search(text[max(0, quantity.start - 12) : quantity.start])
    )


_RANGE_LOW = re.compile(r"\bbetween\s*[$€£]?$", re.I)
_RANGE_HIGH = re.compile(r"\bbetween\s+[$€£]?[\d.,]+\s*(?:[A-Za-z%]+\s+)?and\s*[$€£]?$", re.I)


_DECADE_AFTER = re.compile(r"['’]?s\b")
"""The "s" of a decade: "the 1990s" names ten years, none of them exactly."""


def _qualifier(text: str, quantity: Quantity, *, claimed: bool = False) -> Qualifier:
    """How the text gives the figure: exactly, hedged, as a bound, or as a decade. A `claimed` figure's bound may
    follow it ("spills of 50 ml or less"); a source's such bound is read by `_within_bound_after`."""
    if quantity.kind == "year" and quantity.value % 10 == 0 and _DECADE_AFTER.match(text, quantity.end):
        return "decade"
    window = max(0, quantity.start - 30)
    before = text[window : quantity.start]
    # "between 10 and 20 people": the first figure is a floor, the second a ceiling (years are dates, not bounds).
    if quantity.kind != "year" and _RANGE_LOW.search(before):
        return "at_least"
    if quantity.kind != "year" and _RANGE_HIGH.search(before):
        return "at_most"
    for pattern, name in ((_HEDGE, "hedged"), (_NEARLY, "nearly"), (_AT_LEAST, "at_least"), (_AT_MOST, "at_most")):
        if found := pattern.search(before):
            lead = text[max(0, quantity.start - 80) : window + found.start()]  # the words before the bound
            if name in ("at_least", "at_most") and (_DENIED_BOUND.search(lead) or _DENIED_VERB.search(lead)):
                # "no single item is covered for more than £250": a denied floor is a ceiling, and the other way round
                return "at_most" if name == "at_least" else "at_least"
            return name  # type: ignore[return-value]
    if claimed and quantity.kind != "year" and _LIMIT_AFTER.match(text, quantity.end):
        return "limit"  # "the £27,295 threshold": the figure a bound is put at, said as that
    if claimed and quantity.kind != "year" and (after := _BOUND_AFTER.match(text, quantity.end)):
        return "at_least" if after.group(1).lower() in _UPWARDS else "at_most"  # "50 ml or less"
    return "exact"


_SHARE_JOIN = re.compile(r"\s+(?:in|out\s+of)\s+(?:every\s+)?", re.I)


def share_said(text: str, quantity: Quantity, quantities: Sequence[Quantity]) -> tuple[Decimal, Decimal] | None:
    """The percentages a share said as "N in M" stands for when the figure is its N or its M ("nearly four in ten"
    is 35-40%, "about two in five" 35-45%), else None. People round a share to the nearest M-th, so it stands for
    half an M-th either way (5 points at most): only up to it after "nearly", only from it after "over"."""
    for part, whole in itertools.pairwise(quantities):
        if quantity not in (part, whole) or not _SHARE_JOIN.fullmatch(text, part.end, whole.start):
            continue
        if part.kind != "count" or whole.kind != "count" or part.unit or whole.unit or not 0 < part.value < whole.value:
            return None
        share, step = 100 * part.value / whole.value, min(Decimal(50) / whole.value, Decimal(5))
        qualifier = _qualifier(text, part)
        low = share if qualifier == "at_least" else share - step
        return low, share if qualifier in ("nearly", "at_most") else share + step
    return None


_ROUNDED_BELOW = Decimal(10) ** 15


def read_as_rounded(text: str, quantity: Quantity) -> Quantity:
    """The figure with the precision its wording gives it: a whole number ending in zeros that the text hedges
    ("around 390", "nearly 2,000") is rounded at one of its zeros, so what it stands for may lie half that place
    away ("around 390": 385-395), never more than "about" allows elsewhere (`HEDGE_TOLERANCE`: "around 2,000" is
    read to the ten, not the thousand); said plainly ("390 km"), it keeps its last digit."""
    if quantity.step != 1 or not 10 <= abs(quantity.value) < _ROUNDED_BELOW or quantity.value % 10:
        return quantity  # beyond 10^15 the remainder would overflow the decimal context: not a hedged round figure
    if _qualifier(text, quantity) not in ("hedged", "nearly"):
        return quantity
    step = Decimal(1)
    while quantity.value % (step * 10) == 0 and step * 10 / 2 <= abs(quantity.value) * HEDGE_TOLERANCE:
        step *= 10
    return replace(quantity, step=step)


def _within_bound_after(claim_text: str, claimed: Quantity, span_text: str, stated: Quantity) -> bool:
    """Whether the claim's figure lies within a bound written after a figure of the sentence ("£50,000 or more",
    "65 and over"), or, written alone, within a range the figure is one end of ("aged 3-5" holds 4, not "5-8").
    Only the claim's comparison is read so: the figure itself still states its value."""
    pair = dash_pair(span_text, stated)
    if pair and is_range(pair) and _comparable(claimed, stated):
        return not dash_pair(claim_text, claimed) and int(pair.group(1)) <= claimed.value <= int(pair.group(2))
    after = _BOUND_AFTER.match(span_text, stated.end)
    if after is None or stated.kind == "year" or not _comparable(claimed, stated):
        return False
    upwards = after.group(1).lower() in _UPWARDS
    return claimed.value >= stated.value if upwards else claimed.value <= stated.value


def _within_stated_bound(
    claim_text: str, claimed: Quantity, span_text: str, stated: Quantity, bound: Qualifier
) -> bool:
    """Whether the claim's figure keeps a bound the sentence sets on the same thing ("201 IDs" and "passing more
    than 200 IDs raises an error"): another figure of the sentence ("timeout=30") is then no contradiction."""
    return (
        bound in ("at_least", "at_most")
        and stated.kind != "year"
        and _comparable(claimed, stated)
        and not _breaks_bound(claimed, "exact", stated, bound)
        and (
            noun_after(claim_text, claimed) == noun_after(span_text, stated) != ""
            # a measure in one dimension about the same thing: "a 14kg parcel" and "a maximum parcel weight of 25kg"
            or (
                bool(claimed.unit)
                and _dimension(claimed) == _dimension(stated)
                and _context_overlap(claim_text, claimed, span_text, stated) > 0
            )
        )
    )


_BOUND_AFTER = re.compile(
    r"\s*(?:or|and)\s+(more|above|over|higher|greater|upwards|less|fewer|below|under|lower)\b", re.I
)
_UPWARDS = frozenset("more above over higher greater upwards".split())


_BOUNDS: frozenset[str] = frozenset({"at_least", "at_most", "nearly", "decade"})


def _bounds_agree(claimed: Qualifier, stated: Qualifier) -> bool:
    """Whether a claim may rest on a source figure given with `stated`: a bound ("more than 200", "up to 40%") bears
    out only the same kind of bound, never an exact figure ("200 homes", "40% of cases"), or the claim naming the
    figure as the limit it is ("the 2 kg limit" for "up to 2 kg")."""
    if stated not in _BOUNDS or claimed == "limit":
        return True
    return claimed == stated or (stated == "nearly" and claimed == "at_most")


def _bound_moved(claim: Quantity, claimed: Qualifier, span: Quantity, stated: Qualifier) -> bool:
    """Whether the claim gives the source's bound at another value no rounder than it: "more than 120,000 crowns"
    for "more than 150,000 crowns" moves a threshold, where "over 1,000" for "more than 1,200" only rounds it. A
    rounding changes a figure by a quarter of it at most: "up to ten days" for "up to five days" moves the cap,
    though ten is the nearest ten to five."""
    if claimed != stated or claimed not in ("at_least", "at_most"):
        return False
    if claim.unit and span.unit and claim.unit != span.unit and _dimension(claim) == _dimension(span):
        # In another unit the bound is converted and rounded: "up to 4 inches" is "up to 10 cm" (3.94 inches).
        converted = convert(span.value, span.unit, claim.unit)
        return converted is None or abs(converted - claim.value) > claim.rounding
    gap = abs(claim.value - span.value)
    if gap <= claim.step / 2 and gap <= abs(span.value) / 4:
        return False
    return _significant_digits(claim.value) >= _significant_digits(span.value) or gap > abs(span.value) / 4


def _significant_digits(value: Decimal) -> int:
    return len(str(abs(value)).replace(".", "").strip("0")) or 1


def _breaks_bound(claim: Quantity, claimed: Qualifier, span: Quantity, stated: Qualifier) -> bool:
    """Whether the claim's figure contradicts the source's: any other figure, for an exact one; for a bound, only a
    figure outside it ("150 homes" against "more than 200"; "300 homes" agrees with it without being stated)."""
    if stated not in _BOUNDS:
        return True
    if claimed == "limit":
        return claim.value != span.value  # "the 3 kg limit" against "up to 2 kg": the limit is put elsewhere
    if claimed != "exact":
        return False
    if stated == "decade":
        return not span.value <= claim.value < span.value + 10  # 2005 is no year of the 1990s
    return claim.value < span.value if stated == "at_least" else claim.value > span.value


def _figure_of_year(span_text: str, year: Quantity, claim_figures: list[Quantity]) -> bool:
    """Whether the source ties to `year` a figure of the kind of one of `claim_figures` ("$5 million in 2020")."""
    return any(
        tied_year(span_text, other) == year.value and any(_comparable(figure, other) for figure in claim_figures)
        for other in quantities_of(span_text)
        if other.kind != "year"
    )


_THEN_AND = re.compile(r"\s*(?:[A-Za-z%]+\s+)?and\s*[$€£]?[\d.,]*\d", re.I)


def _with_bound(text: str, quantity: Quantity) -> Quantity:
    """`quantity` with the words that bound it ("more than 200"), so a reason or a correction says what the source
    says."""
    before = text[max(0, quantity.start - 30) : quantity.start]
    offset = quantity.start - len(before)
    # The whole range, from either end: "between 10 and 20".
    high = _RANGE_HIGH.search(before)
    low = None if high else _RANGE_LOW.search(before)
    rest = _THEN_AND.match(text, quantity.end) if low else None
    if quantity.kind != "year" and (found := high or (low if rest else None)) is not None:
        return _spanning(text, quantity, offset + found.start(), rest.end() if rest else quantity.end)
    if quantity.kind == "count" and is_range(pair := dash_pair(text, quantity)):
        return _spanning(text, quantity, pair.start(), pair.end())  # type: ignore[union-attr]
    for pattern in (_NEARLY, _AT_LEAST, _AT_MOST):
        if found := pattern.search(before):
            return _spanning(text, quantity, offset + found.start(), quantity.end)
    if decade := _DECADE_AFTER.match(text, quantity.end):
        if quantity.kind == "year":
            return _spanning(text, quantity, quantity.start, decade.end())
    return quantity


def _spanning(text: str, quantity: Quantity, start: int, end: int) -> Quantity:
    return Quantity(
        value=quantity.value, kind=quantity.kind, start=start, end=end, text=text[start:end], unit=quantity.unit,
        step=quantity.step,
    )  # fmt: skip


def _comparable(claim: Quantity, span: Quantity) -> bool:
    """Whether two numbers measure the same kind of thing (so a difference between them is a contradiction)."""
    if (claim.kind == "percent") != (span.kind == "percent"):
        return False
    if (claim.kind == "year") != (span.kind == "year"):
        return False
    if claim.kind == "money" and span.kind == "money" and claim.unit != span.unit:
        return False
    if "money" in (claim.kind, span.kind) and (_spelled(claim) or _spelled(span)):
        return False  # "one of two flats" counts flats, not the "£595,000" one of them costs
    claim_dim, span_dim = _dimension(claim), _dimension(span)
    return claim_dim == span_dim or not claim.unit or not span.unit


def _spelled(quantity: Quantity) -> bool:
    """A number written in words ("one"), not a sum with a currency code before it ("US$1.5 billion", "EUR 5m")."""
    return quantity.text[:1].isalpha() and not (quantity.kind == "money" and quantity.text[:3].isupper())


def _agrees(claim: Quantity, span: Quantity, qualifier: Qualifier) -> bool:
    if qualifier in ("at_least", "at_most") and (
        claim.kind != span.kind or (claim.unit and not span.unit and claim.value != span.value)
    ):
        # a bound holds many values: "children under 16" is not borne out by "£7 for students", nor "as much as 40
        # minutes" by a bare "22", only by its own figure ("timeout=30" for "up to 30 seconds"); a figure in words
        # is read with its unit apart (`numbers._spelled_measure_agrees`)
        return False
    year_or_count = {claim.kind, span.kind} <= {"year", "count"}
    if not _comparable(claim, span) and not (claim.value == span.value and year_or_count):
        return False
    value = span.value
    if claim.unit and span.unit and claim.unit != span.unit and _dimension(claim) == _dimension(span):
        converted = convert(span.value, span.unit, claim.unit)
        if converted is None:
            return False
        value = converted
        if qualifier in ("at_least", "at_most"):
            # A bound holds a converted figure within the span figure's own rounding ("more than 5 km": "3.1 miles",
            # 4.99 km to a tenth of a mile), not the claim's: "more than 3 months" is not "11 weeks" (2.53 months).
            edge = span.value + (span.rounding if qualifier == "at_least" else -span.rounding)
            end = convert(edge, span.unit, claim.unit)
            return end is not None and values_agree(claim.value, end, claim.step, qualifier)
        if abs(value - claim.value) <= claim.rounding:
            return True  # a conversion is rounded: half a stated digit or 0.5%
    return values_agree(claim.value, value, claim.step, qualifier)


def values_agree(claimed: Decimal, actual: Decimal, step: Decimal, qualifier: Qualifier = "exact") -> bool:
    """Whether `claimed` (stated to precision `step`) is a fair statement of `actual` under `qualifier`."""
    if qualifier == "decade":
        return claimed <= actual < claimed + 10  # "the late 1990s" holds 1998
    if qualifier == "at_least":
        return actual >= claimed
    if qualifier == "at_most":
        return actual <= claimed
    if claimed == actual or abs(actual - claimed) <= step / 2:
        return True
    scale = abs(actual) or Decimal(1)
    if qualifier == "hedged":
        return abs(actual - claimed) <= scale * HEDGE_TOLERANCE
    if qualifier == "nearly":
        return claimed * Decimal("0.95") <= actual <= claimed * (1 + HEDGE_TOLERANCE)
    return False


def _dimension(quantity: Quantity) -> str:
    if quantity.kind == "money":
        return "money"
    return dimension(quantity.unit) if quantity.unit not in ("", "pp") else quantity.unit
