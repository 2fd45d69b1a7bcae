"""Why a figure that differs from the best-covering source sentence may still be no contradiction: the claim's
figure is stated elsewhere, worked out from the sentences around it, dated otherwise, or part of an example of
the claim's own."""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Sequence

from ..coreference import opening_name
from ..figure_roles import starts_change, worked_out
from ..lexical import Match, SourceIndex, Span, content_tokens
from ..number_context import as_written
from ..numbers import (
    MONTH_NAMES,
    NumberCheck,
    Quantity,
    format_decimal,
    noun_after,
    parse_number,
    quantities_of,
    said_of_more_than_its_noun,
    stated_alike,
)
from ..reading.dates import date_around
from ..types import Claim
from ._about import name_patterns
from ._claim_names import names_someone_else
from .names import find_names

ALSO_STATED_COVERAGE = 0.25
"""A sentence this close that states the claim's own figure makes a differing figure elsewhere no contradiction."""


def _worked_out_in(claim: str, sentence: str) -> bool:
    """Whether a figure of the claim is worked out from `sentence` ("1,470 flights late" from the best sentence's
    "8,400 flights, of which 6,930 arrived on time"): a runner-up's figure then proves nothing against it."""
    stated = quantities_of(sentence)
    return any(worked_out(q, stated, sentence) for q in quantities_of(claim) if q.kind != "year")


def _also_stated(
    claim: Claim,
    claimed: Quantity,
    candidates: list[Match],
    index: SourceIndex,
    rival: tuple[Quantity, str] | None = None,
) -> str | None:
    """Why a differing figure is no contradiction: another source sentence about the claim's subject states the
    claim's figure with the same words around it, and names whom the claim names (Pierre Curie's year of birth
    is no excuse for Marie Curie's). Sources often give several ("£575,000 ... the larger one for £595,000"),
    and the sentence that covers the claim best may be about the other one. `rival` is that sentence's differing
    figure and text: when the words just before it are the claim's own, a count of the same noun elsewhere excuses
    nothing (the figure was changed in place)."""
    wanted = len(content_tokens(claim.text))
    # A sum of money, a share or a measure written out is telling: two words in common with the claim will do, and
    # none when it is written to three figures ("$27.5 million"). So is a count with what it counts ("Eleven
    # passengers"): a summary fuses sentences, and the one that covers it best may hold another figure.
    telling = claimed.kind in {"money", "percent"} or bool(claimed.unit)
    exact = telling and len(re.sub(r"\D", "", claimed.text).rstrip("0")) >= 3
    counted = noun_after(claim.text, claimed) if claimed.kind == "count" else ""
    if counted in _NOT_COUNTED or counted.capitalize() in MONTH_NAMES:
        counted = ""  # "3 March" is a date, "5 of" counts nothing named
    if rival is not None and _lead(claim.text, claimed) & _lead(rival[1], rival[0]):
        counted = ""  # "earning more than 120,000 crowns" where the sentence says "earning more than 150,000 crowns"
    for other in [*candidates, *index.containing(claim.text, claimed.text)]:
        close = (
            other.coverage >= ALSO_STATED_COVERAGE
            or (telling and wanted - len(other.missing) >= 2)
            or exact
            or (bool(counted) and _counts_alike(claimed, counted, other.span.text))
        )
        if (
            close
            and stated_alike(claim.text, claimed, other.span.text)
            and not names_someone_else(claim.text, other.span.text)
        ):
            return _NOT_THE_BEST.format(
                figure=_figure_for_reason(claim.text, claimed), source=_label(other.span.source)
            )
    return None


def _given_elsewhere(claim: Claim, claimed: Quantity, stated: Quantity, match: Match, index: SourceIndex) -> str | None:
    """Why a differing figure is no contradiction: another sentence writes the claim's figure, and the one that
    covers the claim best says its own figure of something else (no word around the two figures in common). A
    summary fuses sentences ("the 532-bed hospital …" from "The hospital has 532 inpatient beds" and "a new 96-bed
    block"); a figure changed in place keeps the words around it ("has 96 inpatient beds")."""
    if claimed.kind == "year":
        return None
    if said_of_more_than_its_noun(claim.text, claimed, match.span.text, stated):
        # Said alike, the figure is changed in place, unless the claim gives the end of a change whose start the
        # sentence gives and whose end the next or last one does ("reduced monthly spending to £900,000" from "We
        # were spending £2.3 million a month … Today it's £900,000").
        if not _CHANGE_END.search(claim.text[max(0, claimed.start - 60) : claimed.start]):
            return None
        return _stated_beside(claimed, index.neighbours(match.span))
    for other in index.containing(claim.text, claimed.text):
        if (other.span.source, other.span.start) != (match.span.source, match.span.start) and _writes(
            other.span.text, claimed
        ):
            return _NOT_THE_BEST.format(
                figure=_figure_for_reason(claim.text, claimed), source=_label(other.span.source)
            )
    return None


def _written_of_its_subject(claim: Claim, claimed: Quantity, index: SourceIndex) -> str | None:
    """Why another sentence's differing figure is no contradiction: a sentence about a name the claim gives (it
    writes the name, or opens by referring to it) writes the claim's own figure, as a figure of the same kind.

    "The Eiffel Tower was finished in 1889" is not contradicted by "… until the Chrysler Building was finished in
    1930" when the sentence before says the tower "was completed in 1889": whether "finished" and "completed" say
    the same is a reading for a model, not a word count, and "source 1 says 1930, not 1889" is not true of a
    source that gives 1889 for the tower. The claim stays unconfirmed, with that reason. Not a sentence that gives
    one of the claim's names with another given name: Pierre Curie's year of birth is no excuse for Marie Curie's."""
    writing = [other.span for other in index.containing(claim.text, claimed.text) if _writes(other.span.text, claimed)]
    if not writing:
        return None  # the common case, and the cheap one: no sentence writes the figure
    patterns = [pattern for name in find_names(claim.text) for pattern in name_patterns(name, index)]
    for span in writing:
        about = any(pattern.search(span.text) or pattern.search(span.refers_to) for pattern in patterns)
        if about and not names_someone_else(claim.text, span.text):
            return _NOT_THE_BEST.format(figure=_figure_for_reason(claim.text, claimed), source=_label(span.source))
    return None


def _writes(sentence: str, claimed: Quantity) -> bool:
    """Whether the sentence writes the claim's figure (the same value and kind; a unit, if it gives one)."""
    return any(
        q.value == claimed.value and q.kind == claimed.kind and (q.unit == claimed.unit or not q.unit)
        for q in quantities_of(sentence)
    )


_CHANGE_END = re.compile(
    r"\b(?:reduced|reduce[sd]?|cut|cuts|lowered|raised|increased|rose|fell|dropped|grew|climbed|slipped|brought|"
    r"down|up)\b[^.;:]{0,40}\bto\s+(?:about\s+|around\s+|roughly\s+)?[$€£]?$",
    re.I,
)
"""The end of a change, said as such ("reduced monthly spending to £900,000")."""


def _stated_beside(claimed: Quantity, spans: list[Span]) -> str | None:
    """Why the claim's figure is unconfirmed, when one of the sentences beside the best one writes it."""
    for span in spans:
        if _writes(span.text, claimed):
            return f"{claimed.text} appears in {_label(span.source)}, beside the sentence that gives the change's start"
    return None


_NOT_COUNTED = ("of", "to", "in", "and", "or", "for", "per", "percent", "at", "on", "by", "from", "the", "a", "an")
"""Words after a figure that say nothing of what it counts."""


def _lead(text: str, quantity: Quantity) -> set[str]:
    """The content words of the three words before a figure."""
    return content_tokens(" ".join(text[max(0, quantity.start - 40) : quantity.start].split()[-3:]))


def _counts_alike(claimed: Quantity, noun: str, sentence: str) -> bool:
    """Whether the sentence gives the claim's count of the same thing ("Eleven passengers … taken to hospital")."""
    return any(q.value == claimed.value and noun_after(sentence, q) == noun for q in quantities_of(sentence))


_STATED_DIFFERENCE = re.compile(
    r"\b(?:an?|one|two|three|four|five|half\s+an?|\d+(?:\.\d+)?)\s+"
    r"(?:hours?|minutes?|days?|weeks?|months?|quarters?|years?)\s+"
    r"(?:(?:earlier|later|longer|shorter|sooner)\s+than\b[^,;.]{0,40}|earlier|before|ago|later|previously)"
    r"|\b(?:the\s+)?(?:previous|preceding|following)\s+(?:year|quarter|month)\b",
    re.I,
)
"""A difference a sentence states in words ("an hour earlier than the rest of the year", "down from 4.9% a year
earlier"), from which a figure it does not write follows."""


def _worked_out_around(claimed: Quantity, span: Span, index: SourceIndex) -> bool:
    """Whether the claim's figure is worked out from the sentence and the ones beside it: a ratio ("1.2 million
    kronor" from "… for 2.4 million kronor. Half of the price was covered by the fund"), a share, what a share
    leaves ("the remainder came from corporate partners") or a change in percent; or from a neighbouring sentence
    alone, as from the sentence itself ("160 unfilled nursing posts" from "1,240 nurses … against 1,400 nursing
    posts", beside a sentence on doctors' posts). Only what the text says: sums of any figures from three sentences
    match by chance."""
    around = index.around(span)
    if around == span.text:
        return False
    if any(worked_out(claimed, quantities_of(near.text), near.text) for near in index.neighbours(span)):
        return True
    return worked_out(claimed, quantities_of(around), around, sums=False)


_EXAMPLE = re.compile(
    r"^\W*(?:If|Suppose|For\s+example,?|(?!(?:During|Following|Including|Regarding|According|Excluding|Pending)\b)"
    r"[A-Z][a-z]+ing)\s+(?:a|an|the|all|one|two|three|four|five|\d|[$€£])"
)
"""A claim that works out a case of its own ("Spending £40 on tickets …", "If a member spends £30 …"); not one opening
with a preposition that ends like a verb ("During the winter …")."""


_MONTHS = "|".join(MONTH_NAMES)
_DATED = re.compile(
    rf"\b\d{{1,2}}(?:st|nd|rd|th)?\s+(?:of\s+)?(?P<after>{_MONTHS})\b|\b(?P<before>{_MONTHS})\s+\d{{1,2}}\b"
)
"""A day and its month ("3 May", "May 3rd"): a month so written is no verb ("may")."""


def _month_otherwise(claim: str, sentence: str) -> tuple[str, str] | None:
    """(the sentence's date, the claim's) when the claim dates its fact in a month the sentence does not name and the
    sentence dates it in another: "approved … on 3 May" against "On 3 March, … approved" (a month is no figure, so
    the figures agree and the words cover the claim)."""
    said = [(m.group(), m.group("after") or m.group("before")) for m in _DATED.finditer(sentence)]
    for found in _DATED.finditer(claim):
        month = found.group("after") or found.group("before")
        if said and all(month[:3] != theirs[:3] for _, theirs in said):
            return said[0][0], found.group()
    return None


_EARLIER_WORDS = re.compile(
    r"\b(?:from|before|originally|previously|initially|at\s+first|used\s+to|had\s+been|was|were|until)\b", re.I
)


def _value_before_change(claim: str, numbers: NumberCheck, sentence: str) -> tuple[str, str] | None:
    """(the figure, the sentence's change) when the claim states as its figure the value a change in the sentence
    started from ("The approved scheme has 18 turbines" against "was cut from 18 turbines to 14"), and says nothing
    of an earlier time; else None."""
    if _EARLIER_WORDS.search(claim):
        return None
    for claimed, stated in numbers.matched:
        if starts_change(sentence, stated):
            change = re.search(r"\bfrom\b[^.;,]*", sentence[max(0, stated.start - 30) :])
            return claimed.text, change.group().strip() if change else stated.text
    return None


def _bare_figure(text: str) -> bool:
    """Whether the claim is a figure and nothing else ("1.23 metres", "111 days", "£60")."""
    found = quantities_of(text)
    return len(found) == 1 and not content_tokens(text) - content_tokens(found[0].text) - {"about", "approximately"}


def _works_an_example(text: str) -> bool:
    """Whether the claim works out a case of its own choosing: it opens as an example and gives at least two
    figures, what goes in and what comes out ("Sending a 3kg parcel next day costs £9.66"). "Passing 150 IDs raises
    an error" gives only the case, which the source's own bound decides."""
    return bool(_EXAMPLE.match(text) or _WOULD.search(text)) and len(quantities_of(text)) >= 2


_WOULD = re.compile(r"\bwould\s+(?:cost|take|pay|be|earn|need|leave|save|add|come\s+to|total)\b", re.I)
"""A case worked out in the conditional ("A 7-metre vehicle would cost £84")."""


_DURATIONS = re.compile(
    r"\b(?:every|for|after|within)\s+(?:the\s+(?:first|next)\s+)?(?:\d+|one|two|three|four|five|six|seven|a)?\s*"
    r"(?:days?|weeks?|fortnights?)\b",
    re.I,
)
"""Durations from which a date may be worked out ("reduce by 5 mg every 7 days", "for the first week")."""
_DURATION_DAYS = {"day": 1, "week": 7, "fortnight": 14}


def date_may_follow(claim_text: str, claimed: Quantity, span_text: str, stated: Quantity, around: str) -> bool:
    """Whether the claim's date may be worked out from the source's by the durations written around it: its distance
    from the source's date is a whole number of one of them, or one of them counted inclusively ("starting on Monday
    3 March … every 7 days" for "14 April"; "began on 2 September … burned for four days" for "5 September", not for
    "12 September"). A date either side does not read whole, or a duration without its count, may follow from
    anything."""
    ours, theirs = _day_of(claim_text, claimed), _day_of(span_text, stated)
    lengths = [_days(found) for found in _DURATIONS.finditer(around)]
    if not lengths:
        return False
    if ours is None or theirs is None or None in lengths:
        return True
    year = ours[0] or theirs[0] or 2000  # a year written on one side only is both's; a leap year reads 29 February
    try:
        apart = abs((dt.date(ours[0] or year, *ours[1:]) - dt.date(theirs[0] or year, *theirs[1:])).days)
    except ValueError:
        return True
    return any(apart % length == 0 or apart == length - 1 for length in lengths if length)


def _day_of(text: str, quantity: Quantity) -> tuple[int | None, int, int] | None:
    """(year or None, month, day) of the date whose day the figure is, when its day and month read plainly."""
    found = date_around(text, quantity.start)
    if found is None or found.problem or found.ambiguous or found.month is None or found.day is None:
        return None
    return found.year, found.month, found.day


def _days(duration: re.Match[str]) -> int | None:
    words = duration.group().lower().split()
    unit = next((days for name, days in _DURATION_DAYS.items() if words[-1].startswith(name)), 1)
    counts = [1 if word == "a" else parse_number(word) for word in words[1:-1]]
    count = next((int(c) for c in counts if c), None)
    return None if count is None else count * unit


def _subject_only_elsewhere(claim: Claim, claimed: Quantity, match: Match, others: list[Match]) -> str:
    """The name the claim opens with when the sentence `match` lacks it and one of `others` gives it with a figure
    of the claimed kind, or "". The claim is then about that sentence's fact, and a figure of this one proves
    nothing against it: "Before 1874, Valbonne was the capital" is not denied by "Tessaly is the capital … at the
    2020 census" when "It replaced Valbonne … in 1874" follows."""
    text = claim.text
    subject = opening_name(text) or (opening_name(text.split(", ", 1)[1]) if ", " in text else None)
    if subject is None and (first := re.match(r"\W*([A-Z][a-z]+)\b", text)) and content_tokens(first.group(1)):
        subject = first.group(1)  # "Nausea was reported by 7.5%" against the sentence on headache
    wanted = content_tokens(subject or "")
    if not wanted or not wanted <= set(match.missing):
        return ""
    for other in others:
        if not wanted & set(other.missing) and any(_same_kind(q, claimed) for q in quantities_of(other.span.text)):
            return subject or ""
    return ""


def _said_nowhere(figures: Sequence[Quantity], index: SourceIndex) -> Quantity | None:
    """The first of the claim's figures (not a year) that no source sentence states, or None."""
    return next((q for q in figures if q.kind != "year" and not index.spans_with_number(q)), None)


def _same_kind(one: Quantity, other: Quantity) -> bool:
    """Whether `other` is a figure of `one`'s kind, or counts a share of it is worked out from."""
    if {one.kind, other.kind} == {"percent", "count"}:
        return True  # "7.5% of the group" from "Nausea affected 18 people" of 240
    return one.kind == other.kind and (one.kind != "count" or one.unit == other.unit)


_NOT_THE_BEST = "{figure} appears in {source}, but not in the sentence that covers the claim best"


def _figure_for_reason(claim: str, figure: Quantity) -> str:
    """The figure for a reason that says a source writes it: a time whole ("2:01:09", not "01"), its digits with the
    claim's words beside them when the claim writes it in words ("12 (“a dozen”)"), since the source may write only
    the digits."""
    if any(ch.isdigit() for ch in figure.text):
        return as_written(claim, figure)
    return f"{format_decimal(figure.value)} (“{figure.text}”)"


def _label(source: int | str) -> str:
    """ "source 2" for the second source given, a web excerpt's URL as it is."""
    return f"source {source + 1}" if isinstance(source, int) else str(source)
