"""Two question forms whose short answers name nothing new, checked sentence by sentence.

- A bare "yes" to a "both" question ("Are X and Y both Z?", "Were X and Y released in the same year?") is
  SUPPORTED only when the sources say it of *each* entity: a sentence naming X holds every content word of Z
  (a shared stem of at least five letters counts, so "director" answers "direct"), and so does one naming Y;
  for "the same year", both sentences name the same year.
- A pick between two options ("Which musician, A or B, played the bass?") is SUPPORTED only when the picked
  option's sentence holds a word of the question that the other option's sentence lacks, the other
  sentence holds none that the picked one lacks, and the picked sentence is not negated.

Each sentence becomes a verified quote. Anything else gives no finding: a "no", or an answer the sentences
do not bear out, stays with the other checks (UNVERIFIABLE at worst).
"""

from __future__ import annotations

import re

from ..evidence import SourceSet, verify_quote
from ..lexical import content_tokens, has_negation
from ..types import Claim, Finding, Quote, Verdict

_YES = re.compile(r"^\W*yes\W*$", re.I)
_BOTH = re.compile(r"^\s*(?:are|were|is|was|do|does|did)\s+(?:both\s+)?(?P<rest>.+?)\s*\?\s*$", re.I)
_CAPITALISED_RUN = re.compile(
    r"(?:(?:The|A|An)\s+)?[A-Z][\w'’.-]*(?:\s+(?:of|de|van|von|the|and\s+[a-z]+)?\s*[A-Z][\w'’.-]*)*"
)
_SENTENCE_END = re.compile(r"[.!?](?=\s|[\"“A-Z]|$)|\n")
_YEAR = re.compile(r"\b(1[5-9]\d\d|20\d\d)\b")
_SAME_YEAR = re.compile(r"\bsame year\b", re.I)
_CHOICE = re.compile(
    r"^\s*(?:which|who|what)\b(?P<head>[^,?]*),\s*(?P<a>[^,?]+?)\s+or\s+(?P<b>[^,?]+?)\s*[,?]\s*(?P<tail>[^?]*)\??\s*$",
    re.I,
)


def check_yes(claim: Claim, question: str, sources: SourceSet, detector: str) -> Finding | None:
    """SUPPORTED with one quote per entity when the claim is a bare "yes" the sources bear out, else None."""
    if not _YES.match(claim.text):
        return None
    parsed = _parse(question)
    if parsed is None:
        return None
    first, second, predicate = parsed
    found = [_window(entity, sources) for entity in (first, second)]
    windows = [w for w in found if w is not None]
    if len(windows) < 2:
        return None
    texts = [text for _, text in windows]
    if _SAME_YEAR.search(predicate):
        years = [set(_YEAR.findall(text)) for text in texts]
        if not years[0] & years[1]:
            return None
        reason = f"the sources give the same year ({sorted(years[0] & years[1])[0]}) for {first} and {second}"
    else:
        wanted = content_tokens(predicate) - {"both", "type", "kind"}
        if not wanted or not all(_holds(wanted, text) for text in texts):
            return None
        reason = f"the sources say it of both {first} and {second}"
    quotes = [verify_quote(text, sources, source=source_id) for source_id, text in windows]
    evidence = tuple(q for q in quotes if isinstance(q, Quote))
    if len(evidence) < len(quotes):
        return None
    return Finding(detector=detector, claim_id=claim.id, verdict=Verdict.SUPPORTED, reason=reason, evidence=evidence)


def check_choice(claim: Claim, question: str, sources: SourceSet, detector: str) -> Finding | None:
    """SUPPORTED with the picked option's sentence when the sources tell the two options apart, else None."""
    match = _CHOICE.match(question)
    if match is None:
        return None
    options = [match.group("a").strip(), match.group("b").strip()]
    answer = claim.text.strip().rstrip(".").casefold()
    if answer not in (o.casefold() for o in options):
        return None
    picked, other = sorted(options, key=lambda o: o.casefold() != answer)
    my_window, their_window = _window(picked, sources), _window(other, sources)
    if my_window is None or their_window is None or has_negation(my_window[1]):
        return None
    wanted = content_tokens(match.group("head") + " " + match.group("tail")) - content_tokens(" ".join(options))
    mine, theirs = content_tokens(my_window[1]), content_tokens(their_window[1])
    only_mine = [w for w in wanted if _has(w, mine) and not _has(w, theirs)]
    only_theirs = [w for w in wanted if _has(w, theirs) and not _has(w, mine)]
    if not only_mine or only_theirs:
        return None
    quote = verify_quote(my_window[1], sources, source=my_window[0])
    if not isinstance(quote, Quote):
        return None
    reason = f"of {picked} and {other}, only the sources' sentence on {picked} says “{only_mine[0]}…”"
    return Finding(detector=detector, claim_id=claim.id, verdict=Verdict.SUPPORTED, reason=reason, evidence=(quote,))


def _parse(question: str) -> tuple[str, str, str] | None:
    """(first entity, second entity, predicate) of "Are [both] X and Y [both] Z?", or None."""
    match = _BOTH.match(question)
    if match is None:
        return None
    rest = match.group("rest")
    first = _CAPITALISED_RUN.match(rest)
    if first is None or not rest[first.end() :].lstrip().lower().startswith("and "):
        return None
    after = rest[first.end() :].lstrip()[4:]
    both = re.search(r"\s+both\s+", after)
    if both is not None:
        second_name, predicate = after[: both.start()], after[both.end() :]
    else:
        second = _CAPITALISED_RUN.match(after)
        if second is None:
            return None
        second_name, predicate = second.group(), after[second.end() :]
    second_name, predicate = second_name.strip(), predicate.strip()
    return (first.group().strip(), second_name, predicate) if second_name and predicate else None


def _window(entity: str, sources: SourceSet) -> tuple[int | str, str] | None:
    """The source sentence that names the entity (its full name, else its last word), as (source id, text)."""
    names = [entity, entity.split()[-1]] if " " in entity else [entity]
    for name in names:
        pattern = re.compile(r"(?<!\w)" + re.escape(name) + r"(?!\w)", re.I)
        for source in sources:
            found = pattern.search(source.text)
            if found:
                return source.id, _sentence(source.text, found.start(), found.end())
    return None


def _sentence(text: str, start: int, end: int) -> str:
    lo = 0
    for boundary in _SENTENCE_END.finditer(text, 0, start):
        lo = boundary.end()
    after = _SENTENCE_END.search(text, end)
    return text[lo : after.end() if after else len(text)].strip()


def _holds(wanted: set[str], text: str) -> bool:
    have = content_tokens(text)
    return all(_has(word, have) for word in wanted)


def _has(word: str, have: set[str]) -> bool:
    return any(_related(word, other) for other in have)


def _related(a: str, b: str) -> bool:
    """Same stem, or a shared prefix of at least five letters ("direct"/"director", "produc"/"producer")."""
    if a == b:
        return True
    common = 0
    for x, y in zip(a, b, strict=False):
        if x != y:
            break
        common += 1
    return common >= 5 and common >= min(len(a), len(b)) - 1
