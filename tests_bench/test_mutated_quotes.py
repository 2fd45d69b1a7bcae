"""benchmarks/mutated_quotes.py on a tiny data set of our own: each planted change is caught."""

from __future__ import annotations

import random
import runpy
from pathlib import Path

import pytest

SCRIPT = Path(__file__).resolve().parents[1] / "benchmarks" / "mutated_quotes.py"
# Each sentence is one the earlier engine let a change through: a score, a second negation, a subject swap.
SOURCE = (
    "In the second period Mike Forney's powerplay goal made it 2-1 for the Nottingham Panthers. "
    "Nitrox is a common gas for divers who dive twice a day and is not typically used by beginners. "
    "Anderson, 27, has cancelled his Barrow contract by mutual consent to join a rival club. "
    "The defender has also played in Italy and could face his old club in February. "
    "The club allegedly offered him a new contract. Sales at the club shop rose by a third in February."
)


def test_each_change_is_counted_and_none_slips_through(one_source_data, capsys: pytest.CaptureFixture[str]) -> None:
    main = runpy.run_path(str(SCRIPT))["main"]
    assert main(["--data", str(one_source_data(SOURCE)), "--per-item", "10"]) == 0
    out = capsys.readouterr().out
    for kind in ("figure", "negation", "name", "word", "added", "opposite", "unhedged"):
        line = next(line for line in out.splitlines() if line.startswith(kind))
        assert "missed (VERIFIED, no edit) 0 (0.0%)" in line, out


def test_the_changes_themselves() -> None:
    mutations = runpy.run_path(str(SCRIPT))["mutations"]
    changed = dict(
        mutations(
            "Anderson, 27, is a defender for Barrow.", ["Italy", "Barrow"], ["defender", "striker"], random.Random(1)
        )
    )
    assert changed["negation"] == "Anderson, 27, is not a defender for Barrow."
    assert changed["name"].startswith("Italy, 27,") or changed["name"].endswith("for Italy.")
    assert "27" not in changed["figure"] and "Anderson" in changed["figure"]
    assert changed["word"] == "Anderson, 27, is a striker for Barrow."
    assert changed["added"] == "Anderson, 27, is a striker defender for Barrow."


def test_no_data_is_said_plainly(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    main = runpy.run_path(str(SCRIPT))["main"]
    assert main(["--data", str(tmp_path)]) == 2
    assert "nothing to measure" in capsys.readouterr().err
