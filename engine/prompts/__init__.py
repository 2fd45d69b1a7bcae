"""Prompt texts, kept as files so they read as prose and are reviewed like code."""

from __future__ import annotations

from functools import cache
from importlib.resources import files


@cache
def load(name: str) -> str:
    """The prompt `name` (a file in this package, e.g. `judge_system.md`), read once."""
    return files(__package__).joinpath(name).read_text(encoding="utf-8").strip()
