"""Areas: "112 m²" is square metres (not 112 million, not metres), square feet convert, and a claim may give one
measure in two units ("112 m² (roughly 1,200 sq ft)") against a source that gives it once."""

from __future__ import annotations

import pytest

from engine.numbers import compare_numbers, quantities_of


def test_square_metres_and_square_feet_are_areas() -> None:
    read = [
        (q.text, q.unit) for q in quantities_of("About 112 m² (roughly 1,200 sq ft), a 3 km² park and a 5 ft wall.")
    ]
    assert read == [("112 m²", "m²"), ("1,200 sq ft", "sq ft"), ("3 km²", "km²"), ("5 ft", "ft")]


@pytest.mark.parametrize(
    ("claim", "status"),
    [
        ("It gives about 112 m² (roughly 1,200 sq ft) of space.", "ok"),
        ("It gives roughly 1,200 sq ft of space.", "ok"),
        ("It gives about 112 m² (roughly 1,600 sq ft) of space.", "missing"),  # 1,600 sq ft is 149 m²
        ("It gives about 140 m² of space.", "mismatch"),
    ],
)
def test_one_measure_restated_in_another_unit(claim: str, status: str) -> None:
    assert compare_numbers(claim, "The total floor area is 112 square metres.").status == status


def test_a_figure_of_another_measure_is_not_a_restatement() -> None:
    # 5 ft is no restatement of 5 m: the source's one figure answers for one of them only.
    assert compare_numbers("The car is 5 m long and 5 ft wide.", "The car is 5 m long.").status == "missing"


@pytest.mark.parametrize(
    ("claim", "status"),
    [
        ("The two bays give 2.4 cubic metres in total.", "ok"),
        ("Each bay holds about 42 cubic feet.", "ok"),  # 1.2 m³ is 42.4 cu ft
        ("Each bay holds 1,200 litres.", "ok"),
        ("Each bay holds 1.5 m³.", "mismatch"),
    ],
)
def test_volumes_are_cubic_measures_that_convert(claim: str, status: str) -> None:
    # "2.4 cubic metres" is a volume, not a count beside the word "cubic"
    assert compare_numbers(claim, "There are two bays, each holding 1.2 cubic metres, 2.4 m³ in all.").status == status
