"""What a claim's opening words point at: the given material ("According to the source, …"), which the claim
is read without, or a name ("She was born in Paris" after "Marie Curie won…"), which its pronoun stands for."""

from __future__ import annotations

import re
from collections.abc import Sequence

from ..coreference import NOT_NAMES, Antecedents, lower_case_words, opening_name, opens_with_pronoun
from ..types import Claim
from .base import DetectorContext

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


def without_attribution(text: str) -> str | None:
    """The claim without an opening that points at the given sources, or None when it has none."""
    found = _ATTRIBUTION.match(text)
    if found is None or found.end() >= len(text.rstrip()):
        return None
    rest = text[found.end() :]
    return rest[:1].upper() + rest[1:]


def run_referents(claims: Sequence[Claim], ctx: DetectorContext) -> dict[str, str]:
    """`claim_referents` of the run's claims, read once per run (grounding and the verifier both ask); of `claims`
    when the context holds none."""
    if not ctx.claims:
        return claim_referents(claims)

    def read() -> dict[str, str]:
        common = lower_case_words(ctx.answer, *(source.text for source in ctx.sources))
        return claim_referents(ctx.claims, ctx.answer, common)

    return ctx.cached("claim_referents", read)  # type: ignore[no-any-return]


def claim_referents(claims: Sequence[Claim], answer: str = "", common: frozenset[str] = frozenset()) -> dict[str, str]:
    """Claim id → the name its opening pronoun stands for ("She was born in Paris" after "Marie Curie won…"),
    read like the sources' pronouns (`engine.coreference`), in answer order; descriptions are not read. With the
    `answer`, a claim that goes on with a sentence (a clause the splitter cut off: "…, though HDMI tops out at
    144 Hz") names no one a later "It" stands for. `common`: words the answer or the sources write in lower case
    (`lower_case_words`)."""
    reader = Antecedents(common)
    found = {}
    previous: Claim | None = None
    for claim in sorted(claims, key=lambda c: c.start):
        text = without_attribution(claim.text) or claim.text
        if answer and previous is not None and not _opens_sentence(answer, previous, claim):
            # A clause with a subject of its own ("…, while the Burj Khalifa reaches 828 m") ends the run, as a
            # sentence that opens otherwise does, and starts none; one that goes on without ("… but switched to
            # writing full-time") is still about the sentence's subject.
            reference = reader.refer(text)
            if not opens_with_pronoun(text) and _own_subject(text, common):
                reader.forget()
        else:
            reference = reader.read(text, claim.start)
        previous = claim
        # Only a pronoun: "The band" after a list of its members is not any of them.
        if reference is not None and opens_with_pronoun(text):
            found[claim.id] = reference.name
    return found


_FIRST = re.compile(r"\W*([A-Za-z]+)")


def _own_subject(clause: str, common: frozenset[str]) -> bool:
    """Whether a clause cut off a sentence may open with a subject of its own: a name, or an article, pronoun or
    other word that names no one ("the prize went to …", "HDMI tops out …"); not a verb ("switched to …")."""
    first = _FIRST.match(clause)
    return opening_name(clause, common) is not None or (first is not None and first.group(1).lower() in NOT_NAMES)


_SENTENCE_END = re.compile(r"[.!?…][\"'”’)\]]*\s*$")


def _opens_sentence(answer: str, previous: Claim, claim: Claim) -> bool:
    """Whether `claim` starts a sentence of the answer: the claim before it ends with a stop, or a line break
    lies between them (list items)."""
    before = answer[previous.start : claim.start]
    return "\n" in answer[previous.end : claim.start] or bool(_SENTENCE_END.search(before.rstrip()))
