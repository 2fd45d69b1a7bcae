"""The answer's own earlier steps: figures an answer works out one from another ("the day fee is £7,450 and boarding
adds £4,300, so a boarder pays £11,750 … that comes to £35,250"), which the sources bear out or not.

A claim's figure built on steps the sources bear out is worked out (`built_on_earlier`); a step whose arithmetic
does not give its figure is wrong for that arithmetic, not for the source sentence that states one of its parts
(`step_of`); a reader's quote for a figure built on earlier steps is shown with the arithmetic code worked out
(`earlier_step_shown`). Closed-world arithmetic on figures, read in the answer's own words.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, replace
from decimal import Decimal

from ..lexical import DIGIT_RUN
from ..number_bounds import read_as_rounded
from ..number_context import named_as_worked_out
from ..numbers import Quantity, format_decimal, quantities_of
from ..types import Claim, Quote
from ._worked_out import whole_counts, worked_out_from
from .base import DetectorContext

EARLIER = 600
"""Characters of the answer before a claim read for the figures it builds on (a sentence or three)."""


def borne_out(before: str, text: str, stated: frozenset[Decimal] = frozenset()) -> list[Quantity]:
    """The figures of `before` (the answer up to a claim) that the sources bear out: `stated` by them (the values of
    every figure of the sources), or given or worked out by `text` (a window and the sentences around it;
    `worked_out_from`, read in the answer's own words). These are the steps an answer works through ("so a boarder
    pays £11,750 per term" from "£7,450" and "£4,300"), which a later claim may build on; a figure the sources do
    not bear out (a wrong step) is not among them, so nothing built on it is worked out. A step the answer names as
    worked out from figures before it that are borne out is borne out too, whatever `text` holds: the judge quotes
    "There are three terms a year" for "that comes to £35,250", which builds on the answer's £11,750."""
    near = quantities_of(text)
    kept: list[Quantity] = []
    for figure in quantities_of(before):
        named = _named_result(before, figure)
        if (
            figure.value in stated
            or any(figure.same_value(q) for q in near)
            or worked_out_from(before, figure, text, near, result=named)
            or (named and bool(kept) and worked_out_from(before, figure, before, kept, result=True))
        ):
            kept.append(figure)
    return kept


def answer_before(claim: Claim, ctx: DetectorContext) -> str:
    """The answer's text before the claim (at most `EARLIER` characters), or "" for a claim that does not stand in
    the answer as written (a resample's, a corrected one)."""
    if ctx.answer[claim.start : claim.end] != claim.text:
        return ""
    return ctx.answer[max(0, claim.start - EARLIER) : claim.start]


def sources_figures(ctx: DetectorContext) -> frozenset[Decimal]:
    """The values of every figure of the run's sources, read once per run (a set: an answer's figures are looked up
    in it, not compared with each of a long source's)."""
    return ctx.cached(  # type: ignore[no-any-return]
        "sources_figures", lambda: frozenset(q.value for source in ctx.sources for q in quantities_of(source.text))
    )


def built_on_earlier(before: str, claim: str, figure: Quantity, text: str, earlier: Sequence[Quantity]) -> bool:
    """Whether the claim's figure is worked out from `earlier`, the figures the answer gave just `before` it that the
    sources bear out (`borne_out`, read once per window by the caller), read with the answer's words before the
    claim: a claim the splitter cut after "so" ("each session costs £24" of "A lesson is £18 and the workbook adds
    £6, so each session costs £24") is still said as worked out."""
    if not earlier:
        return False
    lead, shifted = _led_in(before, claim, figure)
    return worked_out_from(lead, shifted, text, [*earlier, *quantities_of(text)], result=_named_result(lead, shifted))


def earlier_step_shown(claim: Claim, quotes: Sequence[Quote], ctx: DetectorContext) -> str | None:
    """How a figure of the claim that a reader's quotes neither give nor work out is worked out from the answer's
    earlier steps (`built_on_earlier`) with the quoted figures, as computed evidence reads it: for "that comes to
    £35,250" quoted with "There are three terms a year", "three × £11,750 = £35,250, where £11,750 is a figure the
    answer gave before it, which the sources bear out". Only for a figure the claim names as worked out ("comes to",
    "so", "in total", "a gap of"): a figure merely beside a count ("a deposit of five weeks' rent (£1,326.92)") is
    some product of the answer's figures by chance (five × £265). None when every figure is in the quotes, when one
    is not named and built on earlier steps, or when the arithmetic is not one `_shown_as` can write (a sum, a
    difference, a count times a figure, with one of the answer's earlier figures among its parts)."""
    before = answer_before(claim, ctx)
    quoted = " ".join(q.quote for q in quotes)
    in_quotes = quantities_of(quoted)
    wanted = [
        f for f in quantities_of(claim.text)
        if any(ch.isdigit() for ch in f.text) and not any(f.same_value(q) for q in in_quotes)
        and not worked_out_from(claim.text, f, quoted, in_quotes)
    ]  # fmt: skip
    if not before or not wanted:
        return None
    earlier = borne_out(before, quoted, sources_figures(ctx))
    shown = []
    for figure in wanted:
        lead, shifted = _led_in(before, claim.text, figure)
        named = _named_result(lead, shifted) or _named_total(lead, shifted) or named_as_worked_out(claim.text, figure)
        if not named or not built_on_earlier(before, claim.text, figure, quoted, earlier):
            return None
        own = [q for q in quantities_of(lead) if q.start != shifted.start]
        if (step := _shown_as(lead, shifted, [*earlier, *in_quotes, *own], earlier)) is None:
            return None
        shown.append(step)
    return "; ".join(shown)


def _shown_as(text: str, figure: Quantity, figures: Sequence[Quantity], earlier: Sequence[Quantity]) -> str | None:
    """The figure as a count times a figure of its kind, or a sum or difference of two, from `figures`, written out
    ("three × £11,750 = £35,250"), naming the parts that are the answer's `earlier` steps; None when none gives it."""
    by_value: dict[Decimal, Quantity] = {}
    for q in figures:
        if q.kind == figure.kind and q.unit == figure.unit and q.value != figure.value:
            by_value.setdefault(q.value, q)  # the first: the answer's earlier step before a quote's same figure
    alike = list(by_value.values())
    counts = [q for q in figures if whole_counts([q], 100)]
    tolerance = read_as_rounded(text, figure).rounding
    candidates = [
        *((f"{count.text} × {part.text}", count.value * part.value, [part]) for count in counts for part in alike),
        *((f"{a.text} + {b.text}", a.value + b.value, [a, b]) for at, a in enumerate(alike) for b in alike[at + 1 :]),
        *((f"{a.text} − {b.text}", a.value - b.value, [a, b]) for a in alike for b in alike if a.value > b.value),
    ]
    for expression, value, parts in candidates:
        steps = [p.text for p in parts if any(p is e for e in earlier)]
        if not steps or abs(value - figure.value) > tolerance:
            continue  # not built on the answer's steps, or not the figure
        worked = f"{expression} = {_written_like(parts[0], value)}"
        # "about £35,000": the arithmetic as it comes out, and the figure as the claim rounds it
        if value != figure.value:
            worked += f", which the claim gives as {figure.text}"
        said = f"{' and '.join(steps)} {'is a figure' if len(steps) == 1 else 'are figures'}"
        return f"{worked}, where {said} the answer gave before it, which the sources bear out"
    return None


def _led_in(before: str, claim: str, figure: Quantity) -> tuple[str, Quantity]:
    """The claim with the answer's words that lead into it ("…, so " + "each session costs £24"), and its figure
    placed in that text. Only the words after the answer's last figure: its figures are premises, held to the
    sources, never read as the claim's own (a wrong "£12,750" step would price "three terms" otherwise)."""
    last_digit = max((at for at, ch in enumerate(before) if ch.isdecimal()), default=-1)
    lead = before[max(last_digit + 1, len(before) - _LEAD_CHARS) :] + claim
    offset = len(lead) - len(claim)
    return lead, replace(figure, start=figure.start + offset, end=figure.end + offset)


@dataclass(frozen=True, slots=True)
class Step:
    """A figure the answer names as worked out ("so", "that comes to") from the two figures it gave just before,
    with the arithmetic on them: their sum and difference when both are of the figure's kind, a bare count times
    the other otherwise."""

    parts: tuple[Quantity, Quantity]
    sums: tuple[tuple[str, Decimal], ...]
    """Each operation as written ("£18 + £6") and its value."""
    gives: bool
    """Whether one of the sums is the figure (within its rounding)."""
    like: Quantity
    """The part the sums are written like ("£24" like "£18")."""
    count: Quantity | None = None
    """The bare count a product multiplies by ("3" tickets): the answer's own example, which no source need give."""

    @property
    def shown(self) -> str:
        """The arithmetic as a reason reads it: "£18 + £6 = £24 and £18 − £6 = £12"."""
        return " and ".join(f"{expression} = {_written_like(self.like, value)}" for expression, value in self.sums)


def step_of(before: str, claim: str, figure: Quantity) -> Step | None:
    """The step the claim's figure is, when the answer (`before` it) names it as worked out from the two figures it
    gave right before ("A lesson is £18 and the workbook adds £6, so each session costs £24"; "Tickets are £6 each
    and we need 3, so the tickets cost £18"); None when it is not said as worked out, when those figures lie more
    than `_STEP_GAP` characters back, or when they are not two of its kind or a bare count and one of its kind.
    A count the answer names (3 tickets) is its own example, so a step need not be borne out by the sources to be
    right; what makes a step wrong is its arithmetic, not a source sentence that states one of its parts."""
    given = quantities_of(before)
    if len(given) < 2 or len(before) - given[-1].end > _STEP_GAP:
        return None
    if not _named_result(*_led_in(before, claim, figure)):
        return None
    first, second = given[-2:]
    alike = [q for q in (first, second) if q.kind == figure.kind and q.unit == figure.unit]
    count = None
    sums: tuple[tuple[str, Decimal], ...]
    if len(alike) == 2:
        big, small = sorted(alike, key=lambda q: q.value, reverse=True)
        sums = ((f"{first.text} + {second.text}", first.value + second.value),
                (f"{big.text} − {small.text}", big.value - small.value))  # fmt: skip
    elif len(alike) == 1 and whole_counts([other := second if alike[0] is first else first], 100):
        count = other
        sums = ((f"{other.text} × {alike[0].text}", other.value * alike[0].value),)
    else:
        return None
    tolerance = read_as_rounded(claim, figure).rounding
    gives = any(abs(value - figure.value) <= tolerance for _, value in sums)
    return Step((first, second), sums, gives, alike[0], count)


_STEP_GAP = 40
"""Characters at most between the answer's last figure and a claim built on it as a step ("…adds £6, so "): the
words `_LEAD_CHARS` reads as leading into the claim."""


def _written_like(like: Quantity, value: Decimal) -> str:
    """A worked-out value written as `like` is ("£24" like "£18", "12 km" like "5 km"); bare when `like` has a
    scale word or is spelled out ("£1.2 million", "five"), whose written form would not hold the value."""
    digits = DIGIT_RUN.search(like.text)
    after = like.text[digits.end() :] if digits else ""
    if digits is None or any(ch.isdecimal() for ch in after) or Decimal(digits.group().replace(",", "")) != like.value:
        return format_decimal(value, 2)
    return f"{like.text[: digits.start()]}{format_decimal(value, 2)}{after}"


def _named_result(text: str, figure: Quantity) -> bool:
    return _RESULT.search(text[max(0, figure.start - 40) : figure.start]) is not None


_LEAD_CHARS = 40
"""Characters of the answer's words before a claim read with it, up to its last figure (", so ")."""
_RESULT = re.compile(
    r"\b(?:comes?\s+to|came\s+to|works?\s+out|adds?\s+up\s+to|so|making|bringing|which\s+is)\b[^.;:\d]{0,30}$", re.I
)
"""Words that name a figure what the answer works out from what it just said: "that comes to £35,250", "so a
boarder pays £11,750", "bringing the pair down to £414". Read beside `number_context.said_as_worked_out`, only for
figures built on the answer's own steps: added to it for every claim, they let one more planted error read as
LIKELY (RESULTS, tenth session)."""


def built_on_answer(claim: Claim, claimed: Quantity, around: str, ctx: DetectorContext) -> bool:
    """Whether the claim's figure is worked out from figures the answer gave before it that the sources bear out
    (`built_on_earlier`), read against a source sentence and its neighbours (`around`); or is a step whose
    arithmetic gives it from the two figures just before it, each borne out unless it is the answer's own count
    ("Tickets are £6 each and we need 3, so the tickets cost £18": `step_of`)."""
    if not (before := answer_before(claim, ctx)):
        return False
    earlier = borne_out(before, around, sources_figures(ctx))
    if built_on_earlier(before, claim.text, claimed, around, earlier):
        return True
    step = step_of(before, claim.text, claimed)
    borne = {figure.start for figure in earlier}
    return step is not None and step.gives and all(part.start in borne for part in step.parts if part is not step.count)


def wrong_step(claim: Claim, claimed: Quantity, stated: Quantity, ctx: DetectorContext) -> dict[str, str] | None:
    """The values of the rule `number.wrong_step` when the claim's figure is a step the answer works out from the
    two figures it gave just before, one of which is a source's `stated` figure, and the arithmetic does not give
    it (`step_of`): the source states a part, not the claim's figure, so "says £6, not £25" would be a false
    reason; the arithmetic is the true one."""
    step = step_of(before, claim.text, claimed) if (before := answer_before(claim, ctx)) else None
    if step is None or step.gives or not any(part.value == stated.value for part in step.parts):
        return None
    parts = f"{step.parts[0].text} and {step.parts[1].text}"
    return {"claimed": claimed.text, "parts": parts, "arithmetic": step.shown}


def _named_total(text: str, figure: Quantity) -> bool:
    """Whether the words around the figure name it a total: "totalling £507", "£507 in total", "altogether"; not a
    difference or a share ("knocks 10% off", "a gap of"), which `worked_out_from` reads. "Would come to £507" and
    "adds up to" are `_named_result`'s, which its one caller reads first."""
    return bool(
        _TOTAL_BEFORE.search(text[max(0, figure.start - 40) : figure.start]) or _TOTAL_AFTER.match(text, figure.end)
    )


_TOTAL_BEFORE = re.compile(
    r"\b(?:totals?|totalling|totaling|in\s+total|altogether|in\s+all|overall)\b[^.;:\d]{0,30}$",
    re.I,
)
_TOTAL_AFTER = re.compile(r"\s*(?:a\s+\w+\s+)?(?:in\s+total|altogether|in\s+all|overall)\b", re.I)
"""A total named after its figure: "£507 in total", "£507 a year altogether"."""
