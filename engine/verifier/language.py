"""When the verifier should stay silent: it was trained on English only, so its scores on other languages mean
nothing. A cheap test, no language model: the share of ASCII letters among letters, and the share of common
English function words among words."""

from __future__ import annotations

import re

_WORD = re.compile(r"[^\W\d_]+")
_ENGLISH_FUNCTION_WORDS = frozenset(
    """the a an of to in and or is are was were be been it its that this for on with as by at from not no
    has have had but which who will would can could their they he she his her we you i our than there these""".split()
)
MIN_ASCII_SHARE = 0.8
MIN_FUNCTION_WORD_SHARE = 0.08
MIN_WORDS_FOR_FUNCTION_TEST = 8
"""Short texts ("Paris is in France.", a heading) have too few words for the stopword test; letters decide."""


def abstains(text: str) -> bool:
    """True when `text` is clearly not English (or holds no words at all), so the model's scores must not be used."""
    letters = [c for c in text if c.isalpha()]
    if not letters:
        return True
    ascii_share = sum(c.isascii() for c in letters) / len(letters)
    if ascii_share < MIN_ASCII_SHARE:
        return True
    words = [w.lower() for w in _WORD.findall(text)]
    if len(words) < MIN_WORDS_FOR_FUNCTION_TEST:
        return False
    function_share = sum(w in _ENGLISH_FUNCTION_WORDS for w in words) / len(words)
    return function_share < MIN_FUNCTION_WORD_SHARE
