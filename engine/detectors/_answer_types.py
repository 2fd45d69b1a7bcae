"""What kind of answer a question asks for, when its words say so plainly: a number or a time.

"How many people live in Kestrel?" answered "Springfield" names nothing the question asked for, however
often "Springfield" appears near the question's words in the sources. Only two kinds are read, because
they can be checked without a model: a number (digits, number words, ordinals) and a time (a year, a date,
a month, a decade or century). Anything else — who, where, which — is left to the other checks.
"""

from __future__ import annotations

import re
from typing import Literal

from ..numbers import extract_quantities

Kind = Literal["number", "time"]

_NUMBER_QUESTION = re.compile(
    r"^\s*how\s+(?:many|much|long|old|tall|far|high|big|large|deep|wide|heavy)\b"
    r"|\bwhat\s+(?:is\s+the\s+|was\s+the\s+)?(?:population|percentage|number|amount|total|age|height|length|size"
    r"|capacity|area|elevation|seating\s+capacity)\b",
    re.I,
)
# "When was …?" asks for a time; "When a Man Falls in Love is a series …" (a title) does not.
_TIME_QUESTION = re.compile(
    r"^\s*when\s+(?:is|was|were|did|does|do|will|has|had|have|are)\b"
    r"|\b(?:what|which)\s+(?:year|decade|century|date|month|day)\b",
    re.I,
)
_ORDINAL = re.compile(
    r"\b(?:\d+(?:st|nd|rd|th)|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth"
    r"|[a-z]+teenth|[a-z]+tieth)\b",
    re.I,
)
# Month names count when capitalised ("May 1990", not "it may be").
_MONTH = re.compile(r"\b(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\b")
_TIME_WORD = re.compile(r"\b(?:century|centuries|decade|BC|BCE|AD|CE)\b", re.I)


def expected_kind(question: str) -> Kind | None:
    """The kind of answer the question plainly asks for, or None."""
    if _TIME_QUESTION.search(question):
        return "time"
    if _NUMBER_QUESTION.search(question):
        return "number"
    return None


def fits(answer: str, kind: Kind) -> bool:
    """Whether the answer holds something of that kind at all (not whether it is right)."""
    if kind == "time":
        return bool(re.search(r"\d", answer) or _MONTH.search(answer) or _TIME_WORD.search(answer))
    return bool(extract_quantities(answer) or _ORDINAL.search(answer))
