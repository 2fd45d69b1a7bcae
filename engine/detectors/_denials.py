"""Denials between a claim and a source sentence: whether a differing denial states the claim's opposite, and
whether a sentence only asks or calls the claim false."""

from __future__ import annotations

import re

from ..lexical import content_tokens, tokens
from ..negation import clauses as negation_clauses
from ..negation import denying_clause, negated_heads, same_word

_CLOSERS = " \t\n\"'”’)]*_"
_DENIAL = re.compile(r"\b(?:false|untrue|myths?|misconceptions?|incorrect|wrong|debunked|hoax)\b", re.I)


def asks_or_denies(span: str, claim: str) -> str | None:
    """Words alone cannot tell a statement from a question about it or a denial of it ("Is X?", "It is false that
    X", "Myth: X"), so such a span never supports a claim that does not ask or deny in the same way."""
    if span.rstrip(_CLOSERS).endswith("?") and not claim.rstrip(_CLOSERS).endswith("?"):
        return "only asks this"
    denied = {w.lower() for w in _DENIAL.findall(span)} - {w.lower() for w in _DENIAL.findall(claim)}
    return f"calls it {sorted(denied)[0]}" if denied else None


def _denial_covers(side: str, claim: str, span: str) -> bool:
    """Whether the differing denial is about all the claim says, so the sentence states its opposite. The sentence
    is short, with a comma at most, and:
    - a denial of the source's sits in the clause that holds the claim's content and denies a word of the claim
      ("The company did not disclose the price, but analysts estimated it" denies no estimate);
    - a denial of the claim's is of something one clause of the sentence says of the claim's subject, and neither
      side speaks of a part or sets one apart ("only two of the ten finished" leaves the rest unfinished)."""
    single = len(re.findall(r"[,;:]", span)) <= 1 and len(span.split()) <= 40
    if side == "the source" and single:
        clause = denying_clause(claim, span)
        wanted = content_tokens(claim)
        if clause is None or len(wanted & content_tokens(clause)) < 0.9 * len(wanted):
            return False
        # What the clause denies must be what the claim says: "403 if access is denied" is no opposite of "404 if
        # the user does not exist and 403 if access is denied", whose denial is about the user's existing.
        return any(head in wanted or any(w.startswith(head) for w in wanted) for head in negated_heads(clause))
    if side == "the claim" and single:
        # The sentence must say what the claim denies of the claim's subject, in one clause: "Cars cannot use the
        # bridge" is no opposite of "The bridge is not open to cars, although cyclists may use it" (the cyclists').
        if _A_PART.search(claim) or _SET_APART.search(span):
            return False  # "Most drivers did not finish" is no opposite of "Only two of the ten drivers finished"
        subject = next((t for t in tokens(claim) if t in content_tokens(claim)), "")
        heads = negated_heads(claim)
        return any(
            subject in words and any(same_word(head, words) for head in heads)
            for words in (content_tokens(part) for part in negation_clauses(span))
        )
    return single


_SET_APART_WORDS = r"only|just|except|excluding|apart from|other than|but for|\d[\d,]*\s+of\s+the"
_SET_APART = re.compile(rf"\b(?:{_SET_APART_WORDS})\b", re.I)
"""A sentence that limits what it says to a part ("only two of the ten finished", "open every day except Sunday")
leaves the rest to a denial; one that says "most" or "some" does not bear out "never"."""
_A_PART = re.compile(rf"\b(?:{_SET_APART_WORDS}|most|many|some|few|several|half|none)\b", re.I)
"""A claim about a part ("Most drivers did not finish") denies nothing of the rest."""
