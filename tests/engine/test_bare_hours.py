"""An hour written as a bare number ("open 10 till 5") is a time of day on either half of it: it agrees with the
timetable's "17:00" and contradicts nothing; a number that counts something is no hour, and the minutes of a time
agree only with minutes."""

from __future__ import annotations

import pytest

from engine import Config, verify
from engine.bare_hours import SpokenTime, bare_hours, spoken_time
from engine.numbers import compare_numbers, quantities_of

HOURS = "The centre is open daily from 10:00 to 17:00, and on Thursdays until 21:00. Last entry is at 16:00."


@pytest.mark.parametrize(
    "claim",
    [
        "It is open 10 till 5.",
        "On Thursdays it is open late until 9.",
        "Last admission is at 4, and the doors close at 5.",
        "It opens at 10 and closes at 5pm.",
    ],
)
def test_a_bare_hour_agrees_with_the_time_on_either_half_of_the_day(claim):
    check = compare_numbers(claim, HOURS)
    assert check.status == "ok", (check.missing, check.mismatches)


@pytest.mark.parametrize(
    "claim",
    [
        "It is open until 6.",  # no 06:00 or 18:00: unconfirmed, never "says 17:00, not 6"
        "Last admission is at 4:30.",  # minutes: a time of its own, not a bare hour
    ],
)
def test_a_bare_hour_that_is_not_the_sources_is_unconfirmed_not_contradicted(claim):
    check = compare_numbers(claim, HOURS)
    assert check.status != "ok"
    assert not any(c.text in ("6",) for c, _ in check.mismatches)


@pytest.mark.parametrize(
    "text, figure",
    [
        ("Up to 5 people can attend from 10:00.", "5"),  # a count led by "to" alone
        ("Take the bus at 4 stations along the route before closing.", "4"),  # a count of stations
        ("The museum has 9 galleries and opens at 10:00.", "9"),
        ("It ran from 3 to 5 in the afternoon of the final.", None),  # read: a time text, bare hours
        ("The score went from 3 to 5.", "3"),  # no time words: no hour
    ],
)
def test_a_number_that_counts_or_has_no_time_words_about_it_is_no_hour(text, figure):
    found = {q.text: bare_hours(text, q) for q in quantities_of(text)}
    if figure is None:
        assert all(hours is not None for hours in found.values())
    else:
        assert found[figure] is None


def test_the_minutes_of_a_time_are_no_count_a_bound_agrees_with():
    check = compare_numbers("Up to 5 people can attend.", "Up to 7 people can attend from 10:00.")
    assert check.status != "ok" and [q.text for q in check.missing] == ["5"]
    assert compare_numbers("It leaves at 6:30 pm.", "It leaves at 18:30.").status == "ok"


def test_a_run_reads_opening_hours_written_as_people_say_them():
    report = verify("The centre is open 10 till 5 every day.", [HOURS], config=Config(offline=True, db_path=""))
    assert not any("not 5" in f.reason for r in report.claims for f in r.findings)
    assert all(r.verdict.value != "CONTRADICTED" for r in report.claims)


def test_a_bare_hour_beside_the_timetables_time_is_no_figure_written_beside_another_word():
    from engine.detectors._structure import said_otherwise

    sentence = "On the first Thursday of each month the gallery stays open until 21:00."
    assert said_otherwise("On the first Thursday the gallery is open late until 9.", sentence) is None
    assert said_otherwise("On the first Thursday the gallery is open late until 8.", sentence) is not None


TRIP = "Coaches leave the school car park at 07:45 and are due back at about 17:30. Drop-off is 09:10 to 19:50."


@pytest.mark.parametrize(
    "claim",
    [
        "The coaches pull out at quarter to eight and are expected home around half past five.",
        "Drop-off starts at ten past nine.",
        "Drop-off ends at ten to eight.",
        "They are back at half five.",  # British: 5:30
    ],
)
def test_a_time_said_in_words_agrees_with_the_time_in_figures(claim):
    check = compare_numbers(claim, TRIP)
    assert check.status == "ok", (check.missing, check.mismatches)


@pytest.mark.parametrize(
    "claim",
    [
        "The coaches leave at quarter past eight.",  # 8:15: not the sources' time, unconfirmed
        "The coaches leave at half past seven.",
    ],
)
def test_a_time_in_words_that_is_not_the_sources_is_unconfirmed_not_contradicted(claim):
    check = compare_numbers(claim, TRIP)
    assert check.status == "missing"


@pytest.mark.parametrize(
    "text",
    ["The course lasts five to six weeks.", "Between ten to fifteen people came.", "Half five people left."],
)
def test_a_range_or_a_count_in_words_is_no_spoken_time(text):
    assert all(spoken_time(text, q) is None for q in quantities_of(text))


def test_a_spoken_time_reads_either_half_of_the_day_and_wraps_at_one():
    text = "It leaves at quarter to one."
    (one,) = quantities_of(text)
    assert spoken_time(text, one) == SpokenTime(frozenset({0, 12}), 45, "hour")


def test_a_time_said_in_words_on_both_sides_agrees():
    check = compare_numbers("The coaches leave at quarter to eight.", "Coaches leave at quarter to eight sharp.")
    assert check.status == "ok", (check.missing, check.mismatches)


@pytest.mark.parametrize(
    ("claim", "source"),
    [
        (
            "The coach departs at 11:15 and should be back around six.",
            "The coach leaves school at 11:15 and returns at approximately 18:00.",
        ),
        ("They should be back at school by four.", "Students return to school by 16:00."),
    ],
)
def test_an_hour_in_words_on_a_journey_is_a_bare_hour(claim, source):
    check = compare_numbers(claim, source)
    assert check.status == "ok", (check.missing, check.mismatches)


@pytest.mark.parametrize(
    ("claim", "source"),
    [
        ("There are six rooms at home.", "The house has 7 rooms."),
        ("We were back by four goals.", "They lost by 3 goals."),
    ],
)
def test_a_count_in_words_is_still_a_count(claim, source):
    assert compare_numbers(claim, source).status == "mismatch"
