"""Dates: impossible calendar dates, weekdays that do not match their date, intervals that end before they
start, and ages that do not follow from a birth year. Each problem is CONTRADICTED with the calendar fact as
computed evidence. A correct weekday is SUPPORTED only when the claim says nothing else ("4 July 2024 was a
Thursday"); dates inside larger statements are checked for errors only.
"""

from __future__ import annotations

import calendar
import datetime as dt
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from ..lexical import STOPWORDS
from ..quantities import WEEKDAYS
from ..reading import Reader
from ..reading.dates import _YEAR, POINT, WEEKDAY, FoundDate, denied, find_dates, parse_point
from ..types import Claim, Finding
from .base import DetectorContext, paced

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
class DateResult:
    """One thing computed about a claim: which rule it answers (engine/rules/dates.py), the values its message is
    filled with, the computation shown as evidence, and whether it is a problem."""

    rule_id: str
    values: Mapping[str, object]
    computation: str
    wrong: bool
    start: int = 0
    end: int = 0


class DatesDetector:
    """Calendar checks on prose claims, through the registered date rules."""

    name = NAME

    def applies(self, ctx: DetectorContext) -> bool:
        return True

    async def check(self, claims: Sequence[Claim], ctx: DetectorContext) -> list[Finding]:
        from ..rules import Case, rules, run_rules

        births = _birth_years(ctx.answer)
        reader = ctx.cached("reader", Reader)
        birth_year = births[0] if len(set(births)) == 1 else None
        facts = {"birth_year": birth_year, "reader": reader}
        date_rules = rules(*RULE_IDS)
        findings = []
        async for claim in paced(claims):
            if claim.kind == "prose":
                case = Case(claim.text, facts={**facts, "date_results": _computed(claim.text, birth_year, reader)})
                findings += run_rules(date_rules, case, claim, NAME, ctx.alert)
        return findings


RULE_IDS = (
    "date.impossible",
    "date.weekday_mismatch",
    "date.interval_reversed",
    "date.age_before_birth",
    "date.age_mismatch",
    "date.weekday_confirmed",
)


def check_claim(claim: Claim, birth_year: int | None = None, reader: Reader | None = None) -> Finding | None:
    """The dates finding for one claim (a contradiction before a confirmation), or None; the detector's reading of
    one claim, for callers outside a run."""
    from ..rules import Case, rules, run_rules

    reader = reader or Reader()
    facts = {"birth_year": birth_year, "reader": reader, "date_results": _computed(claim.text, birth_year, reader)}
    case = Case(claim.text, facts=facts)
    found = run_rules(rules(*RULE_IDS), case, claim, NAME, lambda _: None)
    return found[0] if found else None


def _computed(text: str, birth_year: int | None, reader: Reader) -> list[DateResult] | None:
    """The claim's date results, computed once for all the date rules; None when computing them raises, so that
    each rule computes them again and the one that fails is named by its id (`rules.evaluate.fire`)."""
    try:
        return results_of(text, birth_year, list(reader.read(text).dates))
    except Exception:
        return None


def results_of(text: str, birth_year: int | None = None, dates: list[FoundDate] | None = None) -> list[DateResult]:
    """Everything computed about the dates of `text`; `birth_year` is the answer's one stated birth year, if any;
    `dates` the dates already read from it (engine/reading), found here when not given."""
    dates = find_dates(text) if dates is None else dates
    return [*impossible_dates(text, dates), *weekdays(text, dates), *reversed_intervals(text), *ages(text, birth_year)]


def confirmed(text: str, results: list[DateResult]) -> bool:
    """Whether the claim's weekdays are right and it says nothing else: only then is it SUPPORTED."""
    return bool(results) and not any(r.wrong for r in results) and _only_dates(text, results)


def impossible_dates(text: str, dates: list[FoundDate]) -> list[DateResult]:
    return [
        DateResult("date.impossible", {"date": d.text, "problem": d.problem}, d.problem, True, d.start, d.end)
        for d in dates
        if d.problem and not denied(text, d)
    ]


def weekdays(text: str, dates: list[FoundDate]) -> list[DateResult]:
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
        values: dict[str, object] = {"date": date.text, "tense": tense, "actual": real, "stated": claimed}
        if stated != actual:
            results.append(DateResult("date.weekday_mismatch", values, computation, True))
        else:
            results.append(DateResult("date.weekday_confirmed", values, computation, False, start, end))
    return results


def _stated_weekday(text: str, date: FoundDate) -> tuple[str, int, int] | None:
    """The weekday written next to `date` ("Friday, 4 July 2024", "4 July 2024 (Friday)") and the joint span."""
    window = max(0, date.start - 16)
    if before := _WEEKDAY_BEFORE.search(text[window : date.start]):
        return before["wd"], window + before.start(), date.end
    if after := _WEEKDAY_AFTER.match(text[date.end : date.end + 30]):
        return after["wd"], date.start, date.end + after.end()
    return None


def reversed_intervals(text: str) -> list[DateResult]:
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
            values = {"start": a_text, "end": b_text}
            results.append(DateResult("date.interval_reversed", values, f"{b_text} is earlier than {a_text}", True))
    return results


def ages(text: str, anchor: int | None) -> list[DateResult]:
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
            results.append(DateResult("date.age_before_birth", {"year": year, "birth": birth}, computation, True))
        elif age not in possible:
            low, high = max(0, possible[0]), possible[1]
            values = {"birth": birth, "low": low, "high": high, "year": year, "age": age}
            results.append(DateResult("date.age_mismatch", values, computation, True))
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


def _only_dates(text: str, results: list[DateResult]) -> bool:
    rest = list(text)
    for result in results:
        rest[result.start : result.end] = " " * (result.end - result.start)
    words = re.findall(r"[A-Za-z]+", "".join(rest))
    return all(w.lower() in STOPWORDS or w.lower() in _DATE_WORDS or w in _DATE_WORDS for w in words)
