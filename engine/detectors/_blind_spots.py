"""Differences between a claim and a verifier window that the model does not see (`blind_spot`): small edits to
who did what, a word in another's place, a month, a question or a denial. Closed-world readings; the verifier's
entailment counts only where none is found (engine/detectors/verifier.py).
"""

from __future__ import annotations

from ..lexical import content_tokens
from ..negation import denial_count, how_denials_differ, negation_differs
from ..reading.dates import month_unstated
from ..sentences import sentence_spans
from ..types import Quote
from ._denials import asks_or_denies
from ._substitutions import opening_swapped, substitution
from .quote_rules import off_topic


def blind_spot(claim: str, quote: Quote) -> str | None:
    """A difference between the claim and a window that the model does not see, or None.

    The model reads paraphrase but does not separate small edits: it read "The company fired 40 engineers in
    March." as entailed (94%) by "The company hired 40 engineers in March and fired 12 managers in May.", and a
    sentence that only asks the claim as stating it. So its reading counts, for SUPPORTED and LIKELY alike, only
    where code finds no such edit: the window passes the stricter reading the consistency detector's LIKELY is
    held to (`off_topic`: who did what, rank, scale, tense), the claim does not copy it but for a word or two in
    another's place (`substitution`: "hired" for "fired" reads no differently to the model than a synonym), and
    the window states the claim rather than asking it or calling it false, and denies what the claim denies (a
    denial is one word to the model). Not an objection: a judge reads such differences, and its verdict on the
    claim stands."""
    # Every closed-world reading of `off_topic`, but not its count of shared words: whether the window is about
    # the claim is what the model reads ("In 2019 it drew 7.4 million visitors" shares one word with its source).
    # Nor its figure check: `decide` has held the figures, rounding, conversions and worked-out sums included.
    if problem := off_topic(claim, [quote], supported=True, topic=False, figures=False):
        return problem
    if change := substitution(claim, quote.quote) or opening_swapped(claim, quote.quote):
        return f"the quoted text has “{change[0]}” where the claim has “{change[1]}”"
    if month := month_unstated(claim, quote.quote):
        return f"the quoted text does not give “{month}”"
    wanted = content_tokens(claim)
    sentences = [quote.quote[start:end] for start, end in sentence_spans(quote.quote)] or [quote.quote]
    # The window's sentence that carries most of the claim's words is the one that must state it.
    carrier = max(sentences, key=lambda sentence: len(wanted & content_tokens(sentence)))
    # In that sentence, a token with a figure in another's place ("ICD-9-CM" for "ICD-10-CM") is a closed-world
    # difference, even when the window's next sentence has the claim's token too. (Plain words in another's place
    # there are mostly paraphrase: "capacity" for "space".)
    if len(sentences) > 1 and (change := substitution(claim, carrier)) and all(map(_has_digit, change)):
        return f"the quoted text has “{change[0]}” where the claim has “{change[1]}”"
    if modality := asks_or_denies(carrier, claim):
        return f"the quoted text {modality}"
    if (side := negation_differs(claim, carrier)) and not _deny_alike(claim, carrier):
        return how_denials_differ(claim, carrier, side, "the quoted text")
    return None


def _deny_alike(claim: str, sentence: str) -> bool:
    """Whether both deny, as often: then which words each denies ("won't reduce" against "does not affect", "can't
    get into" against "is not accessible") is paraphrase, which the model reads; code reads that both deny. "Free"
    denies a cost or a thing as "no" does ("costs nothing" / "is free", "at no charge" / "free", "chain-free")."""
    denials = denial_count(claim)
    return denials > 0 and denials == denial_count(sentence)


def _has_digit(text: str) -> bool:
    return any(character.isdigit() for character in text)
