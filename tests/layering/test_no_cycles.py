"""Web search is a pure fetch/search layer: the detectors use it (the web judge lives with them), and nothing in
search reaches back into the detectors, directly or through another module."""

from __future__ import annotations

from layering_kit import ROOT, _imports_in, imports_of, module_graph, reachable


def subpackage_of(module: str) -> str | None:
    """`engine.search.pages` -> `engine.search`; None for a top-level module such as `engine.types`."""
    parts = module.split(".")
    if len(parts) >= 2 and (ROOT / parts[0] / parts[1] / "__init__.py").exists():
        return ".".join(parts[:2])
    return None


def subpackage_graph() -> dict[str, set[str]]:
    """Subpackage -> the other subpackages its modules import directly."""
    graph: dict[str, set[str]] = {}
    for module, targets in module_graph("engine").items():
        source = subpackage_of(module)
        if source is None:
            continue
        graph.setdefault(source, set()).update(
            target for target in map(subpackage_of, targets) if target is not None and target != source
        )
    return graph


def test_search_never_reaches_the_detectors_through_any_module() -> None:
    graph = module_graph("engine")
    reaching = {
        module: sorted(target for target in reachable(graph, module) if target.startswith("engine.detectors"))
        for module in graph
        if module.startswith("engine.search")
    }
    assert {module: targets for module, targets in reaching.items() if targets} == {}


def test_search_and_detectors_form_no_cycle() -> None:
    graph = subpackage_graph()
    assert "engine.search" in graph["engine.detectors"]  # the detectors do use search ...
    assert "engine.detectors" not in reachable(graph, "engine.search")  # ... and search never uses them back


def test_the_scanner_resolves_relative_imports() -> None:
    """The graph must see the web detector's relative imports, or the tests above would pass on an empty graph."""
    graph = module_graph("engine")
    assert "engine.search" in graph["engine.detectors.web"]
    assert "engine.detectors.web_judge" in graph["engine.detectors.web"]
    assert "engine.search.base" in graph["engine.search.retry"]


def test_the_scanner_parses_each_file_once() -> None:
    """Several layering tests walk every engine module; each file's imports are read once per test process."""
    path = ROOT / "engine" / "types.py"
    first = list(imports_of(path))
    hits = _imports_in.cache_info().hits
    assert list(imports_of(path)) == first
    assert _imports_in.cache_info().hits == hits + 1
