"""Citation markers in an answer ("[1]", "[2, 3]", "^1", "¹", "(Source 2)"): pointers to the sources, not content.

Answers from retrieval cite this way. Read as text, "[1]" is a figure that no source sentence states (or a
contradiction of the sentence's "21"), and "(Source 1)" a name the sources never mention. The detectors read a
prose claim with its markers blanked out, by spaces of the same length so that every offset still holds; the
report keeps the claim as written.
"""

from __future__ import annotations

import re

from .types import Claim

_MARKER = re.compile(
    r"\[\s*\d{1,3}(?:\s*[,–-]\s*\d{1,3})*\s*\]"
    # A caret or superscript marks a citation only after a stop or a closing quote: "x^2" and "m²" are maths.
    r"|(?<=[.,;:!?\"”’])(?:\^\d{1,3}\b|[¹²³⁴⁵⁶⁷⁸⁹⁰]+)"
    r"|\(\s*(?:see\s+)?(?:sources?|documents?|docs?|refs?|references?|passages?|citations?)\s*#?\d{1,3}"
    r"(?:\s*(?:,|and|&)\s*\d{1,3})*\s*\)",
    re.I,
)
_CODE_SPAN = re.compile(r"`[^`\n]*`")


def blank_citations(text: str) -> str:
    """`text` with its citation markers (outside inline code) replaced by spaces of the same length."""
    if not _MARKER.search(text):
        return text
    code = [m.span() for m in _CODE_SPAN.finditer(text)]

    def blank(match: re.Match[str]) -> str:
        inside_code = any(lo <= match.start() < hi for lo, hi in code)
        return match.group() if inside_code else " " * len(match.group())

    return _MARKER.sub(blank, text)


def as_checked(claim: Claim) -> Claim:
    """The claim as the detectors read it: a prose claim without its citation markers (code is left alone)."""
    if claim.kind != "prose":
        return claim
    blanked = blank_citations(claim.text)
    return claim if blanked == claim.text else claim.model_copy(update={"text": blanked})
