"""In-process scripted detectors (they implement the Detector protocol) and the run invariants every test checks."""

from __future__ import annotations

import asyncio
import random
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from engine.detectors.base import DetectorContext, unverifiable
from engine.events import EDIT_TEXT_LIMIT
from engine.evidence import verify_quote
from engine.report import Report
from engine.types import Claim, Computed, Finding, Quote, Verdict

FACTS = {"alpha rate": "7 percent", "beta count": "40 units", "gamma fee": "12 dollars", "delta term": "9 years"}
SOURCE = " ".join(f"The {name} is {value}." for name, value in FACTS.items())


def fact_sentence(claim: Claim) -> str | None:
    for name, value in FACTS.items():
        if name in claim.text:
            return f"The {name} is {value}."
    return None


@dataclass
class RandomDetector:
    """Answers each claim at random: supports (with a verified quote or a computation), contradicts (with the
    source's sentence), leaves it unverifiable (sometimes as an objection or an error), or says nothing; now
    and then the whole check crashes or returns findings for claims it was not asked about."""

    name: str
    seed: int
    stage: int = 1
    seen_prior: list[dict[str, list[Finding]]] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.rng = random.Random(self.seed)

    def applies(self, ctx: DetectorContext) -> bool:
        return True

    async def check(self, claims: Sequence[Claim], ctx: DetectorContext) -> list[Finding]:
        self.seen_prior.append({k: list(v) for k, v in ctx.prior.items()})
        roll = self.rng.random()
        if roll < 0.08:
            raise RuntimeError("scripted crash")
        findings = [f for c in claims if (f := self._finding(c, ctx)) is not None]
        if roll > 0.95 and claims:
            stray = Claim(id="not-asked", text="x", start=0, end=1)
            findings.append(Finding(detector=self.name, claim_id=stray.id, verdict=Verdict.SUPPORTED,
                                    reason="stray", evidence=(Computed.of("stray"),)))  # fmt: skip
        return findings

    def _finding(self, claim: Claim, ctx: DetectorContext) -> Finding | None:
        if claim.kind != "prose":
            return None
        choice = self.rng.choice(["support", "contradict", "unverifiable", "objection", "error", "likely", "none"])
        sentence = fact_sentence(claim)
        quote = verify_quote(sentence, ctx.sources) if sentence else None
        base: dict[str, Any] = {"detector": self.name, "claim_id": claim.id}
        if choice == "support":
            evidence = quote if isinstance(quote, Quote) else Computed.of(f"{claim.text} holds")
            return Finding(**base, verdict=Verdict.SUPPORTED, reason="scripted support", evidence=(evidence,))
        if choice == "contradict" and isinstance(quote, Quote):
            return Finding(
                **base, verdict=Verdict.CONTRADICTED, reason=f"the source says {quote.quote}", evidence=(quote,)
            )
        if choice == "likely":
            return Finding(**base, verdict=Verdict.LIKELY, reason="scripted agreement")
        if choice == "none":
            return None
        return unverifiable(
            self.name, claim, f"scripted {choice}", error=choice == "error", objection=choice == "objection"
        )


@dataclass
class StallingDetector:
    """Never finishes (until cancelled or timed out)."""

    name: str = "stall"
    started: asyncio.Event = field(default_factory=asyncio.Event)

    def applies(self, ctx: DetectorContext) -> bool:
        return True

    async def check(self, claims: Sequence[Claim], ctx: DetectorContext) -> list[Finding]:
        self.started.set()
        await asyncio.sleep(3600)
        return []


def replay_edits(report: Report) -> str:
    text = report.answer
    for edit in report.edits:
        assert text[edit.start : edit.end] == edit.before, (text, edit)
        text = text[: edit.start] + edit.after + text[edit.end :]
    return text


def assert_run_invariants(report: Report, events: list[Any], max_passes: int) -> None:
    """Bounded passes, nothing unchecked SUPPORTED, every text change an edit, exactly one terminal event."""
    types = [e.type for e in events]
    assert types.count("run_completed") + types.count("run_failed") == 1 and types[-1] in (
        "run_completed",
        "run_failed",
    )
    assert [e.seq for e in events] == list(range(1, len(events) + 1))
    passes = [e for e in events if e.type == "pass_started"]
    assert len(passes) <= max_passes
    if report.status is not None:
        assert report.stats["passes"] == len(passes)
    checked = {cid for p in passes for cid in p.claim_ids}
    supported = {
        e.finding.claim_id for e in events
        if e.type == "finding" and e.finding.verdict is Verdict.SUPPORTED and e.finding.evidence and not e.finding.error
    }  # fmt: skip
    for result in report.claims:
        if result.verdict is Verdict.SUPPORTED:
            assert result.claim.id in checked and result.claim.id in supported, result
            assert not result.hedged
    corrected = {e.claim_id for e in report.edits if e.kind.value == "correct"}
    for claim_id in corrected:
        fixes = [c for c in checked if re.fullmatch(re.escape(claim_id) + r"\.fix\d+", c)]
        assert any(fix in supported for fix in fixes), f"{claim_id} corrected without a verified fix"
        assert report.claim(claim_id).corrected  # type: ignore[union-attr]
    assert replay_edits(report) == report.final_answer
    text = report.answer
    for event in events:
        if event.type == "edit_applied":
            edit = event.edit
            text = text[: edit.start] + edit.after + text[edit.end :]
            # a long answer's events carry only the edit (see EDIT_TEXT_LIMIT)
            assert event.final_answer == (text if len(text) <= EDIT_TEXT_LIMIT else None)
    if report.status is not None and report.status.value == "VERIFIED":
        left = [r for r in report.claims if r.claim.check_worthy and not r.removed and not r.corrected]
        assert all(r.verdict is Verdict.SUPPORTED and not r.hedged for r in left)
