"""Pairs a sentence makes with "respectively": "Alice and Bob scored 12 and 15 points, respectively" gives Alice 12
and Bob 15. A claim that pairs them otherwise ("Alice scored 15 points") uses only the sentence's words, and one
that pairs them so is true though no stretch of the sentence says it; the other structure checks read neither."""

from __future__ import annotations

import re

from ..numbers import quantities_of

_ITEM = r"(?:[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*|\$?\d[\d,.]*%?)"
_LIST = re.compile(rf"(?P<list>{_ITEM}(?:\s*,\s*{_ITEM})*,?\s+(?:and|or)\s+{_ITEM})")


def respectively_paired(claim: str, sentence: str) -> tuple[str, str] | None:
    """(the sentence's pair, the claim's) when the claim pairs items of a "respectively" sentence's two lists at
    different places; else None (also when the claim pairs them as the sentence does)."""
    at = sentence.lower().find("respectively")
    if at < 0:
        return None
    lists = [list_items(m.group("list")) for m in _LIST.finditer(sentence[:at])]
    lists = [items for items in lists if len(items) >= 2]
    if len(lists) < 2 or len(lists[0]) != len(lists[-1]):
        return None
    first, second = lists[0], lists[-1]
    mine = [i for i, item in enumerate(first) if _says(claim, item)]
    theirs = [i for i, item in enumerate(second) if _says(claim, item)]
    if len(mine) == 1 and len(theirs) == 1 and mine[0] != theirs[0]:
        return f"{first[mine[0]]} … {second[mine[0]]}", f"{first[mine[0]]} … {second[theirs[0]]}"
    return None


def has_respectively(sentence: str) -> bool:
    return "respectively" in sentence.lower()


def list_items(text: str) -> list[str]:
    """The items of a written list: "Tuesday, Thursday and Saturday", "A, B, or C"."""
    return [item.strip() for item in re.split(r"\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+", text) if item.strip()]


def _says(claim: str, item: str) -> bool:
    if item[:1].isdigit() or item[:1] == "$":
        wanted = quantities_of(item)
        return bool(wanted) and any(q.value == wanted[0].value for q in quantities_of(claim))
    return re.search(rf"(?<![\w'’-]){re.escape(item)}(?![\w-]|['’](?!s\b))", claim) is not None  # "Fairhaven's"
