"""How the engine's claims meet the gold claims of the paraphrase set: by the characters they share in the answer.

The engine splits an answer its own way, so a gold claim (an exact substring of the answer) and an engine claim
(a span of the answer) are matched by overlap, never by equal text. The paraphrase figures and the gold-judge suite
in tests/judges both map claims this way, through these functions. Standard library only.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TypeVar

Span = tuple[int, int]
"""Start and end character offsets in the answer, end exclusive."""

T = TypeVar("T")


def overlap(a: Span, b: Span) -> int:
    """How many characters two spans share; 0 when they only touch or lie apart."""
    return max(0, min(a[1], b[1]) - max(a[0], b[0]))


def gold_span(answer: str, text: str, start: int = 0) -> Span | None:
    """Where a gold text (a claim, or a planted error's wrong words) first stands in the answer from `start`."""
    at = answer.find(text, start)
    return (at, at + len(text)) if at >= 0 else None


def most_overlapping(span: Span, candidates: Iterable[T], span_of: Callable[[T], Span]) -> T | None:
    """The candidate sharing the most characters with `span` (the first of equals), or None when none shares any."""
    best, most = None, 0
    for candidate in candidates:
        shared = overlap(span, span_of(candidate))
        if shared > most:
            best, most = candidate, shared
    return best
