"""When the verifier should stay silent: it was trained on English only, so its scores on other languages mean
nothing. A cheap test, no language model: the share of ASCII letters among letters, then which language's function
words the text uses. A text is read as English unless it shows another language: an English sentence may have none
of the commonest function words ("Eleven people needed hospital treatment, though nobody died."), so their absence
alone is no evidence."""

from __future__ import annotations

import re

_WORD = re.compile(r"[^\W\d_]+")
_ENGLISH_FUNCTION_WORDS = frozenset(
    """the a an of to in and or is are was were be been it its that this for on with as by at from not no
    has have had but which who will would can could their they he she his her we you i our than there these""".split()
)
_OTHER_FUNCTION_WORDS = (
    frozenset(
        """le la les des du et est une dans pour avec sur pas qui elle sont ont aux ces cette
    der das und ist nicht ein eine mit von zu dem des auf sich auch wird sind werden eines einer
    el los las y es por para con una del al lo como pero sus esta este muy
    il gli di che non per della delle degli nel sono questo questa
    het een van op niet zijn voor ook wordt
    os um uma não com pelo pela são""".split()
    )
    - _ENGLISH_FUNCTION_WORDS
)
"""Function words of French, German, Spanish, Italian, Dutch and Portuguese that English does not write."""
MIN_ASCII_SHARE = 0.8
MIN_OTHER_WORDS = 2
"""A text is read as another language when it writes at least this many of its function words, and more than it
writes English ones."""


def abstains(text: str) -> bool:
    """True when `text` is clearly not English (or holds no words at all), so the model's scores must not be used."""
    letters = [c for c in text if c.isalpha()]
    if not letters:
        return True
    ascii_share = sum(c.isascii() for c in letters) / len(letters)
    if ascii_share < MIN_ASCII_SHARE:
        return True
    words = [w.lower() for w in _WORD.findall(text)]
    other = sum(w in _OTHER_FUNCTION_WORDS for w in words)
    english = sum(w in _ENGLISH_FUNCTION_WORDS for w in words)
    return other >= MIN_OTHER_WORDS and other > english
