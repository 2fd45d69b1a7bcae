"""Question forms whose short answers name nothing new, checked sentence by sentence.

- A bare "yes" to a "both" question ("Are X and Y both Z?", "Were X and Y released in the same year?") is
  SUPPORTED only when the sources say it of *each* entity: a sentence naming X holds every content word of Z
  (a shared stem of at least five letters counts, so "director" answers "direct", and so does a word for a
  kind of it from `engine.kinds`, so "poet" answers "author"), and so does one naming Y;
  for "the same year", both sentences name the same year.
- A shared trait ("X and Y share what format?", "What do X and Y have in common?") is SUPPORTED when a sentence
  naming X and one naming Y both hold the answer's words outside the names themselves.
- A pick between two options ("Which musician, A or B, played the bass?", "Which breed is extinct: A or B?",
  "Is A or B the largest hospital in Z?") is SUPPORTED only when the picked option's sentence holds a word of
  the question that the other option's sentence lacks, the other sentence holds none that the picked one
  lacks, and the picked sentence is not negated. A comparison of counts ("Which genus has more species, A or
  B?") is decided by the numbers the two sentences give for that noun, and by nothing else; a superlative by
  `_superlatives`; any other comparison ("older", "further west") is not decided by words.
- A bare "no" to a "both" question is SUPPORTED only through a one-valued attribute (`_one_valued`).

Each sentence becomes a verified quote. Anything else gives no finding: an answer the sentences do not bear out
stays with the other checks (UNVERIFIABLE at worst).
"""

from __future__ import annotations

import re

from ..evidence import SourceSet, verify_quote
from ..kinds import is_kind_of
from ..lexical import content_tokens, tokens
from ..negation import has_negation
from ..numbers import quantities_of
from ..sentences import sentence_bounds
from ..types import Claim, Finding, Quote, Verdict
from ._about import name_text
from ._one_valued import check_no as one_valued_no
from ._superlatives import asks_comparison, pick_by_superlative
from .base import unverifiable

_YES = re.compile(r"^\W*yes\W*$", re.I)
_BOTH = re.compile(r"^\s*(?:are|were|is|was|do|does|did)\s+(?:both\s+)?(?P<rest>.+?)\s*\?\s*$", re.I)
_CAPITALISED_RUN = re.compile(
    r"(?:(?:The|A|An)\s+)?[A-Z][\w'’.-]*(?:\s+(?:of|de|van|von|the|and\s+[a-z]+)?\s*[A-Z][\w'’.-]*)*"
)
_YEAR = re.compile(r"\b(1[5-9]\d\d|20\d\d)\b")
_SAME_YEAR = re.compile(r"\bsame year\b", re.I)
_CHOICE = re.compile(
    r"^\s*(?:which|who|what)\b(?P<head>[^,:?]*)[,:]\s*(?P<a>[^,?]+?)\s+or\s+(?P<b>[^,?]+?)\s*[,?]\s*(?P<tail>[^?]*)\??\s*$",
    re.I,
)
# "Is A or B the largest private hospital in Washington?": B is the capitalised run after "or".
_CHOICE_IS = re.compile(r"^\s*(?i:is|are|was|were|does|do|did)\s+(?P<a>[A-Z].*?)\s+or\s+(?P<rest>[A-Z].*?)\s*\?\s*$")
_NAME_RUN = re.compile(r"[A-Z][\w'’.-]*(?:\s+(?:of|de|del|la|van|von|the)?\s*(?:[A-Z][\w'’.-]*|\d+\b))*")
_ARTICLE = re.compile(r"^(?:the|a|an)\s+", re.I)
# "more species", "larger population": which way the count must go for the picked option.
_COMPARATIVE = re.compile(r"\b(?P<way>more|fewer|less|greater|larger|bigger|smaller)\s+(?P<noun>[a-z]{3,})", re.I)
_BIGGER = frozenset({"more", "greater", "larger", "bigger"})
_KIND_WORDS = frozenset(content_tokens("both type types kind kinds sort sorts"))
"""Words of a predicate that say nothing of its own ("both types of drinks" asks for "drinks")."""
_SHARED = re.compile(
    r"^\s*(?P<a>.+?)\s+and\s+(?P<b>.+?)\s+(?:both\s+)?share\s+(?:what|which)\b(?P<what>[^?]*)\?\s*$"
    r"|^\s*(?:what|which)\b(?P<what2>[^?]*?)\s+(?:do|did|does)\s+(?P<a2>.+?)\s+and\s+(?P<b2>.+?)\s+"
    r"(?:both\s+)?(?:share|have in common)\s*\?\s*$",
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
        wanted = content_tokens(predicate) - _KIND_WORDS
        if not wanted or not all(_holds(wanted, text) for text in texts):
            return None
        reason = f"the sources say it of both {first} and {second}" + _kinds_read(wanted, texts)
    evidence = _quotes(windows, sources)
    if evidence is None:
        return None
    return Finding(detector=detector, claim_id=claim.id, verdict=Verdict.SUPPORTED, reason=reason, evidence=evidence)


def check_no(claim: Claim, question: str, sources: SourceSet, detector: str) -> Finding | None:
    """SUPPORTED when the claim is a bare "no" to a "both" question that a one-valued attribute settles."""
    parsed = _parse(question)
    return None if parsed is None else one_valued_no(claim, *parsed, sources, detector)


def check_shared(claim: Claim, question: str, sources: SourceSet, detector: str) -> Finding | None:
    """SUPPORTED with one quote per entity when both entities' sentences hold the answer's words, else None."""
    match = _SHARED.match(question)
    if match is None:
        return None
    first = (match.group("a") or match.group("a2")).strip()
    second = (match.group("b") or match.group("b2")).strip()
    wanted = content_tokens(claim.text)
    if not wanted or not (re.search(r"\w", first) and re.search(r"\w", second)):
        return None
    windows = []
    for entity in (first, second):
        window = _window(entity, sources)
        outside = _without(window[1], entity) if window is not None else ""
        if window is None or has_negation(window[1]) or not all(_has(w, content_tokens(outside)) for w in wanted):
            # Finding the answer in one entity's sentence says nothing of the other: no word-for-word support.
            return unverifiable(detector, claim, f"the sources do not say “{claim.text.strip()}” of {entity}")
        windows.append(window)
    evidence = _quotes(windows, sources)
    if evidence is None:
        return None
    reason = f"the sources say “{claim.text.strip()}” of both {first} and {second}"
    return Finding(detector=detector, claim_id=claim.id, verdict=Verdict.SUPPORTED, reason=reason, evidence=evidence)


def check_choice(claim: Claim, question: str, sources: SourceSet, detector: str) -> Finding | None:
    """SUPPORTED with the picked option's sentence when the sources tell the two options apart, else None."""
    parsed = _parse_choice(question)
    if parsed is None:
        return None
    asked, options = parsed
    answer = tokens(_ARTICLE.sub("", claim.text.strip().rstrip(".")))
    picks = [o for o in options if tokens(o) == answer]
    if len(picks) != 1:
        return None
    picked = picks[0]
    other = next(o for o in options if o is not picked)
    if superlative := pick_by_superlative(asked, picked, other, sources):
        said, quotes = superlative
        return Finding(detector=detector, claim_id=claim.id, verdict=Verdict.SUPPORTED, reason=said, evidence=quotes)
    my_window, their_window = _window(picked, sources), _window(other, sources)
    if my_window is None or their_window is None or has_negation(my_window[1]):
        return None
    comparison = _COMPARATIVE.search(asked)
    if comparison is not None:
        reason = _compare_counts(comparison, picked, my_window[1], other, their_window[1])
    elif asks_comparison(asked):
        return None  # which words each sentence uses cannot tell which is older, or further west
    else:
        reason = _tell_apart(asked, options, picked, my_window[1], other, their_window[1])
    if reason is None:
        return None
    evidence = _quotes([my_window, their_window] if comparison else [my_window], sources)
    if evidence is None:
        return None
    return Finding(detector=detector, claim_id=claim.id, verdict=Verdict.SUPPORTED, reason=reason, evidence=evidence)


def choice_options(question: str) -> list[str] | None:
    """The two options of a two-option question ("Which is older, A or B?"), or None."""
    parsed = _parse_choice(question)
    return None if parsed is None else parsed[1]


def options_not_named(answer: str, question: str) -> list[str] | None:
    """The two options of a two-option question when the answer names neither of them, else None."""
    parsed = _parse_choice(question)
    if parsed is None:
        return None
    said = set(tokens(answer))
    options = parsed[1]
    return None if any(set(tokens(option)) & said for option in options) else options


def _parse_choice(question: str) -> tuple[str, list[str]] | None:
    """(the question's other words, [option A, option B]) of a two-option question, or None."""
    match = _CHOICE.match(question)
    if match is not None:
        asked, first, second = match.group("head") + " " + match.group("tail"), match.group("a"), match.group("b")
    else:
        match = _CHOICE_IS.match(question)
        if match is None:
            return None
        run = _NAME_RUN.match(match.group("rest"))
        if run is None:
            return None
        first, second, asked = match.group("a"), run.group(), match.group("rest")[run.end() :]
    options = [_ARTICLE.sub("", option.strip()) for option in (first, second)]
    if not all(options) or tokens(options[0]) == tokens(options[1]):
        return None
    return asked, options


def _tell_apart(asked: str, options: list[str], picked: str, mine: str, other: str, theirs: str) -> str | None:
    """A reason when the picked sentence alone holds some of the question's words, else None."""
    wanted = content_tokens(asked) - content_tokens(" ".join(options))
    my_words, their_words = content_tokens(mine), content_tokens(theirs)
    only_mine = [w for w in sorted(wanted) if _has(w, my_words) and not _has(w, their_words)]
    only_theirs = [w for w in wanted if _has(w, their_words) and not _has(w, my_words)]
    if not only_mine or only_theirs:
        return None
    return f"of {picked} and {other}, only the sources' sentence on {picked} says “{only_mine[0]}…”"


def _compare_counts(comparison: re.Match[str], picked: str, mine: str, other: str, theirs: str) -> str | None:
    """A reason when the two sentences' counts of the compared noun put the picked option first, else None."""
    noun = comparison.group("noun").lower()
    my_counts, their_counts = _counts(noun, mine), _counts(noun, theirs)
    if not my_counts or not their_counts:
        return None
    bigger = comparison.group("way").lower() in _BIGGER
    wins = min(my_counts) > max(their_counts) if bigger else max(my_counts) < min(their_counts)
    if not wins:
        return None
    way = comparison.group("way").lower()
    mine_text, theirs_text = _count_text(my_counts), _count_text(their_counts)
    return f"the sources give {picked} {mine_text} {noun} and {other} {theirs_text}, so {picked} has {way}"


def _counts(noun: str, sentence: str) -> list[float]:
    """The figures written just before the noun ("48–56 species", "four species"), as numbers."""
    stem = tokens(noun)[0] if tokens(noun) else noun
    found: list[float] = []
    for word in re.finditer(r"[A-Za-z]+", sentence):
        if tokens(word.group()) != [stem]:
            continue
        for quantity in quantities_of(sentence[: word.start()]):
            gap = sentence[quantity.end : word.start()]
            if re.fullmatch(r"[\s\d.,–—-]*(?:to\s+[\d.,]+\s*)?", gap):
                found.append(float(quantity.value))
    return found


def _count_text(counts: list[float]) -> str:
    low, high = min(counts), max(counts)
    return f"{low:g}" if low == high else f"{low:g}–{high:g}"


def _quotes(windows: list[tuple[int | str, str]], sources: SourceSet) -> tuple[Quote, ...] | None:
    """Every window as a verified quote, or None when one of them does not verify."""
    quotes = [verify_quote(text, sources, source=source_id) for source_id, text in windows]
    evidence = tuple(q for q in quotes if isinstance(q, Quote))
    return evidence if len(evidence) == len(quotes) else None


def _without(sentence: str, entity: str) -> str:
    """The sentence with the entity's name taken out, so a name ("KO Magazine") does not answer for itself."""
    return re.sub(r"(?<!\w)" + name_text(entity) + r"(?!\w)", " ", sentence, flags=re.I)


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
    entity = entity.strip()
    if not re.search(r"\w", entity):
        return None  # no name to look for ("(", "", a stray comma)
    names = [entity, entity.split()[-1]] if " " in entity else [entity]
    for name in names:
        pattern = re.compile(r"(?<!\w)" + name_text(name) + r"(?:e?s)?(?!\w)", re.I)
        for source in sources:
            found = pattern.search(source.text)
            if found:
                lo, hi = sentence_bounds(source.text, found.start(), found.end())
                return source.id, source.text[lo:hi].strip()
    return None


def _holds(wanted: set[str], text: str) -> bool:
    """Whether the text holds every wanted word, or a word for a kind of it ("poet" for "author")."""
    have = content_tokens(text)
    return all(_has(word, have) or any(is_kind_of(other, word) for other in have) for word in wanted)


def _kinds_read(wanted: set[str], texts: list[str]) -> str:
    """ " (reading “poet” as a kind of “author”)" for the kinds the support relied on, else ""."""
    read = []
    for text in texts:
        have = content_tokens(text)
        for word in sorted(wanted):
            if not _has(word, have):
                narrow = next(other for other in sorted(have) if is_kind_of(other, word))
                read.append(f"“{narrow}” as a kind of “{word}”")
    return f" (reading {', '.join(dict.fromkeys(read))})" if read else ""


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
