"""Policy rules: the configured rule packs (`Config.policy_packs`, e.g. `outreach`) run over the answer.

Each claim that contains a violation is CONTRADICTED with every broken rule's reason; the rule and the matched
text are the computed evidence. A length limit is pinned to every claim past the limit (removing them makes the
text fit). Sentences the pipeline does not check as claims (questions, greetings) get findings too: "Could you
refer me?" breaks a rule. One alert lists every reason, so a refused text is explained in full. A pack that
cannot be loaded fails closed: every claim is UNVERIFIABLE with the error and an alert says why.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..policy_packs import PolicyError, PolicyPack, PolicyViolation, check_text, load_pack
from ..types import Claim, Computed, Finding, Verdict
from .base import DetectorContext, unverifiable

NAME = "policy"


class PolicyDetector:
    """Applies the configured policy rule packs."""

    name = NAME

    def applies(self, ctx: DetectorContext) -> bool:
        return bool(ctx.config.policy_packs)

    async def check(self, claims: Sequence[Claim], ctx: DetectorContext) -> list[Finding]:
        try:
            packs: list[PolicyPack] = [load_pack(name) for name in ctx.config.policy_packs]
        except PolicyError as error:
            ctx.alert(f"Policy rules could not be applied: {error}")
            return [unverifiable(NAME, c, f"policy rules could not be applied: {error}", error=True) for c in claims]
        violations = check_text(ctx.answer, packs)
        if violations:
            ctx.alert(_summary(violations))
        findings = []
        for claim in _with_unchecked(claims, ctx):
            mine = [v for v in violations if v.start < claim.end and claim.start < v.end]
            if mine:
                findings.append(_finding(claim, mine))
        return findings


def _with_unchecked(claims: Sequence[Claim], ctx: DetectorContext) -> list[Claim]:
    """The claims given, plus the run's claims the pipeline does not check (questions, greetings): a rule broken
    in "Could you refer me?" must still be pinned to that sentence."""
    given = {c.id for c in claims}
    return [*claims, *(c for c in ctx.claims if c.id not in given and not c.check_worthy)]


def _finding(claim: Claim, violations: list[PolicyViolation]) -> Finding:
    reasons = [f"{v.reason} (“{v.excerpt}”)" for v in violations]
    evidence = tuple(Computed.of(f"rule {v.pack}/{v.rule} matched “{v.excerpt}”") for v in violations)
    return Finding(
        detector=NAME, claim_id=claim.id, verdict=Verdict.CONTRADICTED, reason="; ".join(reasons), evidence=evidence
    )


def _summary(violations: list[PolicyViolation]) -> str:
    reasons = list(dict.fromkeys(v.reason for v in violations))
    packs = ", ".join(sorted({v.pack for v in violations}))
    count = len(reasons)
    return f"The text breaks {count} {packs} rule{'s' if count != 1 else ''}: " + " ".join(reasons)
