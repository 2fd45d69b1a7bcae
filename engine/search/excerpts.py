"""Which parts of a long page the judge reads: the passages that best match the claims, with some context.

Excerpts are exact slices of the page text, so a quote copied from an excerpt verifies against the page.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..lexical import SourceIndex
from ..types import Source

CONTEXT_CHARS = 350
"""Text kept on each side of a matching passage (the sentence before and after, roughly)."""
PAGE_BUDGET_CHARS = 6000
"""Excerpt characters per page and judge call: enough for several passages, small enough for any model."""
LEDE_CHARS = 1500


@dataclass(frozen=True, slots=True)
class Excerpt:
    """`text[start:end]` of one page."""

    start: int
    end: int


def choose_excerpts(text: str, claims: Sequence[str], budget: int = PAGE_BUDGET_CHARS) -> list[Excerpt]:
    """Passages of `text` for `claims`, in page order, merged where they touch, within `budget` characters."""
    if len(text) <= budget:
        return [Excerpt(0, len(text))] if text else []
    index = SourceIndex([Source(id=0, text=text)])
    windows: list[tuple[int, int]] = []
    for claim in claims:
        match = index.best(claim)
        if match is not None and match.coverage > 0:
            windows.append(_widen(text, match.span.start, match.span.end))
    if not windows:
        return [Excerpt(0, _cut(text, 0, LEDE_CHARS))]
    per_window = max(400, budget // len(windows))
    kept = [(start, min(end, _cut(text, start, per_window))) for start, end in windows]
    return [Excerpt(s, e) for s, e in _merge(sorted(kept))]


def _widen(text: str, start: int, end: int) -> tuple[int, int]:
    lo = max(0, start - CONTEXT_CHARS)
    hi = min(len(text), end + CONTEXT_CHARS)
    if lo > 0:
        boundary = max(text.rfind(". ", lo, start), text.rfind("\n", lo, start))
        lo = boundary + 1 if boundary >= 0 else lo
    if hi < len(text):
        boundary = text.find(". ", end, hi)
        hi = boundary + 1 if boundary >= 0 else hi
    return _snap_start(text, lo), hi


def _snap_start(text: str, at: int) -> int:
    while at < len(text) and text[at].isspace():
        at += 1
    return at


def _cut(text: str, start: int, size: int) -> int:
    """End of a slice of at most `size` characters from `start`, at a word boundary when possible."""
    end = min(len(text), start + size)
    if end < len(text):
        space = text.rfind(" ", start + size // 2, end)
        end = space if space > start else end
    return end


def _merge(windows: list[tuple[int, int]]) -> list[tuple[int, int]]:
    merged: list[tuple[int, int]] = []
    for start, end in windows:
        if merged and start <= merged[-1][1] + 1:
            merged[-1] = (merged[-1][0], max(merged[-1][1], end))
        else:
            merged.append((start, end))
    return merged
