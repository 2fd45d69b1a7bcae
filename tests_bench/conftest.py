"""The bench lane: suites that run the engine over the benchmark files (hundreds of items each) and `saife bench`
end to end. They share the unit lane's isolation and scripted model servers, loaded here from tests/conftest.py."""

from __future__ import annotations

import importlib.util
import json
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

_TESTS = Path(__file__).resolve().parents[1] / "tests"
sys.path.insert(0, str(_TESTS))  # `servers` (the scripted model servers) and the test fixtures live there
sys.path.append(str(_TESTS / "repair"))  # repair_planted_kit: the planted-error cases and their scoring


def _unit_lane_conftest() -> object:
    """tests/conftest.py under a name of its own (both files are called conftest.py)."""
    spec = importlib.util.spec_from_file_location("saife_unit_lane_conftest", _TESTS / "conftest.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


_shared = _unit_lane_conftest()
# Every test runs offline and isolated (no keys, no model variables, a temporary audit file), as in tests/.
isolated_environment = _shared.isolated_environment  # type: ignore[attr-defined]
_openai_server = _shared._openai_server  # type: ignore[attr-defined]
_anthropic_server = _shared._anthropic_server  # type: ignore[attr-defined]
oai = _shared.oai  # type: ignore[attr-defined]
anth = _shared.anth  # type: ignore[attr-defined]


@pytest.fixture
def one_source_data(tmp_path: Path) -> Callable[[str], Path]:
    """A data directory holding one shared-schema item whose only source is the given text."""

    def write(source: str) -> Path:
        meta = {"source_repo": "ours", "source_commit": "0", "span_labels": False}
        row = {"id": "s-1", "dataset": "summaries", "task": "summarization", "question": "", "answer": "x",
               "sources": [source], "label": "faithful", "spans": [], "meta": meta}  # fmt: skip
        (tmp_path / "s.jsonl").write_text(json.dumps(row), encoding="utf-8")
        return tmp_path

    return write
