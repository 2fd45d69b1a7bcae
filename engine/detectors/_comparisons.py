"""A comparison turned to another object: "The bridge is longer than the canal" against "The bridge is longer than
the tunnel but shorter than the canal"; a rank dropped from a superlative: "the largest country in the world"
against "the largest country in South America and the fifth largest in the world"; and an ordinal put before
another word: "the first chief executive" against "the first woman to lead the bank, and its second chief
executive".

Every word of such a claim is in the sentence, and the words it leaves out ("tunnel but shorter than the") are the
kind a summary drops, so lexical support passes it. A comparison pairs its word ("longer", "more expensive") with
what it compares against; when the sentence gives the claim's object only after another comparison, the claim
says what the sentence does not.
"""

from __future__ import annotations

import re

from ..lexical import content_tokens, stem

_COMPARATIVE = r"(?:more|less|fewer)\s+[a-z][\w-]*|[a-z][\w-]*er|better|worse|earlier|later"
"""A comparison's word: "longer", "more expensive", "better"."""
_COMPARISON = re.compile(
    rf"\b(?P<word>{_COMPARATIVE})"
    r"\s+than\s+(?:the\s+|a\s+|an\s+|that\s+of\s+(?:the\s+)?)?(?P<what>[\w'’-]+)",
    re.I,
)


def compared_otherwise(claim: str, sentence: str) -> tuple[str, str] | None:
    """(the sentence's comparison, the claim's) when the claim compares with something the sentence compares with
    only in another way ("shorter than the canal" for the claim's "longer than the canal"); else None."""
    if " than " not in claim or " than " not in sentence:
        return None
    stated = [(_key(m.group("word")), stem(m.group("what").lower()), m.group()) for m in _COMPARISON.finditer(sentence)]
    for found in _COMPARISON.finditer(claim):
        word, what = _key(found.group("word")), stem(found.group("what").lower())
        same_object = [s for s in stated if s[1] == what]
        if same_object and all(s[0] != word for s in same_object):
            return same_object[0][2], found.group()
    return None


_NAMED = r"(?:[Tt]he\s+)?[A-Z][\w'’-]*(?:\s+[A-Z0-9][\w'’-]*)*"
_COMPARED_NAMES = re.compile(
    rf"(?P<subject>{_NAMED})\s+(?:is|are|was|were|has\s+been)\s+(?:\w+\s+)?"
    rf"(?P<word>{_COMPARATIVE})\s+than\s+(?P<object>{_NAMED})"
)


def comparison_reversed(claim: str, sentence: str) -> tuple[str, str] | None:
    """(the sentence's comparison, the claim's) when the claim compares two names the other way round: "The Vortex
    S10 is lighter than the Vortex S8" against "The Vortex S8 is lighter than the Vortex S10"; else None."""
    if " than " not in claim or " than " not in sentence:
        return None
    said = [
        (_named_words(m.group("subject")), _key(m.group("word")), _named_words(m.group("object")), m.group())
        for m in _COMPARED_NAMES.finditer(sentence)
    ]
    for found in _COMPARED_NAMES.finditer(claim):
        subject, word, compared = (
            _named_words(found.group("subject")),
            _key(found.group("word")),
            _named_words(found.group("object")),
        )
        for their_subject, their_word, their_object, text in said:
            if their_word == word and their_subject == compared and their_object == subject and subject != compared:
                return text, found.group()
    return None


def _named_words(name: str) -> frozenset[str]:
    return frozenset(w.lower() for w in name.split() if w.lower() != "the")


def _key(word: str) -> str:
    return " ".join(stem(w) for w in word.lower().split())


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


def rank_asked_otherwise(question: str, sentence: str) -> tuple[str, str] | None:
    """(what the sentence says, what the question asks) when the question asks for a superlative ("the deepest
    lake", "the second deepest") and the sentence that holds the answer gives that superlative only with another
    rank ("the second deepest", "the deepest"); else None."""
    asked = _superlatives_in(question)
    if len(asked) != 1:
        return None
    rank, word = asked[0]
    said = [(r, w) for r, w in _superlatives_in(sentence) if w == word]
    if not said or any(r == rank for r, _ in said):
        return None
    other = said[0][0]
    return f"{other or 'the'} {word}", f"{rank or 'the'} {word}"


def _superlatives_in(text: str) -> list[tuple[str, str]]:
    """(rank or "", superlative) for each superlative of the text: "second deepest" → ("second", "deepest")."""
    found = []
    for match in _PLAIN.finditer(text):
        word = match.group("word").lower()
        if word in _NOT_SUPERLATIVES:
            continue
        lead = match.group("lead").lower()
        found.append((lead if re.fullmatch(_RANK, lead, re.I) else "", " ".join(word.split())))
    return found


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
