"""Find calendar dates in prose ("4 July 2024", "July 4th, 2024", "2024-07-04", "04/07/2024") and say which
cannot exist ("31 April", "February 29, 2023", "2023-13-01")."""

from __future__ import annotations

import calendar
import datetime as dt
import itertools
import re
from dataclasses import dataclass

from ..lexical import STOPWORDS
from ..numbers import MONTH_NAMES, Quantity

MONTHS = {
    "january": 1, "february": 2, "march": 3, "april": 4, "may": 5, "june": 6, "july": 7, "august": 8,
    "september": 9, "october": 10, "november": 11, "december": 12, "jan": 1, "feb": 2, "mar": 3, "apr": 4,
    "jun": 6, "jul": 7, "aug": 8, "sep": 9, "sept": 9, "oct": 10, "nov": 11, "dec": 12,
}  # fmt: skip
_MONTH = "(?:" + "|".join(MONTH_NAMES) + r")(?![a-z])"
WEEKDAY = r"(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Tues|Tue|Wed|Thurs|Thur|Thu|Fri|Sat|Sun|Mon)\b"
_YEAR = r"(?:1\d{3}|2\d{3})"
_ISO = rf"(?<![\d/-]){_YEAR}[-/]\d{{1,2}}[-/]\d{{1,2}}(?![\d/-])"
_NUMERIC = r"(?<![\d/.])\d{1,2}[/.]\d{1,2}[/.]" + _YEAR + r"(?![\d/]|\.\d)"
_NOT_A_DAY = r"(?![\d:])(?![.,]\d)(?!\s?(?:%|per\s?cent\b|percent\b))"
"""What may not follow a day of the month: more digits, a time, a decimal, a percent sign ("June 39% of fines")."""
_MDY = rf"\b{_MONTH}\.?\s+\d{{1,2}}(?:st|nd|rd|th)?{_NOT_A_DAY}(?:,?\s+{_YEAR}(?!\d))?"
_DMY = rf"\b\d{{1,2}}(?:st|nd|rd|th)?(?:\s+of)?\s+{_MONTH}\.?(?:,?\s+{_YEAR}(?!\d))?"
_MONTH_YEAR = rf"\b{_MONTH}\.?,?\s+{_YEAR}(?!\d)"
POINT = rf"(?:{_ISO}|{_NUMERIC}|{_MDY}|{_DMY}|{_MONTH_YEAR}|\b{_YEAR}\b)"
"""Regex of anything that names a point in time: a full date, a month and year, or a year."""
_FORMS = [re.compile(p) for p in (_ISO, _NUMERIC, _MDY, _DMY)]
_POINTS = re.compile(POINT)
_NEGATED = re.compile(
    r"(?:\bno\b|\bnot\b|\bnever\b|n't\b|\bimpossible\b|\binvalid\b|\bnonexistent\b|\bfictional\b)[^.;]{0,30}$", re.I
)
_DENIED_AFTER = re.compile(r"^[^.;]{0,25}\b(?:does not|doesn't|did not|didn't|never|cannot|can't) exist", re.I)


@dataclass(frozen=True, slots=True)
class FoundDate:
    """A date written in the text, as far as it goes (a year may be missing), and whether it can exist."""

    start: int
    end: int
    text: str
    year: int | None
    month: int | None
    day: int | None
    problem: str = ""
    """Why no such date exists ("April has 30 days"); "" when it is a real date."""
    ambiguous: bool = False
    """A numeric date that reads as two different days (04/07/2024)."""

    @property
    def complete(self) -> bool:
        return not self.problem and not self.ambiguous and None not in (self.year, self.month, self.day)

    def as_date(self) -> dt.date:
        assert self.complete
        return dt.date(self.year, self.month, self.day)  # type: ignore[arg-type]


def find_dates(text: str) -> list[FoundDate]:
    """Every full or partial (day and month) date in `text`, left to right, without overlaps."""
    found: list[FoundDate] = []
    for form in _FORMS:
        for match in form.finditer(text):
            if any(f.start < match.end() and match.start() < f.end for f in found):
                continue
            date = parse_point(match.group(), match.start(), text)
            if date is not None and (date.day is not None or date.problem):
                found.append(date)
    return sorted(found, key=lambda d: d.start)


def date_around(text: str, at: int) -> FoundDate | None:
    """The date written over position `at` (a figure's start: the "2" of "Sunday 2 September 1666"), if any."""
    return next((date for date in find_dates(text) if date.start <= at < date.end), None)


def within_dates(claim: str, at: int, span: str) -> bool:
    """Whether the date of the claim written over `at` lies within a range of dates the span gives whole at both ends
    ("from 10 June to 12 June", "10 June – 12 June"), in one year as far as any of them says. A range sharing its
    month ("10–12 June") is read as its last date only, so it gives no range here."""
    ours = date_around(claim, at)
    if ours is None or ours.month is None or ours.day is None:
        return False
    dates = [date for date in find_dates(span) if date.month is not None and date.day is not None]
    for first, last in itertools.pairwise(dates):
        joined = _RANGE_JOINT.fullmatch(span[first.end : last.start])
        one_year = len({year for year in (ours.year, first.year, last.year) if year is not None}) <= 1
        if joined and one_year and (first.month, first.day) <= (ours.month, ours.day) <= (last.month, last.day):
            return True
    return False


_RANGE_JOINT = re.compile(r"\s*(?:to|until|till|through|and|[–-])\s*(?:[A-Z][a-z]+day\s+)?", re.I)
"""What joins the two ends of a range of dates: "to", "until", a dash, with the second end's weekday."""


def as_dated(text: str, figure: Quantity) -> str:
    """A figure as a reason should show it: a date's day with its date ("2 September 1666", not "2")."""
    date = date_around(text, figure.start) if figure.kind == "count" else None
    return date.text.rstrip(".,;:") if date is not None and date.day is not None else figure.text


def parse_point(written: str, start: int = 0, text: str = "") -> FoundDate | None:
    """Read one date, month-and-year or year as written; None when it is none of these."""
    end = start + len(written)
    if m := re.fullmatch(r"(\d{4})[-/](\d{1,2})[-/](\d{1,2})", written):
        return _checked(start, end, written, int(m[1]), int(m[2]), int(m[3]))
    if m := re.fullmatch(r"(\d{1,2})[/.](\d{1,2})[/.](\d{4})", written):
        return _numeric(start, end, written, int(m[1]), int(m[2]), int(m[3]))
    words = re.findall(r"[A-Za-z]+|\d+", written)
    month = next((MONTHS[w.lower()] for w in words if w.lower() in MONTHS and w[0].isupper()), None)
    numbers = [w for w in words if w.isdigit()]
    year = next((int(n) for n in numbers if len(n) == 4), None)
    day = next((int(n) for n in numbers if len(n) <= 2), None)
    if month is None:
        return FoundDate(start=start, end=end, text=written, year=year, month=None, day=None) if year else None
    if day is not None and text and _weak(text, end, written):
        return FoundDate(start=start, end=end, text=written, year=year, month=month, day=None)
    return _checked(start, end, written, year, month, day)


def _weak(text: str, end: int, written: str) -> bool:
    """A day number followed by a plural noun is a count, not a date: "In June 31 employees quit"."""
    if re.search(r"\d(?:st|nd|rd|th)|\d{4}", written) or written[:1].isdigit():
        return False
    following = re.match(r"\s+([a-z]+)", text[end : end + 30])
    return bool(following and following[1] not in STOPWORDS and following[1] not in _AFTER_DATE)


_AFTER_DATE = frozenset("until till marks saw we i he she they due because".split())


def _numeric(start: int, end: int, written: str, a: int, b: int, year: int) -> FoundDate:
    """dd/mm/yyyy or mm/dd/yyyy: impossible only when neither reading is a date; ambiguous when both are."""
    day_first = _checked(start, end, written, year, b, a)
    month_first = _checked(start, end, written, year, a, b)
    if day_first.problem and month_first.problem:
        problem = day_first.problem if b <= 12 else month_first.problem if a <= 12 else f"there is no month {min(a, b)}"
        return FoundDate(start=start, end=end, text=written, year=year, month=None, day=None, problem=problem)
    good = month_first if day_first.problem else day_first
    both = not day_first.problem and not month_first.problem and a != b
    return FoundDate(start=start, end=end, text=written, year=year, month=good.month, day=good.day, ambiguous=both)


def _checked(start: int, end: int, written: str, year: int | None, month: int, day: int | None) -> FoundDate:
    problem = _problem(year, month, day)
    return FoundDate(start=start, end=end, text=written, year=year, month=month, day=day, problem=problem)


def _problem(year: int | None, month: int, day: int | None) -> str:
    if not 1 <= month <= 12:
        return f"there is no month {month}"
    if day is None:
        return ""
    name = calendar.month_name[month]
    if day == 0:
        return "there is no day 0 in any month"
    if day > 31:
        return f"no month has {day} days"
    if month == 2 and day == 29:
        if year is None or calendar.isleap(year):
            return ""
        return f"{year} is not a leap year: February {year} has 28 days"
    longest = 29 if month == 2 else calendar.monthrange(2001, month)[1]
    return f"{name} has {longest} days" if day > longest else ""


def denied(text: str, date: FoundDate) -> bool:
    """Whether the text says the date does not exist ("there is no February 30")."""
    return bool(_NEGATED.search(text[max(0, date.start - 40) : date.start]) or _DENIED_AFTER.match(text[date.end :]))


def dated_months(text: str) -> list[FoundDate]:
    """Every point of `text` that names a month ("30 May 1929", "May 1928", "12 May"), left to right."""
    points = (parse_point(match.group(), match.start(), text) for match in _POINTS.finditer(text))
    return [point for point in points if point is not None and point.month is not None and not point.problem]


def month_unstated(claim: str, window: str) -> str | None:
    """A month of a given year in the claim ("May 1928") that the window does not give in that year, as the claim
    writes it; or None. A window that has the month only with another year ("30 May 1929"), or not at all, does not
    state the claim, however well its other words match (a model does not read one changed digit of a year)."""
    given = dated_months(window)
    for point in dated_months(claim):
        if point.year is None:
            continue
        if not any(
            theirs.month == point.month
            and (theirs.year == point.year or (theirs.year is None and str(point.year) in window))
            for theirs in given
        ):
            return point.text
    return None
