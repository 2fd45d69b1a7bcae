"""A constraint the question puts on its answer, said of something else.

"The weapon BFG is found in which game developed by id Software?" The answer must be a game the sources say was
developed by id Software. If they say it only of another name ("Doom … developed by id Software") and never of
the answer's ("Quake"), the answer has not been shown to meet the question's constraint, however true its own
words are ("BFG can be found in Quake"). Only the plainest constraint is read: "which/what <thing> [was]
<verb>ed by <agent>", found word for word in a source sentence.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from ..coreference import opening_name
from ..lexical import SourceIndex, Span, content_tokens, tokens
from ._about import sentences_about

_CONSTRAINT = re.compile(
    r"\b(?:which|what)\s+[a-z]+(?:\s+[a-z]+)?\s+(?:(?:was|were|is|are|has been|had been)\s+)?"
    r"(?P<verb>[a-z]{3,}ed)\s+by\s+(?P<agent>(?:the\s+)?[\w'’.&-]+(?:\s+(?-i:[A-Z0-9])[\w'’.&-]*){0,3})",
    re.I,
)


def unmet_constraint(question: str, answer_names: list[str], index_of: Callable[[], SourceIndex]) -> str | None:
    """A reason when the sources say the question's constraint only of names other than the answer's, else None.

    `answer_names` are the answer's new words ("Quake"); the constraint is met when a sentence saying it writes
    one of them or refers to one of them. `index_of` gives the run's source index (built once per run)."""
    match = _CONSTRAINT.search(question)
    if match is None or not answer_names:
        return None
    index = index_of()
    agent = r"\s+".join(map(re.escape, match.group("agent").split()))
    phrase = re.compile(rf"\b{re.escape(match.group('verb'))}\s+by\s+{agent}(?!\w)", re.I)
    saying = [span for span in index.spans if phrase.search(span.text)]
    if not saying:
        return None
    about = {(a.span.source, a.span.start) for name in answer_names for a in sentences_about(name, index)}
    answer_words = {word for name in answer_names for word in tokens(name)}
    if any((span.source, span.start) in about or answer_words & set(tokens(span.text)) for span in saying):
        return None
    said_of = opening_name(saying[0].text) or "something else"
    phrase_text = f"{match.group('verb')} by {match.group('agent')}"
    return f"the sources say “{phrase_text}” of {said_of}, not of “{answer_names[0]}”"


def described_otherwise(question: str, answer: str, index_of: Callable[[], SourceIndex]) -> str | None:
    """A reason when one source sentence holds every content word of the question and names something other than
    the answer, while no sentence about the answer holds them all ("Who is the Spanish film director?" answered
    with the American one), else None."""
    wanted = content_tokens(question)
    if len(wanted) < 2:
        return None
    index = index_of()
    about = sentences_about(answer, index)
    if not about or any(wanted <= _index_tokens(a.span) for a in about):
        return None
    mine = {(a.span.source, a.span.start) for a in about}
    for span in index.spans:
        if (span.source, span.start) in mine or not wanted <= _index_tokens(span):
            continue
        named = opening_name(span.text)
        if named and not set(tokens(named)) & set(tokens(answer)):
            missing = sorted(wanted - set().union(*(_index_tokens(a.span) for a in about)))
            return f"the sources say “{', '.join(missing)}” of {named}, not of {answer}"
    return None


def _index_tokens(span: Span) -> set[str]:
    return content_tokens(span.text) | (content_tokens(span.refers_to) if span.refers_to else set())
