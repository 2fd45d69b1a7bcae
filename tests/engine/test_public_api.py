"""The public surface is pinned, and only the quote verifier creates `Quote` objects."""

from __future__ import annotations

import ast
from pathlib import Path

import engine

ROOT = Path(__file__).resolve().parents[2]


def test_exported_names_are_pinned() -> None:
    required = {"verify", "averify", "check_step", "Report", "Verdict", "Status", "Config", "verify_quote", "norm"}
    assert required <= set(engine.__all__)
    assert all(hasattr(engine, name) for name in engine.__all__)


def test_quote_is_constructed_only_by_the_quote_verifier() -> None:
    offenders = []
    for path in (ROOT / "engine").rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Call):
                func = node.func
                name = func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else ""
                if name == "Quote" and path.name != "evidence.py":
                    offenders.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert offenders == []


def test_engine_does_not_import_the_web_layer() -> None:
    for path in (ROOT / "engine").rglob("*.py"):
        source = path.read_text(encoding="utf-8")
        assert "import nicegui" not in source and "from nicegui" not in source, path
        assert "from webapp" not in source and "import fastapi" not in source, path


def test_the_synchronous_calls_never_format_the_report() -> None:
    """Python 3.11's `asyncio.run` formats its finished main task, result and all: milliseconds for a big report."""
    from engine.sdk import run_sync

    formatted: list[str] = []

    class Result:
        def __repr__(self) -> str:
            formatted.append("repr")
            return "Result()"

    async def produce() -> Result:
        return Result()

    assert isinstance(run_sync(produce()), Result)
    assert formatted == []
