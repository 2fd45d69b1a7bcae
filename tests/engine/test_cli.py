"""`saife check` through a real subprocess: exit codes, JSON on stdout, one-line errors on stderr."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ANSWER = "The indemnification cap is $5 million per incident. Either party may terminate with 90 days notice.\n"
SOURCE = "The indemnification cap is $2 million per incident. Either party may terminate with 90 days notice."


def saife(
    *args: str, stdin: bytes | None = None, env: dict[str, str] | None = None
) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run(
        [sys.executable, "-m", "saife_cli", *args],
        input=stdin,
        capture_output=True,
        timeout=60,
        env={**os.environ, **(env or {})},
        cwd=Path(__file__).resolve().parents[2],
    )


@pytest.fixture
def files(tmp_path: Path) -> dict[str, Path]:
    answer, source = tmp_path / "answer.md", tmp_path / "contract.txt"
    answer.write_text(ANSWER)
    source.write_text(SOURCE)
    return {"answer": answer, "source": source, "dir": tmp_path}


def test_json_report_flags_the_wrong_number_and_exits_blocked(files: dict[str, Path]) -> None:
    done = saife(
        "check", str(files["answer"]), "--source", str(files["source"]), "--offline", "--json", "--repair", "report"
    )
    assert done.returncode == 2, done.stderr
    report = json.loads(done.stdout)
    first = report["claims"][0]
    assert first["verdict"] == "CONTRADICTED"
    assert first["findings"][0]["evidence"][0]["quote"] == "The indemnification cap is $2 million per incident."


def test_repair_corrects_and_the_table_shows_the_edit(files: dict[str, Path]) -> None:
    done = saife("check", str(files["answer"]), "--source", str(files["source"]), "--offline", env={"NO_COLOR": "1"})
    assert done.returncode in (0, 1), done.stderr
    assert (
        b"CONTRADICTED" in done.stdout
        and b"correct" in done.stdout
        and b"+ The indemnification cap is $2 million" in done.stdout
    )


def test_stdin_and_human_table(files: dict[str, Path]) -> None:
    done = saife(
        "check", "-", "--source", str(files["source"]), "--offline", stdin=SOURCE.encode(), env={"NO_COLOR": "1"}
    )
    assert done.returncode == 0, done.stderr
    assert b"VERIFIED" in done.stdout and b"SUPPORTED" in done.stdout


@pytest.mark.parametrize(
    ("make", "message"),
    [
        (lambda d: ["check", str(d / "missing.txt")], b"not found"),
        (lambda d: ["check", str(d / "answer.md"), "--source", str(d / "nope.txt")], b"source file not found"),
        (lambda d: ["check", str(d / "binary.bin")], b"binary"),
        (lambda d: ["check", str(d / "latin1.txt")], b"not UTF-8"),
        (lambda d: ["check", str(d / "blank.txt")], b"empty"),
        (lambda d: ["check", "--max-passes", "0", str(d / "answer.md")], b"at least 1"),
        (lambda d: ["check", "--no-such-flag"], b"unrecognized"),
        (lambda d: ["check", str(d / "answer.md"), "--policy", "no-such-pack"], b"--policy no-such-pack"),
    ],
)
def test_bad_input_gets_one_clear_line_and_exit_3(files: dict[str, Path], make, message: bytes) -> None:  # type: ignore[no-untyped-def]
    directory = files["dir"]
    (directory / "binary.bin").write_bytes(bytes(range(256)) * 4)
    (directory / "latin1.txt").write_bytes("café olé".encode("latin-1"))
    (directory / "blank.txt").write_text("  \n\t ")
    done = saife(*make(directory))
    assert done.returncode == 3
    assert done.stdout == b""
    assert message in done.stderr and b"Traceback" not in done.stderr


def test_only_code_answer_and_nul_sources_get_reports(files: dict[str, Path]) -> None:
    directory = files["dir"]
    (directory / "code.md").write_text("```python\nprint('hi')\n```\n")
    (directory / "nul.txt").write_bytes(b"The indemnification cap is $2 million\x00 per incident.")
    done = saife("check", str(directory / "code.md"), "--offline", "--json")
    assert done.returncode in (0, 1, 2) and json.loads(done.stdout)["claims"][0]["kind"] == "code"
    done = saife("check", str(files["answer"]), "--source", str(directory / "nul.txt"), "--offline", "--json")
    report = json.loads(done.stdout)
    assert any("NUL" in alert for alert in report["alerts"])


def test_five_megabyte_answer_is_refused_cleanly(files: dict[str, Path]) -> None:
    big = files["dir"] / "big.txt"
    big.write_text("The sky is blue today. " * 230_000)
    done = saife("check", str(big), "--offline")
    assert done.returncode == 3 and b"too long" in done.stderr
