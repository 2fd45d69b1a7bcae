"""The public SDK: `verify`, `averify` and `check_step`."""

from __future__ import annotations

import asyncio
from collections.abc import Coroutine, Iterable, Sequence
from typing import Any, Literal, TypeVar

from .config import Config
from .events import Listener
from .inputs import make_input
from .pipeline import run_check
from .report import Report
from .types import Evidence, Frozen, Source, Verdict

T = TypeVar("T")

TRUST = {Verdict.SUPPORTED: 1.0, Verdict.LIKELY: 0.6, Verdict.UNVERIFIABLE: 0.2, Verdict.CONTRADICTED: 0.0}
"""How much each verdict lets an agent trust a step; a step's trust is its weakest claim's."""


async def averify(
    answer: str,
    sources: Sequence[str | Source] = (),
    question: str | None = None,
    config: Config | None = None,
    *,
    listeners: Iterable[Listener] = (),
    run_id: str | None = None,
    progressive: bool = False,
) -> Report:
    """Check `answer` against `sources` and return the report (see the contract for its JSON).

    `progressive=True` announces the first pass's verdicts in answer order as they are known (for streaming)."""
    config = config if config is not None else Config.from_env()
    request = make_input(answer, sources, question)
    return await run_check(
        request, config, run_id=run_id, listeners=with_audit_store(config, listeners), progressive=progressive
    )


def verify(
    answer: str,
    sources: Sequence[str | Source] = (),
    question: str | None = None,
    config: Config | None = None,
    **kwargs: Any,
) -> Report:
    """Synchronous `averify` (not for use inside a running event loop)."""
    _refuse_inside_event_loop("verify", "averify")
    return run_sync(averify(answer, sources, question, config, **kwargs))


class StepDecision(Frozen):
    """The circuit breaker's answer for one agent step."""

    action: Literal["continue", "halt"]
    trust: float
    """0..1: the weakest check-worthy claim's trust (SUPPORTED 1.0, LIKELY 0.6, UNVERIFIABLE 0.2, CONTRADICTED 0)."""
    reason: str
    evidence: tuple[Evidence, ...] = ()
    report: Report


async def acheck_step(
    claim: str, evidence: Sequence[str] = (), threshold: float = 0.8, config: Config | None = None
) -> StepDecision:
    """Decide whether an agent may act on `claim`, given the evidence it gathered."""
    config = config if config is not None else Config.from_env()
    report = await averify(claim, list(evidence), config=config.model_copy(update={"repair": "report"}))
    counted = [r for r in report.claims if r.claim.check_worthy]
    if not counted:
        return StepDecision(
            action="halt", trust=0.0, reason="the step asserts nothing that can be checked", report=report
        )
    weakest = min(counted, key=lambda r: TRUST[r.verdict])
    trust = TRUST[weakest.verdict]
    held = tuple(e for r in counted for f in r.findings for e in f.evidence)
    deciding = [f.reason for f in weakest.findings if f.verdict is weakest.verdict]
    reasons = deciding or [f.reason for f in weakest.findings] or ["no detector could check it"]
    action: Literal["continue", "halt"] = "continue" if trust >= threshold and report.status is not None else "halt"
    reason = f"{weakest.claim.text!r} is {weakest.verdict.value}: {reasons[0]}"
    return StepDecision(action=action, trust=trust, reason=reason, evidence=held, report=report)


def check_step(
    claim: str, evidence: Sequence[str] = (), threshold: float = 0.8, config: Config | None = None
) -> StepDecision:
    """Synchronous `acheck_step`: `.action` is "continue" or "halt"."""
    _refuse_inside_event_loop("check_step", "acheck_step")
    return run_sync(acheck_step(claim, evidence, threshold, config))


def _refuse_inside_event_loop(name: str, async_name: str) -> None:
    """asyncio.run cannot nest: say which coroutine to await instead (before any coroutine is created)."""
    try:
        asyncio.get_running_loop()
    except RuntimeError:
        return
    raise RuntimeError(f"{name}() cannot run inside a running event loop; use `await {async_name}(...)` there")


def with_audit_store(config: Config, listeners: Iterable[Listener]) -> list[Listener]:
    """`listeners` plus the audit store's listener when a store is configured (and not already attached).

    A store that cannot be opened does not stop the check: its listener raises the store's error at the first
    event, which the run turns into an alert saying the report was not stored.
    """
    from .audit import AuditStoreError, open_store

    chosen = list(listeners)
    try:
        store = open_store(config)
    except AuditStoreError as exc:
        return [*chosen, _unavailable_store(exc)]
    if store is None or any(getattr(listener, "store", None) is store for listener in chosen):
        return chosen
    return [*chosen, store.listener()]


def _unavailable_store(error: Exception) -> Listener:
    def unavailable(event: Any) -> None:
        raise error

    unavailable.label = "The audit store"  # type: ignore[attr-defined]
    return unavailable


def run_sync(coroutine: Coroutine[Any, Any, T]) -> T:
    """`asyncio.run(coroutine)`, without formatting its result.

    On Python 3.11, `asyncio.run` restores the Ctrl-C handler through `signal.signal`, which formats the handler
    for an error message it then discards. The handler holds the finished main task, so the whole report is
    formatted: about 5 ms for a 1,000-word answer, 70 ms at 16 times that. The main task here returns nothing.
    """
    results: list[T] = []

    async def main() -> None:
        results.append(await coroutine)

    asyncio.run(main())
    return results[0]
