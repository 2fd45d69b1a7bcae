"""The detector set of a run. Each detector decides for itself whether it applies (see `applies`)."""

from __future__ import annotations

from ..config import Config
from .base import Detector


def build_detectors(config: Config) -> list[Detector]:
    """Every detector, in display order; the pipeline skips those whose `applies()` is false."""
    from .answer_match import AnswerMatch
    from .consistency import SelfConsistency
    from .grounding import LexicalGrounding
    from .judge import JudgeDetector
    from .web import WebEvidence

    return [
        LexicalGrounding(),
        AnswerMatch(),
        JudgeDetector(),
        WebEvidence(),
        SelfConsistency(),
        _deterministic("arithmetic", "ArithmeticDetector"),
        _deterministic("dates", "DatesDetector"),
        _deterministic("links", "LinksDetector"),
        _deterministic("python_api", "PythonApiDetector"),
        _deterministic("names", "NamesDetector"),
        _deterministic("policy", "PolicyDetector"),
    ]


def _deterministic(module: str, cls: str) -> Detector:
    """One of the no-model detectors (engine/detectors/<module>.py), imported when the set is built."""
    from importlib import import_module

    detector: Detector = getattr(import_module(f".{module}", __package__), cls)()
    return detector
