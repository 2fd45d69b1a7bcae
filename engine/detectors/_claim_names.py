"""The names a claim uses, and whether a source sentence bears them out (for lexical grounding).

A sentence about one entity does not support a claim about another, so every capitalised word of the claim must be
in the supporting sentence, with a few readings that keep true claims supported: a full name whose surname the
sentence gives when that surname stands for one full name in its source ("Rice" for "Anne Rice", see
`engine.surnames`), a claim's first word only when the sources write it as a name, and names in any script.
"""

from __future__ import annotations

import re

from ..lexical import SourceIndex, content_tokens, tokens
from ._everyday import names_no_one
from .record import RecordIndex

_WORDLIKE = re.compile(r"(?<![\w'’])[^\W\d_][\w'’-]*")


def names_absent_from(
    text: str, span: str, known: frozenset[str] = frozenset(), given: frozenset[str] = frozenset()
) -> list[str]:
    """Capitalised words of the claim that the supporting sentence lacks: a sentence about one entity does not
    support a claim about another ("X is in Tennessee" when only Y's sentence says so). The claim's first word
    counts when the sources write it as a name (in `known`), or as the first word of a full name (in `given`)
    that the claim goes on with: "Foster was told…" is not borne out by "Ayrton was told…", nor "Stan Rice
    wrote" by "Rice wrote". A full name whose surname the sentence gives is there when the caller adds the full
    name the surname stands for to `span` (`engine.surnames`)."""
    have = set(tokens(span))
    lacking = [name for name, words in _names(text, known, given) if not all(word in have for word in words)]
    if not lacking:
        return lacking
    # A name the sentence writes another way is there by the record's readings ("Lib Dems" for "Liberal
    # Democrat", "Dane" for "Danish", "HL" for "Higher Level"), as for a reason saying a name is not in the sources.
    record = RecordIndex([span])
    return [name for name in lacking if not record.mentions(name)]


def _surname(text: str, named: list[tuple[str, list[str]]], at: int) -> tuple[str, list[str]] | None:
    """The last name (as written, and its words) of the run of names that `named[at]` starts or continues
    ("Rupert Murdoch" → "Murdoch")."""
    end = at
    while end + 1 < len(named) and _adjacent(text, named[end][0], named[end + 1][0]):
        end += 1
    return named[end] if end > at else None


def names_someone_else(text: str, span: str) -> bool:
    """Whether the sentence gives a full name of the claim with another given name ("Pierre Curie" where the
    claim says "Marie Curie")."""
    first = re.match(r"\W*(\w+)", text)
    named = _names(text, frozenset({first.group(1).lower()}) if first else frozenset())
    claimed = {w for _, words in named for w in words}
    for at in range(len(named)):
        surname = _surname(text, named, at)
        if surname is not None and _other_given_name(span, surname[0], claimed):
            return True
    return False


def _other_given_name(span: str, surname: str, claimed: set[str]) -> bool:
    """Whether the sentence gives the surname with a given name the claim does not ("Pierre Curie" for a claim
    about Marie Curie): then it is about someone else of that name."""
    for found in re.finditer(r"([^\W\d_][\w'’-]*)\.?\s+" + re.escape(surname) + r"\b", span):
        given = found.group(1)
        if capitalised(given) and given not in TITLES and not set(content_tokens(given)) <= claimed:
            return True
    return False


TITLES = frozenset(
    "Dr Mr Mrs Ms Miss Mx Prof Professor Sir Dame Lord Lady Judge Justice President Senator Minister Captain "
    "General Father Sister Rev Reverend Saint St".split()
)
"""Words before a surname that are no given name: "Dr Brandt" is Felix Brandt as much as "Brandt" is."""
_TITLED = re.compile(r"\.?\s+[A-Z]")
"""What follows a title that is one: the capital of a name ("Dr Marcus", "Prof. Achebe")."""


def _adjacent(text: str, first: str, second: str) -> bool:
    """Two capitalised words of one name: next to each other, the first not a possessive ("Games's Anna")."""
    return not first.endswith(("'s", "’s", "'", "’")) and f"{first} {second}" in text


def _names(
    text: str, known: frozenset[str] = frozenset(), given: frozenset[str] = frozenset()
) -> list[tuple[str, list[str]]]:
    """(name, its non-stopword tokens) for each capitalised word after the first word, and for the first word
    too when it is in `known` (lower-cased), or in `given` and followed by a capitalised word ("Stan Rice …"
    when the sources write "Stan Rice")."""
    first = re.match(r"\W*(\w+)(\s+[A-Z])?", text)
    counts = first is not None and (
        first.group(1).lower() in known or (first.group(2) is not None and first.group(1).lower() in given)
    )
    skip_until = first.end(1) if first is not None and not counts else 0
    found = []
    for match in _WORDLIKE.finditer(text):
        if match.group() in TITLES and _TITLED.match(text, match.end()):
            continue  # "Dr Marcus Feld" is named by "Marcus Feld": a title names no one ("Professor Marcus Feld")
        if match.start() >= skip_until and capitalised(match.group()) and not names_no_one(match.group()):
            words = sorted(content_tokens(match.group()))  # stopwords go before stemming: "This" is not "thi"
            if _CODE.fullmatch(match.group()):
                words = sorted(set(tokens(match.group())))  # "E5002" is not "E4031": its digits name it
            if words:
                found.append((match.group(), words))
    return found


def _a_word(token: str) -> bool:
    """Whether a code's token is a word the vocabulary may hold ("ISO"), not its digits or a lone letter."""
    return token.isalpha() and len(token) > 1


_CODE = re.compile(r"[A-Z]{1,4}-?\d{2,}[A-Za-z]?")
"""A code that names one thing: an error code ("E5002"), a model ("A380", "B-52"), a standard's letters."""
_BRAND = re.compile(r"[a-z]{1,4}[A-Z][A-Za-z]")
"""A brand's shape: "macOS", "iPhone", "eBay" (not "then-Alabama", whose capital follows a hyphen)."""


def capitalised(word: str) -> bool:
    """A name's shape in any script: "Ortiz", "Étienne", "Ελληνικά", "McAllen", an acronym ("NASA"), or a brand
    with a capital inside ("macOS", "iPhone", "eBay")."""
    core = word.rstrip("'’-")
    if core[:1].islower():
        return _BRAND.match(core) is not None
    if not core[:1].isupper():
        return False
    return any(ch.islower() for ch in core[1:]) or (len(core) >= 2 and core.isupper())


def unknown_names(text: str, index: SourceIndex) -> list[str]:
    """Capitalised words (not the first word) whose stem appears in no source. A code's digits are not in the
    vocabulary, which holds words: whether a sentence writes them is `names_absent_from`'s to tell."""
    return [
        name
        for name, words in _names(text)
        if not all(word in index.vocabulary for word in words if not _CODE.fullmatch(name) or _a_word(word))
    ]
