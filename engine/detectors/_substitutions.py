"""A claim that copies a source sentence but changes a word or a name in it.

Lexical support tolerates words a sentence lacks (answers paraphrase), so "The northern section … was closed to
passengers" would pass as 93 % of "… was opened to passengers". Lined up word by word against the sentence, such a
claim shows its change plainly: the same words on both sides, and between them a word the sentence does not use
where the sentence has one the claim drops. That word is the claim's own; no source says it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from difflib import SequenceMatcher

from ..lexical import content_tokens
from ._claim_names import capitalised
from .names import fold

_WORD = re.compile(r"\w+(?:['’.-]\w+)*")
_MOST_NAME_WORDS = 4
_MOST_PLAIN_WORDS = 2


def substitution(claim: str, span: str) -> tuple[str, str] | None:
    """(the sentence's words, the claim's) where the claim repeats the sentence's words on both sides of a change:
    - a name in another name's place ("across Honolulu and Europe" for "across Asia and Europe"), even when the
      sentence names Honolulu elsewhere, so every name of the claim is in it;
    - a word or two in another's place ("was closed to passengers" for "was opened to passengers") in a claim that
      copies part of the sentence word for word but for that change: one spelt another way ("neighboring") or
      shortened ("mi" for "mile") is no change, and neither are stopwords alone.
    Names that only change places ("Smith and Jones" for "Jones and Smith") are no change: the claim must name the
    sentence's name fewer times than the sentence does. Figures and negations are compared elsewhere."""
    claim_words = [m.group() for m in _WORD.finditer(claim)]
    span_words = [m.group() for m in _WORD.finditer(span)]
    # "U.S." is "US", "O’Connor" is "O'Connor" and "Francois" is "François".
    claim_folded = [fold(w).replace(".", "") for w in claim_words]
    span_folded = [fold(w).replace(".", "") for w in span_words]
    steps = SequenceMatcher(None, span_folded, claim_folded, autojunk=False).get_opcodes()
    for at, (op, i1, i2, j1, j2) in enumerate(steps):
        if op != "replace" or not _held_between_equal_words(steps, at, len(span_words), len(claim_words)):
            continue
        if j2 == len(claim_words) and i2 - i1 > j2 - j1:
            i2 = i1 + (j2 - j1)  # the claim ends at its change; the sentence's words after that are left out
        said, claimed = span_words[i1:i2], claim_words[j1:j2]
        if _is_name(said, i1) and _is_name(claimed, j1):
            # Read the whole name: "French Open" for "US Open", not "French" for "US".
            while i1 > 1 and j1 > 1 and span_folded[i1 - 1] == claim_folded[j1 - 1] and capitalised(span_words[i1 - 1]):
                i1, j1 = i1 - 1, j1 - 1
            while (
                i2 < len(span_words)
                and j2 < len(claim_words)
                and span_folded[i2] == claim_folded[j2]
                and capitalised(span_words[i2])
            ):
                i2, j2 = i2 + 1, j2 + 1
            if _count(claim_folded, span_folded[i1:i2]) < _count(span_folded, span_folded[i1:i2]):
                return " ".join(span_words[i1:i2]), " ".join(claim_words[j1:j2])
        elif _plain(said) and _plain(claimed) and _only_change(steps, at) and not _spelt_alike(said, claimed):
            # Some content on either side: "access" for "before" is a change, "the" for "a" is not.
            if content_tokens(" ".join(claimed)) or content_tokens(" ".join(said)):
                return " ".join(said), " ".join(claimed)
    return None


def _held_between_equal_words(
    steps: Sequence[tuple[str, int, int, int, int]], at: int, span_end: int, claim_end: int
) -> bool:
    """Whether the change has words both repeat before it, and after it unless the claim ends there."""
    before = at > 0 and steps[at - 1][0] == "equal"
    _, _, i2, _, j2 = steps[at]
    following = steps[at + 1][0] if at + 1 < len(steps) else ""
    # A claim may end where its sentence goes on: "… was opened to freight." against "… to passengers by the …".
    after = following == "equal" or (j2 == claim_end and (i2 == span_end or at + 2 == len(steps)))
    return before and after


def _is_name(words: list[str], position: int) -> bool:
    """A run of capitalised words not at the start (where any word is capitalised)."""
    return position > 0 and len(words) <= _MOST_NAME_WORDS and all(map(capitalised, words))


def _only_change(steps: Sequence[tuple[str, int, int, int, int]], at: int) -> bool:
    """Whether the claim is a copy of part of the sentence but for this change. An answer that rewords the sentence
    changes more than one place, and its other words ("typically" for "usually") are no evidence of a new fact."""
    inner = steps[1:-1] if len(steps) > 2 else steps
    edges = [steps[0], steps[-1]] if len(steps) > 2 else []
    return all(step[0] == "equal" or step is steps[at] for step in inner) and all(
        step[0] in ("equal", "delete") or step is steps[at] for step in edges
    )


def _spelt_alike(said: list[str], claimed: list[str]) -> bool:
    """One word spelt two ways ("neighbouring", "neighboring") or shortened ("mi", "mile")."""
    first, second = fold(" ".join(said)), fold(" ".join(claimed))
    return first.startswith(second) or second.startswith(first) or SequenceMatcher(None, first, second).ratio() >= 0.8


def _plain(words: list[str]) -> bool:
    """A word or two with no figure in them: "3.45 mi" for "3.45-mile" is a unit written two ways."""
    return len(words) <= _MOST_PLAIN_WORDS and not any(ch.isdigit() for word in words for ch in word)


def _count(words: list[str], run: list[str]) -> int:
    return sum(words[at : at + len(run)] == run for at in range(len(words) - len(run) + 1))
