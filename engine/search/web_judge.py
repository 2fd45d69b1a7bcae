"""The judge reads web page excerpts for a batch of claims and must quote; code confirms every quote.

Page text goes inside fences with a random boundary no page contains, and the system prompt says that
everything inside is data. A verdict counts only when its quotes verify against the full page text and
bear on the claim (its numbers, its words); otherwise the claim stays UNVERIFIABLE with the reason.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

from pydantic import BaseModel, Field, field_validator

from ..detectors.base import unverifiable
from ..evidence import SourceSet, verify_quote
from ..lexical import content_tokens
from ..numbers import extract_quantities
from ..prompts import load
from ..types import Claim, Finding, Quote, QuoteMiss, Verdict
from .excerpts import choose_excerpts
from .pages import WebPage

REPLY_TOKENS = 1500


class _QuoteRef(BaseModel):
    page: int
    quote: str


class _ClaimVerdict(BaseModel):
    claim: int
    verdict: Literal["SUPPORTED", "CONTRADICTED", "NOT_FOUND"]
    quotes: list[_QuoteRef] = Field(default_factory=list)
    explanation: str = ""

    @field_validator("verdict", mode="before")
    @classmethod
    def _spellings(cls, value: object) -> object:
        text = str(value).strip().upper().replace(" ", "_")
        return {"UNVERIFIABLE": "NOT_FOUND", "NOT_ENOUGH_INFO": "NOT_FOUND", "UNSUPPORTED": "NOT_FOUND"}.get(text, text)


class WebJudgeReply(BaseModel):
    """What the judge returns for one batch of claims."""

    results: list[_ClaimVerdict]


@dataclass(slots=True)
class Judged:
    """What code accepted from the judge's verdict on one claim."""

    answered: bool = False
    supported: list[Quote] = field(default_factory=list)
    contradicted: list[Quote] = field(default_factory=list)
    misses: list[QuoteMiss] = field(default_factory=list)
    rejected: str = ""
    """Why verified quotes were still not accepted (wrong numbers, another subject)."""
    quoted_nothing: bool = False


def render_prompt(claims: Sequence[Claim], pages: Sequence[WebPage], boundary: str) -> list[dict[str, str]]:
    """System and user messages: the rules, then the claims and the excerpts, all fenced as data."""
    system = load("web_judge_system.md").replace("{boundary}", boundary)
    claim_lines = "\n".join(f"[{n}] {' '.join(c.text.split())}" for n, c in enumerate(claims, 1))
    texts = [c.text for c in claims]
    blocks = []
    for number, page in enumerate(pages, 1):
        passages = [page.text[e.start : e.end] for e in choose_excerpts(page.text, texts)]
        title = " ".join(page.title.split())[:120]
        blocks.append(
            f"<<<PAGE {number} {boundary}>>>\nTitle: {title}\nAddress: {page.final_url}\n\n"
            + "\n[...]\n".join(passages)
            + f"\n<<<END PAGE {number} {boundary}>>>"
        )
    user = (
        f"Claims:\n<<<CLAIMS {boundary}>>>\n{claim_lines}\n<<<END CLAIMS {boundary}>>>\n\n"
        f"Web pages:\n\n" + "\n\n".join(blocks)
    )
    return [{"role": "system", "content": system}, {"role": "user", "content": user}]


def read_reply(
    reply: WebJudgeReply, claims: Sequence[Claim], pages: Sequence[WebPage], sources: SourceSet
) -> list[Judged]:
    """Per claim (in order), the judge's verdict after code checked its quotes against the pages."""
    by_number = {r.claim: r for r in reply.results}
    return [_check(claim, by_number.get(n), pages, sources) for n, claim in enumerate(claims, 1)]


def _check(claim: Claim, result: _ClaimVerdict | None, pages: Sequence[WebPage], sources: SourceSet) -> Judged:
    judged = Judged(answered=result is not None)
    if result is None or result.verdict == "NOT_FOUND":
        return judged
    if not result.quotes:
        judged.quoted_nothing = True
        return judged
    verified: list[Quote] = []
    for ref in result.quotes:
        if not 1 <= ref.page <= len(pages):
            judged.misses.append(QuoteMiss(quote=ref.quote, source=None, reason="bad_source"))
            continue
        found = verify_quote(ref.quote, sources, source=pages[ref.page - 1].final_url)
        if isinstance(found, Quote):
            verified.append(found)
        else:
            judged.misses.append(found)
    if not verified:
        return judged
    problem = off_topic(claim.text, verified, supported=result.verdict == "SUPPORTED")
    if problem:
        judged.rejected = problem
    elif result.verdict == "SUPPORTED":
        judged.supported.extend(verified)
    else:
        judged.contradicted.extend(verified)
    return judged


def findings_for(detector: str, claim: Claim, judged: Judged, pages: Sequence[WebPage]) -> list[Finding]:
    """A contradicting and/or supporting finding when quotes held, else one UNVERIFIABLE saying why not."""
    out = []
    if judged.contradicted:
        reason = f"{judged.contradicted[0].source} contradicts it (judge, quote verified)"
        out.append(_finding(detector, claim, Verdict.CONTRADICTED, reason, judged))
    if judged.supported and not judged.misses:
        reason = f"{judged.supported[0].source} states it (judge, quote verified)"
        out.append(_finding(detector, claim, Verdict.SUPPORTED, reason, judged))
    if out:
        return out
    misses = tuple(judged.misses)
    if misses:
        where = misses[0].source if misses[0].source is not None else "the web pages"
        reason = f"judge quote not found in {where}" if misses[0].reason != "too_short" else "judge quote too short"
        return [Finding(detector=detector, claim_id=claim.id, verdict=Verdict.UNVERIFIABLE, reason=reason,
                        rejected_quotes=misses)]  # fmt: skip
    if judged.rejected:
        return [unverifiable(detector, claim, f"judge quote rejected: {judged.rejected}")]
    if not judged.answered:
        return [unverifiable(detector, claim, "the judge gave no verdict for this claim", error=True)]
    if judged.quoted_nothing:
        return [unverifiable(detector, claim, "the judge gave a verdict but quoted nothing from the web pages")]
    cut = [p.final_url for p in pages if p.truncated]
    note = f"; {cut[0]} was too large and only its beginning was read" if cut else ""
    return [unverifiable(detector, claim, f"the {len(pages)} web page(s) read do not settle it{note}")]


def _finding(detector: str, claim: Claim, verdict: Verdict, reason: str, judged: Judged) -> Finding:
    quotes = judged.contradicted if verdict is Verdict.CONTRADICTED else judged.supported
    return Finding(detector=detector, claim_id=claim.id, verdict=verdict, reason=reason,
                   evidence=tuple(dict.fromkeys(quotes)), rejected_quotes=tuple(judged.misses))  # fmt: skip


def off_topic(claim: str, quotes: Sequence[Quote], *, supported: bool) -> str | None:
    """Why verified quotes still do not bear on the claim, or None. Support must carry every number."""
    quoted = " ".join(q.quote for q in quotes)
    if supported:
        in_quotes = extract_quantities(quoted)
        for quantity in extract_quantities(claim):
            if not any(quantity.same_value(other) for other in in_quotes):
                return f"the quoted text does not contain {quantity.text}"
    words = content_tokens(claim)
    if len(words & content_tokens(quoted)) < min(2, len(words)):
        return "the quoted text is not about this claim"
    return None


_INSTRUCTION_LIKE = re.compile(
    r"\b(?:ignore|disregard|forget)\b[^.\n]{0,40}\b(?:instructions?|prompts?|rules)\b"
    r"|\b(?:you are now|new instructions|system prompt)\b"
    r"|\b(?:mark|label|rate|judge)\b[^.\n]{0,30}\b(?:claims?|statements?|everything)\b[^.\n]{0,30}"
    r"\b(?:supported|true|verified|correct)\b",
    re.I,
)


def addresses_checker(page: Any) -> bool:
    """Whether a page contains text that reads like instructions to a checker (it stays data either way)."""
    return bool(_INSTRUCTION_LIKE.search(page.text))
