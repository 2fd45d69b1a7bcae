"""Find the Python API references a text makes, without running it: imports, dotted names and literal methods.

Code is read with `ast.parse` only (never executed). Prose is read with patterns: dotted names rooted at a
standard-library module (`re.matchall`), inline code spans, `from x import y`, and string-literal methods
(`"abc".endwith`).
"""

from __future__ import annotations

import ast
import re
import sys
from dataclasses import dataclass
from typing import Literal

STDLIB = frozenset(sys.stdlib_module_names)
AMBIGUOUS = frozenset(
    """email string types token code select signal array queue copy calendar parser site test secrets operator
    numbers stat resource profile trace wave dis glob keyword symbol mailbox html http xml cmd pwd grp struct shelve
    sched chunk locale inspect platform errno gc mmap pty tty uu fileinput filecmp netrc this new user""".split()
)
"""Standard-library names that are as often a variable: read as the module only after an `import`."""
BUILTIN_TYPES = frozenset(
    "str bytes bytearray list dict set frozenset tuple int float complex bool object range".split()
)
_PYTHON_TAGS = {"", "python", "py", "python3", "py3", "pycon", "ipython", "pyi", "sage"}
_FILE_SUFFIXES = frozenset(
    """py pyc pyi pyx txt md rst json yaml yml toml ini cfg csv tsv html htm xml js ts css sh bat exe dll so log db
    sqlite zip gz tar bz2 xz png jpg jpeg gif svg pdf doc docx xls xlsx com org net io dev ai app edu gov uk de fr
    co us info biz me tv""".split()
)
_INLINE = re.compile(r"`([^`\n]{1,200})`")
_PROSE_DOTTED = re.compile(r"(?<![\w.@/:\\-])([a-z_][a-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)+)(?![\w/@-]|\.\w)")
_PROSE_FROM = re.compile(r"\bfrom\s+([a-z_][\w.]*)\s+import\s+([A-Za-z_]\w*(?:\s*,\s*[A-Za-z_]\w*)*)")
_PROSE_IMPORT = re.compile(r"(?<!from )\bimport\s+([a-z_][\w.]*)")
# Every str method is lower-case, so in prose a capitalised word after `".` starts a sentence that lost its space
# ('"Teeth".Teeth is a 2007 film') unless it is called like a method ('"abc".Upper()').
_LITERAL_METHOD = re.compile(r"(?P<q>[\"'])[^\"'\n]{0,40}(?P=q)\.([a-z_]\w*|[A-Z]\w*(?=\())")
_LITERAL_TYPES: dict[type[ast.AST], str] = {
    ast.List: "list",
    ast.Dict: "dict",
    ast.Set: "set",
    ast.Tuple: "tuple",
    ast.JoinedStr: "str",
}


@dataclass(frozen=True, slots=True)
class Ref:
    """One API reference: a dotted path to resolve."""

    path: str
    """"re.matchall", "pathlib.Path.joinpaths", "str.endwith", "itertools" (a module)."""
    kind: Literal["module", "attribute", "method", "fluent"]
    """module: an import; attribute: a dotted access; method: called on an instance of `path`'s owner; fluent:
    called on the result of the owner's methods `via` (assumed to return the same class)."""
    explicit: bool
    """Named by an import statement (so a third-party name is worth reporting)."""
    via: tuple[str, ...] = ()


def code_refs(claim_text: str) -> list[Ref] | None:
    """References in a fenced code block; None when the block is not Python (or does not parse)."""
    lines = claim_text.strip().split("\n")
    tag = lines[0].strip().lstrip("`~").strip().split(" ")[0].lower() if lines else ""
    if tag not in _PYTHON_TAGS:
        return None
    body = "\n".join(_strip_prompt(line) for line in lines[1:] if not re.match(r"^\s*(```|~~~)", line))
    try:
        tree = ast.parse(body)
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return None
    return _tree_refs(tree, implicit=True)


def prose_refs(text: str) -> list[Ref]:
    """References in prose: inline code spans parsed as Python, then patterns over the plain text."""
    refs: list[Ref] = []
    plain = text
    for span in _INLINE.finditer(text):
        plain = plain.replace(span.group(), " " * len(span.group()), 1)
        try:
            tree = ast.parse(span.group(1).strip())
        except (SyntaxError, ValueError, RecursionError, MemoryError):
            continue
        refs.extend(_tree_refs(tree, implicit=True))
    for match in _PROSE_FROM.finditer(plain):
        module = match.group(1)
        if module.split(".")[0] in STDLIB:
            refs.append(Ref(module, "module", True))
            refs.extend(Ref(f"{module}.{name.strip()}", "attribute", True) for name in match.group(2).split(","))
    for match in _PROSE_IMPORT.finditer(plain):
        if match.group(1).split(".")[0] in STDLIB:
            refs.append(Ref(match.group(1), "module", True))
    for match in _PROSE_DOTTED.finditer(plain):
        path = match.group(1)
        root, last = path.split(".")[0], path.rsplit(".", 1)[1]
        known_root = (root in STDLIB and root not in AMBIGUOUS) or root in BUILTIN_TYPES
        if known_root and last.lower() not in _FILE_SUFFIXES:
            refs.append(Ref(path, "attribute", False))
    refs.extend(Ref(f"str.{m.group(2)}", "attribute", False) for m in _LITERAL_METHOD.finditer(plain))
    return list(dict.fromkeys(refs))


def _strip_prompt(line: str) -> str:
    return line[4:] if line.startswith((">>> ", "... ")) else line


def _tree_refs(tree: ast.AST, *, implicit: bool) -> list[Ref]:
    bindings, shadowed, instances = _bindings(tree)
    has_imports = any(isinstance(n, ast.Import | ast.ImportFrom) for n in ast.walk(tree))
    refs: list[Ref] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            refs.extend(Ref(alias.name, "module", True) for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            refs.append(Ref(node.module, "module", True))
            refs.extend(Ref(f"{node.module}.{a.name}", "attribute", True) for a in node.names if a.name != "*")
    inner = {id(n.value) for n in ast.walk(tree) if isinstance(n, ast.Attribute)}
    called = {id(n.func) for n in ast.walk(tree) if isinstance(n, ast.Call)}
    for node in ast.walk(tree):
        if not isinstance(node, ast.Attribute) or id(node) in inner:
            continue
        scope = _Scope(bindings, shadowed, instances, implicit and not has_imports)
        ref = _chain_ref(node, scope, id(node) in called)
        if ref is not None:
            refs.append(ref)
    return list(dict.fromkeys(refs))


@dataclass(frozen=True, slots=True)
class _Scope:
    bindings: dict[str, str]
    """Names bound by imports → dotted path."""
    shadowed: set[str]
    """Names also bound some other way: not trusted."""
    instances: dict[str, ast.Call]
    """Names assigned once from a call (`p = Path("x")`): instances of whatever the call builds."""
    implicit: bool
    """Read an unbound standard-library module name as that module."""


def _bindings(tree: ast.AST) -> tuple[dict[str, str], set[str], dict[str, ast.Call]]:
    """Names bound by imports, names bound some other way, and names assigned exactly once from a call."""
    bindings: dict[str, str] = {}
    shadowed: set[str] = set()
    stores: dict[str, int] = {}
    calls: dict[str, ast.Call] = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                if alias.asname:
                    bindings[alias.asname] = alias.name
                else:
                    top = alias.name.split(".")[0]
                    bindings[top] = top
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            for alias in node.names:
                bindings[alias.asname or alias.name] = f"{node.module}.{alias.name}"
        elif isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store | ast.Del):
            stores[node.id] = stores.get(node.id, 0) + 1
        elif isinstance(node, ast.arg):
            shadowed.add(node.arg)
        elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            shadowed.add(node.name)
        if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
            if isinstance(node.value, ast.Call):
                calls[node.targets[0].id] = node.value
    instances = {name: call for name, call in calls.items() if stores.get(name) == 1 and name not in shadowed}
    shadowed.update(stores)
    return bindings, shadowed, instances


def _chain_ref(node: ast.Attribute, scope: _Scope, called: bool) -> Ref | None:
    attrs: list[str] = []
    current: ast.AST = node
    while isinstance(current, ast.Attribute):
        attrs.append(current.attr)
        current = current.value
    attrs.reverse()
    if isinstance(current, ast.Name) and current.id not in scope.instances:
        base = _dotted(current, scope)
        return Ref(".".join([base, *attrs]), "attribute", False) if base else None
    if len(attrs) != 1:
        return None
    receiver = _receiver(current, scope)
    if receiver is None:
        return None
    owner, via = receiver
    if via:
        return Ref(f"{owner}.{attrs[0]}", "fluent", False, via) if called else None
    if owner in ("str", "bytes", "list", "dict", "set", "tuple"):
        return Ref(f"{owner}.{attrs[0]}", "attribute", False)
    return Ref(f"{owner}.{attrs[0]}", "method", False) if called else None


def _receiver(node: ast.AST, scope: _Scope) -> tuple[str, tuple[str, ...]] | None:
    """The class of the value `node` stands for (a literal, a constructor call, an instance variable), and the
    methods called on it on the way (`Path("x").expanduser()` → pathlib.Path, ("expanduser",))."""
    via: list[str] = []
    while isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and _receiver_like(node.func.value):
        via.append(node.func.attr)
        node = node.func.value
    if isinstance(node, ast.Name) and node.id in scope.instances:
        node = scope.instances[node.id]
    if isinstance(node, ast.Constant) and isinstance(node.value, str | bytes):
        return ("str" if isinstance(node.value, str) else "bytes"), tuple(reversed(via))
    if type(node) in _LITERAL_TYPES:
        return _LITERAL_TYPES[type(node)], tuple(reversed(via))
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name | ast.Attribute):
        base = _dotted(node.func, scope)
        return (base, tuple(reversed(via))) if base else None
    return None


def _receiver_like(node: ast.AST) -> bool:
    """Not a module path: `Path("x").expanduser()` has a call or literal underneath, `os.path.join()` does not."""
    while isinstance(node, ast.Attribute):
        node = node.value
    return not isinstance(node, ast.Name)


def _dotted(node: ast.AST, scope: _Scope) -> str | None:
    """The dotted path a Name or Attribute chain stands for, when its root is a known module binding."""
    attrs: list[str] = []
    while isinstance(node, ast.Attribute):
        attrs.append(node.attr)
        node = node.value
    if not isinstance(node, ast.Name) or node.id in scope.shadowed:
        return None
    root = scope.bindings.get(node.id)
    if root is None and scope.implicit and node.id in STDLIB and node.id not in AMBIGUOUS:
        root = node.id
    if root is None and node.id in BUILTIN_TYPES:
        root = node.id
    return ".".join([root, *reversed(attrs)]) if root else None
