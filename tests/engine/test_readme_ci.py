"""CI runs the README's test command, so a missing install step fails CI too; the README's commands work on a fresh
machine and behind pyenv or virtualenv shims, and its links stay inside the repository."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
README = (ROOT / "README.md").read_text(encoding="utf-8")
LANES = ("tests", "tests_bench", "e2e")


def fresh_machine_commands() -> list[str]:
    return re.findall(r"```bash\n(python3 -m pip install[^\n]*)\n```", README)


def test_ci_runs_the_readme_test_command() -> None:
    commands = fresh_machine_commands()
    assert len(commands) == 2, "the README gives exactly two fresh-machine commands"
    start_app, run_tests = commands
    assert "webapp" in start_app and "pytest" in run_tests
    ci_lines = (ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines()
    assert run_tests in ci_lines


def test_the_test_command_runs_every_lane_and_the_fast_lane_is_documented() -> None:
    run_tests = fresh_machine_commands()[1]
    assert run_tests.split("pytest", 1)[1].split() == list(LANES)
    assert all((ROOT / lane).is_dir() for lane in LANES)
    fast = re.findall(r"```bash\n(python3 -m uv run pytest tests(?: [^\n]*)?)\n```", README)
    assert len(fast) == 1 and "tests_bench" not in fast[0] and "e2e" not in fast[0]
    pytest_options = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["pytest"]
    assert pytest_options["ini_options"]["testpaths"] == ["tests"]  # a bare `pytest` is the fast lane


def test_uv_is_always_run_as_a_python_module() -> None:
    """A pyenv shim may not see `uv` right after `pip install uv`; `python3 -m uv` always works."""
    blocks = re.findall(r"```(?:bash)?\n(.*?)```", README, re.S)
    code = "\n".join(blocks + re.findall(r"`([^`\n]+)`", README))
    bare = [m.group() for m in re.finditer(r"(?<![\w.-])(?<!-m )uv (?:sync|run|pip|add|lock)\b", code)]
    assert not bare, bare
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert not re.search(r"(?<!-m )\buv (?:sync|run)\b", ci)


def test_every_link_points_inside_the_repository() -> None:
    targets = re.findall(r"\]\(([^)\s]+)\)", README)
    assert "docs/CONTRACT.md" in targets
    for target in targets:
        assert not re.match(r"[a-z]+:", target) and not target.startswith(("/", "../")), target
        assert (ROOT / target.split("#", 1)[0]).exists(), target


def test_the_contract_is_in_the_repository() -> None:
    contract = (ROOT / "docs" / "CONTRACT.md").read_text(encoding="utf-8")
    assert contract.startswith("# sAIfe public contract")
    assert "The status speaks of the **final answer**" in contract
