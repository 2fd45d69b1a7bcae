"""Score one data set: every decision rule, span overlap, baselines, latency, failures and examples of misses."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from .baselines import BaselineScore, baselines
from .items import BenchItem
from .metrics import Confusion, SpanScore, confusion, percentile, span_score
from .outcomes import ItemOutcome
from .rules import RULES, DecisionRule, ended_blocked

EXAMPLES_PER_KIND = 8


@dataclass(frozen=True, slots=True)
class RuleScore:
    """One decision rule applied to one data set."""

    rule: DecisionRule
    confusion: Confusion
    spans: SpanScore | None
    by_task: dict[str, Confusion] = field(default_factory=dict)
    """Per task, when the data set has more than one."""

    def to_dict(self) -> dict[str, Any]:
        return {
            "rule": self.rule.name,
            "statement": self.rule.statement,
            **self.confusion.to_dict(),
            "spans": self.spans.to_dict() if self.spans else None,
            "by_task": {task: c.to_dict() for task, c in self.by_task.items()},
        }


@dataclass(frozen=True, slots=True)
class DatasetScore:
    """Everything measured on one data set."""

    name: str
    n: int
    hallucinated: int
    with_sources: int
    rules: tuple[RuleScore, ...]
    baselines: tuple[BaselineScore, ...]
    latency_ms: tuple[float, ...]
    failures: int
    silent_failures: int
    no_status: int
    clean_with_sources: int
    """Faithful items that came with sources."""
    clean_blocked: int
    """Of those, the ones that ended BLOCKED (false alarms on clean text)."""
    examples: dict[str, list[dict[str, str]]] = field(default_factory=dict)

    def rule(self, name: str) -> RuleScore:
        return next(r for r in self.rules if r.rule.name == name)

    def to_dict(self) -> dict[str, Any]:
        return {
            "dataset": self.name,
            "n": self.n,
            "hallucinated": self.hallucinated,
            "faithful": self.n - self.hallucinated,
            "with_sources": self.with_sources,
            "rules": {r.rule.name: r.to_dict() for r in self.rules},
            "baselines": {b.name: b.to_dict() for b in self.baselines},
            "latency_ms": latency_summary(self.latency_ms),
            "failures": self.failures,
            "silent_failures": self.silent_failures,
            "no_status": self.no_status,
            "clean_with_sources": self.clean_with_sources,
            "clean_blocked": self.clean_blocked,
            "examples": self.examples,
        }


def score_dataset(name: str, items: Sequence[BenchItem], outcomes: Sequence[ItemOutcome]) -> DatasetScore:
    """All scores of one data set; `outcomes[i]` must belong to `items[i]`."""
    assert [i.id for i in items] == [o.item_id for o in outcomes], "outcomes out of order"
    clean = [o for i, o in zip(items, outcomes, strict=True) if not i.hallucinated and i.sources]
    return DatasetScore(
        name=name,
        n=len(items),
        hallucinated=sum(i.hallucinated for i in items),
        with_sources=sum(bool(i.sources) for i in items),
        rules=tuple(rule_score(items, outcomes, rule) for rule in RULES),
        baselines=tuple(baselines(items)),
        latency_ms=tuple(o.latency_ms for o in outcomes),
        failures=sum(o.failures > 0 for o in outcomes),
        silent_failures=sum(o.silent_failure for o in outcomes),
        no_status=sum(o.status is None for o in outcomes),
        clean_with_sources=len(clean),
        clean_blocked=sum(ended_blocked(o) for o in clean),
        examples=examples(items, outcomes),
    )


def rule_score(items: Sequence[BenchItem], outcomes: Sequence[ItemOutcome], rule: DecisionRule) -> RuleScore:
    tasks = sorted({i.task for i in items})
    by_task: dict[str, Confusion] = {}
    if len(tasks) > 1:
        for task in tasks:
            picked = [(i, o) for i, o in zip(items, outcomes, strict=True) if i.task == task]
            by_task[task] = confusion([i for i, _ in picked], [o for _, o in picked], rule)
    return RuleScore(rule, confusion(items, outcomes, rule), span_score(items, outcomes, rule), by_task)


def examples(items: Sequence[BenchItem], outcomes: Sequence[ItemOutcome]) -> dict[str, list[dict[str, str]]]:
    """A few misclassified ids per rule and direction, each with the reason the engine gave (no item text)."""
    found: dict[str, list[dict[str, str]]] = {}
    for rule in RULES:
        for kind, wanted in (("false_alarm", False), ("missed", True)):
            picked = [
                {"id": i.id, "status": o.status or "none", "why": _why(o, rule, flagged=not wanted)}
                for i, o in zip(items, outcomes, strict=True)
                if i.hallucinated is wanted and rule.item(o) is not wanted
            ]
            found[f"{rule.name}.{kind}"] = picked[:EXAMPLES_PER_KIND]
    return found


def _why(outcome: ItemOutcome, rule: DecisionRule, *, flagged: bool) -> str:
    if outcome.error:
        return outcome.error
    claims = [c for c in outcome.claims if c.check_worthy and rule.claim(c) is flagged]
    if not claims:
        return "no claim flagged: the status alone decided" if flagged else "no check-worthy claim"
    first = claims[0]
    return f"{first.id} {first.verdict} by {first.detector or 'no detector'}: {first.reason}"[:240]


def latency_summary(values: Sequence[float]) -> dict[str, float | None]:
    def r(v: float | None) -> float | None:
        return None if v is None else round(v, 2)

    mean = sum(values) / len(values) if values else None
    return {
        "p50": r(percentile(values, 0.5)),
        "p95": r(percentile(values, 0.95)),
        "max": r(max(values, default=None) if values else None),
        "mean": r(mean),
    }
