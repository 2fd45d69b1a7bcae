"""A claim that copies a source sentence but changes a word or a name in it.

Lexical support tolerates words a sentence lacks (answers paraphrase), so "The northern section … was closed to
passengers" would pass as 93 % of "… was opened to passengers", and a name the sentence gives elsewhere passes the
names check. Lined up word by word against the sentence, such a claim shows its change plainly: the same words on
both sides, and between them the claim's word where the sentence has another. That word is the claim's own; no
source says it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from difflib import SequenceMatcher

from ..lexical import content_tokens, tokens
from ._alignment import (
    _LIST_WORDS,
    _MOST_PLAIN_WORDS,
    _OPPOSITES,
    _block_moved,
    _ending_at_the_claim,
    _exchanged,
    _first_covered,
    _folded,
    _held_between_equal_words,
    _last_covered,
    _phrase_of_the_sentence,
    _possessor_named,
    _reordered,
    _says_something_else,
    _spelt_alike,
    _subject_from_later,
    _taken_from,
    _word_for_word,
)
from ._claim_names import capitalised
from ._everyday import CONNECTORS
from ._opposites import (  # noqa: F401 - some are read from this module by others
    _ANTONYMS,
    OPPOSITE_OF,
    opposed,
)
from .record import cut_short

_WORD = re.compile(r"\w+(?:['’.-]\w+)*")
_MOST_NAME_WORDS = 4


def substitution(claim: str, span: str, *, plain_words: bool = True) -> tuple[str, str] | None:
    """(the sentence's words, the claim's) where the claim repeats the sentence's words around a change:
    - a name in another name's place ("across Honolulu and Europe" for "across Asia and Europe"), even when the
      sentence names Honolulu elsewhere, so every name of the claim is in it;
    - a word or two in another's place ("was closed to passengers" for "was opened to passengers"), or added ("the
      new high-speed line" for "the new line"; then the sentence's part is ""), in a claim that copies part of the
      sentence word for word but for such changes: one spelt another way ("neighboring") or shortened ("mi" for
      "mile") is no change, and neither is a claim word that carries no content, unless it is an opposite ("after"
      for "before", "All" for "some");
    - two names trading places ("Chelsea beat Arsenal" for "Arsenal beat Chelsea"; then both parts read "A … B").
    Names that only change places in a list ("Smith and Jones" for "Jones and Smith") are no change: the claim must
    name the sentence's name fewer times than the part it copies does. Figures and negations are compared elsewhere.

    Without `plain_words`, only names and opposites count: a judge model reads "rose" for "grew" as the paraphrase it
    is, but no paraphrase puts Chelsea where Arsenal was, "after" for "before" or "fell" for "rose"."""
    claim_words = [m.group() for m in _WORD.finditer(claim)]
    span_words = [m.group() for m in _WORD.finditer(span)]
    claim_folded, span_folded = _folded(claim_words), _folded(span_words)
    aligned = SequenceMatcher(None, span_folded, claim_folded, autojunk=False).get_opcodes()
    # The part of the sentence the claim covers, as aligned: a word the claim moves from the sentence's start ("The
    # 2024 budget of Riverton is" for "Riverton has … a budget of … for 2024") is inside it, so not new.
    covered = span_folded[_first_covered(aligned) : _last_covered(aligned)]
    steps = _ending_at_the_claim(aligned)
    copied = _word_for_word(steps)
    for at, (op, i1, i2, j1, j2) in enumerate(steps):
        if op == "insert" and plain_words and j1 > 0 and _plain(claim_words[j1:j2]) and copied:
            added = claim_words[j1:j2]
            if _taken_from(claim_folded[j1:j2], aligned, span_folded):
                continue  # a phrase moved ("… d-bands in physics" for "In physics, … d-bands"), not added
            # A name moved within a list ("from Havertz and Saka" for "from Saka and Havertz") is not added.
            # So is a name the sentence gives later in the same list ("Brown, Smith and Jones" for "Smith, Jones
            # and Brown"): a name moved, where the sentence's end falls outside the part the claim covers.
            listed = not _LIST_WORDS.isdisjoint(w.casefold() for w in added) or all(capitalised(w) for w in added)
            moved = [w for kind, lo, hi, _, _ in steps if kind == "delete" and listed for w in span_folded[lo:hi]]
            if content_tokens(" ".join(added)) and _says_something_else([], added, claim_folded, covered + moved):
                return "", " ".join(added)  # words added to a sentence copied otherwise word for word
        if op != "replace" or not _held_between_equal_words(steps, at, len(span_words), len(claim_words)):
            continue
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
            # Counted in the part of the sentence the claim covers: "However, Gloucester racked up 10 points" for
            # "However, Blues racked up 10 points while Gloucester were a man down" drops Blues from its part.
            if _abbreviated(span_words[i1:i2], claim_words[j1:j2]):
                continue  # "HL Biology" for "Higher Level Biology": the same name, shortened
            if _count(claim_folded, span_folded[i1:i2]) < _count(covered, span_folded[i1:i2]):
                return " ".join(span_words[i1:i2]), " ".join(claim_words[j1:j2])
        elif _possessor_named(said, claimed, span_folded):
            continue  # "Italy's largest centre" for "its largest centre", where the sentence names Italy
        elif _plain(said) and _plain(claimed) and copied and not _spelt_alike(said, claimed):
            if _phrase_of_the_sentence(claim_folded[j1:], j2 - j1 + 1, span_folded):
                continue  # "the west wing … in 1900" for "the east wing in 1850 and the west wing in 1900"
            opposite = len(said) == len(claimed) == 1 and (
                frozenset(_folded(said + claimed)) in _OPPOSITES or opposed(said[0], claimed[0])
            )
            if (plain_words or opposite) and _says_something_else(
                said, claimed, claim_folded, covered, opening=j1 == 0
            ):
                return " ".join(said), " ".join(claimed)
            if plain_words and j1 == 0 and _subject_from_later(said, claimed, span_words, covered):
                return " ".join(said), " ".join(claimed)
    if copied and (names := _exchanged(steps, span_words, claim_words)):
        return names
    if _reordered(claim_folded, span_folded) and not _block_moved(claim_folded, span_folded):
        return _exchanged(steps, span_words, claim_words, plain=True)
    return None


def _abbreviated(said: list[str], claimed: list[str]) -> bool:
    """Whether one name is the other with some of its words shortened to their initials, in capitals ("HL Biology"
    for "Higher Level Biology", "NHS" for "National Health Service"); connecting words ("of", "and") have none."""
    s, c = list(said), list(claimed)
    while s and c and s[-1].casefold() == c[-1].casefold():
        s, c = s[:-1], c[:-1]
    while s and c and s[0].casefold() == c[0].casefold():
        s, c = s[1:], c[1:]
    for short, long in ((c, s), (s, c)):
        if len(short) == 1 and 2 <= len(short[0]) <= 5 and short[0].isalpha() and short[0].isupper():
            initials = "".join(word[0] for word in long if word.casefold() not in CONNECTORS)
            if len(long) >= 2 and initials.casefold() == short[0].casefold():
                return True
        if short and len(short) == len(long) and all(map(cut_short, short, long)):
            return True  # "Lib Dems" for "Liberal Democrats": each word cut short
    return False


def opening_swapped(claim: str, span: str) -> tuple[str, str] | None:
    """(the sentence's word, the claim's) when the claim copies a run of the sentence word for word but opens it
    with a capitalised content word of its own in place of the sentence's ("Acme hired 40 engineers" for "Globex
    hired 40 engineers"), a word the sentence has nowhere. `substitution` leaves a claim's opening alone, since the
    words a claim opens with may stand for what the sentence said before ("The first" for "Veeram"); a reader that
    cannot tell one name from another (the embedded verifier) is held to this stricter reading."""
    claim_words = [m.group() for m in _WORD.finditer(claim)]
    span_words = [m.group() for m in _WORD.finditer(span)]
    if len(claim_words) < 3 or not capitalised(claim_words[0]) or not content_tokens(claim_words[0]):
        return None
    opening, rest = claim_words[0].casefold(), _folded(claim_words[1:])
    span_folded = _folded(span_words)
    if opening in span_folded:
        return None
    for at in range(1, len(span_folded) - len(rest) + 1):
        if span_folded[at : at + len(rest)] == rest and capitalised(span_words[at - 1]):
            if content_tokens(span_words[at - 1]):
                return span_words[at - 1], claim_words[0]
    return None


def opposite_instead(claim: str, span: str, missing: Sequence[str]) -> tuple[str, str] | None:
    """(the sentence's word, the claim's) when a word the sentence lacks has its opposite in the sentence instead
    ("north-westerly" where it says "south-westerly", "poorly equipped" where it says "well equipped"), else None.
    Not when the sentence also has a word of the claim's direction: "Net profit fell … as costs rose" says nothing
    against "Profit dropped"."""
    lacking = set(missing)
    for word in re.findall(r"[^\W\d_]+", claim) if lacking else ():
        opposites = OPPOSITE_OF.get(word.casefold(), frozenset())
        stems = tokens(word) if opposites else []
        if not stems or stems[0] not in lacking:
            continue
        span_words = re.findall(r"[^\W\d_]+", span)
        if any(OPPOSITE_OF.get(w.casefold(), frozenset()) & opposites for w in span_words):
            continue  # the sentence also says it the claim's way ("fell" for "dropped"): its "rose" is of another thing
        have, own = {tokens(w)[0]: w for w in span_words if tokens(w)}, set(tokens(claim))
        for other in opposites:
            if (theirs := tokens(other)[0]) in have and theirs not in own:
                return have[theirs], word  # the sentence's word as it writes it
    return None


def copies(claim: str, span: str) -> bool:
    """Whether the claim copies the sentence word for word but for a few words of its own (a word or two at a time,
    leaving any out): where a judge's quote and the claim differ so little, a denial only one of them makes is the
    whole difference."""
    claim_folded = _folded([m.group() for m in _WORD.finditer(claim)])
    span_folded = _folded([m.group() for m in _WORD.finditer(span)])
    steps = SequenceMatcher(None, span_folded, claim_folded, autojunk=False).get_opcodes()
    shared = sum(j2 - j1 for op, _, _, j1, j2 in steps if op == "equal")
    # Three words at a time: "did not open" for "opened".
    return _word_for_word(steps, most=3) and shared * 2 >= len(claim_folded)


def _is_name(words: list[str], position: int) -> bool:
    """A run of capitalised words not at the start (where any word is capitalised)."""
    return position > 0 and len(words) <= _MOST_NAME_WORDS and all(map(capitalised, words))


def _plain(words: list[str]) -> bool:
    """A word or two with no figure in them: "3.45 mi" for "3.45-mile" is a unit written two ways."""
    return len(words) <= _MOST_PLAIN_WORDS and not any(ch.isdigit() for word in words for ch in word)


def _count(words: list[str], run: list[str]) -> int:
    return sum(words[at : at + len(run)] == run for at in range(len(words) - len(run) + 1))


_SUBJECT_REACH = 3
"""How many words before a word of a pair of opposites are read as what it is said of ("Net profit fell")."""


def opposites_exchanged(claim: str, sentence: str) -> tuple[str, str] | None:
    """(the sentence's pairing, the claim's) when the claim gives each of two things the word of a pair of opposites
    that the sentence gives the other: "Profit rose as costs fell" against "Net profit fell … as costs rose". Every
    word is in the sentence, so word counts pass it; only both halves exchanged are read, so "Costs rose while profit
    fell", the same pairs in another order, is no difference."""
    mine = _directed(claim)
    if len(mine) < 2:
        return None  # one word of a pair of opposites exchanges nothing
    said = {(stem, word.casefold()) for stem, _, word in _directed(sentence)}
    for at, (stem, subject, word) in enumerate(mine):
        for other_stem, other_subject, other_word in mine[at + 1 :]:
            if (
                other_word.casefold() in OPPOSITE_OF.get(word.casefold(), frozenset())
                and (stem, other_word.casefold()) in said
                and (other_stem, word.casefold()) in said
            ):
                return (
                    f"{subject} … {other_word}, {other_subject} … {word}",
                    f"{subject} … {word}, {other_subject} … {other_word}",
                )
    return None


def _directed(text: str) -> list[tuple[str, str, str]]:
    """(the stem of the content word just before it, that word, the word) for each word that has an opposite."""
    words = [m.group() for m in _WORD.finditer(text)]
    found = []
    for at, word in enumerate(words):
        if word.casefold() not in OPPOSITE_OF:
            continue
        before = [
            (stems[-1], w) for w in words[max(0, at - _SUBJECT_REACH) : at] if (stems := sorted(content_tokens(w)))
        ]
        if before:
            found.append((*before[-1], word))
    return found
