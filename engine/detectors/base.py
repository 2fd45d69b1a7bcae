"""What every detector is given and must return."""

from __future__ import annotations

import asyncio
import time
from collections.abc import AsyncIterator, Awaitable, Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol, TypeVar

from ..config import Config
from ..errors import SaifeError
from ..evidence import SourceSet
from ..types import Claim, Finding, Verdict

T = TypeVar("T")


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


def is_cancellation(exc: BaseException) -> bool:
    """Whether `exc` is the run itself being cancelled, which must propagate rather than be contained.

    Every other exception out of a detector, BaseExceptions included (SystemExit from an imported module's
    `main()`, KeyboardInterrupt, GeneratorExit), is that detector's failure: its claims end UNVERIFIABLE and the
    run goes on. A CancelledError counts as cancellation only when the current task is really being cancelled
    (`Task.cancelling()`); one a detector raised on its own (a cancelled inner future it let escape) is its failure.
    """
    if not isinstance(exc, asyncio.CancelledError):
        return False
    task = asyncio.current_task()
    return task is None or task.cancelling() > 0


TURN_S = 0.02
"""How long a detector's loop over claims runs before it hands the event loop a turn (see `paced`)."""


async def paced(items: Iterable[T], turn_s: float = TURN_S) -> AsyncIterator[T]:
    """The items, with the event loop given a turn every `turn_s` seconds of work between them.

    A detector that reads its claims in a plain loop never awaits, so its deadline (`asyncio.wait_for`) cannot
    cancel it until the whole loop is done: a 1,900-claim answer against 7 MB of sources ran for minutes past its
    time budget. Looping through this, the deadline ends the detector between two claims (fail closed: its claims
    are UNVERIFIABLE, with an alert), and a run on the server's own loop does not hold every other request.
    """
    turn = time.monotonic()
    for item in items:
        if time.monotonic() - turn >= turn_s:
            await asyncio.sleep(0)
            turn = time.monotonic()
        yield item


class DetectorCrashed(SaifeError):
    """A detector raised something that is not an Exception (SystemExit, KeyboardInterrupt, GeneratorExit …)."""

    def __init__(self, error: BaseException) -> None:
        super().__init__(type(error).__name__)
        self.error_type = type(error).__name__


async def contained(work: Awaitable[T]) -> T:
    """Await `work`, turning any BaseException it raises (except the run's own cancellation) into DetectorCrashed.

    This must run inside the task that executes the detector: asyncio re-raises SystemExit and KeyboardInterrupt
    out of the event loop itself as soon as they leave a task's coroutine, so catching them in the task that awaits
    (say through `asyncio.wait_for`) is too late: the process would exit.
    """
    try:
        return await work
    except Exception:
        raise
    except BaseException as error:
        if is_cancellation(error):
            raise
        raise DetectorCrashed(error) from None


def failure_name(error: BaseException) -> str:
    """The name an alert gives a detector's failure: the original exception's type."""
    return error.error_type if isinstance(error, DetectorCrashed) else type(error).__name__
