"""A figure the sentence gives for something else: "Ann scored 3 goals" against "Tom scored 3 goals and Ann scored
5 goals", "The population was 2020 at the 2,541 census" against "… 2,541 at the 2020 census".

The numbers check asks whether the sentence states the claim's figure. A sentence with two figures states both,
and a claim could take either one with every word of the sentence behind it. Three readings catch the swap:

- Clauses. The sentence is cut where `_clauses.CLAUSE_BREAK` cuts it; a clause that names nothing goes on about
  the one before ("costs $20 per month and includes 100 GB"). A claim of one clause has its figure out of place
  when one of its names or years stands in a clause that gives another figure of the same kind and not the
  claim's, while the claim's figure stands in a clause with a name or year the claim does not use ("Tom"). A
  figure one clause gives for two names ("Tom and Ann each scored 3") is no conflict.
- Neighbours. The word right after a figure is most often what it counts ("2020 census", "27 points", "1,200
  metres long"), the word right before it what it measures ("aged 15", "scored 3"), and the word before a
  bracket what the bracket dates ("Rhapsody in Blue" (1924)). A claim's figure next to a word that the
  sentence writes only next to another figure, on the same side, has taken that figure's place. A score or a
  range written the other way round ("4-2" for "2-4", "220 to 210" for "210 to 220") says something else.
- Comparisons. A year the sentence names only as what it compares with ("twice as many as in 2010") has none
  of the sentence's figures.
- Years and periods. A figure given "in" a year ("$3 million in 2021") belongs to that year; a figure given for a
  period ("between 2010 and 2015") to no one year of it.
- Changes. "by", "to" and "from" before a figure say whether it is a change's size, its end or its start ("rose by
  2 percentage points to 7%"); percentage points are not percent.

Each makes the claim UNVERIFIABLE, not CONTRADICTED: a paraphrase can move words around a figure too ("Revenue
rose 12%" against "grew 12%, while profit rose 8%" is lost this way), and only a model can tell them apart."""

from __future__ import annotations

import functools
import itertools
import re
from collections.abc import Sequence
from dataclasses import dataclass

from ..bare_hours import bare_hours, is_hour_of
from ..lexical import STOPWORDS
from ..number_bounds import day_of_month
from ..numbers import Quantity, quantities_of
from ..units import dimension
from ._arith_more import FALL_WORDS, RISE_WORDS
from ._clauses import CLAUSE_BREAK

_NOT_NAME_WORDS = STOPWORDS | frozenset(
    "january february march april may june july august september october november december jan feb mar apr jun"
    " jul aug sep sept oct nov dec".split()
)
"""Capitalised words a figure may follow without being part of a name ("In 2019", "March 2020")."""
_NOT_NAMING = _NOT_NAME_WORDS | frozenset({"version", "release"})
"""Words before a figure that do not make it part of a name: "Version 2.0" is a figure, as "version 2.3" is."""
_WORD_AFTER = re.compile(
    r"(?:(?<=[%a-zA-Zµ²³])\s+of\s+(?:the\s+)?(?=[a-z])|\s+(?:to\s+(?=[a-z])|[a-zµ]{1,3}\s+of\s+(?:the\s+)?(?=[a-z]))?)"
    r"([A-Za-z][\w'’-]*)"
)
"""The word a figure is for: "$2,000 to buy", "15 years", "7.2 g of sugars" (unit read or not), "48% of capacity"."""
_WORD_BEFORE = re.compile(r"(?<![\w'’-])([A-Za-z][\w'’-]*)\s+$")
_DIFFERENCE = re.compile(r"\s+(?:more|less|fewer|extra|[a-z]+er\s+than)\b", re.I)
_BRACKETED = re.compile(r"(?<![\w'’-])([A-Za-z][\w'’-]*)[\"”’]?\s*\(\s*$")
_PAIR = re.compile(r"(?<![\d.])(\d+)\s*(?:[-–]|to)\s*(\d+)(?!\d|\.\d)")
"""A score or a range ("2-4", "1990–95"): the order is part of what it says."""
_CAPITALISED = re.compile(r"(?<![\w'’-])[A-Z][a-z][\w'’-]*")


@dataclass(frozen=True, slots=True)
class _Anchor:
    text: str
    kind: str
    """"name" or "year"."""
    start: int


def figure_out_of_place(claim: str, sentence: str) -> tuple[str, str, str, str] | None:
    """(the sentence's figure for the claim's anchor, the anchor, the claim's figure, the anchor the sentence gives
    the claim's figure with), or None when nothing is out of place."""
    if CLAUSE_BREAK.search(claim):
        return None  # a claim of several clauses pairs its own figures and names; only a plain one is read
    cuts = [0, *(m.end() for m in CLAUSE_BREAK.finditer(sentence)), len(sentence) + 1]
    if len(cuts) < 3:
        return None
    stated = _figures(sentence)
    if len(stated) < 2:
        return None

    every_anchor = _anchors(sentence, stated)
    anchored = {_cut_at(cuts, a.start) for a in every_anchor}
    # A clause that names nothing goes on about the one before: "costs $20 per month and includes 100 GB" gives the
    # plan of the first clause both figures.
    owner = [0] * (len(cuts) - 1)
    for i in range(1, len(owner)):
        owner[i] = i if i in anchored else owner[i - 1]

    def clause(at: int) -> int:
        return owner[_cut_at(cuts, at)]

    claimed = _figures(claim)
    mine = _anchors(claim, claimed)
    theirs = [a for a in every_anchor if sum(b.text == a.text for b in every_anchor) == 1]
    claimed_texts = {a.text for a in mine}
    for figure in claimed:
        homes = {clause(q.start) for q in stated if q.kind == figure.kind and q.value == figure.value}
        if not homes:
            continue  # the numbers check reports a figure the sentence lacks
        anchors = [a for a in theirs if a.text in claimed_texts and a.text != figure.text]
        # A year ties a figure closer than a name does: "Acme earned $5 million in 2019, up from $3 million in 2018"
        # gives Acme both figures, but 2018 only the second.
        for anchor in sorted(anchors, key=lambda a: a.kind != "year"):
            where = clause(anchor.start)
            if where in homes:
                break  # the claim's anchor stands with its figure
            others = [q for q in stated if clause(q.start) == where and q.kind == figure.kind and q.text != anchor.text]
            rivals = [
                a for a in theirs if clause(a.start) in homes and a.kind == anchor.kind and a.text not in claimed_texts
            ]
            if others and rivals:
                return others[0].text, anchor.text, figure.text, rivals[0].text
    return None


_YEAR_OF = re.compile(r"\s+(?:in|for|during|by)\s+(?:(?:fiscal|the\s+year)\s+)?")


def figure_for_another_year(claim: str, sentence: str) -> tuple[str, str] | None:
    """(what the sentence writes, what the claim writes) when the claim gives a figure "in" a year that the sentence
    gives only another figure of the kind in: "$5 million in 2021" against "grew to $5 million in 2022 from $3
    million in 2021"; else None."""
    stated = _year_pairs(sentence)
    if len(stated) < 2:
        return None
    for figure, year, shown in _year_pairs(claim):
        same_year = [(f, text) for f, y, text in stated if y.value == year.value and f.kind == figure.kind]
        if same_year and not any(f.value == figure.value for f, _ in same_year):
            return same_year[0][1], shown
    return None


_CHANGE_WORD = re.compile(r"\b(by|(?<!\bup )to|from)\s+(?:about\s+|around\s+|nearly\s+|almost\s+)?$", re.I)


def figure_of_another_change(claim: str, sentence: str) -> tuple[str, str] | None:
    """(what the sentence writes, what the claim writes) when the claim gives a figure as the size of a change, its
    end or its start ("by 7%", "to 20%", not the bound "up to 6") where the sentence gives that figure only as another
    of the three ("rose by 2 percentage points to 7%"), or gives percentage points for a percent; else None."""
    stated = _figures(sentence)
    if len(stated) < 2 and "percentage point" not in sentence:
        return None
    for figure in _figures(claim):
        same = [q for q in stated if q.value == figure.value and q.kind == figure.kind]
        if figure.kind == "percent" and not figure.unit and same and all(q.unit == "pp" for q in same):
            return same[0].text, figure.text  # "2%" is not "2 percentage points"
        mine = _CHANGE_WORD.search(claim, max(0, figure.start - 20), figure.start)
        if mine is None or not same or figure.kind == "year":  # "by 2030" and "to 2030" are one deadline
            continue
        theirs = [_CHANGE_WORD.search(sentence, max(0, q.start - 20), q.start) for q in same]
        words = {found.group(1).lower() for found in theirs if found is not None}
        if words and mine.group(1).lower() not in words and len(words) == len(same):
            shown = next(found for found in theirs if found is not None)
            return f"{shown.group(1)} {same[0].text}", f"{mine.group(1)} {figure.text}"
        if not words:
            # The figure is stated plainly ("is 30 seconds"); the change the claim gives it ends elsewhere ("raised
            # to 120 seconds").
            for other in stated:
                before = _CHANGE_WORD.search(sentence, max(0, other.start - 20), other.start)
                if other.kind == figure.kind and other.value != figure.value and before is not None:
                    if before.group(1).lower() == mine.group(1).lower():
                        return f"{before.group(1)} {other.text}", f"{mine.group(1)} {figure.text}"
    return None


_DIRECTION = re.compile(r"\b([a-z]+)\s+(?:by\s+|about\s+|nearly\s+|almost\s+|some\s+)?$", re.I)


def direction_reversed(claim: str, sentence: str) -> tuple[str, str] | None:
    """(what the sentence writes, what the claim writes) when the claim gives a change's figure a direction ("rose
    3%") and the sentence gives that figure only the other ("down 3% from the first quarter"); else None."""
    stated = _figures(sentence)
    for figure in _figures(claim):
        mine = _direction(claim, figure)
        same = [q for q in stated if q.value == figure.value and q.kind == figure.kind]
        if mine is None or not same:
            continue
        theirs = [found for q in same if (found := _direction(sentence, q)) is not None]
        if len(theirs) == len(same) and all(found[0] != mine[0] for found in theirs):
            return f"{theirs[0][1]} {same[0].text}", f"{mine[1]} {figure.text}"
    return None


def _direction(text: str, quantity: Quantity) -> tuple[str, str] | None:
    """("up" or "down", the word) for a figure a direction word stands just before ("rose 3%", "down by 2"), or
    None."""
    found = _DIRECTION.search(text, max(0, quantity.start - 24), quantity.start)
    if found is None:
        return None
    word = found.group(1)
    if RISE_WORDS.fullmatch(word):
        return "up", word
    if FALL_WORDS.fullmatch(word):
        return "down", word
    return None


_PER = re.compile(r"\s+(?:per|a|an|each|every|for\s+each|for\s+every)\s+([a-z]+)\b(?!\s+(?:earlier|later|ago)\b)", re.I)
"""A rate after a figure: "per user", "a month", "for each incident"; not the time of "$10.85 a year earlier"."""


def rate_dropped(claim: str, sentence: str) -> tuple[str, str] | None:
    """(what the sentence writes, what the claim writes) when the claim gives a figure some but fewer "per …" than
    the sentence ("$20 per month" for "$20 per user per month"; "It's £24" for "£24 per pupil" names no wrong rate);
    else None. A rate said with "each" or "every" ("each claim carries a £75 excess" for "£75 per claim") is given."""
    if " per " not in sentence:
        return None
    stated = _figures(sentence)
    for figure in _figures(claim):
        mine = _rates(claim, figure.end)
        for same in (q for q in stated if q.value == figure.value and q.kind == figure.kind):
            theirs = _rates(sentence, same.end)
            # "each claim carries a £75 excess" gives the rate of "£75 per claim" in other words
            mine += [
                w
                for w in theirs
                if w not in mine and re.search(rf"\b(?:each|every|per)\s+{re.escape(w)}\b", claim, re.I)
            ]
            if mine and len(theirs) > len(mine) and set(mine) < set(theirs):
                said = sentence[same.start : same.end] + "".join(f" per {word}" for word in theirs)
                return said, claim[figure.start : figure.end] + "".join(f" per {word}" for word in mine)
    return None


def _rates(text: str, at: int) -> list[str]:
    """The "per …" words right after a figure: "$20 per user per month" → ["user", "month"]."""
    found = []
    while (rate := _PER.match(text, at)) is not None:
        found.append(rate.group(1).lower())
        at = rate.end()
    return found


_YEAR = r"(?:1\d{3}|20\d{2})"
_PERIOD = re.compile(
    rf"\b(?:between|from)\s+(?P<first>{_YEAR})\s+(?:and|to|until|till|through)\s+(?P<last>{_YEAR})\b"
    rf"|\b(?P<start>{_YEAR})\s*[-–]\s*(?P<end>{_YEAR})\b",
    re.I,
)
"""A period of years: "between 2010 and 2015", "from 2001 to 2009", "2010–2015"."""


def figure_for_one_year_of_a_period(claim: str, sentence: str) -> tuple[str, str] | None:
    """(the sentence's period, the claim's year) when the claim gives a figure for one year that the sentence gives
    for a whole period: "added 20,000 jobs in 2010" against "Between 2010 and 2015, the city added 20,000 jobs";
    else None. A claim without a figure of its own may name a year of the period ("she was mayor in 2005")."""
    claimed = _figures(claim)
    if not any(q.kind != "year" for q in claimed):
        return None
    for period in _PERIOD.finditer(sentence):
        ends = [e for e in period.groups() if e]
        years = [q for q in claimed if q.kind == "year" and q.text in ends]
        if len(years) == 1 and not all(e in claim for e in ends):
            return period.group(), years[0].text
    return None


def _year_pairs(text: str) -> list[tuple[Quantity, Quantity, str]]:
    """(figure, year, the two as written) for each figure the text gives "in" a year ("$3 million in 2021")."""
    figures = _figures(text)
    pairs = []
    for figure, following in itertools.pairwise(figures):
        if (
            figure.kind != "year"
            and following.kind == "year"
            and _YEAR_OF.fullmatch(text[figure.end : following.start])
        ):
            pairs.append((figure, following, text[figure.start : following.end]))
    return pairs


def _cut_at(cuts: list[int], at: int) -> int:
    return next(i for i in range(len(cuts) - 1) if cuts[i] <= at < cuts[i + 1])


def figure_before_another_word(claim: str, sentence: str) -> tuple[str, str] | None:
    """(what the sentence writes, what the claim writes) when the claim puts a figure next to a word that the
    sentence writes only next to another figure ("2,541 census" against "2020 census", "aged 2004" against "aged
    15"), or writes a pair the other way round ("4-2" against "2-4"), else None."""
    for pair in _PAIR.finditer(claim):
        first, second = pair.group(1), pair.group(2)
        turned = re.search(rf"(?<![\d.]){second}\s*(?:[-–]|to)\s*{first}(?!\d|\.\d)", sentence)
        written = re.search(rf"(?<![\d.]){first}\s*(?:[-–]|to)\s*{second}(?!\d|\.\d)", sentence)
        if first != second and turned and not written:
            return turned.group(), pair.group()
    stated = _figures(sentence)
    if len(stated) < 2:
        return None
    for figure in _figures(claim):
        hours = bare_hours(claim, figure)
        for side in (_word_after, _word_before):
            word = side(claim, figure)
            if not word or word in _NOT_NAME_WORDS or (side is _word_before and _DIFFERENCE.match(claim, figure.end)):
                continue  # a stopword or a month says nothing of what it counts, nor "costs" of "costs £6,500 more"
            # A share is beside a share ("48% of capacity"), a measure ("500 mg tablets") beside one of its kind.
            measure = dimension(figure.unit)
            alike = [q for q in stated if figure.kind != "percent" or q.kind == "percent"]
            beside = [q for q in alike if side(sentence, q) == word and (not measure or dimension(q.unit) == measure)]
            if any(q.value == figure.value or is_hour_of(hours, sentence, q) for q in beside):
                break  # the word after says what the figure is for: "or $2,000 to buy" need not repeat "costs"
            if beside:
                return _shown(sentence, beside[0], side), _shown(claim, figure, side)
    return None


_COMPARED = re.compile(
    r"\b(?:than|as|from|compared\s+(?:with|to)|versus|vs\.?)\s+(?:(?:in|at|during|the|that\s+of)\s+)*$", re.I
)


def figure_for_another_time(claim: str, sentence: str) -> tuple[str, str] | None:
    """(the comparison, the year) when the claim gives a figure for a year that the sentence names only as what it
    compares with ("twice as many as in 2010", "up from 3% in 2021"), with another figure or none for it, else
    None: "The museum received 2 million visitors in 2010" against "… receives 2 million visitors a year, twice as
    many as in 2010"."""
    claimed = _figures(claim)
    years = [q for q in claimed if q.kind == "year"]
    counts = [q for q in claimed if q.kind != "year"]
    if len(years) != 1 or not counts:
        return None
    year = years[0]
    stated = _figures(sentence)
    places = [q for q in stated if q.kind == "year" and q.value == year.value]
    if not places:
        return None
    for place in places:
        before = sentence[max(0, place.start - 60) : place.start]
        marker = _COMPARED.search(before)
        if marker is None:
            return None  # the sentence names the year plainly somewhere
        start = place.start - len(before) + marker.start()
        lead = re.search(r"(?:[\w'’-]+\s+){0,3}$", sentence[max(0, start - 40) : start])
        compared = sentence[start - len(lead.group()) if lead else start : place.end]
        if any(q.value == c.value and start - 30 <= q.start < place.start for q in stated for c in counts):
            return None  # the figure stands with the comparison: "up from 2 million in 2010"
    return compared.strip(), year.text


def _shown(text: str, quantity: Quantity, side: object) -> str:
    """The figure with its word as the text writes them ("2020 census", "aged 15", "Blue" (1924)")."""
    if side is _word_after:
        found = _WORD_AFTER.match(text, quantity.end)
        return text[quantity.start : found.end() if found else quantity.end]
    at = max(0, quantity.start - 40)
    found = _BRACKETED.search(text, at, quantity.start) or _WORD_BEFORE.search(text, at, quantity.start)
    end = quantity.end + (1 if text[quantity.end : quantity.end + 1] == ")" else 0)
    return text[found.start() if found else quantity.start : end]


def _word_after(text: str, quantity: Quantity) -> str:
    found = _WORD_AFTER.match(text, quantity.end)
    return found.group(1).lower() if found else ""


def _word_before(text: str, quantity: Quantity) -> str:
    """The lower-case word just before the figure ("aged 15"), or the word just before its opening bracket, which
    the bracket dates or counts: "Rhapsody in Blue" (1924), "Am Rong (1929 – 1975)"."""
    bracketed = _BRACKETED.search(text, max(0, quantity.start - 40), quantity.start)
    if bracketed:
        return bracketed.group(1).lower()
    found = _WORD_BEFORE.search(text, max(0, quantity.start - 30), quantity.start)
    return found.group(1) if found and found.group(1).islower() else ""


@functools.lru_cache(maxsize=1024)
def _figures(text: str) -> tuple[Quantity, ...]:
    """The text's figures, without those that are part of a name ("Route 495", "I-95", "Windows 10", "16E") or of a
    date (the "12" of "12 May": the dates' readers hold dates, and a press release's date is no count given with the
    name beside it). Kept: the same claim and sentence go through each of this module's readings in turn."""
    return tuple(q for q in quantities_of(text) if not _in_a_name(text, q) and not day_of_month(text, q))


def _in_a_name(text: str, quantity: Quantity) -> bool:
    before = text[max(0, quantity.start - 20) : quantity.start]
    after = text[quantity.end : quantity.end + 1]
    named = re.search(r"(?:\b([A-Z][\w'’]*)\s+|[A-Za-z]-)$", before)
    if after.isalpha() or (named and (named.group(1) or "x").lower() not in _NOT_NAMING):
        return True
    return False


def _opening_common_word(found: re.Match[str], text: str) -> bool:
    """True for a word capitalised only because it opens the text, which writes it in lower case elsewhere: "Sales"
    in "Sales in Europe rose 10%, while sales in Asia fell 5%" names nothing."""
    if text[: found.start()].strip(" \"'“‘("):
        return False
    return re.search(rf"(?<![\w'’-]){re.escape(found.group().lower())}(?![\w'’-])", text) is not None


def _anchors(text: str, quantities: Sequence[Quantity]) -> list[_Anchor]:
    """The names (capitalised words that are no stopword) and years of a text."""
    found = [
        _Anchor(m.group(), "name", m.start())
        for m in _CAPITALISED.finditer(text)
        if m.group().lower() not in STOPWORDS and not _opening_common_word(m, text)
    ]
    found += [_Anchor(q.text, "year", q.start) for q in quantities if q.kind == "year"]
    return found
