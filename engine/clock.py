"""Times of day: which part of a time a figure is ("hour" of "14:52", "minutes", "pm-hour" of "3 pm"), its hour on
the 24-hour clock, and whether two figures are the hour of one time ("6:30 pm" and "18:30"; "1:10" and "13:10")."""

from __future__ import annotations

import re

from .quantities import Quantity


def clock_part(text: str, quantity: Quantity) -> str:
    """How a time of day writes the figure: "hour" of "14:52", "pm-hour" of "3 pm", "minutes" of "14:52" or
    "2:06:19", or "" for no time. The hour of "2.52pm" is no hour of "14:52": only like parts of like times are
    compared, and minutes never alone."""
    if text[quantity.start - 1 : quantity.start] == ":":
        return "minutes"
    if text[quantity.end : quantity.end + 1] == ":":
        return "hour"
    return "pm-hour" if CLOCK.match(text, quantity.end) else ""


MINUTES = re.compile(r":([0-5]\d)(?!\d)")
"""The two-digit minutes after a time's hour (":45" of "07:45"), as a group."""
_AM_PM = r"(?P<half>[ap])\.?m\b"
"""The half of the day after a time ("pm", "a.m."): one pattern for `CLOCK` and `_MERIDIEM`."""
_MERIDIEM = re.compile(r"(?::\d\d(?::\d\d)?)?\s*" + _AM_PM, re.I)
CLOCK = re.compile(r"\s*(?:" + _AM_PM + r"\.?|o['’]clock\b)", re.I)
"""What says a figure before it is a time: "pm", "a.m.", "o'clock"."""


def clock_hour(text: str, quantity: Quantity) -> int | None:
    """The hour of a time of day on the 24-hour clock ("6:30 pm" → 18, "12 am" → 0, "18:30" → 18), else None: the
    same time written on either clock is one figure."""
    part = clock_part(text, quantity)
    if part not in ("hour", "pm-hour") or quantity.value != quantity.value.to_integral_value():
        return None
    hour = int(quantity.value)
    half = _MERIDIEM.match(text, quantity.end)
    if half is None:  # a 24-hour time has two-digit minutes: "18:30", not the "3:1" of a score or a ratio
        return hour if hour <= 24 and MINUTES.match(text, quantity.end) else None
    if not 1 <= hour <= 12:
        return None
    return hour % 12 + (12 if half.group("half").lower() == "p" else 0)


def same_clock_hour(text: str, quantity: Quantity, other_text: str, other: Quantity) -> bool:
    """Whether two figures are the hour of one time of day: "6:30 pm" and "18:30"; and a time written with its
    minutes but with neither am/pm nor a leading zero ("1:10", "5:45") on either half of the day, as people write
    the 12-hour clock: "1:10" is "13:10", while "01:10" is not."""
    hour, other_hour = clock_hour(text, quantity), clock_hour(other_text, other)
    if hour is None or other_hour is None:
        return False
    return hour == other_hour or (
        hour % 12 == other_hour % 12 and (_either_half(text, quantity) or _either_half(other_text, other))
    )


def _either_half(text: str, quantity: Quantity) -> bool:
    return (
        1 <= quantity.value <= 12
        and quantity.text[:1] != "0"
        and clock_part(text, quantity) == "hour"
        and _MERIDIEM.match(text, quantity.end) is None
    )
