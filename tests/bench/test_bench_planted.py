"""The planted-error corpus: its files are valid, and scoring counts recall, residuals and false alarms."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine import Config
from engine.bench import CATEGORIES, DataError, ItemOutcome, load_planted, run_items, score_planted
from engine.bench.outcomes import ClaimOutcome
from engine.bench.planted import planted_item

PLANTED = Path(__file__).resolve().parents[1] / "fixtures" / "bench" / "planted"


def test_corpus_files_are_valid_and_cover_their_categories() -> None:
    items = load_planted([PLANTED])
    categories = {i.task for i in items}
    assert {"number_swap", "entity_swap", "negation_flip", "fabricated_sentence", "clean"} <= categories
    assert categories - {"clean"} <= set(CATEGORIES)
    for item in items:
        assert item.sources, item.id
        assert (item.task == "clean") == (not item.spans)
        assert all(item.answer[s.start : s.end] == s.text for s in item.spans)
    assert len({i.id for i in items}) == len(items)


def test_case_format_errors(tmp_path: Path) -> None:
    with pytest.raises(DataError, match="unknown category 'typo'"):
        planted_item({"id": "a", "category": "typo", "answer": "x"}, "f:1")
    with pytest.raises(DataError, match="not in the answer"):
        planted_item({"id": "a", "category": "number_swap", "answer": "x", "planted": ["y"]}, "f:1")
    with pytest.raises(DataError, match="must plant an error"):
        planted_item({"id": "a", "category": "number_swap", "answer": "x"}, "f:1")
    with pytest.raises(DataError, match="must not plant an error"):
        planted_item({"id": "a", "category": "clean", "answer": "x", "planted": ["x"]}, "f:1")
    by_offsets = planted_item(
        {"id": "a", "category": "dead_link", "answer": "see http://x.invalid/a", "planted": [{"start": 4, "end": 22}]},
        "f:1",
    )
    assert by_offsets.spans[0].text == "http://x.invalid/a"
    case = {"id": "dup", "category": "clean", "answer": "x"}
    (tmp_path / "a.json").write_text(json.dumps([case]))
    (tmp_path / "b.jsonl").write_text(json.dumps(case) + "\n")
    with pytest.raises(DataError, match="duplicate planted case id 'dup'"):
        load_planted([tmp_path])


def test_scores_from_hand_made_outcomes() -> None:
    swap = planted_item(
        {"id": "n", "category": "number_swap", "answer": "It is 36 months. It is red.", "planted": ["36 months"]}, "f:1"
    )
    clean = planted_item({"id": "c", "category": "clean", "answer": "It is red.", "sources": ["It is red."]}, "f:2")
    caught = ItemOutcome(
        item_id="n",
        status="BLOCKED",
        final_answer="It is red.",
        claims=(
            ClaimOutcome(id="c1", start=0, end=16, verdict="CONTRADICTED", check_worthy=True, removed=True),
            ClaimOutcome(id="c2", start=17, end=27, verdict="CONTRADICTED", check_worthy=True),
        ),
    )
    alarm = ItemOutcome(item_id="c", status="BLOCKED", final_answer="It is red.", failures=1, warnings=0)
    score = score_planted([swap, clean], [caught, alarm])
    [row] = score.categories
    assert (row.errors, row.caught, row.flagged, row.residual, row.residual_strict) == (1, 1, 1, 0, 0)
    assert row.to_dict()["precision"] == 0.5
    assert score.residual_rate == 0.0
    assert score.to_dict()["clean_false_alarm_rate"] == 1.0
    assert score.silent_failures == 1
    assert "dead_link" in score.missing_categories


async def test_engine_on_the_number_swaps() -> None:
    items = [i for i in load_planted([PLANTED]) if i.task in ("number_swap", "clean")]
    outcomes = await run_items(items, Config(offline=True, db_path=""))
    score = score_planted(items, outcomes)
    swaps = next(c for c in score.categories if c.category == "number_swap")
    assert swaps.caught == swaps.errors == 6
    assert score.silent_failures == 0


def test_a_hedged_error_is_disclosed_but_still_counts_in_strict_residual() -> None:
    case = planted_item(
        {
            "id": "f",
            "category": "fabricated_sentence",
            "answer": "It is red. It won a prize.",
            "planted": ["It won a prize."],
        },
        "f:1",
    )
    hedged = ItemOutcome(
        item_id="f",
        status="CAUTION",
        final_answer="It is red. It won a prize (not confirmed by the sources).",
        claims=(ClaimOutcome(id="c2", start=11, end=26, verdict="UNVERIFIABLE", check_worthy=True, hedged=True),),
    )
    [row] = score_planted([case], [hedged]).categories
    assert (row.residual, row.residual_strict, row.caught, row.flagged) == (0, 1, 0, 1)
