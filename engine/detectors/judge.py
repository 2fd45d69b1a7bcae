"""The grounding judge: a model from another lab reads the sources and must quote; code confirms every quote.

A verdict counts only with its evidence: SUPPORTED and CONTRADICTED need quotes that `verify_quote` finds in
the named source. Whether a quote states the claim is the judge's reading; code only vetoes support when the quote
conflicts with the claim in a closed-world fact (a figure, a name, a denial, a hedge: `quote_rules.quote_conflict`),
and then the finding is an objection that keeps the claim from SUPPORTED, with a "checks disagree" alert. An
invented quote, a failed call, an unreadable reply or a part of a source the judge never read leaves the claim
UNVERIFIABLE, with an alert.
"""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from dataclasses import dataclass, field

from pydantic import BaseModel, Field

from ..prompts import load
from ..providers.errors import ConfigError, ProviderError
from ..structured import ModelOutputError
from ..types import Claim, Computed, Finding, Quote, QuoteMiss, Source, Verdict
from . import judge_plan as plan
from ._answer_steps import earlier_step_shown
from .base import DetectorContext, unverifiable
from .quote_rules import VerdictFields, held_quotes, quoted_findings, reads_like_instructions, verify_refs

NAME = "judge"
MAX_CALLS = 40
"""Judge calls one run may make (batches x views); views beyond it are left unread, with an alert."""
DEADLINE_MARGIN_S = 0.25
"""Calls end this long before the run's deadline, so the judge returns what it has before the pipeline's cut-off."""


class _QuoteRef(BaseModel):
    source: int
    quote: str


class _ClaimVerdict(VerdictFields):
    quotes: list[_QuoteRef] = Field(default_factory=list)
    explanation: str = ""


class JudgeReply(BaseModel):
    """What the judge must return for one batch."""

    results: list[_ClaimVerdict]


@dataclass(slots=True)
class _Tally:
    """What the judge said about one claim across the views it was judged against."""

    supported: list[Quote | Computed] = field(default_factory=list)
    """Verified quotes, and how code works out a figure from the answer's earlier steps (`earlier_step_shown`)."""
    contradicted: list[Quote] = field(default_factory=list)
    misses: list[QuoteMiss] = field(default_factory=list)
    conflicts: list[str] = field(default_factory=list)
    """Why code found a SUPPORTED verdict's verified quote in conflict with the claim."""
    failures: list[tuple[str, str]] = field(default_factory=list)
    """(what failed: "call" or "reply", plain-language reason)."""
    answered: int = 0
    notes: list[str] = field(default_factory=list)


class JudgeDetector:
    """LLM grounding judge over the user's sources (and fetched pages added to them)."""

    name = NAME

    def __init__(self, *, stream: bool = False, max_calls: int = MAX_CALLS, excerpts: bool = True) -> None:
        self.stream = stream
        self.max_calls = max_calls
        self.excerpts = excerpts
        """Read long sources as retrieved excerpts first (`judge_plan.excerpt_view`); off: always read them whole."""

    def applies(self, ctx: DetectorContext) -> bool:
        router = ctx.router
        return router is not None and router.has("judge") and len(ctx.sources) > 0

    async def check(self, claims: Sequence[Claim], ctx: DetectorContext) -> list[Finding]:
        prose = [c for c in claims if c.kind == "prose"]
        if not prose:
            return []
        sources = list(ctx.sources)
        _flag_instructions(sources, ctx)
        groups = plan.batches(prose)
        fixed = len(load("judge_system.md")) + max(len(plan.render_claims(g)) for g in groups) + 500
        budget = plan.source_budget(ctx.router.context_tokens("judge"), fixed)
        tallies = {c.id: _Tally() for c in prose}
        boundary = plan.new_boundary(sources)
        calls = 0
        excerpts = [(group, plan.excerpt_view(group, sources, budget) if self.excerpts else None) for group in groups]
        async with asyncio.TaskGroup() as tg:
            for group, view in excerpts:
                if view is not None:
                    calls += 1
                    tg.create_task(self._judge(group, view, sources, boundary, tallies, ctx))
        # What the excerpts settled stays settled; the rest (and every claim when the sources were read whole)
        # is judged against the whole sources. A failed call is not retried: the run's time is bounded.
        rest = [c for c in prose if _unsettled(tallies[c.id])]
        unread: dict[int, int] = {}
        if rest:
            groups = plan.batches(rest)
            views = plan.plan_views(sources, budget)
            readable = views[: max(1, (self.max_calls - calls) // len(groups))]
            async with asyncio.TaskGroup() as tg:
                for group in groups:
                    for view in readable:
                        tg.create_task(self._judge(group, view, sources, boundary, tallies, ctx))
            unread = plan.unread_chars(sources, readable)
        if unread:
            _alert_unread(unread, sources, ctx)
        _alert_failures(tallies, ctx, self._label(ctx))
        return [f for c in prose for f in _findings(c, tallies[c.id], unread, sources)]

    async def _judge(
        self, group: tuple[Claim, ...], view: plan.View, sources: list[Source], boundary: str,
        tallies: dict[str, _Tally], ctx: DetectorContext,
    ) -> None:  # fmt: skip
        """One call: a batch of claims against one view. Failures are recorded, never raised."""
        system = load("judge_system.md").replace("{boundary}", boundary)
        user = f"Sources:\n\n{plan.render_sources(sources, view, boundary)}\n\nClaims:\n{plan.render_claims(group)}"
        deadline = ctx.deadline - DEADLINE_MARGIN_S if ctx.deadline is not None else None
        try:
            done = await ctx.router.complete(
                "judge", [{"role": "system", "content": system}, {"role": "user", "content": user}],
                schema=JudgeReply, max_tokens=plan.REPLY_TOKENS, deadline=deadline, stream=self.stream,
            )  # fmt: skip
        except ProviderError as err:
            _fail(group, tallies, ("call", err.summary()))
            return
        except ModelOutputError as err:
            _fail(group, tallies, ("reply", err.reason))
            return
        except ConfigError as err:
            _fail(group, tallies, ("call", str(err)))
            return
        reply: JudgeReply = done.parsed
        by_number = {r.claim: r for r in reply.results}
        for number, claim in enumerate(group, 1):
            result = by_number.get(number)
            if result is not None:
                _record(claim, result, sources, ctx, tallies[claim.id])

    def _label(self, ctx: DetectorContext) -> str:
        binding = ctx.router.binding("judge")
        return f"{binding.ref.preset.title}, model {binding.ref.model}" if binding else "no model"


def _unsettled(tally: _Tally) -> bool:
    """Nothing the judge said about the claim so far holds up either way, and no call for it failed."""
    return not (tally.supported or tally.contradicted or tally.conflicts or tally.failures)


def _fail(group: Sequence[Claim], tallies: dict[str, _Tally], why: tuple[str, str]) -> None:
    for claim in group:
        tallies[claim.id].failures.append(why)


def _record(claim: Claim, result: _ClaimVerdict, sources: list[Source], ctx: DetectorContext, tally: _Tally) -> None:
    """Check the judge's quotes for one claim by code and add what holds to the tally."""
    tally.answered += 1
    if result.verdict == "NOT_FOUND":
        return
    refs = [(ref.source, ref.quote) for ref in result.quotes]
    verified, misses = verify_refs(refs, ctx.sources, [s.id for s in sources])
    tally.misses.extend(misses)
    if not verified:
        if not result.quotes:
            tally.notes.append(f"the judge said {result.verdict} but quoted nothing")
        return
    supported = result.verdict == "SUPPORTED"
    evidence, problem = held_quotes(claim.text, verified, ctx.sources, supported=supported)
    if problem:
        tally.conflicts.append(problem)
        _alert_once(
            ctx, ("conflict", claim.id),
            f"Checks disagree: the judge said “{_short(claim.text)}” is supported, but {problem}; "
            "it is not counted as supported.",
        )  # fmt: skip
        return
    (tally.supported if supported else tally.contradicted).extend(evidence)
    if supported and (step := earlier_step_shown(claim, evidence, ctx)):
        # "that comes to £35,250" quoted with "There are three terms a year": the rest is the answer's own step
        tally.supported.append(Computed.of(step))


def _findings(claim: Claim, tally: _Tally, unread: dict[int, int], sources: list[Source]) -> list[Finding]:
    """One claim's findings: a supporting and/or contradicting one when evidence held, else why not."""
    out = quoted_findings(
        NAME, claim, supported=tally.supported, contradicted=tally.contradicted, misses=tuple(tally.misses),
        where=lambda quote: _label(quote.source, sources),
    )  # fmt: skip
    if out:
        return out
    return [_unverifiable(claim, tally, unread, sources)]


def _unverifiable(claim: Claim, tally: _Tally, unread: dict[int, int], sources: list[Source]) -> Finding:
    if tally.misses:
        miss = tally.misses[0]
        where = _label(miss.source, sources) if miss.source is not None else "the sources"
        reason = f"judge quote not found in {where}" if miss.reason != "too_short" else "judge quote too short to count"
        return Finding(
            detector=NAME, claim_id=claim.id, verdict=Verdict.UNVERIFIABLE, reason=reason,
            rejected_quotes=tuple(tally.misses),
        )  # fmt: skip
    if tally.conflicts:
        return unverifiable(NAME, claim, f"judge quote rejected: {tally.conflicts[0]}", objection=True)
    if tally.failures:
        return unverifiable(NAME, claim, f"judge could not check it: {tally.failures[0][1]}", error=True)
    if unread:
        parts = ", ".join(f"source {p + 1}" for p in sorted(unread))
        return unverifiable(NAME, claim, f"not found in what the judge read; part of {parts} was not read")
    if tally.answered == 0:
        return unverifiable(NAME, claim, "the judge gave no verdict for this claim", error=True)
    if tally.notes:
        return unverifiable(NAME, claim, tally.notes[0])
    return unverifiable(NAME, claim, "the sources do not say this (judge)")


def _short(text: str, most: int = 80) -> str:
    text = " ".join(text.split())
    return text if len(text) <= most else text[: most - 1].rstrip() + "…"


def _label(source_id: int | str, sources: list[Source]) -> str:
    """`source 2 (report.md)`: numbered from 1 as people count, with the name when there is one."""
    position = next((i for i, s in enumerate(sources) if s.id == source_id), None)
    if position is None:
        return str(source_id)
    name = sources[position].name
    return f"source {position + 1} ({name})" if name else f"source {position + 1}"


def _alert_unread(unread: dict[int, int], sources: list[Source], ctx: DetectorContext) -> None:
    for position, chars in sorted(unread.items()):
        source = sources[position]
        label = f"Source {position + 1}" + (f" ({source.name})" if source.name else "")
        _alert_once(
            ctx,
            ("unread", position),
            f"{label} is longer than the judge could read in this run: {chars:,} of {len(source.text):,} characters "
            "were not checked, so claims only that part could confirm are marked unverifiable.",
        )


def _alert_failures(tallies: dict[str, _Tally], ctx: DetectorContext, label: str) -> None:
    for what, intro in (
        ("call", f"The judge ({label}) failed"),
        ("reply", f"The judge's replies ({label}) were unusable"),
    ):
        failed = [t for t in tallies.values() if any(f[0] == what for f in t.failures)]
        if failed:
            why = next(f[1] for f in failed[0].failures if f[0] == what).rstrip(".")
            _alert_once(
                ctx,
                (what, why),
                f"{intro}: {why}. {len(failed)} claim(s) could not be fully checked against the sources; "
                "what the judge could not confirm is marked unverifiable.",
            )
    invented = sum(len(t.misses) for t in tallies.values())
    if invented:
        _alert_once(
            ctx,
            ("invented",),
            f"The judge offered {invented} quote(s) that are not in the sources; the claims they were meant to "
            "support were not accepted.",
        )
    silent = sum(1 for t in tallies.values() if not t.answered and not t.failures)
    if silent:
        _alert_once(ctx, ("silent",), f"The judge gave no verdict for {silent} claim(s); they are marked unverifiable.")


def _flag_instructions(sources: list[Source], ctx: DetectorContext) -> None:
    """Alert when a source addresses the checker: it is sent as data, and its quotes must still hold up."""
    for position, source in enumerate(sources):
        if reads_like_instructions(source.text):
            _alert_once(
                ctx,
                ("instructions", position),
                f"Source {position + 1} contains text that reads like instructions to the checker; "
                "it was treated as data only.",
            )


def _alert_once(ctx: DetectorContext, key: tuple[object, ...], message: str) -> None:
    """One alert per kind of trouble per run, however many passes meet it (the first says the most)."""
    sent: set[tuple[object, ...]] = ctx.cache.setdefault("judge.alerted", set())
    if key not in sent:
        sent.add(key)
        ctx.alert(message)
