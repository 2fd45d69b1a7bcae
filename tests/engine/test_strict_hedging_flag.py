"""`saife check --strict-hedging` (and SAIFE_HEDGING) through the real `saife` entry point in a subprocess: by
default a claim nothing confirmed or contradicted keeps its words and is marked [unconfirmed]; strict hedges it."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow  # starts `saife` processes: the full lane, not the fast one

ANSWER = "Volunteers repaint the shelves every spring.\n"
SOURCE = "The library on the second floor holds 4,000 books. The reading room opens at 9:00 on weekdays."


def saife(tmp_path: Path, *args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    answer, source = tmp_path / "answer.txt", tmp_path / "library.txt"
    answer.write_text(ANSWER)
    source.write_text(SOURCE)
    clean = {k: v for k, v in os.environ.items() if not k.startswith("SAIFE_")}
    return subprocess.run(
        [sys.executable, "-c", "from saife_cli import main; raise SystemExit(main())", "check", str(answer),
         "--source", str(source), "--offline", "--no-verifier", *args],
        capture_output=True, text=True, timeout=120,
        env={**clean, "SAIFE_NO_DOTENV": "1", "SAIFE_DB": "", **(env or {})},
        cwd=Path(__file__).resolve().parents[2],
    )  # fmt: skip


def test_check_discloses_by_default_and_hedges_with_the_flag(tmp_path: Path) -> None:
    default = saife(tmp_path, "--json")
    assert default.returncode == 1, default.stderr  # CAUTION
    report = json.loads(default.stdout)
    assert report["final_answer"] == "Volunteers repaint the shelves every spring. [unconfirmed]\n"
    assert [e["kind"] for e in report["edits"]] == ["disclose"]
    strict = saife(tmp_path, "--json", "--strict-hedging")
    assert strict.returncode == 1, strict.stderr
    hedged = json.loads(strict.stdout)
    assert hedged["final_answer"] == "Volunteers repaint the shelves every spring (not confirmed by the sources).\n"
    assert [e["kind"] for e in hedged["edits"]] == ["hedge"]
    from_env = json.loads(saife(tmp_path, "--json", env={"SAIFE_HEDGING": "strict"}).stdout)
    assert from_env["final_answer"] == hedged["final_answer"]


def test_the_terminal_report_shows_the_disclosure_as_a_mark_not_a_change(tmp_path: Path) -> None:
    shown = saife(tmp_path).stdout
    assert "disclose" in shown and "~ Volunteers repaint the shelves every spring. [unconfirmed]" in shown
    assert "left as written in the final answer, marked [unconfirmed]" in shown
    assert "- Volunteers" not in shown and "+ Volunteers" not in shown  # no removal and no green addition
