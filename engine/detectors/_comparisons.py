"""A comparison turned to another object: "The bridge is longer than the canal" against "The bridge is longer than
the tunnel but shorter than the canal".

Every word of such a claim is in the sentence, and the words it leaves out ("tunnel but shorter than the") are the
kind a summary drops, so lexical support passes it. A comparison pairs its word ("longer", "more expensive") with
what it compares against; when the sentence gives the claim's object only after another comparison, the claim
says what the sentence does not.
"""

from __future__ import annotations

import re

from ..lexical import stem

_COMPARISON = re.compile(
    r"\b(?P<word>(?:more|less|fewer)\s+[a-z][\w-]*|[a-z][\w-]*er|better|worse|earlier|later)"
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


def _key(word: str) -> str:
    return " ".join(stem(w) for w in word.lower().split())
