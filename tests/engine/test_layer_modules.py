"""No module of the pattern layer is over 400 lines: a reader of closed-world facts that grows past that is doing
more than one job, and the layer's size is printed by `benchmarks/layer_size.py` for every change to read."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))

from layer_size import layer_files, measure

MOST_LINES = 400


def test_no_module_of_the_pattern_layer_is_over_400_lines() -> None:
    files = layer_files()
    assert len(files) > 50, "the layer's files were not found"
    over = {str(path.name): measure(path).lines for path in files if measure(path).lines > MOST_LINES}
    assert over == {}
