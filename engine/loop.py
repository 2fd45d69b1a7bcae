"""The bounded repair loop. Pass k checks only new or changed text (proposed corrections); the loop stops at the
first of: no high-risk claim left, `max_passes`, the token budget, the time budget, or no progress (as many
flagged claims as in the previous round). Whatever is still flagged then is removed or hedged without a
correction, so the final answer never keeps an unhandled contradiction (except in report-only mode).
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from typing import Any

from .config import Config
from .draft import Draft, Splice
from .emitter import Emitter
from .events import EDIT_TEXT_LIMIT, ClaimChecked, EditApplied
from .repair import (
    Action,
    Correction,
    Plan,
    ask_writer,
    code_note,
    hedge_phrase,
    needs_repair,
    plan_for,
    substitute_values,
)
from .types import Claim, ClaimResult, Edit, EditKind, Evidence, Verdict

CheckPass = Callable[[Sequence[Claim], int], Awaitable[dict[str, ClaimResult]]]
WRITER_ATTEMPTS = 2
"""Corrections the writer may propose per claim (each one verified) before the claim is removed."""
MIN_PASS_S = 0.05
"""A verification pass is not started with less time than this left."""
_BOUND_WORDS = {
    "max_passes": "the repair loop reached its limit of {n} passes",
    "token_budget": "the token budget was spent",
    "time_budget": "the time budget ran out",
}


@dataclass(frozen=True, slots=True, kw_only=True)
class LoopOutcome:
    results: tuple[ClaimResult, ...]
    """Every claim in answer order, after repair."""
    passes: int
    stop_reason: str
    """clean | report_only | max_passes | token_budget | time_budget | no_progress."""


@dataclass(frozen=True, slots=True, kw_only=True)
class _Proposal:
    claim: Claim
    """The corrected text as a claim to verify (id "<claim id>.fix<n>")."""
    correction: Correction
    plan: Plan


class RepairLoop:
    """Repairs one run's flagged claims; every change to the text is emitted as an edit."""

    def __init__(
        self,
        *,
        claims: Sequence[Claim],
        results: dict[str, ClaimResult],
        draft: Draft,
        emitter: Emitter,
        session: Any,
        config: Config,
        check_pass: CheckPass,
        passes: int,
        deadline: float | None,
        sources_given: bool,
    ) -> None:
        self.claims, self.results, self.draft = list(claims), results, draft
        self.emitter, self.session, self.config = emitter, session, config
        self.check_pass, self.passes, self.deadline = check_pass, passes, deadline
        self.sources_given = sources_given
        self._attempts: dict[str, int] = {}
        self._feedback: dict[str, str] = {}
        self._writer_failures: list[str] = []
        self._substituted: set[str] = set()

    async def run(self) -> LoopOutcome:
        """Repair until a bound is reached; returns the final claim results."""
        previous: int | None = None
        stop = "clean"
        while flagged := self._flagged():
            if self.config.repair == "report":
                stop = "report_only"
                break
            if previous is not None and len(flagged) >= previous:
                stop = "no_progress"
                break
            previous = len(flagged)
            plans = {r.claim.id: plan_for(r, self.config.repair, may_correct=self._may_correct(r)) for r in flagged}
            wanted = [r for r in flagged if plans[r.claim.id].action is Action.CORRECT]
            if wanted and (bound := self._bound()) is not None:
                stop = bound
                await self.emitter.alert(
                    f"{_BOUND_WORDS[bound].format(n=self.config.max_passes).capitalize()}, so {len(wanted)} "
                    f"contradicted claim{_s(len(wanted))} could not be corrected with a verified fix.",
                )
                break
            proposals = await self._propose(wanted, plans)
            for result in flagged:
                plan = plans[result.claim.id]
                if plan.action is Action.CORRECT and result.claim.id in proposals:
                    continue
                await self._apply(result, Action.REMOVE if plan.action is Action.CORRECT else plan.action, plan)
            if proposals:
                self.passes += 1
                checked = await self.check_pass([p.claim for p in proposals.values()], self.passes)
                await self._settle(proposals, checked)
        await self._fall_back()
        await self._report_writer_failures()
        ordered = tuple(self.results[c.id] for c in self.claims)
        return LoopOutcome(results=ordered, passes=self.passes, stop_reason=stop)

    # -- deciding --------------------------------------------------------------------------------------
    def _flagged(self) -> list[ClaimResult]:
        """Claims still in the text that need an action (an unconfirmed code block has none: code stays as is)."""
        out = []
        for claim in self.claims:
            result = self.results[claim.id]
            if not needs_repair(result) or not self.draft.has(claim.id):
                continue
            if claim.kind == "code" and result.verdict is not Verdict.CONTRADICTED:
                continue
            out.append(result)
        return out

    def _may_correct(self, result: ClaimResult) -> bool:
        claim_id = result.claim.id
        if len(self.draft.owners(claim_id)) != 1:
            return False  # a span shared with other claims is not rewritten: they would change unchecked
        limit = WRITER_ATTEMPTS if self._has_writer() else 1
        return self._attempts.get(claim_id, 0) < limit

    def _bound(self) -> str | None:
        if self.passes >= self.config.max_passes:
            return "max_passes"
        if self.emitter.report.stats.get("tokens", 0) >= self.config.token_budget:
            return "token_budget"
        if self.deadline is not None and time.monotonic() >= self.deadline - MIN_PASS_S:
            return "time_budget"
        return None

    def _has_writer(self) -> bool:
        router = self.session.router
        return router is not None and bool(router.has("writer"))

    # -- corrections -----------------------------------------------------------------------------------
    async def _propose(self, wanted: Sequence[ClaimResult], plans: dict[str, Plan]) -> dict[str, _Proposal]:
        """A correction per claim: the writer's (when configured) or the source's value; verified later."""
        tasks: dict[str, asyncio.Task[Correction | None]] = {}
        async with asyncio.TaskGroup() as group:
            for result in wanted:
                tasks[result.claim.id] = group.create_task(self._correction(result))
        proposals = {}
        for result in wanted:
            claim = result.claim
            correction = tasks[claim.id].result()
            self._attempts[claim.id] = self._attempts.get(claim.id, 0) + 1
            if correction is None:
                continue
            fix = Claim(
                id=f"{claim.id}.fix{self._attempts[claim.id]}", text=correction.claim_text,
                start=claim.start, end=claim.end, check_worthy=True, kind="prose",
            )  # fmt: skip
            proposals[claim.id] = _Proposal(claim=fix, correction=correction, plan=plans[claim.id])
        return proposals

    async def _correction(self, result: ClaimResult) -> Correction | None:
        claim, unit = result.claim, self.draft.unit_text(result.claim.id)
        if self._has_writer():
            try:
                sentence = await ask_writer(
                    self.session.router, unit, result.findings,
                    feedback=self._feedback.get(claim.id), deadline=self.deadline,
                )  # fmt: skip
            except Exception as exc:  # provider errors, invalid output, budget: fall back to the source's value
                self._writer_failures.append(_failure_text(exc))
            else:
                if sentence is not None:
                    return Correction(claim_text=sentence, unit_text=sentence, origin="writer")
        if claim.id in self._substituted:
            return None  # the source's value was tried and did not verify: it would not verify now either
        self._substituted.add(claim.id)
        return substitute_values(claim.text, unit, result.findings)

    async def _settle(self, proposals: dict[str, _Proposal], checked: dict[str, ClaimResult]) -> None:
        """Apply each correction the detectors supported; remember why the others failed."""
        for claim_id, proposal in proposals.items():
            verdict = checked.get(proposal.claim.id)
            if verdict is not None and verdict.verdict is Verdict.SUPPORTED:
                support = tuple(e for f in verdict.findings if f.verdict is Verdict.SUPPORTED for e in f.evidence)
                splice = self.draft.replace(claim_id, proposal.correction.unit_text)
                reason = f"{proposal.plan.reason}; corrected with the {proposal.correction.origin}, checked again"
                await self._edit(claim_id, EditKind.CORRECT, splice, reason, support or proposal.plan.evidence)
                self.results[claim_id] = self.results[claim_id].model_copy(update={"rechecked": Verdict.SUPPORTED})
                await self._update(claim_id, corrected=True)
            else:
                failed = [f.reason for f in verdict.findings if f.verdict is not Verdict.SUPPORTED] if verdict else []
                self._feedback[claim_id] = failed[0] if failed else "the corrected text could not be confirmed"

    # -- edits -----------------------------------------------------------------------------------------
    async def _fall_back(self) -> None:
        """What is still flagged when the loop stops is removed or hedged, never corrected unverified."""
        for result in self._flagged():
            plan = plan_for(result, self.config.repair, may_correct=False)
            await self._apply(result, plan.action, plan)

    async def _apply(self, result: ClaimResult, action: Action, plan: Plan) -> None:
        claim_id = result.claim.id
        if action is Action.KEEP or not self.draft.has(claim_id):
            return
        if action is Action.REMOVE and any(
            not needs_repair(self.results[o]) or self.results[o].verdict is not Verdict.CONTRADICTED
            for o in self.draft.owners(claim_id)
            if o != claim_id and o in self.results
        ):
            action = Action.HEDGE  # its span holds claims that are fine: mark it rather than delete them
        if action is Action.HEDGE:
            if result.claim.kind == "code":
                splice = self.draft.annotate(claim_id, code_note(result))
            else:
                splice = self.draft.hedge(claim_id, hedge_phrase(result, sources_given=self.sources_given))
            if splice is not None:
                await self._edit(claim_id, EditKind.HEDGE, splice, plan.reason, plan.evidence)
            await self._update(claim_id, hedged=True)
            return
        owners = self.draft.owners(claim_id)
        splice = self.draft.remove(claim_id)
        reason = plan.reason + ("; the clause that depends on it went with it" if splice.also_removed else "")
        await self._edit(claim_id, EditKind.REMOVE, splice, reason, plan.evidence)
        for gone in dict.fromkeys((*owners, *splice.also_removed)):
            if gone in self.results:
                await self._update(gone, removed=True)

    async def _edit(
        self, claim_id: str, kind: EditKind, splice: Splice, reason: str, evidence: Sequence[Evidence]
    ) -> None:
        edit = Edit(
            claim_id=claim_id, kind=kind, before=splice.before, after=splice.after, reason=reason,
            evidence=tuple(evidence), start=splice.start, end=splice.end,
        )  # fmt: skip
        text = self.draft.text
        await self.emitter.emit(EditApplied, edit=edit, final_answer=text if len(text) <= EDIT_TEXT_LIMIT else None)

    async def _update(self, claim_id: str, **flags: bool) -> None:
        self.results[claim_id] = self.results[claim_id].model_copy(update=flags)
        await self.emitter.emit(ClaimChecked, result=self.results[claim_id])

    async def _report_writer_failures(self) -> None:
        if self._writer_failures:
            n = len(self._writer_failures)
            await self.emitter.alert(
                f"The writer could not propose {n} correction{_s(n)} ({self._writer_failures[0]}); "
                "the source's values were used where possible, otherwise the claims were removed."
            )


def _failure_text(exc: Exception) -> str:
    from .redact import redact

    summary = getattr(exc, "summary", None)
    text = summary() if callable(summary) else type(exc).__name__
    return redact(str(text))[:120]


def _s(n: int) -> str:
    return "" if n == 1 else "s"
