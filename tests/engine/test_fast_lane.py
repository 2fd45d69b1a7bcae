"""The fast lane's set-up (tests/conftest.py): what it leaves out still exists and is not even imported, the garbage
collector does not walk the imported engine, NiceGUI and SDKs on every full collection, and collecting a fast test
module does not import a heavy SDK."""

from __future__ import annotations

import ast
import gc
import importlib.util
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _lane_conftest() -> object:
    """tests/conftest.py by its path (every conftest.py shares the module name `conftest`)."""
    spec = importlib.util.spec_from_file_location("saife_fast_lane_conftest", ROOT / "tests" / "conftest.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


_CONFTEST = _lane_conftest()
SLOW_FILES: tuple[str, ...] = _CONFTEST.SLOW_FILES  # type: ignore[attr-defined]
SLOW_TESTS: tuple[str, ...] = _CONFTEST.SLOW_TESTS  # type: ignore[attr-defined]


def test_every_slow_entry_names_a_file_or_test_that_exists() -> None:
    """A renamed file would otherwise join the fast lane without anyone noticing."""
    for entry in SLOW_FILES:
        assert (ROOT / entry).exists(), entry
    for entry in SLOW_TESTS:
        path, name = entry.split("::", 1)
        assert f"def {name.split('[', 1)[0]}(" in (ROOT / path).read_text(encoding="utf-8"), entry


def test_the_imported_modules_are_frozen_out_of_the_collectors_reach() -> None:
    assert gc.get_freeze_count() > 50_000  # the engine and NiceGUI alone leave a few hundred thousand objects


def test_the_fast_lane_does_not_import_the_slow_files() -> None:
    """Each worker imports every test module it collects; a slow file's SDK imports are wasted on a lane that deselects
    it. Any other mark expression, or none, collects the file as before, so the full command still runs it."""
    left_out = _CONFTEST.left_out_of_fast_lane  # type: ignore[attr-defined]
    assert left_out("tests/integrations/test_mcp_server.py", "not slow")
    assert left_out("tests/team/", "  not   slow ")
    assert left_out("tests/team/test_pg_store.py", "not slow")
    assert not left_out("tests/integrations/", "not slow")  # the folder holds fast files too
    assert not left_out("tests/integrations/test_langchain.py", "not slow")
    assert not left_out("tests/engine/test_grounding.py", "not slow")  # one slow test in a fast file: deselected
    for markexpr in ("", "slow", "not e2e", "not slow or e2e"):
        assert not left_out("tests/integrations/test_mcp_server.py", markexpr)


def test_the_test_run_writes_the_bytecode_cache() -> None:
    """With `PYTHONDONTWRITEBYTECODE` set, every worker would compile every module it imports again on every run."""
    assert sys.dont_write_bytecode is False


# The SDKs and frameworks that take a second or more to import; a fast-lane test module imports them inside its tests
# (or a fixture), since every test worker imports every module it collects while only one worker runs each file.
HEAVY_PACKAGES = {
    "anthropic", "openai", "llama_index", "langgraph", "langchain_core", "langsmith", "mcp", "playwright", "psycopg",
    "redis",
}  # fmt: skip
HEAVY_ADAPTERS = (
    "saife_integrations.llamaindex", "saife_integrations.langgraph", "saife_integrations.langchain",
    "saife_integrations.mcp_server",
)  # fmt: skip


def _top_level_imports(path: Path) -> set[str]:
    names: set[str] = set()
    for node in ast.parse(path.read_text(encoding="utf-8")).body:
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            names.add(node.module)
    return names


def test_no_fast_lane_test_module_imports_a_heavy_package_when_collected() -> None:
    offenders = []
    for path in sorted((ROOT / "tests").rglob("test_*.py")):
        relative = path.relative_to(ROOT).as_posix()
        if relative.startswith(SLOW_FILES):
            continue
        for name in _top_level_imports(path):
            if name.split(".")[0] in HEAVY_PACKAGES or name.startswith(HEAVY_ADAPTERS):
                offenders.append(f"{relative}: {name}")
    assert offenders == []
