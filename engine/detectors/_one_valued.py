"""A "no" to a "both" question, read from an attribute that holds one value at a time.

"Do both Juniper and Indigofera belong to the cypress family Cupressaceae?" — "no" is SUPPORTED when a sentence
about one of them gives another value for the same attribute ("Indigofera is a genus … belonging to the family
Fabaceae") and does not name the question's value. Only attributes with a single value count: a taxon's family
or genus, and the county, province or state a place lies in. Anything else ("both American", "both members of
the band X") stays undecided, because a person can hold two nationalities and play in two bands.
"""

from __future__ import annotations

import re

from ..evidence import SourceSet, verify_quote
from ..lexical import SourceIndex, tokens
from ..types import Claim, Finding, Quote, Verdict
from ._about import sentences_about

_NO = re.compile(r"^\W*no\W*$", re.I)
_ONE_VALUED = r"family|subfamily|genus|phylum|kingdom|county|province|state|prefecture|canton|borough"
_VALUE = r"[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*"
# "the family Fabaceae", "the state of Texas", or a name before it: "Harris County".
_ATTRIBUTE = re.compile(
    rf"\b(?P<noun>{_ONE_VALUED})\s+(?:of\s+)?(?P<value>{_VALUE})|(?P<value2>{_VALUE})\s+(?P<noun2>(?i:{_ONE_VALUED}))\b"
)


def check_no(
    claim: Claim, first: str, second: str, predicate: str, sources: SourceSet, detector: str
) -> Finding | None:
    """SUPPORTED with a sentence giving one entity another value of the predicate's one-valued attribute."""
    if not _NO.match(claim.text):
        return None
    asked = _attributes(predicate)
    if len(asked) != 1:
        return None
    noun, value = asked[0]
    index = SourceIndex(sources.sources)
    for entity in (first, second):
        for about in sentences_about(entity, index):
            text = about.span.text
            if _names(text, value):
                continue  # the sentence names the question's value too: no clear "otherwise"
            other = next((v for n, v in _attributes(text) if n == noun and _differ(v, value)), None)
            if other is None:
                continue
            quote = verify_quote(text, sources, source=about.span.source)
            if not isinstance(quote, Quote):
                continue
            reason = f"the sources put {entity} in the {noun} {other}, not {value}, and nothing is in two at once"
            return Finding(
                detector=detector, claim_id=claim.id, verdict=Verdict.SUPPORTED, reason=reason, evidence=(quote,)
            )
    return None


def _attributes(text: str) -> list[tuple[str, str]]:
    """(attribute, value) pairs a text writes, the attribute lower-cased: [("family", "Fabaceae")]."""
    found = []
    for match in _ATTRIBUTE.finditer(text):
        noun = match.group("noun") or match.group("noun2")
        value = match.group("value") or match.group("value2")
        if value.split()[0].lower() in {"the", "a", "an", "in", "of"}:
            continue
        found.append((noun.lower(), value))
    return found


def _differ(value: str, other: str) -> bool:
    mine, theirs = set(tokens(value)), set(tokens(other))
    return bool(mine) and bool(theirs) and not (mine <= theirs or theirs <= mine)


def _names(text: str, value: str) -> bool:
    return re.search(r"(?<!\w)" + re.escape(value) + r"(?!\w)", text, re.I) is not None
