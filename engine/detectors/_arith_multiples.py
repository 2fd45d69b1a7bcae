"""A figure said to be a multiple of another figure the sentence gives: "A$102 million, roughly 20 times the
original A$7 million" states 102 / 7, which is 14.6.

One rule, closed-world arithmetic: when a sentence gives a figure, then "N times" another figure of the same kind
and unit a few words on, the first is about N times the second. Answers round such multiples ("roughly five
times the 9" for 46), so a multiple said plainly or with "about" is held to a tenth of N; "more than N times" only
to its bound, "nearly N times" to within 15% below N. A multiple of a frequency ("four times a week"), an
ambiguous one ("three times more", "twice as fast": more or faster than what is said two ways) and one whose other
figure is missing or of another kind ("9 km high, nearly two and a half times the height of Everest") are not read.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from decimal import Decimal

from ..number_bounds import day_of_month
from ..numbers import Quantity, quantities_of
from ._arith_find import Calculation

_WORDS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
          "eleven": 11, "twelve": 12, "fifteen": 15, "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50,
          "hundred": 100}  # fmt: skip
_AT_LEAST = ("more than", "over", "well over", "just over", "at least")
_NEARLY = ("nearly", "almost", "just under", "not quite", "close to")
_MULTIPLE = re.compile(
    r"(?P<bound>\b(?:more than|well over|just over|over|at least|nearly|almost|just under|not quite|close to|about|"
    r"around|roughly|approximately|some|exactly)\s+)?"
    rf"(?:(?P<n>\b\d+(?:\.\d+)?|\b(?:one|{'|'.join(_WORDS)})(?P<half>\s+and\s+a\s+half)?)\s+times|(?P<twice>\btwice))"
    r"(?!\s+(?:a|an|per|each|every|in|over|more|less|larger|bigger|higher|greater|smaller|faster|slower|lower|"
    r"cheaper|longer|shorter|heavier|older|younger|fewer)\b)"
    r"\s+(?:as\s+(?:much|many|long|large|big|high|tall|heavy|wide|deep|old|far|often)\s+as\s+|that\s+of\s+)?",
    re.I,
)
_LEAD_IN = re.compile(r"(?:[A-Za-z][\w'’-]*\s+){0,5}(?=[A-Z]?[$€£¥₹]?\d)|")
"""Words between the multiple and the other figure: "the original A$7 million", "Hillcrest's 8%". An empty match
(no such words) reads no multiple."""
_GAP = re.compile(r"[^\d;:.!?()\[\]]{0,60}")
"""What may lie between the first figure and the multiple: no figure, no clause of another sentence."""
ROUGH = Decimal("0.1")
NEARLY_BELOW = Decimal("0.15")


def multiples(text: str) -> Iterator[Calculation]:
    """The multiples `text` states between two of its figures (see the module's note)."""
    figures = [
        q for q in quantities_of(text, words=False)
        if q.kind != "year" and any(ch.isdigit() for ch in q.text) and not day_of_month(text, q)
    ]  # fmt: skip
    for match in _MULTIPLE.finditer(text):
        first = next((q for q in reversed(figures) if q.end <= match.start()), None)
        lead = _LEAD_IN.match(text, match.end())  # never None (its last branch matches nothing): said for mypy
        if first is None or lead is None or not lead.group():
            continue
        second = next((q for q in figures if q.start >= lead.end()), None)
        if second is None:
            continue
        if second.start - lead.end() > 2 or not _GAP.fullmatch(text, first.end, match.start()):
            continue
        if (first.kind, first.unit) != (second.kind, second.unit) or not second.value:
            continue
        stated = _stated(match)
        ratio = first.value / second.value
        if _within(ratio, stated, (match.group("bound") or "").strip().lower()):
            continue
        yield Calculation(
            start=match.start(), end=match.end(), expression=f"{_written(text, first)} / {_written(text, second)}",
            claimed=stated, claimed_text=text[match.start() : match.end()].strip(), step=Decimal("0.1"),
            hedged=False, actual=ratio, suffix="×",
        )  # fmt: skip


def _written(text: str, figure: Quantity) -> str:
    """The figure as the sentence writes it, with the letters of its currency ("A$7 million", not "$7 million")."""
    start = figure.start
    while start > 0 and text[start - 1].isalpha() and text[start - 1].isupper() and not text[start].isalnum():
        start -= 1
    return text[start : figure.end]


def _stated(match: re.Match[str]) -> Decimal:
    if match.group("twice"):
        return Decimal(2)
    written = match.group("n").lower()
    value = Decimal(written) if written[0].isdigit() else Decimal(_WORDS.get(written, 1))
    return value + Decimal("0.5") if match.group("half") else value


def _within(ratio: Decimal, stated: Decimal, bound: str) -> bool:
    """Whether the sentence's multiple is a fair statement of the ratio, as its bound words say."""
    if bound in _AT_LEAST:
        return ratio >= stated * (1 - Decimal("0.02"))
    if bound in _NEARLY:
        return stated * (1 - NEARLY_BELOW) <= ratio <= stated * Decimal("1.02")
    if bound == "exactly":
        return abs(ratio - stated) <= stated * Decimal("0.01")
    return abs(ratio - stated) <= stated * ROUGH
