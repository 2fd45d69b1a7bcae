"""Number formats and the numeric gate grounding applies between a claim and a source span."""

from __future__ import annotations

from decimal import Decimal

import pytest

from engine.numbers import compare_numbers, extract_quantities, format_decimal, parse_number
from engine.units import convert


@pytest.mark.parametrize("written", ["5 million", "5,000,000", "5M", "5.0 M", "five million", "5 mln", "5000000"])
def test_formats_of_five_million_are_equal(written: str) -> None:
    assert parse_number(written) == Decimal(5_000_000)


@pytest.mark.parametrize(
    ("written", "value", "kind", "unit"),
    [
        ("$5M", 5_000_000, "money", "USD"),
        ("US$5 million", 5_000_000, "money", "USD"),
        ("5 million dollars", 5_000_000, "money", "USD"),
        ("€2.5bn", 2_500_000_000, "money", "EUR"),
        ("EUR 5m", 5_000_000, "money", "EUR"),
        ("31 percent", 31, "percent", ""),
        ("2 percentage points", 2, "percent", "pp"),
        ("2021", 2021, "year", ""),
        ("14 kilometres", 14, "count", "km"),
        ("90-minute", 90, "count", "min"),
        ("-40 degrees Celsius", -40, "count", "°C"),
        ("twenty-five", 25, "count", ""),
        ("three dozen", 36, "count", ""),
    ],
)
def test_extraction_reads_value_kind_and_unit(written: str, value: int, kind: str, unit: str) -> None:
    (quantity,) = extract_quantities(written)
    assert (quantity.value, quantity.kind, quantity.unit) == (Decimal(value), kind, unit)
    assert quantity.text == written


def test_offsets_point_at_the_number_and_versions_are_skipped() -> None:
    text = "Python 3.11.2 shipped; revenue was $5M in 2021."
    found = extract_quantities(text)
    assert [text[q.start : q.end] for q in found] == ["$5M", "2021"]


def test_a_lowercase_m_after_a_bare_number_is_metres() -> None:
    (wall,) = extract_quantities("a 5 m wall")
    assert (wall.value, wall.unit) == (Decimal(5), "m")


def test_same_value_under_different_formats_is_ok() -> None:
    check = compare_numbers("Acme raised 5 million dollars in 2021.", "In 2021 Acme raised $5M from investors.")
    assert check.ok and check.status == "ok"
    assert [(c.text, s.text) for c, s in check.matched] == [("5 million dollars", "$5M"), ("2021", "2021")]


def test_a_different_amount_is_a_mismatch_with_the_pair() -> None:
    check = compare_numbers("Acme raised $5M in 2021.", "In 2021 Acme raised $2 million in seed funding.")
    assert check.status == "mismatch"
    assert (check.claim.text, check.span.text) == ("$5M", "$2 million")
    assert check.reason == "the claim says $5M where the source says $2 million"


def test_a_number_the_span_lacks_entirely_is_missing() -> None:
    check = compare_numbers("The firm has 300 staff and 4 offices.", "The firm opened new offices last year.")
    assert check.status == "missing"
    assert [q.text for q in check.missing] == ["300", "4"]


def test_rounding_of_the_claim_is_respected() -> None:
    assert compare_numbers("It raised $5.2M.", "It raised $5,213,000.").ok
    assert compare_numbers("It has 5 million users.", "It has 5.4 million users.").ok
    assert compare_numbers("It has 30 staff.", "It has 34 staff.").status == "mismatch"


def test_hedges_and_bounds() -> None:
    assert compare_numbers("about 300 staff", "296 staff").ok
    assert not compare_numbers("300 staff", "296 staff").ok
    assert compare_numbers("more than 5 million users", "5.4 million users").ok
    assert compare_numbers("fewer than 50 staff", "46 staff").ok
    assert not compare_numbers("fewer than 40 staff", "46 staff").ok


def test_units_are_converted_before_comparing() -> None:
    assert compare_numbers("The route is 5 km long.", "The route is 3.1 miles long.").ok
    check = compare_numbers("The route is 8 km long.", "The route is 3.1 miles long.")
    assert check.status == "mismatch"


def test_kinds_do_not_mix() -> None:
    check = compare_numbers("Sales grew 12% in 2021.", "Sales grew by 12 units in 2021.")
    assert check.status == "missing"  # a percentage is not a count
    check = compare_numbers("Founded in 2019.", "The firm was founded in 2018 and has 40 staff.")
    assert (check.claim.text, check.span.text) == ("2019", "2018")


def test_a_bare_count_about_something_else_is_not_a_contradiction() -> None:
    check = compare_numbers("It has 3 founders.", "It has 12 employees and 2 offices.")
    assert check.status == "missing"


def test_number_words_one_and_zero_are_not_figures() -> None:
    assert compare_numbers("One of the founders left in 2020.", "A founder left in 2020.").ok


def test_conversion_and_formatting_functions() -> None:
    assert convert(Decimal(100), "°C", "°F") == Decimal(212)
    assert convert(Decimal(5), "km", "kg") is None
    assert format_decimal(Decimal("3.10686"), 2) == "3.11"
    assert format_decimal(Decimal(1024)) == "1,024"
    assert format_decimal(Decimal(10) ** 30).startswith("1e+30")


def test_a_day_of_the_month_is_not_a_count() -> None:
    """ "Two artists" is no contradiction of "born 22 October 1983"; a different day still is."""
    assert compare_numbers(
        "Two artists: Plan B and French Montana.", "Plan B ( born 22 October 1983 ) is an artist."
    ).status == ("missing")
    assert compare_numbers("He will be sentenced on 4 March.", "The 34-year-old will be sentenced on 4 March.").ok
    for claim, source in (("born on 21 October 1983", "born on 22 October 1983"), ("on May 3", "on May 5")):
        check = compare_numbers(claim, source)
        assert check.status == "mismatch", (claim, check)
    assert compare_numbers("He owns two cars.", "which 3 may help").status == "mismatch"  # "may" is not May


def test_a_day_that_shares_the_next_days_month_is_a_day_too() -> None:
    """ "10–12 June" and "Saturday 22 and Sunday 23 March" give two days of one month: the first figure is a day, so
    no count or measure is compared with it, and a different day is still a different date."""
    from engine.number_bounds import day_of_month
    from engine.numbers import quantities_of

    for text in ("from 10–12 June", "on Saturday 22 and Sunday 23 March", "on 24 and 25 December", "3 to 5 May"):
        first = quantities_of(text)[0]
        assert day_of_month(text, first), text
    for text in ("22 apples and 3 pears", "5 and 6 people in May", "10-12 weeks"):
        assert not day_of_month(text, quantities_of(text)[0]), text
    assert compare_numbers("The centre closes on 24 and 25 December.", "It closes on 25 and 26 December.").status == (
        "mismatch"
    )
    assert compare_numbers("It runs for two days.", "It runs on 22 and 23 March.").status == "missing"


def test_an_age_group_written_with_a_hyphen_is_a_bound() -> None:
    """ "under-4s" and "over-65s" say what "under 4" and "65 and over" say; a capitalised "Under-14 Cup" is a name,
    whose figure is compared as written."""
    assert compare_numbers("The under-4s ride free on a lap.", "Children under 4 travel free.").ok
    assert compare_numbers("71% of over-65s had their jab.", "71% of people over 65 were vaccinated.").ok
    assert compare_numbers("The under-21 side won.", "The under-21 team won.").ok
    assert not compare_numbers("The under-4s ride free.", "Children under 5 travel free.").ok
    assert compare_numbers("It was the Under-14 Cup.", "It was the Under-12 Cup.").status == "mismatch"


def test_a_source_figure_answers_for_one_claim_figure() -> None:
    """A score of "2-2" is not borne out by "2-1", though the source does say 2 once; a year may repeat."""
    assert not compare_numbers("Forney's goal made it 2-2.", "Forney's goal made it 2-1.").ok
    assert compare_numbers("It opened in 2019 and closed in 2019.", "It opened and closed in 2019.").ok


def test_a_bound_agrees_only_with_a_figure_about_the_same_thing() -> None:
    """ "Over 170 stores" is not borne out by a floor area of 1,212,515 sq ft, which is over 170 too, nor by "over 160
    stores", which it does not contradict either (there may be 175)."""
    span = "Mall del Norte is 1212515 sqft with over 160 stores."
    check = compare_numbers("Mall del Norte is 1212515 sqft with over 170 stores.", span)
    assert check.status == "missing" and check.claim is not None and check.claim.text == "170"
    assert compare_numbers("Mall del Norte has over 150 stores.", span).ok


def test_a_rounded_figure_agrees_with_the_one_it_rounds_whatever_the_words_around_it() -> None:
    """ "Around 520,000" and "just under 150,000" are each within a few per cent of only one figure of the sentence,
    however the claim words it (which figure is said of what is the model's reading); only an open bound ("over
    170") agrees with a whole side of figures, so it takes one said of the same thing."""
    span = "Physical loans fell slightly to 521,340, while e-book loans rose to 148,900."
    assert compare_numbers("Physical borrowing dipped a little to around 520,000 items.", span).ok
    assert compare_numbers("Digital loans climbed to just under 150,000.", span).ok
    assert not compare_numbers("Digital loans climbed to around 200,000.", span).ok


@pytest.mark.parametrize(
    ("claim", "status", "stated"),
    [
        ("The fire destroyed 150 homes.", "mismatch", "more than 200"),  # outside the bound
        ("The fire destroyed 300 homes.", "missing", None),  # inside it, but not what the source says
        ("The fire destroyed 200 homes.", "missing", None),
        ("The fire destroyed over 200 homes.", "ok", None),
    ],
)
def test_a_source_bound_is_contradicted_only_by_a_figure_outside_it(
    claim: str, status: str, stated: str | None
) -> None:
    check = compare_numbers(claim, "The fire destroyed more than 200 homes.")
    assert check.status == status
    if stated:
        assert check.mismatches[0][1].text == stated


def test_a_figure_the_source_gives_only_as_a_bound_is_named() -> None:
    check = compare_numbers("The vaccine prevents 40% of cases.", "The vaccine prevents up to 40% of cases.")
    assert check.status == "missing" and [(c.text, s.text) for c, s in check.bounded] == [("40%", "up to 40%")]


@pytest.mark.parametrize(
    ("claim", "source", "status"),
    [
        # A rank, a dimension, an age and a duration are not numbers of things.
        ("The collection includes over 200 items.", "an early 20th-century painting from the collection", "missing"),
        ("The diorama shows 4 battles.", "the diorama depicts the battle in 3d", "missing"),
        ("He has a three-year contract and lost once.", "the 41-year-old has lost just once", "missing"),
        ("It is one of two flats for sale.", "the larger flat is for sale for £ 595,000 .", "missing"),  # not a price
        # A bare number that counts what follows it is no age; a score is no count of fans.
        ("The film by the 34-year-old director won.", "The film won, beating 17 other titles.", "missing"),
        ("They won in front of 18,420 fans.", "They won 3-1 in front of a full house.", "missing"),
        (
            "Daniil Orlov, 26, came from two sets down to beat Tomás Herrera in five sets in Split, in a match lasting "
            "four hours and 17 minutes.",
            "Daniil Orlov came from two sets down to beat Tomás Herrera 3-6, 4-6, 7-6 (7-4), 6-3, 6-2 in the "
            "quarter-finals of the Adriatic Open in Split on Thursday.",
            "missing",
        ),
        ("The children were aged 7.", "The children were aged 3-5.", "mismatch"),
        # Read alike, they still differ.
        ("It was the 21st race.", "It was the 20th race.", "mismatch"),
        ("He signed a four-year contract.", "He signed a three-year contract.", "mismatch"),
        ("Locke, 42, has lost once.", "the 41-year-old has lost just once", "mismatch"),  # a bare number may be an age
    ],
)
def test_counts_are_compared_only_when_read_the_same_way(claim: str, source: str, status: str) -> None:
    assert compare_numbers(claim, source).status == status


def test_the_ends_of_a_range_share_what_is_written_once() -> None:
    found = extract_quantities("guidance of €310-340 million; the 94-million-year-old animal; a 3-4 million range")
    assert [(q.text, q.kind, q.value) for q in found] == [
        ("€310", "money", 310_000_000), ("340 million", "money", 340_000_000), ("94", "count", 94_000_000),
        ("3", "count", 3_000_000), ("4 million", "count", 4_000_000),
    ]  # fmt: skip
    assert compare_numbers("It expects a profit of £410-450 million.", "It expects £410 million to £450 million.").ok
    assert [q.value for q in extract_quantities("aged 3-5, won 3-1")] == [3, 5, 3, 1]


def test_the_end_of_a_range_of_years_is_a_year() -> None:
    found = extract_quantities("the 2017–18 season, from 1998-2005, in 1999–00")
    assert [(q.text, q.kind, q.value) for q in found] == [
        ("2017", "year", 2017), ("18", "year", 2018), ("1998", "year", 1998), ("2005", "year", 2005),
        ("1999", "year", 1999), ("00", "year", 2000),
    ]  # fmt: skip
    assert compare_numbers("In the 2017–18 season they had 5 picks.", "in the 2017–18 season, 5 picks").status == "ok"
    assert compare_numbers("In 1970–72 they won the Double.", "In 1970–71 they won the Double.").status == "mismatch"


@pytest.mark.parametrize(
    ("claim", "status"),
    [
        ("The workshops run on 11 June.", "missing"),  # within "from 10 June to 12 June": no rival
        ("The workshops run on 14 June.", "mismatch"),  # outside it
    ],
)
def test_a_date_within_a_range_of_dates_has_no_rival_in_it(claim: str, status: str) -> None:
    assert compare_numbers(claim, "The summit runs from Tuesday 10 June to Thursday 12 June.").status == status
