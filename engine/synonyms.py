"""Words that say the same in the prose answers and sources are written in: one for another is no change when a
claim is lined up with a sentence ("mainly" for "mostly", "slipped" for "dropped"). Coverage still counts them as
different words: read as one there, they let two false rewrites through ("attributed the fall … entirely" for
"fell …, attributed partly") and confirmed no true one more."""

from __future__ import annotations

RISING = (
    "increase increased increases increasing rose rise rises risen rising grew grow grows growing jumped jumps "
    "climbed climbs soared surged"
)
FALLING = (
    "decrease decreased decreases decreasing fell fall falls fallen falling declined decline declines shrank "
    "dropped drops slipped slips slid dipped tumbled plunged"
)
"""The two directions of a change: opposite to each other, alike within each."""
SYNONYMS = (
    RISING,
    FALLING,
    "mostly mainly largely chiefly primarily predominantly",
    "said stated",
    "warned cautioned",
    "fled escaped",
    "sank foundered",
    "stored kept",
    "revealed uncovered disclosed",
    "began begin begins beginning started start starts starting",
    "company companies firm firms",
    "requested sought",
    "roughly approximately",
)
