"""The orchestrator: split → detect (concurrently, under a deadline) → combine → repair → status.

Every run ends with exactly one terminal event, whatever happens inside.
"""

from __future__ import annotations

import asyncio
import time
import uuid
from collections.abc import Iterable, Sequence
from typing import Any

from .config import Config
from .detectors import DetectorContext, build_detectors, unverifiable
from .emitter import Emitter
from .events import ClaimChecked, ClaimsExtracted, FindingRecorded, Listener, PassStarted, RunCompleted, RunFailed
from .evidence import SourceSet
from .inputs import CheckInput
from .report import Report
from .splitter import split_claims
from .types import Claim, ClaimResult, Finding
from .verdict import answer_status, combine

DETECTOR_DEFAULT_TIMEOUT_S = 120.0


def new_run_id() -> str:
    return "r_" + uuid.uuid4().hex[:12]


async def run_check(
    request: CheckInput,
    config: Config,
    *,
    run_id: str | None = None,
    listeners: Iterable[Listener] = (),
    router: Any = None,
) -> Report:
    """Check one answer and return its report. Never raises for a failed check: the report says so."""
    emitter = Emitter(run_id or new_run_id(), listeners)
    try:
        return await _run(request, config, emitter, router)
    except Exception as exc:
        if not emitter.terminal_sent:
            await emitter.alert(f"The check failed unexpectedly ({type(exc).__name__}); nothing was verified.", "error")
            await emitter.emit(RunFailed, error=f"{type(exc).__name__}: {_safe_message(exc)}")
        return emitter.report
    except asyncio.CancelledError:
        if not emitter.terminal_sent:
            await emitter.emit(RunFailed, error="the run was cancelled")
        raise


async def _run(request: CheckInput, config: Config, emitter: Emitter, router: Any) -> Report:
    from .session import open_session

    started = time.monotonic()
    deadline = started + config.latency_budget_ms / 1000 if config.latency_budget_ms else None
    session = await open_session(request, config, emitter, router)
    try:
        claims = await session.split()
        await emitter.emit(ClaimsExtracted, claims=claims, splitter=session.splitter_name)
        ctx = DetectorContext(
            answer=request.answer,
            claims=claims,
            sources=SourceSet(request.sources),
            question=request.question,
            config=config,
            alert=session.alert_soon,
            deadline=deadline,
            router=session.router,
        )
        results = await check_claims([c for c in claims if c.check_worthy], ctx, emitter, session, pass_no=1)
        results.update({c.id: combine(c, (), sources_given=False) for c in claims if not c.check_worthy})
        ordered = [results[c.id] for c in claims]
        for result in ordered:
            await emitter.emit(ClaimChecked, result=result)
        await session.flush_alerts()
        outcome = answer_status(ordered, failed_required=session.failed_required)
        stats = session.stats(passes=1, claims=ordered, elapsed_ms=int((time.monotonic() - started) * 1000))
        await emitter.emit(RunCompleted, status=outcome.status, final_answer=emitter.report.final_answer, stats=stats)
        return emitter.report
    finally:
        await session.close()


async def check_claims(
    claims: Sequence[Claim], ctx: DetectorContext, emitter: Emitter, session: Any, *, pass_no: int
) -> dict[str, ClaimResult]:
    """Run every applicable detector over `claims` concurrently; combine findings per claim."""
    await emitter.emit(PassStarted, pass_no=pass_no, max_passes=ctx.config.max_passes, claim_ids=[c.id for c in claims])
    detectors = [d for d in build_detectors(ctx.config) if d.applies(ctx)]
    session.detectors_run.update(d.name for d in detectors)
    by_claim: dict[str, list[Finding]] = {c.id: [] for c in claims}
    outcomes = await asyncio.gather(*(_run_detector(d, claims, ctx) for d in detectors))
    for findings in outcomes:
        for finding in findings:
            if finding.claim_id in by_claim:
                by_claim[finding.claim_id].append(finding)
                await emitter.emit(FindingRecorded, finding=finding)
    await session.flush_alerts()
    sources_given = len(ctx.sources) > 0
    return {c.id: combine(c, by_claim[c.id], sources_given=sources_given) for c in claims}


async def _run_detector(detector: Any, claims: Sequence[Claim], ctx: DetectorContext) -> list[Finding]:
    """One detector, fail closed: a crash or a timeout becomes UNVERIFIABLE findings plus an alert."""
    remaining = ctx.remaining_s(DETECTOR_DEFAULT_TIMEOUT_S)
    try:
        if remaining <= 0:
            raise TimeoutError
        return list(await asyncio.wait_for(detector.check(claims, ctx), timeout=remaining))
    except TimeoutError:
        ctx.alert(f"The {detector.name} check ran out of time; what it had not finished is marked unchecked.")
        reason = f"{detector.name} check ran out of time"
    except Exception as exc:
        ctx.alert(f"The {detector.name} check failed ({type(exc).__name__}); its claims are marked unchecked.")
        reason = f"{detector.name} check failed: {type(exc).__name__}"
    return [unverifiable(detector.name, c, reason, error=True) for c in claims if _relevant(detector, c)]


def _relevant(detector: Any, claim: Claim) -> bool:
    wants_code = getattr(detector, "reads_code", False)
    return claim.kind == "prose" or wants_code


def _safe_message(exc: BaseException) -> str:
    from .redact import redact

    return redact(str(exc))[:300]
