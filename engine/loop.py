"""The bounded repair loop. Pass k checks only new or changed text (proposed corrections); the loop stops at the
first of: no high-risk claim left, `max_passes`, the token budget, the time budget, or no progress. Progress is
counted per claim: a round in which some flagged claim got an edit or a new correction attempt made progress, so
a writer's second attempt at one claim runs even when nothing else changed. Whatever is still flagged then is
removed or hedged without a correction, so the final answer never keeps an unhandled contradiction (except in
report-only mode). Claims to disclose (nothing confirmed them, nothing spoke against them) are marked last, once
every other edit is made, so no removal or correction ever has to work around a marker.
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
from .fix_context import in_context
from .repair import (
    DISCLOSE_MARK,
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
        self._disclosing: dict[str, Plan] = {}
        """Claims to mark [unconfirmed] once the loop is done, with their plans, in the order they were planned."""

    async def run(self) -> LoopOutcome:
        """Repair until a bound is reached; returns the final claim results."""
        previous: tuple[tuple[str, int], ...] | None = None
        stop = "clean"
        while flagged := self._flagged():
            if self.config.repair == "report":
                stop = "report_only"
                break
            state = tuple((r.claim.id, self._attempts.get(r.claim.id, 0)) for r in flagged)
            if state == previous:  # every flagged claim as it was a round ago: no edit, no new attempt
                stop = "no_progress"
                break
            previous = state
            plans = {r.claim.id: self._plan(r, may_correct=self._may_correct(r)) for r in flagged}
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
        await self._disclose()
        await self._report_writer_failures()
        ordered = tuple(self.results[c.id] for c in self.claims)
        return LoopOutcome(results=ordered, passes=self.passes, stop_reason=stop)

    # -- deciding --------------------------------------------------------------------------------------
    def _flagged(self) -> list[ClaimResult]:
        """Claims still in the text that need an action (an unconfirmed code block has none: code stays as is)."""
        out = []
        for claim in self.claims:
            result = self.results[claim.id]
            flagged = needs_repair(result, self.config.hedging) and self.draft.has(claim.id)
            if not flagged or claim.id in self._disclosing:
                continue
            if claim.kind == "code" and result.verdict is not Verdict.CONTRADICTED:
                continue
            out.append(result)
        return out

    def _plan(self, result: ClaimResult, *, may_correct: bool) -> Plan:
        return plan_for(
            result, self.config.repair, may_correct=may_correct, hedging=self.config.hedging,
            sources_given=self.sources_given,
        )  # fmt: skip

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
            # Checked with the name its opening pronoun stands for in the sentences before it (a judge cannot tell
            # what "It" is in a sentence alone); the answer gets the writer's words as they are.
            text = in_context(correction.claim_text, self.draft.units_before(claim.id))
            fix = Claim(
                id=f"{claim.id}.fix{self._attempts[claim.id]}", text=text,
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
            plan = self._plan(result, may_correct=False)
            await self._apply(result, plan.action, plan)

    async def _disclose(self) -> None:
        """Mark every claim planned for disclosure that is still in the text, after its sentence, and say so once."""
        disclosed = 0
        for claim_id, plan in self._disclosing.items():
            if not self.draft.has(claim_id) or self.results[claim_id].removed:
                continue
            splice = self.draft.disclose(claim_id, DISCLOSE_MARK)
            if splice is not None:  # None: its sentence is marked already, for another claim of it
                await self._edit(claim_id, EditKind.DISCLOSE, splice, plan.reason, plan.evidence)
            await self._update(claim_id, disclosed=True)
            disclosed += 1
        if disclosed:
            by = "the sources" if self.sources_given else "the checks"
            await self.emitter.alert(
                f"{disclosed} claim{_s(disclosed)} could not be confirmed by {by}; "
                f"{'it is' if disclosed == 1 else 'they are'} marked {DISCLOSE_MARK} and left as written."
            )

    async def _apply(self, result: ClaimResult, action: Action, plan: Plan) -> None:
        claim_id = result.claim.id
        if action is Action.KEEP or not self.draft.has(claim_id):
            return
        if action is Action.DISCLOSE:
            self._disclosing[claim_id] = plan  # marked once the loop is done (see `_disclose`)
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
