"""Python APIs: names an answer uses, looked up in the standard-library index (engine/detectors/python_api.py
resolves them once per run and puts the resolutions in the case's facts under "resolved")."""

from __future__ import annotations

from collections.abc import Sequence

from ..detectors.python_api import _DENIES, PYTHON, Resolution, code_refs, only_names, prose_refs, resolve
from ..types import Computed, Verdict
from .model import Case, Example, Firing, Rule


def _resolved(case: Case) -> list[Resolution]:
    if "resolved" in case.facts:
        return list(case.facts["resolved"])
    code = case.facts.get("code", False)
    found = [resolve(ref) for ref in (code_refs(case.claim) if code else prose_refs(case.claim)) or ()]
    if not code and _DENIES.search(case.claim):
        found = [r for r in found if r.status != "missing"]  # "dict.has_key was removed" is right
    return [r for r in found if r.status != "skip"]


def _missing(case: Case) -> Sequence[Firing]:
    return [
        Firing(dict(zip(("owner", "attr", "hint"), r.missing, strict=True)), (Computed.of(r.computation),))
        for r in _resolved(case)
        if r.status == "missing"
    ]


def _doubtful(case: Case) -> Sequence[Firing]:
    resolved = _resolved(case)
    if any(r.status == "missing" for r in resolved):
        return []
    return [Firing({"detail": r.reason}) for r in resolved if r.status == "unverifiable"]


def _resolves(case: Case) -> Sequence[Firing]:
    resolved = _resolved(case)
    if not resolved or any(r.status != "ok" for r in resolved):
        return []
    if not case.facts.get("code", False) and not only_names(case.claim, resolved):
        return []
    checked = ", ".join(dict.fromkeys(r.computation for r in resolved))
    return [Firing({"python": PYTHON, "checked": checked}, (Computed.of(f"Python {PYTHON} has {checked}"),))]


RULES = (
    Rule(
        id="api.missing",
        family="python API",
        verdict=Verdict.CONTRADICTED,
        message="{owner} has no attribute {attr}{hint}",
        examples=(
            Example("Use `json.parse()` to read JSON text.", "", True),
            Example("Use `json.loads()` to read JSON text.", "", False),
            Example("`dict.has_key` was removed in Python 3.", "", False),
        ),
        fires=_missing,
    ),
    Rule(
        id="api.unverifiable",
        family="python API",
        verdict=Verdict.UNVERIFIABLE,
        # Why a name could not be looked up differs by cause (no index, a package not allowed, side effects): the
        # resolver's own sentence says which.
        message="{detail}",
        examples=(
            Example("```python\nimport requests\nrequests.get(url)\n```", "", True, {"code": True}),
            Example("Use `json.loads()` to read JSON text.", "", False),
        ),
        fires=_doubtful,
    ),
    Rule(
        id="api.resolves",
        family="python API",
        verdict=Verdict.SUPPORTED,
        message="every API name resolves in Python {python}: {checked}",
        examples=(
            Example("`json.loads` exists.", "", True),
            Example("`json.parse` exists.", "", False),
            Example("Use `json.loads()` when the payload came from a trusted partner.", "", False),
        ),
        fires=_resolves,
    ),
)
