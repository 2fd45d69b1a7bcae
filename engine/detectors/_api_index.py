"""Python API names as data: the standard library's index shipped in the package, and per-package lookups.

Nothing here imports a module named by an answer. The shipped index (data/stdlib_index.json.gz) was written by
`_api_probe.py` in a sandboxed child; when the running interpreter is another minor version than the one that
wrote it, a fresh index is built the same sandboxed way, once per process. An operator-allowed package is looked
up in its own sandboxed child per lookup. See `_api_probe.py` for the format.
"""

from __future__ import annotations

import gzip
import json
import sys
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

from ._sandbox import ProbeFailed, package_search_path, run_probe

DATA = Path(__file__).parent / "data" / "stdlib_index.json.gz"
FORMAT = 1
OBJECT_NAMES = frozenset(dir(object)) | frozenset(dir(type))
"""What every class answers to; the index leaves these out of each class's own names."""
BUILD_TIMEOUT_S = 180.0
LOOKUP_TIMEOUT_S = 15.0


@dataclass(frozen=True, slots=True)
class Target:
    """What a dotted name stands for: a node itself, an instance of a class node, a callable that builds a class
    (`datetime.datetime.now`), or a leaf that exists but is not described."""

    kind: Literal["self", "instance", "maker", "leaf"]
    node: str = ""


LEAF = Target("leaf")


class ApiIndex:
    """Looks names up in an index (the standard library's, or one package lookup's)."""

    def __init__(self, data: dict[str, Any]) -> None:
        self.python: str = str(data.get("python", ""))
        self.roots: dict[str, str] = dict(data.get("roots", {}))
        self.nodes: dict[str, dict[str, Any]] = dict(data.get("nodes", {}))

    def root(self, module: str) -> Target | None:
        ident = self.roots.get(module)
        return Target("self", ident) if ident is not None else None

    def kind(self, target: Target) -> str:
        """The node kind behind a target ("m", "c", "v", "o", "x"), "" for leaves and undescribed nodes."""
        if target.kind != "self":
            return ""
        return str(self.nodes.get(target.node, {}).get("k", ""))

    def error(self, target: Target) -> str:
        return str(self.nodes.get(target.node, {}).get("e", "ImportError"))

    def is_class(self, target: Target) -> bool:
        return self.kind(target) == "c"

    def member(self, target: Target, name: str) -> Target | None:
        """`name` on `target`: a Target, LEAF when it exists but cannot be followed, None when it does not exist."""
        node = self._members_node(target)
        if node is None:
            return LEAF  # not described: exists-or-not is unknown, and never reported missing
        own = node.get("n", {})
        if name in own:
            return _parse(own[name])
        if node.get("k") == "v":
            return self.member(Target("instance", str(node.get("t", ""))), name)
        if node.get("k") == "c" and name in OBJECT_NAMES:
            return LEAF
        return None

    def names(self, target: Target) -> list[str]:
        """Every name `target` answers to (for suggestions)."""
        node = self._members_node(target)
        if node is None:
            return []
        names = list(node.get("n", {}))
        if node.get("k") == "v":
            names += self.names(Target("instance", str(node.get("t", ""))))
        return names

    def _members_node(self, target: Target) -> dict[str, Any] | None:
        if target.kind not in ("self", "instance"):
            return None
        node = self.nodes.get(target.node)
        if node is None or node.get("k") not in ("m", "c", "v"):
            return None
        if target.kind == "instance" and node.get("k") != "c":
            return None
        return node


def _parse(raw: object) -> Target:
    text = str(raw)
    if not text:
        return LEAF
    if text[0] == "#":
        return Target("instance", text[1:])
    if text[0] == "^":
        return Target("maker", text[1:])
    return Target("self", text)


_lock = threading.Lock()
_stdlib: list[ApiIndex | ProbeFailed] = []


def stdlib_index() -> ApiIndex:
    """The running interpreter's standard-library index: the shipped one when it was written by the same minor
    version, else one built now in a sandboxed child (once per process; a failure is remembered, not retried).
    Raises ProbeFailed when there is none."""
    with _lock:
        if not _stdlib:
            try:
                _stdlib.append(_load_or_build())
            except ProbeFailed as error:
                _stdlib.append(error)
        found = _stdlib[0]
    if isinstance(found, ProbeFailed):
        raise found
    return found


def stdlib_index_ready() -> bool:
    """Whether `stdlib_index()` returns at once (already loaded, or already failed)."""
    return bool(_stdlib)


def _load_or_build() -> ApiIndex:
    shipped = load(DATA)
    if shipped is not None and same_minor(shipped.python):
        return shipped
    return ApiIndex(build_stdlib())


def load(path: Path) -> ApiIndex | None:
    try:
        with gzip.open(path, "rt", encoding="utf-8") as handle:
            data = json.load(handle)
    except (OSError, ValueError, EOFError):
        return None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        return None
    return ApiIndex(data)


def build_stdlib() -> dict[str, Any]:
    """Index the running interpreter's standard library in a sandboxed child."""
    data = run_probe("stdlib", timeout_s=BUILD_TIMEOUT_S, memory_mb=2048, cpu_s=120)
    if data.get("format") != FORMAT or not same_minor(str(data.get("python", ""))):
        raise ProbeFailed("wrote an index for another interpreter")
    return data


def write(data: dict[str, Any], path: Path = DATA) -> None:
    """Save an index the way it ships: sorted keys, compact, gzip without a timestamp (reproducible bytes)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    raw = json.dumps(data, sort_keys=True, separators=(",", ":")).encode()
    path.write_bytes(gzip.compress(raw, compresslevel=9, mtime=0))


def lookup_package(path: str, timeout_s: float = LOOKUP_TIMEOUT_S) -> ApiIndex:
    """The objects along `path` in an installed (operator-allowed) package, from a sandboxed child."""
    options = {"path": path, "sys_path": package_search_path()}
    return ApiIndex(run_probe("lookup", options, timeout_s=timeout_s, memory_mb=1024, cpu_s=max(1, int(timeout_s))))


def same_minor(version: str) -> bool:
    return version.split(".")[:2] == [str(v) for v in sys.version_info[:2]]


if __name__ == "__main__":  # python -m engine.detectors._api_index: rewrite the shipped index for this Python
    write(build_stdlib())
    print(f"wrote {DATA} ({DATA.stat().st_size} bytes)")
