"""An hour of the clock written as a bare number: "open 10 till 5", "open late until 9", "doors at 7".

Answers say opening hours the way people speak, sources the way timetables print them ("10:00 to 17:00"). A bare
number from 1 to 12 that a time word leads to ("until", "till", "from", "at", "opens") in a text about opening or
the time of day is an hour on either half of the day: "5" is 05:00 or 17:00. It agrees with a time of that hour and
no minutes; it never contradicts a time, since a bare hour is as often worked out ("last admission at 4" from
"last entry one hour before closing" at 17:00), and it is no count to set against one ("under-16s").
"""

from __future__ import annotations

import re

from .clock import clock_hour, clock_part
from .quantities import Quantity

_LED_BY = re.compile(
    r"(?:\b(?:until|till|til|from|at|by|before|after|between|opens?|closes?|open)|['’]til|\d\s*(?:-|–|to))\s*$", re.I
)
"""What leads to an hour: "until 9", "till 5", "from 10", "at 4", "opens 9", "10-5", "10 to 5"."""
_FOLLOWED_BY = re.compile(
    r"\s*(?:$|[^\w\s]|(?:and|or|but|with|on|in|every|each|daily|till|til|until|to|o['’]?clock|tonight|then|when|"
    r"while|so|at|from)\b)",
    re.I,
)
"""What may follow an hour: punctuation, the end, or a word that is no noun it counts ("at 4 stations" counts)."""
_ABOUT_TIME = re.compile(
    r"\b(?:open|opens|opening|close|closes|closing|closed|admission|entry|doors|late|o['’]?clock|morning|"
    r"afternoon|evening|night|tonight)\b",
    re.I,
)
"""Words of a text about opening hours or the time of day."""
_NO_MINUTES = re.compile(r"(?::00(?!\d)|\s*[ap]\.?m\b)", re.I)


def bare_hours(text: str, quantity: Quantity) -> tuple[int, int] | None:
    """The two hours of the 24-hour clock a bare number may be ("5" → (5, 17)), or None when it is no bare hour."""
    if quantity.kind != "count" or quantity.unit or quantity.text[:1].isalpha() or clock_part(text, quantity):
        return None
    if quantity.value != quantity.value.to_integral_value() or not 1 <= quantity.value <= 12:
        return None
    if text[quantity.end : quantity.end + 1] in ".," and text[quantity.end + 1 : quantity.end + 2].isdigit():
        return None  # "4.30", "5,000": not a whole hour
    if not (
        _LED_BY.search(text[max(0, quantity.start - 12) : quantity.start]) and _FOLLOWED_BY.match(text, quantity.end)
    ):
        return None
    if not _ABOUT_TIME.search(text):
        return None
    hour = int(quantity.value)
    return (hour % 12, hour % 12 + 12)


def is_hour_of(hours: tuple[int, int] | None, span: str, stated: Quantity) -> bool:
    """Whether the span's time of day is one of a bare hour's two (`bare_hours`), with no minutes: "until 9" and
    "until 21:00", "till 5" and "to 5pm". The claim's hours are read once, by the caller, for all the span's figures."""
    return hours is not None and clock_hour(span, stated) in hours and _NO_MINUTES.match(span, stated.end) is not None
