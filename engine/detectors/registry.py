"""The detector set of a run. Each detector decides for itself whether it applies (see `applies`)."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from ..config import Config
from ..types import Claim, Finding
from .base import Detector, DetectorContext, is_cancellation, unverifiable


def build_detectors(config: Config) -> list[Detector]:
    """Every detector, in display order; the pipeline skips those whose `applies()` is false."""
    from .answer_match import AnswerMatch
    from .consistency import SelfConsistency
    from .grounding import LexicalGrounding
    from .judge import JudgeDetector
    from .verifier import EntailmentVerifier
    from .web import WebEvidence

    verifier_dir = Path(config.verifier_dir) if config.verifier_dir else None
    return [
        LexicalGrounding(),
        EntailmentVerifier(verifier_dir),
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
    """One of the no-model detectors (engine/detectors/<module>.py), imported when the set is built. One that
    cannot be loaded (whatever it raises, SystemExit included) stands in as `Unloadable`: its failure is reported
    on every run instead of taking the whole detector set, or the process, down with it."""
    from importlib import import_module

    try:
        detector: Detector = getattr(import_module(f".{module}", __package__), cls)()
    except BaseException as error:
        if is_cancellation(error):
            raise
        return Unloadable(module, type(error).__name__)
    return detector


class Unloadable:
    """A detector that could not be loaded: it applies to every run and leaves its claims UNVERIFIABLE."""

    def __init__(self, name: str, error: str) -> None:
        self.name = name
        self.error = error

    def applies(self, ctx: DetectorContext) -> bool:
        return True

    async def check(self, claims: Sequence[Claim], ctx: DetectorContext) -> list[Finding]:
        prose = [c for c in claims if c.kind == "prose"]
        ctx.alert(
            f"The {self.name} check could not be loaded ({self.error}); {len(prose)} claims went unchecked by it."
        )
        reason = f"{self.name} check could not be loaded: {self.error}"
        return [unverifiable(self.name, claim, reason, error=True) for claim in prose]
