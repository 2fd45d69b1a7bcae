"""Policy packs: the configured rule packs (engine/policy_packs, e.g. `outreach`) over the answer. The packs are
data already; this rule is how their violations become findings (engine/detectors/policy.py checks the whole
answer once and puts each claim's violations in the case's facts under "violations")."""

from __future__ import annotations

from collections.abc import Sequence

from ..policy_packs import PolicyViolation, check_text, load_pack
from ..types import Computed, Verdict
from .model import Case, Example, Firing, Rule


def _violations(case: Case) -> Sequence[PolicyViolation]:
    if "violations" in case.facts:
        return case.facts["violations"]
    return check_text(case.claim, [load_pack(name) for name in case.facts.get("packs", ("outreach",))])


def _broken(case: Case) -> Sequence[Firing]:
    return [
        Firing(
            {"reason": v.reason, "excerpt": v.excerpt},
            (Computed.of(f"rule {v.pack}/{v.rule} matched “{v.excerpt}”"),),
        )
        for v in _violations(case)
    ]


def _unloadable(case: Case) -> Sequence[Firing]:
    error = case.facts.get("load_error")
    return [Firing({"error": error}, error=True)] if error else []


RULES = (
    Rule(
        id="policy.violation",
        family="policy",
        verdict=Verdict.CONTRADICTED,
        # The pack's rule says why in its own words (the packs are data); the excerpt shows where.
        message="{reason} (“{excerpt}”)",
        examples=(
            Example("Could you refer me to your hiring manager?", "", True),
            Example("I enjoyed your talk on river restoration.", "", False),
        ),
        fires=_broken,
    ),
    Rule(
        id="policy.unloadable",
        family="policy",
        verdict=Verdict.UNVERIFIABLE,
        message="policy rules could not be applied: {error}",
        examples=(
            Example("I enjoyed your talk.", "", True, {"load_error": "no policy pack named 'nope'"}),
            Example("I enjoyed your talk.", "", False),
        ),
        fires=_unloadable,
    ),
)
