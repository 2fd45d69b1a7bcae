"""The embedded verifier's switch: on by default (also offline), off with SAIFE_VERIFIER=0 or `--no-verifier`,
through the real `saife` entry point in a subprocess."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from engine.config import Config

ANSWER = "The library holds 4,000 books. Readers can use the reading room from nine each weekday morning.\n"
"""The first claim is in the source word for word (grounding decides it; the verifier skips it), the second is a
paraphrase that only a reader of meaning can take up."""
SOURCE = "The library on the second floor holds 4,000 books. The reading room opens at 9:00 on weekdays."


def saife(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    clean = {k: v for k, v in os.environ.items() if not k.startswith("SAIFE_")}
    return subprocess.run(
        [sys.executable, "-c", "from saife_cli import main; raise SystemExit(main())", *args],
        capture_output=True,
        text=True,
        timeout=120,
        env={**clean, "SAIFE_NO_DOTENV": "1", "SAIFE_DB": "", **(env or {})},
        cwd=Path(__file__).resolve().parents[2],
    )


@pytest.fixture
def files(tmp_path: Path) -> tuple[Path, Path]:
    answer, source = tmp_path / "answer.txt", tmp_path / "library.txt"
    answer.write_text(ANSWER)
    source.write_text(SOURCE)
    return answer, source


def _detectors(result: subprocess.CompletedProcess[str]) -> set[str]:
    assert result.returncode in (0, 1, 2), result.stderr
    report = json.loads(result.stdout)
    return {f["detector"] for c in report["claims"] for f in c["findings"]}


def test_the_config_flag_reads_the_environment() -> None:
    assert Config.from_env({}).verifier
    assert not Config.from_env({"SAIFE_VERIFIER": "0"}).verifier
    assert Config.from_env({"SAIFE_VERIFIER": "1"}).verifier
    assert Config.from_env({"SAIFE_VERIFIER_DIR": "/tmp/model"}).verifier_dir == "/tmp/model"


def test_check_runs_the_verifier_by_default_offline_and_no_verifier_turns_it_off(files: tuple[Path, Path]) -> None:
    answer, source = files
    on = saife("check", str(answer), "--source", str(source), "--offline", "--json")
    assert "verifier" in _detectors(on)
    stats = json.loads(on.stdout)["stats"]["verifier"]
    assert set(stats) == {"supported", "likely", "unverifiable", "ms"}
    assert stats["supported"] + stats["likely"] + stats["unverifiable"] == 1
    off = saife("check", str(answer), "--source", str(source), "--offline", "--json", "--no-verifier")
    assert "verifier" not in _detectors(off)
    assert "verifier" not in json.loads(off.stdout)["stats"]


def test_saife_verifier_0_turns_it_off(files: tuple[Path, Path]) -> None:
    answer, source = files
    off = saife("check", str(answer), "--source", str(source), "--offline", "--json", env={"SAIFE_VERIFIER": "0"})
    assert "verifier" not in _detectors(off)


def test_the_flag_is_in_the_help() -> None:
    shown = saife("check", "--help")
    assert shown.returncode == 0 and "--no-verifier" in shown.stdout
