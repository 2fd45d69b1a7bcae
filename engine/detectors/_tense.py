"""What a sentence says is to come, claimed as done: "The new station opened in 2027" against "The new station will
open in 2027". Every word but the verb's ending is in the sentence, so lexical support passes it; the hedges
check reads "plans to" and "is expected to" but not a plain "will". Only a claim in the past is read: "The device
shuts down when it overheats" may restate "The device will shut down when it overheats"."""

from __future__ import annotations

import re

from ._agents import is_past_form, same_verb, verb_base

_TO_COME = re.compile(
    r"\b(?P<marker>will|shall|(?:is|are)\s+(?:going|due|scheduled|set)\s+to)\s+(?:not\s+)?(?:be\s+)?(?P<verb>[a-z]{3,})",
    re.I,
)
_CLAIM_TO_COME = re.compile(
    r"\b(?:will|would|shall|going to|due to|scheduled|expected|plans?|planned|aims?|may|might|could|set to)\b"
    r"|^\W*(?:starting|beginning|as of)\b",
    re.I,
)
"""A claim that speaks of what is to come itself: a future or planning word, or an opening "Starting 6 January, …"."""


def future_as_done(claim: str, sentence: str) -> str | None:
    """The sentence's words for what is to come ("will open") when the claim says it in the past ("opened", "has
    opened"); else None."""
    if _CLAIM_TO_COME.search(claim):
        return None
    for found in _TO_COME.finditer(sentence):
        verb = verb_base(found.group("verb"))
        for word in re.findall(r"[a-z]+", claim.lower()):
            if is_past_form(word) and same_verb(verb_base(word), verb, shortest=4):
                return found.group().strip()
    return None
