"""The engine stays type-clean: mypy over `engine/` finds nothing."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_mypy_finds_no_errors_in_the_engine() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "mypy", "engine"], cwd=ROOT, capture_output=True, text=True, timeout=300
    )
    assert done.returncode == 0, done.stdout + done.stderr
