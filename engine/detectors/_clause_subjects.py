"""Clauses and their subjects: a sentence read clause by clause, to tell what it says of its own subject from what a
relative or another main clause says of someone else."""

from __future__ import annotations

import re

from ..lexical import content_tokens, tokens
from ..negation import negated_heads
from ._slots import NAME_RUN, whole_word_places

CLAUSE_BREAK = re.compile(
    r";|,\s|\s(?:while|whereas|but)\s|\sand\s(?=[\w$€£])"
    r"|\s(?:until|although|though)\s"
    r"(?=(?:the\s+)?[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*\s+(?:is|are|was|were|has|have|had)\b)",
    re.I,
)
"""Where a sentence's clauses meet: ";", ", ", "while", "whereas", "but", "and", and "until" or "(al)though" before
a name and its verb ("… until the Chrysler Building was finished"; not "until 2015", a time). Every "and" cuts, the
one of a list too ("born in 1564 and died there in 1616" is two clauses; "Paris and Rome" two parts): the readings
that use these parts compare what each part says, and a list's items are parts of their own."""
_JOINING = re.compile(r"^(?:and|or|but|while|whereas|then)\s+", re.I)


def clauses(text: str) -> list[str]:
    """The text cut at `CLAUSE_BREAK`, each clause without the words or marks that join it to the next."""
    found, start = [], 0
    for joint in CLAUSE_BREAK.finditer(text):
        found.append(text[start : joint.start()])
        start = joint.end()
    found.append(text[start:])
    stripped = (_JOINING.sub("", part.strip(" .,;")) for part in found)
    return [part for part in stripped if part]


def _read_clauses(claim: str, sentence: str) -> tuple[list[str], list[set[str]], set[str]] | None:
    """(the sentence's clauses, their words, the claim's words) for a one-clause claim against a sentence of two
    clauses or more, else None: only then can the claim take words from clauses the sentence keeps apart."""
    claim = _OPENING_PHRASE.sub("", claim, count=1)  # "After probation, the Employee must give …"
    if CLAUSE_BREAK.search(claim):
        return None
    parts = clauses(sentence)
    if len(parts) < 2:
        return None
    return parts, [clause_words(part) for part in parts], clause_words(claim)


_OPENING_PHRASE = re.compile(
    r"^\W*(?:after|before|in|on|during|from|since|under|for|by|at|upon|following|until)\s+[^,;]{1,40},\s+", re.I
)
"""A claim's opening phrase of time or place, which says nothing of which clause it follows."""


def _only_in(words: list[set[str]], at: int) -> set[str]:
    """The words that clause `at` alone says."""
    return words[at] - set().union(*(w for i, w in enumerate(words) if i != at))


def clause_words(text: str) -> set[str]:
    """Content words and figures ("1990"): a figure tells clauses apart as a name does."""
    return content_tokens(text) | {token for token in tokens(text) if token[:1].isdigit()}


_RELATIVE = re.compile(r"^(?:who|whom|whose|which)\b", re.I)
_WHOSE = re.compile(r"\s(?=whose\s)", re.I)
_PREDICATE = re.compile(r"(?:is|was|are|were)\s+(?:a|an|the)\s", re.I)
_LAST_WORDS = re.compile(r"(?:\b(?:the|a|an|its|his|her|their)\s+)?[\w'’-]+\s*$", re.I)
_LAST_NAME_RUN = re.compile(r"[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*\s*$")


def relative_of_another(claim: str, sentence: str) -> tuple[str, str, str] | None:
    """(the relative clause, what it is about, the claim's subject) when the claim says of its subject what a
    "who"/"which" clause says of the name or thing just before it: "Ortiz later left to start Bolt" against "Ortiz
    founded the firm with Kim, who later left to start Bolt", "Bolt employs 200 people" against "The firm, which
    employs 200 people, was sold to Bolt"; else None."""
    # The whole name: "Jane Park retired" is about Jane Park, so "Park" is not a word it says of her.
    subject = re.match(r"\W*([A-Z][\w'’.-]*(?:\s+[A-Z][\w'’.-]*)*)", claim)
    if subject is None or CLAUSE_BREAK.search(claim):
        return None
    # "a painter whose work was shown": a "whose" clause needs no comma before it.
    parts = [piece for part in clauses(sentence) for piece in _WHOSE.split(part)]
    words = [clause_words(part) for part in parts]
    names = sorted(clause_words(subject.group(1)))
    rest = clause_words(claim) - clause_words(subject.group(1))
    for at in range(1, len(parts)):
        if not _RELATIVE.match(parts[at]):
            continue
        # "Ilse Renner, is a painter whose work …": the clause describes the name before "is".
        said_of = parts[at - 2] if at >= 2 and _PREDICATE.match(parts[at - 1]) else parts[at - 1]
        before = _LAST_NAME_RUN.search(said_of) or _LAST_WORDS.search(said_of)
        if before is None or _same_name(set(names), clause_words(before.group())):
            continue  # the relative clause is about the claim's subject itself
        named_elsewhere = any(name in have for name in names for i, have in enumerate(words) if i != at)
        if named_elsewhere and len(rest & words[at]) >= 2 and not rest - words[at]:
            about = re.sub(r"^(The|A|An|Its|His|Her|Their)\b", lambda m: m.group().lower(), before.group().strip())
            return parts[at], about, re.sub(r"['’]s?$", "", subject.group(1))
    return None


def _same_name(one: set[str], other: set[str]) -> bool:
    """Whether two names' words name one person: "Ortiz" and "Ana Ortiz" do; "Karl Varga" and "Helena Varga", a
    brother and a sister, do not."""
    return bool(one & other) and (one <= other or other <= one)


def named_only_in_relative(claim: str, sentence: str) -> tuple[str, str] | None:
    """(the relative clause, the claim's subject) when the claim opens with a name that the sentence gives only
    inside a "who"/"which" clause about someone else, and says of it what the rest of the sentence says: "Marco won
    gold" against "Lisa, who trained under coach Marco, won gold"; else None."""
    subject = re.match(r"\W*([A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*)\s+[a-z]", claim)
    if subject is None or CLAUSE_BREAK.search(claim):
        return None
    parts = clauses(sentence)
    relatives = [at for at in range(1, len(parts)) if _RELATIVE.match(parts[at])]
    if not relatives:
        return None
    name = subject.group(1).split()[-1]
    holding = [at for at, part in enumerate(parts) if whole_word_places(name, part)]
    if not holding or any(at not in relatives for at in holding):
        return None
    rest = clause_words(claim) - clause_words(subject.group(1))
    inside = set().union(*(clause_words(parts[at]) for at in holding))
    outside = set().union(*(clause_words(part) for at, part in enumerate(parts) if at not in holding))
    if rest and not rest & inside and rest <= outside:
        return parts[holding[0]], subject.group(1)
    return None


_OWN_SUBJECT = re.compile(
    r"^(?i:where|when)\s+(?P<subject>(?:(?i:his|her|its|their|the|a|an)\s+[a-z][\w-]*)"
    r"|[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*)\s+(?P<rest>.+)$"
)


_INLINE_OWN_SUBJECT = re.compile(
    r"\s(?P<clause>(?i:after|before|because|since|until|once|although|though|when|where)\s+"
    r"(?P<subject>[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*)\s+"
    r"(?P<rest>(?:[a-z]+ed|was|were|is|are|had|has|did|left|won|lost|took|made|became|came|went|began|met|said|"
    r"gave|got|ran|led|held|kept|sold|bought|built|wrote|fell|rose|grew|died|joined|quit|resigned)\b.*))$"
)
"""A clause inside another, with a named subject and a verb of its own: "… after Paul left it in 2015"."""


def _own_subject_clauses(parts: list[str]) -> list[tuple[str, re.Match[str], list[str]]]:
    """(the clause, its reading, the rest of the sentence) for each clause with a subject of its own: a part that
    opens with "where"/"when", or a named subject's clause inside a part ("Maria joined after Paul left")."""
    found = []
    for at, part in enumerate(parts):
        others = [other for i, other in enumerate(parts) if i != at]
        if opening := _OWN_SUBJECT.match(part):
            found.append((part, opening, others))
        elif inline := _INLINE_OWN_SUBJECT.search(part):
            clause = inline.group("clause")
            reading = _OWN_SUBJECT_ANY.match(clause)
            if reading is not None:
                found.append((clause, reading, [*others, part[: inline.start()]]))
    return found


_OWN_SUBJECT_ANY = re.compile(
    r"^(?i:after|before|because|since|until|once|although|though|when|where)\s+"
    r"(?P<subject>[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*)\s+(?P<rest>.+)$"
)


def said_of_its_own_subject(claim: str, sentence: str) -> tuple[str, str, bool] | None:
    """(the clause, its subject, whether the claim is about that subject) when the claim takes a word that only a
    "where"/"when" clause with a subject of its own says, and the claim is not about that subject ("Smith was born
    in London" against "He moved to London in 1990, where his son was born"), or gives that subject what only the
    main clause says ("Queen Victoria founded the club" against "The club was founded in 1892, when Queen Victoria
    ruled"); else None."""
    if CLAUSE_BREAK.search(claim):
        return None
    parts = clauses(sentence)
    claimed = clause_words(claim)
    for part, found, outside in _own_subject_clauses(parts):
        if found.group("subject").split()[0].lower() in {"it", "he", "she", "they"}:
            continue
        subject = clause_words(found.group("subject"))
        if not subject:
            continue
        said_here = clause_words(found.group("rest"))
        elsewhere = set().union(*(clause_words(other) for other in outside))
        if subject & claimed:
            # The claim's subject is the clause's: its predicate must come from the clause too, not only from the
            # main clause ("Queen Victoria founded the club" against "… founded in 1892, when Queen Victoria ruled").
            # A description ("the conglomerate") may be the main clause's subject again, so only a name is read.
            predicate = claimed - subject
            named = found.group("subject")[:1].isupper()
            if named and predicate and not predicate & said_here and predicate <= elsewhere:
                return part, found.group("subject"), True
            continue
        only_here = (claimed & said_here) - elsewhere
        # A clause inside a part must lend the claim its verb ("left"), not only a word it also mentions.
        verb = clause_words(found.group("rest").split()[0]) if found.re is _OWN_SUBJECT_ANY else only_here
        if only_here & verb:
            return part, found.group("subject"), False
    return None


def denial_of_another_clause(claim: str, sentence: str) -> str | None:
    """The clause that makes the denial the claim repeats, when the claim puts it on words of another clause: "40%
    of adults never exercise" against "… found that 40% exercise weekly and 15% never exercise"; else None. The
    claim must leave out what the denying clause alone says ("15%"), and take a word only another clause says."""
    denied = negated_heads(claim)
    if not denied or (read := _read_clauses(claim, sentence)) is None:
        return None
    parts, words, claimed = read
    denying = [at for at, part in enumerate(parts) if denied & negated_heads(part)]
    if not denying:
        return None
    for at in denying:
        own = _only_in(words, at)
        if not own - claimed:
            return None  # the claim says what this denying clause alone says: it repeats that clause
    elsewhere = set().union(*(w for i, w in enumerate(words) if i not in denying))
    inside = set().union(*(words[at] for at in denying))
    borrowed = (claimed & elsewhere) - inside
    # In a quotation, a name beside the denial is who makes it ("… said the party leader, Ana Diaz").
    if _SPEECH.search(sentence):
        borrowed -= clause_words(" ".join(_CAPITALISED_WORD.findall(sentence)))
    return parts[denying[0]] if borrowed else None


_CAPITALISED_WORD = re.compile(r"(?<![\w'’-])[A-Z][\w'’-]+")
_SPEECH = re.compile(r"\b(?:said|says|told|added|stated|according to|wrote|tweeted|announced)\b", re.I)


_CLAUSE_SUBJECT = re.compile(
    r"^(?:and\s+|but\s+|while\s+)?(?:the\s+)?(?P<name>[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*)\s+"
    r"(?:is|are|was|were|has|have|had|will|would|can|could|may|might|must|does|did|[a-z]+ed|[a-z]+[^s]s)\b"
)
"""A clause that opens with a name and a verb ("Milan is", "Jones joined", "the Chrysler Building was" after "until"),
not a list's name ("Ali Azmat as")."""


def subject_of_another_clause(claim: str, sentence: str) -> tuple[str, str, str] | None:
    """(the clause the claim's words come from, that clause's subject, the claim's subject) when the claim gives its
    subject what another clause says of another name: "Milan is the capital of Italy" against "Rome is the capital
    of Italy, and Milan is its largest financial centre"; else None. Only words one clause alone says are read."""
    opening = _CLAUSE_SUBJECT.match(claim.strip())
    if opening is None or (read := _read_clauses(claim, sentence)) is None:
        return None
    parts, words, claimed = read
    subject = opening.group("name")
    named = clause_words(subject)
    holding = [at for at, have in enumerate(words) if named & have]
    if not named or not holding:
        return None
    rest = claimed - named
    if any(not {w for w in words[h] - named if not w[:1].isdigit()} for h in holding):
        # "… and Madrid in 2019": the subject's part says nothing of its own; it borrows the other clause's verb, or
        # stands in apposition ("The older brother, Sam, runs the farm"), which main clauses read.
        return _subject_of_another_main_clause(subject, claimed, sentence)
    for at, part in enumerate(parts):
        if at in holding:
            continue
        own = rest & _only_in(words, at)
        other = _CLAUSE_SUBJECT.match(part)
        if not own or other is None or clause_words(other.group("name")) & claimed:
            continue
        # The claim takes more of what this clause alone says than of what its subject's clauses alone say.
        from_holding = rest & set().union(*(words[h] for h in holding)) - words[at] - named
        if len(own) >= 2 and len(own) > len(from_holding) and rest <= words[at] | named | from_holding:
            return part, other.group("name"), subject
    return _subject_of_another_main_clause(subject, claimed, sentence)


_MAIN_CLAUSE_BREAK = re.compile(r";\s*|,\s+(?:and|but|while|whereas)\s+|\s+(?:while|whereas)\s+", re.I)


def _subject_of_another_main_clause(subject: str, claimed: set[str], sentence: str) -> tuple[str, str, str] | None:
    """The same reading over main clauses only, where a name may stand in apposition ("The older brother, Sam, runs
    the farm; the younger, Tim, is a teacher"): "Sam is a teacher" takes what the clause of Tim says."""
    parts = [part.strip(" .") for part in _MAIN_CLAUSE_BREAK.split(sentence) if part.strip(" .")]
    if len(parts) < 2:
        return None
    words = [clause_words(part) for part in parts]
    named = clause_words(subject)
    holding = [at for at, have in enumerate(words) if named & have]
    if len(holding) != 1:
        return None
    rest = claimed - named
    for at, part in enumerate(parts):
        if at in holding:
            continue
        if re.match(r"(?:he|she|it|they|his|her|its|their)\b", part, re.I):
            continue  # "she works in Bergen" is still about the first clause's subject
        opening = " ".join(part.split()[:5])  # the clause's own subject stands at its start ("the younger, Tim, …")
        others = [
            m.group() for m in NAME_RUN.finditer(opening) if m.start() > 0 and not clause_words(m.group()) & claimed
        ]
        own = rest & _only_in(words, at)
        from_holding = rest & words[holding[0]] - words[at]
        if others and own and not from_holding and rest <= words[at]:
            return part, others[0], subject
    return None
