"""The embedded entailment verifier as a detector: a small local model reads whether a sentence window of the
sources states a claim, and code holds its reading to the closed-world facts before it counts.

The model reads meaning (paraphrase, synonyms, reordered clauses) that the lexical rules cannot; it does not
separate one-token edits (a number, a name, a negation), so code vetoes those. Per claim:

- SUPPORTED: the model's entailment reaches the measured threshold, code finds no closed-world conflict between
  the claim and the window (`quote_rules.quote_conflict`: figures, names, denials, hedges), every figure of
  the claim is in the window or worked out from it (`_worked_out.unstated_figures`), code finds no small edit the
  model cannot see (`blind_spot`), and the window is confirmed by the one quote verifier.
- A window the model reads as stating the claim at or above its `objection` bar (measured, stricter than LIKELY's)
  but in which code finds a conflict is an objection: the claim cannot be SUPPORTED (the deterministic detectors
  decide whether it is CONTRADICTED). Read more weakly, such a window may be about something else: it only fails to
  speak for the claim.
- A high contradiction score (when the model's settings give a threshold) is an objection too, never
  CONTRADICTED: the contract lets only the judge and deterministic checks contradict, and a model's score must
  never drive a substitution in the answer.
- LIKELY: the model reads the window as more likely stating the claim than not (at or above the `likely` floor,
  0.5, when the model's settings give one) but not enough to support, in a window that carries the claim's names
  (and the name its opening pronoun stands for) and figures and passes every veto above; it is shown with its
  quote and never rewritten (LIKELY is not a repair target).
- A claim no one window states whole (none reads as stating it, or the likeliest lacks one of its names or
  figures) is read clause by clause (`verifier_parts.read_parts`): LIKELY, with a quote for each clause, when
  every clause passes the above in its own window with its figures as written there. Never SUPPORTED.
- Otherwise UNVERIFIABLE, saying how close the best window came. A missing or corrupt model raises one alert per
  run and leaves every claim UNVERIFIABLE with `error=True`: it can never support, and it does not block a run.
"""

from __future__ import annotations

import asyncio
import time
import weakref
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..coreference import opens_with_pronoun
from ..evidence import verify_quote
from ..number_context import as_written
from ..sentences import sentence_spans
from ..types import Claim, Finding, Quote, Verdict
from ._answer_steps import answer_before, borne_out, built_on_earlier, sources_figures
from ._blind_spots import blind_spot
from ._claim_names import names_absent_from, names_someone_else
from ._referents import run_referents
from ._worked_out import AROUND, unstated_figures
from .base import DetectorContext, unverifiable
from .quote_rules import quote_conflict
from .verifier_reads import Read, read_windows

NAME = "verifier"
MODEL_READERS = frozenset({"judge", "consistency"})
"""Detectors whose verdicts are a model's reading, not code's: the verifier still reads the claims they decided."""
NOT_ENGLISH = "the verifier reads English only; it did not judge this claim"
OUT_OF_TIME = "the verifier ran out of time before it read this claim"
_SURNAME_ELSEWHERE = "gives the claim's surname with another given name"

_RUN_MS: weakref.WeakKeyDictionary[Any, int] = weakref.WeakKeyDictionary()
"""Milliseconds the verifier spent, by the run's session (the owner of `ctx.alert`): the report's stats read it
there, since detectors have no other way to hand a figure to the session."""


class EntailmentVerifier:
    """The embedded cross-encoder over the user's sources (no network, no key)."""

    name = NAME
    stage = 2
    """After the stage-1 checks, so it reads only what code has not already decided (see `_undecided`): scoring
    is the cost, and a claim a deterministic check already supported or contradicted gains nothing from a reading."""

    def __init__(self, model_dir: Path | None = None) -> None:
        self.model_dir = model_dir

    def applies(self, ctx: DetectorContext) -> bool:
        return ctx.config.verifier and len(ctx.sources) > 0

    async def check(self, claims: Sequence[Claim], ctx: DetectorContext) -> list[Finding]:
        prose = [c for c in claims if c.kind == "prose" and c.check_worthy and _undecided(c, ctx)]
        if not prose:
            return []
        started = time.monotonic()
        try:
            findings = await self._check(prose, ctx)
        finally:
            from ..session import Session

            owner = getattr(ctx.alert, "__self__", None)
            if isinstance(owner, Session):
                _RUN_MS[owner] = _RUN_MS.get(owner, 0) + int((time.monotonic() - started) * 1000)
        return findings

    async def _check(self, prose: list[Claim], ctx: DetectorContext) -> list[Finding]:
        from ..verifier import VerifierUnavailable, abstains

        try:
            model = await asyncio.to_thread(self._load)
        except VerifierUnavailable as error:
            ctx.alert(f"The embedded verifier could not be loaded: {error}; claims were checked without it.")
            reason = f"the embedded verifier could not be loaded: {error}"
            return [unverifiable(NAME, claim, reason, error=True) for claim in prose]
        sources = list(ctx.sources)
        judged = [c for c in prose if not abstains(c.text)]
        # Retrieval and scoring are CPU work: one worker thread for the whole run, claim by claim.
        # The thread is given the run's deadline too: a cancelled await does not stop a thread, so without it the
        # scoring would go on (and the process wait for it) long after the run had ended.
        bars = _Bars.of(model.thresholds)
        texts = [s.text for s in sources]
        quoted = frozenset(c.id for c in judged if _judge_support(c.id, ctx))
        reads = await asyncio.to_thread(read_windows, model, judged, texts, ctx.deadline, bars.likely, quoted)
        english = {c.id for c in judged}
        referents = run_referents(prose, ctx)
        ids = [s.id for s in sources]
        out, unread = [], set()
        for claim in prose:
            if claim.id not in reads:
                reason = OUT_OF_TIME if claim.id in english else NOT_ENGLISH
                out.append(unverifiable(NAME, claim, reason, error=claim.id in english))
                continue
            finding, whole = read_claim(claim, reads[claim.id], ctx, bars, ids, referents.get(claim.id, ""))
            out.append(finding)
            if whole:
                unread.add(claim.id)
        from .verifier_parts import read_parts  # it reads with `decide`, below

        out = await read_parts(model, prose, out, unread, ctx, bars, ids, referents)
        disputed = [(at, quotes) for at, f in enumerate(out) if (quotes := _judge_quotes_elsewhere(f, ctx))]
        if disputed:
            wanted = [(out[at], q) for at, q in disputed]
            readings = await asyncio.to_thread(_read_quotes, model, wanted, prose, ctx.deadline)
            for (at, _), best in zip(disputed, readings, strict=True):
                if best is not None and best < bars.likely:
                    why = f"the verifier reads the judge's quote as not stating it ({_pct(best)} entailment)"
                    out[at] = out[at].model_copy(update={"disputes": why})
        return out

    def _load(self) -> Any:
        from ..verifier import load_verifier

        return load_verifier(self.model_dir) if self.model_dir is not None else load_verifier()


def _judge_support(claim_id: str, ctx: DetectorContext) -> list[Finding]:
    """The judge's SUPPORTED findings for a claim (none when no judge ran or it did not support it)."""
    return [f for f in ctx.prior.get(claim_id, ()) if f.detector == "judge" and f.verdict is Verdict.SUPPORTED]


def _judge_quotes_elsewhere(finding: Finding, ctx: DetectorContext) -> tuple[Quote, ...]:
    """The judge's quotes for a claim it supports, when the verifier reads another passage as likely stating the
    claim and none of the judge's quotes overlaps that passage: the two readers point at different passages, so
    the verifier reads the judge's quotes too (`_read_quotes`). Empty otherwise: one passage, or nothing to compare."""
    if finding.verdict is not Verdict.LIKELY:
        return ()
    window = next((e for e in finding.evidence if isinstance(e, Quote)), None)
    quotes = tuple(e for f in _judge_support(finding.claim_id, ctx) for e in f.evidence if isinstance(e, Quote))
    if window is None or not quotes:
        return ()
    overlaps = any(q.source == window.source and q.start < window.end and window.start < q.end for q in quotes)
    return () if overlaps else quotes


def _read_quotes(
    model: Any, wanted: Sequence[tuple[Finding, Sequence[Quote]]], claims: Sequence[Claim], deadline: float | None
) -> list[float | None]:
    """For each (finding, judge's quotes): the model's best entailment of the claim by the quotes read together
    (in source order) or by any one of them (a claim of several facts is stated by its quotes together); None for
    those not read before `deadline` (their support is then not disputed, as before this reading)."""
    text = {c.id: c.text for c in claims}
    out: list[float | None] = []
    for finding, quotes in wanted:
        if deadline is not None and time.monotonic() >= deadline:
            out.append(None)
            continue
        ordered = sorted(quotes, key=lambda q: (str(q.source), q.start))
        premises = [" ".join(q.quote for q in ordered)] + ([q.quote for q in ordered] if len(ordered) > 1 else [])
        scores = model.score([(premise, text[finding.claim_id]) for premise in premises], batch_size=1)
        out.append(max(s.entailment for s in scores))
    return out


def _undecided(claim: Claim, ctx: DetectorContext) -> bool:
    """No stage-1 check other than a model's has settled the claim: code found it in a source, or computed it
    true or false. A judge's verdict does not count, so the two readers can still be compared."""
    return not any(
        f.verdict in (Verdict.SUPPORTED, Verdict.CONTRADICTED) and f.detector not in MODEL_READERS
        for f in ctx.prior.get(claim.id, ())
    )


@dataclass(frozen=True, slots=True)
class _Bars:
    supported: float
    likely: float
    contradicted: float | None
    objection: float | None = None
    """From this entailment a conflicting window objects; None: from the LIKELY floor."""

    @classmethod
    def of(cls, thresholds: Any) -> _Bars:
        supported = float(thresholds.supported)
        # No LIKELY band unless the model's settings give one (an older model's entailment at 0.5 was right less than
        # half the time on held-out pairs). The shipped floor is 0.5, where entailment is the model's most probable
        # reading; every veto below still applies, and LIKELY never verifies or rewrites anything (RESULTS.md has its
        # precision on realistic answers and on answers written to deceive).
        likely = getattr(thresholds, "likely", None)
        likely = supported if likely is None else float(likely)
        # The contradiction score objects only with a bar measured on realistic claims for <= 1% false objections;
        # the model's `contradicted` bar was measured on held-out NLI pairs, and on realistic paraphrased answers it
        # blocked true claims with a reason ("the source appears to say otherwise") that was not true.
        contradicted = getattr(thresholds, "contradicted_realistic", None)
        objection = getattr(thresholds, "objection", None)
        return cls(supported, min(likely, supported), None if contradicted is None else float(contradicted),
                   None if objection is None else min(float(objection), supported))  # fmt: skip


def decide(
    claim: Claim,
    reads: Sequence[Read],
    ctx: DetectorContext,
    bars: _Bars,
    ids: Sequence[int | str],
    referent: str = "",
) -> Finding:
    """The verifier's finding for one claim from its scored windows (best entailment first); `referent` is the name
    the claim's opening pronoun stands for in the answer, if any (`_referents.run_referents`)."""
    return read_claim(claim, reads, ctx, bars, ids, referent)[0]


def read_claim(
    claim: Claim,
    reads: Sequence[Read],
    ctx: DetectorContext,
    bars: _Bars,
    ids: Sequence[int | str],
    referent: str = "",
) -> tuple[Finding, bool]:
    """`decide`'s finding, and whether no window states the claim only for want of one holding all of it: none reads
    as stating it, or the likeliest lacks one of its names or figures (not a conflict, a veto or a surname given
    with another name). Such a claim may be read clause by clause (`verifier_parts.read_parts`)."""
    # The model reads "She was born in 1859 in Paris." alone; a window must name whom "She" stands for, unless it
    # speaks of someone by a pronoun too ("She joined the institute in 1947"): whom, the model reads.
    named = f"{claim.text} {referent}" if referent else claim.text
    ranked = sorted(reads, key=lambda r: -r.entailment)
    conflict: tuple[Read, Quote, str] | None = None
    loose: tuple[Read, Quote] | None = None
    refused: tuple[Read, str] | None = None
    lacking: tuple[Read, str, bool] | None = None  # the bool: the window lacks a name or figure of the claim
    for read in ranked:
        if read.entailment < bars.likely:
            break
        quote = _quote(read, ctx, ids)
        if quote is None:
            continue
        if problem := quote_conflict(claim.text, [quote], supported=True):
            # Only a window the model reads firmly as this claim's is known to be about it; a weaker one that differs
            # may be about something else (a 50% reading of "says 20 years, not 41" was another period's figure).
            if read.entailment >= (bars.likely if bars.objection is None else bars.objection):
                conflict = conflict or (read, quote, problem)
            lacking = lacking or (read, f"differs from the claim: {problem}", False)
            continue
        by_name = named if referent and not _uses_pronoun(quote.quote) else claim.text
        if missing := _lacks(by_name, claim.text, quote, ctx, answer_before(claim, ctx)):
            lacking = lacking or (read, missing, missing != _SURNAME_ELSEWHERE)
            continue  # the window is about someone or something else, or lacks a figure: it speaks for nothing
        if difference := blind_spot(claim.text, quote):
            refused = refused or (read, difference)
            continue
        if read.entailment >= bars.supported:
            reason = f"the source appears to state this (verifier, {_pct(read.entailment)} entailment)"
            return Finding(detector=NAME, claim_id=claim.id, verdict=Verdict.SUPPORTED, reason=reason,
                           evidence=(quote,)), False  # fmt: skip
        loose = loose or (read, quote)
    if conflict is not None:
        read, quote, problem = conflict
        reason = f"the passage the verifier matched ({_pct(read.entailment)} entailment) conflicts: {problem}"
        return Finding(detector=NAME, claim_id=claim.id, verdict=Verdict.UNVERIFIABLE, reason=reason,
                       evidence=(quote,), objection=True), False  # fmt: skip
    if bars.contradicted is not None and (against := _against(ranked, bars.contradicted, ctx, ids)):
        read, quote = against
        reason = f"the source appears to say otherwise (verifier, {_pct(read.contradiction)} contradiction)"
        return Finding(detector=NAME, claim_id=claim.id, verdict=Verdict.UNVERIFIABLE, reason=reason,
                       evidence=(quote,), objection=True), False  # fmt: skip
    if loose is not None:
        read, quote = loose
        reason = f"the source appears to say this (verifier, {_pct(read.entailment)} entailment; not enough to verify)"
        return Finding(
            detector=NAME, claim_id=claim.id, verdict=Verdict.LIKELY, reason=reason, evidence=(quote,)
        ), False
    if refused is not None:
        read, difference = refused
        reason = (f"the verifier read a passage as stating this ({_pct(read.entailment)} entailment), but code reads a "
                  f"difference it does not see: {difference}")  # fmt: skip
        return unverifiable(NAME, claim, reason), False
    if lacking is not None:
        read, missing, whole = lacking
        pct = _pct(read.entailment)
        reason = f"the passage the verifier read as likeliest to state this ({pct} entailment) {missing}"
        return unverifiable(NAME, claim, reason), whole
    return unverifiable(NAME, claim, _none_states(reads, ctx)), True


def _none_states(reads: Sequence[Read], ctx: DetectorContext) -> str:
    """The reason for a claim no window the model read states, saying truly how much it read: every sentence of the
    sources, only the passages words pointed to, or nothing (no sentence shares a word with the claim)."""
    from ..verifier import covers_every_sentence

    if not reads:
        return "the verifier read no passage: no sentence of the sources shares a word with this (common words aside)"
    best = _pct(max(r.entailment for r in reads))
    if covers_every_sentence([r.window for r in reads], [s.text for s in ctx.sources]):
        return f"no sentence of the sources reads as stating this (best {best})"
    if any(r.window.score <= 0 for r in reads):  # the run's ceiling stopped its reading of every sentence part way
        some = f"the verifier read {len(reads)} of the sources' sentences and passages, not all"
        return f"{some}; none reads as stating this (best {best})"
    if len(reads) == 1:
        return (
            f"the verifier read the passage sharing most words with this; it does not read as stating it (best {best})"
        )
    read = f"the verifier read the {len(reads)} passages sharing most words with this"
    return f"{read}; none reads as stating it (best {best})"


def _lacks(named: str, claim: str, quote: Quote, ctx: DetectorContext, before: str = "") -> str:
    """What of the claim the window does not give, said as a reason ("does not name “Earth”", "does not give
    “41 years”"), or "": a name of the claim (`named` holds the name its opening pronoun stands for), the claim's
    full name with another given name, or a figure neither stated nor worked out (from the window, or with the
    figures the answer gave `before` the claim that the sources bear out: `_answer_steps.built_on_earlier`)."""
    if absent := names_absent_from(named, quote.quote):
        # the name read as what the claim's opening pronoun ("She", "It") stands for, which the claim never writes
        if absent[0] not in claim and (referent := named[len(claim) :].strip()):
            return f"does not name {referent}, which an earlier sentence of the answer opens with"
        return f"does not name “{absent[0]}”"
    if names_someone_else(named, quote.quote):
        return _SURNAME_ELSEWHERE
    around = _around(quote, ctx)
    # A figure the question gives is the user's own premise ("a 4 kg parcel"): the sources need not state it, and
    # what the answer works out from it ("£435 on £10,000 at 4.35%") is worked out from what the record holds.
    given = f"{quote.quote} {ctx.question}" if ctx.question else quote.quote
    if unstated := unstated_figures(claim, given, around):
        text = f"{around} {quote.quote}"
        earlier = borne_out(before, text, sources_figures(ctx)) if before else []
        if unbuilt := [f for f in unstated if not built_on_earlier(before, claim, f, text, earlier)]:
            return f"does not give “{as_written(claim, unbuilt[0])}”"
    return ""


def _uses_pronoun(window: str) -> bool:
    """Whether a sentence of the window opens with a pronoun ("She joined …")."""
    return any(opens_with_pronoun(window[start:end]) for start, end in sentence_spans(window))


def _against(
    reads: Sequence[Read], bar: float, ctx: DetectorContext, ids: Sequence[int | str]
) -> tuple[Read, Quote] | None:
    """The most contradicting window at or above `bar`, confirmed as a quote, if any."""
    for read in sorted(reads, key=lambda r: -r.contradiction):
        if read.contradiction < bar:
            return None
        if (quote := _quote(read, ctx, ids)) is not None:
            return read, quote
    return None


def _quote(read: Read, ctx: DetectorContext, ids: Sequence[int | str]) -> Quote | None:
    """The window as evidence, only through the quote verifier (which alone makes a Quote)."""
    window = read.window
    found = verify_quote(window.text, ctx.sources, source=ids[window.source], near=window.start)
    return found if isinstance(found, Quote) else None


def _around(quote: Quote, ctx: DetectorContext) -> str:
    """The window's source text from a sentence or two before it to a sentence or two after."""
    source = ctx.sources.get(quote.source)
    if source is None:
        return ""
    return source.text[max(0, quote.start - AROUND) : quote.end + AROUND]


def _pct(value: float) -> str:
    return f"{round(value * 100)}%"


def verifier_stats(results: Sequence[Any], owner: Any) -> dict[str, int] | None:
    """`stats["verifier"]` of a run: the claims the verifier decided, by verdict, and the time it took; None when
    it did not run. `results` are the run's ClaimResults, `owner` the run's session."""
    findings = [f for r in results if r.claim.check_worthy for f in r.findings if f.detector == NAME]
    if not findings and owner not in _RUN_MS:
        return None
    count = {v: sum(f.verdict is v for f in findings) for v in Verdict}
    return {
        "supported": count[Verdict.SUPPORTED],
        "likely": count[Verdict.LIKELY],
        "unverifiable": count[Verdict.UNVERIFIABLE],
        "ms": _RUN_MS.get(owner, 0),
    }
