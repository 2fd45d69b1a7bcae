"""The engine and its command line stay type-clean: mypy over `engine/` and `saife_cli/` finds nothing (modules they
import from elsewhere, such as the web app `saife serve` starts, are read for types but judged by their own tests)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_mypy_finds_no_errors_in_the_engine_and_its_command_line() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "mypy", "--follow-imports=silent", "engine", "saife_cli"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stdout + done.stderr
