"""Response-level and span-level scores. "Positive" always means hallucinated."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from .items import BenchItem, LabelledSpan
from .outcomes import ClaimOutcome, ItemOutcome
from .rules import DecisionRule


@dataclass(frozen=True, slots=True)
class Confusion:
    """Counts of a binary prediction against the labels (positive = hallucinated)."""

    tp: int = 0
    fp: int = 0
    tn: int = 0
    fn: int = 0

    @classmethod
    def of(cls, truth: Sequence[bool], predicted: Sequence[bool]) -> Confusion:
        assert len(truth) == len(predicted), (len(truth), len(predicted))
        pairs = list(zip(truth, predicted, strict=True))
        return cls(
            tp=sum(t and p for t, p in pairs),
            fp=sum(not t and p for t, p in pairs),
            tn=sum(not t and not p for t, p in pairs),
            fn=sum(t and not p for t, p in pairs),
        )

    @property
    def n(self) -> int:
        return self.tp + self.fp + self.tn + self.fn

    @property
    def accuracy(self) -> float | None:
        return _ratio(self.tp + self.tn, self.n)

    @property
    def recall(self) -> float | None:
        """Share of hallucinated items flagged (true positive rate)."""
        return _ratio(self.tp, self.tp + self.fn)

    @property
    def specificity(self) -> float | None:
        """Share of faithful items left unflagged."""
        return _ratio(self.tn, self.tn + self.fp)

    @property
    def false_alarm_rate(self) -> float | None:
        """Share of faithful items flagged."""
        return _ratio(self.fp, self.tn + self.fp)

    @property
    def precision(self) -> float | None:
        return _ratio(self.tp, self.tp + self.fp)

    @property
    def f1(self) -> float | None:
        p, r = self.precision, self.recall
        if p is None or r is None or p + r == 0:
            return None if p is None or r is None else 0.0
        return 2 * p * r / (p + r)

    @property
    def balanced_accuracy(self) -> float | None:
        """Mean of recall and specificity; with one class only, the one that is defined."""
        defined = [x for x in (self.recall, self.specificity) if x is not None]
        return sum(defined) / len(defined) if defined else None

    def to_dict(self) -> dict[str, Any]:
        return {
            "n": self.n,
            "tp": self.tp,
            "fp": self.fp,
            "tn": self.tn,
            "fn": self.fn,
            "accuracy": _round(self.accuracy),
            "balanced_accuracy": _round(self.balanced_accuracy),
            "precision": _round(self.precision),
            "recall": _round(self.recall),
            "f1": _round(self.f1),
            "false_alarm_rate": _round(self.false_alarm_rate),
        }


@dataclass(frozen=True, slots=True)
class SpanScore:
    """Whether flagged claims land on the labelled error spans (hallucinated items that have spans)."""

    items: int
    """Hallucinated items with at least one labelled span."""
    items_hit: int
    """Of those, items where some flagged claim overlaps some labelled span."""
    first_hit: int
    """Items where a flagged claim overlaps the *first* labelled span (e.g. the first wrong step)."""
    flagged_claims: int
    """Flagged claims in those items."""
    flagged_on_span: int
    """Flagged claims that overlap a labelled span."""

    @property
    def hit_rate(self) -> float | None:
        return _ratio(self.items_hit, self.items)

    @property
    def first_hit_rate(self) -> float | None:
        return _ratio(self.first_hit, self.items)

    @property
    def claim_precision(self) -> float | None:
        return _ratio(self.flagged_on_span, self.flagged_claims)

    def to_dict(self) -> dict[str, Any]:
        return {
            "items": self.items,
            "items_hit": self.items_hit,
            "first_hit": self.first_hit,
            "flagged_claims": self.flagged_claims,
            "flagged_on_span": self.flagged_on_span,
            "hit_rate": _round(self.hit_rate),
            "first_hit_rate": _round(self.first_hit_rate),
            "claim_precision": _round(self.claim_precision),
        }


def confusion(items: Sequence[BenchItem], outcomes: Sequence[ItemOutcome], rule: DecisionRule) -> Confusion:
    return Confusion.of([i.hallucinated for i in items], [rule.item(o) for o in outcomes])


def span_score(items: Sequence[BenchItem], outcomes: Sequence[ItemOutcome], rule: DecisionRule) -> SpanScore | None:
    """Span overlap under `rule`; None when no hallucinated item carries spans."""
    counted = [(i, o) for i, o in zip(items, outcomes, strict=True) if i.hallucinated and i.spans]
    if not counted:
        return None
    hit = first = flagged = on_span = 0
    for item, outcome in counted:
        claims = [c for c in outcome.claims if rule.claim(c)]
        touching = [c for c in claims if any(overlaps(c, s) for s in item.spans)]
        first_span = min(item.spans, key=lambda s: s.start)
        flagged += len(claims)
        on_span += len(touching)
        hit += bool(touching)
        first += any(overlaps(c, first_span) for c in claims)
    return SpanScore(
        items=len(counted), items_hit=hit, first_hit=first, flagged_claims=flagged, flagged_on_span=on_span
    )


def overlaps(claim: ClaimOutcome, span: LabelledSpan) -> bool:
    """True when the claim's span and the labelled span share at least one character."""
    return max(claim.start, span.start) < min(claim.end, span.end)


def percentile(values: Sequence[float], q: float) -> float | None:
    """The q-quantile (0..1) by linear interpolation; None for no values."""
    if not values:
        return None
    ordered = sorted(values)
    position = (len(ordered) - 1) * q
    low = int(position)
    high = min(low + 1, len(ordered) - 1)
    return ordered[low] + (ordered[high] - ordered[low]) * (position - low)


def _ratio(numerator: int, denominator: int) -> float | None:
    return numerator / denominator if denominator else None


def _round(value: float | None) -> float | None:
    return None if value is None else round(value, 4)
