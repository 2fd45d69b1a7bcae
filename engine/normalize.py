"""`norm`: the one text normalisation quotes are compared under, with a map back to original offsets.

norm = Unicode NFKC, curly quotes and dashes straightened, zero-width characters dropped, whitespace
collapsed to single spaces. Case is kept. Look-alike letters from other scripts (Cyrillic "а") are
*not* folded: a quote must use the source's own letters.

Matching runs on the compatibility *decomposition* (NFKD) of each original character, so that every
original character owns whole normalised characters: a precomposed "é" and "e" + combining accent
compare equal, and any substring of the original maps to a substring of the normalised text. `norm()`
recomposes (NFKC) for display.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass

_STRAIGHTEN = str.maketrans(
    {
        "\u2018": "'", "\u2019": "'", "\u201a": "'", "\u201b": "'", "\u2032": "'", "\u00b4": "'",
        "\u201c": '"', "\u201d": '"', "\u201e": '"', "\u201f": '"', "\u2033": '"', "\u00ab": '"', "\u00bb": '"',
        "\u2010": "-", "\u2011": "-", "\u2012": "-", "\u2013": "-", "\u2014": "-", "\u2015": "-", "\u2212": "-",
    }
)  # fmt: skip
_ZERO_WIDTH = frozenset("\u200b\u200c\u200d\u2060\ufeff\u00ad\u180e")
# Runs of plain ASCII words separated by single spaces normalise to themselves: copy them in one step.
_PLAIN_RUN = re.compile(r"[!-~]+(?: [!-~]+)*")


@dataclass(frozen=True, slots=True)
class NormText:
    """A normalised text and, for each of its characters, the original span it came from."""

    text: str
    """The normalised text."""
    starts: tuple[int, ...]
    """starts[i]: original offset where normalised character i begins."""
    ends: tuple[int, ...]
    """ends[i]: original offset just past the original character(s) that produced character i."""

    def aligned(self, start: int, end: int) -> bool:
        """Whether [start, end) neither begins nor ends inside one original character's expansion
        (half a ligature, or a letter without its combining accent)."""
        starts = self.starts
        begins_cleanly = start == 0 or starts[start] != starts[start - 1]
        ends_cleanly = end == len(starts) or starts[end] != starts[end - 1]
        return begins_cleanly and ends_cleanly

    def original_span(self, start: int, end: int) -> tuple[int, int]:
        """Map a normalised span [start, end) (end > start) back to original offsets."""
        return self.starts[start], self.ends[end - 1]


def strip_span(text: str, start: int, end: int) -> tuple[int, int]:
    """The span text[start:end] without leading and trailing whitespace."""
    while start < end and text[start].isspace():
        start += 1
    while end > start and text[end - 1].isspace():
        end -= 1
    return start, end


def norm(text: str) -> str:
    """The normalised form of `text` (leading and trailing whitespace dropped)."""
    return unicodedata.normalize("NFC", normalize(text).text.strip())


def normalize(text: str) -> NormText:
    """Normalise `text` and keep the offset map. Whitespace is collapsed but not stripped."""
    out: list[str] = []
    starts: list[int] = []
    ends: list[int] = []
    pos = 0
    last_space = False
    for match in _PLAIN_RUN.finditer(text):
        if match.start() > pos:
            last_space = _normalize_slow(text, pos, match.start(), out, starts, ends, last_space)
        run_start, run_end = match.span()
        out.append(match.group())
        starts.extend(range(run_start, run_end))
        ends.extend(range(run_start + 1, run_end + 1))
        last_space = False
        pos = run_end
    if pos < len(text):
        _normalize_slow(text, pos, len(text), out, starts, ends, last_space)
    return NormText("".join(out), tuple(starts), tuple(ends))


def _normalize_slow(
    text: str, lo: int, hi: int, out: list[str], starts: list[int], ends: list[int], last_space: bool
) -> bool:
    """Character-by-character normalisation of text[lo:hi]; returns whether the output ends in a space."""
    if out and out[-1].endswith(" "):
        last_space = True
    for c_start in range(lo, hi):
        c_end = c_start + 1
        piece = text[c_start]
        if piece.isspace():
            if not last_space:
                out.append(" ")
                starts.append(c_start)
                ends.append(c_end)
                last_space = True
            else:
                ends[-1] = c_end
            continue
        if piece in _ZERO_WIDTH:
            continue
        folded = unicodedata.normalize("NFKD", piece).translate(_STRAIGHTEN)
        folded = "".join(ch for ch in folded if ch not in _ZERO_WIDTH)
        for ch in folded:
            if ch.isspace():
                if last_space:
                    continue
                ch = " "
                last_space = True
            else:
                last_space = False
            out.append(ch)
            starts.append(c_start)
            ends.append(c_end)
    return last_space
