"""Python APIs: every module, function, class and method a claim names is looked up in the real standard library
of the running interpreter ("re has no attribute matchall; did you mean re.findall?").

Nothing from the answer is executed. Only standard-library modules are imported (plus installed packages the
configuration explicitly allows); modules with side effects on import (`antigravity`, `this`, `tkinter`, …) are
never imported. Third-party names are UNVERIFIABLE with the reason. A code block whose every reference resolves
is SUPPORTED with the list of checked names as evidence; a prose claim is SUPPORTED only when it says nothing
but the names, and otherwise only errors are reported.
"""

from __future__ import annotations

import builtins
import importlib
import importlib.util
import inspect
import platform
import re
import sys
import warnings
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from rapidfuzz import fuzz, process

from ..lexical import STOPWORDS
from ..types import Claim, Computed, Finding, Verdict
from ._pyrefs import BUILTIN_TYPES, STDLIB, Ref, code_refs, prose_refs
from .base import DetectorContext, unverifiable

NAME = "python_api"
SUGGEST_CUTOFF = 65
FLUENT_CUTOFF = 85
"""A method called at the end of a chain is reported missing only when it nearly matches one of the class's own."""
PYTHON = platform.python_version()
SIDE_EFFECTS = frozenset(
    """antigravity this idlelib tkinter _tkinter turtle turtledemo __hello__ __phello__ test lib2to3 readline
    rlcompleter msvcrt winreg winsound _winapi nt pydoc_data __main__ ensurepip venv webbrowser""".split()
)
"""Never imported: importing them opens windows or browsers, prints, changes the terminal, or is Windows-only."""
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


class PythonApiDetector:
    """Checks API names in prose and in Python code blocks against the running interpreter."""

    name = NAME

    def applies(self, ctx: DetectorContext) -> bool:
        return True

    async def check(self, claims: Sequence[Claim], ctx: DetectorContext) -> list[Finding]:
        allowed = frozenset(ctx.config.allowed_packages)
        cache: dict[Ref, Resolution] = ctx.cache.setdefault("python_api", {})
        findings = []
        for claim in claims:
            refs = code_refs(claim.text) if claim.kind == "code" else prose_refs(claim.text)
            if not refs:
                continue
            results = []
            for ref in refs:
                if ref not in cache:
                    cache[ref] = resolve(ref, allowed)
                results.append(cache[ref])
            if claim.kind == "prose" and _DENIES.search(claim.text):
                results = [r for r in results if r.status != "missing"]  # "dict.has_key was removed" is right
            finding = _finding(claim, [r for r in results if r.status != "skip"])
            if finding is not None:
                findings.append(finding)
        return findings


def resolve(ref: Ref, allowed: frozenset[str] = frozenset()) -> Resolution:
    """Look `ref` up: ok, missing (with a suggestion), unverifiable (with why), or skip (not an API name)."""
    parts = ref.path.split(".")
    top = parts[0]
    if top in BUILTIN_TYPES and len(parts) == 2:
        return _walk(ref, getattr(builtins, top), top, parts[1:])
    if top not in STDLIB:
        if top in allowed and importlib.util.find_spec(top) is not None:
            return _from_module(ref, top, parts)
        if ref.explicit:
            reason = f"{top} is not in the standard library; third-party packages are not inspected unless allowed"
            return Resolution("unverifiable", ref, reason)
        return Resolution("skip", ref)
    if top in SIDE_EFFECTS:
        if ref.kind == "module" and len(parts) == 1 and importlib.util.find_spec(top) is not None:
            return Resolution("ok", ref, computation=top)
        return Resolution("unverifiable", ref, f"{top} is not inspected: importing it has side effects")
    return _from_module(ref, top, parts)


def _from_module(ref: Ref, top: str, parts: list[str]) -> Resolution:
    try:
        module = _import(top)
    except Exception as error:  # any import failure means "cannot be checked here"
        return Resolution("unverifiable", ref, f"{top} cannot be imported here ({type(error).__name__})")
    return _walk(ref, module, top, parts[1:])


def _walk(ref: Ref, obj: object, owner: str, rest: list[str]) -> Resolution:
    for index, part in enumerate(rest):
        last = index == len(rest) - 1
        if ref.kind in ("method", "fluent") and last:
            return _method(ref, obj, owner, part)
        found, value = _attribute(obj, part)
        if not found:
            return _missing(ref, obj, owner, part)
        obj, owner = value, f"{owner}.{part}"
    return Resolution("ok", ref, computation=ref.path)


def _method(ref: Ref, cls: object, owner: str, name: str) -> Resolution:
    """A method called on an instance of `cls` (through `ref.via` methods, assumed to return the same class)."""
    maker = getattr(cls, "__self__", None)
    if not inspect.isclass(cls) and inspect.isclass(maker) and not inspect.ismodule(maker):
        cls, owner = maker, owner.rsplit(".", 1)[0]  # datetime.now(), Path.home(): a classmethod builds the class
    if not inspect.isclass(cls) or not all(_attribute(cls, step)[0] for step in ref.via):
        return Resolution("skip", ref)  # not a class, or the chain leaves it: the receiver's type is unknown
    if _attribute(cls, name)[0]:
        return Resolution("ok", ref, computation=ref.path)
    if ref.via and not suggest(name, cls, cutoff=FLUENT_CUTOFF):
        return Resolution("skip", ref)  # after a chain, only a near-miss of the class's own name is reported
    return _missing(ref, cls, owner, name)


def _attribute(obj: object, name: str) -> tuple[bool, object]:
    """getattr, or the submodule of a package; never raises."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:
            return True, getattr(obj, name)
        except AttributeError:
            pass
        except Exception:  # a descriptor that fails when read on the class still exists
            return True, None
        if inspect.ismodule(obj) and hasattr(obj, "__path__"):
            full = f"{obj.__name__}.{name}"
            if full.split(".")[0] not in SIDE_EFFECTS:
                try:
                    if importlib.util.find_spec(full) is not None:
                        return True, _import(full)
                except (ImportError, ValueError):
                    return False, None
    return False, None


def _import(name: str) -> object:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return importlib.import_module(name)


def _missing(ref: Ref, obj: object, owner: str, attr: str) -> Resolution:
    path = f"{owner}.{attr}"
    version = ADDED_LATER.get(path)
    if version and tuple(int(v) for v in version.split(".")) > sys.version_info[:2]:
        return Resolution("unverifiable", ref, f"{path} is not in Python {PYTHON} (added in Python {version})")
    suggestion = suggest(attr, obj)
    hint = f"; did you mean {owner}.{suggestion}?" if suggestion else ""
    return Resolution(
        "missing", ref, f"{owner} has no attribute {attr}{hint}",
        computation=f"Python {PYTHON}: hasattr({owner}, {attr!r}) is False",
    )  # fmt: skip


def suggest(attr: str, obj: object, cutoff: float = SUGGEST_CUTOFF) -> str | None:
    """The name `attr` was most likely meant to be, among the attributes of `obj`."""
    names = [n for n in dir(obj) if not n.startswith("_") or n in ("__contains__", "__len__")]
    for alternative in ALTERNATIVES.get(attr.lower(), ()):
        if alternative in names:
            return alternative
    public = [n for n in names if not n.startswith("_")]
    match = process.extractOne(attr, public, scorer=fuzz.WRatio, score_cutoff=cutoff)
    return match[0] if match else None


def _finding(claim: Claim, results: list[Resolution]) -> Finding | None:
    if not results:
        return None
    missing = [r for r in results if r.status == "missing"]
    if missing:
        return Finding(
            detector=NAME, claim_id=claim.id, verdict=Verdict.CONTRADICTED,
            reason="; ".join(dict.fromkeys(r.reason for r in missing)),
            evidence=tuple(Computed.of(r.computation) for r in missing),
        )  # fmt: skip
    doubts = [r for r in results if r.status == "unverifiable"]
    if doubts:
        return unverifiable(NAME, claim, "; ".join(dict.fromkeys(r.reason for r in doubts)))
    if claim.kind == "prose" and not _only_names(claim.text, results):
        return None
    checked = ", ".join(dict.fromkeys(r.computation for r in results))
    return Finding(
        detector=NAME, claim_id=claim.id, verdict=Verdict.SUPPORTED,
        reason=f"every API name resolves in Python {PYTHON}: {checked}",
        evidence=(Computed.of(f"Python {PYTHON} has {checked}"),),
    )  # fmt: skip


def _only_names(text: str, results: list[Resolution]) -> bool:
    rest = re.sub(r"`[^`]*`", " ", text)
    for result in results:
        rest = rest.replace(result.ref.path, " ")
    words = re.findall(r"[A-Za-z]+", rest.lower())
    return all(w in STOPWORDS or w in {"exists", "exist", "available", "defined", "provides", "has"} for w in words)
