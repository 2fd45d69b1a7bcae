"""Planted-error corpus: clean passages and passages with one known error each, scored per category.

A case file is JSON lines (or a JSON list) of objects:
`{"id", "category", "answer", "sources": [str], "question": str, "planted": [str | {"text"} | {"start","end"}]}`.
`category` is one of `CATEGORIES` (or "clean", with no planted errors). Each planted error is located in
the answer by its offsets or its text.

Scores, per category: recall (a claim overlapping the planted error is flagged), precision (flagged claims
that overlap a planted error), and the residual rate R = planted errors the final answer still asserts /
planted errors: the error's text is still in `final_answer` and no claim covering it was marked as
unconfirmed (the strict R also counts errors left in but marked as unconfirmed). Clean cases give the
false-alarm rate (status BLOCKED). A silent failure is a failed check that raised no alert; there must be none.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..normalize import norm
from .items import BenchItem, LabelledSpan, locate_span
from .loaders import DataError
from .metrics import overlaps
from .outcomes import ItemOutcome
from .rules import CONTRADICTED, NOT_VERIFIED, DecisionRule, ended_blocked

CATEGORIES = (
    "number_swap",
    "entity_swap",
    "negation_flip",
    "fabricated_sentence",
    "wrong_arithmetic",
    "impossible_date",
    "invented_api",
    "dead_link",
)
CLEAN = "clean"


def load_planted(paths: Iterable[Path]) -> list[BenchItem]:
    """Cases of every case file under `paths` (files or directories), sorted by id; ids must be unique."""
    items: dict[str, BenchItem] = {}
    for path in paths:
        files = sorted(p for p in path.rglob("*") if p.suffix in (".jsonl", ".json")) if path.is_dir() else [path]
        for file in files:
            for where, record in _records(file):
                item = planted_item(record, where)
                if item.id in items:
                    raise DataError(f"{where}: duplicate planted case id {item.id!r}")
                items[item.id] = item
    return [items[key] for key in sorted(items)]


def planted_item(record: dict[str, Any], where: str) -> BenchItem:
    """One planted case as a `BenchItem` (dataset "planted", task = its category)."""
    try:
        answer, category, case_id = str(record["answer"]), str(record["category"]), str(record["id"])
    except KeyError as exc:
        raise DataError(f"{where}: missing field {exc.args[0]!r}") from None
    if category != CLEAN and category not in CATEGORIES:
        raise DataError(f"{where}: unknown category {category!r} (known: {', '.join(CATEGORIES)}, clean)")
    spans = tuple(_planted_span(answer, entry, category, where) for entry in record.get("planted") or [])
    if bool(spans) == (category == CLEAN):
        raise DataError(f"{where}: a {category} case must {'not ' if category == CLEAN else ''}plant an error")
    return BenchItem(
        id=case_id,
        dataset="planted",
        task=category,
        question=str(record.get("question") or ""),
        answer=answer,
        sources=tuple(str(s) for s in record.get("sources") or ()),
        label="hallucinated" if spans else "faithful",
        spans=spans,
        meta={k: v for k, v in record.items() if k in ("note", "origin")},
    )


@dataclass(frozen=True, slots=True)
class CategoryScore:
    """Detection of one planted category."""

    category: str
    cases: int
    errors: int
    caught: int
    """Planted errors overlapped by a CONTRADICTED (or removed) claim."""
    flagged: int
    """Planted errors overlapped by any claim that is not SUPPORTED."""
    strict_claims: int
    """CONTRADICTED/removed claims in this category's cases."""
    strict_on_error: int
    residual: int
    """Planted errors the final answer still asserts (text present, not marked as unconfirmed)."""
    residual_strict: int
    """Planted errors whose text is still in the final answer, marked or not."""

    def to_dict(self) -> dict[str, Any]:
        return {
            "category": self.category,
            "cases": self.cases,
            "errors": self.errors,
            "recall": _ratio(self.caught, self.errors),
            "recall_not_verified": _ratio(self.flagged, self.errors),
            "precision": _ratio(self.strict_on_error, self.strict_claims),
            "residual_rate": _ratio(self.residual, self.errors),
            "residual_rate_strict": _ratio(self.residual_strict, self.errors),
        }


@dataclass(frozen=True, slots=True)
class PlantedScore:
    """The planted corpus as a whole."""

    categories: tuple[CategoryScore, ...]
    clean_cases: int
    clean_blocked: int
    """Clean cases that ended BLOCKED (false alarms)."""
    clean_not_verified: int
    silent_failures: int
    failures: int
    missing_categories: tuple[str, ...] = field(default=())

    @property
    def residual_rate(self) -> float | None:
        return _ratio(sum(c.residual for c in self.categories), sum(c.errors for c in self.categories))

    @property
    def residual_rate_strict(self) -> float | None:
        return _ratio(sum(c.residual_strict for c in self.categories), sum(c.errors for c in self.categories))

    def to_dict(self) -> dict[str, Any]:
        return {
            "categories": [c.to_dict() for c in self.categories],
            "missing_categories": list(self.missing_categories),
            "clean_cases": self.clean_cases,
            "clean_false_alarm_rate": _ratio(self.clean_blocked, self.clean_cases),
            "clean_not_verified_rate": _ratio(self.clean_not_verified, self.clean_cases),
            "residual_rate": self.residual_rate,
            "residual_rate_strict": self.residual_rate_strict,
            "failures": self.failures,
            "silent_failures": self.silent_failures,
            "recall_rule": CONTRADICTED.statement,
            "recall_not_verified_rule": NOT_VERIFIED.statement,
        }


def score_planted(items: Sequence[BenchItem], outcomes: Sequence[ItemOutcome]) -> PlantedScore:
    pairs = list(zip(items, outcomes, strict=True))
    present = sorted({i.task for i in items if i.task != CLEAN}, key=_category_order)
    categories = tuple(_category([(i, o) for i, o in pairs if i.task == name], name) for name in present)
    clean = [o for i, o in pairs if i.task == CLEAN]
    return PlantedScore(
        categories=categories,
        clean_cases=len(clean),
        clean_blocked=sum(ended_blocked(o) for o in clean),
        clean_not_verified=sum(NOT_VERIFIED.item(o) for o in clean),
        silent_failures=sum(o.silent_failure for o in outcomes),
        failures=sum(o.failures > 0 for o in outcomes),
        missing_categories=tuple(c for c in CATEGORIES if c not in present),
    )


def _category(pairs: list[tuple[BenchItem, ItemOutcome]], name: str) -> CategoryScore:
    errors = caught = flagged = strict_claims = on_error = residual = residual_strict = 0
    for item, outcome in pairs:
        strict = [c for c in outcome.claims if CONTRADICTED.claim(c)]
        strict_claims += len(strict)
        on_error += sum(any(overlaps(c, s) for s in item.spans) for c in strict)
        for span in item.spans:
            errors += 1
            caught += _hit(outcome, span, CONTRADICTED)
            flagged += _hit(outcome, span, NOT_VERIFIED)
            present = still_present(span.text, outcome)
            residual_strict += present
            residual += present and not any(c.hedged and overlaps(c, span) for c in outcome.claims)
    return CategoryScore(name, len(pairs), errors, caught, flagged, strict_claims, on_error, residual, residual_strict)


def still_present(text: str, outcome: ItemOutcome) -> bool:
    """Whether the planted text survives in the final answer (a run with no status removed nothing)."""
    if outcome.status is None and not outcome.final_answer:
        return True
    # End punctuation is not part of the error: a hedge may rewrite "… in 2015." as "… in 2015 (not confirmed)."
    return norm(text).rstrip(" .!?;:,") in norm(outcome.final_answer)


def _hit(outcome: ItemOutcome, span: LabelledSpan, rule: DecisionRule) -> bool:
    """A claim flagged under `rule` covers the planted error (a failed run with no claims catches nothing)."""
    return any(rule.claim(c) and overlaps(c, span) for c in outcome.claims)


def _planted_span(answer: str, entry: Any, category: str, where: str) -> LabelledSpan:
    if isinstance(entry, dict) and isinstance(entry.get("start"), int) and isinstance(entry.get("end"), int):
        start, end = entry["start"], entry["end"]
        if 0 <= start < end <= len(answer):
            return LabelledSpan(start=start, end=end, text=answer[start:end], type=category)
    text = entry.get("text", "") if isinstance(entry, dict) else str(entry)
    span = locate_span(answer, str(text), category)
    if span is None:
        raise DataError(f"{where}: planted text {str(text)[:60]!r} is not in the answer")
    return span


def _records(file: Path) -> Iterable[tuple[str, dict[str, Any]]]:
    try:
        text = file.read_text(encoding="utf-8")
        if file.suffix == ".json":
            data = json.loads(text)
            records = data if isinstance(data, list) else data.get("cases", [])
            pairs = [(f"{file.name}[{n}]", r) for n, r in enumerate(records)]
        else:
            pairs = [
                (f"{file.name}:{n}", json.loads(line)) for n, line in enumerate(text.splitlines(), 1) if line.strip()
            ]
    except (OSError, json.JSONDecodeError, AttributeError) as exc:
        raise DataError(f"cannot read planted cases from {file}: {exc}") from None
    for where, record in pairs:
        if not isinstance(record, dict):
            raise DataError(f"{where}: a planted case must be a JSON object")
        yield where, record


def _category_order(name: str) -> tuple[int, str]:
    return (CATEGORIES.index(name) if name in CATEGORIES else len(CATEGORIES), name)


def _ratio(numerator: int, denominator: int) -> float | None:
    return round(numerator / denominator, 4) if denominator else None
