"""Where a source's sentences begin and end: stops after initials and titles, line breaks inside paragraphs."""

from __future__ import annotations

import functools
import re

from .normalize import strip_span

# A sentence ends at . ! ? followed by whitespace or the end; "3.45", "U.S.A" and "10 a.m. from" stay inside
# (a stop glued to a word and followed by a lower-case word is an abbreviation; a stop standing alone, as in
# tokenised text, "japan . omura 's", is not). A period glued to a capitalised word ("...Eartha.Eartha is") or to
# a quote that opens one ('Kim Carnes."Bette Davis Eyes" is') also ends one: sources are sometimes joined without
# spaces.
_SOURCE_SENTENCE = re.compile(
    r"(?:[^.!?\n]|[.!?](?=[^\s.!?])(?![A-Z][a-z]|[\"“][A-Z])|(?<!\s)[.!?]+(?=[ \t]+[a-z,;:(]))+"
    r"(?:[.!?]+(?=\s|$|[A-Z][a-z]|[\"“][A-Z])|(?=\n)|$)|[.!?]+"
)
# The end of the sentence around a known position: a stop before a space, a capital (sources joined without
# spaces) or the end. Initialisms ("U.S.", "a.k.a.", "D.C.") and middle initials ("John F. Kennedy") do not end one.
_SENTENCE_END = re.compile(
    r"(?<!\.[A-Za-z])(?<![\s.(\"“][A-Z])(?<!\b(?:St|Mt|Mr|Ms|Dr|Jr|Sr|vs))[.!?](?=\s|[\"“A-Z]|$)|\n"
)


_SOFT_BREAK = re.compile(
    r"\n(?![ \t\r]*(?:\n|[-*+•>#|]|\d{1,3}[.)]\s|$))"
    r"(?<![.!?:]\n)(?<![.!?:]\r\n)(?<![.!?:][\"”’)]\n)(?<![.!?:][\"”’)]\r\n)(?<![.!?:] \n)"
)
"""A line break inside a paragraph (text wrapped at a fixed width, as in e-mails and PDFs): not before a blank
line, a list item, a heading, a quote or a table row, and not after a line that ends a sentence or opens a list."""


@functools.lru_cache(maxsize=8)  # a run reads the same few sources again and again; they can be megabytes
def soft_joined(text: str) -> str:
    """`text` with line breaks inside paragraphs turned into spaces, the same length, so offsets still hold."""
    if "\n" not in text:
        return text
    return _SOFT_BREAK.sub(" ", text)


def sentence_bounds(text: str, start: int, end: int) -> tuple[int, int]:
    """(lo, hi) of the sentence holding text[start:end], without its leading whitespace. A line break inside a
    paragraph does not end a sentence."""
    text = soft_joined(text)
    lo = 0
    for boundary in _SENTENCE_END.finditer(text, 0, start):
        lo = boundary.end()
    after = _SENTENCE_END.search(text, end)
    hi = after.end() if after else len(text)
    while lo < start and text[lo].isspace():
        lo += 1
    return lo, hi


_ENDS_IN_INITIAL = re.compile(
    r"(?<![\w'’-])(?:(?:[A-Z]\.)+|(?:[a-z]\.){2,}|(?:St|Mt|Mr|Mrs|Ms|Dr|Jr|Sr|Prof|Gen|Col|Capt|vs|No)\.)$"
)
"""A stop after an initial or a title is no sentence end: "Swiss writer C. Ramuz", "Dr. Lena Ortiz", "the U.S.
Army", "a.k.a. Grey" (unless a word that opens sentences follows: "World War I. The war ended")."""
_OPENS_SENTENCES = frozenset("The This That These Those It He She They We I In On At A An But And Its His Her".split())


def sentence_spans(text: str) -> list[tuple[int, int]]:
    """(start, end) of each sentence of a source, stripped; a line break inside a paragraph and a stop after an
    initial do not end one."""
    spans: list[tuple[int, int]] = []
    pending: int | None = None
    for match in _SOURCE_SENTENCE.finditer(soft_joined(text)):
        start, end = strip_span(text, *match.span())
        if end - start < 2:
            continue
        if pending is not None:
            start, pending = pending, None
        if _ENDS_IN_INITIAL.search(text, start, end) and end < len(text.rstrip()):
            following = text[end : end + 20].split(maxsplit=1)
            if following and following[0] not in _OPENS_SENTENCES:
                pending = start
                continue
        spans.append((start, end))
    if pending is not None:
        spans.append(strip_span(text, pending, len(text)))
    return spans
