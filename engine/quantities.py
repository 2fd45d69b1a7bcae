"""Quantities read from text: numbers in digits and words, with currency, scale and unit, and the precision
they are written to."""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, replace
from decimal import Decimal, InvalidOperation

from .units import UNIT_PATTERN, canonical_unit

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
    # the odds of "1-in-100" are two, a year after a part of a period is a year ("mid-2061", "pre-2008"), and an age
    # group is its age ("under-16s", "over-65s").
    + r"(?:(?<=\d-in-)|(?:(?<=[Mm]id-)|(?<=[Ee]arly-)|(?<=[Ll]ate-)|(?<=[Pp]re-)|(?<=[Pp]ost-))(?=[12]\d{3}(?!\d))"
    + r"|(?<=[Uu]nder-)|(?<=[Oo]ver-)"
    + r"|(?<![A-Za-z][-–]))"
    + r"(?P<num>(?<![\w.])\d{1,3}(?:,\d{3})+(?:\.\d+)?|(?<![\w.,])\d+(?:\.\d+)?)"
    + r"(?P<frac>[½¼¾⅓⅔⅛⅜⅝⅞])?"  # "1½ hours" is 1.5 hours, not 1
    # "112 m²" is an area, not 112 million; "44 B.C." an era, not 44 billion
    + rf"(?:\s?(?P<scale>{_SCALE})(?![a-zA-Z²³]|\.[A-Za-z]))?"
    # "40p", "24.5p": pence (not "5pp", percentage points, nor a screen's "720p" or "1080p")
    + r"(?P<pence>(?<!480)(?<!720)(?<!1080)(?<!1440)(?<!2160)p(?![\w'’]))?"
    + r"(?P<pct>\s?(?:%|percent\b|per cent\b|percentage points?\b|pp\b))?"
    + r"(?:\s?(?P<code>USD|EUR|GBP|JPY|CHF|INR|CNY|(?:US\s)?dollars?|euros?|yen|rupees)\b)?"
    # "25 euro cents", "30 pence": a hundredth of the currency ("cents" alone names no currency: left as it is)
    + r"(?:\s(?P<sub>cents?|pence)\b)?"
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
WEEKDAYS = {
    "monday": 0, "tuesday": 1, "wednesday": 2, "thursday": 3, "friday": 4, "saturday": 5, "sunday": 6,
    "mon": 0, "tue": 1, "tues": 1, "wed": 2, "thu": 3, "thur": 3, "thurs": 3, "fri": 4, "sat": 5, "sun": 6,
}  # fmt: skip
"""Weekday names and their abbreviations, lower-cased, with their number (Monday 0): a weekday dates a figure."""
WEEKDAY_WORD = r"(?:mon|tues|wednes|thurs|fri|satur|sun)day"
"""A weekday's full name, for a pattern read without regard to case."""


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

    @property
    def rounding(self) -> Decimal:
        """How far what the figure stands for may lie from it when worked out or converted: half its last stated
        digit, or 0.5% ("about 460" for 460.80). A figure written to its decimals ("£1,326.92", "53.68p") claims
        that precision: never more than one unit of its last digit (a writer may cut rather than round), so a
        product near it by chance (five × £265 = £1,325) is not what it stands for."""
        loose = max(self.step / 2, abs(self.value) * Decimal("0.005"))
        return min(loose, self.step) if 0 < self.step < 1 else loose

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
        if quantity is not None and quantity.kind == "count" and not quantity.unit:
            quantity = _era_year(text, quantity)
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
    pence = bool(match.group("pence")) and not currency and not match.group("scale")
    if pence:  # "40p" is £0.40: money in pounds, so that it compares with "£2.75" and "£0.40"
        currency, mantissa = "GBP", mantissa / 100
    hundredth = _hundredth(match, currency)
    if hundredth:  # "25 euro cents" is €0.25, "30 pence" £0.30
        currency, mantissa = hundredth, mantissa / 100
    fraction = _VULGAR.get(match.group("frac") or "")
    if fraction is not None:
        mantissa += Decimal(fraction[0]) / fraction[1]
    scale_word = match.group("scale") or ""
    scale, unit_text = scale_word.lower(), match.group("unit") or ""
    end = match.end("num") if fraction is None else match.end("frac")
    if scale and len(scale) == 1 and not currency and scale_word not in "KMBTk":
        # a lone lowercase "m"/"b"/"t" after a bare number is a unit ("5 m" = metres), not a scale
        unit_text, scale = unit_text or scale_word, ""
        end = match.end("scale") if canonical_unit(scale_word) else end
    elif scale:
        end = match.end("scale")
    factor = Decimal(_SCALES[scale]) if scale else Decimal(1)
    pct = (match.group("pct") or "").strip().lower()
    unit = "pp" if pct.startswith(("percentage", "pp")) else currency or canonical_unit(unit_text)
    end = match.end("pence") if pence else end
    for group in ("pct", "code", "sub", "unit") if hundredth else ("pct", "code", "unit"):
        if match.group(group) and (group != "unit" or canonical_unit(match.group(group))):
            end = match.end(group)
    kind = "money" if currency else "percent" if pct else _count_or_year(raw, scale, unit)
    start = match.start("cur") if match.group("cur") else match.start("sign") if match.group("sign") else None
    start = match.start("num") if start is None else start
    negative = bool(match.group("sign"))
    if not negative and kind != "year" and (minus := _MINUS_BEFORE.search(text, max(0, start - 8), start)):
        negative, start = True, minus.start()  # "minus 5 degrees" is -5, as "-5 degrees" is
    value = (-mantissa if negative else mantissa) * factor
    written_to = _step(raw) if fraction is None else Decimal(1) / fraction[1]
    step = written_to * factor / (100 if pence or hundredth else 1)
    return Quantity(value=value, kind=kind, start=start, end=end, text=text[start:end], unit=unit, step=step)


_VULGAR = {"½": (1, 2), "¼": (1, 4), "¾": (3, 4), "⅓": (1, 3), "⅔": (2, 3), "⅛": (1, 8), "⅜": (3, 8), "⅝": (5, 8),
           "⅞": (7, 8)}  # fmt: skip
"""A fraction written as one character after a whole number ("1½", "2¾"), as (numerator, denominator): the
figure is written to one part in its denominator ("1½" to the half)."""


def _hundredth(match: re.Match[str], currency: str) -> str | None:
    """The currency of a figure written in its hundredths ("25 euro cents": EUR, "30 pence": GBP), or None: "cents"
    alone names no currency, and a symbol or a scale ("£25 pence", "5 million cents") is not read so."""
    sub = (match.group("sub") or "").lower()
    if not sub or match.group("cur") or match.group("scale") or match.group("pence") or match.group("pct"):
        return None
    if sub == "pence":
        return "GBP" if currency in ("", "GBP") else None
    return "EUR" if currency == "EUR" else None


def _range_end_year(quantity: Quantity, first: int) -> Quantity:
    """ "18" after "2017–" as the year 2018 ("1999–00" ends in 2000)."""
    year = first - first % 100 + int(quantity.value)
    year += 100 if year < first else 0
    return Quantity(value=Decimal(year), kind="year", start=quantity.start, end=quantity.end, text=quantity.text)


_ERA_BEFORE = re.compile(r"\bA\.?D\.?\s*$")
_ERA_AFTER = re.compile(r"\s*(?:A\.?D\b|(?P<bc>B\.?C\.?E?\b))")
"""An era written with a figure: "AD 72", "80 AD", "44 BC", "30 BCE" ("CE" alone is as often a mark: "CE-marked")."""


def _era_year(text: str, quantity: Quantity) -> Quantity:
    """A whole figure an era marks is a year ("AD 72" is the year 72, "44 BC" the year −44); others stay as read."""
    if not quantity.text.isdigit() or len(quantity.text) > 4:
        return quantity
    after = _ERA_AFTER.match(text, quantity.end)
    if not after and not _ERA_BEFORE.search(text, max(0, quantity.start - 6), quantity.start):
        return quantity
    value = -quantity.value if after and after.group("bc") else quantity.value
    return Quantity(value=value, kind="year", start=quantity.start, end=quantity.end, text=quantity.text)


def _currency(match: re.Match[str]) -> str:
    if symbol := (match.group("cur") or "").strip():
        return _CURRENCY_SYMBOLS.get(symbol.lower(), symbol.upper())
    code = (match.group("code") or "").removeprefix("US ")  # "1.5 billion US dollars" is in dollars
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
