"""Words that say the opposite of each other (open and closed, rose and fell), read from the antonym table."""

from __future__ import annotations

from ..synonyms import FALLING, RISING

_ANTONYMS = (
    ("open opened opens", "closed close closes shut"),
    (RISING, FALLING),
    ("won win wins winning victory", "lost lose loses losing defeat"),
    ("higher highest", "lower lowest"),
    ("larger largest bigger biggest", "smaller smallest"),
    ("more most", "less least fewer fewest"),
    ("north northern", "south southern"),
    ("east eastern", "west western"),
    ("before earlier", "after later"),
    ("above over", "below under"),
    ("first", "last"),
    ("maximum", "minimum"),
    ("majority", "minority"),
    ("true", "false"),
    ("alive", "dead"),
    ("legal", "illegal"),
    ("possible", "impossible"),
    ("included include includes including", "excluded exclude excludes excluding exempt exempted"),
    ("imported import imports", "exported export exports"),
    ("bought buy buys purchased acquired", "sold sell sells"),
    ("accepted accept accepts approved approve approves", "rejected reject rejects refused refuse refuses"),
    ("positive", "negative"),
    ("well", "poorly badly"),
)  # fmt: skip
"""Words that say the opposite of each other: a claim that copies a sentence but for one of them is contradicted."""
OPPOSITE_OF = {
    word: frozenset(other.split())
    for one, two in _ANTONYMS
    for side, other in ((one, two), (two, one))
    for word in side.split()
}


def opposed(said: str, claimed: str) -> bool:
    """Whether one word says the opposite of the other ("closed" and "open", "rose" and "fell")."""
    return claimed.casefold() in OPPOSITE_OF.get(said.casefold(), frozenset())
