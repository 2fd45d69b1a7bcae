"""benchmarks/rule_cut.py on a tiny summary set of our own: every cut scored, then cross-validated by passage."""

from __future__ import annotations

import json
import runpy
from pathlib import Path

import pytest

SCRIPT = Path(__file__).resolve().parents[1] / "benchmarks" / "rule_cut.py"
MUSEUM = "The city museum opened in 1998 in Leeds. It holds 4,000 paintings. Its director is Ana Ruiz. Entry is free."
BRIDGE = (
    "The bridge was finished in 1932 after six years of work. It is 503 metres long. About 160,000 vehicles cross it."
)
SUMMARIES = [
    (MUSEUM, "The city museum opened in 1998 in Leeds. Its director is Ana Ruiz. It has 4,000 paintings.", "faithful"),
    # One unconfirmed claim in four: CAUTION, but not "mostly unconfirmed".
    (MUSEUM, "The city museum opened in 1998 in Leeds. Its director is Ana Ruiz. Entry is free. "
     "Its cafe won an award.", "faithful"),
    (MUSEUM, "The city museum opened in 1998 in Leeds. It was founded by a shipping company. It has a rooftop garden. "
     "Its cafe won an award.", "hallucinated"),
    (BRIDGE, "The bridge was finished in 1932 after six years of work. It is 503 metres long.", "faithful"),
    (BRIDGE, "The bridge was finished in 1932. It was designed by a famous engineer. It is painted grey. "
     "Its lamps were added later.", "hallucinated"),
]  # fmt: skip


def write_summaries(directory: Path) -> Path:
    meta = {"source_repo": "ours", "source_commit": "0", "span_labels": False}
    lines = [
        json.dumps(
            {
                "id": f"s-{n}",
                "dataset": "faithbench",
                "task": "summarization",
                "question": "",
                "answer": answer,
                "sources": [source],
                "label": label,
                "spans": [],
                "meta": meta,
            }
        )
        for n, (source, answer, label) in enumerate(SUMMARIES)
    ]
    (directory / "summaries.jsonl").write_text("\n".join(lines), encoding="utf-8")
    return directory


def test_every_cut_and_the_cross_validated_figures_are_printed(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    main = runpy.run_path(str(SCRIPT))["main"]
    assert main(["--data", str(write_summaries(tmp_path))]) == 0
    out = capsys.readouterr().out
    assert "faithbench: 5 items (2 hallucinated) from 2 passages" in out
    # At three quarters the summary with one unconfirmed claim in four passes and both invented ones are caught;
    # asking for every claim unconfirmed lets the invented ones through (each opens with a true sentence).
    assert "   3/4  1.000" in out and "   all  0.500" in out
    assert out.count("shuffle") == 5 and "shuffle 0: rule 1.000" in out and "tuned fuzzy baseline" in out


def test_no_data_is_said_plainly(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    main = runpy.run_path(str(SCRIPT))["main"]
    assert main(["--data", str(tmp_path)]) == 2
    assert "nothing to measure" in capsys.readouterr().err
