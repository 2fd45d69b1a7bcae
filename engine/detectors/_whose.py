"""Whether code can tell that a sentence says a claim's words of the claim's name. When it cannot, the claim is left
UNVERIFIABLE ("could not check"), never CONTRADICTED: who did what is meaning, for the entailment verifier or the
judge to read.

Lexical support reads a sentence as a bag of words, so "Ana Ruiz donates works every year" finds every word in "The
museum, founded by Ana Ruiz in 1990, holds works donated every year by the city". Code reads one closed-world sign
that the bag was put together otherwise: clauses. The sentence is cut where `_clauses.CLAUSE_BREAK` cuts it, and
the claim's other words have their home in the clause that holds most of them. When the claim opens with a name
whose own clause holds less than half of them, the sentence bears the claim out only when it names the home's
subject as the claim's: the clause before the home, past what is set into the sentence (a relative, an apposition,
a phrase with "by"), is the name or opens with it ("Shakespeare was born in 1564 and died there in 1616":
"Shakespeare died in 1616"), and the home has no subject of its own ("and Milan is …", "its"); a relative home
says its words of the name right before it ("Karl Varga, who …"), and a name right after the home is its
apposition ("said the party leader, Ana Diaz").

A paraphrase may split a sentence otherwise and still be true; then the claim is only not confirmed by code, and
a model may still confirm it. Names that swap places inside one clause ("Arsenal beat Chelsea") are not read here
at all: which name does what is for the model.
"""

from __future__ import annotations

import re

from ..lexical import STOPWORDS, content_tokens
from ._clauses import _OPENING_PHRASE, CLAUSE_BREAK, clauses

_NAME = re.compile(r"(?<![\w'’-])[A-Z][\w'’.-]*(?:\s+(?:of\s+|de\s+|van\s+|von\s+)?[A-Z0-9][\w'’.-]*)*")
"""A run of capitalised words: a name as text writes it ("Ana Ruiz", "Vortex S10")."""
_OWN_SUBJECT = re.compile(r"^(?:(?:whose|where|when|after|before|while|his|her|its|their|this|these|those)\b|[A-Z])")
"""How a clause with a subject of its own opens: a conjunction, a possessive or a capitalised word. Not "the", "a" or
"an", which open an apposition ("Dr. Kim, a cardiologist"), nor "she" or "it", which go on about the subject."""
_RELATIVE = re.compile(r"^(?:who|whom|which|that)\b")
"""A relative says its words of the name just before it: "Karl Varga, who later became mayor"."""
_SET_INTO = re.compile(r"^(?:who|whom|whose|which|that|where|a|an)\b|^\d|\bby\b")
"""A clause set into a sentence, which does not carry its subject: a relative, an apposition ("a doctor"), a phrase
with "by" ("founded by Ana Ruiz"), a figure ("Smith, 45, joined")."""
_PARTICIPLE = re.compile(r"\W*(?:[A-Z][a-z]+(?:ed|en|ing)|Born|Built|Made|Held|Set)\b")
"""A sentence that opens with a participle says it of the subject that follows: "Born in New Orleans, Rice …"."""
_OPENING_NAME = re.compile(
    r"^\W*(?:(?:In|On|By|Since|From|After|Before|During)\s+[^,]{1,30},\s+)?"
    r"(?P<name>[A-Z][\w'’.-]*(?:\s+[A-Z0-9][\w'’.-]*)*)\s+(?!of\b)[a-z]"
)
"""A claim that opens with its subject's name ("Ana Ruiz donates …", "In 1990, Ana Ruiz …"); not "The museum …"."""


def whose_words(claim: str, sentence: str) -> tuple[str, str] | None:
    """(what code cannot tie to the name, the name) when the sentence does not show its words said of the claim's
    name (see the module's note); else None."""
    claim, sentence = " ".join(claim.split()), " ".join(sentence.split())
    names = _names_in(claim, sentence)
    if CLAUSE_BREAK.search(_OPENING_PHRASE.sub("", claim)) or len(parts := clauses(sentence)) < 2:
        return None
    opening = _OPENING_NAME.match(claim)
    name = next((n for n in names if opening and opening.group("name").startswith(n)), "")
    other = content_tokens(claim) - content_tokens(name)
    held = [len(other & content_tokens(part)) for part in parts]
    mine = [at for at, part in enumerate(parts) if name and _holds(part, name)]
    own = max((held[at] for at in mine), default=0)
    if not mine or not other or own * 2 >= len(other) or own == max(held):
        return None  # the name's own clause says at least half of what the claim says of it
    home = held.index(max(held))
    after = parts[home + 1] if home + 1 < len(parts) else ""
    fronted = home == 0 and _PARTICIPLE.match(parts[0]) and re.match(rf"\W*{re.escape(name)}\b", after)
    if _carries(parts[:home], parts[home], name) or after == name or fronted:
        return None  # the subject named before; an apposition right after; an opening phrase: "Born in X, Rice …"
    return parts[home], name


def _names_in(claim: str, sentence: str) -> list[str]:
    """The claim's names that the sentence writes capitalised too, in the claim's order; a capitalised stopword
    opening the claim ("The") is no name."""
    found = []
    for match in _NAME.finditer(claim):
        words = [w for w in match.group().split() if w.lower() not in STOPWORDS]
        name = " ".join(words).rstrip(".")
        if name and _holds(sentence, name):
            found.append(name)
    return found


def _holds(text: str, name: str) -> bool:
    return re.search(rf"(?<![\w'’-]){re.escape(name)}(?![\w-])", text) is not None


def _carries(before: list[str], home: str, name: str) -> bool:
    """Whether the clauses before the home name its subject. A relative says its words of the name right before it;
    a home with a subject of its own says them of that subject. Otherwise, going back past what is set into the
    sentence (a relative, a phrase with "by", a figure, an apposition after the bare name: "Lena Ortiz, the former
    CEO of Acme, lives in Paris"), the clause found is the name or opens with it ("Tom's sister" does not)."""
    if _RELATIVE.match(home):
        return bool(before) and before[-1].rstrip(" ,").endswith(name)
    if _OWN_SUBJECT.match(home):
        return False
    kept = [part for part in before if not _SET_INTO.search(part)]
    last = kept[-2] if len(kept) >= 2 and kept[-2] == name else (kept[-1] if kept else "")
    return _opens(last, name)


def _opens(clause: str, name: str) -> bool:
    """Whether the name opens the clause, after at most a title or a "not only" ("Union representative Carla Nunes
    said …"), and not as a possessor ("Tom's sister")."""
    return re.match(rf"\W*(?:[\w.-]+\s+){{0,3}}?{re.escape(name)}(?![\w'’-])", clause) is not None
