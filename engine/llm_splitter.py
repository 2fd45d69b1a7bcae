"""Claim splitting by the splitter model: atomic, self-contained claims mapped back to the answer's text.

The model rewrites each fact as a claim that stands alone ("It also covers rents" becomes "The cap also
covers rents") and names the stretch of the answer it came from; code finds that stretch (exactly, or by
rapidfuzz alignment). Code blocks are never sent as prose: they stay whole, as the rule splitter cuts them.
Whatever part of the answer no model claim covers comes back as the rule splitter's claim, so nothing goes
unchecked. Any failure returns None and the caller falls back to `engine.splitter.split_claims`.

A reworded claim must keep every fact of its own stretch of the answer: the span's numbers, dates, names and
denials must all be in the claim's text (and it may not deny more or less than the span). Otherwise the span's
own words are the claim: a splitter that turned "$5 million" into "$2 million" would have had the wrong figure
verified while the answer still said $5 million.
"""

from __future__ import annotations

import re
import secrets
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel, Field
from rapidfuzz import fuzz

from .detectors.names import find_names, fold
from .negation import negations
from .numbers import MONTH_NAMES, quantities_of
from .prompts import load
from .providers.errors import ConfigError, ProviderError
from .splitter import split_claims
from .structured import ModelOutputError
from .types import Claim

MAX_ANSWER_CHARS = 24_000
"""Longer answers go to the rule splitter: one reply could not list all their claims."""
MIN_ALIGNMENT = 88.0
"""rapidfuzz score (0-100) a span must reach to count as found in the answer when it is not there verbatim."""
MAX_UNPLACED_SHARE = 0.5
"""More claims than this that cannot be placed in the answer means the model did not follow it: fall back."""
COVERED_SHARE = 0.5
"""A rule claim counts as covered when model claims overlap at least this share of it."""
_CALENDAR_WORD = re.compile(
    r"\b(?:" + "|".join(MONTH_NAMES) + r"|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\b"
)


class _SplitClaim(BaseModel):
    text: str = Field(min_length=1, max_length=1000)
    span: str = Field(min_length=1)
    check_worthy: bool = True


class SplitReply(BaseModel):
    """What the splitter model must return."""

    claims: list[_SplitClaim]


@dataclass(frozen=True, slots=True)
class _Placed:
    text: str
    start: int
    end: int
    check_worthy: bool


async def split_with_model(
    answer: str, router: Any, alert: Callable[[str], None] | None = None
) -> tuple[Claim, ...] | None:
    """Claims of `answer` from the splitter model, or None when it cannot be used (the caller then uses rules).
    `alert` hears, in plain words, when a reworded claim changed a fact and the span's own words were used."""
    if router is None or not router.has("splitter") or not answer.strip() or len(answer) > MAX_ANSWER_CHARS:
        return None
    rules = split_claims(answer)
    if not any(c.kind == "prose" for c in rules):
        return rules
    reply = await _ask(answer, router)
    if reply is None or not reply.claims:
        return None
    code_spans = [(c.start, c.end) for c in rules if c.kind == "code"]
    placed = _place(answer, reply.claims, code_spans)
    if placed is None:
        return None
    placed, changed = _keep_span_facts(answer, placed)
    if changed and alert is not None:
        alert(
            f"The splitter model changed a number, date, name or negation while rewording {changed} "
            f"claim{'s' if changed != 1 else ''}; the answer's own words were checked instead."
        )
    return _number([*placed, *_uncovered(rules, placed)], rules)


async def _ask(answer: str, router: Any) -> SplitReply | None:
    boundary = secrets.token_hex(8)
    system = load("splitter_system.md").replace("{boundary}", boundary)
    user = f"<<<ANSWER {boundary}>>>\n{answer}\n<<<END ANSWER {boundary}>>>"
    messages = [{"role": "system", "content": system}, {"role": "user", "content": user}]
    try:
        done = await router.complete("splitter", messages, schema=SplitReply, max_tokens=4096)
    except (ProviderError, ModelOutputError, ConfigError):
        return None
    parsed: SplitReply = done.parsed
    return parsed


def _place(answer: str, claims: Sequence[_SplitClaim], code_spans: list[tuple[int, int]]) -> list[_Placed] | None:
    """Each model claim with its span in the answer; None when too many cannot be placed."""
    placed: list[_Placed] = []
    unplaced = 0
    cursor = 0
    for claim in claims:
        span = locate(answer, claim.span, cursor) or locate(answer, claim.text, cursor)
        if span is None or any(lo < span[1] and span[0] < hi for lo, hi in code_spans):
            unplaced += 1
            continue
        cursor = span[0]
        placed.append(_Placed(" ".join(claim.text.split()), span[0], span[1], claim.check_worthy))
    if not placed or unplaced > MAX_UNPLACED_SHARE * len(claims):
        return None
    return placed


def _keep_span_facts(answer: str, placed: Sequence[_Placed]) -> tuple[list[_Placed], int]:
    """Each claim as the model worded it when it kept its span's facts, else the span's own words; and how many
    claims had to fall back to their span."""
    kept: list[_Placed] = []
    changed = 0
    for claim in placed:
        span = answer[claim.start : claim.end]
        if lost_facts(span, claim.text):
            claim = _Placed(" ".join(span.split()), claim.start, claim.end, claim.check_worthy)
            changed += 1
        kept.append(claim)
    return kept, changed


def lost_facts(span: str, claim: str) -> list[str]:
    """What `span` states that `claim` dropped or changed: numbers (compared by value, so "$5 million" and
    "$5,000,000" agree), month and weekday names, names of people, places and things, and denials (the claim
    must deny exactly as often as the span: adding "not" changes a fact as much as dropping one)."""
    claimed_values = {q.value for q in quantities_of(claim)}
    lost = [q.text for q in quantities_of(span) if q.value not in claimed_values]
    folded = fold(claim)
    lost += [word for word in _CALENDAR_WORD.findall(span) if word.casefold() not in folded]
    lost += [name for name in find_names(span) if fold(name) not in folded]
    if len(negations(span)) != len(negations(claim)):
        lost.append("a negation")
    return lost


def locate(answer: str, needle: str, cursor: int = 0) -> tuple[int, int] | None:
    """Where `needle` occurs in `answer`: verbatim (after `cursor` first), else the best fuzzy alignment."""
    needle = needle.strip()
    if not needle:
        return None
    for start_at in (cursor, 0):
        at = answer.find(needle, start_at)
        if at >= 0:
            return at, at + len(needle)
    if len(needle) > len(answer):
        return None
    found = fuzz.partial_ratio_alignment(needle, answer, score_cutoff=MIN_ALIGNMENT)
    if found is None:
        return None
    return _trim(answer, found.dest_start, found.dest_end)


def _trim(text: str, start: int, end: int) -> tuple[int, int] | None:
    """Widen a fuzzy span to whole words; drop the whitespace and the previous sentence's punctuation around it."""
    while start > 0 and text[start - 1].isalnum() and text[start].isalnum():
        start -= 1
    while end < len(text) and text[end - 1].isalnum() and text[end].isalnum():
        end += 1
    while start < end and (text[start].isspace() or text[start] in ".,;:!?)]}"):
        start += 1
    while end > start and (text[end - 1].isspace() or text[end - 1] in ",;:([{"):
        end -= 1
    return (start, end) if end > start else None


def _uncovered(rules: Sequence[Claim], placed: Sequence[_Placed]) -> list[Claim]:
    """Rule claims (code blocks included) that the model's claims leave uncovered."""
    out = []
    for claim in rules:
        overlap = sum(max(0, min(claim.end, p.end) - max(claim.start, p.start)) for p in placed)
        if claim.kind == "code" or overlap < COVERED_SHARE * (claim.end - claim.start):
            out.append(claim)
    return out


def _number(items: Sequence[_Placed | Claim], rules: Sequence[Claim]) -> tuple[Claim, ...]:
    """Claims in answer order, ids c1, c2, ...; the model may call a claim not check-worthy only if the rules agree."""
    ordered = sorted(items, key=lambda item: (item.start, item.end))
    claims = []
    for number, item in enumerate(ordered, 1):
        if isinstance(item, Claim):
            claims.append(item.model_copy(update={"id": f"c{number}"}))
            continue
        rule_worthy = any(r.check_worthy for r in rules if r.start < item.end and item.start < r.end)
        claims.append(
            Claim(
                id=f"c{number}", text=item.text, start=item.start, end=item.end,
                check_worthy=item.check_worthy or rule_worthy, kind="prose",
            )
        )  # fmt: skip
    return tuple(claims)
