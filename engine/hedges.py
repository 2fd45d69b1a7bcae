"""Words that say a statement is only possible, reported, believed, planned, conditional or denied: "may reduce",
"allegedly stole", "is expected to open", "plans to open", "would have cut" (not a narrative's "would win",
which says it happened), "if the bill passes", "denied that
the deal was signed". A source that hedges a statement does not bear out a claim that makes it flatly
("reduces", "stole", "opened", "cut", "taxes will rise", "the deal was signed"): the claim turns a possibility into
a fact.
"""

from __future__ import annotations

import re

from .lexical import content_tokens
from .negation import clauses

_HEDGE_WORD = re.compile(
    r"\b(?:may|might|could(?!\s+not\b|n['’]t)|possibl[ey]|probably|likely|unlikely|perhaps|maybe|potential(?:ly)?|"
    r"apparently|considered|"
    r"allegedly|alleged|reportedly|supposedly|purportedly|reputedly|rumou?red|suspected|unconfirmed|speculated|"
    r"believed?|believes|suggest(?:s|ed)?|accused|claimed|"
    r"would\s+have|den(?:y|ies|ied|ying))\b"
)
"""Lower-case only: "May" is as often the month."""
_HEDGE_PHRASE = re.compile(
    r"\b(?:is|are|was|were|be|been)\s+(?:expected|thought|said|understood|set|due|scheduled)\s+to\b|\bin talks\b"
    r"|\b(?:plans?|planned|aims?|aimed|intends?|intended|hopes?|hoped|seeks?|sought|proposes?|proposed|wants?|wanted)"
    r"\s+to\b",
    re.I,
)
_CONDITION = re.compile(r"^\W*(?:if|unless|should|were)\b", re.I)
"""A sentence that opens with a condition holds its main clause under it ("If the bill passes, taxes will rise")."""


_CONDITIONAL = re.compile(r"\b(?:if|unless)\b", re.I)
"""A condition inside a clause ("taxes will rise if the bill passes"); a claim with one of its own keeps the
source's ("Indeed, If you've …")."""
_ATTRIBUTED = re.compile(r"\baccording to\b", re.I)
"""A claim that names who says it keeps the source's distance, though attribution alone hedges nothing."""
_AND = re.compile(r"\s+and\s+", re.I)


def hedges(text: str) -> list[tuple[int, str]]:
    """(where, word) for each hedging word or phrase of `text`, in order."""
    found = [(m.start(), m.group()) for m in _HEDGE_WORD.finditer(text)]
    found += [(m.start(), m.group()) for m in _HEDGE_PHRASE.finditer(text)]
    return sorted(found)


def hedge_dropped(claim: str, span: str) -> str | None:
    """The hedge ("may") under which `span` says what the claim says, when the claim says it with no hedge of its
    own, else None. A hedge reaches over its clause up to an "and" ("the skeleton will be recovered … and possibly
    put on display": the display, not the recovery); the claim says what that part says when it holds half of the
    part's content words (at least two, or all of the claim's if it has fewer)."""
    if hedges(claim) or _ATTRIBUTED.search(claim):
        return None
    wanted = content_tokens(claim)
    conditional = _CONDITIONAL.search(claim) is not None  # a claim with a condition of its own keeps the source's
    if not conditional and (condition := _CONDITION.match(span)):
        if len(wanted & content_tokens(span)) >= min(len(wanted), 2):
            return condition.group().strip(" \"'“(").lower()
    for clause in clauses(span):
        for part in _AND.split(clause):
            found = hedges(part) + (
                [] if conditional else [(m.start(), m.group()) for m in _CONDITIONAL.finditer(part)]
            )
            if not found:
                continue
            said = content_tokens(part) - content_tokens(" ".join(word for _, word in found))
            if len(said & wanted) >= min(len(wanted), max(2, (len(said) + 1) // 2)):
                return found[0][1]
    return None


_PRESENT = re.compile(r"\b(?:is|are|remains?|has|have|serves?|holds?|leads?|runs?|owns?|heads?)\b", re.I)
_PAST_MARK = re.compile(
    r"\b(?:former|formerly|previously|no longer|used to|once|ex)\b[\s-]+(?P<word>[A-Za-z][\w-]*)", re.I
)
_UNTIL = re.compile(r"\buntil\s+(?:\d{4}|(?:his|her|their|its)\s+\w+|[A-Z]\w+)", re.I)


def no_longer_so(claim: str, span: str) -> str | None:
    """The words ("until 1931", "former CEO") by which `span` says that what the claim states in the present held
    only in the past, when the claim has no such words of its own, else None. "The tower is the tallest
    building" is not borne out by "The tower was the tallest building until 1931", nor "Ortiz is the CEO" by
    "Ortiz, the former CEO, …"."""
    if not _PRESENT.search(claim) or _PAST_MARK.search(claim) or re.search(r"\buntil\b", claim, re.I):
        return None
    wanted = content_tokens(claim)
    for mark in _PAST_MARK.finditer(span):
        if content_tokens(mark.group("word")) & wanted:
            return mark.group().strip()
    for mark in _UNTIL.finditer(span):
        before = content_tokens(span[: mark.start()])
        if len(before & wanted) >= min(len(wanted), max(2, (len(wanted) + 1) // 2)):
            return mark.group().strip()
    return None
