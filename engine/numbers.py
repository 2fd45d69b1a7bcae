"""Find quantities in text and normalise their formats ("$5M", "5 million", "5,000,000", "5.0 M" are equal).

`extract_quantities` is the one reader of numbers in prose; `compare_numbers` is the numeric gate that grounding
applies to a claim and the source span about the same subject.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, replace
from decimal import Decimal, InvalidOperation
from typing import Literal

from .figure_roles import (
    COMPARED_WITH,
    DIFFERENCE_AFTER,
    DIFFERENCE_BEFORE,
    clock_part,
    dash_pair,
    is_range,
    part_of_measure,
    read_alike,
    reading,
    relative,
    same_year,
    tied_year,
    worked_out,
)
from .units import UNIT_PATTERN, canonical_unit, convert, dimension

_SCALES = {
    "thousand": 10**3, "k": 10**3,
    "million": 10**6, "m": 10**6, "mn": 10**6, "mio": 10**6, "mln": 10**6,
    "billion": 10**9, "b": 10**9, "bn": 10**9,
    "trillion": 10**12, "t": 10**12, "tn": 10**12,
}  # fmt: skip
_WORDS = {
    "zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
    "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15,
    "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19, "twenty": 20, "thirty": 30,
    "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90, "hundred": 100,
    "dozen": 12,
}  # fmt: skip
_TENS = "twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety"
_UNITS_WORDS = "one|two|three|four|five|six|seven|eight|nine"
_CURRENCY_SYMBOLS = {"$": "USD", "us$": "USD", "€": "EUR", "£": "GBP", "¥": "JPY", "₹": "INR"}
_CURRENCY_WORDS = {"dollar": "USD", "dollars": "USD", "euro": "EUR", "euros": "EUR", "yen": "JPY", "rupees": "INR"}
_CURRENCY = r"(?P<cur>US\$|[$€£¥₹]|(?:USD|EUR|GBP|JPY|CHF|INR|CNY)\s)?\s?"
_SCALE = r"thousand|million|billion|trillion|mln|mn|bn|tn|mio|[kKmMbBtT]"
_NUMBER = re.compile(
    _CURRENCY
    + r"(?P<sign>(?<![\w.,\-−])[-−](?=\d))?"
    # A number glued to a name by a hyphen is part of the name ("Aurora-3", "COVID-19", "GPT-4"), not a quantity;
    # the odds of "1-in-100" are two.
    + r"(?:(?<=\d-in-)|(?<![A-Za-z][-–]))"
    + r"(?P<num>(?<![\w.])\d{1,3}(?:,\d{3})+(?:\.\d+)?|(?<![\w.,])\d+(?:\.\d+)?)"
    + rf"(?:\s?(?P<scale>{_SCALE})(?![a-zA-Z]))?"
    + r"(?P<pct>\s?(?:%|percent\b|per cent\b|percentage points?\b|pp\b))?"
    + r"(?:\s?(?P<code>USD|EUR|GBP|JPY|CHF|INR|CNY|dollars?|euros?|yen|rupees)\b)?"
    + rf"(?:(?:\s|-)?(?P<unit>{UNIT_PATTERN}))?",
)
_WORD_NUMBER = re.compile(
    rf"\b(?P<word>(?:{_TENS})[- ](?:{_UNITS_WORDS})|" + "|".join(_WORDS) + r")\b"
    r"(?:\s(?P<mult>hundred|dozen)\b)?(?:\s(?P<scale>thousand|million|billion)\b)?",
    re.I,
)
_VERSIONISH = re.compile(r"\d+\.\d+\.\d+")
_YEAR_RANGE_END = re.compile(r"(?<!\d)([12]\d{3})[-–/]$")
"""What comes before "18" in "the 2017–18 season": "18" ends a range of years; it is the year 2018, not a count."""
_CANDIDATE = re.compile(r"US\$|[$€£¥₹]|(?:USD|EUR|GBP|JPY|CHF|INR|CNY)\s|[-−]?\d")
_LETTERS = re.compile(r"[a-z]+")
_NUMBER_WORDS = frozenset(_WORDS)
MONTH_NAMES = (
    "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November",
    "December", "Jan", "Feb", "Mar", "Apr", "Jun", "Jul", "Aug", "Sept", "Sep", "Oct", "Nov", "Dec",
)  # fmt: skip
"""Month names and their abbreviations, longest form first (shared with the dates detector)."""
# Any case ("22 october", as lower-cased sources write it), except "may", which is as often the verb.
_MONTH = "(?:" + "|".join("(?-i:May)" if m == "May" else m for m in MONTH_NAMES) + r")\.?"
_MONTH_AFTER = re.compile(rf"\s*(?:st|nd|rd|th)?(?:\s+of)?\s+{_MONTH}\b", re.I)
_MONTH_BEFORE = re.compile(rf"\b{_MONTH}\s+$", re.I)


@dataclass(frozen=True, slots=True)
class Quantity:
    """A number found in text, with its normalised value and kind."""

    value: Decimal
    """The value with scale words applied ("5M" → 5000000)."""
    kind: str
    """"money", "percent", "year" or "count"."""
    start: int
    end: int
    text: str
    unit: str = ""
    """Canonical unit: a currency code for money ("USD"), "pp" for percentage points, "km", "°C", … or ""."""
    step: Decimal = Decimal(1)
    """The precision the text states: "5.2 million" → 100000, "30" → 1, "0.25" → 0.01."""

    def same_value(self, other: Quantity, tolerance: float = 0.0) -> bool:
        """Equal values, or within `tolerance` (a fraction of `other`)."""
        if self.value == other.value:
            return True
        if tolerance and other.value:
            return abs(self.value - other.value) <= abs(other.value) * Decimal(str(tolerance))
        return False


def extract_quantities(text: str, *, words: bool = True) -> list[Quantity]:
    """All quantities in `text`, left to right. Version numbers ("3.11.2") are skipped; the end of a range of years
    ("the 2017–18 season") is a year; ordinals are counts."""
    found: list[Quantity] = []
    versions = [m.span() for m in _VERSIONISH.finditer(text)]
    for match in _number_matches(text):
        num_start = match.start("num")
        if any(lo <= num_start < hi for lo, hi in versions):
            continue
        quantity = _from_match(text, match)
        if quantity is not None and len(match.group("num")) == 2:
            if first := _YEAR_RANGE_END.search(text, max(0, num_start - 5), num_start):
                quantity = _range_end_year(quantity, int(first.group(1)))
        if quantity is not None:
            found.append(quantity)
    if words and not _NUMBER_WORDS.isdisjoint(_LETTERS.findall(text.lower())):
        found.extend(_word_quantities(text))
    found.sort(key=lambda q: q.start)
    return _ranges_shared(text, found)


SCALE_WORD = r"(thousand|million|billion|trillion|bn)"
"""A word that scales the figure before it, written out ("2.4 million"); also read by the arithmetic detector."""
_SCALE_AT_END = re.compile(rf"(?:\s|^){SCALE_WORD}\s*$", re.I)
_SCALE_HYPHENATED = re.compile(r"-(thousand|million|billion|trillion)\b", re.I)
_SCALE_WORDS = {"thousand": Decimal(10) ** 3, "million": Decimal(10) ** 6, "billion": Decimal(10) ** 9,
           "bn": Decimal(10) ** 9, "trillion": Decimal(10) ** 12}  # fmt: skip


def _ranges_shared(text: str, found: list[Quantity]) -> list[Quantity]:
    """What the two ends of a range share, written once: "€310-340 million" is €310 million to €340 million, and
    "the 94-million-year-old animal" 94 million years old."""
    out = list(found)
    for at, first in enumerate(out):
        if (hyphenated := _SCALE_HYPHENATED.match(text, first.end)) and first.kind == "count":
            factor = _SCALE_WORDS[hyphenated.group(1).lower()]
            out[at] = replace(first, value=first.value * factor, step=first.step * factor)
            continue
        if at + 1 >= len(out) or not re.fullmatch(r"\s?[-–]\s?", text[first.end : out[at + 1].start]):
            continue
        second = out[at + 1]
        if first.kind == "money" and second.kind == "count" and not second.unit:
            second = out[at + 1] = replace(second, kind="money", unit=first.unit)
        scale = _SCALE_AT_END.search(second.text)
        if scale and not _SCALE_AT_END.search(first.text) and first.kind in ("money", "count") and first.value < 1000:
            factor = _SCALE_WORDS[scale.group(1).lower()]
            out[at] = replace(first, value=first.value * factor, step=first.step * factor)
    return out


_MINUS_BEFORE = re.compile(r"\bminus\s+$", re.I)


def _number_matches(text: str) -> Iterator[re.Match[str]]:
    """`_NUMBER.finditer`, tried only where a number or a currency can start (much faster on long text)."""
    pos = 0
    while (candidate := _CANDIDATE.search(text, pos)) is not None:
        match = _NUMBER.match(text, candidate.start())
        if match is not None and match.group("num"):
            yield match
            pos = match.end()
        else:
            pos = candidate.start() + 1


def parse_number(text: str) -> Decimal | None:
    """The value of one written number ("1,200", "$5M", "2.5 billion", "twenty-five"), else None."""
    quantities = extract_quantities(text.strip())
    if len(quantities) != 1:
        return None
    return quantities[0].value


def _from_match(text: str, match: re.Match[str]) -> Quantity | None:
    raw = match.group("num")
    try:
        mantissa = Decimal(raw.replace(",", ""))
    except InvalidOperation:
        return None
    currency = _currency(match)
    scale_word = match.group("scale") or ""
    scale, unit_text, end = scale_word.lower(), match.group("unit") or "", match.end("num")
    if scale and len(scale) == 1 and not currency and scale_word not in "KMBTk":
        # a lone lowercase "m"/"b"/"t" after a bare number is a unit ("5 m" = metres), not a scale
        unit_text, scale = unit_text or scale_word, ""
        end = match.end("scale") if canonical_unit(scale_word) else end
    elif scale:
        end = match.end("scale")
    factor = Decimal(_SCALES[scale]) if scale else Decimal(1)
    pct = (match.group("pct") or "").strip().lower()
    unit = "pp" if pct.startswith(("percentage", "pp")) else currency or canonical_unit(unit_text)
    for group in ("pct", "code", "unit"):
        if match.group(group) and (group != "unit" or canonical_unit(match.group(group))):
            end = match.end(group)
    kind = "money" if currency else "percent" if pct else _count_or_year(raw, scale, unit)
    start = match.start("cur") if match.group("cur") else match.start("sign") if match.group("sign") else None
    start = match.start("num") if start is None else start
    negative = bool(match.group("sign"))
    if not negative and kind != "year" and (minus := _MINUS_BEFORE.search(text, max(0, start - 8), start)):
        negative, start = True, minus.start()  # "minus 5 degrees" is -5, as "-5 degrees" is
    value = (-mantissa if negative else mantissa) * factor
    step = _step(raw) * factor
    return Quantity(value=value, kind=kind, start=start, end=end, text=text[start:end], unit=unit, step=step)


def _range_end_year(quantity: Quantity, first: int) -> Quantity:
    """ "18" after "2017–" as the year 2018 ("1999–00" ends in 2000)."""
    year = first - first % 100 + int(quantity.value)
    year += 100 if year < first else 0
    return Quantity(value=Decimal(year), kind="year", start=quantity.start, end=quantity.end, text=quantity.text)


def _currency(match: re.Match[str]) -> str:
    if symbol := (match.group("cur") or "").strip():
        return _CURRENCY_SYMBOLS.get(symbol.lower(), symbol.upper())
    code = match.group("code") or ""
    return _CURRENCY_WORDS.get(code.lower(), code.upper())


def _count_or_year(raw: str, scale: str, unit: str) -> str:
    if not scale and not unit and raw.isdigit() and len(raw) == 4 and 1000 <= int(raw) <= 2199:
        return "year"
    return "count"


def _step(raw: str) -> Decimal:
    """The last stated decimal place: "5.20" → 0.01, "30" → 1."""
    digits = raw.replace(",", "")
    if "." in digits:
        return Decimal(1).scaleb(-len(digits.split(".", 1)[1]))
    return Decimal(1)


_FRACTION_AFTER = re.compile(
    r"[\s-]+(?:halves|thirds?|quarters?|fourths?|fifths?|sixths?|sevenths?|eighths?|ninths?|tenths?)\b", re.I
)


def _word_quantities(text: str) -> list[Quantity]:
    found = []
    for match in _WORD_NUMBER.finditer(text):
        if _FRACTION_AFTER.match(text, match.end()):
            continue  # "two thirds" is a share, not two of anything
        word = match.group("word").lower()
        parts = re.split(r"[- ]", word)
        value = Decimal(sum(_WORDS[part] for part in parts))
        if match.group("mult"):
            value *= _WORDS[match.group("mult").lower()]
        step = Decimal(1)
        if match.group("scale"):
            step = Decimal(_SCALES[match.group("scale").lower()])
            value *= step
        found.append(
            Quantity(value=value, kind="count", start=match.start(), end=match.end(), text=match.group(), step=step)
        )
    return found


def format_decimal(value: Decimal, places: int = 4) -> str:
    """A readable rendering: thousands separators, at most `places` decimals, no trailing zeros."""
    if abs(value) >= Decimal(10) ** 15:
        return f"{float(value):.4g}"
    rounded = value.quantize(Decimal(1).scaleb(-places)) if value != value.to_integral_value() else value
    text = f"{rounded:,f}"
    if "." in text:
        text = text.rstrip("0").rstrip(".")
    return "0" if text in {"-0", ""} else text


# --- the numeric gate: a claim's numbers against a source span -------------------------------------------------

_HEDGE = re.compile(
    r"(?:\b(?:about|around|roughly|approximately|approx\.?|some|circa|close to|an estimated)|~|≈)\s*$", re.I
)
_NEARLY = re.compile(r"\b(?:nearly|almost|just under|just shy of)\s*$", re.I)
_AT_LEAST = re.compile(
    r"\b(?:(?<!no )(?<!not )(?:more|larger|bigger|greater|higher|longer|heavier|older) than|over|above|at least|"
    r"exceeding|in excess of|upwards of|north of|(?:no|not) (?:fewer|less) than)"
    r"\s*$",
    re.I,
)
_AT_MOST = re.compile(
    r"\b(?:(?<!no )(?<!not )(?:less|fewer|smaller|lower|shorter|lighter|younger) than|under|below|at most|up to|"
    r"(?:no|not) more than)\s*$",
    re.I,
)
_CONTEXT_WORD = re.compile(r"[A-Za-z][A-Za-z'-]{2,}")
_MONTH_WORDS = frozenset(m.lower().rstrip("s") for m in MONTH_NAMES)
_FILLER = frozenset("the and with from that this for was were are has have had its their than about over".split())
HEDGE_TOLERANCE = Decimal("0.02")
"""What "about", "roughly", "~" allow: 2% either way."""
Qualifier = Literal["exact", "hedged", "nearly", "at_least", "at_most", "decade"]


@dataclass(frozen=True, slots=True)
class NumberCheck:
    """The outcome of comparing a claim's numbers with a source span."""

    status: Literal["ok", "mismatch", "missing"]
    """ok: every number of the claim is in the span; mismatch: the span has a different number of the same kind;
    missing: the span has no such number at all."""
    mismatches: tuple[tuple[Quantity, Quantity], ...] = ()
    """(claim number, the span's differing number) pairs."""
    missing: tuple[Quantity, ...] = ()
    """Claim numbers with no counterpart in the span."""
    matched: tuple[tuple[Quantity, Quantity], ...] = ()
    """(claim number, span number) pairs that agree."""
    bounded: tuple[tuple[Quantity, Quantity], ...] = ()
    """(claim number, the span's bound) pairs: the span gives the figure only as a bound ("up to 40%" for "40%");
    those claim numbers are missing too."""

    @property
    def ok(self) -> bool:
        return self.status == "ok"

    @property
    def claim(self) -> Quantity | None:
        """The first claim number that failed."""
        if self.mismatches:
            return self.mismatches[0][0]
        return self.missing[0] if self.missing else None

    @property
    def span(self) -> Quantity | None:
        """The span's differing number for the first mismatch."""
        return self.mismatches[0][1] if self.mismatches else None

    @property
    def reason(self) -> str:
        if self.mismatches:
            claim, span = self.mismatches[0]
            return f"the claim says {claim.text} where the source says {span.text}"
        if self.missing:
            return f"the source text has no {self.missing[0].text}"
        return "every number of the claim is in the source text"


def compare_numbers(claim_text: str, span_text: str) -> NumberCheck:
    """Compare every number of `claim_text` with the numbers of `span_text` (the source span on the same subject).

    Formats are normalised ("$5M" = "5 million dollars" = "5,000,000 USD"), units converted ("5 km" = "3.1 miles"),
    a claim's rounding respected ("5.2 million" matches "5,213,000"), and hedges honoured ("about", "more than").
    """
    claim_numbers = [q for q in quantities_of(claim_text) if _significant(q)]
    span_numbers = quantities_of(span_text)
    stated_as = dict(zip(map(id, span_numbers), _qualifiers_of(span_text), strict=True))
    matched: list[tuple[Quantity, Quantity]] = []
    unmatched: list[Quantity] = []
    used: set[int] = set()
    for number in claim_numbers:
        qualifier = _qualifier(claim_text, number, claimed=True)
        # A source figure answers for one claim figure ("2-2" is not "2-1"); only a year may be said twice.
        free = [s for s in span_numbers if id(s) not in used or number.kind == "year"]
        agreeing = [
            s
            for s in free
            if _agrees(number, s, qualifier)
            and _bounds_agree(qualifier, stated_as[id(s)])
            and not _bound_moved(number, qualifier, s, stated_as[id(s)])
        ]
        if qualifier not in ("exact", "decade") and len([s for s in span_numbers if _comparable(number, s)]) > 1:
            # "over 170 stores" agrees with any larger figure, so only one said of the same thing counts.
            agreeing = [s for s in agreeing if _context_overlap(claim_text, number, span_text, s) > 0]
        if agreeing:
            closest = _closest(claim_text, number, span_text, agreeing)
            matched.append((number, closest))
            used.add(id(closest))
        else:
            unmatched.append(number)
    mismatches, missing, bounded = [], [], []
    claim_years = frozenset(q.value for q in claim_numbers if q.kind == "year") if unmatched else frozenset()
    for number in unmatched:
        qualifier = _qualifier(claim_text, number, claimed=True)
        bound = next((s for s in span_numbers if id(s) not in used and _agrees(number, s, qualifier)), None)
        if bound is not None:  # the same figure, stated only as a bound
            bounded.append((number, _with_bound(span_text, bound)))
            missing.append(number)
            continue
        if relative(claim_text, number) or _derived(claim_text, number, span_text, span_numbers):
            # Worked out from another figure of the claim's, a difference the source does not say so, or a figure
            # of another moment ("nine goals before Sunday's game" against "taking her tally to 11").
            missing.append(number)
            continue
        clock = clock_part(claim_text, number)
        if qualifier == "exact" and any(
            _within_bound_after(claim_text, number, span_text, s)
            or _within_stated_bound(claim_text, number, span_text, s, stated_as[id(s)])
            for s in span_numbers
        ):
            # Within a bound the sentence gives ("£60,000" and "£50,000 or more"; "201 IDs" and "more than 200 IDs").
            missing.append(number)
            continue
        day = day_of_month(claim_text, number)
        part = part_of_measure(claim_text, number)
        rivals = [
            s
            for s in span_numbers
            if id(s) not in used
            and _comparable(number, s)
            and day_of_month(span_text, s) == day
            and read_alike(claim_text, number, span_text, s)
            and (number.kind == "money") == (s.kind == "money")  # "£3.60" is no count of "Zone 1"
            # route "22" is no "48 hours", nor "13.7 km" the "1" of "1st" (an age may be written either way: "Locke,
            # 42," and "the 41-year-old")
            and (
                _measures(claim_text, number) == _measures(span_text, s)
                or number.kind != "count"
                or "age" in (reading(span_text, s), reading(claim_text, number))
            )
            and _named_by(claim_text, number) == _named_by(span_text, s)  # "Lumen 14", "day 2": labels, not counts
            and _breaks_bound(number, qualifier, s, stated_as[id(s)])
            and not relative(span_text, s)
            and same_year(claim_years, number, span_text, s)
            and part_of_measure(span_text, s) == part
            and clock_part(span_text, s) == clock  # "2.52pm" is not the hour of "14:52", nor "06" of "2:06:19" a count
            and clock != "minutes"
        ]
        if number.kind == "count" and any(q.kind == "percent" for q in span_numbers):
            # "1,500 adults backed it" against "a survey of 2,000 adults found 62% backed it": a smaller count may be
            # a share of a total the source gives; compared with that total, it proves nothing. So may a count ten
            # times the source's be the whole it is a share of ("15 million customers" against "310,000, or 2%").
            rivals = [
                s
                for s in rivals
                if not (s.kind == "count" and (number.value < s.value or number.value >= 10 * s.value))
            ]
        # The ends of a score or a range are no parts of a sum: "aged 7" is not "3-5" plus "two weeks".
        parts = [s for s in span_numbers if not dash_pair(span_text, s)]
        if rivals and not dash_pair(claim_text, number) and worked_out(number, parts, span_text):
            rivals = []  # "$3,000 more" from "$25,000, up from $22,000"; "1,240" from "62%" of "2,000"
        rival = _rival(claim_text, number, span_text, rivals)
        if rival is None:
            missing.append(number)
        else:
            mismatches.append((number, _with_bound(span_text, rival)))
    # Another year and, for it, another figure: a claim about another year ("$4 million in 2021" against "$5 million
    # in 2020"), which the source does not speak to. A year differing alone contradicts ("published in 2019").
    other_period = [
        (c, year)
        for c, year in mismatches
        if c.kind == "year" and _figure_of_year(span_text, year, [u for u in unmatched if u.kind != "year"])
    ]
    unstated_years = {c.value for c in missing if c.kind == "year"}
    if unstated_years and not any(s.kind == "year" for s in span_numbers):
        # "349,000 visitors in 2023" against a sentence of no year ("drew 148,000 visitors"): another time, maybe.
        other_period = [(c, s) for c, s in mismatches if tied_year(claim_text, c) in unstated_years]
    missing += [c for c, _ in other_period]
    mismatches = [pair for pair in mismatches if pair not in other_period]
    status: Literal["ok", "mismatch", "missing"] = "mismatch" if mismatches else "missing" if missing else "ok"
    return NumberCheck(
        status=status,
        mismatches=tuple(mismatches),
        missing=tuple(missing),
        matched=tuple(matched),
        bounded=tuple(bounded),
    )


@functools.lru_cache(maxsize=4096)
def _qualifiers_of(text: str) -> tuple[Qualifier, ...]:
    """How the text gives each of `quantities_of(text)`, read once per sentence."""
    return tuple(_qualifier(text, q) for q in quantities_of(text))


@functools.lru_cache(maxsize=4096)
def quantities_of(text: str) -> tuple[Quantity, ...]:
    """A text's quantities, parsed once: the same sentences are candidates for many claims, and a claim is compared
    with several sentences."""
    return tuple(extract_quantities(text))


def _significant(quantity: Quantity) -> bool:
    """Leave out "one"/"zero" written as words: they are pronouns and idioms more often than figures."""
    return not (quantity.text[:1].isalpha() and quantity.value < 2)


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
    before = text[max(0, quantity.start - 30) : quantity.start]
    # "between 10 and 20 people": the first figure is a floor, the second a ceiling (years are dates, not bounds).
    if quantity.kind != "year" and _RANGE_LOW.search(before):
        return "at_least"
    if quantity.kind != "year" and _RANGE_HIGH.search(before):
        return "at_most"
    for pattern, name in ((_HEDGE, "hedged"), (_NEARLY, "nearly"), (_AT_LEAST, "at_least"), (_AT_MOST, "at_most")):
        if pattern.search(before):
            return name  # type: ignore[return-value]
    if claimed and quantity.kind != "year" and (after := _BOUND_AFTER.match(text, quantity.end)):
        return "at_least" if after.group(1).lower() in _UPWARDS else "at_most"  # "50 ml or less"
    return "exact"


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


_NAMED_BY = re.compile(r"\b([A-Z][a-z][\w'’]*|[a-z]+)\s+$")
_LABELS = frozenset(
    "day week route stage platform zone room gate chapter round level grade step phase page section lane track bay "
    "pier terminal line flight seat row tier version model number no".split()
)
"""Words that number what follows them ("day 2", "route 9", "week 13"): the figure labels, it counts nothing."""


def _measures(text: str, quantity: Quantity) -> bool:
    """Whether a figure is a measure: a unit, or a compound before a noun ("a 30,000-square-foot branch" is no
    count of the "nine sites" a claim names)."""
    return bool(quantity.unit) or bool(_COMPOUND_AFTER.match(text, quantity.end))


_COMPOUND_AFTER = re.compile(r"-(?!year|month|week|day|hour|minute)[A-Za-z]")


def _named_by(text: str, quantity: Quantity) -> str:
    """The word a count is part of the name or label of ("Lumen" in "the Lumen 14", "Route" in "Route 47", "day" in
    "on day 2"), or "": such a figure is compared only with one of the same name."""
    if quantity.kind != "count":
        return ""
    pair = dash_pair(text, quantity)
    start = pair.start() if pair else quantity.start  # both figures of "City 3-1" are read from before the pair
    found = _NAMED_BY.search(text[max(0, start - 30) : start])
    word = found.group(1) if found else ""
    opening = found is not None and not text[: max(0, start - 30) + found.start()].strip(" \"'“‘(")
    if word.islower() or opening:  # "Passing 150 IDs": a sentence's first word names nothing unless a label
        return word.lower() if word.lower() in _LABELS else ""
    return "" if word.lower() in _NO_LABEL_WORDS or word in MONTH_NAMES else word.lower()


_NO_LABEL_WORDS = frozenset("the a an in on at of and or to by for from with since until between during about".split())


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


def noun_after(text: str, quantity: Quantity, *, compound: bool = False) -> str:
    """The word that says what a figure counts ("IDs" in "201 IDs"), singular and lower-cased, or "". With
    `compound`, also the noun of a compound ("bed" in "a 96-bed block")."""
    pattern = r"[\s-]*([A-Za-z]+)" if compound else r"\s*([A-Za-z][\w-]*)"
    following = re.match(pattern, text[quantity.end : quantity.end + 30])
    return following.group(1).lower().rstrip("s") if following else ""


def _derived(claim_text: str, number: Quantity, span_text: str, span_numbers: Sequence[Quantity]) -> bool:
    """Whether the claim's figure is a difference or ratio the source does not state as one ("0.8 points more"
    against "1.4 … compared with 0.6"), a figure of another moment than the source's ("before Sunday's game"), or a
    year that ends a period holding the source's date ("the year ending March 2024" holds October 2023)."""
    if number.kind == "year":
        if _PERIOD_ENDING.search(claim_text[max(0, number.start - 40) : number.start]) and any(
            s.kind == "year" and s.value == number.value - 1 for s in span_numbers
        ):
            return True
    elif _ANOTHER_TIME.search(claim_text) or _COMBINED.search(claim_text):
        return True
    if number.kind != "year" and _REST.search(claim_text) and not _REST.search(span_text):
        return True  # "525 backers are on neither tier" from "1,240 backers … 300 … and 415 …"
    if number.kind != "year" and _SIZE_OF_CHANGE.search(claim_text[max(0, number.start - 40) : number.start]):
        if _FROM_A_TO_B.search(span_text):
            return True  # "the April rise is worth £137.80 over a year" from "will go from £39.90 to £42.55"
    whole = _PART_OF.match(claim_text, number.end) if number.kind != "year" else None
    if whole and not any(str(s.value) == whole.group(1).replace(",", "") for s in span_numbers):
        return True  # "618 of the 9,030 starters did not finish": a part of a whole this sentence does not give
    added = number.kind != "year" and _ADDED_BEFORE.search(claim_text[max(0, number.start - 20) : number.start])
    if added and not any(_ADDED_BEFORE.search(span_text[max(0, s.start - 20) : s.start]) for s in span_numbers):
        return True  # "the milk adds 61 kcal": worked out from "168 kcal" dry and "229 kcal" with milk
    if _PLACES_MOVED.match(claim_text, number.end) and not any(
        _PLACES_MOVED.match(span_text, s.end) for s in span_numbers
    ):
        return True  # "rose nine places to 39th": worked out from two ranks the source gives
    said = DIFFERENCE_AFTER.match(claim_text, number.end)
    if said is None and _change_size(claim_text, number):
        # "dropped by 0.9 points": only a change the source sizes the same way ("fell by 1.1 points") contradicts it
        return not any(_change_size(span_text, s) and s.unit == number.unit for s in span_numbers)
    if said is None:
        # A source that states a difference ("Marchetti, 29, is six years older than Bondar") or a change's size
        # ("reduce by 5 mg every 7 days") lets a figure be worked out that it does not write (Bondar is 23).
        return any(
            s.kind == number.kind
            and s.value != number.value
            and (DIFFERENCE_AFTER.match(span_text, s.end) or _change_size(span_text, s))
            for s in span_numbers
        )
    word = said.group(1).lower()
    against = COMPARED_WITH.match(claim_text, said.end())
    return not any(
        (theirs := DIFFERENCE_AFTER.match(span_text, s.end))
        and theirs.group(1).lower() == word
        and s.unit == number.unit
        and _same_base(against, COMPARED_WITH.match(span_text, theirs.end()))
        for s in span_numbers
    )


def _change_size(text: str, quantity: Quantity) -> bool:
    return bool(DIFFERENCE_BEFORE.search(text[max(0, quantity.start - 25) : quantity.start]))


def _same_base(claimed: re.Match[str] | None, stated: re.Match[str] | None) -> bool:
    """Whether two differences are measured against the same one: "27 seconds ahead of Brekke" is not "38 seconds
    ahead of Luca Ferrandi"; with either base unnamed, they may be."""
    if claimed is None or stated is None:
        return True
    return bool(set(claimed.group("name").lower().split()) & set(stated.group("name").lower().split()))


_PERIOD_ENDING = re.compile(
    r"\b(?:year|twelve\s+months|12\s+months|season)\s+(?:ending|ended|to|through)\s+(?:\d{1,2}\s+)?"
    rf"(?:{_MONTH}\s+)?$",
    re.I,
)
"""A year that ends a period ("the year to 31 March 2024"): the period began in the year before."""
_SIZE_OF_CHANGE = re.compile(
    r"\b(?:rise|increase|fall|drop|cut|gain|loss|change|difference|saving)s?\s+(?:is|was|will\s+be|would\s+be)\s+"
    r"(?:worth|equal\s+to)\s+(?:about\s+|around\s+|roughly\s+)?[$€£]?$",
    re.I,
)
"""A figure given as the size of a change ("the April rise is worth £137.80"): worked out from its two ends."""
_FROM_A_TO_B = re.compile(r"\bfrom\s+[$€£]?\d[\d.,]*\s*(?:[A-Za-z%]+\s+)?to\s+[$€£]?\d", re.I)
_PART_OF = re.compile(r"\s+(?:of|out\s+of)\s+(?:the\s+|all\s+|its\s+|their\s+)?[$€£]?(\d[\d,]*(?:\.\d+)?)\b")
"""A figure said as a part of a whole it names ("618 of the 9,030 starters")."""
_REST = re.compile(r"\b(?:neither|the\s+rest|remaining|the\s+remainder|other\s+than|apart\s+from)\b", re.I)
"""A figure for what is left of a whole ("525 backers are on neither tier"): worked out from the whole and its
parts, and compared only with a figure the source gives for a rest too."""
_ADDED_BEFORE = re.compile(r"\b(?:adds?|added|adding|an\s+extra|an\s+additional|a\s+further|another)\s+[$€£]?$", re.I)
"""A figure said as an increment ("adds 61 kcal", "an extra 40 staff"): worked out from a before and an after."""
_COMBINED = re.compile(
    r"\b(?:together|combined|in\s+total|altogether|between\s+them|over\s+the\s+(?:whole\s+)?(?:week|month|year|"
    r"season|period|challenge|weekend))\b",
    re.I,
)
"""A figure summed from others ("Together, the hoard and the cache amounted to 339 coins")."""
_PLACES_MOVED = re.compile(r"\s+(?:places?|spots?|positions?|rungs?)\b", re.I)
_ANOTHER_TIME = re.compile(
    r"\b(?:before|previous|previously|prior\s+to|had\s+been|(?:was|were|is|are)\s+(?:due|scheduled|expected)\s+to"
    r"|after\s+the\s+(?:\w+\s+){0,3}?(?:rise|increase|cut|reduction|change|rises|increases|cuts))\b",
    re.I,
)
"""A figure of another moment than the source's: before an event, as planned ("was due to land at 11:30"), or
after a change the source announces ("After the September rise, a single will cost £3.60")."""
_BOUND_AFTER = re.compile(
    r"\s*(?:or|and)\s+(more|above|over|higher|greater|upwards|less|fewer|below|under|lower)\b", re.I
)
_UPWARDS = frozenset("more above over higher greater upwards".split())


_BOUNDS: frozenset[str] = frozenset({"at_least", "at_most", "nearly", "decade"})


def _bounds_agree(claimed: Qualifier, stated: Qualifier) -> bool:
    """Whether a claim may rest on a source figure given with `stated`: a bound ("more than 200", "up to 40%") bears
    out only the same kind of bound, never an exact figure ("200 homes", "40% of cases")."""
    if stated not in _BOUNDS:
        return True
    return claimed == stated or (stated == "nearly" and claimed == "at_most")


def _bound_moved(claim: Quantity, claimed: Qualifier, span: Quantity, stated: Qualifier) -> bool:
    """Whether the claim gives the source's bound at another value no rounder than it: "more than 120,000 crowns"
    for "more than 150,000 crowns" moves a threshold, where "over 1,000" for "more than 1,200" only rounds it."""
    if claimed != stated or claimed not in ("at_least", "at_most") or abs(claim.value - span.value) <= claim.step / 2:
        return False
    return _significant_digits(claim.value) >= _significant_digits(span.value)


def _significant_digits(value: Decimal) -> int:
    return len(str(abs(value)).replace(".", "").strip("0")) or 1


def _breaks_bound(claim: Quantity, claimed: Qualifier, span: Quantity, stated: Qualifier) -> bool:
    """Whether the claim's figure contradicts the source's: any other figure, for an exact one; for a bound, only a
    figure outside it ("150 homes" against "more than 200"; "300 homes" agrees with it without being stated)."""
    if stated not in _BOUNDS:
        return True
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
    if "money" in (claim.kind, span.kind) and (claim.text[:1].isalpha() or span.text[:1].isalpha()):
        return False  # "one of two flats" counts flats, not the "£595,000" one of them costs
    claim_dim, span_dim = _dimension(claim), _dimension(span)
    return claim_dim == span_dim or not claim.unit or not span.unit


def _agrees(claim: Quantity, span: Quantity, qualifier: Qualifier) -> bool:
    year_or_count = {claim.kind, span.kind} <= {"year", "count"}
    if not _comparable(claim, span) and not (claim.value == span.value and year_or_count):
        return False
    value = span.value
    if claim.unit and span.unit and claim.unit != span.unit and _dimension(claim) == _dimension(span):
        converted = convert(span.value, span.unit, claim.unit)
        if converted is None:
            return False
        value = converted
        if abs(value - claim.value) <= max(claim.step / 2, abs(claim.value) * Decimal("0.005")):
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


def _rival(claim_text: str, number: Quantity, span_text: str, rivals: list[Quantity]) -> Quantity | None:
    """The span number that most plausibly states the same figure differently, or None."""
    if not rivals:
        return None
    scored = [(_context_overlap(claim_text, number, span_text, s), s) for s in rivals]
    best_score, best = max(scored, key=lambda pair: pair[0])
    if best_score == 0 and number.kind != "year" and not (len(rivals) == 1 and number.kind == "count"):
        # A figure about nothing in common is a different figure, not a contradiction: "a £500 deposit" says nothing
        # of "the first instalment is £7,560". A year may still date the same event otherwise, and a lone count
        # count the same thing.
        return None
    return best


def stated_alike(claim_text: str, number: Quantity, span_text: str) -> bool:
    """Whether `span_text` states `number`'s value, not just the same figure by chance: a sum of money, a share or
    a measure ("£575,000", "12%", "5 km") is telling alone; a bare count or a year needs one of the words around
    it in the claim too ("reigned from 1515 until his death" and "reigning from 1515 until his death")."""
    telling = number.kind in {"money", "percent"} or bool(number.unit)
    return any(
        other.value == number.value
        and (not number.unit or not other.unit or other.unit == number.unit)  # "180 km/h" does not state "180 mph"
        and (telling or _context_overlap(claim_text, number, span_text, other) > 0)
        for other in quantities_of(span_text)
    )


def said_beside(
    claim_text: str, claimed: Quantity, stated: Quantity, span_text: str, *, words_needed: bool = False
) -> bool:
    """Whether `stated` (of `span_text`) is said of what the claim's figure is: a sum of money, a share or a
    measure is telling alone; a bare count or a year needs one of the words around it in the claim ("founded in
    2018" against "founded in 2015", not "recovered in 1954" against "Pieter van Loon (1834–1899)"). With
    `words_needed`, every figure needs one: in another sentence than the one about the claim, "a total of
    £79,140" is not said of "an arrangement fee of £999"."""
    telling = not words_needed and (claimed.kind in {"money", "percent"} or bool(claimed.unit))
    # A date's month is part of the date, not a word around it: "the 4 June meeting" and "by 18 June" share none.
    shared = _context(claim_text, claimed) & _context(span_text, stated) - _MONTH_WORDS
    return telling or bool(shared)


def said_of_more_than_its_noun(claim_text: str, claimed: Quantity, span_text: str, stated: Quantity) -> bool:
    """Whether two figures share a word around them besides the noun each counts: "the 532-bed hospital" and "a
    new 96-bed block" share only "bed", so they count the beds of two things; "has 532 inpatient beds" and "has 96
    inpatient beds" share more."""
    counted = {noun_after(claim_text, claimed, compound=True), noun_after(span_text, stated, compound=True)}
    # "last year" and "the previous year" date two figures; they say nothing of what either counts.
    dated = _dated_periods(claim_text, claimed) & _dated_periods(span_text, stated)
    return bool(_context(claim_text, claimed) & _context(span_text, stated) - counted - dated - _MONTH_WORDS)


_DATED = re.compile(r"\b(?:last|previous|next|this|coming|following|preceding)\s+(year|month|week|quarter|day)\b", re.I)


def _dated_periods(text: str, quantity: Quantity) -> set[str]:
    window = text[max(0, quantity.start - 40) : quantity.end + 40]
    return {found.group(1).lower() for found in _DATED.finditer(window)}


def _closest(claim_text: str, number: Quantity, span_text: str, options: list[Quantity]) -> Quantity:
    return max(options, key=lambda s: _context_overlap(claim_text, number, span_text, s))


def _context_overlap(claim_text: str, number: Quantity, span_text: str, other: Quantity) -> int:
    return len(_context(claim_text, number) & _context(span_text, other))


def _context(text: str, quantity: Quantity) -> set[str]:
    before = _CONTEXT_WORD.findall(text[max(0, quantity.start - 40) : quantity.start])[-3:]
    after = _CONTEXT_WORD.findall(text[quantity.end : quantity.end + 40])[:3]
    return {w.lower().rstrip("s") for w in before + after if w.lower() not in _FILLER}
