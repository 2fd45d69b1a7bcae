"""Offline lexical grounding: find the source span that best covers a claim, then gate it by code.

SUPPORTED only when the span covers the claim's content, carries every number of the claim, agrees on
negation, and the quote verifier confirms the span. A span about the same thing with a different number
is a contradiction; anything else the sources do not clearly cover stays UNVERIFIABLE.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from ..coreference import Antecedents, opening_name, opening_word, opens_with_pronoun
from ..evidence import MIN_QUOTE_CHARS, verify_quote
from ..figure_roles import starts_change, worked_out
from ..hedges import hedge_dropped, no_longer_so, one_of_several, overstated
from ..lexical import Match, SourceIndex, Span, content_tokens, tokens
from ..negation import clauses as negation_clauses
from ..negation import denying_clause, negated_heads, negation_differs, same_word
from ..numbers import (
    MONTH_NAMES,
    NumberCheck,
    Quantity,
    compare_numbers,
    day_of_month,
    extract_quantities,
    noun_after,
    quantities_of,
    said_beside,
    said_of_more_than_its_noun,
    stated_alike,
)
from ..rules.record import RecordIndex
from ..types import Claim, Finding, Quote, QuoteMiss, Verdict
from ._claim_names import names_absent_from, names_someone_else, unknown_names
from ._slots import possessor_as_subject
from ._structure import said_otherwise
from ._substitutions import opposed, opposite_instead, substitution
from ._tables import cell_statements
from .base import DetectorContext, unverifiable

SUPPORT_COVERAGE = 0.8
"""Share of the claim's content (IDF-weighted) the span must contain to support it."""
SAME_SUBJECT_COVERAGE = 0.55
"""Above this, a span with a different number or an opposite negation is about the same thing."""
OTHER_FACT_COVERAGE = 0.3
"""A runner-up sentence this close may state the claim's other fact (and contradict its number)."""
ALSO_STATED_COVERAGE = 0.25
"""A sentence this close that states the claim's own figure makes a differing figure elsewhere no contradiction."""
RUNNERS_UP = 3
"""How many runner-up sentences are compared (bounded, so the cost per claim does not grow with the sources)."""
NAME = "grounding"
_NOT_COVERED = "no source sentence covers this claim"
_CLOSERS = " \t\n\"'”’)]*_"
_DENIAL = re.compile(r"\b(?:false|untrue|myths?|misconceptions?|incorrect|wrong|debunked|hoax)\b", re.I)


class LexicalGrounding:
    """Grounding against the user's sources with no model: token index + code gates."""

    name = NAME

    def applies(self, ctx: DetectorContext) -> bool:
        return len(ctx.sources) > 0

    async def check(self, claims: Sequence[Claim], ctx: DetectorContext) -> list[Finding]:
        index = ctx.cached("lexical_index", lambda: SourceIndex(list(ctx.sources)))
        referents = claim_referents(ctx.claims or tuple(claims))
        return [ground(claim, index, ctx, referents.get(claim.id, "")) for claim in claims if claim.kind == "prose"]


def claim_referents(claims: Sequence[Claim]) -> dict[str, str]:
    """Claim id → the name its opening pronoun stands for ("She was born in Paris" after "Marie Curie won…"),
    read like the sources' pronouns (`engine.coreference`), in answer order; descriptions are not read."""
    reader = Antecedents()
    found = {}
    for claim in sorted(claims, key=lambda c: c.start):
        text = without_attribution(claim.text) or claim.text
        reference = reader.read(text, claim.start)
        # Only a pronoun: "The band" after a list of its members is not any of them.
        if reference is not None and opens_with_pronoun(text):
            found[claim.id] = reference.name
    return found


def ground(claim: Claim, index: SourceIndex, ctx: DetectorContext, referent: str = "") -> Finding:
    """The grounding finding for one claim; `referent` is the name its opening pronoun stands for, if any: a
    sentence that supports "She was born in 1859" must be about her. "According to the source, X" is checked
    as X: the words that point at the given sources are not content a source sentence would repeat."""
    if body := without_attribution(claim.text):
        claim = claim.model_copy(update={"text": body})
    # A reason that says a name "isn't in the sources" is checked against them first (engine/rules/record.py).
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
    numbers = compare_numbers(claim.text, match.span.text)
    if (
        _real_mismatch(numbers)
        and match.coverage >= SAME_SUBJECT_COVERAGE
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
        if elsewhere := _also_stated(claim, claimed, candidates, index, rival=(stated, match.span.text)):
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
        if _works_an_example(claim.text):
            # "Spending £40 on tickets … earns 500 points": the claim works out a case of its own choosing.
            reason = f"{where} says {stated.text}, not {claimed.text}, but the claim works out an example of its own"
            return unverifiable(NAME, claim, reason)
        if day_of_month(claim.text, claimed) and _DURATIONS.search(index.around(match.span)):
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
        return _emit(
            "number.value_mismatch", claim, {"where": where, "stated": stated.text, "claimed": claimed.text}, quote
        )
    if not numbers.ok:
        if contradiction := _number_elsewhere(claim, candidates, index, ctx):
            return contradiction
        if numbers.bounded:
            claimed, stated = numbers.bounded[0]
            return _emit("number.bounded", claim, {"where": where, "stated": stated.text, "claimed": claimed.text})
        if numbers.claim and (elsewhere := _also_stated(claim, numbers.claim, candidates, index)):
            return unverifiable(NAME, claim, elsewhere)  # "£595,000 appears in source 1, but not in the sentence …"
        missing = numbers.claim.text if numbers.claim else "a number"
        return _emit("number.missing", claim, {"figure": missing, "where": where})
    side = negation_differs(claim.text, match.span.text)
    # A short claim is held to a denial of its own ("The population was not 7,585"), not to one in a long source.
    if side == "the claim" or (side is not None and len(content_tokens(claim.text)) >= 3):
        if match.coverage >= 0.9 and _denial_covers(side, claim.text, match.span.text):
            return _emit("negation.opposite", claim, {"where": where, "side": side}, quote)
        return _emit("negation.differs", claim, {"where": where, "side": side})
    if unknown:
        return _emit("name.not_in_sources", claim, {"name": unknown[0]})
    span_text = f"{match.span.text} {match.span.refers_to} {match.span.full_names}"
    absent = names_absent_from(claim.text, span_text, index.name_words(), given=index.given_names)
    if absent := [name for name in absent if not RecordIndex([span_text]).mentions(name)]:
        return _emit("name.not_in_quote", claim, {"where": where, "name": absent[0]})
    if referent and names_absent_from(f"{claim.text} {referent}", span_text):
        pronoun = opening_word(claim.text)
        return unverifiable(NAME, claim, f"{where} is not about {referent}, whom “{pronoun}” stands for here")
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
            return unverifiable(NAME, claim, f"{where} does not say “{changed}”, which the claim adds to it")
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
    if otherwise := said_otherwise(claim.text, match.span.text):
        return unverifiable(NAME, claim, f"{where} {otherwise}")
    for cell in cell_statements(ctx.answer, claim.start, claim.text):
        if otherwise := said_otherwise(cell, match.span.text):
            return unverifiable(NAME, claim, f"the table says “{cell}”; {where} {otherwise}")
    # Read with the name its pronoun stands for, "It employs 300 people" (said of Acme) is not borne out by "Its
    # rival, Bolt Industries, … employs 300 people", whose "Its" is Acme too. Only this reading takes the name: the
    # others would trust a pronoun's reading further than it goes.
    if referent and (possessor := possessor_as_subject(_named(claim.text, referent), match.span.text)):
        return unverifiable(NAME, claim, f"{where} says it of “{possessor[0]}”, not of {possessor[1]}")
    if hedge := _asks_or_denies(match.span.text, claim.text):
        return unverifiable(NAME, claim, f"{where} {hedge} rather than stating it")
    coverage = _with_full_names(match, claim.text, index)
    if coverage < SUPPORT_COVERAGE:
        lacking = ", ".join(match.missing[:3])
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


_ATTRIBUTION = re.compile(
    r"^\W*(?:"
    r"(?:according to|as (?:stated|mentioned|noted|described|explained|reported|said|shown) in|based on|"
    r"as per|per|from|in) (?:the|this|these|your|my) (?:(?:provided|given|attached|above|following|same) )?"
    r"(?:sources?|documents?|passages?|text|articles?|context|excerpts?|materials?|information|reports?|data)"
    r"(?: (?:provided|given|above))?\s*,\s*"
    r"|(?:the|this) (?:(?:provided|given|attached|above) )?"
    r"(?:sources?|documents?|passages?|text|articles?|context|excerpts?|materials?|reports?) "
    r"(?:states?|says?|mentions?|notes?|reports?|explains?|indicates?|shows?|confirms?|describes?)(?: that)?\s+"
    r")",
    re.I,
)
"""An opening that only points at the given material: "According to the source, …", "The passage states that …"."""


def _named(claim: str, referent: str) -> str:
    """The claim with its opening pronoun replaced by the name it stands for ("It employs …" → "Acme employs …")."""
    pronoun = opening_word(claim)
    at = claim.find(pronoun) if referent and pronoun else -1
    if at < 0:
        return claim
    name = f"{referent}'s" if pronoun.lower() in {"its", "his", "her", "their"} else referent
    return f"{claim[:at]}{name}{claim[at + len(pronoun) :]}"


def without_attribution(text: str) -> str | None:
    """The claim without an opening that points at the given sources, or None when it has none."""
    found = _ATTRIBUTION.match(text)
    if found is None or found.end() >= len(text.rstrip()):
        return None
    rest = text[found.end() :]
    return rest[:1].upper() + rest[1:]


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
        numbers = compare_numbers(claim.text, other.span.text)
        if (
            _real_mismatch(numbers)
            and said_beside(claim.text, *numbers.mismatches[0], other.span.text, words_needed=True)
            and not _also_stated(
                claim, numbers.mismatches[0][0], candidates, index, rival=(numbers.mismatches[0][1], other.span.text)
            )
            and not _given_elsewhere(claim, *numbers.mismatches[0], other, index)
            and not _worked_out_around(numbers.mismatches[0][0], other.span, index)
            and not _works_an_example(claim.text)  # nor a claim that works out an example of its own
            and not _worked_out_in(claim.text, candidates[0].span.text)
        ):
            quote = _quote(other.span, index, ctx)
            if isinstance(quote, Quote):
                claimed, stated = numbers.mismatches[0]
                values = {"where": _where(quote, ctx), "stated": stated.text, "claimed": claimed.text}
                return _emit("number.value_mismatch", claim, values, quote)
    return None


def _worked_out_in(claim: str, sentence: str) -> bool:
    """Whether a figure of the claim is worked out from `sentence` ("1,470 flights late" from the best sentence's
    "8,400 flights, of which 6,930 arrived on time"): a runner-up's figure then proves nothing against it."""
    stated = quantities_of(sentence)
    return any(worked_out(q, stated, sentence) for q in quantities_of(claim) if q.kind != "year")


def _also_stated(
    claim: Claim,
    claimed: Quantity,
    candidates: list[Match],
    index: SourceIndex,
    rival: tuple[Quantity, str] | None = None,
) -> str | None:
    """Why a differing figure is no contradiction: another source sentence about the claim's subject states the
    claim's figure with the same words around it, and names whom the claim names (Pierre Curie's year of birth
    is no excuse for Marie Curie's). Sources often give several ("£575,000 ... the larger one for £595,000"),
    and the sentence that covers the claim best may be about the other one. `rival` is that sentence's differing
    figure and text: when the words just before it are the claim's own, a count of the same noun elsewhere excuses
    nothing (the figure was changed in place)."""
    wanted = len(content_tokens(claim.text))
    # A sum of money, a share or a measure written out is telling: two words in common with the claim will do, and
    # none when it is written to three figures ("$27.5 million"). So is a count with what it counts ("Eleven
    # passengers"): a summary fuses sentences, and the one that covers it best may hold another figure.
    telling = claimed.kind in {"money", "percent"} or bool(claimed.unit)
    exact = telling and len(re.sub(r"\D", "", claimed.text).rstrip("0")) >= 3
    counted = noun_after(claim.text, claimed) if claimed.kind == "count" else ""
    if counted in _NOT_COUNTED or counted.capitalize() in MONTH_NAMES:
        counted = ""  # "3 March" is a date, "5 of" counts nothing named
    if rival is not None and _lead(claim.text, claimed) & _lead(rival[1], rival[0]):
        counted = ""  # "earning more than 120,000 crowns" where the sentence says "earning more than 150,000 crowns"
    for other in [*candidates, *index.containing(claim.text, claimed.text)]:
        close = (
            other.coverage >= ALSO_STATED_COVERAGE
            or (telling and wanted - len(other.missing) >= 2)
            or exact
            or (bool(counted) and _counts_alike(claimed, counted, other.span.text))
        )
        if (
            close
            and stated_alike(claim.text, claimed, other.span.text)
            and not names_someone_else(claim.text, other.span.text)
        ):
            return _NOT_THE_BEST.format(figure=claimed.text, source=_label(other.span.source))
    return None


def _given_elsewhere(claim: Claim, claimed: Quantity, stated: Quantity, match: Match, index: SourceIndex) -> str | None:
    """Why a differing figure is no contradiction: another sentence writes the claim's figure, and the one that
    covers the claim best says its own figure of something else (no word around the two figures in common). A
    summary fuses sentences ("the 532-bed hospital …" from "The hospital has 532 inpatient beds" and "a new 96-bed
    block"); a figure changed in place keeps the words around it ("has 96 inpatient beds")."""
    if claimed.kind == "year":
        return None
    if said_of_more_than_its_noun(claim.text, claimed, match.span.text, stated):
        # Said alike, the figure is changed in place, unless the claim gives the end of a change whose start the
        # sentence gives and whose end the next or last one does ("reduced monthly spending to £900,000" from "We
        # were spending £2.3 million a month … Today it's £900,000").
        if not _CHANGE_END.search(claim.text[max(0, claimed.start - 60) : claimed.start]):
            return None
        return _stated_beside(claimed, index.neighbours(match.span))
    for other in index.containing(claim.text, claimed.text):
        if (other.span.source, other.span.start) != (match.span.source, match.span.start) and _writes(
            other.span.text, claimed
        ):
            return _NOT_THE_BEST.format(figure=claimed.text, source=_label(other.span.source))
    return None


def _writes(sentence: str, claimed: Quantity) -> bool:
    """Whether the sentence writes the claim's figure (the same value and kind; a unit, if it gives one)."""
    return any(
        q.value == claimed.value and q.kind == claimed.kind and (q.unit == claimed.unit or not q.unit)
        for q in quantities_of(sentence)
    )


_CHANGE_END = re.compile(
    r"\b(?:reduced|reduce[sd]?|cut|cuts|lowered|raised|increased|rose|fell|dropped|grew|climbed|slipped|brought|"
    r"down|up)\b[^.;:]{0,40}\bto\s+(?:about\s+|around\s+|roughly\s+)?[$€£]?$",
    re.I,
)
"""The end of a change, said as such ("reduced monthly spending to £900,000")."""


def _stated_beside(claimed: Quantity, spans: list[Span]) -> str | None:
    """Why the claim's figure is unconfirmed, when one of the sentences beside the best one writes it."""
    for span in spans:
        if _writes(span.text, claimed):
            return f"{claimed.text} appears in {_label(span.source)}, beside the sentence that gives the change's start"
    return None


_NOT_COUNTED = ("of", "to", "in", "and", "or", "for", "per", "percent", "at", "on", "by", "from", "the", "a", "an")
"""Words after a figure that say nothing of what it counts."""


def _lead(text: str, quantity: Quantity) -> set[str]:
    """The content words of the three words before a figure."""
    return content_tokens(" ".join(text[max(0, quantity.start - 40) : quantity.start].split()[-3:]))


def _counts_alike(claimed: Quantity, noun: str, sentence: str) -> bool:
    """Whether the sentence gives the claim's count of the same thing ("Eleven passengers … taken to hospital")."""
    return any(q.value == claimed.value and noun_after(sentence, q) == noun for q in quantities_of(sentence))


_STATED_DIFFERENCE = re.compile(
    r"\b(?:an?|one|two|three|four|five|half\s+an?|\d+(?:\.\d+)?)\s+"
    r"(?:hours?|minutes?|days?|weeks?|months?|quarters?|years?)\s+"
    r"(?:(?:earlier|later|longer|shorter|sooner)\s+than\b[^,;.]{0,40}|earlier|before|ago|later|previously)"
    r"|\b(?:the\s+)?(?:previous|preceding|following)\s+(?:year|quarter|month)\b",
    re.I,
)
"""A difference a sentence states in words ("an hour earlier than the rest of the year", "down from 4.9% a year
earlier"), from which a figure it does not write follows."""


def _worked_out_around(claimed: Quantity, span: Span, index: SourceIndex) -> bool:
    """Whether the claim's figure is worked out from the sentence and the ones beside it: a ratio ("1.2 million
    kronor" from "… for 2.4 million kronor. Half of the price was covered by the fund"), a share, what a share
    leaves ("the remainder came from corporate partners") or a change in percent; or from a neighbouring sentence
    alone, as from the sentence itself ("160 unfilled nursing posts" from "1,240 nurses … against 1,400 nursing
    posts", beside a sentence on doctors' posts). Only what the text says: sums of any figures from three sentences
    match by chance."""
    around = index.around(span)
    if around == span.text:
        return False
    if any(worked_out(claimed, quantities_of(near.text), near.text) for near in index.neighbours(span)):
        return True
    return worked_out(claimed, quantities_of(around), around, sums=False)


_EXAMPLE = re.compile(
    r"^\W*(?:If|Suppose|For\s+example,?|[A-Z][a-z]+ing)\s+(?:a|an|the|all|one|two|three|four|five|\d|[$€£])"
)
"""A claim that works out a case of its own ("Spending £40 on tickets …", "If a member spends £30 …")."""


_MONTHS = "|".join(MONTH_NAMES)
_DATED = re.compile(
    rf"\b\d{{1,2}}(?:st|nd|rd|th)?\s+(?:of\s+)?(?P<after>{_MONTHS})\b|\b(?P<before>{_MONTHS})\s+\d{{1,2}}\b"
)
"""A day and its month ("3 May", "May 3rd"): a month so written is no verb ("may")."""


def _month_otherwise(claim: str, sentence: str) -> tuple[str, str] | None:
    """(the sentence's date, the claim's) when the claim dates its fact in a month the sentence does not name and the
    sentence dates it in another: "approved … on 3 May" against "On 3 March, … approved" (a month is no figure, so
    the figures agree and the words cover the claim)."""
    said = [(m.group(), m.group("after") or m.group("before")) for m in _DATED.finditer(sentence)]
    for found in _DATED.finditer(claim):
        month = found.group("after") or found.group("before")
        if said and all(month[:3] != theirs[:3] for _, theirs in said):
            return said[0][0], found.group()
    return None


_EARLIER_WORDS = re.compile(
    r"\b(?:from|before|originally|previously|initially|at\s+first|used\s+to|had\s+been|was|were|until)\b", re.I
)


def _value_before_change(claim: str, numbers: NumberCheck, sentence: str) -> tuple[str, str] | None:
    """(the figure, the sentence's change) when the claim states as its figure the value a change in the sentence
    started from ("The approved scheme has 18 turbines" against "was cut from 18 turbines to 14"), and says nothing
    of an earlier time; else None."""
    if _EARLIER_WORDS.search(claim):
        return None
    for claimed, stated in numbers.matched:
        if starts_change(sentence, stated):
            change = re.search(r"\bfrom\b[^.;,]*", sentence[max(0, stated.start - 30) :])
            return claimed.text, change.group().strip() if change else stated.text
    return None


def _bare_figure(text: str) -> bool:
    """Whether the claim is a figure and nothing else ("1.23 metres", "111 days", "£60")."""
    found = quantities_of(text)
    return len(found) == 1 and not content_tokens(text) - content_tokens(found[0].text) - {"about", "approximately"}


def _works_an_example(text: str) -> bool:
    """Whether the claim works out a case of its own choosing: it opens as an example and gives at least two
    figures, what goes in and what comes out ("Sending a 3kg parcel next day costs £9.66"). "Passing 150 IDs raises
    an error" gives only the case, which the source's own bound decides."""
    return bool(_EXAMPLE.match(text) or _WOULD.search(text)) and len(quantities_of(text)) >= 2


_WOULD = re.compile(r"\bwould\s+(?:cost|take|pay|be|earn|need|leave|save|add|come\s+to|total)\b", re.I)
"""A case worked out in the conditional ("A 7-metre vehicle would cost £84")."""


_DURATIONS = re.compile(
    r"\b(?:every|for|after|within)\s+(?:the\s+(?:first|next)\s+)?(?:\d+|one|two|three|four|five|six|seven|a)?\s*"
    r"(?:days?|weeks?|fortnights?)\b",
    re.I,
)
"""Durations from which a date may be worked out ("reduce by 5 mg every 7 days", "for the first week")."""


def _subject_only_elsewhere(claim: Claim, claimed: Quantity, match: Match, others: list[Match]) -> str:
    """The name the claim opens with when the sentence `match` lacks it and one of `others` gives it with a figure
    of the claimed kind, or "". The claim is then about that sentence's fact, and a figure of this one proves
    nothing against it: "Before 1874, Valbonne was the capital" is not denied by "Tessaly is the capital … at the
    2020 census" when "It replaced Valbonne … in 1874" follows."""
    text = claim.text
    subject = opening_name(text) or (opening_name(text.split(", ", 1)[1]) if ", " in text else None)
    if subject is None and (first := re.match(r"\W*([A-Z][a-z]+)\b", text)) and content_tokens(first.group(1)):
        subject = first.group(1)  # "Nausea was reported by 7.5%" against the sentence on headache
    wanted = content_tokens(subject or "")
    if not wanted or not wanted <= set(match.missing):
        return ""
    for other in others:
        if not wanted & set(other.missing) and any(_same_kind(q, claimed) for q in extract_quantities(other.span.text)):
            return subject or ""
    return ""


def _said_nowhere(figures: Sequence[Quantity], index: SourceIndex) -> Quantity | None:
    """The first of the claim's figures (not a year) that no source sentence states, or None."""
    return next((q for q in figures if q.kind != "year" and not index.spans_with_number(q)), None)


def _same_kind(one: Quantity, other: Quantity) -> bool:
    """Whether `other` is a figure of `one`'s kind, or counts a share of it is worked out from."""
    if {one.kind, other.kind} == {"percent", "count"}:
        return True  # "7.5% of the group" from "Nausea affected 18 people" of 240
    return one.kind == other.kind and (one.kind != "count" or one.unit == other.unit)


def _number_only(claim: Claim, index: SourceIndex, ctx: DetectorContext) -> Finding | None:
    """A claim that is just a figure ("7,585", "1786") is supported by a source sentence stating it."""
    quantities = extract_quantities(claim.text)
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


def _emit(rule_id: str, claim: Claim, values: dict[str, object], quote: Quote | None = None) -> Finding:
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


_NOT_THE_BEST = "{figure} appears in {source}, but not in the sentence that covers the claim best"


def _label(source: int | str) -> str:
    """ "source 2" for the second source given, a web excerpt's URL as it is."""
    return f"source {source + 1}" if isinstance(source, int) else str(source)


def _where(quote: Quote, ctx: DetectorContext) -> str:
    source = ctx.sources.get(quote.source)
    label = _label(quote.source)
    name = source.name if source else ""
    return f"{label} ({name})" if name and name.lower() != label else label


def _asks_or_denies(span: str, claim: str) -> str | None:
    """Words alone cannot tell a statement from a question about it or a denial of it ("Is X?", "It is false that
    X", "Myth: X"), so such a span never supports a claim that does not ask or deny in the same way."""
    if span.rstrip(_CLOSERS).endswith("?") and not claim.rstrip(_CLOSERS).endswith("?"):
        return "only asks this"
    denied = {w.lower() for w in _DENIAL.findall(span)} - {w.lower() for w in _DENIAL.findall(claim)}
    return f"calls it {sorted(denied)[0]}" if denied else None


def _denial_covers(side: str, claim: str, span: str) -> bool:
    """Whether the differing denial is about all the claim says, so the sentence states its opposite. The sentence
    is short, with a comma at most, and:
    - a denial of the source's sits in the clause that holds the claim's content and denies a word of the claim
      ("The company did not disclose the price, but analysts estimated it" denies no estimate);
    - a denial of the claim's is of something one clause of the sentence says of the claim's subject, and neither
      side speaks of a part or sets one apart ("only two of the ten finished" leaves the rest unfinished)."""
    single = len(re.findall(r"[,;:]", span)) <= 1 and len(span.split()) <= 40
    if side == "the source" and single:
        clause = denying_clause(claim, span)
        wanted = content_tokens(claim)
        if clause is None or len(wanted & content_tokens(clause)) < 0.9 * len(wanted):
            return False
        # What the clause denies must be what the claim says: "403 if access is denied" is no opposite of "404 if
        # the user does not exist and 403 if access is denied", whose denial is about the user's existing.
        return any(head in wanted or any(w.startswith(head) for w in wanted) for head in negated_heads(clause))
    if side == "the claim" and single:
        # The sentence must say what the claim denies of the claim's subject, in one clause: "Cars cannot use the
        # bridge" is no opposite of "The bridge is not open to cars, although cyclists may use it" (the cyclists').
        if _A_PART.search(claim) or _SET_APART.search(span):
            return False  # "Most drivers did not finish" is no opposite of "Only two of the ten drivers finished"
        subject = next((t for t in tokens(claim) if t in content_tokens(claim)), "")
        heads = negated_heads(claim)
        return any(
            subject in words and any(same_word(head, words) for head in heads)
            for words in (content_tokens(part) for part in negation_clauses(span))
        )
    return single


_SET_APART_WORDS = r"only|just|except|excluding|apart from|other than|but for|\d[\d,]*\s+of\s+the"
_SET_APART = re.compile(rf"\b(?:{_SET_APART_WORDS})\b", re.I)
"""A sentence that limits what it says to a part ("only two of the ten finished", "open every day except Sunday")
leaves the rest to a denial; one that says "most" or "some" does not bear out "never"."""
_A_PART = re.compile(rf"\b(?:{_SET_APART_WORDS}|most|many|some|few|several|half|none)\b", re.I)
"""A claim about a part ("Most drivers did not finish") denies nothing of the rest."""
