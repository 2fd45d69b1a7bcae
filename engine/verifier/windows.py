"""Evidence windows for the verifier: 1-3 adjacent sentences of a source, ranked against a claim with BM25.

The model reads about 128 word pieces, so it is shown the few windows most likely to hold the evidence rather
than whole sources. Offsets are into the ORIGINAL source text, so a caller can quote and highlight exactly.
"""

from __future__ import annotations

import math
from array import array
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

import numpy as np

from ..lexical import STOPWORDS, tokens
from ..sentences import sentence_spans

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


@lru_cache(maxsize=8)
def _sentence_spans(sources: tuple[str, ...]) -> list[list[tuple[int, int]]]:
    """Sentence (start, end) offsets per source, from the engine's own source sentence splitter (the spans a
    `SourceIndex` is built on, without building one: its token index is megabytes for megabytes of sources)."""
    return [sentence_spans(text) for text in sources]


def candidate_windows(claim: str, sources: Sequence[str], limit: int = 5) -> list[Window]:
    """The `limit` best windows of 1-3 adjacent sentences for `claim` across `sources`, best first.

    Windows with no claim term in common score 0 and are left out, so the result may be shorter than `limit`.
    The windows of a set of sources and their postings are built once and reused for every claim of a run."""
    query = Counter(_terms(claim))
    if not query:
        return []
    index = _indexed(tuple(sources))
    count = len(index.windows)
    if not count:
        return []
    scores = np.zeros(count)
    for term in query:  # each distinct term once, as BM25 sums over the query's terms
        postings = index.postings.get(term)
        if postings is None:
            continue
        windows, found = postings
        idf = math.log(1 + (count - len(windows) + 0.5) / (len(windows) + 0.5))
        scores[windows] += idf * found * (BM25_K1 + 1) / (found + index.norms[windows])
    positive = np.flatnonzero(scores > 0)
    if not len(positive):
        return []
    if len(positive) > limit:  # keep every window tied with the limit-th best, then order exactly
        kth = np.partition(scores[positive], len(positive) - limit)[len(positive) - limit]
        positive = positive[scores[positive] >= kth]
    # Best score first; among equals the shorter window (less to read) and then the earlier one.
    located = {int(i): tuple(int(v) for v in index.windows[i]) for i in positive}
    chosen = sorted(located, key=lambda i: (-scores[i], located[i][2] - located[i][1], *located[i][:2]))[:limit]
    return [
        Window(number, start, end, sources[number][start:end], float(scores[i]))
        for i in chosen
        for number, start, end in (located[i],)
    ]


def every_sentence(sources: Sequence[str], most: int) -> list[Window]:
    """Every sentence of `sources` as a one-sentence window, in source order, when they hold at most `most`
    sentences; [] otherwise. For short sources the model can read them all when a paraphrase shares no word with
    the sentence that states it ("Crews are due to start in early May" / "Work is scheduled to begin on 6 May")."""
    spans = _sentence_spans(tuple(sources))
    if sum(len(s) for s in spans) > most:
        return []
    return [Window(n, start, end, sources[n][start:end], 0.0) for n, s in enumerate(spans) for start, end in s]


def covers_every_sentence(windows: Sequence[Window], sources: Sequence[str]) -> bool:
    """Whether `windows` (of `sources`) hold every sentence of the sources between them: only then may a reader say
    that no sentence of the sources states a claim."""
    spans = _sentence_spans(tuple(sources))
    if sum(len(s) for s in spans) > len(windows) * MAX_SENTENCES:
        return False
    return all(
        any(w.source == n and w.start <= start and end <= w.end for w in windows)
        for n, sentences in enumerate(spans)
        for start, end in sentences
    )


def widened(window: Window, sources: Sequence[str], sentences: int = 1) -> tuple[int, int]:
    """(start, end) of `window` with up to `sentences` neighbouring sentences on each side in its source: the
    sentence before often names what the window's pronoun means, the one after often finishes its thought."""
    spans = _sentence_spans(tuple(sources))[window.source]
    inside = [i for i, (start, end) in enumerate(spans) if start < window.end and end > window.start]
    if not inside:
        return window.start, window.end
    first, last = max(0, inside[0] - sentences), min(len(spans) - 1, inside[-1] + sentences)
    return min(spans[first][0], window.start), max(spans[last][1], window.end)


@dataclass(frozen=True, slots=True)
class _Index:
    """Every window of a set of sources as (source, start, end); each window's BM25 length normaliser; and for each
    term the windows that hold it with its count there (an inverted index, so a claim's score touches only the
    windows that share one of its terms, in numpy rather than a Python loop over every window)."""

    windows: np.ndarray
    """(source, start, end) of each window: an integer array of shape (windows, 3)."""
    norms: np.ndarray
    postings: dict[str, tuple[np.ndarray, np.ndarray]]


@lru_cache(maxsize=8)
def _indexed(sources: tuple[str, ...]) -> _Index:
    # Everything is gathered in typed arrays (4 or 8 bytes an entry): built from lists of Python ints and tuples,
    # the index of 7 MB of sources (475,794 windows) held 186 MB; now 118 MB.
    flat = array("q")  # (source, start, end) of each window, one after another
    for number, spans in enumerate(_sentence_spans(sources)):
        for first in range(len(spans)):
            for size in range(1, MAX_SENTENCES + 1):
                last = first + size - 1
                if last >= len(spans):
                    break
                start, end = spans[first][0], spans[last][1]
                if size > 1 and end - start > MAX_WINDOW_CHARS:
                    break
                flat.extend((number, start, end))
    windows = np.frombuffer(flat, dtype=np.int64).reshape(-1, 3) if flat else np.zeros((0, 3), dtype=np.int64)
    lengths = array("q")
    lists: dict[str, tuple[array[int], array[int]]] = {}
    for position, (number, start, end) in enumerate(zip(flat[0::3], flat[1::3], flat[2::3], strict=True)):
        bag = Counter(_terms(sources[number][start:end]))
        lengths.append(sum(bag.values()))
        for term, found in bag.items():
            ids, counts = lists.setdefault(term, (array("i"), array("I")))
            ids.append(position)
            counts.append(found)
    average = (sum(lengths) / len(lengths) or 1.0) if lengths else 1.0
    norms = BM25_K1 * (1 - BM25_B + BM25_B * np.frombuffer(lengths, dtype=np.int64).astype(float) / average)
    postings = {
        # Whole-number counts: scored with float64 figures they give float64 results (a float32 array would not).
        t: (np.frombuffer(ids, dtype=np.int32), np.frombuffer(c, dtype=np.uint32))
        for t, (ids, c) in lists.items()
    }
    return _Index(windows, norms, postings)
