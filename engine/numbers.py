"""Find quantities in text and normalise their formats ("$5M", "5 million", "5,000,000", "5.0 M" are equal)."""

from __future__ import annotations

import re
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation

_SCALES = {
    "thousand": 10**3, "k": 10**3,
    "million": 10**6, "m": 10**6, "mn": 10**6, "mio": 10**6,
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
_CURRENCY = r"(?P<cur>[$€£¥]|USD|EUR|GBP)?\s?"
_NUMBER = re.compile(
    _CURRENCY
    + r"(?P<num>(?<![\w.])\d{1,3}(?:,\d{3})+(?:\.\d+)?|(?<![\w.,])\d+(?:\.\d+)?)"
    + r"(?:\s?(?P<scale>thousand|million|billion|trillion|mn|bn|tn|mio|[kKmMbBtT])(?![a-zA-Z]))?"
    + r"(?P<pct>\s?(?:%|percent\b|per cent\b))?",
)
_WORD_NUMBER = re.compile(r"\b(?P<word>" + "|".join(_WORDS) + r")\b(?:\s(?P<scale>thousand|million|billion))?", re.I)
_VERSIONISH = re.compile(r"\d+\.\d+\.\d+")


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

    def same_value(self, other: Quantity, tolerance: float = 0.0) -> bool:
        if self.value == other.value:
            return True
        if tolerance and other.value:
            return abs(self.value - other.value) <= abs(other.value) * Decimal(str(tolerance))
        return False


def extract_quantities(text: str, *, words: bool = True) -> list[Quantity]:
    """All quantities in `text`, left to right. Version numbers ("3.11.2") and ordinals in dates are kept as counts."""
    found: list[Quantity] = []
    versions = [m.span() for m in _VERSIONISH.finditer(text)]
    for match in _NUMBER.finditer(text):
        num_start = match.start("num")
        if any(lo <= num_start < hi for lo, hi in versions):
            continue
        try:
            value = Decimal(match.group("num").replace(",", ""))
        except InvalidOperation:
            continue
        scale = (match.group("scale") or "").lower()
        if scale and not (match.group("cur") or len(scale) > 1 or match.group("scale") in "KMBT"):
            scale = ""  # a lone lowercase "m"/"b" after a bare number is more often metres or bytes
        if scale:
            value *= _SCALES[scale]
        kind = _kind(match, value, scale)
        end = match.end() if scale or match.group("pct") else match.end("num")
        start = match.start("cur") if match.group("cur") else num_start
        found.append(Quantity(value=value, kind=kind, start=start, end=end, text=text[start:end]))
    if words:
        for match in _WORD_NUMBER.finditer(text):
            value = Decimal(_WORDS[match.group("word").lower()])
            if match.group("scale"):
                value *= _SCALES[match.group("scale").lower()]
            found.append(Quantity(value=value, kind="count", start=match.start(), end=match.end(), text=match.group()))
    found.sort(key=lambda q: q.start)
    return found


def _kind(match: re.Match[str], value: Decimal, scale: str) -> str:
    if match.group("cur"):
        return "money"
    if match.group("pct"):
        return "percent"
    raw = match.group("num")
    if not scale and raw.isdigit() and len(raw) == 4 and 1000 <= value <= 2199:
        return "year"
    return "count"
