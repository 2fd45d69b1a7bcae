"""A figure answered from beside the one the question asks for: "27.5%" to "What share of the vote did the Green
Party win?" against "The ruling Social Democrats fell to 27.5% from 31.8%. The Green Party won 9.1%."

A short answer that is a figure is found word for word in the sources, near the question's words, so the answer
check passes it. But a passage that gives several figures of one kind gives each with its own words. The
sentence is cut into clauses, and its neighbours are read too. When another clause gives a figure of the
answer's kind with words the question asks about ("Green Party", "founded", "removed") and the answer's clause has
none of the question's words that the other lacks, the answer is the figure beside the asked one.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass

from ..figure_roles import starts_change
from ..lexical import SourceIndex, Span, content_tokens
from ..numbers import quantities_of
from ..sentences import sentence_bounds
from ..units import dimension
from ._clauses import CLAUSE_BREAK, clause_words

_VERSION = re.compile(r"(?<![\w.])(?:\d+(?:\.\d+){2,3}|v\d+(?:\.\d+){1,3})(?![\w.]|\.\d)")
"""A version ("4.8.0", "v2.1"): not a quantity, but a figure of its own kind. Not "3.12", which may be a
decimal."""
_UNIT_BREAK = re.compile(rf"(?<=[.!?])\s+|{CLAUSE_BREAK.pattern}", re.I)
"""Where a clause or a sentence ends."""
_ELLIPTIC = re.compile(r"\s*(?:or|and|but)\s+(?:(?:about|around|up\s+to|only|just)\s+)?[$€£]?\d", re.I)
"""A clause that is a figure and its words, the rest said before it ("…, or €90 at the airport")."""
_EXCEPT = re.compile(r"\s*(?:except|excluding|unless|other than|apart from|but not)\b", re.I)
_APPROXIMATELY = frozenset("about approximately around nearly roughly some almost over under".split())
_MOST_PLACES = 20
_NEIGHBOURS = 2
"""Sentences read on each side of the answer's: a passage gives each figure in its own sentence."""


@dataclass(frozen=True, slots=True)
class _Figure:
    kind: str
    value: str
    text: str


def figure_placed_otherwise(
    question: str, answer: str, index: SourceIndex, texts: Mapping[int | str, str]
) -> str | None:
    """Why the figure answer stands beside the asked one, or None. `texts` maps a source's id to its text.
    Every place the sources state the figure must be beside another: one place that fits the question does."""
    found = _figures(answer)
    if len(found) != 1 or content_tokens(answer.replace(found[0].text, " ")) - _APPROXIMATELY:
        return None  # only a figure ("27.5%", "about 46,000"): "October 1st" is a date, not the count 1
    figure = found[0]
    nouns = (_asked_count(question), _asked_measure(question))
    places = _places(figure, answer, index)
    if len(places) > _MOST_PLACES:
        return None  # a figure the sources state everywhere: reading every place would cost more than it tells
    reasons = []
    for span in places:
        reason = _beside_another(figure, question, nouns, texts.get(span.source, ""), span)
        if reason is None:
            return None
        reasons.append(reason)
    return reasons[0] if reasons else None


def _places(figure: _Figure, answer: str, index: SourceIndex) -> list[Span]:
    if figure.kind == "version":
        return [span for span in index.spans if any(f.value == figure.value for f in _figures(span.text))]
    quantities = quantities_of(answer)
    return index.spans_with_number(quantities[0]) if quantities else []


def _beside_another(
    figure: _Figure, question: str, asked_for: tuple[set[str], set[str]], text: str, span: Span
) -> str | None:
    """Why the figure at `span` answers for something else than the question asks (`asked_for`: what a "how many"
    question counts, what a "how long" one measures), or None."""
    if not text:
        return None
    asked = clause_words(question)
    nouns, measured = asked_for
    units = _units(text, span.start, span.end)
    figured = [(unit, _figures(unit)) for unit in units]  # each unit's figures, read once
    at = next((at for at, (_, figures) in enumerate(figured) if any(_same(f, figure) for f in figures)), None)
    if at is None:
        return None
    home = units[at]
    if nouns and (counted := _counted_otherwise(figure, nouns, home, figured)):
        return counted
    if measured and (other := _measured_otherwise(figure, measured, home, figured)):
        return other
    if before := _before_a_change(figure, question, home, text):
        return before
    if beside := _followed_otherwise(figure, asked, home, figured[at][1]):
        return beside
    mine = asked & clause_words(home)
    if at + 1 < len(units) and _EXCEPT.match(units[at + 1]) and asked & clause_words(units[at + 1]) - mine:
        # "covered up to £10 million, except in the USA": the question asks about the exception.
        return f"the sources give {figure.text} except for what the question asks about (“{units[at + 1].strip()}”)"
    best: tuple[int, str, str] | None = None
    for place, (unit, figures) in enumerate(figured):
        rivals = [f for f in figures if f.kind == figure.kind and f.value != figure.value]
        if unit == home or not rivals:
            continue
        theirs = asked & clause_words(unit)
        if place and _ELLIPTIC.match(unit):
            theirs |= asked & clause_words(units[place - 1])  # "…, or €90 at the airport": the bags cost €90
        gained = theirs - mine
        if mine - theirs or not gained:
            continue
        if best is None or len(gained) > best[0]:
            best = (len(gained), rivals[0].text, unit)
    if best is None:
        return None
    _, rival, unit = best
    return (
        f"the sources give {rival} with the question's words (“{unit.strip()}”), "
        f"and {figure.text} without them (“{home.strip()}”)"
    )


_HOW_MANY = re.compile(
    r"\bhow\s+many\s+(?P<what>(?:[a-z][\w-]*\s+){0,2}?[a-z][\w-]*?)(?=\s+(?:are|were|is|was|did|does|do|will|would"
    r"|can|could|have|has|had|per|in|on|at|of|for)\b|\s*\?|$)",
    re.I,
)
_COUNTED = re.compile(r"\s+((?:[A-Za-z][\w-]*\s+){0,2}[A-Za-z][\w-]*)")


def _asked_count(question: str) -> set[str]:
    """What a "how many" question counts ("How many staff are …?" → {"staff"}), as stems, or an empty set."""
    found = _HOW_MANY.search(question)
    return clause_words(found.group("what")) if found else set()


def _counted_otherwise(
    figure: _Figure, nouns: set[str], home: str, figured: list[tuple[str, list[_Figure]]]
) -> str | None:
    """Why a count answer counts something else: "120" to "How many staff …?" against "Around 40 staff and 120
    doctoral students": the sentence writes what each figure counts right after it."""
    if not figure.kind.startswith("count"):
        return None
    if nouns & _counted_after(home, figure):
        return None
    for unit, figures in figured:
        for rival in figures:
            if rival.kind == figure.kind and rival.value != figure.value and nouns <= _counted_after(unit, rival):
                return (
                    f"the sources count {' '.join(sorted(nouns))} with {rival.text} (“{unit.strip()}”), "
                    f"not with {figure.text} (“{home.strip()}”)"
                )
    return None


_HOW_LONG = re.compile(
    r"\bhow\s+(?:long|tall|high|wide|deep|far|heavy|big|large|thick)\s+(?:is|are|was|were|will)\s+(?:the\s+)?"
    r"(?P<what>[^?]+)",
    re.I,
)


def _asked_measure(question: str) -> set[str]:
    """What a "how long" question measures ("How long is the concrete wall along Mill Quay?" → its words), as stems,
    or an empty set."""
    found = _HOW_LONG.search(question)
    return clause_words(found.group("what")) if found else set()


def _measured_otherwise(
    figure: _Figure, measured: set[str], home: str, figured: list[tuple[str, list[_Figure]]]
) -> str | None:
    """Why a measure answers for another thing: "3.8 kilometres" to "How long is the concrete wall?" against "3.8
    kilometres of new embankments, a 240-metre reinforced concrete wall": a measure's words follow it."""
    if measured & _counted_after(home, figure):
        return None
    for unit, figures in figured:
        for rival in figures:
            words = _written_after(unit, rival)
            if rival.value != figure.value and _alike(rival, figure) and len(measured & clause_words(words)) >= 2:
                return (
                    f"the sources give {rival.text} for “{words}” (“{unit.strip()}”), not {figure.text} "
                    f"(“{home.strip()}”)"
                )
    return None


def _alike(one: _Figure, other: _Figure) -> bool:
    """Whether two figures measure alike: the same kind, or lengths (weights, …) in two units ("km" and "m")."""
    if one.kind == other.kind:
        return True
    (kind, unit), (other_kind, other_unit) = one.kind.split(":", 1), other.kind.split(":", 1)
    return kind == other_kind and bool(unit) and bool(other_unit) and dimension(unit) == dimension(other_unit)


def _followed_otherwise(figure: _Figure, asked: set[str], home: str, figures: list[_Figure]) -> str | None:
    """Why the answer is the figure beside the asked one in its own clause: "3.1%" to "What was the rate in
    September?" against "eased to 2.4% in September from 3.1% in May": the words after a figure say what it is of."""
    after = _written_after(home, figure)
    if asked & clause_words(after) or re.match(r"(?:of|out\s+of)\b", after, re.I):
        return None  # "214 of the 380 people aboard": a part is counted by its whole's words
    for rival in figures:
        if rival.kind == figure.kind and rival.value != figure.value and asked & _counted_after(home, rival):
            return (
                f"the sources give {rival.text} with “{_written_after(home, rival)}”, and {figure.text} with "
                f"“{_written_after(home, figure)}”"
            )
    return None


_EARLIER = re.compile(
    r"\b(?:before|previous(?:ly)?|earlier|originally|initially|at\s+first|used\s+to|last\s+year|from)\b", re.I
)


def _before_a_change(figure: _Figure, question: str, home: str, text: str) -> str | None:
    """Why the answer is the value before a change ("212" in "The count of whooper swans fell from 212 to 158") when
    the question asks for no earlier value, nor a year before the latest the passage gives; else None."""
    quantities = [q for q in quantities_of(home) if str(q.value) == figure.value]
    start = next((q for q in quantities if starts_change(home, q)), None)
    if start is None or _EARLIER.search(question):
        return None
    years = [q.value for q in quantities_of(text) if q.kind == "year"]
    if any(q.kind == "year" and years and q.value < max(years) for q in quantities_of(question)):
        return None  # "How many were counted in 2023?" asks for an earlier value
    after = [q for q in quantities_of(home[start.end :]) if q.kind == start.kind]
    to = f" to {after[0].text}" if after else ""
    return f"the sources give {figure.text} as the value before it changed{to} (“{home.strip()}”)"


def _counted_after(text: str, figure: _Figure) -> set[str]:
    """The words just after the figure in `text`, which say what it counts ("120 doctoral students"), as stems."""
    return clause_words(_written_after(text, figure))


def _written_after(text: str, figure: _Figure) -> str:
    """Up to three words just after the figure in `text`, as written."""
    at = text.find(figure.text)
    found = _COUNTED.match(text, at + len(figure.text)) if at >= 0 else None
    return found.group(1) if found else ""


def _units(text: str, start: int, end: int) -> list[str]:
    """The clauses of the sentence at `start:end` and of up to `_NEIGHBOURS` sentences on each side."""
    lo, hi = sentence_bounds(text, start, end)
    sentences = [(lo, hi)]
    for _ in range(_NEIGHBOURS):
        first, last = sentences[0][0], sentences[-1][1]
        ended = len(text[:first].rstrip())  # just after the previous sentence's full stop
        if ended >= 2:
            sentences.insert(0, sentence_bounds(text, ended - 2, ended - 1))
        if last < len(text.rstrip()):
            following = len(text) - len(text[last:].lstrip())
            if following + 1 < len(text):
                sentences.append(sentence_bounds(text, following + 1, following + 2))
    window = text[sentences[0][0] : sentences[-1][1]]
    units: list[str] = []
    opening = ""
    for piece in (piece for piece in _UNIT_BREAK.split(window) if piece and piece.strip()):
        if not content_tokens(piece):
            opening = f"{opening}{piece}, "  # "In 2006, she received a star": the phrase opens the clause
            continue
        units.append(opening + piece)
        opening = ""
    return units + ([opening.rstrip(", ")] if opening else [])


def _figures(text: str) -> list[_Figure]:
    found = [_Figure("version", m.group().lstrip("v"), m.group()) for m in _VERSION.finditer(text)]
    taken = [(m.start(), m.end()) for m in _VERSION.finditer(text)]
    for quantity in quantities_of(text):
        if any(a <= quantity.start < b for a, b in taken):
            continue
        found.append(_Figure(f"{quantity.kind}:{quantity.unit}", str(quantity.value), quantity.text))
    return found


def _same(one: _Figure, other: _Figure) -> bool:
    return one.kind == other.kind and one.value == other.value


_HOW_OLD = re.compile(r"^\W*(?i:how\s+old\s+(?:is|was|were|are))\s+(?P<name>[A-Z][\w'’.-]*(?:\s+[A-Z][\w'’.-]*)*)")


def age_of_another(question: str, answer: str, text: str) -> str | None:
    """Why a figure answer to "How old is Gareth Pell?" is someone else's age: every place the sources give it is
    after another name, as news gives ages ("His co-defendant, Lena Marsh, 41, received …"); else None."""
    asked = _HOW_OLD.match(question)
    figure = answer.strip()
    if asked is None or not figure.isdigit():
        return None
    places = list(re.finditer(rf"(?<![\w,.]){figure}(?![\w.,]\d)", text))
    named = [
        re.search(r"([A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*),\s*$", text[max(0, p.start() - 60) : p.start()])
        for p in places
    ]
    wanted = {w.lower() for w in asked.group("name").split()}
    if not places or any(n is None or {w.lower() for w in n.group(1).split()} & wanted for n in named):
        return None
    return f"the sources give {figure} as the age of {named[0].group(1)}, not of {asked.group('name')}"  # type: ignore[union-attr]


def question_figure_elsewhere(question: str, answer: str, sentence: str) -> str | None:
    """Why a name answer stands beside another figure than the one the question gives: "What accounted for 60% of
    the load?" answered with "sewage discharges" against "run-off accounted for 60%, with sewage discharges
    contributing 25%"; else None."""
    # Figures in digits: "Eight Is Enough" is a title.
    asked = [f for f in _figures(question) if not f.kind.startswith("year") and not f.text[:1].isalpha()]
    if len(asked) != 1 or _figures(answer):
        return None
    units = [unit for unit in _UNIT_BREAK.split(sentence) if unit and unit.strip()]
    theirs = next((u for u in units if any(_same(f, asked[0]) for f in _figures(u))), None)
    home = next((u for u in units if answer.lower() in u.lower()), None)
    if theirs is None or home is None or home == theirs:
        return None
    rivals = [f for f in _figures(home) if f.kind == asked[0].kind and f.value != asked[0].value]
    if not rivals:
        return None
    return f"the sources give {asked[0].text} in “{theirs.strip()}”, and {rivals[0].text} with {answer}"


_ASKED_YEAR = re.compile(r"(?<![\w.])(1[5-9]\d\d|20\d\d)(?![\w.])")


def year_asked_otherwise(question: str, sentence: str, sources: str) -> str | None:
    """Why the answer's sentence gives its fact for another year than the question asks about, in the same place:
    "How many days was the course under the 2019 guideline?" answered from "The 2024 guideline recommends … 5
    days" ("… guideline"), "How many cases were confirmed in 2023?" from "In 2024, 3,412 cases …" ("in …"); only
    when the sources name the asked year elsewhere. A year that only describes something else ("a 2013 series")
    asks nothing of the sentence. Else None."""
    asked = {match.group(): _year_slots(question, match) for match in _ASKED_YEAR.finditer(question)}
    given = {match.group(): _year_slots(sentence, match) for match in _ASKED_YEAR.finditer(sentence)}
    if not asked or not given or set(asked) & set(given):
        return None
    for year, slots in asked.items():
        other = next((theirs for theirs, held in given.items() if slots & held), None)
        if other is not None and year in sources:
            return f"the sentence that gives the answer says it for {other}; the question asks about {year}"
    return None


def _year_slots(text: str, year: re.Match[str]) -> set[str]:
    """Where a year stands: "in" ("in 2019", "during 2019") and the word it describes ("the 2019 survey", "the 2024
    Halvorsen Society guideline")."""
    slots = set()
    if re.search(r"\b(?:in|during)\s+$", text[max(0, year.start() - 8) : year.start()], re.I):
        slots.add("in")
    following = re.match(r"\s+(?:[A-Z][\w'’-]*\s+){0,3}([a-z][\w-]*)", text[year.end() :])
    if following:
        slots.add(following.group(1).lower())
    return slots
