"""Trivial baselines printed beside every figure, so that an easy data set cannot flatter the checker.

- always-hallucinated: flags every item.
- substring: faithful ⇔ the whole answer (normalised, case-folded, end punctuation dropped) appears in the
  reference text.
- fuzzy (tuned): faithful ⇔ rapidfuzz `partial_ratio(answer, reference)` >= a threshold chosen on the same
  items to maximise balanced accuracy (an optimistic, in-sample figure by construction).

The reference text is the item's sources joined; an item without sources uses its question instead.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..normalize import norm
from .items import BenchItem
from .metrics import Confusion

REFERENCE_NOTE = "reference = the item's sources (its question when it has none)"


@dataclass(frozen=True, slots=True)
class BaselineScore:
    """One baseline's predictions scored against the labels."""

    name: str
    statement: str
    confusion: Confusion
    threshold: float | None = None
    """The tuned threshold (fuzzy baseline only)."""

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {"name": self.name, "statement": self.statement, **self.confusion.to_dict()}
        if self.threshold is not None:
            data["threshold"] = round(self.threshold, 2)
        return data


def baselines(items: Sequence[BenchItem]) -> list[BaselineScore]:
    """The three baselines over `items` (the fuzzy scores are computed once, then the threshold is tuned)."""
    truth = [item.hallucinated for item in items]
    always = BaselineScore(
        "always_hallucinated", "every item is hallucinated", Confusion.of(truth, [True] * len(truth))
    )
    substring = BaselineScore(
        "substring",
        f"faithful ⇔ the answer appears verbatim in the reference ({REFERENCE_NOTE})",
        Confusion.of(truth, [not answer_in_reference(item) for item in items]),
    )
    threshold, tuned = tune_threshold([fuzzy_score(item) for item in items], truth)
    fuzzy = BaselineScore(
        "fuzzy_tuned",
        f"faithful ⇔ rapidfuzz partial_ratio(answer, reference) >= {threshold:.1f}, threshold tuned on these "
        f"items for balanced accuracy ({REFERENCE_NOTE})",
        tuned,
        threshold,
    )
    return [always, substring, fuzzy]


def reference_text(item: BenchItem) -> str:
    return "\n".join(item.sources) if item.sources else item.question


def answer_in_reference(item: BenchItem) -> bool:
    answer = norm(item.answer).casefold().strip(" .!?;:,\"'")
    return bool(answer) and answer in norm(reference_text(item)).casefold()


def fuzzy_score(item: BenchItem) -> float:
    """0..100: how well the answer matches the best-aligned stretch of the reference."""
    from rapidfuzz import fuzz, utils

    reference = utils.default_process(reference_text(item))
    answer = utils.default_process(item.answer)
    if not reference or not answer:
        return 0.0
    return float(fuzz.partial_ratio(answer, reference))


def tune_threshold(scores: Sequence[float], truth: Sequence[bool]) -> tuple[float, Confusion]:
    """The threshold t (predict hallucinated ⇔ score < t) with the best balanced accuracy; ties go to the lowest t."""
    best_t, best = 0.0, Confusion.of(truth, [False] * len(truth))
    best_score = best.balanced_accuracy or 0.0
    for t in [*sorted(set(scores)), max(scores, default=0.0) + 1]:
        candidate = Confusion.of(truth, [s < t for s in scores])
        score = candidate.balanced_accuracy or 0.0
        if score > best_score + 1e-12:
            best_t, best, best_score = t, candidate, score
    return best_t, best
