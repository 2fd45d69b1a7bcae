"""The engine, its command line and the web app stay type-clean: mypy over `engine/`, `saife_cli/` and `webapp/`
finds nothing (modules they import from elsewhere are read for types but judged by their own tests)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_mypy_finds_no_errors_in_the_engine_its_command_line_and_the_web_app() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "mypy", "--follow-imports=silent", "engine", "saife_cli", "webapp"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stdout + done.stderr
