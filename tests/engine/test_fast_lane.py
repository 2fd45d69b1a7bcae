"""The fast lane's set-up (tests/conftest.py): what it leaves out still exists, and the garbage collector does not
walk the imported engine, NiceGUI and SDKs on every full collection."""

from __future__ import annotations

import gc
import importlib.util
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
