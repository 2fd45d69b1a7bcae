"""The offline targets the bench checks and prints (each with the rule it is measured under)."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from .items import BenchItem
from .metrics import confusion
from .outcomes import ItemOutcome
from .rules import CONTRADICTED, MOSTLY_UNCONFIRMED, NOT_VERIFIED, ended_blocked

Pairs = Mapping[str, tuple[Sequence[BenchItem], Sequence[ItemOutcome]]]
"""Data set name -> (items, outcomes in the same order); the planted corpus under "planted"."""


@dataclass(frozen=True, slots=True)
class Target:
    key: str
    description: str
    goal: str
    """">=" or "<=" the threshold."""
    threshold: float
    measure: Callable[[Pairs, float], float | None]
    """(pairs, wall seconds) -> the measured value, None when the data is absent."""


@dataclass(frozen=True, slots=True)
class TargetResult:
    target: Target
    value: float | None

    @property
    def met(self) -> bool | None:
        if self.value is None:
            return None
        if self.target.goal == ">=":
            return self.value >= self.target.threshold
        return self.value <= self.target.threshold

    def to_dict(self) -> dict[str, Any]:
        return {
            "key": self.target.key,
            "description": self.target.description,
            "goal": f"{self.target.goal} {self.target.threshold:g}",
            "value": None if self.value is None else round(self.value, 4),
            "met": self.met,
        }


def _halueval_qa(pairs: Pairs, _: float) -> float | None:
    if "halueval_qa" not in pairs:
        return None
    return confusion(*pairs["halueval_qa"], NOT_VERIFIED).accuracy


def _faithbench(pairs: Pairs, _: float) -> float | None:
    if "faithbench" not in pairs:
        return None
    return confusion(*pairs["faithbench"], MOSTLY_UNCONFIRMED).balanced_accuracy


def _bbm_first_step(pairs: Pairs, _: float) -> float | None:
    from .metrics import span_score

    if "bbm_arithmetic" not in pairs:
        return None
    score = span_score(*pairs["bbm_arithmetic"], CONTRADICTED)
    return score.first_hit_rate if score else None


def _bbm_faithful_flagged(pairs: Pairs, _: float) -> float | None:
    if "bbm_arithmetic" not in pairs:
        return None
    return confusion(*pairs["bbm_arithmetic"], CONTRADICTED).false_alarm_rate


def factool_arithmetic_subset(items: Sequence[BenchItem]) -> list[int]:
    """Indexes of FacTool math items that are faithful, or hallucinated with a calculation labelled false."""
    picked = []
    for index, item in enumerate(items):
        if item.task != "math":
            continue
        claims = item.meta.get("claims") or []
        wrong_calc = any(isinstance(c, dict) and c.get("label") is False for c in claims)
        if not item.hallucinated or wrong_calc:
            picked.append(index)
    return picked


def _factool_math(pairs: Pairs, _: float) -> float | None:
    if "factool" not in pairs:
        return None
    items, outcomes = pairs["factool"]
    picked = factool_arithmetic_subset(items)
    if not picked:
        return None
    return confusion([items[i] for i in picked], [outcomes[i] for i in picked], CONTRADICTED).accuracy


def _clean_false_alarms(pairs: Pairs, _: float) -> float | None:
    clean = [
        o
        for items, outcomes in pairs.values()
        for i, o in zip(items, outcomes, strict=True)
        if not i.hallucinated and i.sources
    ]
    return sum(ended_blocked(o) for o in clean) / len(clean) if clean else None


def _silent(pairs: Pairs, _: float) -> float | None:
    return float(sum(o.silent_failure for _, outcomes in pairs.values() for o in outcomes))


def _wall(_: Pairs, seconds: float) -> float | None:
    return seconds


TARGETS: tuple[Target, ...] = (
    Target("halueval_qa_accuracy", "HaluEval QA accuracy (rule not_verified)", ">=", 0.97, _halueval_qa),
    Target(
        "faithbench_balanced_accuracy",
        "FaithBench balanced accuracy (rule mostly_unconfirmed, its cut chosen on the FaithBench dev items)",
        ">=",
        0.65,
        _faithbench,
    ),
    Target(
        "bbm_first_wrong_step_flagged",
        "BIG-Bench Mistake: first wrong step overlapped by a CONTRADICTED claim (rule contradicted)",
        ">=",
        0.90,
        _bbm_first_step,
    ),
    Target(
        "bbm_faithful_flagged",
        "BIG-Bench Mistake: faithful items flagged (rule contradicted)",
        "<=",
        0.10,
        _bbm_faithful_flagged,
    ),
    Target(
        "factool_math_accuracy",
        "FacTool math, arithmetic-error items and faithful items: accuracy (rule contradicted)",
        ">=",
        0.85,
        _factool_math,
    ),
    Target(
        "clean_false_alarms",
        "Faithful items with sources that end BLOCKED (all data sets)",
        "<=",
        0.05,
        _clean_false_alarms,
    ),
    Target("silent_failures", "Failed checks that raised no alert", "<=", 0, _silent),
    Target("wall_seconds", "Wall time of the whole run, seconds", "<=", 180, _wall),
)


def evaluate_targets(pairs: Pairs, wall_seconds: float) -> list[TargetResult]:
    return [TargetResult(target, target.measure(pairs, wall_seconds)) for target in TARGETS]
