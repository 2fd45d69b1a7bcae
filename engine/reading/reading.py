"""A text read once: its sentences, content words, quantities, dates, names, denials and hedges.

Rules and detectors read these objects instead of scanning the raw string again for each check; a `Reader`
keeps one reading per distinct text for the length of a run (put it in the detector context's cache).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property

from ..hedges import hedges
from ..lexical import content_tokens
from ..negation import negated_heads
from ..numbers import Quantity, quantities_of
from ..sentences import sentence_bounds
from .dates import FoundDate, find_dates

MAX_CACHED = 20_000
"""Readings a reader keeps; past it, the oldest go (a run's texts are its claims and source sentences)."""


@dataclass(frozen=True, slots=True)
class Sentence:
    start: int
    end: int
    text: str


@dataclass(frozen=True)
class Reading:
    """What one text says, each part read the first time it is asked for and kept."""

    text: str

    @cached_property
    def sentences(self) -> tuple[Sentence, ...]:
        found, at = [], 0
        while at < len(self.text):
            start, end = sentence_bounds(self.text, at, at)
            end = max(end, at + 1)
            if piece := self.text[start:end].strip():
                found.append(Sentence(start, end, piece))
            at = end
        return tuple(found)

    @cached_property
    def words(self) -> frozenset[str]:
        """Content words, stemmed as lexical grounding stems them."""
        return frozenset(content_tokens(self.text))

    @cached_property
    def quantities(self) -> tuple[Quantity, ...]:
        return tuple(quantities_of(self.text))

    @cached_property
    def dates(self) -> tuple[FoundDate, ...]:
        return tuple(find_dates(self.text))

    @cached_property
    def names(self) -> tuple[str, ...]:
        """Capitalised names, as the names detector reads them with no words of the answer known."""
        from ..detectors.names import find_names

        return tuple(find_names(self.text))

    @cached_property
    def negated(self) -> frozenset[str]:
        """The words a denial in the text applies to."""
        return frozenset(negated_heads(self.text))

    @cached_property
    def hedges(self) -> tuple[tuple[int, str], ...]:
        """(offset, word) of each hedge or modal ("may", "about", "reportedly")."""
        return tuple(hedges(self.text))


@dataclass
class Reader:
    """One reading per distinct text, for the length of a run."""

    cache: dict[str, Reading] = field(default_factory=dict)
    reads: int = 0
    """Texts read for the first time (the rest came from the cache)."""

    def read(self, text: str) -> Reading:
        found = self.cache.get(text)
        if found is None:
            if len(self.cache) >= MAX_CACHED:
                self.cache.pop(next(iter(self.cache)))
            found = self.cache[text] = Reading(text)
            self.reads += 1
        return found
