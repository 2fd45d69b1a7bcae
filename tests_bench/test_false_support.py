"""benchmarks/false_support.py on a tiny data set of our own in the shared schema."""

from __future__ import annotations

import json
import runpy
from pathlib import Path

import pytest

SCRIPT = Path(__file__).resolve().parents[1] / "benchmarks" / "false_support.py"
PASSAGE = "Ana Ruiz is a Spanish film director. Tom Hale (born 1950) is an American film producer."


def record(n: int, question: str, answer: str, label: str, alt: str | None = None) -> dict:
    meta = {"source_repo": "ours", "source_commit": "0", "span_labels": False}
    if alt is not None:
        meta["alt_hallucinated_answer"] = alt
    return {"id": f"q-{n}", "dataset": "halueval_qa", "task": "qa", "question": question, "answer": answer,
            "sources": [PASSAGE], "label": label, "spans": [], "meta": meta}  # fmt: skip


def test_counts_verified_alternatives_and_cross_answers(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    rows = [
        record(1, "Who is the Spanish film director?", "Ana Ruiz", "faithful"),
        record(2, "Who is the Spanish film director?", "Tom Hale is.", "hallucinated", alt="Ana Ruiz"),
        record(3, "In which year was Tom Hale born?", "1950", "faithful"),
        record(4, "Which director is American, Ana Ruiz or Tom Hale?", "Tom Hale", "faithful"),
        record(5, "Is Tom Hale a film producer?", "yes", "faithful"),
    ]
    (tmp_path / "qa.jsonl").write_text("\n".join(json.dumps(r) for r in rows), encoding="utf-8")
    main = runpy.run_path(str(SCRIPT))["main"]
    assert main(["--data", str(tmp_path), "--pairs", "6"]) == 0
    out = capsys.readouterr().out
    assert "alternative hallucinated answers: 1 of 1 VERIFIED" in out  # that "alternative" is in fact right
    assert "answers to other questions: 0 of 6 VERIFIED" in out  # a name for a year, a year for a name
    assert "turned answers (yes/no, the other option): 0 of 2 VERIFIED" in out  # "Ana Ruiz", "no"


def test_no_data_is_said_plainly(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    main = runpy.run_path(str(SCRIPT))["main"]
    assert main(["--data", str(tmp_path)]) == 2
    assert "nothing to measure" in capsys.readouterr().err
