"""Decision rules: which run outcomes count as "the checker says hallucinated", stated in every output."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ..types import Status, Verdict
from .outcomes import ClaimOutcome, ItemOutcome, is_contradicted


@dataclass(frozen=True, slots=True)
class DecisionRule:
    """How an outcome maps to a prediction, for the answer and for each claim."""

    name: str
    statement: str
    """The rule in words, printed beside the figures it produced."""
    item: Callable[[ItemOutcome], bool]
    """True = predicted hallucinated."""
    claim: Callable[[ClaimOutcome], bool]
    """True = this claim is flagged (used for span overlap)."""


def _not_verified(outcome: ItemOutcome) -> bool:
    return outcome.status != Status.VERIFIED.value


def _unsupported(claim: ClaimOutcome) -> bool:
    return claim.check_worthy and (claim.verdict != Verdict.SUPPORTED.value or claim.removed)


def _contradicted(outcome: ItemOutcome) -> bool:
    # A contradicted claim counts even when the repair stage then removed or corrected it: the error was caught.
    return ended_blocked(outcome) or any(is_contradicted(c) for c in outcome.claims)


def ended_blocked(outcome: ItemOutcome) -> bool:
    """Status BLOCKED, or a run that produced no status (fail closed)."""
    return outcome.status in (Status.BLOCKED.value, None)


NOT_VERIFIED = DecisionRule(
    name="not_verified",
    statement="hallucinated ⇔ status != VERIFIED (CAUTION, BLOCKED or a failed run); "
    "a claim is flagged when it is check-worthy and not SUPPORTED",
    item=_not_verified,
    claim=_unsupported,
)
CONTRADICTED = DecisionRule(
    name="contradicted",
    statement="hallucinated ⇔ status == BLOCKED, or some check-worthy claim was CONTRADICTED or removed (even if "
    "the repair then fixed it), or the run failed; a claim is flagged when it is CONTRADICTED or was removed",
    item=_contradicted,
    claim=is_contradicted,
)
RULES: tuple[DecisionRule, ...] = (NOT_VERIFIED, CONTRADICTED)
RULES_BY_NAME = {rule.name: rule for rule in RULES}
