"""How a figure is meant, beyond its value: a rank, a time, an age, one end of a change, a part of a sum, the
figure of one year. Two figures can contradict each other only when they are meant the same way; one worked out
from others ("$3,000 more" from "$25,000, up from $22,000") contradicts none of them.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from decimal import Decimal
from itertools import pairwise
from typing import TYPE_CHECKING

from .clock import CLOCK

if TYPE_CHECKING:
    from .numbers import Quantity

_RANK = re.compile(r"(?:st|nd|rd|th)\b")
_DIMENSION = re.compile(r"[dD]\b")
_AGE = re.compile(r"[\w.,]+[- ](?:years?|months?|weeks?|days?)[- ]olds?\b", re.I)
_DURATION = re.compile(r"[\w.,]+[- ](?:years?|months?|weeks?|days?|yearly|monthly|weekly|daily)\b", re.I)
_DASH_PAIR = re.compile(r"(?<![\d.,:/-])(\d{1,3})\s?[-–]\s?(\d{1,3})(?!\d|[.,]\d|[:/%-])")
"""Two whole figures joined by a dash: a score or a vote ("won 3-1", "voted 5-4") when the first is not the
smaller, a range ("aged 3-5", "pages 10-12") when it is."""


_EACH_AFTER = re.compile(r"\s*(?:per|an?|each|every)\s+(?!few\b|lot\b|total\b|year\b)[a-z]", re.I)
_EACH_BEFORE = re.compile(
    r"(?:^|[.;]\s*|\b)(?:each|every|per)\s+[^.;,]{0,40}\b(?:costs?|is|are|pays?|charged?)\s*$", re.I
)


_UNIT_SUM = re.compile(
    r"\b(?:every|each|per)\s*$|\b(?:monthly|weekly|daily|hourly|nightly|annual|yearly)\b[^.;,\d]{0,30}$", re.I
)
"""The sum a rate is counted in ("10 points for every £1 spent"), or a rate said before its sum ("monthly
repayments of £1,319"): no price of its own."""


def reading(text: str, quantity: Quantity) -> str:
    """How a count is meant when it is not a number of things: one side of a score ("won 3-1") or an end of a
    range ("aged 3-5"), a rank ("an early 20th-century painting"), a dimension ("in 3d"), a time of day ("at 3
    pm"), an age ("the 41-year-old") or a duration ("a three-year contract"); or a price for each one of
    something ("£14.80 per hour", "€60 each", "Each extra kilogram costs £1.10"), which a total ("£15.90 for a
    14kg parcel") is not."""
    if quantity.kind == "money" or (
        quantity.kind == "count" and quantity.unit and _EACH_AFTER.match(text, quantity.end)
    ):
        # "13.7 km a day" is a rate as "£14.80 per hour" is; a total ("412 km") is not
        before = text[max(0, quantity.start - 60) : quantity.start]
        each = _EACH_AFTER.match(text, quantity.end) or _EACH_BEFORE.search(before) or _UNIT_SUM.search(before)
        return "rate" if each else ""
    if quantity.kind not in ("count", "year"):
        return ""
    if quantity.kind == "count" and (pair := dash_pair(text, quantity)):
        return "range" if is_range(pair) else "score"  # "18,420 fans" is no figure of "beat Dunmore 3-1"
    if _RANK.match(text, quantity.end):
        return "rank"
    if _DIMENSION.match(text, quantity.end):
        return "dimension"
    if CLOCK.match(text, quantity.end) or text[quantity.end : quantity.end + 1] == ":":
        return "time"
    if _AGE.match(text, quantity.start):
        return "age"
    return "duration" if _DURATION.match(text, quantity.start) else ""


_COUNTS_WHAT_FOLLOWS = re.compile(
    r"\s+(?!(?:when|while|in|at|on|and|or|but|after|before|from|with|to|of|as|by|for|until|since|years?)\b)[a-z]"
)
"""A lower-case word after a bare number that is no link word: the number counts it ("17 other titles")."""


def dash_pair(text: str, quantity: Quantity) -> re.Match[str] | None:
    """The dash pair `quantity` is one of ("3-1", "10–12"; its two figures are groups 1 and 2), or None."""
    if quantity.unit:
        return None
    window = max(0, quantity.start - 6)
    for found in _DASH_PAIR.finditer(text, window, min(len(text), quantity.end + 6)):
        if quantity.start in (found.start(1), found.start(2)) and quantity.end in (found.end(1), found.end(2)):
            return found
    return None


def is_range(pair: re.Match[str] | None) -> bool:
    """Whether a dash pair is a range ("aged 3-5"), its first figure the smaller; else it is a score or a vote."""
    return pair is not None and int(pair.group(1)) < int(pair.group(2))


def read_alike(claim_text: str, claim: Quantity, span_text: str, span: Quantity) -> bool:
    """Whether two counts are read the same way, so that they can contradict each other. A bare number may be an
    age ("Locke, 42," against "the 41-year-old"); "over 200 items" is no rank ("20th-century") and a three-year
    contract no age."""
    mine, theirs = reading(claim_text, claim), reading(span_text, span)
    if {mine, theirs} == {"", "age"}:
        # A bare number may be an age ("Locke, 42,"), but not one that counts what follows it ("17 other titles").
        text, bare = (claim_text, claim) if mine == "" else (span_text, span)
        return not _COUNTS_WHAT_FOLLOWS.match(text, bare.end)
    if {mine, theirs} == {"", "range"}:
        # A lone figure outside a range said of the same thing contradicts it ("aged 7" against "aged 3-5"); an age
        # ("Orlov, 26,") says nothing of a set score "4-6".
        return _word_before(claim_text, claim.start) == _word_before(span_text, span.start) != ""
    # A pair may be written either way round ("2-8" for "8-2"); a lone figure says nothing of a score.
    return mine == theirs or {mine, theirs} == {"score", "range"}


def _word_before(text: str, at: int) -> str:
    """The word just before a figure (or before the dash pair it ends), lower-cased."""
    found = re.search(r"([A-Za-z]+)\W*(?:\d{1,3}\s?[-–]\s?)?$", text[max(0, at - 30) : at])
    return found.group(1).lower() if found else ""


_RELATIVE_BEFORE = re.compile(
    r"\b(?:half|halves|thirds?|quarters?|fifths?|tenths?|double|doubled|twice|triple|tripled|times|plus|"
    r"percent of|per cent of)\b[^.;:\d]{0,14}$|%\s+of\s+(?:the\s+)?$",
    re.I,
)
_FREQUENCY_PERIOD = r"(?:day|week|fortnight|month|year|hour|minute|night|morning|evening|season|term)s?"
_RELATIVE_AFTER = re.compile(
    rf"[^.;:\d]{{0,14}}\b(?:times\b(?!\s+(?:(?:a|an|per|each|every)\s+{_FREQUENCY_PERIOD}\b|daily|weekly|monthly"
    r"|yearly|annually|hourly|nightly))|fold\b|plus\b)",
    re.I,
)
"""A multiplier ("three times the rate", "tenfold", "90 plus 5"), not a frequency: "9 times daily" and "six times a
day" count how often, and a different count over the same period is a different figure."""
_ONE_IN = re.compile(
    r"\b(?:one|two|three|four|five|six|seven|eight|nine|\d+)\s+(?:[a-z]+\s+){0,2}in\s+(?:every\s+)?$", re.I
)
"""A ratio's second figure: "one resident in five" says a share, not a count of five."""
_IN_EVERY_AFTER = re.compile(
    r"\s+(?:[a-z]+\s+){0,2}in\s+(?:every\s+)?(?P<whole>\d{1,3}(?![\d,.])|two|three|four|five|six|seven|eight|nine|ten"
    r"|twelve|twenty|a\s+hundred)\b(?!\s*(?:minutes?|hours?|days?|weeks?|months?|years?|seconds?)\b)",
    re.I,
)
"""A ratio's first figure: "three in five of them cats" says a share, not a count of three (the whole is larger:
"7,000 participants in three countries" is a count)."""
_WHOLES = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
           "twelve": 12, "twenty": 20}  # fmt: skip
DIFFERENCE_AFTER = re.compile(
    r"[^.;:\d]{0,14}\b(more|less|fewer|higher|lower|older|younger|below|above|ahead|behind|slower|faster|quicker|"
    r"sooner|shorter|extra|additional|(?!rather\b|other\b)[a-z]{2,}er(?=\s+than\b)|"
    r"(?<!no\s)longer|cheaper|off|clear(?=\s+of)|short(?=\s+of)|as\s+much|as\s+many)\b",
    re.I,
)
"""A figure said as a difference or a ratio ("0.8 points more than", "10.5 percentage points below the target",
"40% as much", "390 km wider than", "155 km of extra range"): a claim's such figure is worked out from others, and
only a figure the source says the same way ("31 percent fewer") contradicts it."""
DIFFERENCE_BEFORE = re.compile(
    r"\b(by|cut|cuts|trimmed|lost|shed|gained|saves?|saved|saving\s+of|savings\s+of|extra)\s+"
    r"(?:(?:about|around|roughly|some|nearly|almost)\s+)?[$€£]?$",
    re.I,
)
"""A figure said as the size of a change or a difference ("dropped by 0.9 points", "cut 17 km from the route", "the
pass saves £5 over two day tickets", "a saving of £12", "an extra £3 for a large"): read like `DIFFERENCE_AFTER`."""
COMPARED_WITH = re.compile(r"\s+(?:of|than|over|on)\s+(?:the\s+)?(?P<name>[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*)")
"""Whom a difference is measured against ("38 seconds ahead of Luca Ferrandi")."""


_CHANGED = (
    r"\b(?:grew|grow|grows|growing|rose|rise|rises|rising|fell|fall|falls|falling|increased|increases|decreased|"
    r"decreases|went|jumped|dropped|climbed|declined|expanded|shrank|cut|raised|reduced|lowered|doubled|halved)\b"
    r"[^.;:\d]{0,20}"
)
"""A verb of change before "from X to Y" ("grew from 5 to 12 stores"): then X and Y are a before and an after, and
other figures (the 7 stores added) are worked out from them. Without one, "from 7 to 65 billion" is a range."""
_COMPOUND_NEXT = re.compile(
    r"\s+and\s+[\d.]+\s*(?:minutes?|mins?|seconds?|secs?|hours?|months?|weeks?|days?|inch(?:es)?|ounces?|oz|pence|cents?)\b",
    re.I,
)
_COMPOUND_FIRST = re.compile(
    r"\d\s*(?:hours?|hrs?|years?|months?|weeks?|days?|minutes?|mins?|feet|foot|ft|pounds?|lbs?|stone)\s+and\s*$", re.I
)
"""A measure in two units, "7 hours and 30 minutes" or "6 feet and 2 inches": neither part is the whole."""
_CHANGE_FROM = re.compile(_CHANGED + r"\bfrom\s*[$€£]?$", re.I)
_CHANGE_TO = re.compile(_CHANGED + r"\bfrom\s+[$€£]?[\d.,]+\s*(?:[A-Za-z%]+\s+)?to\s*[$€£]?$", re.I)
_THEN_TO = re.compile(r"\s*(?:[A-Za-z%]+\s+){0,3}to\s+[$€£]?\d", re.I)


def relative(text: str, quantity: Quantity) -> bool:
    """Whether the figure is a base another figure is worked out from: "half of the 1,200 residents" (600 voted),
    "double the 2019 figure", "three times the rate", "90 minutes plus 5", "from 5 to 12 stores". A different
    figure is no contradiction of it."""
    if quantity.kind == "year":
        return False
    if _RELATIVE_BEFORE.search(text[max(0, quantity.start - 30) : quantity.start]):
        return True
    if _RELATIVE_AFTER.match(text, quantity.end) or _ONE_IN.search(text[max(0, quantity.start - 30) : quantity.start]):
        return True
    if (ratio := _IN_EVERY_AFTER.match(text, quantity.end)) and _whole(ratio.group("whole")) > quantity.value:
        return True
    before = text[max(0, quantity.start - 60) : quantity.start]
    # Either end of a change ("grew from 5 to 12 stores"): the 7 stores added are worked out from both.
    return bool(_CHANGE_TO.search(before) or (_CHANGE_FROM.search(before) and _THEN_TO.match(text, quantity.end)))


def _whole(word: str) -> int:
    word = word.lower()
    return int(word) if word.isdigit() else _WHOLES.get(word, 100)


def starts_change(text: str, quantity: Quantity) -> bool:
    """Whether the figure is where a change started ("212" in "fell from 212 to 158"): the value before it."""
    before = text[max(0, quantity.start - 60) : quantity.start]
    return quantity.kind != "year" and bool(_CHANGE_FROM.search(before) and _THEN_TO.match(text, quantity.end))


_MOST_FIGURES_COMBINED = 12
_MOST_FIGURES_READ = 40
_RATIO_WORD = re.compile(
    r"\b(?:twice|double|doubled|half|halved|triple|tripled|three\s+times|a\s+third|a\s+quarter)\b", re.I
)


def worked_out(claim: Quantity, span_numbers: Sequence[Quantity], span_text: str, *, sums: bool = True) -> bool:
    """Whether the claim's figure is the sum or difference of two of the source's figures of its kind, or a share
    of one of them: "44 levels" from "40 floors and 4 basement levels", "7 stores" from "from 5 to 12", "1,240
    adults" from "62%" of "2,000"; or a year a stated number of years from another ("took effect two years later"
    than "2015"); a share the text leaves ("the remainder"), or a change in percent ("from 8 to 12"). Worked out, it
    is no contradiction, though lexical reading cannot confirm it. Without `sums`, sums and differences of any two
    figures are not tried: across several sentences, they match by chance."""
    if claim.kind == "year":
        if not sums:
            return False
        years = [q.value for q in span_numbers if q.kind == "year"]
        spans = [q.value for q in span_numbers if q.kind == "count" and reading(span_text, q) == "duration"]
        return any(claim.value in (year + span, year - span) for year in years for span in spans)
    # Sums and shares of two counts pair every two figures, so only the first few are tried; a share of a whole or a
    # change in percent goes with each figure once.
    figures = [q for q in span_numbers[:_MOST_FIGURES_READ] if q.kind not in ("year",)]
    same = [q.value for q in figures[:_MOST_FIGURES_COMBINED] if q.kind == claim.kind and q.unit == claim.unit]
    if claim.kind == "percent" and claim.unit == "pp":
        same = [
            q.value for q in figures[:_MOST_FIGURES_COMBINED] if q.kind == "percent" and not q.unit
        ]  # "by 14.4 points": 54.2% - 39.8%
    tolerance = claim.rounding
    # A figure within the tolerance, or the claim's own, works nothing out: 7,000 + 9 is no sum of "7,000 steps".
    same = [value for value in same if abs(value) > tolerance and abs(value - claim.value) > tolerance]
    for at, first in enumerate(same if sums else ()):
        for second in same[at + 1 :]:
            if abs(first + second - claim.value) <= tolerance or abs(abs(first - second) - claim.value) <= tolerance:
                return True
    if ratio_of(claim, span_numbers, span_text):
        return True  # "0.9 km planned" from "1.8 km, twice the planned distance"; "half of which" came from donors
    shares = [q.value for q in figures if q.kind == "percent" and not q.unit]
    if claim.kind == "percent" and not claim.unit:
        # "15% from corporate partners" from "64% … and 21% …; the remainder came from corporate partners"
        left = _remainder(span_text, figures)
        if left is not None and abs(left - claim.value) <= tolerance:
            return True
        # "cooldown up 50%" from "increased from 8 to 12 seconds"
        changes = _changes(span_text, span_numbers)
        if any(abs(abs(after - before) / before * 100 - claim.value) <= tolerance for before, after in changes):
            return True
        # "15% of visits" from "61,800" of "412,000 visitors": a share of two large counts
        counts = [q.value for q in figures[:_MOST_FIGURES_COMBINED] if q.kind == "count" and q.value >= 100]
        shares_of = [part / whole * 100 for part in counts for whole in counts if part < whole]
        # or what such a share leaves: "a vacancy rate of 11.4%" from "1,240 nurses in post against 1,400 posts"
        return any(
            abs(share - claim.value) <= tolerance or abs(100 - share - claim.value) <= tolerance for share in shares_of
        )
    if claim.kind in ("count", "money"):
        # A count's whole may be counted in another unit ("2,000 adults"); a sum of money in its own currency.
        wholes = [q.value for q in figures if q.kind == claim.kind and (claim.kind == "count" or q.unit == claim.unit)]
        near = max(tolerance, Decimal(1))
        # Across sentences, only a sum of money or a large count: small counts match some share by chance.
        telling = claim.kind == "money" or abs(claim.value) >= 1000
        if not (sums or telling):
            return False
        if any(abs(whole * share / 100 - claim.value) <= near for whole in wholes for share in shares):
            return True
        if not telling:
            return False
        # Before or after a change in percent: "349,000 in 2023" from "412,000, up 18%"; "£9.66" with "a 40% surcharge"
        factors = [1 + share / 100 for share in shares] + [1 - share / 100 for share in shares if share < 100]
        if any(
            abs(whole * f - claim.value) <= near or abs(whole / f - claim.value) <= near
            for whole in wholes
            for f in factors
        ):
            return True
        if claim.kind == "money" and sums:
            # A rate times a count: "£555 a week" from "37.5 hours … at £14.80 per hour"
            rates = [q.value for q in figures if q.kind == "money" and q.unit == claim.unit and reading(span_text, q)]
            counts = [q.value for q in figures if q.kind == "count"]
            return any(abs(rate * count - claim.value) <= near for rate in rates for count in counts)
    return False


_REMAINDER = re.compile(r"\b(?:the\s+)?(?:remainder|rest|remaining)\b", re.I)


def _remainder(text: str, figures: Sequence[Quantity]) -> Decimal | None:
    """The share a sentence leaves after the ones it lists ("64% … and 21% …; the remainder"), or None."""
    said = _REMAINDER.search(text)
    if said is None:
        return None
    opening = text.rfind(". ", 0, said.start()) + 1
    listed = [q.value for q in figures if q.kind == "percent" and not q.unit and opening <= q.start < said.start()]
    return Decimal(100) - sum(listed, Decimal(0)) if listed else None


def _changes(text: str, quantities: Sequence[Quantity]) -> list[tuple[Decimal, Decimal]]:
    """(before, after) of each change the text states: "from X to Y" after a verb of change, or "Y, up from X"."""
    found = []
    for first, second in pairwise(quantities):
        if first.kind != second.kind or first.kind == "year":
            continue
        before = text[max(0, second.start - 60) : second.start]
        if first.value and _CHANGE_TO.search(before):
            found.append((first.value, second.value))
        elif second.value and _UP_FROM.search(before):
            found.append((second.value, first.value))
    return found


_UP_FROM = re.compile(
    r"\b(?:(?:up|down|rising|falling|increased|decreased)\s+from|compared\s+(?:with|to))\s*[$€£]?$", re.I
)  # "£684.00, compared with £612.00 last year" is a change from the second to the first


def ratio_of(claim: Quantity, span_numbers: Sequence[Quantity], span_text: str) -> bool:
    """Whether the text says a ratio ("twice", "half", "a third") and the claim's figure is a figure of the text's,
    of its kind, times or divided by 2, 3 or 4."""
    if claim.kind == "year" or not _RATIO_WORD.search(span_text):
        return False
    tolerance = claim.rounding
    same = [q.value for q in span_numbers if q.kind == claim.kind and q.unit == claim.unit]
    factors = (Decimal("1.5"), 2, 3, 4) if _TIME_AND_A_HALF.search(span_text) else (2, 3, 4)
    return any(
        abs(value * factor - claim.value) <= tolerance or abs(value / factor - claim.value) <= tolerance
        for value in same
        for factor in factors
    )


_TIME_AND_A_HALF = re.compile(r"\btime[- ]and[- ]a[- ]half\b", re.I)


def part_of_measure(text: str, quantity: Quantity) -> str:
    """Which part of a measure in two units the figure is ("7 hours and 30 minutes": "first", "second"), or "":
    "7.5 hours" is neither part, while "9 hours and 30 minutes" differs from it part by part."""
    if _COMPOUND_NEXT.match(text, quantity.end):
        return "first"
    return "second" if _COMPOUND_FIRST.search(text[max(0, quantity.start - 20) : quantity.start]) else ""


def same_year(years: frozenset[Decimal], claim: Quantity, span_text: str, span: Quantity) -> bool:
    """Whether the two figures can be of the same year: not when the claim names its `years` and the source ties
    its figure to another ("20,000 tonnes" in 2019 against "40,000 tonnes in 2020")."""
    if claim.kind == "year" or span.kind == "year" or not years:
        return True
    tied = tied_year(span_text, span)
    return tied is None or tied in years


def tied_year(text: str, quantity: Quantity) -> Decimal | None:
    """The year written next to a figure, in the same clause ("40,000 tonnes in 2020", "450,000 visitors by 2026"),
    or None."""
    after = re.match(
        r"[^.;,\d]{0,20}\b(?:in|during|for|of|by)\s+((?:1|2)\d{3})\b", text[quantity.end : quantity.end + 40]
    )
    if after:
        return Decimal(after.group(1))
    before = re.search(
        r"\b(?:in|during|for)\s+((?:1|2)\d{3})\b[^.;,\d]{0,20}$", text[max(0, quantity.start - 40) : quantity.start]
    )
    return Decimal(before.group(1)) if before else None
