"""Decision rules: which run outcomes count as "the checker says hallucinated", stated in every output."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction

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


MOSTLY = Fraction(3, 4)
"""How much of an answer must be left unconfirmed for `mostly_unconfirmed` to call it hallucinated. Chosen on the
FaithBench dev items, in the middle of the cuts from 2/3 to 4/5 that all score alike there (see
benchmarks/RESULTS.md); `benchmarks/rule_cut.py` prints every cut and a cross-validated figure."""


def unconfirmed_share(outcome: ItemOutcome) -> Fraction | None:
    """The share of the check-worthy claims left in the answer that are not SUPPORTED; None when none is left."""
    left = [c for c in outcome.claims if c.check_worthy and not c.removed]
    if not left:
        return None
    return Fraction(sum(c.verdict != Verdict.SUPPORTED.value or c.hedged for c in left), len(left))


def unconfirmed_at(cut: Fraction) -> Callable[[ItemOutcome], bool]:
    """The `mostly_unconfirmed` decision with another cut (for measuring cuts against each other)."""

    def decide(outcome: ItemOutcome) -> bool:
        # Lexical support cannot confirm a paraphrase, so one unconfirmed claim among several says little; an
        # answer whose claims mostly cannot be traced to the sources does. A failed check counts against it.
        if _contradicted(outcome) or outcome.failures:
            return True
        share = unconfirmed_share(outcome)
        return _not_verified(outcome) if share is None else share >= cut

    return decide


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
MOSTLY_UNCONFIRMED = DecisionRule(
    name="mostly_unconfirmed",
    statement="hallucinated ⇔ the contradicted rule holds, a check failed, or at least "
    f"{MOSTLY.numerator}/{MOSTLY.denominator} of the check-worthy claims left are not SUPPORTED (an answer of one "
    "claim: that claim; of none: status != VERIFIED); a claim is flagged when it is check-worthy and not SUPPORTED",
    item=unconfirmed_at(MOSTLY),
    claim=_unsupported,
)
RULES: tuple[DecisionRule, ...] = (NOT_VERIFIED, CONTRADICTED, MOSTLY_UNCONFIRMED)
RULES_BY_NAME = {rule.name: rule for rule in RULES}
