"""Counts agree with their nouns wherever they are shown: "1 claim checked", "1 pass", "2 passes", "1 correction"."""

from __future__ import annotations

import pytest

from engine import Report, Status
from saife_cli.render import render_report
from engine.text import after_corrections, plural, plural_word
from webapp.present import event_summary


@pytest.mark.parametrize(
    ("n", "word", "expected"),
    [
        (1, "claim", "1 claim"),
        (0, "claim", "0 claims"),
        (2, "claim", "2 claims"),
        (1, "pass", "1 pass"),
        (3, "pass", "3 passes"),
        (1, "correction", "1 correction"),
        (2, "correction", "2 corrections"),
        (2, "model call", "2 model calls"),
        (2, "entry", "2 entries"),
        (2, "day", "2 days"),
        (2, "box", "2 boxes"),
        (2, "match", "2 matches"),
        (1, "checked claim", "1 checked claim"),
    ],
)
def test_plural(n: int, word: str, expected: str) -> None:
    assert plural(n, word) == expected


def test_plural_word_changes_only_the_last_word_and_knows_the_verbs() -> None:
    assert plural_word(2, "code block") == "code blocks"
    assert plural_word(2, "was") == "were" and plural_word(1, "was") == "was"


def test_after_corrections() -> None:
    assert after_corrections(0) == ""
    assert after_corrections(1) == "after 1 correction"
    assert after_corrections(2) == "after 2 corrections"


def report(**stats: object) -> Report:
    return Report(run_id="r_1", status=Status.VERIFIED, answer="x", final_answer="x", stats=dict(stats))


@pytest.mark.parametrize(
    ("stats", "line"),
    [
        ({"check_worthy": 1, "passes": 1, "model_calls": 1}, "1 claim checked · 1 pass · 1 model call"),
        ({"check_worthy": 2, "passes": 2, "model_calls": 0}, "2 claims checked · 2 passes · 0 model calls"),
    ],
)  # fmt: skip
def test_the_cli_counts_agree_with_their_nouns(stats: dict[str, object], line: str) -> None:
    lines = render_report(report(**stats)).splitlines()
    assert lines[1].startswith(line)
    assert lines[0].startswith(" VERIFIED ") and "after" not in lines[0]


def test_the_cli_header_names_the_corrections() -> None:
    header = render_report(report(check_worthy=3, passes=2, corrections=2)).splitlines()[0]
    assert header.startswith(" VERIFIED  after 2 corrections ")


def test_the_audit_line_for_one_claim_is_singular() -> None:
    assert event_summary({"type": "claims_extracted", "claims": [{}], "splitter": "rules"}) == "1 claim (rules)"
