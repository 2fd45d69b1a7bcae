"""Figures as people write them: a whole number with a fraction character ("1½ hours", "2¾-inch"), a year with its
era ("AD 72", "44 BC")."""

from __future__ import annotations

from decimal import Decimal

import pytest

from engine.quantities import extract_quantities


def _read(text: str) -> list[tuple[str, Decimal, str, Decimal]]:
    return [(q.text, q.value, q.unit, q.step) for q in extract_quantities(text)]


@pytest.mark.parametrize(
    ("text", "read"),
    [
        ("1½ hours", [("1½ hours", Decimal("1.5"), "h", Decimal("0.5"))]),
        ("a 2¾-inch pipe", [("2¾-inch", Decimal("2.75"), "in", Decimal("0.25"))]),
        ("£7½", [("£7½", Decimal("7.5"), "GBP", Decimal("0.5"))]),
        ("10½ minutes per mile", [("10½ minutes", Decimal("10.5"), "min", Decimal("0.5"))]),
        ("2⅛ miles", [("2⅛ miles", Decimal("2.125"), "mi", Decimal("0.125"))]),
    ],
)
def test_a_fraction_character_after_a_whole_number_is_part_of_it(text: str, read: list) -> None:
    assert _read(text) == read


def test_a_third_is_read_to_its_third() -> None:
    (third,) = extract_quantities("3⅓ km")
    assert abs(third.value - Decimal(10) / 3) < Decimal("1e-20") and third.unit == "km"
    assert abs(third.step - Decimal(1) / 3) < Decimal("1e-20")


@pytest.mark.parametrize("text", ["½", "½ hour", "1½½", "x½", "1,000½", "9" * 400 + "½", "٣½", "😀½ 2½"])
def test_odd_fractions_never_raise(text: str) -> None:
    extract_quantities(text)


@pytest.mark.parametrize(
    ("claim", "sentence", "agrees"),
    [
        ("The walk takes 1½ hours.", "The walk takes 90 minutes.", True),
        ("The walk takes 2½ hours.", "The walk takes 90 minutes.", False),
        ("The pipe is 2½ miles long.", "The pipe is 2.5 miles long.", True),
        # read as 2 with no unit before, it agreed with "2 miles"
        ("The pipe is 2½ miles long.", "The pipe is 2 miles long.", False),
    ],
)
def test_a_fraction_is_compared_as_the_value_it_writes(claim: str, sentence: str, agrees: bool) -> None:
    from engine.numbers import compare_numbers

    assert compare_numbers(claim, sentence).ok is agrees


@pytest.mark.parametrize(
    ("text", "years"),
    [
        ("Commissioned around AD 72, it was finished in AD 80.", [72, 80]),
        ("Caesar was killed in 44 BC; Augustus died in 14 AD.", [-44, 14]),
        ("The city fell in 30 BCE.", [-30]),
        ("Caesar died in 44 B.C. in Rome.", [-44]),  # "B." before "C." is an era, not a billion
    ],
)
def test_a_figure_an_era_marks_is_a_year(text: str, years: list[int]) -> None:
    assert [(q.kind, q.value) for q in extract_quantities(text)] == [("year", Decimal(y)) for y in years]


@pytest.mark.parametrize("text", ["He saw 72 ads.", "Over 40 CE-marked units", "8 ADs"])
def test_letters_that_are_no_era_leave_a_count(text: str) -> None:
    assert all(q.kind == "count" for q in extract_quantities(text))
