"""Dates: impossible calendar dates, weekdays that do not match their date, intervals that end before they
start, and ages that do not follow from a birth year. Each problem is CONTRADICTED with the calendar fact as
computed evidence. A correct weekday is SUPPORTED only when the claim says nothing else ("4 July 2024 was a
Thursday"); dates inside larger statements are checked for errors only.
"""

from __future__ import annotations

import calendar
import datetime as dt
import re
from collections.abc import Sequence
from dataclasses import dataclass

from ..lexical import STOPWORDS
from ..types import Claim, Computed, Finding, Verdict
from ._datefind import _YEAR, POINT, WEEKDAY, WEEKDAYS, FoundDate, denied, find_dates, parse_point
from .base import DetectorContext

NAME = "dates"
_BC = re.compile(r"\b(?:BC|BCE|B\.C\.)(?!\w)")
_RANGE = re.compile(rf"\b(?i:from|between)\s+(?P<a>{POINT})\s*(?:to|until|till|through|and|[–—-])\s*(?P<b>{POINT})")
_YEAR_RANGE = re.compile(rf"(?<![\d/-])(?P<a>{_YEAR})\s?[–—-]\s?(?P<b>{_YEAR})(?![\d/-])")
_START = re.compile(
    r"\b(?:began|begun|started|opened|launched|founded|established|born|built|created|formed|introduced|released|"
    rf"commenced)\s+(?:in|on)\s+(?P<p>{POINT})"
)
_END = re.compile(
    r"\b(?:ended|closed|finished|completed|dissolved|shut down|died|demolished|abolished|discontinued|disbanded|"
    rf"ceased|retired)\s+(?:in|on)\s+(?P<p>{POINT})"
)
_BIRTH = re.compile(
    rf"\b(?i:born)\s+(?:in\s+|on\s+)?(?P<p>{POINT})|\((?:born\s+)?(?P<a>{_YEAR})\s?[–—-]\s?(?P<b>{_YEAR})\)"
)
_AGE_THEN_YEAR = re.compile(
    r"\b(?P<cue>turned|turns|aged|at age|at the age of|(?:(?:he|she|they) )?(?:was|is|will be|would be|became)|age)"
    r"\s+(?P<age>\d{1,3})"
    rf"(?P<old>\s+years?\s+old)?\b(?:(?!\d{{4}})[^.;]){{0,40}}?\b(?:in|by|during)\s+(?P<year>{_YEAR})\b"
)
_YEAR_THEN_AGE = re.compile(
    rf"\b(?i:in|by)\s+(?P<year>{_YEAR})\b(?:(?!\d{{4}})[^.;]){{0,40}}?\b(?P<cue>at (?:the )?age (?:of )?|aged |turned |"
    r"when (?:he|she|they) (?:was|were) |(?:he|she|they) (?:was|were|turned) )(?P<age>\d{1,3})\b"
)
_STRONG_CUES = ("turn", "age", "when", " he ", " she ", " they ")
"""Wording that makes a number an age even when the birth year is in another sentence."""
_WEEKDAY_BEFORE = re.compile(rf"(?P<wd>{WEEKDAY})\.?,?\s*(?:\(\s*)?(?:the\s+)?$")
_WEEKDAY_AFTER = re.compile(
    r"^\)?,?\s*(?:\(|which was|which is|was|is|will be|fell on|falls on|fell|falls|[–—-])?\s*(?:on\s+)?(?:a\s+)?"
    rf"(?P<wd>{WEEKDAY})"
)
_DATE_WORDS = frozenset(
    "was is will be fell falls on a an the it date day".split() + [w for w in WEEKDAYS] + list(calendar.month_name)
)


@dataclass(frozen=True, slots=True)
class _Result:
    """One thing computed about a claim: a problem (`wrong`) or a confirmation, with its evidence text."""

    reason: str
    computation: str
    wrong: bool
    start: int = 0
    end: int = 0


class DatesDetector:
    """Calendar checks on prose claims."""

    name = NAME

    def applies(self, ctx: DetectorContext) -> bool:
        return True

    async def check(self, claims: Sequence[Claim], ctx: DetectorContext) -> list[Finding]:
        births = _birth_years(ctx.answer)
        anchor = births[0] if len(set(births)) == 1 else None
        findings = []
        for claim in claims:
            if claim.kind == "prose" and (finding := check_claim(claim, anchor)) is not None:
                findings.append(finding)
        return findings


def check_claim(claim: Claim, birth_year: int | None = None) -> Finding | None:
    """The dates finding for one claim; `birth_year` is the answer's one stated birth year, if any."""
    text = claim.text
    dates = find_dates(text)
    results = [
        *impossible_dates(text, dates), *weekdays(text, dates), *reversed_intervals(text), *ages(text, birth_year)
    ]  # fmt: skip
    wrong = [r for r in results if r.wrong]
    if wrong:
        return Finding(
            detector=NAME, claim_id=claim.id, verdict=Verdict.CONTRADICTED, reason="; ".join(r.reason for r in wrong),
            evidence=tuple(Computed.of(r.computation) for r in wrong),
        )  # fmt: skip
    if results and _only_dates(text, results):
        return Finding(
            detector=NAME, claim_id=claim.id, verdict=Verdict.SUPPORTED, reason="; ".join(r.reason for r in results),
            evidence=tuple(Computed.of(r.computation) for r in results),
        )  # fmt: skip
    return None


def impossible_dates(text: str, dates: list[FoundDate]) -> list[_Result]:
    return [
        _Result(f"“{d.text}” is not a date: {d.problem}", d.problem, True, d.start, d.end)
        for d in dates
        if d.problem and not denied(text, d)
    ]


def weekdays(text: str, dates: list[FoundDate]) -> list[_Result]:
    results = []
    for date in dates:
        if not date.complete:
            continue
        said = _stated_weekday(text, date)
        if said is None:
            continue
        weekday, start, end = said
        stated, actual = WEEKDAYS[weekday.lower()], date.as_date().weekday()
        real, claimed = calendar.day_name[actual], calendar.day_name[stated]
        tense = "was" if date.as_date() <= dt.date.today() else "is"
        computation = f"{date.as_date().isoformat()} is a {real}"
        if stated != actual:
            results.append(_Result(f"{date.text} {tense} a {real}, not a {claimed}", computation, True))
        else:
            results.append(_Result(f"{date.text} {tense} a {real}, as stated", computation, False, start, end))
    return results


def _stated_weekday(text: str, date: FoundDate) -> tuple[str, int, int] | None:
    """The weekday written next to `date` ("Friday, 4 July 2024", "4 July 2024 (Friday)") and the joint span."""
    window = max(0, date.start - 16)
    if before := _WEEKDAY_BEFORE.search(text[window : date.start]):
        return before["wd"], window + before.start(), date.end
    if after := _WEEKDAY_AFTER.match(text[date.end : date.end + 30]):
        return after["wd"], date.start, date.end + after.end()
    return None


def reversed_intervals(text: str) -> list[_Result]:
    if _BC.search(text):
        return []  # years before the common era count down
    results = []
    pairs = [(m["a"], m["b"]) for m in (*_RANGE.finditer(text), *_YEAR_RANGE.finditer(text))]
    starts, ends = [m["p"] for m in _START.finditer(text)], [m["p"] for m in _END.finditer(text)]
    if len(starts) == 1 and len(ends) == 1:
        pairs.append((starts[0], ends[0]))
    for a_text, b_text in pairs:
        a, b = parse_point(a_text), parse_point(b_text)
        if a is None or b is None or a.problem or b.problem or a.year is None or b.year is None:
            continue
        key_a, key_b = _common_key(a, b)
        if key_b < key_a:
            reason = f"the period from {a_text} to {b_text} ends before it starts"
            results.append(_Result(reason, f"{b_text} is earlier than {a_text}", True))
    return results


def ages(text: str, anchor: int | None) -> list[_Result]:
    births = _birth_years(text)
    results = []
    for match in (*_AGE_THEN_YEAR.finditer(text), *_YEAR_THEN_AGE.finditer(text)):
        strong = any(cue in f" {match['cue']}" for cue in _STRONG_CUES) or bool(match.groupdict().get("old"))
        birth = births[0] if births else anchor if strong else None
        if birth is None:
            continue
        year, age = int(match["year"]), int(match["age"])
        if year == birth:
            continue  # "born in 1990, she was …": the year read is the birth itself
        possible = (year - birth - 1, year - birth)
        computation = f"{year} − {birth} = {year - birth}"
        if year < birth:
            results.append(_Result(f"{year} is before the birth year {birth}", computation, True))
        elif age not in possible:
            low, high = max(0, possible[0]), possible[1]
            reason = f"someone born in {birth} was {low} or {high} in {year}, not {age}"
            results.append(_Result(reason, computation, True))
    return results


def _birth_years(text: str) -> list[int]:
    years = []
    for match in _BIRTH.finditer(text):
        point = parse_point(match["p"]) if match["p"] else None
        if point is not None and point.year is not None:
            years.append(point.year)
        elif match["a"]:
            years.append(int(match["a"]))
    return years


def _common_key(a: FoundDate, b: FoundDate) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Compare two points at the precision both state (a year against a full date compares years)."""
    depth = min(_depth(a), _depth(b))
    key_a = (a.year or 0, a.month or 0, a.day or 0)[:depth]
    key_b = (b.year or 0, b.month or 0, b.day or 0)[:depth]
    return key_a, key_b


def _depth(point: FoundDate) -> int:
    return 3 if point.day else 2 if point.month else 1


def _only_dates(text: str, results: list[_Result]) -> bool:
    rest = list(text)
    for result in results:
        rest[result.start : result.end] = " " * (result.end - result.start)
    words = re.findall(r"[A-Za-z]+", "".join(rest))
    return all(w.lower() in STOPWORDS or w.lower() in _DATE_WORDS or w in _DATE_WORDS for w in words)
