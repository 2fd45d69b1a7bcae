"""Who holds a role in a sentence: the possessor, owner or role-holder a claim makes its subject, and routes read in
their direction."""

from __future__ import annotations

import re

from ..lexical import STOPWORDS

NAME_RUN = re.compile(r"(?<![\w'’-])[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*")
"""A run of capitalised words: a name as text writes it ("Dan O'Bannon", "The Strain")."""


def whole_word_places(name: str, text: str) -> list[int]:
    """Where `name` stands in `text` as whole words (str.find: a pattern per name would fill the regex cache)."""
    places, at = [], text.find(name)
    while at >= 0:
        end = at + len(name)
        if (at == 0 or not _in_word(text[at - 1])) and (end == len(text) or not _in_word(text[end])):
            places.append(at)
        at = text.find(name, at + 1)
    return places


def _in_word(char: str) -> bool:
    return char.isalnum() or char in "_'’-"


_POSSESSED_SUBJECT = re.compile(
    r"^\W*(?P<possessive>Its|His|Her|Their)"
    r"(?P<noun>(?:\s+(?!(?:in|at|on|of|for|to|from|with|by|is|are|was|were|has|have|had)\b)[a-z][\w-]*){1,2}),?"
    r"\s+(?P<name>[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*)"
)


def possessor_as_subject(claim: str, sentence: str) -> tuple[str, str] | None:
    """(the sentence's subject, the claim's name) when the sentence opens with a possessive and names its own
    subject ("Its rival Bolt fired 12 managers"), and the claim makes a name the sentence does not write, the one
    "Its" stands for, the subject instead ("Acme fired 12 managers"); else None."""
    found = _POSSESSED_SUBJECT.match(sentence)
    if found is None:
        return None
    subject = found.group("name")
    if any(word in claim for word in subject.split()):
        return None  # the claim speaks of the sentence's subject ("Helen Marsh founded Greenleaf Books")
    for name in NAME_RUN.finditer(claim):
        if name.group().lower() not in STOPWORDS and not whole_word_places(name.group(), sentence):
            return f"{found.group('possessive')}{found.group('noun')} {subject}", name.group()
    return None


_OWNED_SUBJECT = re.compile(
    r"^\W*(?P<owner>[A-Z][\w.-]*(?:\s+[A-Z][\w.-]*)*)['’]s?\s+(?P<noun>[a-z][\w-]*(?:\s+[a-z][\w-]*)?)"
    r"(?:,\s+(?:(?P<name>[A-Z][\w'’.-]*(?:\s+[A-Z][\w'’.-]*)*)|(?P<what>(?:a|an|the)\s+[a-z][\w\s-]*?)),)?"
    r"\s+(?P<verb>[a-z])"
)
_RELATIVES = frozenset(
    "sister brother wife husband son daughter mother father cousin uncle aunt nephew niece grandson granddaughter"
    " grandfather grandmother friend girlfriend boyfriend partner fiancée fiancee fiance widow widower rival opponent"
    " teammate neighbour neighbor colleague twin stepson stepdaughter stepmother stepfather".split()
)
"""People a name is said to have, who do things of their own: "Tom's sister moved" is no move of Tom's."""
_ROLES = (
    r"(?:father|mother|son|daughter|wife|husband|brother|sister|grandfather|grandmother|grandson|granddaughter|uncle|"
    r"aunt|nephew|niece|cousin|partner|coach|manager|captain|president|chairman|chairwoman|chair|ceo|founder|"
    r"director|producer|author|editor|owner|leader|predecessor|successor|deputy|assistant|spokesman|spokeswoman|"
    r"spokesperson|minister|secretary|governor|mayor|goalkeeper|striker|defender|midfielder|singer|drummer|guitarist)"
)
_ROLE_NAME = re.compile(rf"\b(?P<role>{_ROLES}),?\s+(?P<name>(?-i:[A-Z])[\w'’.-]*(?:\s+(?-i:[A-Z])[\w'’.-]*)*)", re.I)


def role_given_to_another(claim: str, sentence: str) -> tuple[str, str] | None:
    """(the sentence's role and name, the claim's) when the claim gives a role word a name ("his father, Colin
    Cowdrey") that the sentence gives another name ("his father, Chris Cowdrey, and grandfather Colin Cowdrey");
    else None."""
    claim, sentence = " ".join(claim.split()), " ".join(sentence.split())
    stated = list(_ROLE_NAME.finditer(sentence))
    if not stated:
        return None
    for found in _ROLE_NAME.finditer(claim):
        role, name = found.group("role").lower(), found.group("name").rstrip(".")
        same_role = [m for m in stated if m.group("role").lower() == role]
        if not same_role or not whole_word_places(name.split()[-1], sentence):
            continue
        mine = {word.rstrip(".") for word in name.split()}
        if any(mine <= {word.rstrip(".") for word in m.group("name").split()} for m in same_role):
            continue  # the sentence gives the role this very name
        said = same_role[0]
        return f"{said.group('role')}, {said.group('name').rstrip('.')}", f"{found.group('role')}, {name}"
    return None


_CLAIM_OPENING_NAME = re.compile(r"^\W*(?P<name>[A-Z][\w.-]*(?:\s+[A-Z][\w.-]*)*)\s+[a-z]")


def owner_as_subject(claim: str, sentence: str) -> tuple[str, str] | None:
    """(the sentence's subject, the claim's) when the sentence's subject is what a name owns ("Tom's sister, Anna,
    moved to Canada") and the claim makes the owner the subject ("Tom moved to Canada"); else None."""
    found = _OWNED_SUBJECT.match(sentence)
    opening = _CLAIM_OPENING_NAME.match(claim)
    if found is None or opening is None or opening.group("name") != found.group("owner"):
        return None
    if found.group("noun").split()[-1] not in _RELATIVES:
        return None  # "Apple's engineers built it" may be said as "Apple built it"; a sister's move is her own
    described = found.group("name") or found.group("what")
    subject = sentence[
        found.start("owner") : found.end("name" if found.group("name") else "what" if described else "noun")
    ]
    return subject, opening.group("name")


_APPOSITIVE = re.compile(
    r"(?P<name>[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*),\s+(?P<what>(?:a|an|the)\s+[a-z][\w\s-]*?)(?=[,.;)]|$)"
)
_CLAIMED_ROLE = re.compile(
    r"^\W*(?P<name>[A-Z][\w'’.-]*(?:\s+[A-Z][\w'’.-]*)*|The\s+[a-z][\w-]*)\s+(?:is|was)\s+"
    r"(?P<what>(?:a|an|the)\s+[a-z][\w\s-]*?)\W*$"
)
"""A claim that gives its subject (a name, or "The patient") a role: "Anna is a doctor"."""


def role_of_another(claim: str, sentence: str) -> tuple[str, str] | None:
    """(what the sentence calls the claim's name, what the claim calls it) when the claim gives a name the role an
    apposition gives another ("Anna is a doctor" against "Anna, a nurse, married Tom, a doctor"), else None."""
    claimed = _CLAIMED_ROLE.match(claim)
    if claimed is None:
        return None
    roles = {m.group("name").split()[-1]: m.group("what").strip() for m in _APPOSITIVE.finditer(sentence)}
    name, what = claimed.group("name"), claimed.group("what").strip()
    mine = roles.get(name.split()[-1])
    if mine is not None and mine.lower() == what.lower():
        return None
    theirs = [
        (other, role) for other, role in roles.items() if other != name.split()[-1] and role.lower() == what.lower()
    ]
    if not theirs:
        return None
    if mine is not None:
        return f"{name}, {mine}", f"{name} is {what}"
    if name.startswith("The "):
        # "The patient is a cardiologist" against "Dr. Kim, a cardiologist, treated the patient, who …": the
        # apposition gives the role to someone the claim does not name.
        other, role = theirs[0]
        return f"{other}, {role}", f"{name} is {what}"
    return None


_ROUTE = re.compile(rf"\bfrom\s+(?:the\s+)?(?P<start>{NAME_RUN.pattern})\s+to\s+(?:the\s+)?(?P<end>{NAME_RUN.pattern})")
_FROM = re.compile(rf"\bfrom\s+(?:the\s+)?(?P<name>{NAME_RUN.pattern})")


def route_reversed(claim: str, sentence: str) -> tuple[str, str] | None:
    """(the sentence's "from …", the claim's route) when the claim sends something from one name to another and the
    sentence has it come from the second, never from the first: "sent from Brennock to Haldane" against "Brennock
    will receive a snow leopard, Mira, from Haldane"; else None."""
    route = _ROUTE.search(claim)
    if route is None:
        return None
    start, end = (set(route.group(part).lower().split()) for part in ("start", "end"))
    origins = list(_FROM.finditer(sentence))
    if any(set(found.group("name").lower().split()) & start for found in origins):
        return None
    reverse = next((found for found in origins if set(found.group("name").lower().split()) & end), None)
    return (reverse.group(), route.group()) if reverse else None
