"""Rules every quoting judge shares: the verdict words it may use, how its quotes are checked, when they count.

The source judge (`judge.py`) and the web judge (`search/web_judge.py`) differ in what they read (the user's
sources, fetched pages) but not in how a verdict is earned: each quote must be found by `verify_quote` in the
source it names and bear on the claim (its numbers, its words); only then does a finding carry it.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import Literal

from pydantic import BaseModel, field_validator

from ..evidence import SourceSet, verify_quote
from ..hedges import hedge_dropped, no_longer_so, one_of_several, overstated
from ..lexical import content_tokens
from ..negation import negation_differs
from ..numbers import compare_numbers, extract_quantities
from ..types import Claim, Finding, Quote, QuoteMiss, Verdict
from ._structure import said_otherwise
from ._substitutions import copies, substitution

_SPELLINGS = {"UNVERIFIABLE": "NOT_FOUND", "NOT_ENOUGH_INFO": "NOT_FOUND", "UNSUPPORTED": "NOT_FOUND"}


class VerdictFields(BaseModel):
    """The fields a judge returns for one numbered claim; subclasses add `quotes` in their own reference shape.

    Subclasses keep their own class name, which is the title the model sees in the JSON schema.
    """

    claim: int
    verdict: Literal["SUPPORTED", "CONTRADICTED", "NOT_FOUND"]

    @field_validator("verdict", mode="before")
    @classmethod
    def _spellings(cls, value: object) -> object:
        # Models write "Not found", "unverifiable" and the like: map them instead of failing the whole reply.
        text = str(value).strip().upper().replace(" ", "_")
        return _SPELLINGS.get(text, text)


def verify_refs(
    refs: Sequence[tuple[int, str]], sources: SourceSet, ids: Sequence[int | str]
) -> tuple[list[Quote], list[QuoteMiss]]:
    """Check (number from 1, quote) pairs by code: a quote holds only if found in the source it numbers."""
    verified: list[Quote] = []
    misses: list[QuoteMiss] = []
    for number, text in refs:
        if not 1 <= number <= len(ids):
            misses.append(QuoteMiss(quote=text, source=None, reason="bad_source"))
            continue
        found = verify_quote(text, sources, source=ids[number - 1])
        if isinstance(found, Quote):
            verified.append(found)
        else:
            misses.append(found)
    return verified, misses


def off_topic(claim: str, quotes: Sequence[Quote], *, supported: bool) -> str | None:
    """Why verified quotes still do not bear on the claim (wrong numbers, other subject), or None.

    Support must carry every number of the claim, and not only as a bound ("up to 40%" for "40%"). No quote the
    claim copies may hold another name in a name's place, the same names the other way round, an opposite ("after"
    for "before"), a denial the other lacks or a hedge ("allegedly") the claim drops; nor may a quote give the
    claim's figure with another name ("Tom scored 3, Ann 5" for "Ann scored 3") or put the claim's name in another
    name's slot ("born in New Orleans … moved to Texas" for "born in Texas") or join two of its clauses ("Apple
    acquired Beats, and Google acquired Nest" for "Apple acquired Nest"), or name the claim's subject only as a
    contrast ("Unlike France, Germany voted for it" for "France voted for it"). Either stance must share the claim's
    content words.
    """
    quoted = " ".join(q.quote for q in quotes)
    if supported:
        in_quotes = extract_quantities(quoted)
        for quantity in extract_quantities(claim):
            if not any(quantity.same_value(other) for other in in_quotes):
                return f"the quoted text does not contain {quantity.text}"
        if bounded := compare_numbers(claim, quoted).bounded:
            claimed, stated = bounded[0]
            return f"the quoted text says only “{stated.text}”, not {claimed.text} exactly"
        for quote in quotes:
            if change := substitution(claim, quote.quote, plain_words=False):
                return f"the quoted text has “{change[0]}” where the claim has “{change[1]}”"
            if (side := negation_differs(claim, quote.quote)) and copies(claim, quote.quote):
                return f"the quoted text says the opposite: only {side.replace('the source', 'the quote')} is negated"
            if hedge := hedge_dropped(claim, quote.quote):
                return f"the quoted text says it only with “{hedge}”; the claim states it as fact"
            if several := one_of_several(claim, quote.quote):
                return f"the quoted text says “{several}”; the claim says it is the one"
            if stronger := overstated(claim, quote.quote):
                return f"the quoted text says “{stronger[0]}”, not “{stronger[1]}”"
            if past := no_longer_so(claim, quote.quote):
                return f"the quoted text says it held only in the past (“{past}”); the claim says it holds"
            if otherwise := said_otherwise(claim, quote.quote):
                return f"the quoted text {otherwise}"
    words = content_tokens(claim)
    if len(words & content_tokens(quoted)) < min(2, len(words)):
        return "the quoted text is not about this claim"
    return None


def quoted_findings(
    detector: str,
    claim: Claim,
    *,
    supported: Sequence[Quote],
    contradicted: Sequence[Quote],
    misses: tuple[QuoteMiss, ...],
    where: Callable[[Quote], str],
) -> list[Finding]:
    """A contradicting and/or supporting finding from verified quotes; support only when no quote was invented."""
    out = []
    if contradicted:
        reason = f"{where(contradicted[0])} contradicts it (judge, quote verified)"
        out.append(_finding(detector, claim, Verdict.CONTRADICTED, reason, contradicted, misses))
    if supported and not misses:
        reason = f"{where(supported[0])} states it (judge, quote verified)"
        out.append(_finding(detector, claim, Verdict.SUPPORTED, reason, supported, ()))
    return out


def _finding(
    detector: str, claim: Claim, verdict: Verdict, reason: str, quotes: Sequence[Quote],
    misses: tuple[QuoteMiss, ...],
) -> Finding:  # fmt: skip
    return Finding(detector=detector, claim_id=claim.id, verdict=verdict, reason=reason,
                   evidence=tuple(dict.fromkeys(quotes)), rejected_quotes=misses)  # fmt: skip


_INSTRUCTION_LIKE = re.compile(
    r"\b(?:ignore|disregard|forget)\b[^.\n]{0,40}\b(?:instructions?|prompts?|rules)\b"
    r"|\b(?:you are now|new instructions|system prompt)\b"
    r"|\b(?:mark|label|rate|judge)\b[^.\n]{0,30}\b(?:claims?|statements?|everything)\b[^.\n]{0,30}"
    r"\b(?:supported|true|verified|correct)\b",
    re.I,
)


def reads_like_instructions(text: str) -> bool:
    """Whether text addresses the checker ("ignore your instructions", "mark every claim supported").

    Such text stays data either way; callers only alert, so a person knows a source tried to steer the check.
    """
    return bool(_INSTRUCTION_LIKE.search(text))
