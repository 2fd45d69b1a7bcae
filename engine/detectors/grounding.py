"""Offline lexical grounding: find the source span that best covers a claim, then gate it by code.

SUPPORTED only when the span covers the claim's content, carries every number of the claim, agrees on
negation, and the quote verifier confirms the span. A span about the same thing with a different number
is a contradiction; anything else the sources do not clearly cover stays UNVERIFIABLE.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from ..coreference import opening_word, read_as_named, with_name
from ..evidence import MIN_QUOTE_CHARS, verify_quote
from ..hedges import hedge_dropped, no_longer_so, one_of_several, overstated
from ..lexical import Match, SourceIndex, Span, content_tokens, words_written
from ..negation import denials_in_order, negation_differs
from ..number_context import as_written, framed_alike
from ..numbers import (
    NumberCheck,
    asked_apart,
    compare_numbers,
    day_of_month,
    quantities_of,
    said_beside,
)
from ..reading.dates import as_dated
from ..types import Claim, Finding, Quote, QuoteMiss, Verdict
from ._answer_steps import built_on_answer, wrong_step
from ._claim_names import names_absent_from, unknown_names
from ._denials import _denial_covers, asks_or_denies
from ._figure_excuses import (
    _STATED_DIFFERENCE,
    _also_stated,
    _bare_figure,
    _given_elsewhere,
    _label,
    _month_otherwise,
    _said_nowhere,
    _subject_only_elsewhere,
    _value_before_change,
    _worked_out_around,
    _worked_out_in,
    _works_an_example,
    _written_of_its_subject,
    date_may_follow,
)
from ._referents import run_referents, without_attribution
from ._slots import possessor_as_subject
from ._structure import said_otherwise
from ._substitutions import opposed, opposite_instead, substitution
from ._tables import cell_statements
from .base import DetectorContext, paced, unverifiable
from .record import RecordIndex

SUPPORT_COVERAGE = 0.8
"""Share of the claim's content (IDF-weighted) the span must contain to support it."""
SAME_SUBJECT_COVERAGE = 0.55
"""Above this, a span with a different number or an opposite negation is about the same thing."""
OTHER_FACT_COVERAGE = 0.3
"""A runner-up sentence this close may state the claim's other fact (and contradict its number)."""
RUNNERS_UP = 3
"""How many runner-up sentences are compared (bounded, so the cost per claim does not grow with the sources)."""
NAME = "grounding"
_NOT_COVERED = "no source sentence covers this claim"


class LexicalGrounding:
    """Grounding against the user's sources with no model: token index + code gates."""

    name = NAME

    def applies(self, ctx: DetectorContext) -> bool:
        return len(ctx.sources) > 0

    async def check(self, claims: Sequence[Claim], ctx: DetectorContext) -> list[Finding]:
        index = ctx.cached("lexical_index", lambda: SourceIndex(list(ctx.sources)))
        referents = run_referents(claims, ctx)
        return [
            ground(claim, index, ctx, referents.get(claim.id, ""))
            async for claim in paced(c for c in claims if c.kind == "prose")
        ]


def ground(claim: Claim, index: SourceIndex, ctx: DetectorContext, referent: str = "") -> Finding:
    """The grounding finding for one claim; `referent` is the name its opening pronoun stands for, if any: a
    sentence that supports "She was born in 1859" must be about her. "According to the source, X" is checked
    as X: the words that point at the given sources are not content a source sentence would repeat."""
    if body := without_attribution(claim.text):
        claim = claim.model_copy(update={"text": body})
    # A reason that says a name "isn't in the sources" is checked against them first (engine/detectors/record.py).
    record = ctx.cached("grounding_record", lambda: RecordIndex([source.text for source in ctx.sources]))
    unknown = [name for name in unknown_names(claim.text, index) if not record.mentions(name)]
    candidates = index.matches(claim.text)
    if not candidates:
        if unknown:
            return _number_only(claim, index, ctx) or _emit("name.not_in_sources", claim, {"name": unknown[0]})
        return _number_only(claim, index, ctx) or unverifiable(NAME, claim, _NOT_COVERED)
    found = _ground_on(claim, candidates, index, ctx, referent, unknown)
    if found.verdict is not Verdict.UNVERIFIABLE or found.error:
        return found
    # The best-covering sentence may say it otherwise ("the 2nd largest mall") where another says it plainly ("the
    # largest mall"): a runner-up that holds every content word of the claim gets every check, and supports it
    # only if it passes them all. Not one that merely covers enough: a looser sentence would let through the very
    # word the best one showed was changed.
    for at in range(1, min(len(candidates), RUNNERS_UP + 1)):
        if candidates[at].missing:
            break
        reordered = [candidates[at], *candidates[:at], *candidates[at + 1 :]]
        other = _ground_on(claim, reordered, index, ctx, referent, unknown)
        if other.verdict is Verdict.SUPPORTED:
            return other
    return found


def _ground_on(
    claim: Claim, candidates: list[Match], index: SourceIndex, ctx: DetectorContext, referent: str, unknown: list[str]
) -> Finding:
    """The finding for the claim read against `candidates[0]`, the rest being the runners-up it is compared with."""
    match = candidates[0]
    quote = _quote(match.span, index, ctx)
    if not isinstance(quote, Quote):
        return unverifiable(NAME, claim, "the matching source text could not be confirmed", error=True)
    where = _where(quote, ctx)
    numbers = asked_apart(compare_numbers(claim.text, match.span.text), ctx.question)
    if (
        _real_mismatch(numbers)
        # About the same thing: it covers the claim this far, or frames the figure alike when the claim says more.
        and (
            match.coverage >= SAME_SUBJECT_COVERAGE or framed_alike(claim.text, numbers.mismatches[0], match.span.text)
        )
        # Two days of a month differ as two dates of one thing only when said alike: not "the 4 June meeting"
        # against "circulate it by 18 June".
        and (
            not day_of_month(claim.text, numbers.mismatches[0][0])
            or said_beside(claim.text, *numbers.mismatches[0], match.span.text)
        )
    ):
        claimed, stated = numbers.mismatches[0]
        if ctx.question and _bare_figure(claim.text):
            # "1.23 metres" to "How far below the record is the river?": only the question says what the figure is of
            reason = f"{where} says {stated.text}, not {claimed.text}, but a bare figure is read only with the question"
            return unverifiable(NAME, claim, reason)
        if elsewhere := _also_stated(
            claim, claimed, candidates, index, rival=(stated, match.span.text)
        ) or _written_of_its_subject(claim, claimed, index):
            return unverifiable(NAME, claim, elsewhere)
        if elsewhere := _given_elsewhere(claim, claimed, stated, match, index):
            return unverifiable(NAME, claim, elsewhere)
        difference = _STATED_DIFFERENCE.search(match.span.text)
        # "a year earlier" dates a figure, so it excuses only a year; "an hour earlier than …" any figure.
        if difference and (claimed.kind == "year" or " than" in difference.group()):
            # "closes at 16:00 …, an hour earlier than the rest of the year": the claim's 17:00 may be worked out.
            reason = f"{where} says {stated.text}, not {claimed.text}, but also a difference (“{difference.group()}”)"
            return unverifiable(NAME, claim, reason)
        if _worked_out_around(claimed, match.span, index):
            reason = f"{where} says {stated.text}, not {claimed.text}, but the sentences around it may work it out"
            return unverifiable(NAME, claim, reason)
        if built_on_answer(claim, claimed, index.around(match.span), ctx):
            # "A lesson is £18 and the workbook adds £6, so each session costs £24" against "adds £6 per session"
            reason = (f"{where} says {stated.text}, not {claimed.text}, but the answer works {claimed.text} out from "
                      f"figures it gave before it, which the sources bear out")  # fmt: skip
            return unverifiable(NAME, claim, reason)
        if _works_an_example(claim.text):
            # "Spending £40 on tickets … earns 500 points": the claim works out a case of its own choosing.
            reason = f"{where} says {stated.text}, not {claimed.text}, but the claim works out an example of its own"
            return unverifiable(NAME, claim, reason)
        if day_of_month(claim.text, claimed) and date_may_follow(
            claim.text, claimed, match.span.text, stated, index.around(match.span)
        ):
            # "The 10 mg dose starts on Monday 14 April" against "starting on Monday 3 March … every 7 days"
            reason = f"{where} says {stated.text}, not {claimed.text}, but gives durations the date may follow from"
            return unverifiable(NAME, claim, reason)
        if claimed.kind == "year" and (unsaid := _said_nowhere(numbers.missing, index)):
            # "85,000 ballots were cast in 2018" against "In 2022, … 101,200 ballots were cast": a figure no source
            # gives, worked out for another year, maybe.
            reason = f"{where} says {stated.text}, not {claimed.text}, but no source gives {unsaid.text} for either"
            return unverifiable(NAME, claim, reason)
        if named := _subject_only_elsewhere(claim, claimed, match, candidates[1 : RUNNERS_UP + 1]):
            reason = (
                f"{where} says {stated.text}, not {claimed.text}, in a sentence without {named}; another sentence "
                f"names {named} with a figure of its own"
            )
            return unverifiable(NAME, claim, reason)
        if step := wrong_step(claim, claimed, stated, ctx):
            return _emit("number.wrong_step", claim, step, quote)
        return _emit(
            "number.value_mismatch",
            claim,
            {"where": where, "stated": as_dated(match.span.text, stated), "claimed": as_dated(claim.text, claimed)},
            quote,
        )
    if not numbers.ok:
        if contradiction := _number_elsewhere(claim, candidates, index, ctx):
            return contradiction
        if numbers.bounded:
            claimed, stated = numbers.bounded[0]
            return _emit("number.bounded", claim, {"where": where, "stated": stated.text, "claimed": claimed.text})
        if numbers.claim and (
            elsewhere := _also_stated(claim, numbers.claim, candidates, index)
            or _written_of_its_subject(claim, numbers.claim, index)
        ):
            return unverifiable(NAME, claim, elsewhere)  # "£595,000 appears in source 1, but not in the sentence …"
        missing = as_written(claim.text, numbers.claim) if numbers.claim else "a number"
        return _emit("number.missing", claim, {"figure": missing, "where": where})
    side = negation_differs(claim.text, match.span.text)
    # A short claim is held to a denial of its own ("The population was not 7,585"), not to one in a long source.
    if side == "the claim" or (side is not None and len(content_tokens(claim.text)) >= 3):
        if match.coverage >= 0.9 and _denial_covers(side, claim.text, match.span.text):
            return _emit("negation.opposite", claim, {"where": where, "side": side}, quote)
        if ordered := denials_in_order(claim.text, match.span.text, side, where):
            # Both deny, other words: "only the claim is negated" would not be true (tests/rules has examples).
            return _emit("negation.denies_otherwise", claim, ordered)
        return _emit("negation.differs", claim, {"where": where, "side": side})
    if unknown:
        return _emit("name.not_in_sources", claim, {"name": unknown[0]})
    span_text = f"{match.span.text} {match.span.refers_to} {match.span.full_names}"
    absent = names_absent_from(claim.text, span_text, index.name_words(), given=index.given_names)
    if absent := [name for name in absent if not RecordIndex([span_text]).mentions(name)]:
        return _emit("name.not_in_quote", claim, {"where": where, "name": absent[0]})
    if referent and names_absent_from(f"{claim.text} {referent}", span_text):
        pronoun = opening_word(claim.text)
        return unverifiable(
            NAME, claim, f"the closest sentence in {where} does not name {referent}, whom “{pronoun}” stands for here"
        )
    if hedge := hedge_dropped(claim.text, match.span.text):
        return _emit("modality.hedge_dropped", claim, {"where": where, "hedge": hedge})
    if several := one_of_several(claim.text, match.span.text, [c.span.text for c in candidates[1:]]):
        return unverifiable(NAME, claim, f"{where} says “{several}”; the claim says it is the one")
    if stronger := overstated(claim.text, match.span.text):
        return unverifiable(NAME, claim, f"{where} says “{stronger[0]}”, not “{stronger[1]}”")
    if past := no_longer_so(claim.text, match.span.text):
        return unverifiable(NAME, claim, f"{where} says it held only in the past (“{past}”); the claim says it holds")
    if change := substitution(claim.text, match.span.text):
        original, changed = change
        if not original:
            return unverifiable(
                NAME, claim, f"the closest sentence in {where} does not say “{changed}”, which the claim adds to it"
            )
        if opposed(original, changed):  # "closed" where the claim copies the sentence but says "open"
            return _emit("word.opposite", claim, {"where": where, "original": original, "changed": changed}, quote)
        return unverifiable(NAME, claim, f"{where} has “{original}” where the claim has “{changed}”")
    # Not word for word: "north-westerly" where it says "south-westerly", with other words changed too.
    if turned := opposite_instead(claim.text, match.span.text, match.missing):
        return unverifiable(NAME, claim, f"{where} says “{turned[0]}” where the claim says “{turned[1]}”")
    if dated := _month_otherwise(claim.text, match.span.text):
        return unverifiable(NAME, claim, f"{where} says {dated[0]}, not {dated[1]}")
    if before := _value_before_change(claim.text, numbers, match.span.text):
        return unverifiable(NAME, claim, f"{where} gives {before[0]} as the value before it changed (“{before[1]}”)")
    if otherwise := said_otherwise(claim.text, read_as_named(match.span.text, match.span.refers_to)):
        return unverifiable(NAME, claim, f"{where} {otherwise}")
    for cell in cell_statements(ctx.answer, claim.start, claim.text):
        if otherwise := said_otherwise(cell, match.span.text):
            return unverifiable(NAME, claim, f"the table says “{cell}”; {where} {otherwise}")
    # Read with the name its pronoun stands for, "It employs 300 people" (said of Acme) is not borne out by "Its
    # rival, Bolt Industries, … employs 300 people", whose "Its" is Acme too. Only this reading takes the name: the
    # others would trust a pronoun's reading further than it goes.
    if referent and (possessor := possessor_as_subject(with_name(claim.text, referent), match.span.text)):
        return unverifiable(NAME, claim, f"{where} says it of “{possessor[0]}”, not of {possessor[1]}")
    if hedge := asks_or_denies(match.span.text, claim.text):
        return unverifiable(NAME, claim, f"{where} {hedge} rather than stating it")
    coverage = _with_full_names(match, claim.text, index)
    if coverage < SUPPORT_COVERAGE:
        lacking = ", ".join(words_written(claim.text, match.missing)[:3])
        return unverifiable(NAME, claim, f"{_NOT_COVERED} (best match {match.coverage:.0%}; lacks {lacking})")
    reason = f"found in {where} ({coverage:.0%} of the claim's content)"
    if _leans_on_reference(claim.text, match.span):
        # The evidence starts at the sentence that gives the name, so a reader sees who "It" is.
        quote = _quote(index.with_antecedent(match.span), index, ctx)
        if not isinstance(quote, Quote):
            return unverifiable(NAME, claim, "the matching source text could not be confirmed", error=True)
        reason = f"{reason[:-1]}; “{opening_word(match.span.text)}” there is {match.span.refers_to})"
    elif leaned := _leans_on_surname(claim.text, match.span):
        reason = f"{reason[:-1]}; “{leaned.split()[-1]}” there is {leaned}, named in full elsewhere in the source)"
    return Finding(detector=NAME, claim_id=claim.id, verdict=Verdict.SUPPORTED, reason=reason, evidence=(quote,))


def _leans_on_reference(claim: str, span: Span) -> bool:
    """Whether the claim uses a word of the name the span's opening pronoun stands for that the span lacks."""
    if not span.refers_to:
        return False
    return bool(content_tokens(claim) & (content_tokens(span.refers_to) - content_tokens(span.text)))


def _with_full_names(match: Match, claim: str, index: SourceIndex) -> float:
    """The match's coverage when the full names its bare surnames stand for count too ("Rice" is Anne Rice).
    Only the support decision reads it: which sentence a claim is compared with, and so which figures it is
    held to, stays with what the sentences write."""
    meant = content_tokens(match.span.full_names) & set(match.missing)
    if not meant:
        return match.coverage
    total = sum(index.idf(token) for token in sorted(content_tokens(claim)))
    return match.coverage + sum(index.idf(token) for token in sorted(meant)) / total


def _leans_on_surname(claim: str, span: Span) -> str:
    """The full name whose first names the claim uses and only the surname table gives the span, or ""."""
    if not span.full_names:
        return ""
    written = content_tokens(span.text)
    claimed = content_tokens(claim)
    return next((name for name in span.full_names.split("; ") if (content_tokens(name) - written) & claimed), "")


def _number_elsewhere(
    claim: Claim, candidates: list[Match], index: SourceIndex, ctx: DetectorContext
) -> Finding | None:
    """A claim joining two facts ("employs 58 people and was founded in 2018") can be contradicted by the
    sentence about the other fact (a runner-up), even when a different sentence covers the claim best. Not when
    the best one states a difference the claim's figure may be worked out from ("equalised five minutes before
    half-time" for "the 40th minute"): another sentence's figure ("sent off in the 74th minute") proves nothing."""
    if _STATED_DIFFERENCE.search(candidates[0].span.text):
        return None
    for other in candidates[1 : RUNNERS_UP + 1]:
        if other.coverage < OTHER_FACT_COVERAGE:
            break
        numbers = asked_apart(compare_numbers(claim.text, other.span.text), ctx.question)
        if (
            _real_mismatch(numbers)
            and said_beside(claim.text, *numbers.mismatches[0], other.span.text, words_needed=True)
            and not _also_stated(
                claim, numbers.mismatches[0][0], candidates, index, rival=(numbers.mismatches[0][1], other.span.text)
            )
            and not _given_elsewhere(claim, *numbers.mismatches[0], other, index)
            and not _written_of_its_subject(claim, numbers.mismatches[0][0], index)
            and not _worked_out_around(numbers.mismatches[0][0], other.span, index)
            and not _works_an_example(claim.text)  # nor a claim that works out an example of its own
            and not _worked_out_in(claim.text, candidates[0].span.text)
            and not built_on_answer(claim, numbers.mismatches[0][0], index.around(other.span), ctx)
        ):
            quote = _quote(other.span, index, ctx)
            if isinstance(quote, Quote):
                claimed, stated = numbers.mismatches[0]
                if step := wrong_step(claim, claimed, stated, ctx):
                    return _emit("number.wrong_step", claim, step, quote)
                said = {"stated": as_dated(other.span.text, stated), "claimed": as_dated(claim.text, claimed)}
                values = {"where": _where(quote, ctx), **said}
                return _emit("number.value_mismatch", claim, values, quote)
    return None


def _number_only(claim: Claim, index: SourceIndex, ctx: DetectorContext) -> Finding | None:
    """A claim that is just a figure ("7,585", "1786") is supported by a source sentence stating it."""
    quantities = quantities_of(claim.text)
    if len(quantities) != 1 or content_tokens(claim.text) - content_tokens(quantities[0].text):
        return None
    for span in index.spans_with_number(quantities[0])[:1]:
        quote = _quote(span, index, ctx)
        if isinstance(quote, Quote):
            reason = f"{_where(quote, ctx)} states {quantities[0].text}"
            return Finding(
                detector=NAME, claim_id=claim.id, verdict=Verdict.SUPPORTED, reason=reason, evidence=(quote,)
            )
    return None


def _emit(rule_id: str, claim: Claim, values: Mapping[str, object], quote: Quote | None = None) -> Finding:
    """The finding of a registered rule (engine/rules/grounding.py): its id, and its reason from the rule's template."""
    from ..rules.evaluate import emit

    return emit(rule_id, claim, NAME, values, (quote,) if quote is not None else ())


def _quote(span: Span, index: SourceIndex, ctx: DetectorContext) -> Quote | QuoteMiss:
    """The span as verified evidence; a span too short to count as a quote is widened to its neighbours."""
    quote = verify_quote(span.text, ctx.sources, source=span.source, near=span.start)
    if isinstance(quote, QuoteMiss) and quote.reason == "too_short":
        wide = index.widened(span, MIN_QUOTE_CHARS + 4)
        quote = verify_quote(wide.text, ctx.sources, source=wide.source, near=wide.start)
    return quote


def _real_mismatch(numbers: NumberCheck) -> bool:
    """A mismatch against a figure the source writes in digits; "one of the top" or "three topics" prove little."""
    return numbers.status == "mismatch" and any(ch.isdigit() for ch in numbers.mismatches[0][1].text)


def _where(quote: Quote, ctx: DetectorContext) -> str:
    source = ctx.sources.get(quote.source)
    label = _label(quote.source)
    name = source.name if source else ""
    return f"{label} ({name})" if name and name.lower() != label else label
