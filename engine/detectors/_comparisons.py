"""Ranks and ordinals, read as the closed-world figures they are: a rank dropped from a superlative ("the largest
country in the world" against "the largest country in South America and the fifth largest in the world"), an
ordinal put before another word ("the first chief executive" against "the first woman to lead the bank, and its
second chief executive").

Every word of such a claim is in the sentence, so lexical support passes it; the rank or ordinal is a figure the
claim states otherwise.
"""

from __future__ import annotations

import re

from ..lexical import content_tokens, stem

_RANK = (
    r"(?:second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|\d+(?:st|nd|rd|th)|"
    r"\d+(?=-(?:largest|biggest|highest|most|oldest)))"
)
_SUPERLATIVE = r"(?:(?:most|least)\s+[a-z][\w-]*|[a-z]{2,}est)"
_SCOPE = r"(?P<after>(?:(?!\b(?:and|but|or|while|whereas)\b)[^,;.]){0,60})"
"""What a superlative is of, up to the clause's end: "largest country in South America" (and no further)."""
_RANKED = re.compile(rf"\b(?P<rank>{_RANK})[\s-]+(?P<word>{_SUPERLATIVE})\b{_SCOPE}", re.I)
_PLAIN = re.compile(rf"\b(?P<lead>[\w-]+)\s+(?P<word>{_SUPERLATIVE})\b{_SCOPE}", re.I)
_BOUND = r"\b(?:in|of|among|on|at)\b"
"""A superlative's bound: "the largest in South America" is not "the largest"."""
_NOT_SUPERLATIVES = frozenset("best interest honest modest forest west east rest test request guest chest".split())


def rank_dropped(claim: str, sentence: str) -> tuple[str, str] | None:
    """(the sentence's ranked superlative, the claim's) when the claim says "the largest … in the world" where the
    sentence ranks it ("the fifth largest in the world") and says "the largest" only of something else; else None."""
    ranked = [m for m in _RANKED.finditer(sentence) if m.group("word").lower() not in _NOT_SUPERLATIVES]
    if not ranked:
        return None
    for found in _PLAIN.finditer(claim):
        word = found.group("word").lower()
        if re.fullmatch(_RANK, found.group("lead"), re.I) or word in _NOT_SUPERLATIVES:
            continue
        scope = content_tokens(found.group("after"))
        plain = [m for m in _PLAIN.finditer(sentence) if m.group("word").lower() == word]
        plain = [m for m in plain if not re.fullmatch(_RANK, m.group("lead"), re.I)]
        bounded = re.search(_BOUND, found.group("after"), re.I) is not None
        if any(scope <= content_tokens(m.group("after")) and (bounded or not _bounded(m)) for m in plain):
            continue  # the sentence says it unranked, of this very scope (and the claim keeps the scope's bound)
        for rank in ranked:
            # An unbounded "the largest" is the largest of all, which a rank anywhere denies.
            if rank.group("word").lower() == word and (
                scope & content_tokens(rank.group("after")) or not plain or not bounded
            ):
                return rank.group().strip(), found.group().strip()
    return None


def _bounded(found: re.Match[str]) -> bool:
    return re.search(_BOUND, found.group("after"), re.I) is not None


_ORDINAL = re.compile(
    r"\b(?P<ordinal>first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|last|\d+(?:st|nd|rd|th))"
    r"[\s-]+(?P<word>[A-Za-z][\w'’]*)",
    re.I,
)
_ELIDED = frozenset("to of in for ever time since after before".split())
"""Words after an ordinal that leave its noun unsaid: "its first to top the charts" is its first album."""


def ordinal_otherwise(claim: str, sentence: str) -> tuple[str, str] | None:
    """(the sentence's ordinal, the claim's) when the claim puts an ordinal before a word the sentence gives only
    another ordinal ("first chief executive" against "its second chief executive"), and the sentence's use of the
    claim's ordinal is before another word ("the first woman to lead the bank"); else None."""
    said = [(m.group("ordinal").lower(), stem(m.group("word").lower()), m.group()) for m in _ORDINAL.finditer(sentence)]
    if len(said) < 2:
        return None
    for found in _ORDINAL.finditer(claim):
        ordinal, word = found.group("ordinal").lower(), stem(found.group("word").lower())
        before_word = [s for s in said if s[1] == word]
        own = [s for s in said if s[0] == ordinal]
        if not before_word or not own or any(s[0] == ordinal for s in before_word):
            continue
        if all(s[1] not in _ELIDED for s in own):
            return before_word[0][2], found.group()
    return None


_FIRST = re.compile(r"\b(?P<first>debut|first|maiden)\s+(?P<word>[a-z]+)", re.I)
_FIRST_WORD = re.compile(r"\b(?:debut|first|maiden)\b", re.I)


def first_otherwise(claim: str, sentence: str) -> tuple[str, str] | None:
    """(the sentence's ordinal, the claim's) when the claim calls something the first of its kind ("her debut
    novel") and the sentence gives it a later place ("her second novel"), never the first; else None."""
    if _FIRST_WORD.search(sentence):
        return None  # "its second album, and its first to top the charts": the first of something else
    for found in _FIRST.finditer(claim):
        word = stem(found.group("word").lower())
        for later in _LATER.finditer(sentence):
            if stem(later.group("word").lower()) == word:
                return later.group(), found.group()
    return None


_LATER = re.compile(
    r"\b(?:second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|\d+(?:nd|rd|th))\s+(?P<word>[a-z]+)", re.I
)
