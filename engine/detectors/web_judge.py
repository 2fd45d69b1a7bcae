"""The judge reads web page excerpts for a batch of claims and must quote; code confirms every quote.

Page text goes inside fences with a random boundary no page contains, and the system prompt says that
everything inside is data. A verdict counts only when its quotes verify against the full page text and code finds
no closed-world conflict between them and the claim (`quote_rules.quote_conflict`); otherwise the claim stays
UNVERIFIABLE with the reason (an objection, when the quote conflicts).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from pydantic import BaseModel, Field

from ..evidence import SourceSet
from ..prompts import load
from ..search.excerpts import choose_excerpts
from ..search.pages import WebPage
from ..types import Claim, Finding, Quote, QuoteMiss, Verdict
from .base import unverifiable
from .quote_rules import VerdictFields, held_quotes, quoted_findings, reads_like_instructions, verify_refs

REPLY_TOKENS = 1500


class _QuoteRef(BaseModel):
    page: int
    quote: str


class _ClaimVerdict(VerdictFields):
    quotes: list[_QuoteRef] = Field(default_factory=list)
    explanation: str = ""


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
    """Why verified quotes still could not support the claim (another figure, another name, a denial)."""
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
    refs = [(ref.page, ref.quote) for ref in result.quotes]
    verified, judged.misses = verify_refs(refs, sources, [p.final_url for p in pages])
    if not verified:
        return judged
    supported = result.verdict == "SUPPORTED"
    evidence, problem = held_quotes(claim.text, verified, sources, supported=supported)
    if problem:
        judged.rejected = problem
    else:
        (judged.supported if supported else judged.contradicted).extend(evidence)
    return judged


def findings_for(detector: str, claim: Claim, judged: Judged, pages: Sequence[WebPage]) -> list[Finding]:
    """A contradicting and/or supporting finding when quotes held, else one UNVERIFIABLE saying why not."""
    misses = tuple(judged.misses)
    out = quoted_findings(
        detector, claim, supported=judged.supported, contradicted=judged.contradicted, misses=misses,
        where=lambda quote: str(quote.source),
    )  # fmt: skip
    if out:
        return out
    if misses:
        where = misses[0].source if misses[0].source is not None else "the web pages"
        reason = f"judge quote not found in {where}" if misses[0].reason != "too_short" else "judge quote too short"
        return [Finding(detector=detector, claim_id=claim.id, verdict=Verdict.UNVERIFIABLE, reason=reason,
                        rejected_quotes=misses)]  # fmt: skip
    if judged.rejected:
        # Code found the quote in conflict with the claim (a figure, a name, a denial): evidence against support.
        return [unverifiable(detector, claim, f"judge quote rejected: {judged.rejected}", objection=True)]
    if not judged.answered:
        return [unverifiable(detector, claim, "the judge gave no verdict for this claim", error=True)]
    if judged.quoted_nothing:
        return [unverifiable(detector, claim, "the judge gave a verdict but quoted nothing from the web pages")]
    cut = [p.final_url for p in pages if p.truncated]
    note = f"; {cut[0]} was too large and only its beginning was read" if cut else ""
    return [unverifiable(detector, claim, f"the {len(pages)} web page(s) read do not settle it{note}")]


def addresses_checker(page: Any) -> bool:
    """Whether a page contains text that reads like instructions to a checker (it stays data either way)."""
    return reads_like_instructions(page.text)
