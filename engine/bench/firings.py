"""How often each registered rule fired in a bench run, and how often it was right by the labels.

A claim's gold: true when its item is labelled faithful, or when the item marks its errors and none overlaps the
claim; false when it overlaps a marked error; unknown otherwise (a hallucinated item without marked spans). A
firing against a claim (CONTRADICTED, or an UNVERIFIABLE doubt) is right on a false claim and a false alarm on a
true one; a SUPPORTED firing is right on a true claim. Precision = right / firings on claims of known gold.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ..types import Verdict
from .items import BenchItem
from .metrics import overlaps
from .outcomes import ClaimOutcome, ItemOutcome


@dataclass(frozen=True, slots=True)
class RuleTally:
    """One rule's firings over a run."""

    rule_id: str
    fired: int = 0
    judged: int = 0
    """Firings on claims whose gold is known."""
    right: int = 0
    false_alarms: int = 0
    """Firings against a claim the gold says is true."""

    @property
    def precision(self) -> float | None:
        return self.right / self.judged if self.judged else None

    def add(self, supports: bool, gold: bool | None) -> RuleTally:
        judged, right, alarms = self.judged, self.right, self.false_alarms
        if gold is not None:
            judged += 1
            right += supports == gold
            alarms += (not supports) and gold
        return RuleTally(self.rule_id, self.fired + 1, judged, right, alarms)

    def to_dict(self) -> dict[str, Any]:
        precision = self.precision
        return {
            "fired": self.fired,
            "judged": self.judged,
            "right": self.right,
            "false_alarms": self.false_alarms,
            "precision": None if precision is None else round(precision, 4),
        }


def claim_gold(item: BenchItem, claim: ClaimOutcome) -> bool | None:
    """True / false by the labels, None when they do not say (see the module's note)."""
    if not item.hallucinated:
        return True
    if not item.spans:
        return None
    return not any(overlaps(claim, span) for span in item.spans)


def tally_rules(pairs: Mapping[str, tuple[Sequence[BenchItem], Sequence[ItemOutcome]]]) -> dict[str, RuleTally]:
    """Per rule id, sorted: its firings over every data set and the planted corpus of the run."""
    tallies: dict[str, RuleTally] = {}
    for items, outcomes in pairs.values():
        for item, outcome in zip(items, outcomes, strict=True):
            for claim in outcome.claims:
                gold = claim_gold(item, claim)
                for rule_id, verdict in claim.firings:
                    tally = tallies.get(rule_id, RuleTally(rule_id))
                    tallies[rule_id] = tally.add(verdict == Verdict.SUPPORTED.value, gold)
    return dict(sorted(tallies.items()))


def firing_rows(tallies: Mapping[str, RuleTally]) -> list[list[str]]:
    """Table rows: rule, fired, judged, right, false alarms, precision."""
    rows = []
    for tally in tallies.values():
        precision = "-" if tally.precision is None else f"{tally.precision:.1%}"
        rows.append(
            [tally.rule_id, str(tally.fired), str(tally.judged), str(tally.right), str(tally.false_alarms), precision]
        )
    return rows


FIRING_HEADERS = ("rule", "fired", "judged", "right", "false alarms", "precision")
