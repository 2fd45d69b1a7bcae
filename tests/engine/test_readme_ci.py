"""CI runs the README's test command, so a missing install step fails CI too."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_ci_runs_the_readme_test_command() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    commands = re.findall(r"```bash\n(python3 -m pip install[^\n]*)\n```", readme)
    assert len(commands) == 2, "the README gives exactly two fresh-machine commands"
    start_app, run_tests = commands
    assert "webapp" in start_app and "pytest" in run_tests
    ci_lines = (ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines()
    assert run_tests in ci_lines
