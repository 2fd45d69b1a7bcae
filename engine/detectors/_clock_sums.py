"""Times of day worked out by adding a stated duration: "gets in at 18:25" from "the 16:30 … takes 1 hour 55
minutes", and durations worked out as the gap between two stated times or two stated durations ("40 minutes
quicker" from "2 hours 35 minutes" and "1 hour 55 minutes"). Closed-world arithmetic on the clock, read only to
excuse a figure the window does not write (`_worked_out.unstated_figures`), never to contradict one.
"""

from __future__ import annotations

import re
from itertools import combinations

from ..clock import clock_part
from ..numbers import Quantity, parse_number

_DAY = 24 * 60
_COUNT = r"\d{1,3}|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve"
_TIME = re.compile(
    r"(?<![\d:.])(\d{1,2})[:.]([0-5]\d)(?![\d:])(?:\s*(?P<half>[ap])\.?m\b)?"
    r"|(?<![\d:.])(\d{1,2})\s*(?P<h2>[ap])\.?m\b",
    re.I,
)
"""A time of day: "18:25", "6.30pm", "4 pm"."""
_DURATION = re.compile(
    rf"\b(?:(?P<h>{_COUNT})\s*(?:hours?|hrs?|h)\b(?:\s*(?:and\s+)?(?P<hm>\d{{1,2}})\s*(?:minutes?|mins?)\b)?"
    rf"|(?P<m>\d{{1,3}})\s*(?:minutes?|mins?)\b)",
    re.I,
)
"""A duration: "1 hour 55 minutes", "2 hours", "an hour", "40 minutes"."""


def clock_worked_out(claim: str, figure: Quantity, text: str) -> bool:
    """Whether the claim's figure belongs to a time of day that a time of `text` or another of the claim's plus or
    minus a duration of `text` gives, or to a duration that is the gap between two times or two durations of
    `text` (never one of the claim's own: "40 minutes" is no gap between it and an 80 the source gives)."""
    if clock_part(claim, figure):
        own = _time_spans(claim)
        claimed = next((at for start, end, at in own if start <= figure.start < end), None)
        if claimed is None:
            return False
        others = _times(text) + [at for start, end, at in own if not start <= figure.start < end]  # the claim's too
        durations = _durations(text)
        return any(
            (time + sign * length) % _DAY == claimed for time in others for length in durations for sign in (1, -1)
        )
    length = next((minutes for start, end, minutes in _duration_spans(claim) if start <= figure.start < end), None)
    if not length:
        return False  # not a duration of the clock: nothing of `text` is read
    times, durations = _times(text), _durations(text)
    gaps = [abs(a - b) for a, b in combinations(times, 2)] + [abs(a - b) for a, b in combinations(durations, 2)]
    return length in gaps


def _times(text: str) -> list[int]:
    return [at for _, _, at in _time_spans(text)]


def _durations(text: str) -> list[int]:
    return [minutes for _, _, minutes in _duration_spans(text) if minutes]


def _time_spans(text: str) -> list[tuple[int, int, int]]:
    spans = []
    for found in _TIME.finditer(text):
        hour = int(found.group(1) or found.group(4))
        minutes = int(found.group(2) or 0)
        half = (found.group("half") or found.group("h2") or "").lower()
        if half and 1 <= hour <= 12:
            hour = hour % 12 + (12 if half == "p" else 0)
        if hour < 24:
            spans.append((found.start(), found.end(), hour * 60 + minutes))
    return spans


def _duration_spans(text: str) -> list[tuple[int, int, int]]:
    spans = []
    for found in _DURATION.finditer(text):
        if found.group("h"):
            written = found.group("h").lower()
            hours = 1 if written in ("a", "an") else int(parse_number(written) or 0)
            minutes = hours * 60 + int(found.group("hm") or 0)
        else:
            minutes = int(found.group("m"))
        spans.append((found.start(), found.end(), minutes))
    return spans
