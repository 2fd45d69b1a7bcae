"""Names versus the record: capitalised names (people, companies, places, products) that a claim mentions but
that appear nowhere in the sources, the user's known facts or the question.

Such a claim is UNVERIFIABLE with an objection ('mentions “Amazon”, which isn't in the sources'): a name the
record never mentions is the commonest invented detail, and it keeps the claim from SUPPORTED even when the
rest of it is grounded. Matching ignores case and accents; possessives ("Amazon's") and multi-word names
("Bank of America") are read whole; a sentence's first word and everyday words ("However", "CEO") are skipped.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass

from ..types import Claim, Finding
from ._everyday import CONNECTORS, EVERYDAY, names_no_one
from .base import DetectorContext, paced
from .record import RecordIndex, fold  # noqa: F401 - fold is read from here by other modules

NAME = "names"
_TOKEN = re.compile(r"[^\W\d_][\w]*(?:['’.&-][\w]+)*(?:['’]s?)?|\d+[\w]*")
_SENTENCE_BREAK = re.compile(
    r"[.!?:;]\s*[\"'“”‘’(\[*_]*\s*$|(?:^|\n)[ \t]*(?:[-*+•]|\d{1,3}[.)]|#{1,6}|>)?[ \t]*[*_\"'“‘(\[]*[ \t]*$"
)
"""What ends a sentence before a word: a stop (then quotes, brackets or emphasis marks), or the start of a line with
a list, heading or quote mark and emphasis ("\n- **Termination:** …" opens with "Termination")."""
_LEADING = re.compile(r"[ \"'“‘(\[*_\-#>]*")
"""What may come before a text's first word: quotes, brackets, list and heading marks."""


@dataclass(frozen=True, slots=True)
class _Token:
    text: str
    start: int
    end: int


class NamesDetector:
    """Flags names the record does not contain (the rule name.not_in_record)."""

    name = NAME

    def applies(self, ctx: DetectorContext) -> bool:
        return len(ctx.sources) > 0 or bool(ctx.config.known_facts)

    async def check(self, claims: Sequence[Claim], ctx: DetectorContext) -> list[Finding]:
        from ..rules import Case, rules, run_rules

        texts = [s.text for s in ctx.sources] + list(ctx.config.known_facts) + [ctx.question or ""]
        facts = {
            "record": ctx.cached("names_record", lambda: Record(texts)),
            "where": "the sources" if len(ctx.sources) else "the known facts",
            "known": ctx.cached("names_mid_sentence", lambda: mid_sentence_words(ctx.answer)),
        }
        name_rules = rules("name.not_in_record")
        findings = []
        async for claim in paced(claims):
            if claim.kind == "prose":
                findings += run_rules(name_rules, Case(claim.text, facts=facts), claim, NAME, ctx.alert)
        return findings


Record = RecordIndex
"""Everything on record, folded for matching, built once per run (see engine/detectors/record.py)."""


def listed(names: list[str]) -> tuple[str, str]:
    """(“A”, “B” and “C”; the verb that agrees): how a reason lists missing names."""
    quoted = [f"“{n}”" for n in names]
    if len(quoted) == 1:
        return quoted[0], "isn't"
    return ", ".join(quoted[:-1]) + f" and {quoted[-1]}", "aren't"


def find_names(text: str, known: frozenset[str] = frozenset()) -> list[str]:
    """The names `text` mentions, each once, possessives stripped.

    A sentence's first word alone counts as a name only when it is an acronym or CamelCase ("NASA", "iPhone") or
    is in `known` (words the answer capitalises mid-sentence too): "Amazon reported…" after "…shares of Amazon".
    """
    text = unicodedata.normalize("NFC", text)  # "c" + a combining cedilla is one letter, "ç", not a word break
    tokens = [_Token(m.group(), m.start(), m.end()) for m in _TOKEN.finditer(text)]
    names: list[str] = []
    i = 0
    while i < len(tokens):
        if not _is_name_word(tokens[i].text):
            i += 1
            continue
        j = _extend(tokens, i, text)
        run = tokens[i:j]
        if _sentence_initial(text, run[0].start):
            first = _strip_possessive(run[0].text)
            if (
                _everyday(first)
                or (len(run) == 1 and not _distinctive(first) and first not in known)
                or _opening_participle(first, text[run[0].end : run[0].end + 5])
            ):
                run = run[1:]
        while run and _everyday(run[0].text) and not run[0].text.isupper():
            run = run[1:]  # "Professor Ada Lovelace" → "Ada Lovelace"; "Dr" and titles are not names
        name = _strip_possessive(text[run[0].start : run[-1].end]) if run else ""
        if name and _worth_checking(name) and name not in names:
            names.append(name)
        i = j
    return names


def _extend(tokens: list[_Token], i: int, text: str) -> int:
    """End (exclusive) of the name starting at token i: capitalised words joined by spaces or connectors."""
    j = i + 1
    while j < len(tokens):
        gap = text[tokens[j - 1].end : tokens[j].start]
        if gap != " " or _possessive(tokens[j - 1].text):
            break
        if _is_name_word(tokens[j].text):
            j += 1
            continue
        k = j
        while k < len(tokens) and tokens[k].text in CONNECTORS and text[tokens[k - 1].end : tokens[k].start] == " ":
            k += 1
        joined = k < len(tokens) and text[tokens[k - 1].end : tokens[k].start] == " "
        if k > j and joined and _is_name_word(tokens[k].text):
            j = k + 1
            continue
        break
    return j


def _opening_participle(word: str, after: str) -> bool:
    """A sentence opened by a verb in -ing before an article ("Adding the Comfort Pack …", "Using the M6 …"): the
    verb is no part of the name that follows."""
    return word.endswith("ing") and word not in {"King", "Ming", "Ling"} and after.startswith((" the ", " a ", " an "))


def mid_sentence_words(text: str) -> frozenset[str]:
    """Capitalised words of `text` that do not open a sentence (so their capital marks a name)."""
    found = set()
    text = unicodedata.normalize("NFC", text)
    for match in _TOKEN.finditer(text):
        word = _strip_possessive(match.group())
        if _is_name_word(word) and not _sentence_initial(text, match.start()):
            found.add(word)
    return frozenset(found)


def _distinctive(word: str) -> bool:
    """An acronym or a CamelCase word is a name wherever it stands."""
    return (word.isupper() and len(word) > 1) or any(ch.isupper() for ch in word[1:])


def _is_name_word(word: str) -> bool:
    first = word[0]
    if first.isupper():
        return True
    return first.isalpha() and any(ch.isupper() for ch in word[1:])  # "iPhone", "eBay"


def _everyday(word: str) -> bool:
    bare = _strip_possessive(word).rstrip(".")
    return bare.lower() in EVERYDAY or names_no_one(bare)


def _worth_checking(name: str) -> bool:
    if len(name) < 2 or names_no_one(name):
        return False
    words = name.split()
    return not all(_everyday(w) for w in words)


def _sentence_initial(text: str, start: int) -> bool:
    if _SENTENCE_BREAK.search(text[max(0, start - 12) : start]):
        return True
    leading = _LEADING.match(text)  # always matches: every part of the pattern is optional
    return leading is not None and leading.end() >= start


def _possessive(word: str) -> bool:
    return word.endswith(("'s", "’s", "'", "’"))


def _strip_possessive(name: str) -> str:
    return re.sub(r"['’]s?$", "", name)
