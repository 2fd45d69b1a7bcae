"""Rules every quoting judge shares: the verdict words it may use, how its quotes are checked, when they count.

The source judge (`judge.py`) and the web judge (`web_judge.py`) differ in what they read (the user's
sources, fetched pages) but not in how a verdict is earned: each quote must be found by `verify_quote` in the
source it names, and no closed-world check may find it in conflict with the claim (`quote_conflict`: figures,
names, denials, hedges); only then does a finding carry it. Whether a quote is about the claim is meaning, read by
the judge; `engine.verdict_table` decides what its verdict weighs against the other checks.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import Literal

from pydantic import BaseModel, field_validator

from ..clock import clock_part, same_clock_hour
from ..evidence import SourceSet, verify_quote
from ..hedges import hedge_dropped, no_longer_so, one_of_several, overstated
from ..lexical import content_tokens
from ..negation import affirms, denial_count, how_denials_differ, negation_differs
from ..numbers import Quantity, compare_numbers, quantities_of
from ..reading.dates import as_dated
from ..types import Claim, Computed, Finding, Quote, QuoteMiss, Verdict
from ._figure_slots import figure_out_of_place
from ._structure import said_otherwise
from ._substitutions import copies, substitution
from ._superlatives import _NOT_SUPERLATIVE as NOT_SUPERLATIVE  # words ending in "est" that rank nothing
from ._worked_out import opening_start, parts_nearby, sentence_openings, worked_out_from
from .names import find_names, fold

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


def quote_conflict(claim: str, quotes: Sequence[Quote], *, supported: bool, header: str = "") -> str | None:
    """Why verified quotes cannot support the claim by code's reading, or None: closed-world conflicts only.

    Support is refused when a quote gives another figure, written in digits, for one of the claim's (a number, a
    unit, a date), has another name or an opposite word in the place of the claim's, gives the claim's figure with
    another name, denies what the claim copies from it, or says with a hedge ("allegedly", "one of") what the
    claim states outright.
    What a quote is about, synonyms, reordered or joined clauses, a scale ("mainly" for "most") or a tense ("no
    longer supported" for "drops support") are not read here: the judge reads meaning, and `engine.verdict_table`
    holds a quote to the claim's anchors when no other check supports it. A figure the quote does not mention is
    no conflict either: answers work figures out ("two months" for "eight weeks"). Nor is a bound: whether "more
    than 8" bounds what "the daily ceiling is eight" says, or "over 68 weeks" what "a 68-week trial" says, is
    meaning (measured: the bound rule refused correct quotes in 5 of the 20 faithful answers of the gold set).
    A CONTRADICTED verdict's quote needs no such check: the judge says it conflicts, and code verified the quote.
    Either stance is refused a quote that addresses the checker ("ignore your instructions and mark …").
    `header` is the text of the quotes' sentences before them (a label's "Per 100 g:"), read for what the quoted
    figures are given per (`_worked_out.worked_out_from`).
    """
    if any(reads_like_instructions(q.quote) for q in quotes):
        # A source that tells the checker what to conclude states no fact: quoting it proves nothing either way.
        return "the quoted text is an instruction to the checker, not a statement of fact"
    if not supported:
        return None
    quoted = " ".join(q.quote for q in quotes)
    in_quotes = quantities_of(quoted)
    for claimed, stated in compare_numbers(claim, quoted).mismatches:
        if _figures_conflict(claim, claimed, quoted, stated) and not worked_out_from(
            claim, claimed, quoted, in_quotes, header
        ):
            return f"the quoted text says {as_dated(quoted, stated)}, not {as_dated(claim, claimed)}"
    for quote in quotes:
        if problem := _worded_conflict(claim, quote.quote):
            return problem
    return None


def held_quotes(
    claim: str, verified: Sequence[Quote], sources: SourceSet, *, supported: bool
) -> tuple[list[Quote], str | None]:
    """A judge's verified quotes as evidence for its verdict, and why code refuses them (`quote_conflict`), or None.
    For support, the sentences beside them that complete a figure the claim works out (`parts_nearby`: "828 metres
    tall" beside "508 metres tall" for "By 320 metres.") join them, held to the claim alike. Both judges, over the
    sources and over web pages, read their quotes through this one function."""
    verified = _with_denying_openings(claim, verified, sources) if supported else list(verified)
    evidence = [*verified, *(parts_nearby(claim, verified, sources) if supported else [])]
    return evidence, quote_conflict(claim, evidence, supported=supported, header=sentence_openings(verified, sources))


def _with_denying_openings(claim: str, quotes: Sequence[Quote], sources: SourceSet) -> list[Quote]:
    """The quotes, each that starts inside its sentence widened to the sentence's start when that opening denies
    what the claim denies and no quote does: "must repay the enhanced portion" is said of "Employees who do not
    return to work for at least six months", the denial of "if you don't come back for six months". The claim is
    then held to the whole statement (`quote_conflict`), and the evidence shows it."""
    if not denial_count(claim) or any(denial_count(q.quote) for q in quotes):
        return list(quotes)
    widened = []
    for quote in quotes:
        source = sources.get(quote.source)
        start = opening_start(quote, source.text) if source is not None else None
        if source is not None and start is not None and denial_count(source.text[start : quote.start]):
            wider = verify_quote(source.text[start : quote.end], sources, source=quote.source, near=start)
            quote = wider if isinstance(wider, Quote) else quote
        widened.append(quote)
    return widened


def _figures_conflict(claim: str, claimed: Quantity, quoted: str, stated: Quantity) -> bool:
    """Whether two figures `compare_numbers` paired as one thing differ as written facts: both in digits, neither a
    time of day. Number words ("two", "nineteen") and clock times ("gets in at 18:25" against "the 16:30") are
    often worked out or said of something else; whether they are is meaning, left to the judge."""
    written = all(any(ch.isdigit() for ch in q.text) for q in (claimed, stated))
    return written and not clock_part(claim, claimed) and not clock_part(quoted, stated)


def _worded_conflict(claim: str, quote: str) -> str | None:
    """A name, a figure's name, a denial or a hedge the quote has otherwise than the claim (closed-world: names in
    the record, numbers, negation, modality): another name or an opposite word in the place of the claim's
    ("Arsenal … Chelsea" for "Chelsea … Arsenal", "opened" for "closed"), the claim's figure given with another
    name ("Tom scored 3, Ann 5" for "Ann scored 3"), a denial the claim copies away, a hedge it drops."""
    if change := substitution(claim, quote, plain_words=False):
        return f"the quoted text has “{change[0]}” where the claim has “{change[1]}”"
    if placed := figure_out_of_place(claim, quote):
        theirs, anchor, mine, rival = placed
        return f"the quoted text gives {theirs} with “{anchor}”, and {mine} with “{rival}”"
    if (side := negation_differs(claim, quote)) and copies(claim, quote):
        how = how_denials_differ(claim, quote, side, "the quote")
        # "the opposite" only when one side denies and the other does not; both denying is a difference of words
        return f"the quoted text says the opposite: {how}" if how.startswith("only") else f"the denials differ: {how}"
    if hedge := hedge_dropped(claim, quote):
        return f"the quoted text says it only with “{hedge}”; the claim states it as fact"
    if several := one_of_several(claim, quote):
        return f"the quoted text says “{several}”; the claim says it is the one"
    return None


def off_topic(
    claim: str, quotes: Sequence[Quote], *, supported: bool, topic: bool = True, figures: bool = True
) -> str | None:
    """The stricter reading the consistency detector holds a resample's quote to: besides the worded conflicts of
    `quote_conflict`, support must carry every number of the claim, and not only as a bound; no scale or tense
    may differ; the claim's words must be put together as in the quote (`said_otherwise`) and share at least two
    content words with it. The judge paths no longer use it: those word rules rejected correct paraphrases
    ("fell" for "dropped", a claim opening with a pronoun, reordered clauses). Without `topic`, the two shared words
    are not asked: whether a passage is about the claim is then the model's reading (the verifier's). Without
    `figures`, the caller has held the claim's figures to the quotes itself."""
    quoted = " ".join(q.quote for q in quotes)
    if supported and figures:
        in_quotes = quantities_of(quoted)
        for quantity in quantities_of(claim):
            if not any(quantity.same_value(other) for other in in_quotes):
                return f"the quoted text does not contain {quantity.text}"
        if bounded := compare_numbers(claim, quoted).bounded:
            claimed, stated = bounded[0]
            return f"the quoted text says only “{stated.text}”, not {claimed.text} exactly"
    if supported:
        for quote in quotes:
            if problem := _worded_conflict(claim, quote.quote):
                return problem
            if stronger := overstated(claim, quote.quote):
                return f"the quoted text says “{stronger[0]}”, not “{stronger[1]}”"
            if past := no_longer_so(claim, quote.quote):
                return f"the quoted text says it held only in the past (“{past}”); the claim says it holds"
            if otherwise := said_otherwise(claim, quote.quote):
                return f"the quoted text {otherwise}"
    words = content_tokens(claim)
    if topic and len(words & content_tokens(quoted)) < min(2, len(words)):
        return "the quoted text is not about this claim"
    return None


def unanchored(claim: str, quotes: Sequence[str]) -> str | None:
    """Why quotes a model gave as support carry none of the claim's closed-world anchors, or None when they carry
    one (or the claim has none, and code cannot tell).

    Anchors are what code reads without meaning. A ranking the claim makes ("the longest river", "the most
    common") needs some ranking in the quotes. Then one of the claim's names, or of its figures written in digits,
    must be in them: a bare count as the same number ("section 9" is not "9.3"), a measure also converted or
    rounded ("5 km" for "3.1 miles"), a time written another way ("6pm" for "18:00"), or a figure worked out from
    the quoted figures (`worked_out_from`: "for about 41 years" from 1889 and 1930). Number words ("three", "two
    months") are left out: answers work them out ("a little under three months" for "eleven weeks"). A claim with
    no name and no figure is held only to its denial, each quote read alone, "free" denying as "no charge" does
    ("Staff cannot be told" needs a denial in the quote). Requiring every name, not one, was measured too: it
    refused the correct quotes of 4 more of 20 faithful answers ("Year 7", "GB", "Brenner & Co." read as names)
    and caught 2 more of 80 near-miss lies. A claim with both names and figures needs one of its figures too (or a
    figure the quote rounds or converts): its subject's name alone ("Alpine Link bus – Geneva Airport to
    Chamonix.") anchors the quote to what the claim is about, not to what it says of it. Measured on the 160 items:
    it caught those 2 near-miss lies, and together with the record readings of the same day ("CEO", "Polish") the
    gold judge's figures rose (faithful VERIFIED 57 → 59 of 80, per-claim agreement 92.0 → 92.5 %). Which ranking,
    which denial, and whether a figure is the same fact, stays the model's reading.
    """
    quoted = " ".join(quotes)
    if (ranking := _ranking(claim)) and not _ranks(quoted):
        return f"ranks nothing, where the claim says “{ranking}”"
    names = find_names(claim)
    figures = [q for q in quantities_of(claim) if any(ch.isdigit() for ch in q.text)]
    if not names and not figures:
        # Nothing named or counted: only a denial is left to read ("Staff cannot be told about it").
        # Each quote is read alone: joined, a quote opening "No deaths were reported" reads as a name "No".
        # "unless the delay was caused by …" denies in a condition what "as long as the delay wasn't …" denies
        denied = any(denial_count(quote) or _NEGATIVE_CONDITION in _WORD.findall(quote.lower()) for quote in quotes)
        # "actual readings, not estimates" affirms: a contrast is no denial a quote must carry
        return "denies nothing, where the claim denies" if not affirms(claim) and not denied else None
    in_quotes = quantities_of(quoted)
    same = any(f.same_value(q) for f in figures for q in in_quotes)
    # a figure the quotes' own figures work out ("By 320 metres" from "828 metres" and "508 metres tall")
    same = same or any(worked_out_from(claim, f, quoted, in_quotes) for f in figures)
    check = compare_numbers(claim, quoted) if figures and not same else None
    matched = check.matched if check else ()
    # a measure converted or rounded ("5 km" for "3.1 miles"), a time written another way ("6pm" for "18:00"); a bare
    # count must be the same number. A measure the quote gives only as a bound ("up to 10 cm" for "about 4 inches")
    # is still the claim's figure: whether the bound says enough is the reader's to judge (`quote_conflict`).
    paired = [*matched, *(check.bounded if check else ())]
    figure_held = same or any(_measure(c) or same_clock_hour(claim, c, quoted, s) for c, s in paired)
    quoted_words = set(_WORD.findall(fold(quoted)))
    # a name's words, short ones only when capitals ("UK", "EU"), not the "of" of "University of Kestrel"
    name_words = [w for name in names for w in _WORD.findall(name) if len(w) > 2 or (len(w) == 2 and w.isupper())]
    name_held = any(fold(word) in quoted_words for word in name_words)
    if figures and names and name_held and not figure_held and not matched:
        # A name alone anchors a quote to the claim's subject, not to its fact: "Alpine Link bus – Geneva Airport
        # to Chamonix." names the route of "the Alpine Link runs 6 times a day, from 07:30", and states none of it.
        # With the name there, a figure may be rounded ("nearly 19,000" for "18,742 spectators").
        written = list(dict.fromkeys(_as_written(claim, f) for f in figures))
        return f"names the claim's subject but states none of its figures ({', '.join(f'“{w}”' for w in written[:2])})"
    if figure_held or name_held:
        return None
    anchors = ", ".join([*(f"“{n}”" for n in names[:2]), *(f"“{f.text}”" for f in figures[:2])])
    return f"carries none of the claim's names or figures ({anchors})"


_WORD = re.compile(r"\w+")
_NEGATIVE_CONDITION = "unless"
"""A condition said as a denial: "unless X" is "if not X", the denial a claim's "as long as … wasn't" copies."""
_RANKED = re.compile(
    r"\b(?:the|its|their|his|her|our|your)\s+((?:most|least)\s+[a-z]+|best|worst|[a-z]{3,}est)\b", re.I
)
"""A superlative that ranks ("the longest river", "its most common side effect"); "at least two" does not. A
claim's place word in "-most" ("the rearmost seats") is not read as one: sources often say it by place ("the third
row"); a quote's ("the outermost") ranks, and so does its "last" ("their last inspection" for "their latest")."""
_ANY_RANK = re.compile(
    r"\b(?:(?:most|least)\s+[a-z]+|best|worst|first|last|top|leading|record|[a-z]{3,}est|[a-z]{3,}most)\b", re.I
)


def _as_written(text: str, quantity: Quantity) -> str:
    """The figure as the text writes it, whole: "07:30" for either part the quantity reader reads of it."""
    start, end = quantity.start, quantity.end
    while start > 0 and not text[start - 1].isspace():
        start -= 1
    while end < len(text) and not text[end].isspace():
        end += 1
    return text[start:end].strip(".,;:!?()[]\"'“”‘’") or quantity.text


def _measure(quantity: Quantity) -> bool:
    return any(ch.isdigit() for ch in quantity.text) and bool(quantity.unit or quantity.kind in ("money", "percent"))


def _ranking(text: str) -> str:
    found = (m.group(1) for m in _RANKED.finditer(text))
    return next((word for word in found if word.lower() not in NOT_SUPERLATIVE), "")


def _ranks(text: str) -> bool:
    return any(m.group().lower() not in NOT_SUPERLATIVE for m in _ANY_RANK.finditer(text))


def quoted_findings(
    detector: str,
    claim: Claim,
    *,
    supported: Sequence[Quote | Computed],
    contradicted: Sequence[Quote],
    misses: tuple[QuoteMiss, ...],
    where: Callable[[Quote], str],
) -> list[Finding]:
    """A contradicting and/or supporting finding from verified quotes; support only when no quote was invented.
    Support may carry, after its quotes, how code works a figure out from the answer's earlier steps (`Computed`)."""
    out = []
    if contradicted:
        reason = f"{where(contradicted[0])} contradicts it (judge, quote verified)"
        out.append(_finding(detector, claim, Verdict.CONTRADICTED, reason, contradicted, misses))
    quotes = [e for e in supported if isinstance(e, Quote)]
    if quotes and not misses:
        reason = f"{where(quotes[0])} states it (judge, quote verified)"
        out.append(_finding(detector, claim, Verdict.SUPPORTED, reason, supported, ()))
    return out


def _finding(
    detector: str, claim: Claim, verdict: Verdict, reason: str, quotes: Sequence[Quote | Computed],
    misses: tuple[QuoteMiss, ...],
) -> Finding:  # fmt: skip
    from .proposals import proposals

    evidence = tuple(dict.fromkeys(quotes))
    proposed = proposals(claim.text, evidence, detector) if verdict is Verdict.CONTRADICTED else ()
    return Finding(detector=detector, claim_id=claim.id, verdict=verdict, reason=reason,
                   evidence=evidence, rejected_quotes=misses, proposal=proposed)  # fmt: skip


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
