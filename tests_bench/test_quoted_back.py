"""benchmarks/quoted_back.py on a tiny data set of our own: quoting a source back is never contradicted."""

from __future__ import annotations

import runpy
import unicodedata
from pathlib import Path

import pytest

SCRIPT = Path(__file__).resolve().parents[1] / "benchmarks" / "quoted_back.py"
# Each sentence once tripped a check: a glued quoted title, a negation in another clause, a decomposed accent,
# two prices for two flats, a capitalised stopword, a pronoun opening.
SOURCE = unicodedata.normalize(
    "NFD",
    'She is best known as Dawn in the comedy-horror film "Teeth".Teeth is a 2007 black comedy horror film. '
    "The victim said she shouted at Ayrton to stop the attack, but her friends had not woken up. "
    "Francis I, also known as François Étienne, was Holy Roman Emperor from 1745 until his death. "
    "The first flat in Egerton Place is on sale for £ 575,000 with a short lease. "
    "The second, larger flat in Egerton Place is on the market for £ 595,000 with the same lease. "
    "The History of Patatas Bravas This iconic dish originated in Madrid in the nineteenth century. "
    "Acme Robotics raised $12 million in a Series A round in March 2022. "
    "It employs 85 people at its workshop in Austin, Texas.",
)


def test_no_quoted_sentence_is_contradicted(one_source_data, capsys: pytest.CaptureFixture[str]) -> None:
    main = runpy.run_path(str(SCRIPT))["main"]
    assert main(["--data", str(one_source_data(SOURCE)), "--per-item", "20"]) == 0
    out = capsys.readouterr().out
    assert "sentences quoted back: 8," in out
    assert "CONTRADICTED 0 (must be 0)" in out
    assert "VERIFIED 8 (100.0%)" in out


def test_no_data_is_said_plainly(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    main = runpy.run_path(str(SCRIPT))["main"]
    assert main(["--data", str(tmp_path)]) == 2
    assert "nothing to measure" in capsys.readouterr().err


def test_a_wrapped_source_gives_the_same_figures(one_source_data, capsys: pytest.CaptureFixture[str]) -> None:
    main = runpy.run_path(str(SCRIPT))["main"]
    data = one_source_data(SOURCE)
    assert main(["--data", str(data), "--per-item", "20"]) == 0
    flat = capsys.readouterr().out
    assert main(["--data", str(data), "--per-item", "20", "--wrap", "40"]) == 0
    assert capsys.readouterr().out == flat


@pytest.mark.parametrize("dress", ["attribution", "citation", "framing"])
def test_an_answer_dressed_as_assistants_write_gives_the_same_figures(
    one_source_data, capsys: pytest.CaptureFixture[str], dress: str
) -> None:
    main = runpy.run_path(str(SCRIPT))["main"]
    data = one_source_data(SOURCE)
    assert main(["--data", str(data), "--per-item", "20"]) == 0
    plain = capsys.readouterr().out.splitlines()[0]
    assert main(["--data", str(data), "--per-item", "20", "--dress", dress]) == 0
    out = capsys.readouterr().out
    assert out.splitlines()[0] == plain and "CONTRADICTED 0 (must be 0)" in out
