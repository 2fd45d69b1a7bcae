"""The detector set of a run. Each detector decides for itself whether it applies (see `applies`)."""

from __future__ import annotations

from ..config import Config
from .base import Detector


def build_detectors(config: Config) -> list[Detector]:
    """Every detector, in display order; the pipeline skips those whose `applies()` is false."""
    from .grounding import LexicalGrounding

    return [
        LexicalGrounding(),
    ]
