"""benchmarks/canary_sweep.py in a reduced form (two API runs: one on the operator's key, one on a visitor's; and a
visitor's key typed in the page, in Chromium): the canary keys reach the model server and nowhere else (db, WAL,
logs, exports, SSE, webhooks, pages)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

SCRIPT = Path(__file__).resolve().parents[1] / "benchmarks" / "canary_sweep.py"


def _load():
    spec = importlib.util.spec_from_file_location("canary_sweep", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look their module up by name
    spec.loader.exec_module(module)
    return module


@pytest.mark.slow
def test_the_canary_keys_are_found_nowhere_but_at_the_model_server(tmp_path: Path) -> None:
    canary_sweep = _load()
    sweep = canary_sweep.sweep_once(2, tmp_path)
    assert {sweep.env_canary, sweep.api_canary, sweep.page_canary} <= sweep.keys_seen_by_model, "every key was used"
    hits = sweep.hits()
    expected = {"SSE bodies", "exports (JSON report)", "exports (Markdown)", "audit db", "webhook bodies and headers",
                "stdout (logs)", "stderr (logs)"}  # fmt: skip
    assert expected <= set(hits), sorted(hits)
    assert all(sweep.places[place] and any(sweep.places[place]) for place in expected - {"stderr (logs)"})
    assert {place: found for place, found in hits.items() if found} == {}


def test_the_sweep_would_notice_a_leak() -> None:
    canary_sweep = _load()
    sweep = canary_sweep.Sweep()
    sweep.add("audit db", b"... sk-***" + sweep.api_canary[-24:-8].encode() + b"*** ...")
    sweep.add("SSE bodies", b"nothing here")
    assert sweep.hits() == {"audit db": ["visitor key (middle)"], "SSE bodies": []}
