"""The embedded verifier's reading of a claim no one window of the sources states whole, clause by clause.

An answer often joins in one sentence facts its sources give in different places. The verifier reads one window
at a time, so such a claim has no window stating all of it (`verifier.read_claim` says so when none reads as
stating it, or the likeliest lacks one of its names or figures). Cut at its punctuation
(`engine.verifier.parts.claim_parts`), each clause is read against its own window with every veto of `decide`.
"""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from typing import Any

from ..number_context import quantities_of, said_relative
from ..numbers import compare_numbers
from ..types import Claim, Finding, Quote, Verdict
from .base import DetectorContext
from .verifier import NAME, _Bars, decide
from .verifier_reads import read_windows


async def read_parts(
    model: Any,
    prose: Sequence[Claim],
    found: list[Finding],
    unread: set[str],
    ctx: DetectorContext,
    bars: _Bars,
    ids: Sequence[int | str],
    referents: dict[str, str],
) -> list[Finding]:
    """`found` with each claim no one window states (its id in `unread`, from `verifier.read_claim`) read clause by
    clause (`parts.claim_parts`): LIKELY, with a quote for each clause, when every clause reads as stated (SUPPORTED
    or LIKELY, every veto of `decide` applied) and each clause's figures stand in its own quote as written, none
    said against another figure ("a further 7.9 kg", "three years after"): how clauses relate is the claim's meaning,
    which no clause read alone can confirm. Never SUPPORTED: the model has not read the claim whole."""
    from ..verifier.parts import claim_parts

    wanted: dict[str, list[Claim]] = {}
    for claim in prose:
        if claim.id in unread and (texts := claim_parts(claim.text)) and not _relative_figures(texts):
            wanted[claim.id] = [
                claim.model_copy(update={"id": f"{claim.id}.{n}", "text": t}) for n, t in enumerate(texts)
            ]
    if not wanted:
        return found
    clauses = [part for parts in wanted.values() for part in parts]
    # Only where words point: the claim whole has had its reading of every sentence, if it was owed one.
    reads = await asyncio.to_thread(read_windows, model, clauses, [s.text for s in ctx.sources], ctx.deadline, extra=0)
    out = list(found)
    for at, claim in enumerate(prose):
        parts = wanted.get(claim.id, [])
        if not parts or any(part.id not in reads for part in parts):
            continue
        # the name an opening pronoun stands for belongs to the first clause only
        each = [decide(p, reads[p.id], ctx, bars, ids, referents.get(claim.id, "") if n == 0 else "")
                for n, p in enumerate(parts)]  # fmt: skip
        if all(f.verdict in (Verdict.SUPPORTED, Verdict.LIKELY) for f in each) and all(
            compare_numbers(p.text, " ".join(e.quote for e in f.evidence if isinstance(e, Quote))).ok
            for p, f in zip(parts, each, strict=True)
        ):
            quotes = tuple(e for f in each for e in f.evidence)
            reason = (f"the sources appear to say each part of this, apart (verifier, {len(parts)} passages; not "
                      "enough to verify)")  # fmt: skip
            out[at] = Finding(detector=NAME, claim_id=claim.id, verdict=Verdict.LIKELY, reason=reason, evidence=quotes)
    return out


def _relative_figures(parts: Sequence[str]) -> bool:
    """Whether a clause says a figure only against another (`number_context.said_relative`)."""
    return any(said_relative(part, q) for part in parts for q in quantities_of(part))
