"""Exceptions and limits a claim drops: "open every day" for "every day except Christmas Day", "Managers received a
bonus" for "All staff except managers received a bonus", "after the due date" for "more than 7 days after the due
date". Quantifiers and bounds are closed-world modality: the words "except",
"all", "only before 16:00" are read as written, and what they exclude must stay excluded.
"""

from __future__ import annotations

import re

from ..lexical import STOPWORDS, stem

_CONTRAST_WORDS = re.compile(
    r"\b(?:unlike|except|excluding|rather|instead|other than|apart from|not|never|no|behind)\b", re.I
)
"""A claim with an exception or a denial of its own says its own limits."""
_EXCEPTED = re.compile(
    r"\b(?:except(?:\s+for)?|excluding|other\s+than|apart\s+from|but\s+not|save\s+for|not\s+including|unlike|"
    r"rather\s+than|instead\s+of)\s+"
    r"(?:the\s+|an?\s+|their\s+|its\s+)?(?P<what>[a-z][\w'’-]*(?:\s+[a-z][\w'’-]*){0,2}?)(?=\s*(?:[,;.)]|$|\s(?:"
    r"is|are|was|were|has|have|had|will|would|can|could|may|must|received?|got|get|gets|did|do|does)\b))",
    re.I,
)
"""What a sentence sets apart from what it says: "All staff except managers received a bonus", "Unlike its
predecessor, the new model …"."""


def excepted(claim: str, sentence: str) -> tuple[str, str] | None:
    """(the exception as the sentence writes it, the word) when the claim is about a word the sentence names only
    as an exception ("Managers received a bonus" against "All staff except managers received a bonus") and the
    claim has no exception or denial of its own; else None."""
    if not _EXCEPTED.search(sentence) or _CONTRAST_WORDS.search(claim):
        return None
    claim, sentence = " ".join(claim.split()), " ".join(sentence.split())
    outside = sentence
    exceptions = list(_EXCEPTED.finditer(sentence))
    for found in reversed(exceptions):
        outside = outside[: found.start()] + " " + outside[found.end() :]
    said_elsewhere = {stem(w) for w in _WORD.findall(outside.lower())}
    for found in exceptions:
        for word in _WORD.findall(found.group("what").lower()):
            if word in STOPWORDS or stem(word) in said_elsewhere:
                continue
            if stem(word) in {stem(w) for w in _WORD.findall(claim.lower())}:
                return found.group().strip(), word
    return None


_WORD = re.compile(r"[a-z][\w'’-]*", re.I)
_UNIVERSAL = re.compile(r"\b(?:all|every|each|always|everyone|everybody|everything|everywhere|any)\b", re.I)


def exception_dropped(claim: str, sentence: str) -> tuple[str, str] | None:
    """(the sentence's phrase, the claim's) when the claim keeps a word for all ("every", "all") that the sentence
    limits with an exception, and drops the exception: "open every day" against "open every day except Christmas
    Day"; else None."""
    if not _EXCEPTED.search(sentence) or _CONTRAST_WORDS.search(claim):
        return None
    claim, sentence = " ".join(claim.split()), " ".join(sentence.split())
    for found in _EXCEPTED.finditer(sentence):
        before = sentence[max(0, found.start() - 40) : found.start()]
        universal = list(_UNIVERSAL.finditer(before))
        if not universal:
            continue
        word = universal[-1].group().lower()
        limited = before[universal[-1].start() :].strip(" ,")
        if re.search(rf"\b{word}\b", claim, re.I) and limited.lower() in claim.lower():
            return f"{limited} {found.group().strip()}", limited
    return None


_TIME_OFFSET = re.compile(
    r"\b(?P<offset>(?:(?:more|less|fewer)\s+than\s+|at\s+least\s+|up\s+to\s+|within\s+)?\d+\s+"
    r"(?:calendar\s+|working\s+|business\s+)?(?:days?|weeks?|months?|years?|hours?|minutes?))\s+"
    r"(?P<side>after)\s+(?P<what>(?:the\s+|a\s+|an\s+)?[\w-]+(?:\s+[\w-]+)?)",
    re.I,
)
"""A count after a time ("more than 7 days after the due date"): "after the due date" alone says more. Not a
count before one: "fast for 8 hours before the test" still has them fast before it."""
_COUNT_BEFORE = re.compile(r"\d+\s+(?:\w+\s+)?(?:days?|weeks?|months?|years?|hours?|minutes?)\s+$", re.I)
_ONLY_BOUND = re.compile(
    r"\bonly\s+(?P<bound>(?:before|after|until|between|under|over|below|above|up\s+to|within)\s+[^,;.]*?\d[\w:.%]*)",
    re.I,
)


def limit_dropped(claim: str, sentence: str) -> tuple[str, str] | None:
    """(the sentence's phrase, the claim's, or "") when the claim keeps a time the sentence counts from but drops
    the count ("after the due date" for "more than 7 days after the due date"), or says what the sentence allows
    only within a bound and drops the bound ("may use the club … on weekdays" for "only before 16:00 on
    weekdays"); else None."""
    claim, sentence = " ".join(claim.split()), " ".join(sentence.split())
    lowered = claim.lower()
    for found in _TIME_OFFSET.finditer(sentence):
        counted_from = f"{found.group('side')} {found.group('what')}"
        at = lowered.find(counted_from.lower())
        if at < 0 or _COUNT_BEFORE.search(claim[max(0, at - 40) : at]):
            continue  # the claim keeps a count of its own ("10 days after the due date"): the figures check it
        # The claim must say what the count is for ("fast for 8 hours before the test"), not another clause's
        # thing ("water is allowed").
        clause = re.split(r"[;,]", sentence[: found.start()])[-1]
        counted = {stem(w) for w in re.findall(r"[a-z][\w-]*", clause.lower()) if w not in STOPWORDS}
        if counted & {stem(w) for w in re.findall(r"[a-z][\w-]*", lowered)}:
            return found.group(), counted_from
    for found in _ONLY_BOUND.finditer(sentence):
        figure = re.search(r"\d[\w:.%]*", found.group("bound"))
        before = re.findall(r"[a-z][\w-]*", sentence[max(0, found.start() - 30) : found.start()].lower())
        held = [word for word in before[-3:] if word not in STOPWORDS]
        if figure and figure.group() not in claim and held and all(word in lowered for word in held):
            return f"only {found.group('bound')}", ""
    return None
