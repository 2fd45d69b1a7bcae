"""The clauses of a claim, for reading a claim of several facts that no one window of the sources states whole.

An answer often joins in one sentence facts its sources give in different places ("Okonjo's share was about 36%
of the valid vote, on a low turnout of just under 28%"). The model reads one window at a time, so such a claim has
no window that states it all. Cut at its commas, semicolons, colons and spaced dashes, each clause can be read
against its own window. Cutting is only punctuation: what a clause means is still the model's reading.
"""

from __future__ import annotations

import re

MIN_WORDS = 3
"""A clause shorter than this ("In 2024", "she said") says too little to be read alone: it is read with the clause
after it (or, last, the one before), so what it says (a year, a name) is still read."""
MAX_PARTS = 4
"""A claim of more clauses than this is a list, whose items are too short to carry their subject."""

_BREAK = re.compile(r"\s*[,;:]\s+|\s+[–—-]\s+")


def claim_parts(text: str) -> tuple[str, ...]:
    """The claim's clauses, each of at least `MIN_WORDS` words and each as the claim writes it, when it has two to
    `MAX_PARTS` of them; else ()."""
    cuts = [0, *(at for m in _BREAK.finditer(text) for at in (m.start(), m.end())), len(text)]
    spans = [[cuts[i], cuts[i + 1]] for i in range(0, len(cuts), 2)]
    merged: list[list[int]] = []
    for span in spans:
        if merged and _words(text, merged[-1]) < MIN_WORDS:
            merged[-1][1] = span[1]  # a short clause is read with the one after it
        else:
            merged.append(span)
    if len(merged) > 1 and _words(text, merged[-1]) < MIN_WORDS:
        last = merged.pop()
        merged[-1][1] = last[1]  # a short last clause is read with the one before it
    parts = tuple(text[start:end].strip(" .") for start, end in merged)
    return parts if 2 <= len(parts) <= MAX_PARTS else ()


def _words(text: str, span: list[int]) -> int:
    return len(text[span[0] : span[1]].split())
