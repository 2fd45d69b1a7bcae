"""Dates and weekdays: calendar facts computed from the claim itself (engine/detectors/dates.py reads them)."""

from __future__ import annotations

from collections.abc import Sequence

from ..detectors.dates import DateResult, confirmed, results_of
from ..types import Computed, Verdict
from .model import Case, Example, Firing, Rule


def _results(case: Case) -> list[DateResult]:
    """What is computed about the claim's dates: once per claim by the detector (the six rules read the same
    results), or here for a rule's own examples."""
    given = case.facts.get("date_results")
    return (
        given if given is not None else results_of(case.claim, case.facts.get("birth_year"), list(case.reading().dates))
    )


def _of(rule_id: str):
    def fires(case: Case) -> Sequence[Firing]:
        return [
            Firing(r.values, (Computed.of(r.computation),)) for r in _results(case) if r.rule_id == rule_id and r.wrong
        ]

    return fires


def _confirmed(case: Case) -> Sequence[Firing]:
    results = _results(case)
    if not confirmed(case.claim, results):
        return []
    return [Firing(r.values, (Computed.of(r.computation),)) for r in results]


RULES = (
    Rule(
        id="date.impossible",
        family="dates/weekdays",
        verdict=Verdict.CONTRADICTED,
        message="“{date}” is not a date: {problem}",
        examples=(
            Example("The meeting is on 31 April 2024.", "", True),
            Example("The meeting is on 30 April 2024.", "", False),
            Example("There is no 30 February 2023.", "", False),
        ),
        fires=_of("date.impossible"),
    ),
    Rule(
        id="date.weekday_mismatch",
        family="dates/weekdays",
        verdict=Verdict.CONTRADICTED,
        message="{date} {tense} a {actual}, not a {stated}",
        examples=(
            Example("The launch was on Friday, 4 July 2024.", "", True),
            Example("The launch was on Thursday, 4 July 2024.", "", False),
        ),
        fires=_of("date.weekday_mismatch"),
    ),
    Rule(
        id="date.interval_reversed",
        family="dates/weekdays",
        verdict=Verdict.CONTRADICTED,
        message="the period from {start} to {end} ends before it starts",
        examples=(
            Example("The war lasted from 1945 to 1939.", "", True),
            Example("The war lasted from 1939 to 1945.", "", False),
        ),
        fires=_of("date.interval_reversed"),
    ),
    Rule(
        id="date.age_before_birth",
        family="dates/weekdays",
        verdict=Verdict.CONTRADICTED,
        message="{year} is before the birth year {birth}",
        examples=(
            Example("Born in 1950, she turned 30 in 1940.", "", True),
            Example("Born in 1950, she turned 30 in 1980.", "", False),
        ),
        fires=_of("date.age_before_birth"),
    ),
    Rule(
        id="date.age_mismatch",
        family="dates/weekdays",
        verdict=Verdict.CONTRADICTED,
        message="someone born in {birth} was {low} or {high} in {year}, not {age}",
        examples=(
            Example("Born in 1950, she turned 40 in 1980.", "", True),
            Example("Born in 1950, she turned 30 in 1980.", "", False),
            Example("She turned 40 in 1980.", "", True, {"birth_year": 1950}),
        ),
        fires=_of("date.age_mismatch"),
    ),
    Rule(
        id="date.weekday_confirmed",
        family="dates/weekdays",
        verdict=Verdict.SUPPORTED,
        message="{date} {tense} a {actual}, as stated",
        examples=(
            Example("July 4, 2024 was a Thursday.", "", True),
            Example("The parade on Thursday, 4 July 2024 drew crowds.", "", False),
            Example("July 4, 2024 was a Friday.", "", False),
        ),
        fires=_confirmed,
    ),
)
