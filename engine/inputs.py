"""What a check is asked: the answer, the sources and the question, validated at the boundary."""

from __future__ import annotations

from collections.abc import Sequence

from .errors import InputError
from .types import Frozen, Source

MAX_ANSWER_CHARS = 1_000_000
MAX_SOURCE_CHARS = 5_000_000
MAX_SOURCES = 50


class CheckInput(Frozen):
    """A validated request: non-empty answer, sources numbered 0..n-1, no NUL characters."""

    answer: str
    sources: tuple[Source, ...] = ()
    question: str | None = None
    notes: tuple[str, ...] = ()
    """Plain-language notes about what was cleaned on the way in (become alerts)."""


def make_input(
    answer: str,
    sources: Sequence[str | Source] = (),
    question: str | None = None,
    source_names: Sequence[str] = (),
) -> CheckInput:
    """Validate and clean user input; raises InputError with a one-line message."""
    if not isinstance(answer, str):
        raise InputError("the answer must be text")
    notes: list[str] = []
    if "\x00" in answer:
        answer = answer.replace("\x00", "")
        notes.append("The answer contained NUL characters; they were removed before checking.")
    if not answer.strip():
        raise InputError("the answer is empty: there is nothing to check")
    if len(answer) > MAX_ANSWER_CHARS:
        raise InputError(f"the answer is too long ({len(answer):,} characters; the limit is {MAX_ANSWER_CHARS:,})")
    if isinstance(sources, str | bytes):  # else each character would count as one source
        raise InputError("sources must be a list of texts, not a single text")
    if len(sources) > MAX_SOURCES:
        raise InputError(f"too many sources ({len(sources)}; the limit is {MAX_SOURCES})")
    cleaned: list[Source] = []
    for index, item in enumerate(sources):
        text = item.text if isinstance(item, Source) else item
        name = item.name if isinstance(item, Source) else (source_names[index] if index < len(source_names) else "")
        if not isinstance(text, str):
            raise InputError(f"source {index + 1} must be text")
        if "\x00" in text:
            text = text.replace("\x00", "")
            notes.append(f"Source {index + 1} contained NUL characters; they were removed before checking.")
        if len(text) > MAX_SOURCE_CHARS:
            raise InputError(
                f"source {index + 1} is too long ({len(text):,} characters; the limit is {MAX_SOURCE_CHARS:,})"
            )
        cleaned.append(Source(id=index, text=text, name=name or f"Source {index + 1}"))
    question = (question or "").replace("\x00", "").strip() or None
    return CheckInput(answer=answer, sources=tuple(cleaned), question=question, notes=tuple(notes))
