"""Picks that compare: "Which mall is the largest in south Texas, A or B?", "Is A or B further west?".

Words alone cannot decide a comparison: a sentence that says "headquartered" of one option and "based" of the
other says nothing of which lies further west. So a question that compares is decided only by what compares:

- counts of a noun ("more species"): see `_question_forms`;
- a superlative: the sources call the picked option "the largest …" (with the question's words after the
  superlative, "in south Texas", in the same sentence), with nothing before it that makes it one of several ("2nd
  largest", "one of the largest", "second-largest"), and call the other option so nowhere. A sentence that
  opens with a reference ("The mall is the largest …") counts for the name the sentence before it opens with.

Any other comparison ("older", "further west", "founded first") is left undecided (UNVERIFIABLE at worst).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..evidence import SourceSet, verify_quote
from ..lexical import SourceIndex, content_tokens
from ..negation import has_negation
from ..types import Quote
from ._about import sentences_about

_SUPERLATIVE = re.compile(r"\b(?:(?:most|least)\s+[a-z]+|best|worst|[a-z]{3,}(?:est|ernmost))\b", re.I)
_NOT_SUPERLATIVE = frozenset(
    """interest forest west southwest northwest midwest guest request contest test nest chest quest harvest protest
    conquest arrest rest unrest manifest everest bucharest budapest priest honest modest suggest digest invest attest
    detest pest vest zest crest lest behest inquest bequest tempest molest infest earnest""".split()
)
_COMPARING = frozenset(
    """more less fewer further farther older younger newer earlier later bigger larger smaller taller shorter longer
    higher lower greater wider narrower closer nearer heavier lighter faster slower richer poorer deeper wealthier
    busier better worse first last""".split()
)
# What makes a superlative one of several: "2nd largest", "second-largest", "one of the largest", "among the".
_ONE_OF_SEVERAL = re.compile(
    r"(?:\b\d+(?:st|nd|rd|th)|\b(?:second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth)|\bone of(?: the)?"
    r"|\bamong(?: the)?|\bsome of(?: the)?)[\s-]*(?:the\s+)?$",
    re.I,
)


@dataclass(frozen=True, slots=True)
class Said:
    """A sentence that says a superlative of an option, and the sentence naming the option when it is another."""

    source: int | str
    sentence: str
    named_in: str = ""


def asks_comparison(asked: str) -> bool:
    """Whether the question's words compare ("further west", "the largest", "founded first")."""
    words = {word.lower() for word in re.findall(r"[A-Za-z]+", asked)}
    return bool(words & _COMPARING) or superlative_in(asked) is not None


def superlative_in(asked: str) -> tuple[str, set[str]] | None:
    """(the superlative, the content words after it) of a question ("largest", {"south", "texas"}), or None."""
    for found in _SUPERLATIVE.finditer(asked):
        if found.group().lower() not in _NOT_SUPERLATIVE:
            return found.group(), content_tokens(asked[found.end() :]) - content_tokens(found.group())
    return None


def said_of(option: str, superlative: str, scope: set[str], index: SourceIndex) -> Said | None:
    """The sentence calling the option the superlative outright, with the scope's words, or None."""
    pattern = re.compile(r"(?<![\w-])" + r"\s+".join(map(re.escape, superlative.split())) + r"(?![\w-])", re.I)
    for about in sentences_about(option, index):
        text = about.span.text
        for found in pattern.finditer(text):
            before = text[: found.start()]
            if _ONE_OF_SEVERAL.search(before) or has_negation(before):
                continue
            if scope <= content_tokens(text):
                return Said(about.span.source, text, about.named_in)
    return None


def pick_by_superlative(
    asked: str, picked: str, other: str, sources: SourceSet
) -> tuple[str, tuple[Quote, ...]] | None:
    """(reason, quotes) when the sources call the picked option the question's superlative and never the other."""
    found = superlative_in(asked)
    if found is None:
        return None
    superlative, scope = found
    index = SourceIndex(sources.sources)
    mine = said_of(picked, superlative, scope, index)
    if mine is None or said_of(other, superlative, set(), index) is not None:
        return None
    texts = [text for text in (mine.named_in, mine.sentence) if text]
    quotes = [verify_quote(text, sources, source=mine.source) for text in texts]
    evidence = tuple(q for q in quotes if isinstance(q, Quote))
    if len(evidence) != len(quotes):
        return None
    return f"the sources call {picked} “the {superlative.lower()}”, and {other} never so", evidence
