"""Small wording helpers shared by the CLI and the page, so both say "1 claim", "2 passes", "after 1 correction"."""

from __future__ import annotations

__all__ = ["after_corrections", "plural", "plural_word"]

_IRREGULAR = {"is": "are", "was": "were", "it": "they", "this": "these"}


def plural_word(n: int, word: str) -> str:
    """`word` as it reads after the count `n`: "claim" / "claims", "pass" / "passes", "entry" / "entries".

    Only the last word of a phrase changes ("model call" → "model calls").
    """
    if n == 1 or not word:
        return word
    head, _, last = word.rpartition(" ")
    if last in _IRREGULAR:
        plural = _IRREGULAR[last]
    elif last.endswith(("s", "x", "z", "ch", "sh")):
        plural = last + "es"
    elif len(last) > 1 and last.endswith("y") and last[-2] not in "aeiou":
        plural = last[:-1] + "ies"
    else:
        plural = last + "s"
    return f"{head} {plural}" if head else plural


def plural(n: int, word: str) -> str:
    """The count and the word that agrees with it: `plural(1, "claim")` is "1 claim", `plural(2, "pass")` "2 passes",
    `plural(12000, "char")` "12,000 chars"."""
    return f"{n:,} {plural_word(n, word)}"


def after_corrections(n: int) -> str:
    """ "after 1 correction" when the final answer holds `n` verified corrections, else "" (nothing was corrected)."""
    return f"after {plural(n, 'correction')}" if n > 0 else ""
