"""A corrected sentence as it is checked again: with the name its opening pronoun stands for.

A writer's fix of "It holds about 50,000 works." reads "It holds about 35,000 works.": alone, no check can tell
what "It" is, so a judge abstains and the fix is lost. The sentences before it in the answer name it ("The Louvre
opened in 1793."), and they are read the way lexical grounding reads a claim's pronoun (`engine.coreference`:
the name the sentence before opens with, carried through a run of pronoun sentences). The fix is then checked as
"The Louvre holds about 35,000 works." — the words written into the answer stay the writer's.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .coreference import Antecedents, opening_name, opens_with_pronoun

__all__ = ["in_context"]

_OPENING = re.compile(r"^(?P<lead>[\s\"'“‘(\[*_-]*)(?P<word>[A-Za-z]+)\b")
_POSSESSIVE = frozenset({"its", "his", "her", "their"})


def in_context(sentence: str, before: Sequence[str]) -> str:
    """`sentence` with its opening pronoun replaced by the name it stands for after the texts `before` it (in
    answer order); unchanged when it opens with no pronoun or the neighbours name nobody it can stand for."""
    if not opens_with_pronoun(sentence):
        return sentence
    reader = Antecedents()
    for text in before:
        reader.read(text, 0)
    reference = reader.read(sentence, 0)
    opening = _OPENING.match(sentence)
    if reference is None or opening is None:
        return sentence
    name = _as_written(reference.name, before)
    word = opening.group("word").lower()
    named = f"{name}’s" if word in _POSSESSIVE else name
    if word == "her" and _object_her(sentence[opening.end() :]):
        return sentence  # "Her" is read as a possessive only before a noun phrase; otherwise leave it
    return opening.group("lead") + named[:1].upper() + named[1:] + sentence[opening.end() :]


def _as_written(name: str, before: Sequence[str]) -> str:
    """The name with the article it was written with ("the Louvre"), from the latest text that opens with it."""
    for text in reversed(before):
        if opening_name(text) == name:
            return f"the {name}" if re.match(rf"[\s\"'“‘(\[*_-]*The\s+{re.escape(name)}", text) else name
    return name


def _object_her(rest: str) -> bool:
    return not re.match(r"\s+[a-z]", rest)
