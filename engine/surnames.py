"""Which full name a surname in a source stands for: "Anne Rice … . Born in New Orleans, Rice spent …".

News and encyclopedia text name a person in full once and by surname after that, so "Anne Rice was born in New
Orleans" finds its support in a sentence that says only "Rice". Within one source, a capitalised word that is the
last word of one full name ("Anne Rice") stands for that name, alone or after given names of that same name
("Carl Orff" for "Carl Heinrich Maria Orff"), but not as part of another name ("Stan Rice", "Rice University").
Full names that share a surname and differ in a given name ("Rupert Murdoch", "James Murdoch") make the surname
stand for nobody; a shorter form of the same name ("Carl Orff") is the same person.
"""

from __future__ import annotations

import re

from .coreference import NOT_A_PERSON, NOT_NAMES

# A name word: "Rice", "O'Brien", "Lee-Lo"; a possessive ends a name ("Gloucester's Billy Burns").
_WORD = r"[A-Z][a-z]+(?:-[A-Z][a-z]+)?(?:['’][A-Z][a-z]+)?"
_FULL_NAME = re.compile(rf"(?<![\w'’-]){_WORD}(?:\s+{_WORD}){{1,3}}(?![\w'’-])")
_CAPITALISED = re.compile(rf"(?<![\w'’-]){_WORD}(?![\w-])")
_GIVEN_BEFORE = re.compile(rf"(?:{_WORD}\s+)*$")
_NOT_SURNAMES = frozenset(
    """january february march april may june july august september october november december monday tuesday
    wednesday thursday friday saturday sunday""".split()
)


def full_names(text: str) -> list[str]:
    """The names of two to four capitalised words the text writes ("Anne Rice", "New Orleans"), in order."""
    found = []
    for match in _FULL_NAME.finditer(text):
        words = match.group().split()
        while words and words[0].lower() in NOT_NAMES:
            words = words[1:]  # "In New Orleans", "The Rice family": an opening word is no first name
        if len(words) >= 2:
            found.append(" ".join(words))
    return found


def full_names_by_surname(text: str, names: list[str] | None = None) -> dict[str, str]:
    """Surname (lower-cased) → the longest full name of the text that ends with it, when every other full name
    ending with it is a shorter form of that one. `names` are the text's `full_names`, when already read."""
    found: dict[str, list[str]] = {}
    for name in full_names(text) if names is None else names:
        surname = name.split()[-1].lower()
        if surname not in NOT_A_PERSON and surname not in _NOT_SURNAMES:
            found.setdefault(surname, []).append(name)
    table = {}
    for surname, names in found.items():
        longest = max(names, key=lambda name: (len(name.split()), name))
        if all(_shorter_form(name, longest) for name in names):
            table[surname] = longest
    return table


def stands_for(sentence: str, names: dict[str, str]) -> str:
    """The full names the sentence's surnames stand for, where it does not write them whole, joined by "; "."""
    if not names:
        return ""
    meant: list[str] = []
    lowered = sentence.lower()
    for word in _CAPITALISED.finditer(sentence):
        full = names.get(word.group().lower())
        if full is None or full in meant or full.lower() in lowered:
            continue
        if re.match(r"\s+[A-Z]", sentence[word.end() : word.end() + 3]):
            continue  # part of a longer name: "Rice University"
        given = _GIVEN_BEFORE.search(sentence[max(0, word.start() - 80) : word.start()])
        written = f"{given.group() if given else ''}{word.group()}"
        if _shorter_form(written, full):  # "Rice", or "Carl Orff" for "Carl Heinrich Maria Orff"; not "Stan Rice"
            meant.append(full)
    return "; ".join(meant)


def _shorter_form(name: str, full: str) -> bool:
    """Whether every word of `name` is a word of `full` ("Carl Orff" of "Carl Heinrich Maria Orff")."""
    return set(name.split()) <= set(full.split())
