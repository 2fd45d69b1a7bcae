"""Where a disclosure marker goes: after the end of the sentence a claim belongs to, outside it.

A disclosed claim keeps its words, so the marker is never put inside the sentence: "Crews start in May. [unconfirmed]
Work lasts …". The sentence ends at its closing marks (with closing quotes, brackets, emphasis and citations that
follow them: 'He said "yes." [2] [unconfirmed]'), at the end of its line (a list item or a heading with no stop),
or at the end of the text. In a Markdown table row the marker goes inside the last cell, before the closing pipe,
so the table stays a table.
"""

from __future__ import annotations

import re

__all__ = ["ends_sentence", "sentence_end", "table_row_end"]

_TRAILER = r"[\"'”’)\]*_]*(?:[ \t]*(?:\[\^?\d{1,3}(?:\s*[,–-]\s*\d{1,3})*\]|\^\d{1,3}|[¹²³⁴⁵⁶⁷⁸⁹⁰]+))*"
"""What may follow a sentence's closing marks and still belong to it: closers, then citation markers."""
_END_IN_GLUE = re.compile(r"[.!?…]+" + _TRAILER + r"(?=\s|$)")
_ENDS = re.compile(r"[.!?…]+" + _TRAILER + r"$")


def ends_sentence(text: str) -> bool:
    """Whether `text` (a claim's span) ends its sentence: closing marks, maybe with closers and citations."""
    return bool(_ENDS.search(text.rstrip()))


def sentence_end(glue: str) -> int | None:
    """Where the sentence running into `glue` (the text after a claim's span) ends inside it: the offset right after
    its closing marks and what belongs to them, or just before the line break (or the end) when the line ends
    first; None when the sentence goes on past `glue` (into the next claim's span)."""
    line_end = glue.find("\n")
    found = _END_IN_GLUE.search(glue)
    if found is not None and (line_end < 0 or found.start() < line_end):
        return found.end()
    if line_end >= 0:
        return len(glue[:line_end].rstrip(" \t"))
    return None


def table_row_end(line_before: str) -> bool:
    """Whether the text of a line up to the insertion point is a Markdown table row ending in its closing pipe."""
    stripped = line_before.strip()
    return len(stripped) > 1 and stripped.startswith("|") and stripped.endswith("|")
