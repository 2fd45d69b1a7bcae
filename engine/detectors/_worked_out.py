"""Figures worked out from stated ones: closed-world arithmetic that makes a claim's figure no conflict with a
quote, and lets a quote that states its parts anchor it.

A share or a change in percent, a sum, a difference or a count times a figure the claim names as one ("390 km
wider", "£507 in total"), years between two years, a rate restated for another period, one of as many equal parts
as the claim says. Both the judge's quotes (`quote_rules`) and the verifier's windows are held to these readings.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace
from decimal import Decimal

from ..evidence import SourceSet, verify_quote
from ..figure_roles import worked_out
from ..lexical import content_tokens
from ..number_bounds import _qualifier, read_as_rounded
from ..number_context import count_of_years, named_as_worked_out, said_as_worked_out, years_between
from ..numbers import Quantity, compare_numbers, parse_number, quantities_of
from ..sentences import sentence_bounds, sentence_spans
from ..types import Quote
from ..units import canonical_unit, convert
from ._clock_sums import clock_worked_out
from ._periods import restated_per_period
from ._respectively import list_items

AROUND = 400
"""Characters either side of a quote read for the parts of a figure said a sentence or two away from it."""


def worked_out_from(
    claim: str, figure: Quantity, quoted: str, figures: Sequence[Quantity], header: str = "", *, result: bool = False
) -> bool:
    """Whether the claim's figure is worked out from the quoted figures (closed-world arithmetic, not a conflict): a
    share or a change in percent; a sum, a difference or a count times a figure when the claim gives the figure as
    one ("390 km wider", "£507 in total"; any figure is one of some pair by chance otherwise); a count of years two
    quoted years lie apart ("for about 41 years" from 1889 and 1930); a figure given per 100 g or 100 ml scaled to
    the portion the claim names (`_scaled_to_portion`; `header` is the text of the quote's sentence before it,
    where a label says "Per 100 g:"). A figure the claim gives as a bound close to it ("just over 3.2 million", "a
    little over 400") is worked out from a value on its side of the bound and within a twentieth of it
    (`_as_bound`): "a little over 400 cases" from 2,900 and 2,486 (414), never across it (65.5% of 4,812,300 is
    3,152,056, "3.2 million" rounded but not "just over" it). A bare bound ("fewer than 3 million", "under £10")
    says only a side, so it is worked out only to within half a percent of the figure."""
    written = figure  # a count of years is held to the years by its value as written ("over six years")
    if (bound := _qualifier(claim, figure, claimed=True)) in ("at_least", "at_most"):
        if _CLOSE.search(claim[max(0, figure.start - 30) : figure.start]):
            figure = _as_bound(figure, upwards=bound == "at_least")  # "a little over 400": near it, on its side
        else:
            figure = replace(figure, step=Decimal(0))  # "fewer than 3 million": `Quantity.rounding`, half a percent
    else:
        figure = read_as_rounded(claim, figure)  # "around 390 km wider" from 5,268 and 4,880 km
    sums = result or said_as_worked_out(claim, figure)  # `result`: the caller read the figure named as one
    if worked_out(figure, figures, quoted, sums=sums) or years_between(claim, written, figures, bound):
        return True
    if restated_per_period(claim, figure, quoted, figures):
        return True  # "about £460 a year" from "£38.40 a month"
    if _scaled_to_portion(claim, figure, f"{header} {quoted}", figures):
        return True  # "roughly 200 kcal" in "a 45 g serving" from "Per 100 g: … 446 kcal"
    if sums and _times_a_count(figure, figures):
        return True
    return _each_of_a_count(claim, figure, figures) or bool(_priced_counts(claim, figure, figures))


_CLOSE = re.compile(
    r"\b(?:just|a\s+little|slightly|a\s+bit|marginally)\s+(?:over|under|above|below|(?:more|less|fewer)\s+than)\s*"
    r"[$€£]?$",
    re.I,
)
"""A bound said to lie close to the figure ("just over", "a little under"): what it holds is near the figure too."""
BOUND_REACH = Decimal("0.05")
"""How far past its bound a worked-out value may lie, as a share of the bound: "a little over 400" holds 414. A
tenth was measured too: wide enough for chance ("just over 3.2 million" then held a sum of two other counts)."""


def _as_bound(figure: Quantity, *, upwards: bool) -> Quantity:
    """The bound as the interval it holds, in the figure's value and rounding (every reading of a worked-out figure
    compares a value with `Quantity.rounding`): "over 400" holds 400 to 420, "under 400" holds 380 to 400."""
    reach = abs(figure.value) * BOUND_REACH
    middle = figure.value + reach / 2 if upwards else figure.value - reach / 2
    return replace(figure, value=middle, step=reach)


_PER_HUNDRED = re.compile(r"\bper\s+100\s?(?:g|ml)\b|\b100\s?(?:g|ml)\s*:", re.I)
"""A figure given for 100 grams or millilitres: "Per 100 g:", "per 100ml", a label's "100 g:" column."""
_PORTION = re.compile(
    r"\s*(?:[a-z-]+\s+)?(?:serving|portion|bowl|bar|slice|glass|can|bottle|cup|pot|packet|pack|bag|tub|scoop|piece)s?\b",
    re.I,
)
"""The thing a portion's weight is of, right after it: "a 45 g serving", "a 30 g bar", "a 250 ml glass"."""


def _scaled_to_portion(claim: str, figure: Quantity, quoted: str, figures: Sequence[Quantity]) -> bool:
    """Whether the claim's figure is a quoted figure given per 100 g (or 100 ml) scaled to a portion the claim names
    by its weight or volume: "a standard 45 g serving works out at roughly 200 kcal" from "Per 100 g: … 446 kcal"
    (446 × 45 / 100 = 200.7). Only of a figure's own unit, and only for a portion named as one ("serving", "bar",
    "glass"): a bare weight beside a figure is not a portion it was scaled to."""
    if _PER_HUNDRED.search(quoted) is None:
        return False
    portions = [
        q.value for q in quantities_of(claim)
        if q.start != figure.start and canonical_unit(q.unit) in ("g", "mL") and q.value not in (0, 100)
        and _PORTION.match(claim, q.end)
    ]  # fmt: skip
    tolerance = figure.rounding
    return any(
        abs(value * portion / 100 - figure.value) <= tolerance
        for portion in portions
        for value in _alike(figure, figures)
    )


def _times_a_count(figure: Quantity, figures: Sequence[Quantity]) -> bool:
    """Whether a total the claim names is a count times a figure of its kind ("2.4 cubic metres in total" from "two
    bays hold 1.2 cubic metres each"; "£35,250 for the year" from "three terms" at "£11,750")."""
    tolerance = figure.rounding
    return any(
        abs(count * value - figure.value) <= tolerance
        for count in whole_counts(figures, 100)
        for value in _alike(figure, figures)
    )


def _priced_counts(claim: str, total: Quantity, figures: Sequence[Quantity]) -> frozenset[Decimal]:
    """The counts the claim itself names that, times a price, make its sum of money `total`: "Ten separate adult
    swims would cost you £52" from "Adult swim: £5.20" gives {10}. The price is one the claim gives when it gives
    any ("costs €35 … €120 in total" is not 4 × another fare of the source), else one the window states."""
    if total.kind != "money":
        return frozenset()
    own = [q for q in quantities_of(claim) if q.start != total.start]
    given = [q for q in own if q.kind == "money"]
    prices = _alike(total, given) if given else _alike(total, [q for q in figures if q.kind == "money"])
    return frozenset(
        count
        for count in whole_counts(own, 100)
        for price in prices
        if abs(count * price - total.value) <= total.rounding
    )


def whole_counts(figures: Sequence[Quantity], most: int, unit: str = "") -> list[Decimal]:
    """Whole counts from 2 to `most` among the figures, bare or of `unit` ("25 seeds", "90 days" for "per day")."""
    return [
        q.value for q in figures if q.kind == "count" and q.unit in ("", unit) and 2 <= q.value <= most and q.step == 1
    ]


def _alike(figure: Quantity, figures: Sequence[Quantity]) -> list[Decimal]:
    """The values of the other figures of the figure's kind and unit: what it may be a multiple or a share of."""
    return [q.value for q in figures if q.kind == figure.kind and q.unit == figure.unit and q.value != figure.value]


_EACH = re.compile(r"\b(?:each|apiece|per\s+(?!cent\b)(?P<per>[a-z]+))\b", re.I)
"""Figures named as one item's share: "40p each", "£12 apiece", "53.68p per day", "Per seed, … 40p … 11p"."""


def _each_of_a_count(claim: str, figure: Quantity, figures: Sequence[Quantity]) -> bool:
    """Whether a figure of a claim that speaks of each item's share ("each", "apiece", "per seed") is a stated figure
    of its kind shared by a stated count: "11p" each from "(25 seeds) costs £2.75", "53.68p per day" from "£48.31
    for the 90 days" (a count with a unit only when it is the unit the claim shares by)."""
    named = _EACH.search(claim)
    if named is None:
        return False
    counts = whole_counts(figures, 10_000, canonical_unit(named.group("per") or ""))
    return any(
        abs(total / count - figure.value) <= figure.rounding for count in counts for total in _alike(figure, figures)
    )


def figures_stated(claim: str, window: str, around: str = "") -> bool:
    """Every figure of the claim is in the window or worked out from it (`unstated_figures` finds none)."""
    return not unstated_figures(claim, window, around)


def unstated_figures(claim: str, window: str, around: str = "") -> list[Quantity]:
    """The claim's figures the window neither gives (rounded or converted as `compare_numbers` allows) nor works
    out: from the window's figures (`worked_out_from`), from two of the claim's own figures the window states
    (`_sum_of_stated`), as one of as many equal parts of a stated figure as the claim says (`_part_of_stated`). A
    figure the window gives only as a bound is unstated, unless the claim names the bound ("the daily ceiling is
    6 g"). A figure the claim names as worked out ("a gap of", "in total", "390 km wider than") or a count of years
    may be worked out from the text `around` the window too (its neighbouring sentences, `_parts_apart`). A figure
    built on the answer's earlier steps is read by `_answer_steps.built_on_earlier`."""
    check = compare_numbers(claim, window)
    if check.ok:
        return []
    # A bound the claim names as one ("the daily ceiling is 6 g" for "no more than 6 g") is the bound stated.
    limits = {id(claimed) for claimed, _ in check.bounded if _LIMIT_NAMED.search(claim[: claimed.start][-40:])}
    bounded_only = [claimed for claimed, _ in check.bounded if id(claimed) not in limits]
    if bounded_only:
        return bounded_only
    figures = quantities_of(window)
    unstated = [f for f in [*check.missing, *(claimed for claimed, _ in check.mismatches)] if id(f) not in limits]
    # the neighbouring sentences are read only for a figure named as worked out, or a count of years
    nearby = quantities_of(around) if around and any(_parts_apart(claim, f) for f in unstated) else ()
    stated = [claimed for claimed, _ in check.matched]
    found = [
        figure
        for figure in unstated
        if not (
            worked_out_from(claim, figure, window, figures)
            or _sum_of_stated(figure, stated)
            or _converted_from_stated(claim, figure, stated)
            or _part_of_stated(claim, figure, figures)
            or clock_worked_out(claim, figure, window)
            or _counts_its_list(claim, figure, window)
            or (bool(nearby) and _parts_apart(claim, figure) and worked_out_from(claim, figure, around, nearby))
        )
    ]
    # a count the claim prices ("Ten separate adult swims would cost you £52") is its own example, not the sources'
    priced = frozenset().union(*(_priced_counts(claim, f, figures) for f in unstated if f not in found))
    return [f for f in found if not (f.kind == "count" and not f.unit and f.value in priced)]


def _counts_its_list(claim: str, figure: Quantity, window: str) -> bool:
    """Whether the figure counts a list the claim gives right after it, every item of which the window names:
    "three days a week, Tuesday, Thursday and Saturday" against "open Tuesday, Thursday and Saturday"."""
    if figure.kind != "count" or figure.value != figure.value.to_integral_value() or not 2 <= figure.value <= 12:
        return False
    listed = _LISTED.match(claim, figure.end)
    if listed is None:
        return False
    items = list_items(listed.group("items"))
    have = content_tokens(window)
    return (
        len(items) == figure.value
        and all(len(item.split()) <= 3 for item in items)
        and all(content_tokens(item) and content_tokens(item) <= have for item in items)
    )


_LISTED = re.compile(r"[^,:;—(.\d]{0,30}(?:,|:|—|\()\s*(?P<items>[^.;:()—]+?)\s*(?=[.;:)—]|$)")
"""A few words naming what is counted, then the list: "three days a week, Tuesday, Thursday and Saturday"."""


_LIMIT_NAMED = re.compile(
    r"\b(?:ceiling|limit|maximum|max|cap|minimum|threshold|cut-?off|allowance)\b[^.;\d]{0,24}$", re.I
)


_PARTS_OF = re.compile(
    r"\b(\d{1,3}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+(?:[a-z]+\s+)?[a-z]+s\s+of\s+"
    r"(?:about\s+|around\s+|roughly\s+)?$",
    re.I,
)
"""Equal parts said as such: "two payments of", "12 monthly instalments of about"."""


def _part_of_stated(claim: str, figure: Quantity, figures: Sequence[Quantity]) -> bool:
    """Whether the claim's figure is one of as many equal parts of a stated figure as the claim says: "split into two
    payments of £920" from "£1,840"."""
    parts = _PARTS_OF.search(claim[: figure.start][-60:])
    if parts is None:
        return False
    count = parse_number(parts.group(1))
    if count is None:
        return False
    whole = [q.value for q in figures if q.kind == figure.kind and q.unit == figure.unit]
    tolerance = count * figure.rounding
    return count >= 2 and any(abs(count * figure.value - value) <= tolerance for value in whole)


def _sum_of_stated(figure: Quantity, stated: Sequence[Quantity]) -> bool:
    """Whether the claim's figure is the sum or the difference of two of its own figures the window states: "£400
    (£250 compulsory plus £150 voluntary)", "£6,500 more (£42,950 against £36,450)"."""
    alike = [q.value for q in stated if q.kind == figure.kind and q.unit == figure.unit]
    tolerance = figure.rounding
    return any(
        abs(a + b - figure.value) <= tolerance or abs(abs(a - b) - figure.value) <= tolerance
        for at, a in enumerate(alike)
        for b in alike[at + 1 :]
    )


def _converted_from_stated(claim: str, figure: Quantity, stated: Sequence[Quantity]) -> bool:
    """Whether the claim's figure restates one of its own figures the window states, in another unit: "up to 50 lb —
    roughly 23 kg" (22.7 kg) where the window gives 50 lb."""
    figure = read_as_rounded(claim, figure)
    converted = (
        convert(s.value, s.unit, figure.unit) for s in stated if s.unit and figure.unit and s.unit != figure.unit
    )
    return any(value is not None and abs(value - figure.value) <= figure.rounding for value in converted)


def _parts_apart(claim: str, figure: Quantity) -> bool:
    """Whether the figure's parts may be said a sentence or two away from the quote: a figure the claim names as
    worked out ("390 km wider than", "by 320 metres", "in total") or a count of years ("for about 41 years": the
    two years are often said apart, "completed in 1889 … until 1930")."""
    return said_as_worked_out(claim, figure) or count_of_years(claim, figure)


def parts_nearby(claim: str, quotes: Sequence[Quote], sources: SourceSet) -> list[Quote]:
    """Sentences next to the quotes that state the other part of a figure the claim works out from them: "It stands
    828 metres tall." beside the judge's "which is 508 metres tall" for "By 320 metres.". Each is a span of the
    quote's own source, found by the one quote verifier, and is added only when the quoted figures alone do not
    work the claim's figure out and the quotes and that sentence together do. The caller holds the claim to what
    it adds as to any quote (`quote_conflict`)."""
    quoted = " ".join(q.quote for q in quotes)
    in_quotes = quantities_of(quoted)
    figures = quantities_of(claim)
    # Only a figure its own words name as worked out ("wider than", "by"), or a count of years; and not when the
    # claim gives other figures of its kind: it names the parts itself then ("25 days … 8 public holidays, so 35
    # days in total"), and those are the parts to check, not two others of the source that happen to add up.
    wanted = [
        f for f in figures
        if any(ch.isdigit() for ch in f.text) and (named_as_worked_out(claim, f) or count_of_years(claim, f))
        and not any(o is not f and o.kind == f.kind and o.unit == f.unit for o in figures)
        and not any(f.same_value(q) for q in in_quotes) and not worked_out_from(claim, f, quoted, in_quotes)
    ]  # fmt: skip
    added: list[Quote] = []
    neighbours = _neighbours(quotes, sources) if wanted else []  # the source's sentences are split once, not per figure
    for figure in wanted:
        for sentence, source in neighbours:
            text = f"{quoted} {sentence}"
            if not worked_out_from(claim, figure, text, quantities_of(text)):
                continue
            found = verify_quote(sentence, sources, source=source)
            if isinstance(found, Quote) and found not in added:
                added.append(found)
            break
    return added


def _neighbours(quotes: Sequence[Quote], sources: SourceSet) -> list[tuple[str, int | str]]:
    """The sentences of each quote's source within `AROUND` characters of it, nearest first; not the quote's own."""
    found: list[tuple[int, str, int | str]] = []
    for quote in quotes:
        source = sources.get(quote.source)
        if source is None:
            continue
        for start, end in sentence_spans(source.text):
            overlaps = start < quote.end and quote.start < end  # the quote's own sentences
            if overlaps or end < quote.start - AROUND or start > quote.end + AROUND:
                continue
            distance = min(abs(start - quote.end), abs(quote.start - end))
            found.append((distance, source.text[start:end].strip(), quote.source))
    return [(text, source) for _, text, source in sorted(found, key=lambda f: f[0]) if text]


def sentence_openings(quotes: Sequence[Quote], sources: SourceSet) -> str:
    """The text of each quote's sentence before the quote ("Per 100 g: " before "energy 1,870 kJ / 446 kcal"), what
    a label says its figures are given per (`opening_start`)."""
    openings = []
    for quote in quotes:
        source = sources.get(quote.source)
        if source is not None and (start := opening_start(quote, source.text)) is not None:
            openings.append(source.text[start : quote.start])
    return " ".join(opening for opening in openings if opening.strip())


def opening_start(quote: Quote, text: str) -> int | None:
    """Where the quote's own sentence starts in its source `text`, when the quote starts inside it (None when it
    starts the sentence): by the sentence ends `sentences.sentence_bounds` reads, at most `_OPENING` characters
    back, so never a neighbour's words, and a long source is not read from its start once per quote."""
    back = max(0, quote.start - _OPENING)
    start = back + sentence_bounds(text[back : quote.end], quote.start - back, quote.end - back)[0]
    return start if start < quote.start else None


_OPENING = 200
