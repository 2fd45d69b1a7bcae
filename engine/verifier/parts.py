"""The clauses of a claim, for reading a claim of several facts that no one window of the sources states whole.

An answer often joins in one sentence facts its sources give in different places ("Okonjo's share was about 36%
of the valid vote, on a low turnout of just under 28%"). The model reads one window at a time, so such a claim has
no window that states it all. Cut at its commas, semicolons, colons and spaced dashes, each clause can be read
against its own window. Cutting is only punctuation: what a clause means is still the model's reading.
"""

from __future__ import annotations

import re

MIN_WORDS = 3
"""A clause shorter than this ("In 2024", "she said") says too little to be read alone; it is left out."""
MAX_PARTS = 4
"""A claim of more clauses than this is a list, whose items are too short to carry their subject."""

_BREAK = re.compile(r"\s*[,;:]\s+|\s+[–—-]\s+")


def claim_parts(text: str) -> tuple[str, ...]:
    """The claim's clauses of at least `MIN_WORDS` words, when it has two to `MAX_PARTS` of them; else ()."""
    pieces = [piece.strip(" .") for piece in _BREAK.split(text)]
    kept = tuple(piece for piece in pieces if len(piece.split()) >= MIN_WORDS)
    return kept if 2 <= len(kept) <= MAX_PARTS else ()
