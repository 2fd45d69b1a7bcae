"""The embedded verifier's switch: on by default (also offline), off with SAIFE_VERIFIER=0 or `--no-verifier`,
through the `saife` command's own `main` (in this process, so the model loads once per test worker; the slow lane's
tests/engine/test_cli.py runs the command in fresh processes)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from engine.config import Config
from saife_cli import main

ANSWER = "The library holds 4,000 books. Readers can use the reading room from nine each weekday morning.\n"
"""The first claim is in the source word for word (grounding decides it; the verifier skips it), the second is a
paraphrase that only a reader of meaning can take up."""
SOURCE = "The library on the second floor holds 4,000 books. The reading room opens at 9:00 on weekdays."


def saife(capsys: pytest.CaptureFixture[str], *args: str) -> dict[str, Any]:
    """Run `saife ARGS` and return the report it printed; a finished check exits 0, 1 or 2."""
    capsys.readouterr()
    code = main(list(args))
    out = capsys.readouterr()
    assert code in (0, 1, 2), out.err
    return json.loads(out.out)


@pytest.fixture
def files(tmp_path: Path) -> tuple[Path, Path]:
    answer, source = tmp_path / "answer.txt", tmp_path / "library.txt"
    answer.write_text(ANSWER)
    source.write_text(SOURCE)
    return answer, source


def _detectors(report: dict[str, Any]) -> set[str]:
    return {f["detector"] for c in report["claims"] for f in c["findings"]}


def test_the_config_flag_reads_the_environment() -> None:
    assert Config.from_env({}).verifier
    assert not Config.from_env({"SAIFE_VERIFIER": "0"}).verifier
    assert Config.from_env({"SAIFE_VERIFIER": "1"}).verifier
    assert Config.from_env({"SAIFE_VERIFIER_DIR": "/tmp/model"}).verifier_dir == "/tmp/model"


def test_check_runs_the_verifier_by_default_offline_and_no_verifier_turns_it_off(
    files: tuple[Path, Path], capsys: pytest.CaptureFixture[str]
) -> None:
    answer, source = files
    on = saife(capsys, "check", str(answer), "--source", str(source), "--offline", "--json")
    assert "verifier" in _detectors(on)
    stats = on["stats"]["verifier"]
    assert set(stats) == {"supported", "likely", "unverifiable", "ms"}
    assert stats["supported"] + stats["likely"] + stats["unverifiable"] == 1
    off = saife(capsys, "check", str(answer), "--source", str(source), "--offline", "--json", "--no-verifier")
    assert "verifier" not in _detectors(off)
    assert "verifier" not in off["stats"]


def test_saife_verifier_0_turns_it_off(
    files: tuple[Path, Path], capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    answer, source = files
    monkeypatch.setenv("SAIFE_VERIFIER", "0")
    off = saife(capsys, "check", str(answer), "--source", str(source), "--offline", "--json")
    assert "verifier" not in _detectors(off)


def test_the_flag_is_in_the_help(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exited:
        main(["check", "--help"])
    assert exited.value.code == 0 and "--no-verifier" in capsys.readouterr().out
