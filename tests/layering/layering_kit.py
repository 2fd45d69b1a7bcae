"""Static import facts about the repository's packages, read with `ast` (nothing is imported to find them)."""

from __future__ import annotations

import ast
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


@dataclass(frozen=True)
class ImportLine:
    """One imported module (and the names taken from it) at one place in a source file."""

    path: Path
    line: int
    module: str  # absolute dotted name, relative imports resolved
    names: tuple[str, ...]  # names after `from module import`; empty for a plain `import module`

    def where(self) -> str:
        return f"{self.path.relative_to(ROOT)}:{self.line}"


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def python_files(package: str) -> list[Path]:
    return sorted((ROOT / package).rglob("*.py"))


def imports_of(path: Path) -> Iterator[ImportLine]:
    """Every import in the file, also those inside functions (a lazy import is still a dependency)."""
    yield from _imports_in(path)


@cache
def _imports_in(path: Path) -> tuple[ImportLine, ...]:
    """Each file is parsed once per test process: several layering tests walk every module of the engine, and the
    sources do not change while the tests run."""
    name = module_name(path)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: list[ImportLine] = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.extend(ImportLine(path, node.lineno, alias.name, ()) for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[: len(package.split(".")) - node.level + 1]
                module = ".".join([*base, node.module] if node.module else base)
            else:
                module = node.module or ""
            found.append(ImportLine(path, node.lineno, module, tuple(alias.name for alias in node.names)))
    return tuple(found)


def module_graph(package: str) -> dict[str, set[str]]:
    """Module -> the modules of the same package it imports (`from pkg import sub` counts as importing `pkg.sub`)."""
    files = {module_name(path): path for path in python_files(package)}
    graph: dict[str, set[str]] = {name: set() for name in files}
    for name, path in files.items():
        for line in imports_of(path):
            for candidate in (line.module, *(f"{line.module}.{imported}" for imported in line.names)):
                if candidate in files and candidate != name:
                    graph[name].add(candidate)
    return graph


def reachable(graph: dict[str, set[str]], start: str) -> set[str]:
    seen: set[str] = set()
    stack = [start]
    while stack:
        for target in graph[stack.pop()]:
            if target not in seen:
                seen.add(target)
                stack.append(target)
    return seen
