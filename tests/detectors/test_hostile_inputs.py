"""Hostile answers (benchmarks/hostile_corpus.py) through a whole offline run, in a child process whose working
directory holds a `test_boom.py` that writes a marker file if anything ever imports it (as `unittest`'s test
discovery would): every answer gets a report, the marker never appears, and the process exits 0."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "benchmarks"))

from hostile_corpus import HOSTILE_ANSWERS, stdlib_main_modules  # noqa: E402

RUN_ALL = """
import asyncio, json, sys
sys.path.insert(0, sys.argv[1])
from hostile_corpus import HOSTILE_ANSWERS
from engine import averify
from engine.config import Config

async def main():
    statuses = []
    for answer in HOSTILE_ANSWERS:
        report = await averify(answer, config=Config(offline=True, db_path=""))
        statuses.append(report.status.value if report.status is not None else None)
    return statuses

print(json.dumps(asyncio.run(main())))
"""


@pytest.fixture
def booby_trapped_dir(tmp_path: Path) -> tuple[Path, Path]:
    """A working directory whose test_boom.py leaves a marker when imported (never when only read)."""
    marker = tmp_path / "BOOM"
    workdir = tmp_path / "work"
    workdir.mkdir()
    (workdir / "test_boom.py").write_text(f"open({str(marker)!r}, 'w').write('imported')\n")
    return workdir, marker


def _env() -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("SAIFE_") and not k.endswith("_API_KEY")}
    env.pop("PYTEST_CURRENT_TEST", None)
    env["SAIFE_NO_DOTENV"] = "1"
    env["SAIFE_DB"] = ""
    return env


def test_the_corpus_covers_what_it_promises() -> None:
    mains = stdlib_main_modules()
    assert "unittest.__main__" in mains and "venv.__main__" in mains
    text = "\n".join(HOSTILE_ANSWERS)
    for needle in ("import unittest.__main__", "import antigravity", "import this", "idlelib", "turtle", "tkinter",
                   "os.system", "__import__('os')", "eval(", "9" * 400, "💰", "السعر"):  # fmt: skip
        assert needle in text, needle
    assert max(len(a) for a in HOSTILE_ANSWERS) >= 10_000


def test_every_hostile_answer_gets_a_report_and_runs_nothing(booby_trapped_dir: tuple[Path, Path]) -> None:
    workdir, marker = booby_trapped_dir
    done = subprocess.run(
        [sys.executable, "-c", RUN_ALL, str(ROOT / "benchmarks")], cwd=workdir, env=_env(), capture_output=True,
        text=True, timeout=900, stdin=subprocess.DEVNULL, check=False,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr[-3000:]
    statuses = json.loads(done.stdout.strip().splitlines()[-1])
    assert len(statuses) == len(HOSTILE_ANSWERS)
    assert all(status in ("VERIFIED", "CAUTION", "BLOCKED") for status in statuses)
    assert not marker.exists(), "something imported test_boom.py from the working directory"
    assert not Path("/tmp/saife-pwned").exists()


@pytest.mark.parametrize(
    "answer",
    [a for a in HOSTILE_ANSWERS if "import unittest.__main__" in a and a.startswith("Here")][:1]
    + [a for a in HOSTILE_ANSWERS if "os.system('touch" in a][:1]
    + [a for a in HOSTILE_ANSWERS if "import antigravity" in a][:1]
    + [a for a in HOSTILE_ANSWERS if a.startswith("The total is 9999")][:1],
)
def test_saife_check_reports_on_hostile_answers(booby_trapped_dir: tuple[Path, Path], answer: str) -> None:
    workdir, marker = booby_trapped_dir
    saife = Path(sys.executable).with_name("saife")
    command = [str(saife)] if saife.exists() else [sys.executable, "-m", "saife_cli"]
    done = subprocess.run(
        [*command, "check", "--offline", "--json", "-"], input=answer, cwd=workdir, env=_env(),
        capture_output=True, text=True, timeout=300, check=False,
    )  # fmt: skip
    assert done.returncode in (0, 1, 2), done.stderr[-3000:]
    report = json.loads(done.stdout)
    assert report["status"] in ("VERIFIED", "CAUTION", "BLOCKED") and report["answer"] == answer
    assert not marker.exists()
