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
from ..types import Claim, Finding
from .base import DetectorContext

NAME = "policy"


class PolicyDetector:
    """Applies the configured policy rule packs."""

    name = NAME

    def applies(self, ctx: DetectorContext) -> bool:
        return bool(ctx.config.policy_packs)

    async def check(self, claims: Sequence[Claim], ctx: DetectorContext) -> list[Finding]:
        from ..rules import Case, rules, run_rules

        try:
            packs: list[PolicyPack] = [load_pack(name) for name in ctx.config.policy_packs]
        except PolicyError as error:
            ctx.alert(f"Policy rules could not be applied: {error}")
            unloadable = rules("policy.unloadable")
            facts = {"load_error": str(error)}
            return [f for c in claims for f in run_rules(unloadable, Case(c.text, facts=facts), c, NAME, ctx.alert)]
        violations = check_text(ctx.answer, packs)
        if violations:
            ctx.alert(_summary(violations))
        broken = rules("policy.violation")
        findings = []
        for claim in _with_unchecked(claims, ctx):
            mine = tuple(v for v in violations if v.start < claim.end and claim.start < v.end)
            findings += run_rules(broken, Case(claim.text, facts={"violations": mine}), claim, NAME, ctx.alert)
        return findings


def _with_unchecked(claims: Sequence[Claim], ctx: DetectorContext) -> list[Claim]:
    """The claims given, plus the run's claims the pipeline does not check (questions, greetings): a rule broken
    in "Could you refer me?" must still be pinned to that sentence."""
    given = {c.id for c in claims}
    return [*claims, *(c for c in ctx.claims if c.id not in given and not c.check_worthy)]


def _summary(violations: list[PolicyViolation]) -> str:
    reasons = list(dict.fromkeys(v.reason for v in violations))
    packs = ", ".join(sorted({v.pack for v in violations}))
    count = len(reasons)
    return f"The text breaks {count} {packs} rule{'s' if count != 1 else ''}: " + " ".join(reasons)
