"""The orchestrator: split → detect (stage 1, then stage 2, under a deadline) → repair loop → status.

Every run ends with exactly one terminal event, whatever happens inside.
"""

from __future__ import annotations

import asyncio
import time
import uuid
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from .citations import as_checked
from .config import Config
from .detectors import DetectorContext, build_detectors, unverifiable
from .detectors.base import contained, failure_name, is_cancellation, stage_of
from .draft import Draft
from .emitter import Emitter
from .events import ClaimChecked, ClaimsExtracted, FindingRecorded, Listener, PassStarted, RunCompleted, RunFailed
from .evidence import SourceSet
from .inputs import CheckInput
from .loop import RepairLoop
from .normalize import norm
from .report import Report
from .types import Claim, ClaimResult, Finding, Status
from .verdict import answer_status, combine, summary_alerts

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
    detectors: Sequence[Any] | None = None,
    known_findings: Mapping[str, Sequence[Finding]] | None = None,
    progressive: bool = False,
) -> Report:
    """Check one answer and return its report. Never raises for a failed check: the report says so.

    Args:
        request: the validated answer, sources and question.
        config: the run's configuration.
        run_id: the id to use (a new one by default).
        listeners: called with every event (audit store, SSE, page).
        router: a model router to use instead of one built from `config`.
        detectors: the detectors to run instead of `build_detectors(config)`.
        known_findings: findings to reuse, by `norm(claim text)`: a claim whose text is there is not checked again.
        progressive: check the first pass in answer order, in growing chunks (1, 2, 4, … claims), and emit each
            chunk's `claim_checked` events as soon as it is done, so a streaming consumer can release the first
            checked sentences before the whole answer is checked. Costs a few more detector calls (more model
            calls when a judge is configured); the verdicts are the same.
    """
    emitter = Emitter(run_id or new_run_id(), listeners)
    try:
        return await _run(request, config, emitter, router, detectors, known_findings or {}, progressive)
    except Exception as exc:
        if not emitter.terminal_sent:
            await emitter.alert(f"The check failed unexpectedly ({type(exc).__name__}); nothing was verified.", "error")
            await emitter.emit(RunFailed, error=f"{type(exc).__name__}: {_safe_message(exc)}")
        return emitter.report
    except asyncio.CancelledError:
        if not emitter.terminal_sent:
            await emitter.emit(RunFailed, error="the run was cancelled")
        raise


async def _run(
    request: CheckInput,
    config: Config,
    emitter: Emitter,
    router: Any,
    detectors: Sequence[Any] | None,
    known: Mapping[str, Sequence[Finding]],
    progressive: bool = False,
) -> Report:
    from .session import open_session

    chosen = list(detectors) if detectors is not None else build_detectors(config)  # imports them: setup time
    session = await open_session(request, config, emitter, router)
    started, deadline = session.start_clock()  # after setup: SDK and detector imports are not the run's time
    try:
        claims = _promote_rule_breaches(await session.split(deadline), request.answer, config)
        await emitter.emit(ClaimsExtracted, claims=claims, splitter=session.splitter_name)
        if len(claims) > config.max_claims:
            return await _too_many_claims(request, config, emitter, len(claims), started)
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

        async def check_pass(batch: Sequence[Claim], pass_no: int) -> dict[str, ClaimResult]:
            return await check_claims(batch, ctx, emitter, session, pass_no=pass_no, detectors=chosen)

        results, passes, announced = await _first_pass(
            claims, known, check_pass, emitter, sources_given=len(ctx.sources) > 0, progressive=progressive
        )
        for claim in claims:
            if claim.id not in announced:
                await emitter.emit(ClaimChecked, result=results[claim.id])
        draft = Draft(request.answer, claims)
        loop = RepairLoop(
            claims=claims, results=results, draft=draft, emitter=emitter, session=session, config=config,
            check_pass=check_pass, passes=passes, deadline=deadline, sources_given=len(ctx.sources) > 0,
        )  # fmt: skip
        outcome = await loop.run()
        await session.flush_alerts()
        roles = session.router.describe() if session.router is not None else {}
        summaries = summary_alerts(
            outcome.results, config.repair, len(ctx.sources) > 0, roles, already=emitter.report.alerts
        )
        for message, level in summaries:
            await emitter.alert(message, level)
        status = answer_status(outcome.results, failed_required=session.failed_required)
        elapsed_ms = int((time.monotonic() - started) * 1000)
        stats = session.stats(passes=outcome.passes, claims=outcome.results, elapsed_ms=elapsed_ms)
        stats.update(
            stop_reason=outcome.stop_reason, edits=len(emitter.report.edits), repair=config.repair, why=status.why
        )
        await emitter.emit(RunCompleted, status=status.status, final_answer=draft.text, stats=stats)
        return emitter.report
    finally:
        await session.close()


async def _too_many_claims(request: CheckInput, config: Config, emitter: Emitter, count: int, started: float) -> Report:
    """Fail closed before any check: every claim stays UNVERIFIABLE, the answer is left as given, and the run is
    BLOCKED, since checking (and editing) that many claims would not fit a bounded run."""
    why = f"the answer has {count:,} claims; at most {config.max_claims:,} are checked in one run"
    await emitter.alert(f"Nothing was checked: {why}. Check the answer in smaller parts.", "error")
    elapsed_ms = int((time.monotonic() - started) * 1000)
    stats = {"passes": 0, "model_calls": 0, "tokens": 0, "elapsed_ms": elapsed_ms, "claims": count,
             "stop_reason": "too_many_claims", "edits": 0, "repair": config.repair, "why": why}  # fmt: skip
    await emitter.emit(RunCompleted, status=Status.BLOCKED, final_answer=request.answer, stats=stats)
    return emitter.report


def _promote_rule_breaches(claims: tuple[Claim, ...], answer: str, config: Config) -> tuple[Claim, ...]:
    """A sentence that asserts nothing ("Could you refer me to the hiring manager?") still counts when it
    breaks a policy rule: policy packs judge the text itself, so such sentences are checked like claims."""
    if not config.policy_packs:
        return claims
    from .policy_packs import PolicyError, check_text, load_pack

    try:
        violations = check_text(answer, [load_pack(name) for name in config.policy_packs])
    except PolicyError:
        return claims  # the policy detector reports the broken pack and fails closed
    return tuple(
        claim.model_copy(update={"check_worthy": True})
        if not claim.check_worthy and any(v.start < claim.end and claim.start < v.end for v in violations)
        else claim
        for claim in claims
    )


async def _first_pass(
    claims: Sequence[Claim],
    known: Mapping[str, Sequence[Finding]],
    check_pass: Any,
    emitter: Emitter,
    *,
    sources_given: bool,
    progressive: bool = False,
) -> tuple[dict[str, ClaimResult], int, set[str]]:
    """Pass 1 over every check-worthy claim, except those whose findings are already known (re-check).

    Returns the results, the number of passes run (0 or 1) and the ids whose `claim_checked` event was already
    emitted (progressive runs announce each chunk as soon as it is checked)."""
    results: dict[str, ClaimResult] = {}
    fresh: list[Claim] = []
    for claim in claims:
        if not claim.check_worthy:
            results[claim.id] = combine(claim, (), sources_given=False)
        elif (reused := known.get(norm(claim.text))) is not None:
            findings = [f.model_copy(update={"claim_id": claim.id}) for f in reused]
            for finding in findings:
                await emitter.emit(FindingRecorded, finding=finding)
            results[claim.id] = combine(claim, findings, sources_given=sources_given)
        else:
            fresh.append(claim)
    if known:
        kept = sum(1 for c in claims if c.check_worthy) - len(fresh)
        await emitter.alert(
            f"{kept} unchanged claim{_s(kept)} kept {_their(kept)} earlier findings; "
            f"{len(fresh)} new or changed claim{_s(len(fresh))} {_were(len(fresh))} checked.",
            "info",
        )
    if not fresh:
        return results, 0, set()
    if not progressive:
        results.update(await check_pass(fresh, 1))
        return results, 1, set()
    announced: set[str] = set()
    for chunk in _growing_chunks(fresh):
        checked = await check_pass(chunk, 1)
        results.update(checked)
        # Everything before this chunk in answer order is known now: announce it in order, so a streaming consumer
        # can release text up to the chunk's end (claims that need no check, or were known, come first).
        last_end = chunk[-1].end
        for claim in sorted(claims, key=lambda c: (c.start, c.end)):
            if claim.id in results and claim.id not in announced and claim.start <= last_end:
                announced.add(claim.id)
                await emitter.emit(ClaimChecked, result=results[claim.id])
    return results, 1, announced


def _growing_chunks(claims: Sequence[Claim]) -> list[list[Claim]]:
    """Claims in answer order, cut into chunks of 1, 2, 4, … so the first verdicts come early and the number of
    detector calls grows only with the logarithm of the answer's length."""
    ordered = sorted(claims, key=lambda c: (c.start, c.end))
    chunks, size, start = [], 1, 0
    while start < len(ordered):
        chunks.append(ordered[start : start + size])
        start, size = start + size, size * 2
    return chunks


async def check_claims(
    claims: Sequence[Claim],
    ctx: DetectorContext,
    emitter: Emitter,
    session: Any,
    *,
    pass_no: int,
    detectors: Sequence[Any],
) -> dict[str, ClaimResult]:
    """One pass: every applicable detector over `claims`, stage by stage; findings combined per claim."""
    await emitter.emit(
        PassStarted, pass_no=pass_no, max_passes=ctx.config.max_passes, claim_ids=tuple(c.id for c in claims)
    )
    active = [d for d in detectors if _applies(d, ctx)]
    session.detectors_run.update(d.name for d in active)
    by_claim: dict[str, list[Finding]] = {c.id: [] for c in claims}
    for stage in sorted({stage_of(d) for d in active}):
        ctx.prior = {claim_id: list(found) for claim_id, found in by_claim.items()}
        for finding in await _run_stage([d for d in active if stage_of(d) == stage], claims, ctx):
            if finding.claim_id in by_claim:
                by_claim[finding.claim_id].append(finding)
                await emitter.emit(FindingRecorded, finding=finding)
    ctx.prior = {}
    for claim in claims:
        if not by_claim[claim.id]:  # say why nothing spoke, rather than leave an empty row
            finding = unverifiable("coverage", claim, _why_unchecked(ctx))
            by_claim[claim.id].append(finding)
            await emitter.emit(FindingRecorded, finding=finding)
    await session.flush_alerts()
    sources_given = len(ctx.sources) > 0
    return {c.id: combine(c, by_claim[c.id], sources_given=sources_given) for c in claims}


def _why_unchecked(ctx: DetectorContext) -> str:
    if ctx.config.offline and not len(ctx.sources):
        return "nothing could check this claim: no sources were given, and offline mode uses no model or web search"
    if ctx.router is None and not len(ctx.sources):
        return "nothing could check this claim: no sources were given and no model is configured"
    return "no check applied to this claim"


async def _run_stage(detectors: Sequence[Any], claims: Sequence[Claim], ctx: DetectorContext) -> list[Finding]:
    """The detectors of one stage, concurrently; findings in detector order. They read the claims without their
    citation markers ("[1]", "(Source 2)"), which point at the sources and say nothing themselves."""
    claims = [as_checked(claim) for claim in claims]
    tasks = []
    async with asyncio.TaskGroup() as group:
        for detector in detectors:
            tasks.append(group.create_task(_run_detector(detector, claims, ctx)))
    return [finding for task in tasks for finding in task.result()]


async def _run_detector(detector: Any, claims: Sequence[Claim], ctx: DetectorContext) -> list[Finding]:
    """One detector, fail closed: a crash or a timeout becomes UNVERIFIABLE findings plus an alert."""
    remaining = ctx.remaining_s(DETECTOR_DEFAULT_TIMEOUT_S)
    relevant = [c for c in claims if _relevant(detector, c)]
    count = f"{len(relevant)} claim{'s' if len(relevant) != 1 else ''}"
    try:
        if remaining <= 0:
            raise TimeoutError
        return list(await asyncio.wait_for(contained(detector.check(claims, ctx)), timeout=remaining))
    except TimeoutError:
        ctx.alert(f"The {detector.name} check ran out of time; {count} went unchecked by it.")
        reason = f"{detector.name} check ran out of time"
    except BaseException as exc:  # SystemExit, KeyboardInterrupt, GeneratorExit too: a detector never ends the run
        if is_cancellation(exc):
            raise
        ctx.alert(f"The {detector.name} check failed ({failure_name(exc)}); {count} went unchecked by it.")
        reason = f"{detector.name} check failed: {failure_name(exc)}"
    return [unverifiable(detector.name, c, reason, error=True) for c in relevant]


def _applies(detector: Any, ctx: DetectorContext) -> bool:
    """A detector whose `applies` crashes is run anyway, so that its failure is reported rather than skipped."""
    try:
        return bool(detector.applies(ctx))
    except BaseException as exc:
        if is_cancellation(exc):
            raise
        return True


def _relevant(detector: Any, claim: Claim) -> bool:
    wants_code = getattr(detector, "reads_code", False)
    return claim.kind == "prose" or wants_code


def _safe_message(exc: BaseException) -> str:
    from .redact import redact

    return redact(str(exc))[:300]


def _s(n: int) -> str:
    return "" if n == 1 else "s"


def _their(n: int) -> str:
    return "its" if n == 1 else "their"


def _were(n: int) -> str:
    return "was" if n == 1 else "were"
