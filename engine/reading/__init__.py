"""The reading layer: each text parsed once into sentences, words, quantities, dates, names, denials and hedges."""

from .reading import Reader, Reading, Sentence

__all__ = ["Reader", "Reading", "Sentence"]
