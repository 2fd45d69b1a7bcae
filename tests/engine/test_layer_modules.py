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


def test_no_module_of_the_app_is_over_400_lines() -> None:
    """The same bound for every module of the engine, the web app and the command line, not only the layer's."""
    root = Path(__file__).resolve().parents[2]
    files = [path for part in ("engine", "webapp", "saife_cli") for path in (root / part).rglob("*.py")]
    assert len(files) > 100, "the app's modules were not found"
    over = {str(path.relative_to(root)): n for path in files if (n := len(path.read_text().splitlines())) > MOST_LINES}
    assert over == {}


PARSERS = {"quantities.py", "number_context.py"}
"""The modules that may call the figure parser itself: the parser, and the one cached reader of it."""


def test_figures_are_read_through_the_one_cached_reader() -> None:
    """A text's figures are parsed once (`numbers.quantities_of`, cached): a module that calls the parser itself
    re-reads strings the run has already read, and may read them otherwise."""
    import ast

    engine = Path(__file__).resolve().parents[2] / "engine"
    callers = sorted(
        str(path.relative_to(engine))
        for path in engine.rglob("*.py")
        if path.name not in PARSERS
        and any(
            isinstance(node, ast.Call)
            and getattr(node.func, "id", getattr(node.func, "attr", "")) == "extract_quantities"
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
        )
    )
    assert callers == []
