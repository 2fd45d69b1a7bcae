"""The layer's firing count (`benchmarks/layer_firings.py`) sees the readings a run uses: a reading that fires on an
item is counted as called and true, one that is called and never true is listed as such."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))

from layer_firings import count

COMPARE = "engine/numbers.py:compare_numbers"


def test_the_readings_a_run_uses_are_counted_with_their_true_returns() -> None:
    firings = count(limit=1)
    assert firings.calls[COMPARE] > 0 and firings.true[COMPARE] > 0  # a NumberCheck is always true
    never = firings.never_true()
    assert never and all(firings.calls[key] > 0 and firings.true[key] == 0 for key in never)
    assert not any(key.endswith(("__init__", ">")) for key in firings.calls)
