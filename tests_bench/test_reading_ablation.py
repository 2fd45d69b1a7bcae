"""benchmarks/reading_ablation.py: a reading taken out is measured by what changes where it fired."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "benchmarks"))

import reading_ablation as ablation

CONTRAST = "engine.detectors._slots:named_only_in_contrast"
LIE = {"answer": "Tom attended the meeting.", "sources": ["Everyone except Tom attended the meeting."]}
TRUTH = {"answer": "Ann attended the meeting.", "sources": ["Everyone except Tom attended the meeting."]}


def test_each_return_type_gets_the_stub_that_returns_nothing_of_it() -> None:
    def flag(text: str) -> bool:
        return True

    def reason(text: str) -> tuple[str, str] | None:
        return ("a", "b")

    def names(text: str) -> list[str]:
        return ["x"]

    def found(text: str) -> Iterator[str]:
        yield "x"

    def figure(text: str) -> int:
        return 1

    assert ablation.stub_for(flag)("x") is False
    assert ablation.stub_for(reason)("x") is None
    assert ablation.stub_for(names)("x") == []
    assert list(ablation.stub_for(found)("x")) == []
    assert ablation.stub_for(figure) is None  # no empty value: not measured


def test_a_reading_that_keeps_a_lie_out_is_counted_where_it_fired_and_put_back_after() -> None:
    readings = ablation.readings()
    in_contrast = {CONTRAST: readings[CONTRAST]}
    runner = ablation.Runner([("mine", True, LIE, lambda claim: False), ("mine", False, TRUTH, lambda claim: True)])
    where = ablation.fired_on(runner, in_contrast)
    assert where == {CONTRAST: [0]}  # "except Tom" names Tom only as a contrast; Ann not at all
    status, claims = runner(0)
    assert status != "VERIFIED" and [verdict for verdict, _ in claims.values()] != ["SUPPORTED"]
    counted = ablation.changes(runner, readings[CONTRAST], where[CONTRAST])
    assert counted["lies SUPPORTED (dev)"] == 1 and counted["answers VERIFIED (dev)"] == 1
    assert runner(0) == (status, claims)  # the reading is back
