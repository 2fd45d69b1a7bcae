"""Calendar checks: impossible dates, weekday mismatches, reversed intervals and age arithmetic."""

from __future__ import annotations

import pytest
from detector_kit import claim

from engine.detectors.dates import DatesDetector, check_claim
from engine.reading.dates import find_dates
from engine.types import Verdict


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("The deadline is February 30, 2024.", "“February 30, 2024” is not a date: February has 29 days"),
        ("It happened on 31 April 2023.", "“31 April 2023” is not a date: April has 30 days"),
        ("The build is dated 2023-13-01.", "“2023-13-01” is not a date: there is no month 13"),
        (
            "She arrived on Feb 29, 2023.",
            "“Feb 29, 2023” is not a date: 2023 is not a leap year: February 2023 has 28 days",
        ),
        ("The office is closed on June 31 for maintenance.", "“June 31” is not a date: June has 30 days"),
        ("The invoice dated 31/11/2023 is overdue.", "“31/11/2023” is not a date: November has 30 days"),
        ("The form dated 13/13/2023 was rejected.", "“13/13/2023” is not a date: there is no month 13"),
        ("We met on the 0th of May 2020.", "“0th of May 2020” is not a date: there is no day 0 in any month"),
        ("The launch was on Friday, 4 July 2024.", "4 July 2024 was a Thursday, not a Friday"),
        ("July 4, 2024 was a Friday.", "July 4, 2024 was a Thursday, not a Friday"),
        ("The release is on 2022-10-24 (Tuesday).", "2022-10-24 was a Monday, not a Tuesday"),
        ("The project ran from 2021 to 2019.", "the period from 2021 to 2019 ends before it starts"),
        ("The war lasted 1998–1995.", "the period from 1998 to 1995 ends before it starts"),
        (
            "From March 2021 until January 2020 we tested it.",
            "the period from March 2021 to January 2020 ends before it starts",
        ),
        ("The bridge was built in 1932 and demolished in 1927.", "the period from 1932 to 1927 ends before it starts"),
        ("Born in 1990, she was 40 in 2020.", "someone born in 1990 was 29 or 30 in 2020, not 40"),
        (
            "In 2010, at the age of 80, he retired; he was born in 1935.",
            "someone born in 1935 was 74 or 75 in 2010, not 80",
        ),
    ],
)
def test_calendar_errors_are_contradicted_with_the_fact(text: str, reason: str) -> None:
    finding = check_claim(claim(text))
    assert finding is not None and finding.verdict is Verdict.CONTRADICTED
    assert finding.reason == reason
    assert finding.evidence and all(e.source == "computed" for e in finding.evidence)


def test_weekday_evidence_is_the_computed_calendar_fact() -> None:
    finding = check_claim(claim("The launch was on Friday, 4 July 2024."))
    assert finding.evidence[0].quote == "2024-07-04 is a Thursday"


@pytest.mark.parametrize(
    "text",
    ["The leap day February 29, 2024 exists.", "There is no February 30.", "February 30 does not exist.",
     "In June 31 employees quit.", "He ruled from 1500 to 1450 BC.", "Born in 1990, she was 30 in 2020.",
     "The launch was on Thursday, 4 July 2024.", "On Sat, 6 Jul 2024 we met.", "The meeting is on 04/07/2024.",
     "Revenue was $5M in 2020.", "The project ran from 2019 to 2021.", "Version 3.11 shipped on 2022-10-24, a Monday.",
     "Scores ranged from 90 to 70 points.", "The 2019-20 season ended early.",
     "By the end of June 39% of fines remained unpaid.", "In May 45 per cent of staff worked from home."],
)  # fmt: skip
def test_no_false_alarms(text: str) -> None:
    finding = check_claim(claim(text))
    assert finding is None or finding.verdict is not Verdict.CONTRADICTED


def test_a_claim_that_only_states_a_correct_weekday_is_supported() -> None:
    finding = check_claim(claim("July 4, 2024 was a Thursday."))
    assert finding.verdict is Verdict.SUPPORTED
    assert finding.evidence[0].quote == "2024-07-04 is a Thursday"
    assert check_claim(claim("The parade on Thursday, 4 July 2024 drew crowds.")) is None


def test_malformed_and_partial_dates_never_crash() -> None:
    for text in ["On 99/99/9999.", "On 2024-00-00.", "May 2024", "On 32 Decembre 2020", "1/2/", "Feb 29th"]:
        check_claim(claim(text))
    assert [d.text for d in find_dates("From 4 July 2024 to 2024-07-10 (a week).")] == ["4 July 2024", "2024-07-10"]


async def test_a_birth_year_stated_in_another_sentence_is_used(make_ctx) -> None:
    ctx = make_ctx("Marie Curie was born in 1867. In 1903 she won the prize at age 40.")
    findings = await DatesDetector().check(ctx.claims, ctx)
    assert [(f.claim_id, f.reason) for f in findings] == [("c2", "someone born in 1867 was 35 or 36 in 1903, not 40")]


async def test_a_weak_age_cue_needs_the_birth_year_in_the_same_sentence(make_ctx) -> None:
    ctx = make_ctx("The firm was born in 1990 as a spin-off. The index was 40 in 2020.")
    assert await DatesDetector().check(ctx.claims, ctx) == []
