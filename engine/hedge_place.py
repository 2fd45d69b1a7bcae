"""Where a hedge goes in a sentence: before the sentence's closing punctuation, never inside an abbreviation.

"Meet at 9 a.m." hedged reads "Meet at 9 a.m. (unverified)." (the abbreviation keeps its period and the sentence
gets its own back), "Is it 5?" reads "Is it 5 (unverified)?", 'He said "it is 5."' reads 'He said "it is 5
(unverified)."', and "The cap is 5. [1]" reads "The cap is 5 (unverified). [1]": a citation stays after the
punctuation it follows. Nothing of the sentence is dropped or repeated; the one mark ever added is the sentence's
period that an abbreviation at its end had absorbed.
"""

from __future__ import annotations

import re

__all__ = ["place_hedge", "split_ending"]

_CITATION = re.compile(
    r"\s*(?:\[\s*\^?\d{1,3}(?:\s*[,–-]\s*\d{1,3})*\s*\]|\^\d{1,3}|[¹²³⁴⁵⁶⁷⁸⁹⁰]+"
    r"|\(\s*(?:see\s+)?(?:sources?|documents?|docs?|refs?|references?|passages?|citations?)\s*#?\d{1,3}"
    r"(?:\s*(?:,|and|&)\s*\d{1,3})*\s*\))$",
    re.I,
)
"""One citation marker at the end of a text ("[1]", "[2, 3]", "[^4]", "^1", "¹", "(Source 2)"), with its spaces."""
_PUNCT = re.compile(r"(?:[.!?…]+|[:;])$")
"""The sentence's closing marks: a stop, "?", "!", an ellipsis ("..." or "…"), combinations ("?!"); or ":" / ";"."""
_CLOSERS = re.compile(r"[\"'”’)\]*_]+$")
"""Closing quotes, brackets and Markdown emphasis after the closing marks ('…5."', '…5.)', '**…5.**')."""
_ABBREVIATION = re.compile(
    r"(?<![\w.])(?:(?:[A-Za-z]\.)+[A-Za-z]"  # a.m, p.m, e.g, i.e, U.S, U.K, Ph.D (the last period is the sentence's)
    r"|Ph\.D|etc|Inc|Ltd|Co|Corp|Bros|Jr|Sr|Dr|Mr|Mrs|Ms|Prof|St|vs|approx)$"
)
"""A word whose own period ends the sentence: "9 a.m.", "in the U.S.", "Apple Inc.", "pears, etc."."""


def split_ending(text: str) -> tuple[str, str]:
    """(body, ending): `text` cut where a hedge goes; body + ending == text.

    The ending is the sentence's closing marks with what may follow them (closing quotes, brackets, emphasis,
    citations, trailing whitespace), plus any citations just before them ("… 5 [1]." → ending " [1].").
    """
    end = len(text.rstrip())
    end = _peel_citations(text, end)
    punct = _PUNCT.search(text[:end])
    if punct is None:
        return text[:end], text[end:]  # no closing marks: closers belong to the sentence ('He said "yes"')
    end = punct.start()
    return text[: _peel_citations(text, end)], text[_peel_citations(text, end) :]


def _peel_citations(text: str, end: int) -> int:
    """`end` moved back over closers and citation markers that end `text[:end]`, when they sit after closing marks;
    over citation markers alone otherwise."""
    while True:
        if cite := _CITATION.search(text[:end]):
            end = cite.start()
            continue
        closers = _CLOSERS.search(text[:end])
        if closers and _PUNCT.search(text[: closers.start()]):
            end = closers.start()
            continue
        return end


def place_hedge(text: str, phrase: str) -> str:
    """`text` with `phrase` before its closing punctuation (and before citations and closing quotes that follow it).

    When the sentence ends in an abbreviation ("9 a.m."), the abbreviation keeps its period and the sentence's
    own period follows the hedge: "9 a.m. (unverified).".
    """
    body, ending = split_ending(text)
    stripped_body = body.rstrip()
    gap = body[len(stripped_body) :]  # spaces before citations ("5 [1].") stay between hedge and citation
    if ending.lstrip(" \t").startswith(".") and _ABBREVIATION.search(stripped_body) and not gap:
        stripped_body += "."  # the abbreviation's period; the sentence keeps its own after the hedge
        if ending[1:2] and ending[1] in ".?!…":
            ending = ending[1:]  # "5 p.m.?": the "?" ends the sentence, no period is added
    space = " " if stripped_body else ""
    return f"{stripped_body}{space}{phrase}{gap}{ending}"
