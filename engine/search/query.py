"""From claims to search queries: claims batched (a few per query) and each batch cut to its key words."""

from __future__ import annotations

import math
import re
from collections.abc import Sequence

from ..lexical import STOPWORDS
from ..types import Claim

MAX_QUERY_WORDS = 24
"""Engines ignore or reject longer queries; names and numbers are kept first."""
_WORD = re.compile(r"[A-Za-z\u00c0-\u024f][\w'’.-]*[\w]|[A-Za-z\u00c0-\u024f]|\d[\d,.]*%?")


def batch_claims(claims: Sequence[Claim], size: int) -> list[tuple[Claim, ...]]:
    """Claims in answer order, `size` per batch (neighbouring claims usually share a subject)."""
    return [tuple(claims[i : i + size]) for i in range(0, len(claims), size)]


def build_query(claims: Sequence[Claim], max_words: int = MAX_QUERY_WORDS) -> str:
    """A keyword query covering every claim of the batch: each claim gets an equal share of the words."""
    share = max(3, math.ceil(max_words / max(1, len(claims))))
    seen: set[str] = set()
    words: list[str] = []
    for claim in claims:
        for word in key_words(claim.text)[:share]:
            if word.lower() not in seen:
                seen.add(word.lower())
                words.append(word)
    return " ".join(words[:max_words])


def key_words(text: str) -> list[str]:
    """Content words of `text`, names and numbers first, each group in reading order."""
    found = [w.rstrip(".,") for w in _WORD.findall(text)]
    content = [w for w in found if w and w.lower() not in STOPWORDS]
    strong = [w for w in content if w[0].isdigit() or w[0].isupper()]
    weak = [w for w in content if w not in strong]
    return strong + weak
