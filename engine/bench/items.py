"""Benchmark items: one answer to check, its sources, its label and (where known) its labelled error spans."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Literal

Label = Literal["hallucinated", "faithful"]
LABELS: tuple[Label, ...] = ("hallucinated", "faithful")


@dataclass(frozen=True, slots=True, kw_only=True)
class LabelledSpan:
    """An erroneous stretch of the answer, as the data set marks it."""

    start: int
    """Character offset into the answer."""
    end: int
    text: str
    """Exactly `answer[start:end]`."""
    type: str = ""
    """The data set's own name for the error (kept as given)."""


@dataclass(frozen=True, slots=True, kw_only=True)
class BenchItem:
    """One labelled answer. Real data sets and the planted-error corpus share this shape."""

    id: str
    """Unique and stable within its data set."""
    dataset: str
    task: str
    """The data set's task name; for planted cases, the planted category (or "clean")."""
    question: str
    answer: str
    sources: tuple[str, ...] = ()
    label: Label
    spans: tuple[LabelledSpan, ...] = ()
    meta: Mapping[str, Any] = field(default_factory=dict)
    """Data-set-specific extras, passed through untouched."""

    @property
    def hallucinated(self) -> bool:
        return self.label == "hallucinated"


def locate_span(answer: str, text: str, type_: str = "", after: int = 0) -> LabelledSpan | None:
    """The first occurrence of `text` in `answer` at or after `after`, as a span (None when absent)."""
    if not text:
        return None
    at = answer.find(text, after)
    if at < 0:
        at = answer.find(text)
    if at < 0:
        return None
    return LabelledSpan(start=at, end=at + len(text), text=text, type=type_)
