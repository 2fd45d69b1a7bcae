"""Which everyday words name a kind of something broader: a poet is a writer, a cocktail is a drink.

A lexical check reads "Cid Corman was an American poet" as silent on whether he was an author. This small table
lets it read the broader word into the narrower one, one way only: a poet is an author, an author need not be a
poet. It is English, hand-written and short on purpose. A word with a common second sense stays out ("spirit",
"director", "minister"), because reading it the wrong way would support a claim the source does not make.
"""

from __future__ import annotations

from .lexical import tokens

_GROUPS: tuple[tuple[str, str], ...] = (
    (
        "writer author",
        "novelist poet playwright dramatist essayist screenwriter scriptwriter lyricist biographer"
        " memoirist librettist author writer",
    ),
    (
        "musician",
        "singer guitarist bassist drummer pianist violinist cellist saxophonist trumpeter rapper"
        " composer songwriter keyboardist organist vocalist",
    ),
    ("singer", "vocalist soprano tenor baritone contralto"),
    (
        "athlete sportsperson",
        "sprinter swimmer boxer wrestler cyclist footballer cricketer golfer skier gymnast rower fencer",
    ),
    ("scientist", "physicist chemist biologist astronomer geologist botanist zoologist biochemist"),
    ("artist", "painter sculptor illustrator"),
    ("politician", "senator congressman congresswoman legislator"),
    (
        "drink beverage",
        "cocktail beer ale lager stout wine champagne liqueur whisky whiskey vodka gin rum"
        " tequila brandy cognac sake cider tea coffee juice soda lemonade milkshake smoothie highball",
    ),
    ("plant", "tree shrub herb vine fern moss conifer cactus"),
    ("animal", "mammal bird fish reptile amphibian insect"),
    ("film movie", "film movie documentary"),
    ("vehicle", "car truck bus motorcycle tractor van"),
    ("aircraft", "airplane aeroplane helicopter airliner glider"),
    ("building", "skyscraper cathedral"),
    ("publication", "magazine newspaper journal newsletter"),
    ("weapon", "rifle pistol gun sword cannon missile"),
)


def _stem(word: str) -> str:
    found = tokens(word)
    return found[0] if len(found) == 1 else word


_NARROWER: dict[str, frozenset[str]] = {}
for broad_words, narrow_words in _GROUPS:
    narrow = frozenset(_stem(word) for word in narrow_words.split())
    for broad in broad_words.split():
        _NARROWER[_stem(broad)] = _NARROWER.get(_stem(broad), frozenset()) | narrow


def is_kind_of(narrow: str, broad: str) -> bool:
    """Whether the stemmed word `narrow` names a kind of the stemmed word `broad` ("poet", "author")."""
    return narrow in _NARROWER.get(broad, frozenset())
