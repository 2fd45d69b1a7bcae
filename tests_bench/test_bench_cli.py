"""`saife bench` end to end on tiny fixtures: terminal table, JSON, Markdown, items file and chart."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest

from saife_cli import main

FIXTURES = Path(__file__).resolve().parents[1] / "tests" / "fixtures" / "bench"
BASE = ["bench", "--offline", "--data", str(FIXTURES / "shared"), "--planted", str(FIXTURES / "planted")]


def test_table_and_files(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code = main([*BASE, "--out", str(tmp_path), "--no-chart"])
    out, err = capsys.readouterr()
    assert code == 0
    assert "rule not_verified: hallucinated ⇔ status != VERIFIED" in out
    assert "rule mostly_unconfirmed: hallucinated ⇔ the contradicted rule holds" in out
    assert "baseline: always-hallucinated" in out and "baseline: substring" in out and "baseline: fuzzy" in out
    assert "toy_qa" in out and "number_swap" in out and "Targets" in out
    assert "toy_qa" in err and "4/4" in err  # the progress line
    summary = json.loads((tmp_path / "bench.json").read_text())
    assert set(summary["datasets"]) == {"toy_math", "toy_qa"}
    qa = summary["datasets"]["toy_qa"]
    assert qa["n"] == 4 and qa["rules"]["contradicted"]["spans"]["items"] == 2
    assert set(qa["rules"]) == {"not_verified", "contradicted", "mostly_unconfirmed"}
    assert set(qa["baselines"]) == {"always_hallucinated", "substring", "fuzzy_tuned"}
    assert summary["planted"]["silent_failures"] == 0
    assert {t["key"] for t in summary["targets"]} >= {"halueval_qa_accuracy", "silent_failures", "wall_seconds"}
    report = (tmp_path / "bench.md").read_text()
    assert report.startswith("# sAIfe bench report") and "## Decision rules" in report and "| toy_qa |" in report
    lines = (tmp_path / "items.jsonl").read_text().splitlines()
    assert len(lines) == summary["items"]
    first = json.loads(lines[0])
    assert {"dataset", "id", "status", "claims", "latency_ms"} <= first.keys() and "answer" not in first


def test_json_limit_and_dataset_choice(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code = main(
        [
            *BASE,
            "--no-planted",
            "--datasets",
            "toy_qa",
            "--limit",
            "2",
            "--json",
            "--no-progress",
            "--no-chart",
            "--out",
            str(tmp_path),
        ]
    )
    out, err = capsys.readouterr()
    assert code == 0 and err == ""
    summary = json.loads(out)
    assert list(summary["datasets"]) == ["toy_qa"] and summary["datasets"]["toy_qa"]["n"] == 2
    assert summary["planted"] is None and summary["setup"]["limit"] == 2 and summary["setup"]["mode"] == "offline"


@pytest.mark.parametrize(
    ("extra", "message"),
    [
        (["--datasets", "nope"], "no data set named nope"),
        (["--limit", "0"], "--limit must be at least 1"),
        (["--datasets", "none", "--no-planted"], "nothing to run"),
        (["--planted", "/nonexistent/cases"], "planted cases not found"),
    ],
)
def test_usage_errors_exit_3(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], extra: list[str], message: str
) -> None:
    assert main([*BASE, "--out", str(tmp_path), *extra]) == 3
    out, err = capsys.readouterr()
    assert out == "" and message in err


def test_chart_png(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code = main([*BASE, "--out", str(tmp_path), "--no-progress"])
    _, err = capsys.readouterr()
    assert code == 0
    if importlib.util.find_spec("matplotlib") is None:
        assert "no chart" in err and "matplotlib" in err and not (tmp_path / "bench.png").exists()
    else:
        assert (tmp_path / "bench.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
