"""A figure said to be a multiple or a fraction of another figure the sentence gives: "A$102 million, roughly 20
times the original A$7 million" states 102 / 7, which is 14.6; "287 km, a little over three-quarters of its 402 km
rating" states 287 / 402, which is 0.71.

One rule, closed-world arithmetic: when a sentence gives a figure, then "N times" (or a fraction, "about half of")
another figure of the same kind and unit a few words on, the first is about N times (that fraction of) the second.
Answers round such multiples ("roughly five times the 9" for 46), so a multiple said plainly or with "about" is
held to a tenth of N; "more than N times" only to its bound, "less than" to its bound from above, "nearly N times" to
within 15% below N; a fraction is held the same way. A multiple of a frequency ("four times a week"), an
ambiguous one ("three times more", "twice as fast": more or faster than what is said two ways) and one whose other
figure is missing or of another kind ("9 km high, nearly two and a half times the height of Everest") are not read;
nor is a fraction of a percentage, of time ("half an hour"), a change ("a third less") or a fraction that is not set
after the part it measures ("half-price", "first half", "half of the 40 staff").
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from decimal import Decimal

from ..lexical import STOPWORDS
from ..number_bounds import day_of_month
from ..numbers import Quantity, quantities_of
from ._arith_find import Calculation

_WORDS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
          "eleven": 11, "twelve": 12, "fifteen": 15, "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50,
          "hundred": 100}  # fmt: skip
_AT_LEAST = ("more than", "over", "well over", "just over", "a little over", "slightly over", "a little more than",
             "slightly more than", "at least", "upwards of")  # fmt: skip
_NEARLY = ("nearly", "almost", "just under", "a little under", "slightly under", "a little less than",
           "slightly less than", "just short of", "not quite", "close to", "barely")  # fmt: skip
_AT_MOST = ("less than", "under", "well under", "fewer than", "no more than", "at most", "up to")
_ROUGH = ("about", "around", "roughly", "approximately", "some")
BOUND = (
    r"(?P<bound>\b(?:"
    + "|".join(sorted((*_AT_LEAST, *_NEARLY, *_AT_MOST, *_ROUGH, "exactly"), key=len, reverse=True))
    + r")\s+)?"
)
"""The words that bound a stated multiple or fraction ("more than", "nearly", "about"), read by `within`."""
_MULTIPLE = re.compile(
    BOUND
    + rf"(?:(?P<n>\b\d+(?:\.\d+)?|\b(?:one|{'|'.join(_WORDS)})(?P<half>\s+and\s+a\s+half)?)\s+times|(?P<twice>\btwice))"
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
    figures = figures_of(text)
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
        if within(ratio, stated, match.group("bound")):
            continue
        yield Calculation(
            start=match.start(), end=match.end(), expression=f"{written(text, first)} / {written(text, second)}",
            claimed=stated, claimed_text=text[match.start() : match.end()].strip(), step=Decimal("0.1"),
            hedged=False, actual=ratio, suffix="×",
        )  # fmt: skip


def figures_of(text: str) -> list[Quantity]:
    """The figures of `text` a multiple or a fraction may hold to each other: written in digits, no year, no day."""
    return [
        q for q in quantities_of(text, words=False)
        if q.kind != "year" and any(ch.isdigit() for ch in q.text) and not day_of_month(text, q)
    ]  # fmt: skip


def written(text: str, figure: Quantity) -> str:
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


def within(ratio: Decimal, stated: Decimal, bound: str | None) -> bool:
    """Whether the sentence's multiple (or fraction) is a fair statement of the ratio, as its bound words say."""
    bound = re.sub(r"\s+", " ", bound or "").strip().lower()
    if bound in _AT_LEAST:
        return ratio >= stated * (1 - Decimal("0.02"))
    if bound in _AT_MOST:
        return ratio <= stated * Decimal("1.02")
    if bound in _NEARLY:
        return stated * (1 - NEARLY_BELOW) <= ratio <= stated * Decimal("1.02")
    if bound == "exactly":
        return abs(ratio - stated) <= stated * Decimal("0.01")
    return abs(ratio - stated) <= stated * ROUGH


_FRACTION = re.compile(
    BOUND
    + r"(?P<fraction>\b(?:(?:one[\s-]+)?half|(?:a|one)[\s-]+(?:third|quarter|fifth|tenth)|two[\s-]+(?:thirds|fifths)|"
    r"three[\s-]+(?:quarters|fifths)|four[\s-]+fifths))(?![-‐‑–\w])"
    r"(?!\s+(?:more|less|larger|bigger|higher|greater|smaller|faster|slower|lower|cheaper|longer|shorter|heavier|"
    r"fewer|again|off|past|to)\b)"
    r"\s+(?P<of>(?:that\s+)?of\s+|as\s+(?:much|many|long|large|big|high|tall|heavy|wide|deep|old|far)\s+as\s+)?",
    re.I,
)
_PARTS = {"half": 2, "third": 3, "quarter": 4, "fifth": 5, "tenth": 10}
_HOW_MANY = {"a": 1, "one": 1, "two": 2, "three": 3, "four": 4}
_APPOSED = re.compile(
    r"[^\d;:.!?()\[\],—–]{0,60}?(?:\s*(?:,|\s-|—|–|\()\s*(?:(?:or|which\s+(?:is|was|are|were)|that\s+is)\s+)?|"
    r"\s+(?:is|was|are|were)\s+)",
    re.I,
)
"""What may lie between the part and its fraction: no figure, no other clause, then a comma, a dash, "which is"."""
_WHOLE_LEAD = re.compile(r"(?:[A-Za-z][\w'’-]*\s+){0,4}(?=[A-Z]{0,3}[$€£¥₹]?\d)")
_DETERMINERS = frozenset("the its their his her our your my this that these those".split())
_OPENING = re.compile(
    r"\s*(?:in|after|of|with|over|by|for|from|among|at|across|within|during|before|since|until|on|to|per)\s+"
    r"(?:[A-Za-z][\w'’-]*\s+){0,3}",
    re.I,
)
_PAIRED = re.compile(r"\d\s*(?:[-–/:]|\s(?:in|of|out of|to))\s*$", re.I)
_SUBJECT = re.compile(
    r"(?:\s+[A-Za-z][\w'’-]*){0,2}?\s+(?:is|are|was|were|has|have|had|will|would|can|could|may|must|did|do|does)\b",
    re.I,
)
"""A whole followed by a verb is the subject of its own clause ("… half the 82 players were out"), not a whole
the first figure is a part of."""


def fractions(text: str) -> Iterator[Calculation]:
    """The fractions `text` states between a part and its whole: "287 km, a little over three-quarters of its 402 km
    rating" states 287 / 402, which is 0.71. Held to the ratio as a multiple is (`within`). Only a fraction set
    after the part ("A, about half of B", "A — a third of the B") is read, of a whole of the same kind and unit
    a determiner or "of" leads to; a percentage, a fraction of time ("half an hour"), "half-price", "a third
    less", "first half" and "a quarter past" are not."""
    figures = [q for q in figures_of(text) if q.kind != "percent" and q.unit != "pp"]
    for match in _FRACTION.finditer(text):
        first = next((q for q in reversed(figures) if q.end <= match.start()), None)
        lead = _WHOLE_LEAD.match(text, match.end())
        if first is None or lead is None or not _APPOSED.fullmatch(text, first.end, match.start()):
            continue
        if _opening(text, first.start) or not _whole_led(lead.group().split(), bool(match["of"])):
            continue
        second = next((q for q in figures if q.start >= lead.end()), None)
        if second is None or second.start - lead.end() > 2 or _SUBJECT.match(text, second.end):
            continue
        if (first.kind, first.unit) != (second.kind, second.unit) or not second.value:
            continue
        words = re.split(r"[\s-]+", match.group("fraction").lower())
        stated = Decimal(_HOW_MANY[words[0]] if len(words) > 1 else 1) / _PARTS[words[-1].rstrip("s")]
        ratio = first.value / second.value
        if within(ratio, stated, match.group("bound")):
            continue
        yield Calculation(
            start=match.start(), end=match.end("fraction"),
            expression=f"{written(text, first)} / {written(text, second)}", claimed=stated,
            claimed_text=text[match.start() : match.end("fraction")], step=Decimal("0.01"), hedged=False,
            actual=ratio,
        )  # fmt: skip


def _whole_led(words: list[str], of: bool) -> bool:
    """Whether the words before the whole lead to it as a noun phrase: "of", "the", "its", "last year's"."""
    if not words:
        return of
    if any(w.lower() in STOPWORDS and w.lower() not in _DETERMINERS for w in words):
        return False
    return words[0].lower() in _DETERMINERS or any(re.search(r"['’]s$|s['’]$", w) for w in words)


def _opening(text: str, at: int) -> bool:
    """Whether the figure at `at` sits in an opening phrase ("After 2 rounds, half the 82 players …", "Aged 12, …")
    or is the second of a pair ("3-1", "1 in 4"): then it is not the part the fraction after it speaks of."""
    start = max(text.rfind(mark, 0, at) for mark in ",;:(—–") + 1
    clause = re.split(r"\band\b", text[start:at])[-1]
    if _OPENING.fullmatch(clause) or _PAIRED.search(text, max(0, at - 12), at):
        return True
    return start == 0 and re.fullmatch(r"\W*[A-Za-z]+(?:ed|ing)\s+", clause) is not None
