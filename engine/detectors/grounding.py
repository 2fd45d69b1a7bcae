"""Offline lexical grounding: find the source span that best covers a claim, then gate it by code.

SUPPORTED only when the span covers the claim's content, carries every number of the claim, agrees on
negation, and the quote verifier confirms the span. A span about the same thing with a different number
is a contradiction; anything else the sources do not clearly cover stays UNVERIFIABLE.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from ..evidence import verify_quote
from ..lexical import STOPWORDS, SourceIndex, has_negation, tokens
from ..numbers import Quantity, extract_quantities
from ..types import Claim, Finding, Quote, Verdict
from .base import DetectorContext, unverifiable

SUPPORT_COVERAGE = 0.8
"""Share of the claim's content (IDF-weighted) the span must contain to support it."""
SAME_SUBJECT_COVERAGE = 0.55
"""Above this, a span with a different number or an opposite negation is about the same thing."""
NAME = "grounding"
_CAPITALISED = re.compile(r"(?<![\w'’])[A-Z][\w'’-]*[a-z][\w-]*|(?<![\w])[A-Z]{2,}(?![\w])")


class LexicalGrounding:
    """Grounding against the user's sources with no model: token index + code gates."""

    name = NAME

    def applies(self, ctx: DetectorContext) -> bool:
        return len(ctx.sources) > 0

    async def check(self, claims: Sequence[Claim], ctx: DetectorContext) -> list[Finding]:
        index = ctx.cache.get("lexical_index")
        if index is None:
            index = ctx.cache["lexical_index"] = SourceIndex(list(ctx.sources))
        return [ground(claim, index, ctx) for claim in claims if claim.kind == "prose"]


def ground(claim: Claim, index: SourceIndex, ctx: DetectorContext) -> Finding:
    """The grounding finding for one claim."""
    match = index.best(claim.text)
    unknown = _unknown_names(claim.text, index)
    if match is None:
        if unknown:
            return unverifiable(NAME, claim, f"mentions “{unknown[0]}”, which isn't in the sources")
        return unverifiable(NAME, claim, "no source sentence covers this claim")
    quote = verify_quote(match.span.text, ctx.sources, source=match.span.source)
    if not isinstance(quote, Quote):
        return unverifiable(NAME, claim, "the matching source text could not be confirmed", error=True)
    where = _where(quote, ctx)
    claim_numbers, span_numbers = extract_quantities(claim.text), extract_quantities(match.span.text)
    missing = [q for q in claim_numbers if not any(q.same_value(s, _tolerance(claim.text)) for s in span_numbers)]
    if missing and match.coverage >= SAME_SUBJECT_COVERAGE:
        rival = _rival(missing[0], claim_numbers, span_numbers)
        if rival is not None:
            reason = f"{where} says {rival.text}, not {missing[0].text}"
            return Finding(
                detector=NAME, claim_id=claim.id, verdict=Verdict.CONTRADICTED, reason=reason, evidence=(quote,)
            )
    if missing:
        return unverifiable(NAME, claim, f"{missing[0].text} does not appear in the closest source text ({where})")
    if has_negation(claim.text) != has_negation(match.span.text):
        side = "the claim" if has_negation(claim.text) else "the source"
        if match.coverage >= 0.9 and _single_clause(match.span.text):
            reason = f"{where} states the opposite: only {side} is negated"
            return Finding(
                detector=NAME, claim_id=claim.id, verdict=Verdict.CONTRADICTED, reason=reason, evidence=(quote,)
            )
        return unverifiable(NAME, claim, f"negation differs: only {side} is negated ({where})")
    if unknown:
        return unverifiable(NAME, claim, f"mentions “{unknown[0]}”, which isn't in the sources")
    if match.coverage < SUPPORT_COVERAGE:
        lacking = ", ".join(match.missing[:3])
        return unverifiable(
            NAME, claim, f"no source sentence covers this claim (best match {match.coverage:.0%}; lacks {lacking})"
        )
    return Finding(
        detector=NAME,
        claim_id=claim.id,
        verdict=Verdict.SUPPORTED,
        reason=f"found in {where} ({match.coverage:.0%} of the claim's content)",
        evidence=(quote,),
    )


def _where(quote: Quote, ctx: DetectorContext) -> str:
    source = ctx.sources.get(quote.source)
    label = f"source {quote.source + 1}" if isinstance(quote.source, int) else str(quote.source)
    name = source.name if source else ""
    return f"{label} ({name})" if name and name.lower() != label else label


def _tolerance(text: str) -> float:
    return 0.02 if re.search(r"\b(about|around|roughly|approximately|nearly|almost|some|circa|~)\b", text, re.I) else 0.0


def _rival(missing: Quantity, claim_numbers: list[Quantity], span_numbers: list[Quantity]) -> Quantity | None:
    """A number of the span, of the same kind as the missing one, that the claim does not mention."""
    for candidate in span_numbers:
        if candidate.kind != missing.kind:
            continue
        if any(candidate.same_value(q) for q in claim_numbers):
            continue
        return candidate
    return None


def _single_clause(text: str) -> bool:
    return len(re.findall(r"[,;:]", text)) <= 1 and len(text.split()) <= 40


def _unknown_names(text: str, index: SourceIndex) -> list[str]:
    """Capitalised words (not the first word) whose stem appears in no source."""
    names = []
    first = re.match(r"\W*\w+", text)
    skip_until = first.end() if first else 0
    for match in _CAPITALISED.finditer(text):
        if match.start() < skip_until:
            continue
        words = [word for word in tokens(match.group()) if word not in STOPWORDS]
        if words and not any(word in index.vocabulary for word in words):
            names.append(match.group())
    return names
