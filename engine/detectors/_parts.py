"""A part taken for the whole: "500 people work night shifts" against "The factory employs 500 people, half of whom
work night shifts", and "20 candidates passed" against "Only 3 of the 20 candidates passed".

The claim keeps the whole's figure and the part's predicate, and drops the words that say only a part does it
("half of whom", "3 of the"). Every word it keeps is in the sentence, so lexical support passes it.
"""

from __future__ import annotations

import re

from ..lexical import content_tokens

_PART = r"(?:half|most|some|many|few|several|none|all|both|each|one|two|three|four|five|a\s+third|a\s+quarter|\d+%?)"
_WHOLE_WORDS = r"two|three|four|five|six|seven|eight|nine|ten|eleven|twelve"
"""A whole written as a word ("two of the three people aboard")."""
_PART_OF_WHOM = re.compile(rf"\b(?P<part>{_PART})\s+of\s+(?:whom|which|them|these|those)\s+(?P<rest>[^,;.]+)", re.I)
_PART_OF_WHOLE = re.compile(
    rf"\b(?P<part>\d[\d,]*|{_PART})\s+(?:out\s+)?of\s+(?:the\s+|all\s+)?(?P<whole>\d[\d,]*|{_WHOLE_WORDS})\s+"
    r"(?P<noun>[a-z][\w-]*)",
    re.I,
)


def part_taken_for_whole(claim: str, sentence: str) -> tuple[str, str] | None:
    """(the sentence's words for the part, what the claim says instead) when the claim says of the whole what the
    sentence says of a part; else None."""
    lowered = claim.lower()
    for found in _PART_OF_WHOM.finditer(sentence):
        said = content_tokens(found.group("rest"))
        if len(said) >= 2 and said <= content_tokens(claim) and found.group("part").lower() not in lowered:
            return found.group().strip(), claim.strip().rstrip(".")
    for found in _PART_OF_WHOLE.finditer(sentence):
        whole = re.search(rf"(?<![\d,.]){re.escape(found.group('whole'))}\s+{re.escape(found.group('noun'))}", claim)
        predicate = content_tokens(sentence[found.end() :]) & content_tokens(claim[whole.end() :]) if whole else set()
        # "There were 20 candidates" says nothing the part does; "20 candidates passed" says the part's "passed".
        if whole and predicate and not re.search(rf"\b{re.escape(found.group('part'))}\s+(?:out\s+)?of\b", claim):
            return found.group(), whole.group()
    return None
