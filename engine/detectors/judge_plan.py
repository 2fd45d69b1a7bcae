"""How the judge reads the sources: batches of claims, views of the sources that fit the model's context,
and the prompt that fences source text off as data.

Long sources are read as excerpts first: for each batch, the passages the verifier's retrieval ranks best for
its claims (`excerpt_view`), so a claim the sources state plainly costs a few hundred characters, not the whole
document. Claims the judge does not settle from their excerpts are read again against the whole sources.

A view is a set of source segments that fits the context window once. When every source fits, there is one
view and each source goes once per batch, whole. Longer sources are cut into overlapping segments packed into
several views, and each batch is judged against every view; nothing is cut off silently: views beyond the call
budget are not read, and `unread_chars` says how much of which source that leaves unchecked.
"""

from __future__ import annotations

import secrets
from collections.abc import Sequence
from dataclasses import dataclass

from ..types import Claim, Source

BATCH_SIZE = 8
CHARS_PER_TOKEN = 3
"""Conservative: most tokenizers average 3.5-4 characters of English per token."""
REPLY_TOKENS = 3000
OVERLAP_CHARS = 300
"""Neighbouring segments share this much text, so a sentence cut at a boundary is whole in one of them."""
MIN_SEGMENT_CHARS = 2000
EXCERPT_FROM_CHARS = 6000
"""Sources of this many characters or more (all together) are read as excerpts first; shorter ones whole, since
an excerpt would save little and could leave out the sentence a paraphrase needs."""
LEFT_OUT = "[…]"
"""Marks text left out between two excerpts of one source."""
EXCERPT_WINDOWS = 4
"""Passages retrieved per claim (each with a sentence of context on either side)."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Segment:
    """Part of one source: `text[start:end]` of the source at `position` in the run's source list."""

    position: int
    start: int
    end: int

    @property
    def chars(self) -> int:
        return self.end - self.start


@dataclass(frozen=True, slots=True)
class View:
    """Segments sent together in one call."""

    segments: tuple[Segment, ...]


def batches(claims: Sequence[Claim], size: int = BATCH_SIZE) -> list[tuple[Claim, ...]]:
    """Claims in order, `size` at a time."""
    return [tuple(claims[i : i + size]) for i in range(0, len(claims), size)]


def source_budget(context_tokens: int, fixed_chars: int) -> int:
    """Characters of source text that fit in one call besides the prompt, the claims and the reply."""
    room = context_tokens * CHARS_PER_TOKEN - fixed_chars - REPLY_TOKENS * CHARS_PER_TOKEN
    return max(MIN_SEGMENT_CHARS, room)


def plan_views(sources: Sequence[Source], budget: int) -> list[View]:
    """Views covering every character of every source, each within `budget` characters."""
    if sum(len(s.text) for s in sources) <= budget:
        return [View(tuple(Segment(position=i, start=0, end=len(s.text)) for i, s in enumerate(sources)))]
    segments = [
        Segment(position=i, start=start, end=end)
        for i, source in enumerate(sources)
        for start, end in cut(source.text, budget)
    ]
    views: list[list[Segment]] = []
    used = budget + 1
    for segment in segments:
        if used + segment.chars > budget:
            views.append([])
            used = 0
        views[-1].append(segment)
        used += segment.chars
    return [View(tuple(v)) for v in views]


def excerpt_view(claims: Sequence[Claim], sources: Sequence[Source], budget: int) -> View | None:
    """The passages of the sources most likely to settle `claims`, within `budget` characters; None when the
    sources are short enough to read whole, or nothing in them shares a word with the claims.

    Each claim's best passages are taken in turn (every claim's best, then every claim's second best, ...), so one
    claim with many matches cannot crowd out the others; overlapping passages of a source are merged."""
    if sum(len(s.text) for s in sources) < EXCERPT_FROM_CHARS:
        return None
    from ..verifier import candidate_windows, widened  # lexical retrieval only: no model is loaded

    texts = [s.text for s in sources]
    ranked = [candidate_windows(c.text, texts, limit=EXCERPT_WINDOWS) for c in claims]
    chosen: list[tuple[int, int, int]] = []
    for rank in range(EXCERPT_WINDOWS):
        for windows in ranked:
            if rank < len(windows):
                start, end = widened(windows[rank], texts)
                span = (windows[rank].source, start, end)
                merged = _merge([*chosen, span])
                size = sum(e - s for _, s, e in merged)
                if size <= budget:
                    chosen = merged
    if not chosen:
        return None
    return View(tuple(Segment(position=p, start=s, end=e) for p, s, e in chosen))


def _merge(spans: Sequence[tuple[int, int, int]]) -> list[tuple[int, int, int]]:
    """(source, start, end) spans in source order, overlapping or touching ones joined."""
    out: list[tuple[int, int, int]] = []
    for position, start, end in sorted(spans):
        if out and out[-1][0] == position and start <= out[-1][2]:
            out[-1] = (position, out[-1][1], max(end, out[-1][2]))
        else:
            out.append((position, start, end))
    return out


def cut(text: str, size: int, overlap: int = OVERLAP_CHARS) -> list[tuple[int, int]]:
    """Spans of at most `size` characters covering `text`, ending at a paragraph, sentence or word boundary."""
    spans: list[tuple[int, int]] = []
    start = 0
    while start < len(text):
        end = min(len(text), start + size)
        if end < len(text):
            end = _boundary(text, start + size // 2, end)
        spans.append((start, end))
        if end >= len(text):
            break
        start = end - overlap if end - overlap > start else end
    return spans


def _boundary(text: str, lo: int, hi: int) -> int:
    for mark in ("\n\n", ". ", "\n", " "):
        at = text.rfind(mark, lo, hi)
        if at >= 0:
            return at + len(mark)
    return hi


def unread_chars(sources: Sequence[Source], read: Sequence[View]) -> dict[int, int]:
    """Source position -> characters no view in `read` covered (only sources with something unread)."""
    out = {}
    for position, source in enumerate(sources):
        spans = sorted((s.start, s.end) for v in read for s in v.segments if s.position == position)
        covered, reach = 0, 0
        for start, end in spans:
            if end > reach:
                covered += end - max(start, reach)
                reach = end
        if covered < len(source.text):
            out[position] = len(source.text) - covered
    return out


def new_boundary(sources: Sequence[Source]) -> str:
    """A random marker no source contains, so no source text can close its own fence."""
    while True:
        boundary = secrets.token_hex(8)
        if not any(boundary in s.text for s in sources):
            return boundary


def render_sources(sources: Sequence[Source], view: View, boundary: str) -> str:
    """The view's segments inside fences, numbered from 1 as the judge quotes them; several excerpts of one source
    share its fence, in source order, with a `[…]` line where text was left out (so a quote cannot run across)."""
    parts = []
    positions = list(dict.fromkeys(segment.position for segment in view.segments))
    for position in positions:
        source = sources[position]
        segments = sorted((s for s in view.segments if s.position == position), key=lambda s: s.start)
        number = position + 1
        whole = len(segments) == 1 and segments[0].start == 0 and segments[0].end == len(source.text)
        spans = ", ".join(f"{s.start:,}-{s.end:,}" for s in segments)
        where = "" if whole else f" (characters {spans} of {len(source.text):,})"
        name = f" {_one_line(source.name)[:80]}" if source.name else ""
        text = f"\n{LEFT_OUT}\n".join(source.text[s.start : s.end] for s in segments)
        parts.append(f"<<<SOURCE {number}{name}{where} {boundary}>>>\n{text}\n<<<END SOURCE {number} {boundary}>>>")
    return "\n\n".join(parts)


def render_claims(claims: Sequence[Claim]) -> str:
    """Claims numbered from 1, one per line."""
    return "\n".join(f"[{n}] {_one_line(c.text)}" for n, c in enumerate(claims, 1))


def _one_line(text: str) -> str:
    return " ".join(text.split())
