"""How big the pattern layer is: lines, compiled regexes, inline regexes and word lists.

The pattern layer is the closed-world reading code: the number, hedge, negation and lexical readers in engine/,
the rule-based detectors in engine/detectors/ (not the model readers: judge, web, verifier, consistency), and the
rule registry and reading layer that replace them (engine/rules/, engine/reading/). Run:

    python3 -m uv run python benchmarks/layer_size.py [--files]
"""

from __future__ import annotations

import ast
import sys
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent / "engine"
READERS = ("numbers", "quantities", "number_context", "number_bounds", "figure_roles", "clock", "bare_hours", "lexical", "sentences", "hedges", "negation", "units", "synonyms", "surnames",
           "coreference", "normalize")  # fmt: skip
NOT_PATTERNS = {"__init__.py", "base.py", "registry.py", "judge.py", "judge_plan.py", "web.py", "verifier.py",
                "verifier_parts.py", "verifier_reads.py", "consistency.py"}  # fmt: skip
"""Detector modules that hold no patterns: plumbing and the model readers."""
_REGEX_CALLS = {"search", "match", "fullmatch", "findall", "finditer", "sub", "subn", "split"}


@dataclass(frozen=True)
class Size:
    lines: int = 0
    compiled: int = 0
    inline: int = 0
    word_lists: int = 0
    words: int = 0

    def __add__(self, other: Size) -> Size:
        return Size(*(a + b for a, b in zip(vars(self).values(), vars(other).values(), strict=True)))


def layer_files(root: Path = ROOT) -> list[Path]:
    files = [root / f"{name}.py" for name in READERS if (root / f"{name}.py").exists()]
    files += sorted(p for p in (root / "detectors").glob("*.py") if p.name not in NOT_PATTERNS)
    for package in ("rules", "reading"):
        files += sorted((root / package).rglob("*.py")) if (root / package).exists() else []
    return files


def measure(path: Path) -> Size:
    text = path.read_text(encoding="utf-8")
    tree = ast.parse(text)
    compiled = inline = lists = words = 0
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and _is_re(node.func.value):
            if node.func.attr == "compile":
                compiled += 1
            elif node.func.attr in _REGEX_CALLS and node.args and _is_text(node.args[0]):
                inline += 1
        if isinstance(node, (ast.Assign, ast.AnnAssign)) and node.value is not None:
            count = _word_count(node.value)
            if count >= 3:
                lists += 1
                words += count
    return Size(len(text.splitlines()), compiled, inline, lists, words)


def _is_re(node: ast.AST) -> bool:
    return isinstance(node, ast.Name) and node.id == "re"


def _is_text(node: ast.AST) -> bool:
    return isinstance(node, ast.Constant | ast.JoinedStr) and not isinstance(getattr(node, "value", ""), bytes)


def _word_count(node: ast.AST) -> int:
    """How many words a literal word list holds: a set, tuple or list of strings, frozenset(...) of one, or
    "a b c".split(); 0 for anything else."""
    if isinstance(node, ast.Call):
        func = node.func
        if isinstance(func, ast.Name) and func.id in {"frozenset", "set", "tuple", "list"} and len(node.args) == 1:
            return _word_count(node.args[0])
        if isinstance(func, ast.Attribute) and func.attr == "split" and isinstance(func.value, ast.Constant):
            return len(str(func.value.value).split()) if isinstance(func.value.value, str) else 0
        return 0
    if isinstance(node, ast.BinOp):
        return _word_count(node.left) + _word_count(node.right)
    if isinstance(node, ast.Set | ast.Tuple | ast.List):
        if node.elts and all(isinstance(e, ast.Constant) and isinstance(e.value, str) for e in node.elts):
            return len(node.elts)
    return 0


def main(argv: list[str]) -> int:
    total = Size()
    for path in layer_files():
        size = measure(path)
        total += size
        if "--files" in argv:
            print(f"{size.lines:6} lines {size.compiled:4} compiled {size.inline:4} inline "
                  f"{size.words:5} words  {path.relative_to(ROOT.parent)}")  # fmt: skip
    print(f"pattern layer: {len(layer_files())} files, {total.lines} lines, {total.compiled} compiled regexes, "
          f"{total.inline} inline regexes, {total.word_lists} word lists holding {total.words} words")  # fmt: skip
    big = [(p, measure(p).lines) for p in layer_files() if measure(p).lines > 400]
    print("modules over 400 lines: " + (", ".join(f"{p.relative_to(ROOT.parent)} ({n})" for p, n in big) or "none"))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
