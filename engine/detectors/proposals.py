"""What a contradiction proposes: the claim's figures (or its one opposite word) with the evidence's in their
place. Worked out once, where the contradicting finding is made, so repair reads findings, never detectors."""

from __future__ import annotations

from collections.abc import Sequence

from ..numbers import compare_numbers
from ..types import Computed, Evidence, Proposal, Substitution
from ._substitutions import opposed, substitution


def proposals(claim_text: str, evidence: Sequence[Evidence], detector: str) -> tuple[Proposal, ...]:
    """One proposal per piece of evidence that proposes a change: an opposite word the claim has where the quote
    copies it otherwise ("open" for "closed"), else every figure the evidence states otherwise. A computation
    proposes only for arithmetic: "April has 30 days" must not turn "31 April" into an invented "30 April"."""
    found = []
    for item in evidence:
        if isinstance(item, Computed) and detector != "arithmetic":
            continue
        change = substitution(claim_text, item.quote)
        if change is not None and change[0] and opposed(*change):
            right, wrong = change
            found.append(Proposal(quote=item.quote, changes=(Substitution(wrong=wrong, right=right),), kind="word"))
            continue
        mismatches = compare_numbers(claim_text, item.quote).mismatches
        if mismatches:
            changes = tuple(Substitution(wrong=wrong.text, right=right.text) for wrong, right in mismatches)
            found.append(Proposal(quote=item.quote, changes=changes, kind="value"))
    return tuple(found)
