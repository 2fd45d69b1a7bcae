"""The planted-error fixtures through the no-model detectors: recall per category and clean false alarms.

Targets (the benchmark prints the same figures): recall >= 95% per category and false alarms on clean controls
<= 5%. `dead_link` cases use `.invalid` hosts, dead without any network. The `numbers` category is gated by
the grounding detector with `engine.numbers.compare_numbers`.
"""

from __future__ import annotations

import json

import pytest
from planted_kit import FIXTURE_FILES, POLICY_FILE, load_cases, run_all, score

CATEGORIES = {"arithmetic", "dates", "links", "python_api", "numbers", "names", "policy"}


@pytest.fixture(scope="module")
def summary():
    return score(run_all(load_cases()))


def test_fixture_set_is_large_enough() -> None:
    cases = load_cases()
    planted = [c for c in cases if c.planted]
    assert len(planted) >= 60 and sum(1 for c in cases if not c.planted) >= 20
    assert {c.label for c in planted} == CATEGORIES
    ids = [c.id for c in cases]
    assert len(ids) == len(set(ids))
    for file in (*FIXTURE_FILES, POLICY_FILE):
        for line in file.read_text(encoding="utf-8").splitlines():
            record = json.loads(line)
            assert all(text in record["answer"] for text in record["planted"]), record["id"]


def test_recall_per_category(summary) -> None:
    recall = {s.category: s.recall for s in summary.scores}
    assert set(recall) == CATEGORIES
    assert all(value >= 0.95 for value in recall.values()), recall


def test_clean_false_alarms(summary) -> None:
    assert summary.clean >= 20
    assert summary.alarms / summary.clean <= 0.05, summary.alarms_by_detector
