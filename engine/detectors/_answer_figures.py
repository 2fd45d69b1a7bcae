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

from ..lexical import SourceIndex, Span, content_tokens, sentence_bounds
from ..numbers import extract_quantities
from ._clauses import CLAUSE_BREAK, clause_words

_VERSION = re.compile(r"(?<![\w.])(?:\d+(?:\.\d+){2,3}|v\d+(?:\.\d+){1,3})(?![\w.]|\.\d)")
"""A version ("4.8.0", "v2.1"): not a quantity, but a figure of its own kind. Not "3.12", which may be a
decimal."""
_UNIT_BREAK = re.compile(rf"(?<=[.!?])\s+|{CLAUSE_BREAK.pattern}", re.I)
"""Where a clause or a sentence ends."""
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
    asked = clause_words(question)
    nouns = _asked_count(question)
    places = _places(figure, answer, index)
    if len(places) > _MOST_PLACES:
        return None  # a figure the sources state everywhere: reading every place would cost more than it tells
    reasons = []
    for span in places:
        reason = _beside_another(figure, asked, nouns, texts.get(span.source, ""), span)
        if reason is None:
            return None
        reasons.append(reason)
    return reasons[0] if reasons else None


def _places(figure: _Figure, answer: str, index: SourceIndex) -> list[Span]:
    if figure.kind == "version":
        return [span for span in index.spans if any(f.value == figure.value for f in _figures(span.text))]
    quantities = extract_quantities(answer)
    return index.spans_with_number(quantities[0]) if quantities else []


def _beside_another(figure: _Figure, asked: set[str], nouns: set[str], text: str, span: Span) -> str | None:
    if not text:
        return None
    units = _units(text, span.start, span.end)
    figured = [(unit, _figures(unit)) for unit in units]  # each unit's figures, read once
    at = next((at for at, (_, figures) in enumerate(figured) if any(_same(f, figure) for f in figures)), None)
    if at is None:
        return None
    home = units[at]
    if nouns and (counted := _counted_otherwise(figure, nouns, home, figured)):
        return counted
    mine = asked & clause_words(home)
    if at + 1 < len(units) and _EXCEPT.match(units[at + 1]) and asked & clause_words(units[at + 1]) - mine:
        # "covered up to £10 million, except in the USA": the question asks about the exception.
        return f"the sources give {figure.text} except for what the question asks about (“{units[at + 1].strip()}”)"
    best: tuple[int, str, str] | None = None
    for unit, figures in figured:
        rivals = [f for f in figures if f.kind == figure.kind and f.value != figure.value]
        if unit == home or not rivals:
            continue
        theirs = asked & clause_words(unit)
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


def _counted_after(text: str, figure: _Figure) -> set[str]:
    """The words just after the figure in `text`, which say what it counts ("120 doctoral students")."""
    at = text.find(figure.text)
    found = _COUNTED.match(text, at + len(figure.text)) if at >= 0 else None
    return clause_words(found.group(1)) if found else set()


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
    for quantity in extract_quantities(text):
        if any(a <= quantity.start < b for a, b in taken):
            continue
        found.append(_Figure(f"{quantity.kind}:{quantity.unit}", str(quantity.value), quantity.text))
    return found


def _same(one: _Figure, other: _Figure) -> bool:
    return one.kind == other.kind and one.value == other.value
