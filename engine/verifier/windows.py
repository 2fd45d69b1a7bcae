"""Evidence windows for the verifier: 1-3 adjacent sentences of a source, ranked against a claim with BM25.

The model reads about 128 word pieces, so it is shown the few windows most likely to hold the evidence rather
than whole sources. Offsets are into the ORIGINAL source text, so a caller can quote and highlight exactly.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from ..lexical import STOPWORDS, SourceIndex, tokens
from ..types import Source

BM25_K1 = 1.2
BM25_B = 0.75
MAX_SENTENCES = 3
MAX_WINDOW_CHARS = 600
"""A window longer than this would be cut by the model's length limit; a single long sentence is still kept."""


@dataclass(frozen=True, slots=True)
class Window:
    """Sentences `source_text[start:end]` of source number `source` (its position in the list given)."""

    source: int
    start: int
    end: int
    text: str
    score: float


def _terms(text: str) -> list[str]:
    return [t for t in tokens(text) if t not in STOPWORDS]


def _sentence_spans(sources: Sequence[str]) -> list[list[tuple[int, int]]]:
    """Sentence (start, end) offsets per source, from the engine's own source sentence splitter."""
    index = SourceIndex([Source(id=number, text=text) for number, text in enumerate(sources)])
    spans: list[list[tuple[int, int]]] = [[] for _ in sources]
    for span in index.spans:
        spans[int(span.source)].append((span.start, span.end))
    return spans


def candidate_windows(claim: str, sources: Sequence[str], limit: int = 5) -> list[Window]:
    """The `limit` best windows of 1-3 adjacent sentences for `claim` across `sources`, best first.

    Windows with no claim term in common score 0 and are left out, so the result may be shorter than `limit`.
    The windows of a set of sources and their term counts are built once and reused for every claim of a run."""
    query = Counter(_terms(claim))
    if not query:
        return []
    windows, bags, document_frequency, average = _indexed(tuple(sources))
    if not windows:
        return []
    frequency = Counter({term: document_frequency[term] for term in query if term in document_frequency})
    ranked: list[Window] = []
    for (number, start, end), bag in zip(windows, bags, strict=True):
        if not any(term in bag for term in query):
            continue
        score = _bm25(query, bag, frequency, len(bags), average)
        if score > 0:
            ranked.append(Window(number, start, end, sources[number][start:end], score))
    # Best score first; among equals the shorter window (less to read) and then the earlier one.
    ranked.sort(key=lambda w: (-w.score, w.end - w.start, w.source, w.start))
    return ranked[:limit]


@lru_cache(maxsize=8)
def _indexed(
    sources: tuple[str, ...],
) -> tuple[list[tuple[int, int, int]], list[Counter[str]], Counter[str], float]:
    """Every window of `sources`, its term counts, each term's document frequency and the average window length."""
    windows: list[tuple[int, int, int]] = []
    for number, spans in enumerate(_sentence_spans(sources)):
        for first in range(len(spans)):
            for size in range(1, MAX_SENTENCES + 1):
                last = first + size - 1
                if last >= len(spans):
                    break
                start, end = spans[first][0], spans[last][1]
                if size > 1 and end - start > MAX_WINDOW_CHARS:
                    break
                windows.append((number, start, end))
    bags = [Counter(_terms(sources[n][s:e])) for n, s, e in windows]
    document_frequency: Counter[str] = Counter(term for bag in bags for term in bag)
    average = (sum(sum(bag.values()) for bag in bags) / len(bags) or 1.0) if bags else 1.0
    return windows, bags, document_frequency, average


def _bm25(query: Counter[str], bag: Counter[str], frequency: Counter[str], count: int, average: float) -> float:
    length = sum(bag.values())
    score = 0.0
    for term in query:
        found = bag.get(term, 0)
        if not found:
            continue
        idf = math.log(1 + (count - frequency[term] + 0.5) / (frequency[term] + 0.5))
        score += idf * found * (BM25_K1 + 1) / (found + BM25_K1 * (1 - BM25_B + BM25_B * length / average))
    return score
