"""Where a figure stands in its sentence: the words around it, the noun it counts, whether two sentences say it
alike, and whether a figure is worked out from the sentence's others."""

from __future__ import annotations

import functools
import re
from collections.abc import Sequence
from decimal import Decimal

from .figure_roles import (
    COMPARED_WITH,
    DIFFERENCE_AFTER,
    DIFFERENCE_BEFORE,
    relative,
)
from .quantities import (
    MONTH_NAMES,
    Quantity,
    extract_quantities,
)

# Any case ("22 october", as lower-cased sources write it), except "may", which is as often the verb.
_MONTH = "(?:" + "|".join("(?-i:May)" if m == "May" else m for m in MONTH_NAMES) + r")\.?"
_CONTEXT_WORD = re.compile(r"[A-Za-z][A-Za-z'-]{2,}")
_MONTH_WORDS = frozenset(m.lower().rstrip("s") for m in MONTH_NAMES)
_FILLER = frozenset("the and with from that this for was were are has have had its their than about over".split())


@functools.lru_cache(maxsize=4096)
def quantities_of(text: str, *, words: bool = True) -> tuple[Quantity, ...]:
    """A text's quantities, parsed once: the same sentences are candidates for many claims, and a claim is compared
    with several sentences. Every reader of figures outside `engine.quantities` asks here (a test holds it to
    that); `words=False` leaves out figures written as words ("twelve")."""
    return tuple(extract_quantities(text, words=words))


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


def framed_alike(claim_text: str, pair: tuple[Quantity, Quantity], span_text: str) -> bool:
    """Whether the claim's figure and the sentence's (`pair`) have the same word just before them and the same noun
    just after ("sold 60,000 copies" and "sold 40,000 copies"): said of the same thing, however much else the
    claim says beside it ("…, and she later taught at Leipzig")."""
    claimed, stated = pair
    noun, before = noun_after(claim_text, claimed), _word_before(claim_text, claimed)
    return (
        len(noun) >= 3
        and noun not in _NOT_FRAMING
        and before not in _NOT_FRAMING
        and noun == noun_after(span_text, stated)
        and before == _word_before(span_text, stated)
    )


_NOT_FRAMING = frozenset(
    "the and for from that this with than into onto per about around roughly nearly almost some over under more "
    "less just only approximately".split()
) | {""}
"""Words that frame any figure, so two figures sharing them say nothing of being the same thing."""


def _word_before(text: str, quantity: Quantity) -> str:
    """The word just before a figure (past a currency sign), lower-cased and without a plural or verb "s"."""
    found = re.search(r"([A-Za-z]{3,})\W{0,3}$", text[max(0, quantity.start - 25) : quantity.start])
    return found.group(1).lower().rstrip("s") if found else ""


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


_TIME_TOKEN = re.compile(
    r"(?<![\d.:])\d{1,2}(?::\d{2}){1,2}(?:\s?[ap]\.?m\.?)?(?![\d:])|\d{1,2}\.\d{2}\s?[ap]\.?m\b", re.I
)
"""A time written whole: "10:00", "2:01:09", "6:30 pm", "8.15am"."""


def as_written(text: str, quantity: Quantity) -> str:
    """The figure as a reader knows it: a time of day or a race time whole ("10:00", "2:01:09", "8.15am") rather
    than one of its parts ("00"), for a reason that names it; the figure's own text otherwise. (Unlike
    `quote_rules`' reading of a figure's whole word, a figure glued to a word stays itself: "532" of "532-bed".)"""
    for found in _TIME_TOKEN.finditer(text):
        if found.start() <= quantity.start and quantity.end <= found.end():
            written = found.group()
            # "11:05 pm." ends a sentence: its full stop is no part of the time ("p.m." keeps its own)
            return written[:-1] if written.endswith("m.") and written[-3:-2] != "." else written
    return quantity.text


_NAMED_AS_RESULT = re.compile(
    r"\b(?:gap|difference|margin|total|sum|rise|increase|fall|drop|cut|saving|extra|combined|together|altogether|"
    r"in\s+all|overall|(?:up|down)\s+by)\b[^.;:\d]{0,24}$",
    re.I,
)


_BY = re.compile(
    r"\bby\s+(?:(?:about|around|roughly|nearly|almost|some|just|a\s+little|over|under|more\s+than|less\s+than)\s+)*$",
    re.I,
)
"""A measure given as a change or a gap: "taller by 320 metres", "By 320 metres.", "cut by about 5%"."""
_CHANGED = re.compile(
    r"\b(?:rose|risen|rises|fell|fallen|falls|dropped|drops|increased|decreased|grew|grown|climbed|declined|"
    r"jumped|slipped|shrank|reduced|cut)\b[^.;:]{0,30}$",
    re.I,
)
"""A verb of change before "by": "dropped too, by a little over 400 cases" names a count as a difference too."""


def said_as_worked_out(text: str, quantity: Quantity) -> bool:
    """Whether the text gives the figure as a difference or a total of others: "a gap of £15,265", "18 short of a
    majority", "£507 in total", "by 320 metres" (`named_as_worked_out`), or any figure of a text that says it sums
    ("Together, …"). Only such a figure may be read as the sum or difference of two others: any figure is one of
    some pair by chance ("after four months" is 6 - 2 months of "after month 6 on two months' notice")."""
    return named_as_worked_out(text, quantity) or bool(_COMBINED.search(text))


def said_relative(text: str, quantity: Quantity) -> bool:
    """Whether the text gives the figure only against another of its figures: a base ("half of the 1,200"), an
    increment ("a further 7.9 kg"), a difference or a total ("a gap of £15,265"), a part of a whole, a figure of
    another moment ("before the rise"). Such a figure means something only with the rest of its sentence."""
    return relative(text, quantity) or said_as_worked_out(text, quantity) or _derived(text, quantity, "", ())


def named_as_worked_out(text: str, quantity: Quantity) -> bool:
    """Whether the words next to this figure name it a difference or a total: "a gap of £15,265", "390 km wider
    than", "by 320 metres" (a measure, money or a percentage after "by"; "visited by 6 million people" names who,
    "by 2030" when)."""
    opens = max(0, quantity.start - 40)
    before = text[opens : quantity.start]
    measure = bool(quantity.unit) or quantity.kind in ("money", "percent")
    found = _BY.search(before)
    # a count after "by" is a difference when a verb of change comes before the "by" ("dropped too, by 400 cases")
    changed = (
        found is not None and _CHANGED.search(text[max(0, quantity.start - 80) : opens + found.start()]) is not None
    )
    by = found is not None and (measure or changed)
    return by or bool(DIFFERENCE_AFTER.match(text, quantity.end) or _NAMED_AS_RESULT.search(before))


def years_between(text: str, quantity: Quantity, others: Sequence[Quantity], bound: str = "exact") -> bool:
    """Whether the figure is a count of years ("62 years", "five years older") that two years among `others` lie
    apart: "in family hands for 62 years" from "founded in 1928 … sold in 1990". A count given as a bound holds the
    gaps on its side of it, up to a tenth (at least a year) away, and the bound itself, since years alone do not say
    the months ("more than 40 years earlier" from 1932 and 1973; "over six years" from August 2012 and 2018)."""
    if not count_of_years(text, quantity):
        return False
    years = sorted({q.value for q in others if q.kind == "year"})
    gaps = {later - earlier for at, earlier in enumerate(years) for later in years[at + 1 :]}
    reach = max(Decimal(1), quantity.value / 10)
    if bound == "at_least":
        return any(quantity.value <= gap <= quantity.value + reach for gap in gaps)
    if bound == "at_most":
        return any(quantity.value - reach <= gap <= quantity.value for gap in gaps)
    return quantity.value in gaps


def count_of_years(text: str, quantity: Quantity) -> bool:
    """Whether the figure counts years ("41 years", "five years older"), not a year itself."""
    return quantity.kind == "count" and (quantity.unit == "year" or noun_after(text, quantity) == "year")
