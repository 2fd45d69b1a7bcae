"""The standard library's API index shipped in the package, and the sandboxed child that builds it and looks
allowed packages up."""

from __future__ import annotations

import ast
import os
import sys
from pathlib import Path

import pytest

from engine.detectors import _api_index
from engine.detectors._api_index import DATA, ApiIndex, build_stdlib, load, lookup_package, same_minor, write
from engine.detectors._pyrefs import Ref
from engine.detectors._sandbox import ProbeFailed
from engine.detectors.python_api import resolve


def test_the_shipped_index_is_small_and_readable() -> None:
    assert DATA.stat().st_size < 400_000
    shipped = load(DATA)
    assert shipped is not None
    assert set(shipped.roots) == set(sys.stdlib_module_names)
    assert shipped.kind(shipped.root("json")) == "m"  # type: ignore[arg-type]


def test_the_shipped_index_is_current_for_this_python() -> None:
    """Regenerated in the sandbox for the running interpreter, it matches what ships (exactly, for the same
    release; for another patch release of the same minor version, nearly). Rewrite it with
    `python -m engine.detectors._api_index` when this fails."""
    shipped = load(DATA)
    assert shipped is not None
    fresh = build_stdlib()
    assert same_minor(fresh["python"])
    if not same_minor(shipped.python):
        pytest.skip(f"the shipped index is for Python {shipped.python}; this interpreter builds its own at run time")
    assert fresh["roots"] == shipped.roots
    same = sum(1 for key, node in fresh["nodes"].items() if shipped.nodes.get(key) == node)
    if fresh["python"] == shipped.python:
        assert same == len(fresh["nodes"]) == len(shipped.nodes)
    else:
        assert same >= 0.98 * len(fresh["nodes"])


def test_an_index_of_another_python_is_rebuilt_for_this_one(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    stale = load(DATA)
    assert stale is not None
    old = tmp_path / "stdlib_index.json.gz"
    write({"python": "3.0.1", "format": 1, "roots": stale.roots, "nodes": {}}, old)
    monkeypatch.setattr(_api_index, "DATA", old)
    index = _api_index._load_or_build()
    assert same_minor(index.python) and index.kind(index.root("json")) == "m"  # type: ignore[arg-type]


def test_the_generator_never_runs_main_modules_or_test_discovery(tmp_path: Path) -> None:
    """Indexing imports the standard library, but only in the sandboxed child, whose working directory is an
    empty temp dir: a test_*.py in the caller's directory is never found, `__main__` modules are never run."""
    marker = tmp_path / "ran.txt"
    (tmp_path / "test_boom.py").write_text(f"open({str(marker)!r}, 'w').write('ran')\n")
    here = Path.cwd()
    os.chdir(tmp_path)
    try:
        data = build_stdlib()
    finally:
        os.chdir(here)
    assert not marker.exists()
    assert data["nodes"]["unittest.__main__"] == {"k": "o"}
    assert data["nodes"]["this"] == {"k": "o"} and data["nodes"]["antigravity"] == {"k": "o"}


@pytest.fixture
def hostile_package(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    """Installs (on sys.path) a package whose import does whatever the test writes into it."""
    made: list[str] = []

    def make(name: str, body: str) -> None:
        package = tmp_path / name
        package.mkdir()
        (package / "__init__.py").write_text(body)
        made.append(name)

    monkeypatch.syspath_prepend(str(tmp_path))
    yield make
    for name in made:
        sys.modules.pop(name, None)


def test_an_allowed_package_that_exits_on_import_fails_only_its_lookup(hostile_package) -> None:
    hostile_package("saife_exits", "import sys\nsys.exit(3)\n")
    result = resolve(Ref("saife_exits.thing", "attribute", True), frozenset({"saife_exits"}))
    assert result.status == "unverifiable"
    assert "saife_exits" not in sys.modules


def test_an_allowed_package_that_hangs_is_stopped_by_the_timeout(hostile_package) -> None:
    hostile_package("saife_hangs", "while True:\n    pass\n")
    result = resolve(Ref("saife_hangs.thing", "attribute", True), frozenset({"saife_hangs"}), lookup_timeout_s=2)
    assert result.status == "unverifiable" and "could not be inspected" in result.reason


def test_an_allowed_package_sees_no_keys_no_network_and_a_temp_cwd(
    hostile_package, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    report = tmp_path / "seen.txt"
    monkeypatch.setenv("OPENAI_API_KEY", "sk-should-never-leak")
    hostile_package(
        "saife_snoops",
        "import os, socket\n"
        "try:\n    socket.create_connection(('127.0.0.1', 9), timeout=1); net = 'open'\n"
        "except OSError as e:\n    net = str(e)\n"
        f"open({str(report)!r}, 'w').write(repr((sorted(os.environ), os.getcwd(), net)))\n"
        "def thing():\n    return 1\n",
    )
    result = resolve(Ref("saife_snoops.thingz", "attribute", True), frozenset({"saife_snoops"}))
    assert result.status == "missing" and result.reason.endswith("did you mean saife_snoops.thing?")
    env_names, cwd, net = ast.literal_eval(report.read_text())
    assert "OPENAI_API_KEY" not in env_names
    assert Path(cwd) != Path.cwd() and "saife-probe-" in cwd
    assert "no network" in net


def test_a_package_that_is_not_installed_is_said_so(hostile_package) -> None:
    result = resolve(Ref("saife_not_installed_pkg", "module", True), frozenset({"saife_not_installed_pkg"}))
    assert result.status == "unverifiable" and "not in the standard library" in result.reason


def test_a_lookup_describes_only_the_path_asked(hostile_package) -> None:
    hostile_package("saife_shapes", "class Box:\n    def open(self):\n        pass\n")
    index = lookup_package("saife_shapes.Box.open")
    assert isinstance(index, ApiIndex)
    box = index.member(index.root("saife_shapes"), "Box")  # type: ignore[arg-type]
    assert box is not None and index.is_class(box) and index.member(box, "open") is not None
    assert index.member(box, "close") is None


def test_a_probe_that_prints_garbage_is_a_failure(monkeypatch: pytest.MonkeyPatch) -> None:
    from engine.detectors import _sandbox

    with pytest.raises(ProbeFailed):
        _sandbox.run_probe("no-such-mode", timeout_s=20)
