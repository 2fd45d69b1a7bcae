"""The bench counts each rule's firings and scores its precision against the labels."""

from __future__ import annotations

import asyncio

from engine.bench import BenchItem, LabelledSpan, run_suite
from engine.bench.firings import RuleTally, claim_gold, tally_rules
from engine.bench.outcomes import ClaimOutcome, ItemOutcome
from engine.bench.render import render_markdown, render_text
from engine.config import Config

SOURCE = "The bridge is 380 metres long. It opened on 4 July 2024."


def _item(item_id: str, answer: str, *, error: str = "") -> BenchItem:
    spans = (LabelledSpan(start=answer.find(error), end=answer.find(error) + len(error), text=error),) if error else ()
    return BenchItem(
        id=item_id, dataset="planted", task="number_swap" if error else "clean", question="", answer=answer,
        sources=(SOURCE,), label="hallucinated" if error else "faithful", spans=spans,
    )  # fmt: skip


def _claim(start: int, end: int, *firings: tuple[str, str]) -> ClaimOutcome:
    return ClaimOutcome(id="c", start=start, end=end, verdict="UNVERIFIABLE", check_worthy=True, firings=firings)


def test_gold_of_a_claim_follows_the_labels() -> None:
    planted = _item("p", "The bridge is 420 metres long. It opened in 2024.", error="420")
    assert claim_gold(planted, _claim(0, 30)) is False
    assert claim_gold(planted, _claim(31, 50)) is True
    assert claim_gold(_item("c", "The bridge is 380 metres long."), _claim(0, 30)) is True
    unmarked = BenchItem(id="u", dataset="d", task="t", question="", answer="x y", label="hallucinated")
    assert claim_gold(unmarked, _claim(0, 3)) is None


def test_tallies_count_firings_right_answers_and_false_alarms() -> None:
    planted = _item("p", "The bridge is 420 metres long. It opened in 2024.", error="420")
    outcome = ItemOutcome(
        item_id="p",
        status="BLOCKED",
        claims=(
            _claim(0, 30, ("number.value_mismatch", "CONTRADICTED")),
            _claim(31, 50, ("number.missing", "UNVERIFIABLE"), ("date.weekday_confirmed", "SUPPORTED")),
        ),
    )
    tallies = tally_rules({"planted": ([planted], [outcome])})
    assert tallies["number.value_mismatch"] == RuleTally("number.value_mismatch", 1, 1, 1, 0)
    assert tallies["number.missing"] == RuleTally("number.missing", 1, 1, 0, 1)
    assert tallies["date.weekday_confirmed"].precision == 1.0


def test_a_bench_run_prints_each_rules_firings_and_precision() -> None:
    items = [
        _item("p1", "The bridge is 420 metres long.", error="420"),
        _item("c1", "The bridge is 380 metres long."),
        _item("c2", "4 July 2024 was a Thursday."),
    ]
    result = asyncio.run(run_suite({}, items, Config(offline=True, verifier=False), show_progress=False))
    tallies = result.rule_tallies()
    assert tallies["number.value_mismatch"].fired == 1 and tallies["number.value_mismatch"].precision == 1.0
    assert tallies["date.weekday_confirmed"].fired == 1 and tallies["date.weekday_confirmed"].right == 1
    text = render_text(result)
    assert "Rules fired" in text and "number.value_mismatch" in text and "100.0%" in text
    assert "## Rules fired" in render_markdown(result)
    assert result.to_dict()["rule_firings"]["number.value_mismatch"]["fired"] == 1
