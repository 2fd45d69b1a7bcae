"""Self-consistency: ask the writer the same question again and see whether it says the same thing.

N answers are drawn at temperature > 0 in parallel (or taken from `config.samples`), and each claim's
agreement a = agreeing samples / N is scored by the judge (which must quote the sample; code checks the
quote) or, without a judge, lexically. a >= 2/3 → LIKELY; contradiction in a majority → UNVERIFIABLE with an
objection. Agreement is never evidence: this detector never returns SUPPORTED or CONTRADICTED.
"""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum

from pydantic import BaseModel, Field, field_validator

from ..evidence import verify_quote
from ..lexical import SourceIndex
from ..negation import has_negation
from ..numbers import quantities_of
from ..prompts import load
from ..providers.errors import ConfigError as ModelConfigError
from ..providers.errors import ProviderError
from ..structured import ModelOutputError
from ..types import Claim, Computed, Finding, Quote, Source, Verdict
from .base import DetectorContext, unverifiable
from .judge_plan import new_boundary
from .quote_rules import off_topic
from .web import offline_note

NAME = "consistency"
BATCH_SIZE = 16
"""Claims scored against one sample per judge call."""
AGREE_COVERAGE = 0.8
SAME_SUBJECT_COVERAGE = 0.55
RESAMPLE_TOKENS = 800


class Stance(StrEnum):
    AGREES = "AGREES"
    CONTRADICTS = "CONTRADICTS"
    SILENT = "SILENT"


class _Stance(BaseModel):
    claim: int
    stance: Stance
    quote: str = ""

    @field_validator("stance", mode="before")
    @classmethod
    def _spellings(cls, value: object) -> object:
        text = str(value).strip().upper()
        return {"AGREE": "AGREES", "SUPPORTS": "AGREES", "CONTRADICT": "CONTRADICTS", "NOT_FOUND": "SILENT"}.get(
            text, text
        )


class AgreementReply(BaseModel):
    """The judge's stances of one sample towards a batch of claims."""

    results: list[_Stance] = Field(default_factory=list)


@dataclass(frozen=True, slots=True)
class _Samples:
    texts: tuple[str, ...]
    """The samples that could be drawn (failed draws are missing)."""
    wanted: int
    """N: the denominator of the agreement score (failed draws count as not agreeing)."""
    drawn: bool
    """True when this run drew them; False when they were given."""


class SelfConsistency:
    """Agreement among resampled answers → LIKELY at best."""

    name = NAME

    def applies(self, ctx: DetectorContext) -> bool:
        config = ctx.config
        if config.samples:
            return True  # given samples are scored lexically when no model may be used
        if config.offline or config.mode == "offline":
            ctx.alert(offline_note(config))
            return False
        if config.mode == "sources" or (config.mode == "auto" and len(ctx.sources) > 0) or ctx.router is None:
            return False
        if not ctx.router.has("resampler"):
            ctx.alert("Self-consistency was skipped: it needs a resampler model (SAIFE_RESAMPLER_MODEL or a writer).")
            return False
        if not ctx.question:
            ctx.alert("Self-consistency was skipped: it needs the question the answer replies to.")
            return False
        return True

    async def check(self, claims: Sequence[Claim], ctx: DetectorContext) -> list[Finding]:
        targets = [c for c in claims if c.kind == "prose" and c.check_worthy]
        if not targets:
            return []
        samples = await _samples(ctx)
        if len(samples.texts) < 2:
            ctx.alert(
                f"Self-consistency could not run: only {len(samples.texts)} of {samples.wanted} answers could be "
                "drawn from the resampler."
            )
            return [unverifiable(NAME, c, "not enough resampled answers to compare", error=True) for c in targets]
        if _use_judge(ctx):
            stances = await _judge_stances(targets, samples.texts, ctx)
        else:
            stances = {c.id: [lexical_stance(c.text, s) for s in samples.texts] for c in targets}
        return [_finding(c, stances[c.id], samples) for c in targets]


async def _samples(ctx: DetectorContext) -> _Samples:
    """The given samples, or N fresh answers drawn in parallel (failures are dropped, N stays the denominator)."""
    config = ctx.config
    if config.samples:
        return _Samples(tuple(config.samples), len(config.samples), drawn=False)
    wanted = config.consistency_samples
    messages = [{"role": "system", "content": load("consistency_resample.md")},
                {"role": "user", "content": ctx.question or ""}]  # fmt: skip
    errors: list[str] = []

    async def draw() -> str | None:
        try:
            done = await ctx.router.complete(
                "resampler", messages, temperature=config.consistency_temperature, max_tokens=RESAMPLE_TOKENS,
                deadline=ctx.deadline,
            )  # fmt: skip
        except (ProviderError, ModelConfigError) as err:
            errors.append(err.summary() if isinstance(err, ProviderError) else str(err))
            return None
        text = str(done.text)
        if not text.strip():
            errors.append("an empty answer")
            return None
        return text

    async with asyncio.TaskGroup() as tg:
        tasks = [tg.create_task(draw()) for _ in range(wanted)]
    texts = tuple(text for t in tasks if (text := t.result()) is not None)
    if errors:
        ctx.alert(
            f"The resampler failed for {len(errors)} of {wanted} answers ({errors[0]}); they count as disagreeing."
        )
    return _Samples(texts, wanted, drawn=True)


def _use_judge(ctx: DetectorContext) -> bool:
    config = ctx.config
    return not (config.offline or config.mode == "offline") and ctx.router is not None and ctx.router.has("judge")


async def _judge_stances(claims: list[Claim], samples: Sequence[str], ctx: DetectorContext) -> dict[str, list[Stance]]:
    """Per claim, each sample's stance as the judge sees it; a stance without a verified quote is SILENT."""
    stances: dict[str, list[Stance]] = {c.id: [] for c in claims}
    failures: list[str] = []
    batches = [claims[i : i + BATCH_SIZE] for i in range(0, len(claims), BATCH_SIZE)]

    async def one(batch: list[Claim], sample: str) -> None:
        try:
            found = await _judge_one(batch, sample, ctx)
        except (ProviderError, ModelOutputError, ModelConfigError) as err:
            failures.append(err.summary() if isinstance(err, ProviderError) else str(err))
            found = [Stance.SILENT] * len(batch)
        for claim, stance in zip(batch, found, strict=True):
            stances[claim.id].append(stance)

    async with asyncio.TaskGroup() as tg:
        for sample in samples:
            for batch in batches:
                tg.create_task(one(batch, sample))
    if failures:
        ctx.alert(
            f"The judge failed while comparing resampled answers ({failures[0]}); those comparisons count as silent."
        )
    return stances


async def _judge_one(batch: list[Claim], sample: str, ctx: DetectorContext) -> list[Stance]:
    source = Source(id="sample", text=sample)
    boundary = new_boundary([source, *(Source(id=c.id, text=c.text) for c in batch)])
    system = load("consistency_judge.md").replace("{boundary}", boundary)
    lines = "\n".join(f"[{n}] {' '.join(c.text.split())}" for n, c in enumerate(batch, 1))
    user = (
        f"<<<REFERENCE {boundary}>>>\n{sample}\n<<<END REFERENCE {boundary}>>>\n\n"
        f"<<<CLAIMS {boundary}>>>\n{lines}\n<<<END CLAIMS {boundary}>>>"
    )
    done = await ctx.router.complete(
        "judge", [{"role": "system", "content": system}, {"role": "user", "content": user}],
        schema=AgreementReply, max_tokens=150 * len(batch) + 200, deadline=ctx.deadline,
    )  # fmt: skip
    by_number = {r.claim: r for r in done.parsed.results}
    return [_checked(claim, by_number.get(n), source) for n, claim in enumerate(batch, 1)]


def _checked(claim: Claim, result: _Stance | None, sample: Source) -> Stance:
    """The judge's stance if its quote is in the sample and bears on the claim, else SILENT."""
    if result is None or result.stance is Stance.SILENT:
        return Stance.SILENT
    found = verify_quote(result.quote, [sample])
    if not isinstance(found, Quote) or off_topic(claim.text, [found], supported=result.stance is Stance.AGREES):
        return Stance.SILENT
    return result.stance


def lexical_stance(claim: str, sample: str) -> Stance:
    """Offline stance: the sample's best-matching sentence, compared by content words, numbers and negation."""
    match = SourceIndex([Source(id=0, text=sample)]).best(claim)
    if match is None or match.coverage < SAME_SUBJECT_COVERAGE:
        return Stance.SILENT
    mine, theirs = quantities_of(claim), quantities_of(match.span.text)
    missing = [q for q in mine if not any(q.same_value(t) for t in theirs)]
    if missing:
        rival = any(t.kind == m.kind and not any(t.same_value(q) for q in mine) for m in missing for t in theirs)
        return Stance.CONTRADICTS if rival else Stance.SILENT
    if has_negation(claim) != has_negation(match.span.text):
        return Stance.CONTRADICTS if match.coverage >= 0.9 else Stance.SILENT
    return Stance.AGREES if match.coverage >= AGREE_COVERAGE else Stance.SILENT


def _finding(claim: Claim, stances: Sequence[Stance], samples: _Samples) -> Finding:
    n = samples.wanted
    noun = "resamples" if samples.drawn else "samples"
    agree = sum(s is Stance.AGREES for s in stances)
    contra = sum(s is Stance.CONTRADICTS for s in stances)
    if 3 * agree >= 2 * n:
        note = f"{agree} of {n} {noun} agree"
        return Finding(
            detector=NAME, claim_id=claim.id, verdict=Verdict.LIKELY, reason=f"{note} (agreement only, not evidence)",
            evidence=(Computed.of(note),),
        )  # fmt: skip
    if 2 * contra > n:
        note = f"{contra} of {n} {noun} contradict it"
        return Finding(
            detector=NAME, claim_id=claim.id, verdict=Verdict.UNVERIFIABLE, reason=note,
            evidence=(Computed.of(note),), objection=True,
        )  # fmt: skip
    return unverifiable(NAME, claim, f"only {agree} of {n} {noun} agree")
