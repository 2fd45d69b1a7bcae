"""More recognisers: changes ("from 80 to 100, a 25% increase"), averages and sums of lists, totals of listed
parts ("3 apples and 4 pears, 7 fruits in all") and unit conversions ("5 km (3.1 miles)")."""

from __future__ import annotations

import re
from collections.abc import Iterator
from decimal import Decimal
from itertools import pairwise

from ..numbers import SCALE_WORD, format_decimal, quantities_of
from ..units import convert, dimension
from ._arith_find import _NUM_OR_WORD, _PCT, _REL, _WORD_NUM, HEDGE, NUM, Calculation, _calc, value_of

_AMOUNT = rf"{NUM}(?:{_PCT})?"
_FROM_TO = re.compile(rf"\bfrom (?P<a>{_AMOUNT})(?:\s+[a-z]+){{0,2}}?\s+(?:up to |down to |to )(?P<b>{_AMOUNT})", re.I)
_TO_FROM = re.compile(rf"\bto (?P<b>{_AMOUNT})(?:\s+[a-z]+){{0,2}}?,?\s+(?:up|down) from (?P<a>{_AMOUNT})", re.I)
_CHANGE_PCT = re.compile(rf"(?P<hedge>{HEDGE})?(?P<p>{NUM}){_PCT}(?P<points>\s?(?:percentage\s)?points?\b)?", re.I)
RISE_WORDS = re.compile(
    r"\b(?:increase[sd]?|rises?|rose|risen|rising|grew|grow(?:s|n|th)?|gain(?:ed|s)?|jump(?:ed|s)?|climb(?:ed|s)?|"
    r"up|higher|more|surge[sd]?|soar(?:ed|s)?|boost(?:ed)?|raise[sd]?|lift(?:ed|s)?)\b", re.I
)  # fmt: skip
FALL_WORDS = re.compile(
    r"\b(?:decrease[sd]?|decline[sd]?|drop(?:ped|s)?|fell|fall(?:en|s|ing)?|reduc(?:tion|ed)|down|lower|less|cut|"
    r"loss|lost|shr[ua]nk|slump(?:ed)?|plunge[sd]?|dip(?:ped)?)\b", re.I
)  # fmt: skip
"""Words that give a change its direction, up or down (also read by `_figure_slots.direction_reversed`)."""
_MULTIPLIER = re.compile(
    r"(?<![\d,.])\b(?:(?P<n>\d+(?:\.\d+)?)\s?(?:x\b|×|-?fold\b|\stimes\b(?=\s+(?:more|less|as|higher|lower|larger|bigger|greater|"
    r"smaller|the|that|faster|slower|over|its|their|what|a\b)|[,.;]?\s*$))|"
    r"(?P<word>doubled|tripled|trebled|quadrupled|halved|twofold|threefold|fourfold|fivefold|tenfold))"
    r"(?P<more>\s(?:more|larger|bigger|higher|greater))?",
    re.I,
)
_LABEL_BEFORE = re.compile(r"(?<![.!?]\s)(?<!^)\b[A-Z][a-z]+\s+$")
"""A capitalised word just before a figure, not opening a sentence: the figure is part of a name ("Category 2")."""
_MULTIPLIER_WORDS: dict[str, int | Decimal] = {
    "doubled": 2, "tripled": 3, "trebled": 3, "quadrupled": 4, "halved": Decimal("0.5"), "twofold": 2,
    "threefold": 3, "fourfold": 4, "fivefold": 5, "tenfold": 10,
}  # fmt: skip
_BY_DELTA = re.compile(
    r"\b(?:increased|rose|grew|climbed|jumped|gained|fell|dropped|declined|decreased|shrank|went up|went down)"
    rf"\s+by\s+(?P<hedge>{HEDGE})?(?P<res>{NUM})(?!\s?(?:%|percent|per cent)|\d)",
    re.I,
)
_YEAR = re.compile(r"^\s*(?:1[89]|20|21)\d\d\s*$")
_RATE_AFTER = re.compile(
    r"\s*(?:a|an|per|each|every)\s+(?:year|month|week|day|annum)\b|\s*(?:annual|yearly|monthly|annually)\b", re.I
)
"""A percentage said per period ("4% annual raises", "3% a year"): a rate, not the size of a change "from A to B"."""
_END_BEFORE = re.compile(r"\b(?:to|at|for)\s+(?:about\s+|around\s+|roughly\s+)?$", re.I)
"""A percentage that is where something ended or is aimed at ("slipped to 88%", "aiming for 55%"), not the size of
a change."""
_NOT_A_CHANGE_AFTER = re.compile(
    r"\s*(?:of\b|(?:[a-z]+\s+)?(?:to|at)\s+[$€£]?\d)|\s+(?:were|was|are|is|had|have|said|say)\b"
    r"|\s+(?:[a-z-]+\s+)?(?:share|stake|rate|margin|majority|turnout|discount|tax|levy|tariff"
    r"|interest|yield|chance|probability|occupancy)\b|\s+off\b",
    re.I,
)
"""A percentage of a group ("11 percent of respondents", "83% were men"), one with an end of its own ("fell 11%
to £214 million"), a share of something ("a 27.5% electric share") or a discount ("25% off"): not the size of
another "from A to B"."""
_ANOTHER_CLAUSE = re.compile(
    r"\b(?:after|before|when|whenever|since|because|while|whilst|once|until|following|whereas|though|although)\b"
    r"|\bwith\s+(?!an?\s)",
    re.I,
)
"""Words that open a clause of its own: a percentage on one side of them is not the change "from A to B" on the
other ("casualties fell by 22% in the year after the limit was lowered from 30 mph to 20 mph", "a 3.2% rise in
sales, with revenue up from £3.9 billion to £4.1 billion")."""
_CHANGE_NOUN = r"(?:increase|rise|drop|fall|decline|decrease|jump|gain|cut|reduction|loss|climb|slide)s?"
_CHANGE_NOUN_AFTER = re.compile(rf"\s*(?:points?\s+)?{_CHANGE_NOUN}\b", re.I)
_CHANGE_NOUN_BEFORE = re.compile(
    rf"(?:\b(?:(?:an?|the)\s+)?(?:[a-z-]+\s+)?{_CHANGE_NOUN}\s+(?:of\s+)?"
    r"|\b(?:up|down|rising|falling|increasing|decreasing|dropping|climbing|jumping|growing)\s+(?:by\s+)?)"
    rf"(?:{HEDGE})?(?:more\s+than\s+|over\s+)?$",
    re.I,
)
"""The change a percentage itself names ("a 20% drop", "an increase of 25%", "up 20%"), which is no change of its
own. A finite verb ("…, and puffin numbers rose 12%") opens a clause of its own, so it is not read here."""
_ANOTHER_SUBJECT = re.compile(r"\band\s+(?!an?\b|the\s+)(?:[\w-]+\s+){1,4}(?:by\s+)?$", re.I)
"""A change said of another subject after "and", its verb left out ("fell from 412 to 168 and police custody nights
by 71%")."""
_ANOTHER_FIGURE = re.compile(r"[$€£]\d|\d(?<!\b(?:1[89]|20)\d\d)(?!\d)(?!\s*(?:st|nd|rd|th)\b)")
"""A figure between the two, other than a year: the nearer one is what the percentage speaks of ("keeps £45 of
each one paid, or 30%")."""
_AT_LEAST_BEFORE = re.compile(r"\b(?:more\s+than|over|at\s+least|well\s+over)\s+$", re.I)
_ROUGHLY_BEFORE = re.compile(r"\b(?:nearly|almost|about|around|roughly|close\s+to|not\s+quite)\s+$", re.I)
"""Words before a multiple that bound it: "more than doubled" holds 2.44×, "nearly tripled" 2.9×."""
_ROUGH_MULTIPLE = Decimal("0.1")
"""How far from its multiple a change said "nearly" or "about" may be (a tenth of it)."""


def changes(text: str) -> Iterator[Calculation]:
    """Percentage changes, multiples and differences stated next to a "from A to B"."""
    pairs = [*_FROM_TO.finditer(text), *_TO_FROM.finditer(text)]
    # The figures of every "from … to" are blanked out: "from 18% to 26%" states no change of "from 29% to 50%".
    outside = text
    for pair in pairs:
        outside = outside[: pair.start()] + " " * (pair.end() - pair.start()) + outside[pair.end() :]
    for match in pairs:
        if _YEAR.match(match.group("a")) or _YEAR.match(match.group("b")):
            continue  # "from 2019 to 2021" is a period, not a change of value
        a, b = value_of(_scaled_like(match.group("a"), match.group("b"))), value_of(match.group("b"))
        if a is None or b is None:
            continue
        yield from _percent_change(outside, match, a[0], b[0])
        yield from _multiple(outside, match, a[0], b[0])
        for delta in _BY_DELTA.finditer(outside):
            if _NOT_A_CHANGE_AFTER.match(outside, delta.end()) or _of_another_change(outside, delta, match):
                continue  # "costs rose by 32 cents to $2.18" is not the change of "grades slipped from 0.71% to 0.62%"
            expression = f"{match.group('b')} − {match.group('a')}"
            found = _calc(delta, expression, "res", abs(b[0] - a[0]))
            if found:
                yield found
        return  # one "from … to" per sentence is read; a second one is too often about something else


_MAGNITUDE = re.compile(rf"\s*{SCALE_WORD}\b", re.I)


def _scaled_like(start: str, end: str) -> str:
    """The start of a change in the end's magnitude when only the end says it: "from 5 to 20 million" is from
    5 million."""
    found = _MAGNITUDE.search(end)
    if found and not _MAGNITUDE.search(start) and re.fullmatch(r"[$€£]?\d[\d,.]*", start.strip()):
        return f"{start.strip()}{found.group()}"
    return start


def _of_another_change(outside: str, figure: re.Match[str], span: re.Match[str]) -> bool:
    """Whether a figure said as a change is of another one than "from A to B": another clause lies between them, or
    a change word of its own ("…, and puffin numbers rose 12%"), not the one naming the figure ("a 20% drop")."""
    if figure.end() <= span.start():
        between = outside[figure.end() : span.start()]
        own = _CHANGE_NOUN_AFTER.match(between)  # "a 20% drop from 80 to 100"
        rest = between[own.end() :] if own else between
    else:
        between = outside[span.end() : figure.start()]
        own = _CHANGE_NOUN_BEFORE.search(between)  # "from 80 to 100, an increase of 25%"
        rest = between[: own.start()] if own else between
    return bool(
        _ANOTHER_CLAUSE.search(between)
        or RISE_WORDS.search(rest)
        or FALL_WORDS.search(rest)
        or (figure.start() >= span.end() and _ANOTHER_SUBJECT.search(between))
        or _ANOTHER_FIGURE.search(between)
    )


def _percent_change(outside: str, span: re.Match[str], a: Decimal, b: Decimal) -> Iterator[Calculation]:
    candidates = [
        m
        for m in _CHANGE_PCT.finditer(outside)
        if not _RATE_AFTER.match(outside, m.end())
        and not _NOT_A_CHANGE_AFTER.match(outside, m.end())
        and not _END_BEFORE.search(outside[max(0, m.start() - 20) : m.start()])
    ]
    if not candidates:
        return
    change = min(candidates, key=lambda m: min(abs(m.start() - span.end()), abs(span.start() - m.end())))
    if _of_another_change(outside, change, span):
        return
    window = outside[max(0, change.start() - 30) : change.end() + 30]
    said_up, said_down = bool(RISE_WORDS.search(window)), bool(FALL_WORDS.search(window))
    formula = f"({span.group('b')} − {span.group('a')}) / {span.group('a')}"
    if change.group("points"):
        actual: Decimal | None = b - a
        formula = f"{span.group('b')} − {span.group('a')}"
    elif a == 0:
        actual = None
    else:
        actual = (b - a) / abs(a) * 100
    wrong = ""
    if actual is not None and said_up != said_down:
        if said_up and actual < 0:
            wrong = "a fall, not a rise"
        elif said_down and actual > 0:
            wrong = "a rise, not a fall"
    suffix = " points" if change.group("points") else "%"
    found = _calc(
        change, f"the change from {span.group('a')} to {span.group('b')}", "p",
        abs(actual) if actual is not None else None, problem="" if actual is not None else "division by zero",
        suffix=suffix, wrong_direction=wrong, formula=formula, signed=actual,
    )  # fmt: skip
    if found:
        yield found


def _multiple(outside: str, span: re.Match[str], a: Decimal, b: Decimal) -> Iterator[Calculation]:
    for match in _MULTIPLIER.finditer(outside):
        if match.group("n") and _LABEL_BEFORE.search(outside[max(0, match.start() - 20) : match.start()]):
            continue  # "Category 2 times fell": the figure names a category
        if _NOT_A_CHANGE_AFTER.match(outside, match.end()) or _of_another_change(outside, match, span):
            continue  # "almost tripled to 1,190 tonnes after Japan lowered its tariff from 29.8% to 17%"
        stated = Decimal(match.group("n")) if match.group("n") else Decimal(_MULTIPLIER_WORDS[match["word"].lower()])
        if a == 0:
            return
        ratio = b / a
        if match.group("more") and abs(ratio - 1 - stated) < abs(ratio - stated):
            ratio -= 1  # "3 times more" is read both ways; take the reading that fits
        before = outside[max(0, match.start() - 20) : match.start()]
        at_least, roughly = _AT_LEAST_BEFORE.search(before), _ROUGHLY_BEFORE.search(before)
        if at_least and (ratio >= stated if stated >= 1 else ratio <= stated):
            return  # "more than doubled, from €9 to €22"; "more than halved, from 431 to 212"
        if roughly and abs(ratio - stated) <= stated * _ROUGH_MULTIPLE:
            return  # "nearly tripled, from 10 to 29"
        bound = at_least or roughly
        written = match.group("n") or ""
        step = Decimal(1).scaleb(-len(written.split(".")[1])) if "." in written else Decimal(1)
        yield Calculation(
            start=match.start(), end=match.end(), expression=f"{span.group('b')} / {span.group('a')}",
            claimed=stated, claimed_text=f"{bound.group() if bound else ''}{match.group().strip()}",
            step=step if match.group("n") else Decimal("0.01"), hedged=False, actual=ratio, suffix="×",
        )  # fmt: skip
        return


# --- lists: "the average of 3, 5 and 10 is 6", "3 apples and 4 pears, 7 fruits in all" ------------------------
_LIST = rf"{_NUM_OR_WORD}(?:\s*,\s*{_NUM_OR_WORD})*\s*,?\s*(?:and|&)\s+{_NUM_OR_WORD}"
_AGGREGATE = re.compile(
    rf"\b(?P<op>average|mean|sum|total|product)\s+of\s+(?:the\s+)?(?:(?:numbers|values|scores|figures)\s+)?"
    rf"(?P<list>{_LIST})\s*,?\s*(?P<rel>{_REL})\s*(?P<hedge>{HEDGE})?(?P<res>{_NUM_OR_WORD})(?!\s?%)",
    re.I,
)
_DIFFERENCE = re.compile(
    rf"\bdifference between (?P<a>{NUM}) and (?P<b>{NUM})\s*,?\s*(?P<rel>{_REL})\s*(?P<hedge>{HEDGE})?"
    rf"(?P<res>{NUM})",
    re.I,
)
_ITEM = rf"{_NUM_OR_WORD}(?:\s+(?!and\b|or\b|plus\b)[A-Za-z][\w'’-]*){{0,3}}"
_TOTAL = re.compile(
    rf"(?P<list>{_ITEM}(?:(?:\s*,\s*(?:and\s+)?|\s+and\s+|\s+plus\s+){_ITEM})+)\s*(?:[,;:—–]\s*|\s-\s|\s)"
    r"(?P<lead>(?:for|making|giving|that's|that is|so|which (?:is|makes)|totall?ing|adding up to|or)\s+)?"
    rf"(?P<marker1>a total of\s+|in total\s+|altogether\s+|a combined\s+)?(?P<hedge>{HEDGE})?"
    rf"(?P<res>{NUM}|\b{_WORD_NUM}\b)"
    r"(?:(?:\s+[A-Za-z]+){0,2}?(?P<marker2>\s+(?:in all|in total|total|altogether|combined|overall|all told)\b))?",
    re.I,
)


def aggregates(text: str) -> Iterator[Calculation]:
    for match in _AGGREGATE.finditer(text):
        values = _list_values(match.group("list"))
        if not values:
            continue
        op = match.group("op").lower()
        if op in {"average", "mean"}:
            actual = sum(values, Decimal(0)) / len(values)
        elif op == "product":
            actual = Decimal(1)
            for value in values:
                actual *= value
        else:
            actual = sum(values, Decimal(0))
        expression = f"{op} of {', '.join(format_decimal(v) for v in values)}"
        found = _calc(match, expression, "res", actual)
        if found:
            yield found
    for match in _DIFFERENCE.finditer(text):
        a, b = value_of(match.group("a")), value_of(match.group("b"))
        if a and b:
            found = _calc(match, f"{match.group('a')} − {match.group('b')}", "res", abs(a[0] - b[0]))
            if found:
                yield found


def totals(text: str) -> Iterator[Calculation]:
    for match in _TOTAL.finditer(text):
        said_total = match.group("marker1") or match.group("marker2") or "total" in (match.group("lead") or "")
        if not said_total:
            continue
        items = re.findall(rf"{_NUM_OR_WORD}", match.group("list"), re.I)
        if any(_YEAR.match(item) for item in items) and not _YEAR.match(match.group("res")):
            continue
        values = _list_values(match.group("list"))
        if len(values) >= 2:
            expression = " + ".join(format_decimal(v) for v in values)
            found = _calc(match, expression, "res", sum(values, Decimal(0)))
            if found:
                yield found


def _list_values(text: str) -> list[Decimal]:
    values = []
    for item in re.findall(rf"{_NUM_OR_WORD}", text, re.I):
        parsed = value_of(item)
        if parsed is None:
            return []
        values.append(parsed[0])
    return values


# --- unit conversions: "5 km (3.1 miles)", "100 °F is 37.8 °C", "2 hours = 120 minutes" -------------------------
_CONVERSION_GAP = re.compile(
    r"^\s*,?\s*(?:[a-z]+\s+)?(?:\(|\[|=|≈|,?\s*or|is|are|equals?|is equal to|is the same as|converts? to|"
    r"(?:is\s+|are\s+)?equivalent to|which is|that's|that is|—|–)\s*"
    r"(?P<upto>up\s+to\s+)?"
    r"(?P<hedge>(?:about|roughly|approximately|around|nearly|almost|some|just over|just under|~|≈)\s*)?$",
    re.I,
)


_APPOSED = re.compile(
    r"^\s*,\s*(?P<hedge>(?:about|roughly|approximately|around|nearly|almost|some|just over|just under)\s+)$", re.I
)
"""A hedged figure set after a comma ("1.2 km, roughly 0.75 miles") restates the one before it in another unit."""
APPOSED_TOLERANCE = Decimal("0.1")
"""How far off such a restatement may be: it is written loosely ("2.9 m, about 9 ft" for 9.51 ft), while a wrong factor
(the same figure in the other unit, or the factor turned over) is a third or more off for the units people confuse:
km and miles, kg and lb, m and feet, cm and inches, litres and gallons."""
_COMPARED_AFTER = re.compile(
    r"\s*(?:more|less|fewer|over|under|above|below|short|heavier|lighter|longer|shorter|higher|lower|extra|too|of)\b",
    re.I,
)
"""…unless a comparison follows it: "20 kg, about 5 lb over the limit" is a difference, not the same weight."""
_RANGE_NEXT = re.compile(r"\s*(?:to|–|-|and)\s*[-−]?\d")
_RANGE_BEFORE = re.compile(r"\d\S*\s*(?:to|–|-|and)\s*$")


def conversions(text: str) -> Iterator[Calculation]:
    quantities = [q for q in quantities_of(text, words=False) if q.unit and dimension(q.unit)]
    for first, second in pairwise(quantities):
        if first.unit == second.unit or dimension(first.unit) != dimension(second.unit):
            continue
        between = text[first.end : second.start]
        gap = _CONVERSION_GAP.match(between)
        apposed = None if gap or _COMPARED_AFTER.match(text, second.end) else _APPOSED.match(between)
        gap = gap or apposed
        # "between 51 and 70 lb (up to about 32 kg)" converts the range's upper end; otherwise ranges side by side
        # ("1°C to 6°C (33°F to 43°F)") are no one conversion
        upper_end = gap is not None and "(" in between and bool(gap.groupdict().get("upto"))
        if (
            gap is None
            or _RANGE_NEXT.match(text, second.end)
            or (_RANGE_BEFORE.search(text[: first.start]) and not upper_end)
        ):
            continue
        actual = convert(first.value, first.unit, second.unit)
        yield Calculation(
            start=first.start, end=second.end, expression=first.text, claimed=second.value,
            claimed_text=second.text, step=second.step, hedged=bool(gap.group("hedge")), actual=actual,
            round_figure=_round_figure(second.value, second.step), suffix=f" {second.unit}",
            loose=APPOSED_TOLERANCE if apposed else None,
        )  # fmt: skip


def _round_figure(value: Decimal, step: Decimal) -> bool:
    """Whether a converted figure is a whole number ending in 0, which people write for a conversion rounded to
    tens ("350 °F (180 °C)" for 176.67 °C, "310 miles (500 km)" for 498.9 km)."""
    return step == 1 and bool(value) and value == value.to_integral_value() and value % 10 == 0
