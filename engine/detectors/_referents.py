"""What a claim's opening words point at: the given material ("According to the source, …"), which the claim
is read without, or a name ("She was born in Paris" after "Marie Curie won…"), which its pronoun stands for."""

from __future__ import annotations

import re
from collections.abc import Sequence

from ..coreference import Antecedents, opens_with_pronoun
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
    return ctx.cached("claim_referents", lambda: claim_referents(ctx.claims))  # type: ignore[no-any-return]


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
