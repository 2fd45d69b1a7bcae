"""A token index over source sentences: finds the span that best covers a claim, in near-linear time."""

from __future__ import annotations

import functools
import heapq
import math
import re
import unicodedata
from collections import defaultdict
from collections.abc import Collection
from dataclasses import dataclass
from decimal import Decimal

from .coreference import Antecedents
from .numbers import Quantity, quantities_of
from .sentences import sentence_spans
from .surnames import full_names, full_names_by_surname, stands_for
from .types import Source

# Numbers absorb their unit letters ("2M", "5bn", "3x") so those letters are not read as words.
# Possessive 's is dropped ("Mother's" -> "mother"); contractions stay whole ("don't").
_WORD = re.compile(r"\d+(?:[.,]\d+)*[A-Za-z]*|[^\W\d_]+(?:['’](?!s\b)[a-z]+)?")
STOPWORDS = frozenset(
    """a an the and or but if then than so of to in on at by for with from as into onto over under about after
    before between through during without within is are was were be been being am do does did doing have has had
    having it its it's this that these those there here which who whom whose what when where why how i you he she
    we they them his her their our your my me him us also very just only not no nor too can could will would
    shall should may might must such some any each all both either neither other another more most much many
    few own same one per via upon""".split()
)
DIGIT_RUN = re.compile(r"\d[\d,]*(?:\.\d+)?")
"""A figure's digits as written ("1,200", "3.5"): its thousands separators and decimals, no sign or unit."""
_MID_SENTENCE_WORD = re.compile(r"(?:(?<=[\w,;)] )|(?<=[\w,;] [\"“‘(]))[^\W\d_][\w-]*")
"""A word after a word, comma or bracket and a space (and maybe an opening quote): not a sentence's first word."""
POSTINGS_BUDGET = 400
"""Candidate search touches at most this many postings per claim, so cost stays linear in the sources."""
NEGATIONS = frozenset("not no never none nor neither without cannot n't nobody nothing nowhere".split())
NUMBER_WORDS = frozenset(
    """percent cent pct thousand million billion trillion dollar dollars euro euros hundred dozen two three four five
    six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty
    thirty forty fifty sixty seventy eighty ninety least fewer less""".split()
)
"""Words that belong to a figure ("36 percent", "5 million dollars", "seven billion", "at least 30"): the numbers
are compared apart, bounds included, and a source writing "36%", "$5M", "7 billion" or "no fewer than 30" must not
lose coverage for them."""
DISCOURSE_WORDS = frozenset(
    """approximately roughly nearly almost around indeed notably reportedly additionally furthermore moreover
    however overall specifically particularly importantly interestingly essentially basically actually really
    therefore thus hence meanwhile namely""".split()
)
"""Words that frame a statement without adding to it ("Indeed, …", "approximately 40"): a source need not
repeat them (the numbers' hedges are compared with the numbers)."""


def tokens(text: str) -> list[str]:
    """Lower-cased word tokens (numbers included), with a light suffix stem."""
    return [_stem(word.lower()) for word in _WORD.findall(text)]


def words_written(text: str, stems: Collection[str]) -> list[str]:
    """The words of `text` whose stems are `stems`, as the text writes them and in its order, each once: a reason
    names "coming", not the stem "com" it was matched by."""
    wanted, out = set(stems), []
    for word in _WORD.findall(text):
        if (stem := _stem(word.lower())) in wanted:
            wanted.discard(stem)
            out.append(word)
    return out + sorted(wanted)


def content_tokens(text: str) -> set[str]:
    """Tokens that carry meaning: stopwords, negations, numbers, the words of figures and framing words removed.
    A fresh set each call (callers may change it), copied from one reading per text: detectors and rules ask for
    the same claim's and sentence's words many times in a run. Only short texts are kept (a whole source is read
    once anyway), so the cache stays small whatever the runs send."""
    return set(_cached_tokens(text) if len(text) <= _CACHED_LENGTH else _content_tokens(text))


_CACHED_LENGTH = 1000


def _content_tokens(text: str) -> frozenset[str]:
    return frozenset(
        _stem(word)
        for word in (w.lower() for w in _WORD.findall(text))
        if word not in STOPWORDS
        and word not in NEGATIONS
        and not word[0].isdigit()
        and len(word) > 1
        and word not in NUMBER_WORDS
        and word not in DISCOURSE_WORDS
        and not word.endswith(("n't", "n’t"))  # "doesn't" says what "does not" says: the negation is compared apart
    )


_cached_tokens = functools.lru_cache(maxsize=8192)(_content_tokens)


_AMERICAN = re.compile(
    r"(?<=[bvlmn])our(?=$|s$|ed$|ing|ite|able|er|ist)|(?<=\w{3})([iy])s(?=e$|ed$|es$|ing$|ation|er$|ers$)"
)
"""British spellings read as American ones: "neighbouring", "colour", "organised", "analyse". Both sides of a
comparison are read alike, so a word this merges with another ("prise", "prize") costs nothing in practice."""


def _american(found: re.Match[str]) -> str:
    return "or" if found.group(1) is None else f"{found.group(1)}z"


@functools.lru_cache(maxsize=65536)
def _stem(word: str) -> str:
    """The light suffix stem of a lower-cased word ("robots" → "robot", "included" → "includ"), without accents:
    an answer typed on a keyboard without them ("Legion", "Francois") says what the source's "Légion" says."""
    if not word.isascii():
        word = "".join(ch for ch in unicodedata.normalize("NFKD", word) if not unicodedata.combining(ch)) or word
    if word[0].isdigit() or len(word) <= 3:
        return word
    if len(word) >= 6:
        word = _AMERICAN.sub(_american, word)
    # "ied" as "ies": "allied", "allies" and "ally" are one word, as "carried", "carries" and "carry" are
    for suffix, keep in (("ies", "y"), ("ied", "y"), ("ing", ""), ("ed", ""), ("es", ""), ("s", ""), ("ly", "")):
        if word.endswith(suffix) and len(word) - len(suffix) >= 3 and not word.endswith("ss"):
            return word[: -len(suffix)] + keep
    return word


stem = _stem
"""The light suffix stem, for modules that compare words the way the index does."""


@dataclass(frozen=True, slots=True)
class Span:
    """A stretch of one source: a sentence (or, widened, a few neighbouring ones)."""

    source: int | str
    start: int
    end: int
    text: str
    refers_to: str = ""
    """The name the sentence's opening pronoun stands for ("It employs 85 people" → "Acme Robotics"), or ""."""
    named_at: int = -1
    """Where the sentence that gives that name starts (so evidence can show both), or -1."""
    full_names: str = ""
    """The full names the sentence's bare surnames stand for ("Rice spent …" → "Anne Rice"), joined by "; ",
    or ""."""


@dataclass(frozen=True, slots=True)
class Match:
    span: Span
    coverage: float
    """Share of the claim's content (IDF-weighted) that the span contains, 0..1."""
    missing: tuple[str, ...]
    """Claim content tokens the span lacks."""


class SourceIndex:
    """Sentences of all sources with an inverted index from token to sentence."""

    def __init__(self, sources: tuple[Source, ...] | list[Source]) -> None:
        self.spans: list[Span] = []
        self._token_sets: list[set[str]] = []
        self._postings: dict[str, list[int]] = defaultdict(list)
        self.vocabulary: set[str] = set()
        self._texts = {source.id: source.text for source in sources}
        self._positions: dict[tuple[int | str, int], int] | None = None
        self._numbers: dict[Decimal, list[int]] | None = None
        self._digits: dict[str, list[int]] | None = None
        self._name_words: frozenset[str] | None = None
        names = {source.id: full_names(source.text) for source in sources}
        self.given_names: frozenset[str] = frozenset(
            name.split()[0].lower() for found in names.values() for name in found
        )
        """First words of the full names the sources write ("anne" for "Anne Rice"), lower-cased."""
        for source in sources:
            antecedents = Antecedents()
            surnames = full_names_by_surname(source.text, names[source.id])
            for start, end in sentence_spans(source.text):
                text = source.text[start:end]
                reference = antecedents.read(text, start)
                meant = stands_for(text, surnames)
                if reference is None:
                    self._add(Span(source.id, start, end, text, full_names=meant))
                else:
                    self._add(Span(source.id, start, end, text, reference.name, reference.named_at, meant))
        count = max(1, len(self.spans))
        self._idf = {tok: math.log(1 + count / len(ids)) for tok, ids in self._postings.items()}
        self._default_idf = math.log(1 + count)

    def _add(self, span: Span) -> None:
        index = len(self.spans)
        self.spans.append(span)
        toks = content_tokens(span.text)
        # The name an opening pronoun stands for counts towards coverage, but not in the postings, the
        # vocabulary or the IDF: those describe what the sources write.
        self._token_sets.append(toks | content_tokens(span.refers_to) if span.refers_to else toks)
        self.vocabulary.update(toks)
        for tok in toks:
            self._postings[tok].append(index)

    def name_words(self) -> frozenset[str]:
        """Words the sources write with a capital inside a sentence, lower-cased: names, by the sources' own
        hand ("played in Italy" makes "Italy" a name even where a sentence starts with it)."""
        if self._name_words is None:
            self._name_words = frozenset(
                word.lower()
                for span in self.spans
                for word in _MID_SENTENCE_WORD.findall(span.text)
                if word[0].isupper() and word[1:2].islower()
            )
        return self._name_words

    def spans_with_number(self, quantity: Quantity) -> list[Span]:
        """Sentences that state `quantity` (same value), for claims that are only a number ("7,585")."""
        return [self.spans[i] for i in self._number_postings().get(quantity.value, ())]

    def containing(self, claim_text: str, figure: str, limit: int = 8) -> list[Match]:
        """Up to `limit` sentences that write the digits of `figure` ("£595,000" also finds "595000"), each with
        how much of the claim it covers, best first. The digit index is built on first use: most runs never need
        it."""
        wanted = content_tokens(claim_text)
        digits = DIGIT_RUN.search(figure)
        if not wanted or digits is None:
            return []
        total = sum(self.idf(t) for t in sorted(wanted))
        found = self._digit_postings().get(digits.group().replace(",", ""), [])[:limit]
        return sorted((self._match(index, wanted, total) for index in found), key=lambda m: -m.coverage)

    def _digit_postings(self) -> dict[str, list[int]]:
        """Digits as written (thousands separators dropped) → the sentences that write them, in order."""
        if self._digits is None:
            self._digits = defaultdict(list)
            for index, span in enumerate(self.spans):
                for digits in sorted({d.replace(",", "") for d in DIGIT_RUN.findall(span.text)}):
                    self._digits[digits].append(index)
        return self._digits

    def _number_postings(self) -> dict[Decimal, list[int]]:
        """Value → sentences stating it, built on first use (most runs never need it)."""
        if self._numbers is None:
            self._numbers = defaultdict(list)
            for index, span in enumerate(self.spans):
                for found in quantities_of(span.text, words=False):
                    self._numbers[found.value].append(index)
        return self._numbers

    def with_antecedent(self, span: Span) -> Span:
        """`span` widened back to the sentence that gives the name its opening pronoun stands for."""
        if not span.refers_to or span.named_at < 0:
            return span
        text = self._texts[span.source]
        return Span(span.source, span.named_at, span.end, text[span.named_at : span.end])

    def around(self, span: Span) -> str:
        """The text of the sentence before `span`, `span` and the sentence after, in its source: a figure of one
        may be worked out from another ("2.4 million kronor. Half of the price was covered by …")."""
        at = self._position(span)
        if at is None:
            return span.text
        lo = at - 1 if at > 0 and self.spans[at - 1].source == span.source else at
        hi = at + 1 if at + 1 < len(self.spans) and self.spans[at + 1].source == span.source else at
        return self._texts[span.source][self.spans[lo].start : max(self.spans[hi].end, span.end)]

    def neighbours(self, span: Span) -> list[Span]:
        """The sentences just before and after `span` in its source (none at its edges)."""
        at = self._position(span)
        if at is None:
            return []
        near = [self.spans[i] for i in (at - 1, at + 1) if 0 <= i < len(self.spans)]
        return [s for s in near if s.source == span.source]

    def widened(self, span: Span, min_chars: int) -> Span:
        """`span` grown by neighbouring sentences of the same source until it has `min_chars` characters."""
        text = self._texts[span.source]
        start, end = span.start, span.end
        position = self._position(span)
        lo = hi = position if position is not None else 0
        while end - start < min_chars and position is not None:
            if hi + 1 < len(self.spans) and self.spans[hi + 1].source == span.source:
                hi += 1
                end = self.spans[hi].end
            elif lo > 0 and self.spans[lo - 1].source == span.source:
                lo -= 1
                start = self.spans[lo].start
            else:
                break
        return Span(span.source, start, end, text[start:end])

    def _position(self, span: Span) -> int | None:
        """Where `span` stands in `spans` (the first sentence of its source that starts where it does), or None."""
        if self._positions is None:
            self._positions = {}
            for i, s in enumerate(self.spans):
                self._positions.setdefault((s.source, s.start), i)
        return self._positions.get((span.source, span.start))

    def idf(self, token: str) -> float:
        return self._idf.get(token, self._default_idf)

    def best(self, claim_text: str, top: int = 6) -> Match | None:
        """The source sentence that best covers the claim."""
        matches = self.matches(claim_text, top)
        return matches[0] if matches else None

    def matches(self, claim_text: str, top: int = 6) -> list[Match]:
        """Up to `top` candidate sentences for the claim, best coverage first."""
        wanted = content_tokens(claim_text)
        if not wanted or not self.spans:
            return []
        total = sum(self.idf(t) for t in sorted(wanted))
        scores: dict[int, float] = defaultdict(float)
        budget = POSTINGS_BUDGET
        # Rarest tokens first: they find the candidates; very common tokens only refine the final coverage.
        # Ties break by the token, so candidates are found in the same order whatever the hash seed.
        for tok in sorted(wanted, key=lambda t: (len(self._postings.get(t, ())), t)):
            postings = self._postings.get(tok, ())
            if budget <= 0:
                break
            weight = self.idf(tok)
            for index in postings[:budget]:
                scores[index] += weight
            budget -= len(postings)
        if not scores:
            return []
        # Among sentences that cover the claim's words equally, one that also writes the claim's figures covers it
        # best ("Site 4 opened in 1994" among ten "Site N opened in …" sentences: figures are not content words, so
        # the first tied sentence would otherwise stand for all of them). Only a sentence that writes every full name
        # of the claim gains this way: "Marie Curie was born in 1859" is not read against Pierre Curie's sentence
        # because that one has 1859.
        names = [name for name in full_names(claim_text) if " " in name]
        figures: dict[int, int] = defaultdict(int)
        claim_digits = {d.replace(",", "") for d in DIGIT_RUN.findall(claim_text)}
        if claim_digits:
            by_digits = self._digit_postings()
            for digits in sorted(claim_digits):
                for index in by_digits.get(digits, ()):
                    if index in scores and all(name in self.spans[index].text for name in names):
                        figures[index] += 1
        # nlargest is stable: equal scores keep the order the candidates were found in, never a hash order.
        ranked = [
            index for index, _ in heapq.nlargest(top, scores.items(), key=lambda item: (item[1], figures[item[0]]))
        ]
        # Single sentences only: a window of two sentences lets a claim borrow its subject from one sentence
        # and its predicate from another ("X is in Tennessee" when only Y is).
        matches = [self._match(index, wanted, total) for index in ranked]
        return sorted(matches, key=lambda m: -m.coverage)  # stable: ties keep the ranked order

    def _match(self, index: int, wanted: set[str], total: float) -> Match:
        missing = wanted - self._token_sets[index]
        coverage = 1.0 - sum(self.idf(t) for t in sorted(missing)) / total
        return Match(span=self.spans[index], coverage=coverage, missing=tuple(sorted(missing)))
