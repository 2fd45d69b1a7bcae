"""Counts agree with their nouns where this layer's outputs show them: a source's size on the page, `saife runs`,
the Markdown export ("after 1 correction", like the page) and the integrations' summary; one helper says them all."""

from __future__ import annotations

import contextlib
import io
from pathlib import Path

import pytest

from engine import Config, Report, Status, plural, verify
from engine.export import to_markdown
from saife_cli import main
from webapp.components.sources import size_label


@pytest.mark.parametrize(("n", "expected"), [(0, "0 claims"), (1, "1 claim"), (2, "2 claims"), (1234, "1,234 claims")])
def test_the_helper(n: int, expected: str) -> None:
    assert plural(n, "claim") == expected


@pytest.mark.parametrize(
    ("text", "expected"), [("", "0 chars"), ("a", "1 char"), ("ab", "2 chars"), ("x" * 1234, "1,234 chars")]
)
def test_a_sources_size(text: str, expected: str) -> None:
    assert size_label(text) == expected


@pytest.mark.parametrize(
    ("corrections", "status_line"),
    [
        (0, "**Status: VERIFIED**"),
        (1, "**Status: VERIFIED after 1 correction**"),
        (2, "**Status: VERIFIED after 2 corrections**"),
    ],
)
def test_the_markdown_export_says_how_many_corrections(corrections: int, status_line: str) -> None:
    report = Report(
        run_id="r_1", status=Status.VERIFIED, answer="x", final_answer="x", stats={"corrections": corrections}
    )
    assert status_line in to_markdown(report).splitlines()


def test_a_running_report_names_no_corrections() -> None:
    report = Report(run_id="r_1", status=None, answer="x", final_answer="x", stats={"corrections": 1})
    assert "**Status: RUNNING**" in to_markdown(report).splitlines()


def test_saife_runs_counts_claims_in_words(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    db = tmp_path / "audit.db"
    config = Config(offline=True, db_path=str(db), verifier=False)
    verify("The tower is 330 metres tall.", config=config)
    verify("The tower is 330 metres tall. It opened in 1889.", config=config)
    monkeypatch.setenv("SAIFE_DB", str(db))
    monkeypatch.setenv("SAIFE_NO_DOTENV", "1")
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert main(["runs"]) == 0
    rows = out.getvalue().splitlines()
    assert len(rows) == 2
    assert any(" 1 claim " in row for row in rows) and any(" 2 claims " in row for row in rows), rows
    assert not any(" 1 claims" in row for row in rows)
