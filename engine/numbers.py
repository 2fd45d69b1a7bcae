"""Find quantities in text and normalise their formats ("$5M", "5 million", "5,000,000", "5.0 M" are equal).

`extract_quantities` is the one reader of numbers in prose; `compare_numbers` is the numeric gate that grounding
applies to a claim and the source span about the same subject.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass, replace
from decimal import Decimal
from typing import Literal

from .bare_hours import bare_hours, is_hour_of, is_time_of, spoken_time
from .clock import clock_hour, clock_part, same_clock_hour
from .figure_roles import dash_pair, part_of_measure, read_alike, reading, relative, same_year, tied_year, worked_out
from .number_bounds import (
    Qualifier,
    _agrees,
    _bound_moved,
    _bounds_agree,
    _breaks_bound,
    _comparable,
    _figure_of_year,
    _qualifier,
    _significant,
    _with_bound,
    _within_bound_after,
    _within_stated_bound,
    day_of_month,
    share_said,
    values_agree,
    within_date_range,
)
from .number_context import (  # noqa: F401 - some are read from this module by others
    _MONTH,
    _closest,
    _context_overlap,
    _derived,
    _rival,
    noun_after,
    quantities_of,
    said_beside,
    said_of_more_than_its_noun,
    stated_alike,
)
from .quantities import (  # noqa: F401 - some are read from this module by others
    MONTH_NAMES,
    SCALE_WORD,
    WEEKDAYS,
    Quantity,
    extract_quantities,
    format_decimal,
    parse_number,
)
from .units import UNIT_PATTERN, canonical_unit, convert


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


_UNIT_AFTER = re.compile(rf"(?:\s|-)({UNIT_PATTERN})")


def _unit_read(text: str, quantity: Quantity) -> str:
    """A figure's unit; for a number written in words, the unit it is followed by ("two weeks" → "week", "a
    four-hour slot" → "h"); or ""."""
    if quantity.unit or not quantity.text[:1].isalpha():
        return quantity.unit
    found = _UNIT_AFTER.match(text, quantity.end)
    return canonical_unit(found.group(1)) if found else ""


def _spelled_measure_agrees(
    claim_text: str, claimed: Quantity, span_text: str, stated: Quantity, qualifier: Qualifier, bound: Qualifier
) -> bool:
    """Whether a measure written with a number in words on either side agrees with the other, converted ("two
    weeks" with "14 days", "about three months" with "13 weeks"), unless it moves the span's bound (`bound`, how the
    span states it: "up to ten days" does not agree with "up to five days"). Only agreement is read so: a number in
    words is often worked out, so it is never set against another figure as a conflict (`_figures_conflict`)."""
    mine, theirs = _unit_read(claim_text, claimed), _unit_read(span_text, stated)
    if not (mine and theirs) or (mine, theirs) == (claimed.unit, stated.unit) or claimed.kind != stated.kind:
        return False
    value = convert(stated.value, theirs, mine)
    if value is None or not values_agree(claimed.value, value, claimed.step, qualifier):
        return False
    return not _bound_moved(claimed, qualifier, replace(stated, value=value), bound)


def _spelled_apart(claim_text: str, claimed: Quantity, span_text: str, stated: Quantity) -> bool:
    """Whether two figures, one at least in words, measure in different units: compared as bare counts they agree
    by chance ("more than three months" and "eleven weeks"); `_spelled_measure_agrees` compares them converted."""
    mine, theirs = _unit_read(claim_text, claimed), _unit_read(span_text, stated)
    return bool(mine and theirs) and mine != theirs and (mine, theirs) != (claimed.unit, stated.unit)


def _same_kind(claimed: Quantity, stated: Quantity) -> bool:
    """Whether two figures may be said of one thing: comparable (`_comparable`), and a sum of money only with a sum
    of money ("£3.60" is no count of "Zone 1", nor "12,400 customers" a rival of "$397 million")."""
    return _comparable(claimed, stated) and (claimed.kind == "money") == (stated.kind == "money")


def compare_numbers(claim_text: str, span_text: str) -> NumberCheck:
    """Compare every number of `claim_text` with the numbers of `span_text` (the source span on the same subject).

    Formats are normalised ("$5M" = "5 million dollars" = "5,000,000 USD"), units converted ("5 km" = "3.1 miles"),
    a claim's rounding respected ("5.2 million" matches "5,213,000"), and hedges honoured ("about", "more than").
    """
    claim_all = quantities_of(claim_text)
    claim_numbers = [q for q in claim_all if _significant(q)]
    span_numbers = quantities_of(span_text)
    stated_as = dict(zip(map(id, span_numbers), _qualifiers_of(span_text), strict=True))
    matched: list[tuple[Quantity, Quantity]] = []
    unmatched: list[Quantity] = []
    used: set[int] = set()
    # Exact figures take their source figure first: a bound ("under £10") agrees with any smaller figure, and must
    # not take the "£1.50" an exact figure of the same claim states.
    # a claim is compared with several sentences: how it gives its figures is read once
    claimed_as = dict(zip(map(id, claim_all), _qualifiers_of(claim_text, claimed=True), strict=True))
    exact_first = sorted(claim_numbers, key=lambda q: claimed_as[id(q)] != "exact")
    for number in exact_first:
        qualifier = claimed_as[id(number)]
        # "four in ten" is one share, which one percent of the sentence states for both its figures
        share = share_said(claim_text, number, claim_all)
        as_share = [s for s in span_numbers if s.kind == "percent" and share[0] <= s.value <= share[1]] if share else []
        # A source figure answers for one claim figure ("2-2" is not "2-1"); only a year may be said twice, and a
        # measure the claim restates in another unit ("112 m² (roughly 1,200 sq ft)").
        again = number.kind == "year" or _restated(number, claim_numbers, claim_text)
        free = [s for s in span_numbers if id(s) not in used or again]
        hours = bare_hours(claim_text, number)
        spoken = spoken_time(claim_text, number)
        # a time said in words agrees only as that time: "quarter to eight" is "07:45", and no other "07"
        agreeing = as_share or (
            [s for s in free if is_time_of(spoken, span_text, s)]
            if spoken is not None
            else [
                s
                for s in free
                if same_clock_hour(claim_text, number, span_text, s)  # "6:30 pm" is "18:30"; "1:10" may be "13:10"
                or is_hour_of(hours, span_text, s)  # "till 5" is "17:00"
                # "two weeks" is "14 days"
                or _spelled_measure_agrees(claim_text, number, span_text, s, qualifier, stated_as[id(s)])
                or (
                    _agrees(number, s, qualifier)
                    and not _spelled_apart(claim_text, number, span_text, s)  # "three months" is no "eleven weeks"
                    and _bounds_agree(qualifier, stated_as[id(s)])
                    and not _bound_moved(number, qualifier, s, stated_as[id(s)])
                    # the minutes of a time agree only with minutes: "up to 5 people" is not the "00" of "10:00"
                    and (clock_part(span_text, s) != "minutes" or clock_part(claim_text, number) == "minutes")
                )
            ]
        )
        day = day_of_month(claim_text, number)  # a day of a month: no count's or measure's figure, nor a bound's
        if qualifier in ("at_least", "at_most"):  # "less than 40 years" is no bound of the "19" of "19 March"
            agreeing = [s for s in agreeing if day_of_month(span_text, s) == day]
        alike = [s for s in span_numbers if _same_kind(number, s) and day_of_month(span_text, s) == day]
        if len(alike) > 1 and (
            qualifier in ("at_least", "at_most", "limit")
            or (qualifier not in ("exact", "decade") and len(agreeing) > 1)
        ):
            # "over 170 stores" agrees with any larger figure, so only one said of the same thing counts, or the very
            # figure the bound is put at ("no single item … more than £250" for "a single-item limit of £250"). A sum
            # of money is set beside sums of money only: "12,400 customers" is no rival of "$397 million". A rounded
            # figure agreeing with one figure alone ("around 520,000") is that figure, whatever words say it.
            agreeing = [
                s
                for s in agreeing
                if s.value == number.value
                or is_hour_of(hours, span_text, s)  # "back around six" and "approximately 18:00"
                or _context_overlap(claim_text, number, span_text, s) > 0
            ]
        if agreeing:
            closest = _closest(claim_text, number, span_text, agreeing)
            matched.append((number, closest))
            # A measure the span gives twice (two quotes of one fact: "a range of 565 km") is one figure, taken once
            # for both; a bare count twice is two ("drew 2-2").
            taken = (closest.value, closest.unit, closest.kind)
            used.update(id(s) for s in span_numbers if closest.unit and (s.value, s.unit, s.kind) == taken)
            used.add(id(closest))
        else:
            unmatched.append(number)
    matched.sort(key=lambda pair: pair[0].start)
    unmatched.sort(key=lambda q: q.start)
    mismatches, missing, bounded = [], [], []
    claim_years = frozenset(q.value for q in claim_numbers if q.kind == "year") if unmatched else frozenset()
    for number in unmatched:
        qualifier = claimed_as[id(number)]
        within = next((s for s in span_numbers if id(s) not in used and _agrees(number, s, qualifier)), None)
        if within is not None:
            # A figure the sentence gives that agrees with the claim's, not said of the same thing: no rival. Only one
            # the source bounds ("up to £85,000") is the claim's figure stated only as a bound; "Saturday 22" is within
            # the claim's "as much as 40 minutes" but bounds nothing (a reason would say the source gives "only 22").
            if (shown := _with_bound(span_text, within)).text != within.text:
                bounded.append((number, shown))
            missing.append(number)
            continue
        if relative(claim_text, number) or _derived(claim_text, number, span_text, span_numbers):
            # Worked out from another figure of the claim's, a difference the source does not say so, or a figure
            # of another moment ("nine goals before Sunday's game" against "taking her tally to 11").
            missing.append(number)
            continue
        clock = clock_part(claim_text, number)
        hour = clock_hour(claim_text, number)
        if qualifier == "exact" and any(
            _within_bound_after(claim_text, number, span_text, s)
            or _within_stated_bound(claim_text, number, span_text, s, stated_as[id(s)])
            for s in span_numbers
        ):
            # Within a bound the sentence gives ("£60,000" and "£50,000 or more"; "201 IDs" and "more than 200 IDs").
            missing.append(number)
            continue
        if bare_hours(claim_text, number) is not None:
            missing.append(number)  # a bare hour agrees with a time, and contradicts nothing ("at 4": worked out?)
            continue
        day = day_of_month(claim_text, number)
        part = part_of_measure(claim_text, number)
        rivals = [
            s
            for s in span_numbers
            if id(s) not in used
            and _same_kind(number, s)  # "£3.60" is no count of "Zone 1"
            and day_of_month(span_text, s) == day
            and read_alike(claim_text, number, span_text, s)
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
            # "2.52pm" is not the hour of "14:52", nor "06" of "2:06:19" a count; an hour on either clock is an hour
            and (clock_part(span_text, s) == clock or None not in (hour, clock_hour(span_text, s)))
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
        # The ends of a score or a range are no parts of a sum: "aged 7" is not "3-5" plus "two weeks". Nor, for a
        # figure that is neither, the parts of a time or the day of a date: "6 times" is not "07:30" less "1 December".
        parts = [
            s
            for s in span_numbers
            if not dash_pair(span_text, s)
            and (clock or not clock_part(span_text, s))
            and (day or not day_of_month(span_text, s))
        ]
        if rivals and not dash_pair(claim_text, number) and worked_out(number, parts, span_text):
            rivals = []  # "$3,000 more" from "$25,000, up from $22,000"; "1,240" from "62%" of "2,000"
        if day and rivals and within_date_range(claim_text, number, span_text):
            rivals = []  # "On 11 June" against "from Tuesday 10 June to Thursday 12 June": within it, no rival
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


def asked_apart(check: NumberCheck, question: str | None) -> NumberCheck:
    """The check with a mismatch of a figure the question gives read as missing instead: the asker's own case ("How
    much to send a 4 kg parcel?" → "At 4 kg your parcel is over the 2 kg limit") is no figure of the sources, so a
    source's figure ("up to 2 kg") does not contradict it; nor does it confirm it."""
    if not question or not check.mismatches:
        return check
    given = quantities_of(question)
    asked = [pair for pair in check.mismatches if any(pair[0].kind == q.kind and pair[0].same_value(q) for q in given)]
    if not asked:
        return check
    mismatches = tuple(pair for pair in check.mismatches if pair not in asked)
    missing = (*check.missing, *(claimed for claimed, _ in asked))
    return replace(check, status="mismatch" if mismatches else "missing", mismatches=mismatches, missing=missing)


@functools.lru_cache(maxsize=4096)
def _qualifiers_of(text: str, *, claimed: bool = False) -> tuple[Qualifier, ...]:
    """How the text gives each of `quantities_of(text)`, read once per sentence (`claimed`: as a claim gives them,
    `_qualifier`)."""
    return tuple(_qualifier(text, q, claimed=claimed) for q in quantities_of(text))


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
    dates = word in MONTH_NAMES or word.lower() in WEEKDAYS  # "Sunday 2 September": a date, no label
    return "" if word.lower() in _NO_LABEL_WORDS or dates else word.lower()


_NO_LABEL_WORDS = frozenset("the a an in on at of and or to by for from with since until between during about".split())


def _restated(number: Quantity, others: list[Quantity], text: str = "") -> bool:
    """Whether another figure of the claim is the same measure in another unit, within 5% ("roughly"), a number in
    words read with the unit after it ("about three months (13 weeks)")."""
    unit = _unit_read(text, number)
    for other in others:
        theirs = _unit_read(text, other)
        if other is number or not theirs or not unit or theirs == unit:
            continue
        converted = convert(other.value, theirs, unit)
        if converted is not None and abs(converted - number.value) <= abs(number.value) * Decimal("0.05"):
            return True
    return False
