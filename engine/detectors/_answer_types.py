"""What kind of answer a question asks for, when its words say so plainly: a number, a time, a name, or a yes
or no.

"How many people live in Kestrel?" answered "Springfield" names nothing the question asked for, however
often "Springfield" appears near the question's words in the sources. Only three kinds are read, because
they can be checked without a model: a number (digits, number words, ordinals), a time (a year, a date, a
month, a decade or century) and the name of a person or group ("Who directed …?", "Which actor …?"), which
a nationality alone ("American") is not. A question that opens with "Is", "Did" or "Has" and offers no options
asks yes or no: "Is Tom Hale a film producer?" answered "Ana Ruiz" answers nothing, however true it is that
the sources name Ana Ruiz. Anything else — where, which film — is left to the other checks.
"""

from __future__ import annotations

import re
from typing import Literal

from ..numbers import quantities_of

Kind = Literal["number", "time", "name", "yes or no"]

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
_NAME_QUESTION = re.compile(
    r"^\s*who\s+(?:is|was|were|are|did|does|do|has|had|wrote|directed|played|founded|created|won|sang)\b"
    r"|\b(?:which|what)\s+(?:[A-Za-z-]+\s+){0,2}?(?:actor|actress|singer|musician|band|group|person|player"
    r"|author|writer|director|artist|politician|producer|rapper|comedian|footballer|athlete|composer|poet"
    r"|novelist|screenwriter|songwriter)s?\b",
    re.I,
)
_POLAR_QUESTION = re.compile(
    r"^\s*(?:is|are|was|were|do|does|did|has|have|had|can|could|will|would|should)\s+(?!.*\bor\b)", re.I | re.S
)
# What answers a yes-or-no question: the word itself, a denial, or a clause of its own ("Tom Hale is.").
_YES_OR_NO = re.compile(
    r"\b(?:yes|no|not|never|neither|nor|both|true|false|is|are|was|were|has|have|had|does|did|do|can|could|will"
    r"|would)\b|n['’]t\b",
    re.I,
)
# Nationality words, which describe a person or group but do not name one.
_NATIONALITIES = frozenset(
    """american british english scottish welsh irish french german italian spanish portuguese dutch belgian swiss
    austrian swedish norwegian danish finnish icelandic polish czech slovak hungarian romanian bulgarian greek
    turkish russian ukrainian serbian croatian canadian mexican brazilian argentine argentinian chilean peruvian
    colombian cuban australian indian pakistani chinese japanese korean vietnamese thai filipino indonesian
    malaysian egyptian nigerian kenyan ghanaian israeli iranian iraqi saudi african european asian""".split()
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
    if _NAME_QUESTION.search(question):
        return "name"
    if _POLAR_QUESTION.match(question):
        return "yes or no"
    return None


def fits(answer: str, kind: Kind) -> bool:
    """Whether the answer holds something of that kind at all (not whether it is right)."""
    if kind == "name":
        capitalised = re.findall(r"\b[A-Z][\w'’-]*", answer)
        if capitalised:
            return any(word.lower() not in _NATIONALITIES for word in capitalised)
        return not re.search(r"\d", answer) and bool(re.search(r"[a-z]{3}", answer))  # "her brother", not "1950"
    if kind == "yes or no":
        return _YES_OR_NO.search(answer) is not None
    if kind == "time":
        return bool(re.search(r"\d", answer) or _MONTH.search(answer) or _TIME_WORD.search(answer))
    return bool(quantities_of(answer) or _ORDINAL.search(answer))
