"""The quote verifier: the only code that turns a quoted string into verified evidence."""

from __future__ import annotations

import bisect
import unicodedata
from collections.abc import Sequence
from functools import cached_property

from .normalize import NormText, normalize
from .types import Quote, QuoteMiss, Source

MIN_QUOTE_CHARS = 12
"""A quote shorter than this (after normalisation) proves nothing: too easy to find by chance."""


class SourceSet:
    """The sources of a run, each normalised once and reused by every quote check."""

    def __init__(self, sources: Sequence[Source]) -> None:
        self.sources = tuple(sources)
        self._by_id = {source.id: _Prepared(source) for source in self.sources}

    def __len__(self) -> int:
        return len(self.sources)

    def __iter__(self):  # type: ignore[no-untyped-def]
        return iter(self.sources)

    def get(self, source_id: int | str) -> Source | None:
        prepared = self._by_id.get(source_id)
        return prepared.source if prepared else None

    def normalized(self, source_id: int | str) -> NormText:
        return self._by_id[source_id].normalized


class _Prepared:
    def __init__(self, source: Source) -> None:
        self.source = source

    @cached_property
    def normalized(self) -> NormText:
        return normalize(self.source.text)


def verify_quote(
    quote: str, sources: SourceSet | Sequence[Source], source: int | str | None = None, *, near: int | None = None
) -> Quote | QuoteMiss:
    """Confirm that `quote` occurs in a source, under `norm`, and return its original span.

    Args:
        quote: the text offered as evidence (by a model, a search excerpt or a detector).
        sources: the run's sources.
        source: when given, only this source is searched (a judge names the source it quotes).
        near: an original offset where the quote is expected (with `source`): the search starts there, so
            checking many quotes of one long source stays linear; it falls back to the whole source.
    """
    source_set = sources if isinstance(sources, SourceSet) else SourceSet(sources)
    needle = normalize(quote).text.strip()
    if not needle:
        return QuoteMiss(quote=quote, source=source, reason="empty")
    if len(unicodedata.normalize("NFC", needle)) < MIN_QUOTE_CHARS:
        return QuoteMiss(quote=quote, source=source, reason="too_short")
    if source is not None and source_set.get(source) is None:
        return QuoteMiss(quote=quote, source=source, reason="bad_source")
    candidates = [source] if source is not None else [s.id for s in source_set.sources]
    for source_id in candidates:
        haystack = source_set.normalized(source_id)
        at = -1
        if near is not None and source is not None:
            at = _find_aligned(haystack, needle, bisect.bisect_left(haystack.starts, near))
        if at < 0:
            at = _find_aligned(haystack, needle, 0)
        if at >= 0:
            start, end = haystack.original_span(at, at + len(needle))
            original = source_set.get(source_id).text  # type: ignore[union-attr]
            return Quote(source=source_id, start=start, end=end, quote=original[start:end])
    return QuoteMiss(quote=quote, source=source, reason="not_found")


def _find_aligned(haystack: NormText, needle: str, start: int) -> int:
    """The first occurrence of `needle` at or after `start` that does not cut an original character in two."""
    at = haystack.text.find(needle, start)
    while at >= 0 and not haystack.aligned(at, at + len(needle)):
        at = haystack.text.find(needle, at + 1)
    return at
