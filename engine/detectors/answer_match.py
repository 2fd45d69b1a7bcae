"""Answer match: a short answer to a question must take its new information word for word from the sources.

This is the extractive-QA convention (the answer is a span of the passage), applied only to short answers
(at most `MAX_ANSWER_WORDS` words) when a question and sources are given. The answer's words are split
into those the question already gave and runs of *new* words; then, per claim:

- the whole claim found word for word in a source, in a passage that shares words with the question (and, for
  "Who designed …?", holds the verb), and saying something the question did not → SUPPORTED, with that source
  sentence as a verified quote — unless the passage names it only as the comparison ("second-largest, behind
  Walmart"), gives it another rank than the question asks ("the second deepest"), gives it as the other date of a
  life ("(1815 – 1852)" for a death) or names someone else as doing what the question asks ("which Babbage
  designed"), gives the asked act only in another clause, to another name ("Mr Wren will take over her class"
  for "Who will take over the class?"), says it for another year than the question's in the same place ("the
  2024 guideline" for "under the 2019 guideline"), gives the figure as another person's age ("Lena Marsh, 41"),
  the answer beside another figure than the question's ("60%"), or places the asked name right after it
  somewhere else ("the Galleria Rovere in Turin"), each of which objects (`_answer_roles`,
  `_answer_figures`, `_comparisons`);
- found only away from the question's words → SUPPORTED when a name of the answer's sentence links it to a
  sentence about the question (two hops: "Neeva in The Strain", "The Strain … premiered on FX"), else
  UNVERIFIABLE with an objection: a bare name found anywhere says only that the sources name it;
- a new run found nowhere in the sources → UNVERIFIABLE with an objection (when no judge model reads the
  answer), so that the lexical check cannot support the claim by finding its words in different places;
- a bare "yes" to a "both" question ("Are X and Y both Z?", with a kind read into the broader word: a poet is
  an author), a trait two entities share, or a pick between two options the question names → SUPPORTED when
  the sentences about the entities bear it out (see `_question_forms`); a shared trait they do not bear out
  objects. A pick that compares is decided only by counts or a superlative said outright (`_superlatives`);
  a bare "no" only by a one-valued attribute the sources give otherwise (`_one_valued`);
- a figure answer ("27.5%", "1909") that the sources give only beside another figure of its kind given with the
  question's words ("The Green Party won 9.1%", "Founded in 1901", "…, or €90 at the airport"), as the measure of
  another thing ("a 240-metre … wall") or as the value before a change ("fell from 212 to 158") → UNVERIFIABLE
  with an objection (`_answer_figures`);
- an answer whose name the question constrains ("which game developed by id Software") while the sources say
  the constraint only of another name → UNVERIFIABLE with an objection (`_constraints`);
- nothing new at all (any other yes/no, or a pick among options the question itself names) → UNVERIFIABLE,
  with an objection when no judge model reads the answer: finding the question's own words confirms nothing;
- an answer that names neither option of a two-option question, with no number to a "how many" question,
  or with no date to a "when" one → UNVERIFIABLE, with an objection when no judge model reads the answer
  (see `_answer_types`);
- otherwise no finding: the grounding check decides.

Offline, every supported short answer comes with an alert that no model checked whether the sources give it as
the answer: word matching cannot read who did what, and a name beside the right one often passes
(`benchmarks/false_support.py` measures how often).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ..evidence import verify_quote
from ..lexical import NEGATIONS, STOPWORDS, SourceIndex, content_tokens, tokens
from ..numbers import MONTH_NAMES
from ..sentences import sentence_bounds, sentence_spans
from ..types import Claim, Finding, Quote, Source, Verdict
from ._answer_figures import age_of_another, figure_placed_otherwise, question_figure_elsewhere, year_asked_otherwise
from ._answer_roles import (
    act_of_another_clause,
    asked_verb_missing,
    date_of_another_event,
    other_life_date,
    place_of_another,
    someone_else_did_it,
)
from ._answer_types import expected_kind, fits
from ._clauses import clauses
from ._comparisons import rank_asked_otherwise
from ._constraints import described_otherwise, unmet_constraint
from ._question_forms import check_choice, check_no, check_shared, check_yes, choice_options, options_not_named
from ._slots import NAME_RUN
from .base import DetectorContext, paced, unverifiable

__all__ = ["NAME", "AnswerMatch", "choice_options", "match_claim", "new_runs"]

NAME = "answer_match"
MAX_ANSWER_WORDS = 30
MAX_FORM_QUESTION_CHARS = 400
"""Question forms are read only in questions up to this long (their patterns grow faster than linearly)."""
# Numbers keep their decimal point ("6.213"); words keep apostrophes and hyphens. A period between letters
# splits ("U.S.", and the "end.Start" joins of concatenated paragraphs).
_WORD = re.compile(r"\d+(?:[.,]\d+)+|[^\W_]+(?:['’\-][^\W_]+)*")
_FILLERS = frozenset({"yes", "no"})
# A contrast word just before the answer ("behind Walmart", "rather than Rome", "unlike the Doom series").
_CONTRAST_BEFORE = re.compile(
    r"\b(behind|than|unlike|except|besides|instead of|other than|rather than|not)\s+(?:the\s+|an?\s+)?$", re.I
)

_RANKED_AFTER = re.compile(
    r"\b(?:second|third|fourth|fifth|\d+(?:st|nd|rd|th))[\s-]+[a-z]+est\b[^.;]{0,80}?\b(after|behind)\s+(?:the\s+)?$",
    re.I,
)
"""A rank given after another ("the second-longest river in Moravania, after the Drun"): the name after "after"
is the one ranked above."""


@dataclass(frozen=True, slots=True)
class _Token:
    text: str
    """Case-folded."""
    start: int
    end: int


PLACED_ONLY = (
    "The short answer was found where the sources speak about the question. With no judge model, sAIfe did not "
    "check that the sources give it as the answer rather than name it beside the answer."
)
"""Said whenever an offline short answer is supported: word matching cannot read who did what to whom."""
_NOT_ABOUT_THE_QUESTION = "the sources name the answer, but not in a sentence about what the question asks"


class AnswerMatch:
    """Question-aware check of short answers against the sources, with no model."""

    name = NAME

    def applies(self, ctx: DetectorContext) -> bool:
        return bool(ctx.question) and len(ctx.sources) > 0 and len(ctx.answer.split()) <= MAX_ANSWER_WORDS

    async def check(self, claims: Sequence[Claim], ctx: DetectorContext) -> list[Finding]:
        index = [(source, _tokenize(source.text)) for source in ctx.sources]
        asked = {stem for word in _tokenize(ctx.question or "") for stem in tokens(word.text)}
        findings = []
        async for claim in paced(claims):
            if claim.kind == "prose":
                finding = match_claim(claim, asked, index, ctx)
                if finding is not None:
                    findings.append(finding)
        if not _judge_available(ctx) and any(f.verdict is Verdict.SUPPORTED for f in findings):
            ctx.alert(PLACED_ONLY)
        return findings


def match_claim(
    claim: Claim, asked: set[str], index: list[tuple[Source, list[_Token]]], ctx: DetectorContext
) -> Finding | None:
    """The finding for one claim, or None when the grounding check should decide alone."""
    # With a judge model, the judge reads the answer against the question; without one, these doubts
    # must stop the lexical check from supporting a claim by finding its words scattered in the sources.
    doubt = not _judge_available(ctx)
    if formed := _by_question_form(claim, ctx):
        return _with_doubt(formed, doubt)
    words = _tokenize(claim.text)
    runs = new_runs(words, asked)
    if not runs:
        return unverifiable(
            NAME, claim, "the answer only repeats words of the question; the sources do not state it", objection=doubt
        )
    if unmet := unmet_constraint(ctx.question or "", [_span_text(claim, run) for run in runs], _index_of(ctx)):
        return unverifiable(NAME, claim, unmet, objection=doubt)
    texts = {source.id: source.text for source in ctx.sources}
    if beside := figure_placed_otherwise(ctx.question or "", claim.text, _index_of(ctx)(), texts):
        return unverifiable(NAME, claim, beside, objection=doubt)
    found = _find(_trim_stopwords(words), index)
    if found is not None:
        supported = _support(claim, found, ctx)
        if supported is not None:
            return _with_doubt(supported, doubt)
    missing = [run for run in runs if _find(run, index) is None]
    if missing:
        text = _span_text(claim, missing[0])
        # Against a reply of one sentence only: an answer of two or more explains itself in its own words, and words
        # not copied from the sources are then no evidence against it ("your rubbish goes out fortnightly").
        against = doubt and len(sentence_spans(ctx.answer.strip())) <= 1
        return unverifiable(NAME, claim, f"“{text}” does not appear in the sources", objection=against)
    if found is not None:
        # A bare answer found anywhere says only that the sources name it: "Ada Lovelace" is in them, but not in
        # any sentence about who designed the engine.
        return unverifiable(NAME, claim, _NOT_ABOUT_THE_QUESTION, objection=doubt)
    return None


def _by_question_form(claim: Claim, ctx: DetectorContext) -> Finding | None:
    """The finding the question's form decides (a pick, a "both", a shared trait, the kind of answer asked
    for), or None. Questions longer than any plain question are not read this way: their patterns would cost
    more than they could tell."""
    question = ctx.question or ""
    if len(question) > MAX_FORM_QUESTION_CHARS:
        return None
    for form in (check_yes, check_no, check_shared, check_choice):
        decided = form(claim, question, ctx.sources, NAME)
        if decided is not None:
            return decided
    if neither := options_not_named(ctx.answer, question):
        return unverifiable(
            NAME, claim, f"the question asks which of {neither[0]} or {neither[1]}; the answer names neither"
        )
    kind = expected_kind(question)
    if kind is not None and not fits(ctx.answer, kind):
        return unverifiable(NAME, claim, f"the question asks for a {kind}; the answer gives none")
    return None


def _with_doubt(finding: Finding, doubt: bool) -> Finding:
    """An UNVERIFIABLE finding objects to support from other checks when no judge model reads the answer."""
    return finding.model_copy(update={"objection": doubt}) if finding.verdict is Verdict.UNVERIFIABLE else finding


def _index_of(ctx: DetectorContext) -> Callable[[], SourceIndex]:
    """The run's source index, the one grounding builds, made only when a check needs it."""
    return lambda: ctx.cached("lexical_index", lambda: SourceIndex(list(ctx.sources)))


def _judge_available(ctx: DetectorContext) -> bool:
    router = ctx.router
    return router is not None and not ctx.config.offline and bool(router.has("judge"))


def new_runs(words: list[_Token], asked: set[str]) -> list[list[_Token]]:
    """Runs of words the question did not give; stopwords inside a run stay, at its edges they go."""
    runs: list[list[_Token]] = []
    current: list[_Token] = []
    for word in words:
        if _is_stop(word):
            current.append(word)
        elif any(stem in asked for stem in tokens(word.text) if stem not in STOPWORDS):  # "Mar-a-Lago" is not "a"
            runs.append(current)
            current = []
        else:
            current.append(word)
    runs.append(current)
    trimmed = (_trim_stopwords(run) for run in runs)
    return [run for run in trimmed if run]


def _support(claim: Claim, found: tuple[Source, int, int], ctx: DetectorContext) -> Finding | None:
    source, start, end = found
    lo, hi = _sentence_around(source.text, start, end)
    window = source.text[max(0, lo - 200) : hi + 200]
    question = ctx.question or ""
    if not content_tokens(question) & content_tokens(window) or asked_verb_missing(question, window):
        # The answer's words occur, but not where the sources speak about the question (or about what it asks
        # someone did): only a name that links the answer's sentence to one about the question may bear it out.
        return _bridged(claim, source, (lo, hi), ctx)
    if foil := _CONTRAST_BEFORE.search(source.text[lo:start]) or _RANKED_AFTER.search(source.text[lo:start]):
        # "Target is the second-largest retailer, behind Walmart": the answer is named only as the comparison.
        return unverifiable(
            NAME, claim, f"the sources name it only as a comparison (“{foil.group(1)} {source.text[start:end]}”)"
        )
    if other_date := other_life_date(ctx.question or "", source.text, start, end):
        return unverifiable(NAME, claim, other_date)
    if undated := date_of_another_event(ctx.question or "", source.text[lo:hi]):
        return unverifiable(NAME, claim, f"the sentence that gives the answer does not say “{undated}”")
    texts = "\n".join(s.text for s in ctx.sources)
    for reading in (
        year_asked_otherwise(question, source.text[lo:hi], texts),
        age_of_another(question, source.text[start:end], texts),
        question_figure_elsewhere(question, source.text[start:end], source.text[lo:hi]),
        place_of_another(question, texts, source.text[start:end]),
    ):
        if reading:
            return unverifiable(NAME, claim, reading)
    if other_agent := someone_else_did_it(ctx.question or "", window, source.text[start:end]):
        return unverifiable(NAME, claim, other_agent)
    if other_clause := act_of_another_clause(ctx.question or "", window, source.text[start:end]):
        return unverifiable(NAME, claim, other_clause)
    if ranked := rank_asked_otherwise(ctx.question or "", source.text[lo:hi]):
        return unverifiable(NAME, claim, f"the sources call it “{ranked[0]}”; the question asks for “{ranked[1]}”")
    if other := described_otherwise(ctx.question or "", source.text[start:end], _index_of(ctx)):
        return unverifiable(NAME, claim, other)
    quote = verify_quote(source.text[lo:hi], ctx.sources, source=source.id)
    if not isinstance(quote, Quote):
        return None
    return Finding(
        detector=NAME,
        claim_id=claim.id,
        verdict=Verdict.SUPPORTED,
        reason="the answer appears word for word in the sources, where they speak about the question",
        evidence=(quote,),
    )


def _bridged(claim: Claim, source: Source, sentence: tuple[int, int], ctx: DetectorContext) -> Finding | None:
    """SUPPORTED when the answer's sentence names something (a name, not the answer) that a sentence of the sources
    names together with a name the question gives, and that sentence names no one else as doing what the question
    asks: "The Strain … premiered on FX" and "… Neeva in “The Strain”" answer "On which network did the show in
    which Kim Roberts played Neeva air?". Both sentences are the evidence. None when no such pair is found."""
    question = ctx.question or ""
    asked_names = {w for w in content_tokens(" ".join(NAME_RUN.findall(question)))}
    answer = content_tokens(claim.text)
    lo, hi = sentence
    # The link is what the answer's sentence is about, its first name: "The Strain … premiered on FX" is about The
    # Strain; "Ridley Scott directed Alien and Blade Runner" links Blade Runner to Ridley Scott, not to Alien.
    subject = next((name for name in map(_without_opening_words, NAME_RUN.findall(source.text[lo:hi])) if name), "")
    names = {w for w in content_tokens(subject) if w not in answer | asked_names}
    if not names or not asked_names or not _in_one_clause(subject, claim.text, source.text[lo:hi]):
        return None
    index = _index_of(ctx)()
    for span in index.spans:
        words = content_tokens(span.text)
        if not (words & names and words & asked_names) or span.text.strip() in source.text[lo:hi]:
            continue
        if asked_verb_missing(question, span.text) or someone_else_did_it(question, span.text, claim.text):
            continue
        quotes = [verify_quote(text, ctx.sources) for text in (source.text[lo:hi], span.text)]
        if all(isinstance(q, Quote) for q in quotes):
            linked = sorted(words & names)[0]
            return Finding(
                detector=NAME,
                claim_id=claim.id,
                verdict=Verdict.SUPPORTED,
                reason=f"the sources give the answer with “{linked}”, which they name where they speak of the question",
                evidence=tuple(q for q in quotes if isinstance(q, Quote)),
            )
    return None


def _without_opening_words(name: str) -> str:
    """A capitalised run without the words that only open a sentence or date it ("On June" → "")."""
    words = name.split()
    while words and (words[0].lower() in STOPWORDS or words[0] in MONTH_NAMES):
        words = words[1:]
    return " ".join(words)


def _in_one_clause(subject: str, answer: str, sentence: str) -> bool:
    """Whether the answer stands in the subject's clause ("The Strain … premiered on FX"), not in a clause of its
    own ("Alien was written by …, while Blade Runner was adapted …")."""
    head = answer.split(",")[0].strip().lower()  # "Granby, Colorado": the clause holds "Granby"
    return any(subject in part and head in part.lower() for part in clauses(sentence))


def _find(run: list[_Token], index: list[tuple[Source, list[_Token]]]) -> tuple[Source, int, int] | None:
    """The first source stretch whose words equal the run's words, as (source, start, end)."""
    wanted = [t.text for t in run]
    for source, words in index:
        for at in range(len(words) - len(wanted) + 1):
            if words[at].text == wanted[0] and [w.text for w in words[at : at + len(wanted)]] == wanted:
                return source, words[at].start, words[at + len(wanted) - 1].end
    return None


def _sentence_around(text: str, start: int, end: int) -> tuple[int, int]:
    """The sentence holding text[start:end], widened to at least 40 characters (quotes need 12)."""
    lo, hi = sentence_bounds(text, start, end)
    if hi - lo < 40:
        lo, hi = max(0, start - 40), min(len(text), end + 40)
    return lo, hi


def _tokenize(text: str) -> list[_Token]:
    folded = unicodedata.normalize("NFKC", text)
    if len(folded) != len(text):
        folded = text  # offsets must stay those of the original text
    return [_Token(m.group().casefold(), m.start(), m.end()) for m in _WORD.finditer(folded)]


def _is_stop(word: _Token) -> bool:
    return word.text in STOPWORDS or word.text in NEGATIONS or word.text in _FILLERS


def _trim_stopwords(words: list[_Token]) -> list[_Token]:
    start, end = 0, len(words)
    while start < end and _is_stop(words[start]):
        start += 1
    while end > start and _is_stop(words[end - 1]):
        end -= 1
    return words[start:end]


def _span_text(claim: Claim, run: list[_Token]) -> str:
    return claim.text[run[0].start : run[-1].end]
