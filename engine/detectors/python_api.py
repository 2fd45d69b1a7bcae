"""Python APIs: every module, function, class and method a claim names is looked up in an index of the running
interpreter's standard library ("re has no attribute matchall; did you mean re.findall?").

Nothing from the answer is executed, and no module an answer names is ever imported in this process: importing
runs code (`import unittest.__main__` runs the test runner, which exits the process). Standard-library names are
read from the index shipped in the package (see `_api_index.py`), built in a sandboxed child process; modules with
side effects on import (`antigravity`, `this`, `tkinter`, every `__main__`, …) are in it by name only.
Installed packages the configuration explicitly allows are looked up in a sandboxed child process per lookup.
Other third-party names are UNVERIFIABLE with the reason. A code block whose every reference resolves is
SUPPORTED with the list of checked names as evidence; a prose claim is SUPPORTED only when it says nothing but the
names, and otherwise only errors are reported.
"""

from __future__ import annotations

import asyncio
import platform
import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from rapidfuzz import fuzz, process

from ..lexical import STOPWORDS
from ..types import Claim, Finding
from ._api_index import LOOKUP_TIMEOUT_S, ApiIndex, Target, lookup_package, stdlib_index, stdlib_index_ready
from ._pyrefs import BUILTIN_TYPES, STDLIB, Ref, code_refs, prose_refs
from ._sandbox import ProbeFailed
from .base import DetectorContext, paced

NAME = "python_api"
SUGGEST_CUTOFF = 65
FLUENT_CUTOFF = 85
"""A method called at the end of a chain is reported missing only when it nearly matches one of the class's own."""
PYTHON = platform.python_version()
ADDED_LATER = {
    "itertools.batched": "3.12", "typing.override": "3.12", "pathlib.Path.walk": "3.12", "math.sumprod": "3.12",
    "os.path.splitroot": "3.12", "random.binomialvariate": "3.12", "calendar.Month": "3.12", "calendar.Day": "3.12",
    "statistics.kde": "3.13", "copy.replace": "3.13", "warnings.deprecated": "3.13", "typing.TypeIs": "3.13",
    "typing.ReadOnly": "3.13", "math.fma": "3.13", "base64.z85encode": "3.13", "queue.ShutDown": "3.13",
    "itertools.pairwise": "3.10", "datetime.UTC": "3.11", "tomllib": "3.11", "asyncio.TaskGroup": "3.11",
}  # fmt: skip
"""Names newer interpreters have: absent here means "not in this version", not "does not exist"."""
ALTERNATIVES = {
    "matchall": ("findall", "finditer"), "findall_matches": ("findall",), "randfloat": ("uniform", "random"),
    "randomfloat": ("uniform", "random"), "push": ("append",), "trim": ("strip",), "contains": ("__contains__",),
    "length": ("__len__",), "size": ("__len__",), "has_key": ("__contains__", "get"), "foreach": ("map",),
    "joinpaths": ("joinpath",), "lowercase": ("lower",), "uppercase": ("upper",), "sortby": ("sort", "sorted"),
}  # fmt: skip
"""Common invented names and the real ones people meant; tried before fuzzy matching."""
_DENIES = re.compile(
    r"\b(?:removed|deprecated|no longer|does not exist|doesn't exist|did not exist|never existed|not available|"
    r"there is no|there's no|isn't|is not|does not have|doesn't have|instead of)\b",
    re.I,
)


@dataclass(frozen=True, slots=True)
class Resolution:
    """What looking one reference up gave."""

    status: Literal["ok", "missing", "unverifiable", "skip"]
    ref: Ref
    reason: str = ""
    computation: str = ""
    missing: tuple[str, str, str] = ("", "", "")
    """For a missing name: (owner, attribute, a hint at the name meant), what the rule api.missing says."""


class PythonApiDetector:
    """Checks API names in prose and in Python code blocks against the standard-library index."""

    name = NAME

    def applies(self, ctx: DetectorContext) -> bool:
        return True

    async def check(self, claims: Sequence[Claim], ctx: DetectorContext) -> list[Finding]:
        from ..rules import Case, rules, run_rules

        allowed = frozenset(ctx.config.allowed_packages)
        cache: dict[Ref, Resolution] = ctx.cache.setdefault("python_api", {})
        findings = []
        async for claim in paced(claims):
            refs = code_refs(claim.text) if claim.kind == "code" else prose_refs(claim.text)
            if not refs:
                continue
            results = []
            for ref in refs:
                if ref not in cache:
                    cache[ref] = await _resolve_off_loop(ref, allowed, ctx)
                results.append(cache[ref])
            if claim.kind == "prose" and _DENIES.search(claim.text):
                results = [r for r in results if r.status != "missing"]  # "dict.has_key was removed" is right
            facts = {"resolved": tuple(r for r in results if r.status != "skip"), "code": claim.kind == "code"}
            findings += run_rules(rules(*RULE_IDS), Case(claim.text, facts=facts), claim, NAME, ctx.alert)
        return findings


async def _resolve_off_loop(ref: Ref, allowed: frozenset[str], ctx: DetectorContext) -> Resolution:
    """`resolve`, in a worker thread when it may wait for a child process (a package lookup, the first index)."""
    if ref.path.split(".")[0] in allowed or not stdlib_index_ready():
        timeout = max(1.0, min(LOOKUP_TIMEOUT_S, ctx.remaining_s(LOOKUP_TIMEOUT_S)))
        return await asyncio.to_thread(resolve, ref, allowed, lookup_timeout_s=timeout)
    return resolve(ref, allowed)


def resolve(
    ref: Ref, allowed: frozenset[str] = frozenset(), *, lookup_timeout_s: float = LOOKUP_TIMEOUT_S
) -> Resolution:
    """Look `ref` up: ok, missing (with a suggestion), unverifiable (with why), or skip (not an API name).

    Standard-library names are read from the shipped index; a name of an operator-allowed package is looked up in
    a sandboxed child process. Nothing named by the text is ever imported in this process."""
    parts = ref.path.split(".")
    top = parts[0]
    builtin_type = top in BUILTIN_TYPES and len(parts) == 2
    if top not in STDLIB and not builtin_type:
        return _third_party(ref, top, parts, allowed, lookup_timeout_s)
    try:
        index = stdlib_index()
    except ProbeFailed as error:
        return Resolution("unverifiable", ref, f"the standard library could not be indexed here ({error})")
    builtins = index.root("builtins")
    root = index.member(builtins, top) if builtin_type and builtins is not None else index.root(top)
    if root is None:
        return Resolution("unverifiable", ref, f"{top} is not in this interpreter's standard library index")
    return _walk(ref, index, root, top, parts[1:])


def _third_party(ref: Ref, top: str, parts: list[str], allowed: frozenset[str], timeout_s: float) -> Resolution:
    if top in allowed:
        try:
            index = lookup_package(ref.path, timeout_s)
        except ProbeFailed as error:
            return Resolution("unverifiable", ref, f"{top} could not be inspected: the lookup {error}")
        root = index.root(top)
        installed = root is not None and not (index.kind(root) == "x" and index.error(root) == "ModuleNotFoundError")
        if root is not None and installed:
            return _walk(ref, index, root, top, parts[1:])
    if ref.explicit:
        reason = f"{top} is not in the standard library; third-party packages are not inspected unless allowed"
        return Resolution("unverifiable", ref, reason)
    return Resolution("skip", ref)


def _walk(ref: Ref, index: ApiIndex, target: Target, owner: str, rest: list[str]) -> Resolution:
    called = ref.kind in ("method", "fluent")
    for position, part in enumerate(rest):
        closed = _closed(ref, index, target, owner, last=False)
        if closed is not None:
            return closed
        if called and position == len(rest) - 1:
            return _method(ref, index, target, owner, part)
        found = index.member(target, part)
        if found is None:
            return _missing(ref, index, target, owner, part)
        if found.kind in ("leaf", "maker") and position < len(rest) - 1 and not called:
            return Resolution("skip", ref)  # walking past a function or a value the index does not describe
        target, owner = found, f"{owner}.{part}"
    return _closed(ref, index, target, owner, last=True) or Resolution("ok", ref, computation=ref.path)


def _closed(ref: Ref, index: ApiIndex, target: Target, owner: str, *, last: bool) -> Resolution | None:
    """A module the index names but cannot look inside: fine as an import, unverifiable for what it holds."""
    kind = index.kind(target)
    if kind == "x":
        return Resolution("unverifiable", ref, f"{owner} cannot be imported here ({index.error(target)})")
    if kind == "o":
        if last and ref.kind == "module":
            return Resolution("ok", ref, computation=owner)
        return Resolution("unverifiable", ref, f"{owner} is not inspected: importing it has side effects")
    return None


def _method(ref: Ref, index: ApiIndex, target: Target, owner: str, name: str) -> Resolution:
    """A method called on an instance of `target` (through `ref.via` methods, assumed to return the same class)."""
    if target.kind == "maker":  # datetime.now(), Path.home(): a classmethod builds the class
        target, owner = Target("self", target.node), owner.rsplit(".", 1)[0]
    if not index.is_class(target) or not all(index.member(target, step) is not None for step in ref.via):
        return Resolution("skip", ref)  # not a class, or the chain leaves it: the receiver's type is unknown
    if index.member(target, name) is not None:
        return Resolution("ok", ref, computation=ref.path)
    if ref.via and not suggest(name, index.names(target), cutoff=FLUENT_CUTOFF):
        return Resolution("skip", ref)  # after a chain, only a near-miss of the class's own name is reported
    return _missing(ref, index, target, owner, name)


def _missing(ref: Ref, index: ApiIndex, target: Target, owner: str, attr: str) -> Resolution:
    path = f"{owner}.{attr}"
    python = index.python or PYTHON
    version = ADDED_LATER.get(path)
    if version and tuple(int(v) for v in version.split(".")) > tuple(int(v) for v in python.split(".")[:2]):
        return Resolution("unverifiable", ref, f"{path} is not in Python {python} (added in Python {version})")
    suggestion = suggest(attr, index.names(target))
    hint = f"; did you mean {owner}.{suggestion}?" if suggestion else ""
    return Resolution(
        "missing", ref, f"{owner} has no attribute {attr}{hint}",
        computation=f"Python {python}: hasattr({owner}, {attr!r}) is False", missing=(owner, attr, hint),
    )  # fmt: skip


def suggest(attr: str, available: Sequence[str], cutoff: float = SUGGEST_CUTOFF) -> str | None:
    """The name `attr` was most likely meant to be, among the names `available` on its owner."""
    names = [n for n in available if not n.startswith("_") or n in ("__contains__", "__len__")]
    for alternative in ALTERNATIVES.get(attr.lower(), ()):
        if alternative in names:
            return alternative
    public = [n for n in names if not n.startswith("_")]
    match = process.extractOne(attr, public, scorer=fuzz.WRatio, score_cutoff=cutoff)
    return match[0] if match else None


RULE_IDS = ("api.missing", "api.unverifiable", "api.resolves")


def only_names(text: str, results: list[Resolution]) -> bool:
    """Whether a prose claim is nothing but its API names (then their resolving SUPPORTS it)."""
    return _only_names(text, results)


def _only_names(text: str, results: list[Resolution]) -> bool:
    rest = re.sub(r"`[^`]*`", " ", text)
    for result in results:
        rest = rest.replace(result.ref.path, " ")
    words = re.findall(r"[A-Za-z]+", rest.lower())
    return all(w in STOPWORDS or w in {"exists", "exist", "available", "defined", "provides", "has"} for w in words)
