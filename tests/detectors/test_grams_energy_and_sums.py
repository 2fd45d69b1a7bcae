"""Grams written "g", food energy (kcal, kJ, calories), and a total said with "adds up to".

A label's "45 g" and "446 kcal" are measures: they pair with figures of their own kind and convert ("446 kcal"
is about "1,870 kJ"), never with a bare count or a figure in grams. "Adds up to 52 g" states a sum, not a bound
("up to 52 g" would agree with any smaller figure).
"""

from __future__ import annotations

from decimal import Decimal

import pytest

from engine.detectors.quote_rules import quote_conflict
from engine.evidence import SourceSet, verify_quote
from engine.numbers import compare_numbers, quantities_of
from engine.types import Quote, Source


@pytest.mark.parametrize(
    "text, unit, value",
    [
        ("a 45 g serving", "g", Decimal(45)),
        ("a 45g serving", "g", Decimal(45)),
        ("about 200 kcal", "kcal", Decimal(200)),
        ("200 calories a bowl", "kcal", Decimal(200)),
        ("1,870 kJ per 100 g", "kJ", Decimal(1870)),
        ("5G coverage", "", Decimal(5)),  # a network, not grams
        ("the 5 gs of the ride", "", Decimal(5)),
    ],
)
def test_grams_and_food_energy_are_units(text, unit, value):
    found = quantities_of(text)[0]
    assert (found.unit, found.value) == (unit, value)


def test_measures_pair_with_their_own_kind_and_convert():
    label = "Per 100 g: energy 1,870 kJ / 446 kcal; sugars 19.5 g; protein 9.8 g."
    assert compare_numbers("It has 446 calories per 100 g.", label).ok
    assert compare_numbers("It has about 1,866 kJ per 100 g.", label).ok  # 446 kcal converted
    check = compare_numbers("It has 460 kcal per 100 g.", label)
    assert [c.text for c, s in check.mismatches] == ["460 kcal"]  # against either form of the label's energy
    check = compare_numbers("A serving has 200 kcal.", "protein 9.8 g")
    assert not check.mismatches  # grams are no rival of kilocalories


def test_adds_up_to_is_a_sum_not_a_bound():
    quote = "Cola contains 35 g of sugar per can, the highest of the drinks tested."
    assert compare_numbers("A can of each adds up to 52 g.", quote).mismatches
    assert compare_numbers("A can holds up to 52 g.", quote).ok  # a bound: 35 g is within it
    found = verify_quote(quote, SourceSet([Source(id=0, text=quote)]), source=0)
    assert isinstance(found, Quote)
    assert quote_conflict("A can of each adds up to 52 g.", [found], supported=True) == (
        "the quoted text says 35 g, not 52 g"
    )
