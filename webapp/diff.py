"""Word-level diff between two texts, as segments the page renders with <del>/<ins> (strike-through and underline)."""

from __future__ import annotations

import re
from dataclasses import dataclass
from difflib import SequenceMatcher
from typing import Literal

_TOKEN = re.compile(r"\s+|[$€£¥]?\d+(?:[.,:]\d+)*%?|\w+(?:['’]\w+)*|[^\w\s]")
"""Whitespace, numbers with their currency sign and separators, words, single punctuation marks."""


@dataclass(frozen=True, slots=True)
class Segment:
    kind: Literal["same", "del", "ins"]
    text: str


def word_diff(before: str, after: str) -> list[Segment]:
    """Segments that turn `before` into `after`: unchanged, deleted and inserted runs of words.

    Whitespace-only changes inside an unchanged run are kept as `same` so the result reads naturally.
    """
    a, b = _TOKEN.findall(before), _TOKEN.findall(after)
    matcher = SequenceMatcher(a=a, b=b, autojunk=False)
    segments: list[Segment] = []
    for op, i1, i2, j1, j2 in matcher.get_opcodes():
        if op == "equal":
            _add(segments, "same", "".join(a[i1:i2]))
            continue
        if op in ("delete", "replace"):
            _add(segments, "del", "".join(a[i1:i2]))
        if op in ("insert", "replace"):
            _add(segments, "ins", "".join(b[j1:j2]))
    return segments


def changed(segments: list[Segment]) -> bool:
    return any(s.kind != "same" for s in segments)


def _add(segments: list[Segment], kind: Literal["same", "del", "ins"], text: str) -> None:
    if not text:
        return
    if segments and segments[-1].kind == kind:
        segments[-1] = Segment(kind, segments[-1].text + text)
    else:
        segments.append(Segment(kind, text))
