"""An hour of the clock written as a bare number: "open 10 till 5", "open late until 9", "doors at 7", "back by
four".

Answers say opening hours the way people speak, sources the way timetables print them ("10:00 to 17:00"). A bare
number from 1 to 12 that a time word leads to ("until", "till", "from", "at", "opens") in a text about opening or
the time of day is an hour on either half of the day: "5" is 05:00 or 17:00. It agrees with a time of that hour and
no minutes; it never contradicts a time, since a bare hour is as often worked out ("last admission at 4" from
"last entry one hour before closing" at 17:00), and it is no count to set against one ("under-16s").

A time said in words ("quarter to eight", "half past five", "at half six") is read the same way (`spoken_time`):
on either half of the day, it agrees with a time of that hour and those minutes ("07:45").
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal

from .clock import MINUTES, clock_hour, clock_part
from .quantities import Quantity, parse_number

_LED_BY = re.compile(
    r"(?:\b(?:until|till|til|from|at|by|before|after|between|opens?|closes?|open|around|about)|['’]til|\d\s*(?:-|–|to))"
    r"\s*$",
    re.I,
)
"""What leads to an hour: "until 9", "till 5", "from 10", "at 4", "opens 9", "around six", "10-5", "10 to 5"."""
_FOLLOWED_BY = re.compile(
    r"\s*(?:$|[^\w\s]|(?:and|or|but|with|on|in|every|each|daily|till|til|until|to|o['’]?clock|tonight|then|when|"
    r"while|so|at|from)\b)",
    re.I,
)
"""What may follow an hour: punctuation, the end, or a word that is no noun it counts ("at 4 stations" counts)."""
_ABOUT_TIME = re.compile(
    r"\b(?:open|opens|opening|close|closes|closing|closed|admission|entry|doors|late|o['’]?clock|morning|"
    r"afternoon|evening|night|tonight|back|home|arrives?|leaves?|departs?|returns?)\b|\b\d{1,2}:[0-5]\d\b",
    re.I,
)
"""Words of a text about opening hours, a journey's times or the time of day, or a time written in it ("11:15")."""
_NO_MINUTES = re.compile(r"(?::00(?!\d)|\s*[ap]\.?m\b)", re.I)


def bare_hours(text: str, quantity: Quantity) -> tuple[int, int] | None:
    """The two hours of the 24-hour clock a bare number may be ("5" → (5, 17)), or None when it is no bare hour."""
    if quantity.kind != "count" or quantity.unit or clock_part(text, quantity):
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


_HOUR_BEFORE = re.compile(r"(?<!\d)(\d{1,2}):$")
_SPOKEN_MINUTES = {"quarter": 15, "half": 30, "five": 5, "ten": 10, "twenty": 20, "twenty-five": 25}
_SPOKEN_HOUR_LEAD = re.compile(
    r"\b(?:(?:(?P<minutes>quarter|half|five|ten|twenty|twenty-five)(?:\s+minutes)?\s+(?P<way>past|after|to))|"
    r"(?:at|from|until|till|by|around|about)\s+(?P<half>half))\s+$",
    re.I,
)
"""The words before the hour of a time said as people speak it: "quarter to (eight)", "half past (five)", "ten
past (nine)", and the British "at half (six)" for 6:30."""
_SPOKEN_HOUR_AFTER = re.compile(
    r"\s+(?:minutes\s+)?(?P<way>past|after|to)\s+(?P<hour>one|two|three|four|five|six|seven|eight|nine|ten|eleven|"
    r"twelve|[1-9]|1[0-2])\b",
    re.I,
)
_AFTER_SPOKEN = re.compile(r"\s+(?:there|the|sharp)\b", re.I)
"""Words a spoken time may be followed by besides those after a bare hour: "at half six there is a run"."""


@dataclass(frozen=True, slots=True)
class SpokenTime:
    """A time of day said in words, on either half of the day: its two hours on the 24-hour clock, its minutes, and
    which of them the figure read is ("eight" of "quarter to eight" is the hour, "ten" of "ten past nine" the
    minutes)."""

    hours: frozenset[int]
    minutes: int
    part: Literal["hour", "minutes"]


def spoken_time(text: str, quantity: Quantity) -> SpokenTime | None:
    """The time a figure is part of when the time is said in words: the hour of "quarter to eight" (7:45 or 19:45),
    "half past five", "at half six" (6:30), or the minutes of "ten past nine" and "five to six"; else None."""
    if quantity.value != quantity.value.to_integral_value():
        return None
    if (after := _SPOKEN_HOUR_AFTER.match(text, quantity.end)) and quantity.text.lower() in _SPOKEN_MINUTES:
        hour = int(parse_number(after.group("hour")) or 0)  # the pattern admits only one to twelve
        return _spoken(hour, int(quantity.value), after.group("way"), text, after.end(), "minutes")
    lead = _SPOKEN_HOUR_LEAD.search(text[max(0, quantity.start - 40) : quantity.start])
    if lead is None or not 1 <= quantity.value <= 12:
        return None
    if lead.group("half"):
        return _spoken(int(quantity.value), 30, "past", text, quantity.end, "hour")
    minutes = _SPOKEN_MINUTES[lead.group("minutes").lower()]
    return _spoken(int(quantity.value), minutes, lead.group("way"), text, quantity.end, "hour")


def _spoken(
    hour: int, minutes: int, way: str, text: str, end: int, part: Literal["hour", "minutes"]
) -> SpokenTime | None:
    if not (_FOLLOWED_BY.match(text, end) or _AFTER_SPOKEN.match(text, end)):
        return None  # "five to six weeks" counts weeks
    if way.lower() == "to":
        hour, minutes = (hour - 1) or 12, 60 - minutes
    return SpokenTime(frozenset({hour % 12, hour % 12 + 12}), minutes, part)


def is_time_of(time: SpokenTime | None, text: str, stated: Quantity) -> bool:
    """Whether a figure of `text` is the same part of the time `spoken_time` read, written with figures ("eight" of
    "quarter to eight" and "07" of "07:45" or "19:45"; "ten" of "ten past nine" and "10" of "09:10") or in words."""
    if time is None:
        return False
    if (said := spoken_time(text, stated)) is not None:
        return said == time  # "quarter to eight" on both sides
    if time.part == "hour":
        minutes = MINUTES.match(text, stated.end)
        return clock_hour(text, stated) in time.hours and minutes is not None and int(minutes.group(1)) == time.minutes
    hour = _HOUR_BEFORE.search(text, max(0, stated.start - 3), stated.start)
    return (
        clock_part(text, stated) == "minutes"
        and stated.value == time.minutes
        and hour is not None
        and int(hour.group(1)) in time.hours
    )
