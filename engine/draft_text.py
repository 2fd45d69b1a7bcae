"""Pure text helpers of the draft: where a hedge goes in a claim's text, and how the glue between claims is tidied
when one is removed (connectors, dangling punctuation, capitals, list children)."""

from __future__ import annotations

import re

from .hedge_place import place_hedge

__all__ = [
    "capitalise",
    "common_prefix",
    "common_suffix",
    "has_children",
    "insert_hedge",
    "is_connector",
    "tidy",
    "without_closing",
]

CONNECTOR_MAX = 14
"""The longest glue read as a connector between two clauses of one sentence (", and ", "; ", " but ")."""


def insert_hedge(text: str, phrase: str) -> str:
    """`text` with `phrase` before its closing punctuation; in a table row, inside the last cell."""
    stripped = text.rstrip()
    trailing = text[len(stripped) :]
    if stripped.startswith("|") and stripped.endswith("|") and len(stripped) > 1:
        body = stripped[:-1].rstrip()
        return f"{body} {phrase} |{trailing}"
    return place_hedge(text, phrase)  # abbreviations, quotes, citations: see engine/hedge_place.py


def without_closing(glue: str) -> str:
    """`glue` without the sentence-closing punctuation at its start."""
    match = re.match(r"[.!?…]+[\"'”’)\]*_]*", glue)
    return glue[match.end() :] if match else glue


def is_connector(glue: str) -> bool:
    """Glue between two clauses of one sentence: ", and ", "; ", " but ", ", which "."""
    return "\n" not in glue and len(glue.strip()) <= CONNECTOR_MAX and bool(glue.strip(" \t"))


def capitalise(text: str) -> str:
    match = re.search(r"[A-Za-z]", text)
    if not match or not text[match.start()].islower():
        return text
    word = re.match(r"[a-z]+\b", text[match.start() :])
    if word is None:
        return text  # "iPhone", "eBay": leave brand casing alone
    return text[: match.start()] + text[match.start()].upper() + text[match.start() + 1 :]


def has_children(prefix: str, after: str) -> bool:
    """Whether the next line is indented deeper than this list item's marker (a nested sub-item)."""
    if "\n" not in after:
        return False
    following = after.split("\n", 1)[1]
    if not following.strip():
        return False
    depth = len(prefix) - len(prefix.lstrip(" \t"))
    return len(following) - len(following.lstrip(" \t")) > depth


def tidy(glue: str) -> str:
    """Clean the glue left where a unit was removed: no space before punctuation, no doubled marks or spaces."""
    glue = re.sub(r"[ \t]+([.,;:!?])", r"\1", glue)
    glue = re.sub(r"([,;:])\s*([.!?])", r"\2", glue)
    glue = re.sub(r"([.,;:])\1+", r"\1", glue)
    return re.sub(r"(?<=\S)[ \t]{2,}(?=\S)", " ", glue)


def common_prefix(a: str, b: str) -> int:
    n = 0
    for x, y in zip(a, b, strict=False):
        if x != y:
            break
        n += 1
    return n


def common_suffix(a: str, b: str) -> int:
    n = 0
    for x, y in zip(reversed(a), reversed(b), strict=False):
        if x != y:
            break
        n += 1
    return n
