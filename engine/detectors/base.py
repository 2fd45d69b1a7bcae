"""What every detector is given and must return."""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from ..config import Config
from ..evidence import SourceSet
from ..types import Claim, Finding, Verdict


@dataclass(kw_only=True)
class DetectorContext:
    """Per-run inputs and services shared by the detectors of one run."""

    answer: str
    """The answer as given (claims carry offsets into it)."""
    claims: tuple[Claim, ...]
    """Every claim of the run, for context (pronouns, neighbouring sentences)."""
    sources: SourceSet
    question: str | None
    config: Config
    alert: Callable[[str], None]
    """Raise a plain-language alert (deduplicated by the pipeline)."""
    deadline: float | None = None
    """time.monotonic() value by which detectors must return; None = no limit."""
    router: Any = None
    """The model router (engine.router.Router) when a model is configured, else None."""
    cache: dict[str, Any] = field(default_factory=dict)
    """Per-run cache shared by detectors (link results, fetched pages)."""
    prior: dict[str, list[Finding]] = field(default_factory=dict)
    """Findings of the earlier stages of this pass, by claim id (what stage-2 detectors see; empty in stage 1)."""

    def cached(self, key: str, build: Callable[[], Any]) -> Any:
        """The run-wide value under `key`, built once (a source index, the answer's calculations)."""
        if key not in self.cache:
            self.cache[key] = build()
        return self.cache[key]

    def remaining_s(self, default: float = 30.0) -> float:
        """Seconds left before the deadline (never negative)."""
        if self.deadline is None:
            return default
        return max(0.0, self.deadline - time.monotonic())


class Detector(Protocol):
    """A check over claims. Returns zero or more findings per claim; never raises for a failed check.

    A detector may set `stage = 2` (the default is 1): stage-2 detectors run after every stage-1 detector of the
    pass has finished and read `ctx.prior`, e.g. to search the web only for claims the sources do not cover.
    """

    name: str

    def applies(self, ctx: DetectorContext) -> bool:
        """Whether this detector has anything to do in this run (e.g. grounding needs sources)."""
        ...

    async def check(self, claims: Sequence[Claim], ctx: DetectorContext) -> list[Finding]:
        """Findings for `claims` (check-worthy ones, plus code claims)."""
        ...


def stage_of(detector: object) -> int:
    """The detector's stage: its `stage` attribute, else 1."""
    stage = getattr(detector, "stage", 1)
    return stage if isinstance(stage, int) and stage >= 1 else 1


def unverifiable(detector: str, claim: Claim, reason: str, *, error: bool = False, objection: bool = False) -> Finding:
    """The fail-closed finding: nothing could confirm the claim."""
    return Finding(
        detector=detector,
        claim_id=claim.id,
        verdict=Verdict.UNVERIFIABLE,
        reason=reason,
        error=error,
        objection=objection,
    )
