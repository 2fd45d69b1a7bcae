"""A name the sentence gives only as who did one thing, made the subject of another: "Ana Ruiz donates works
every year" against "The museum, founded by Ana Ruiz in 1990, holds works donated every year by the city".

Every word of such a claim is in the sentence, in an order the substitution check cannot line up, so lexical
support passes it. The sentence names Ana Ruiz only after "founded by": she is the agent of that participle and
of nothing else the sentence says. A claim that opens with her name and goes on with another verb ("donates",
"holds") says of her what the sentence says of someone else. A claim whose words include the participle's verb
("Ana Ruiz founded the museum", "Ana Ruiz was its founder") is left to the other checks.

The same reading of who did what finds a claim that gives a verb's act to a name the sentence has do something
else: "Frida Holm measured the boiling point" against "Niels Ostergaard measured the boiling point, using an
apparatus designed by his assistant, Frida Holm", where every time the sentence says "measured" it names another
doer, before the verb or after "by".
"""

from __future__ import annotations

import re

from ..lexical import STOPWORDS, stem
from ._slots import whole_word_places

_NAME = r"[A-Z][\w'’-]*(?:\s+(?:of\s+|de\s+|van\s+|von\s+)?[A-Z][\w'’-]*)*"
_AGENT = re.compile(rf"\b(?P<verb>[A-Za-z][a-z]{{2,}})\s+by\s+(?:the\s+)?(?P<name>{_NAME})")
"""A participle or passive verb and its agent: "founded by Ana Ruiz", "was written by the Brontë sisters"."""
_OPENING_NAME = re.compile(
    rf"^\W*(?:(?:In|On|By|Since|From)\s+[\w\s,]{{1,30}}?,\s+)?(?P<name>{_NAME})\s+(?P<rest>[a-z].*)$", re.S
)
"""A claim that opens with its subject's name, perhaps after a time ("In 1990, Ana Ruiz …")."""

_IRREGULAR = {
    "beaten": "beat",
    "begun": "begin",
    "bought": "buy",
    "brought": "bring",
    "built": "build",
    "caught": "catch",
    "chosen": "choose",
    "done": "do",
    "drawn": "draw",
    "driven": "drive",
    "drunk": "drink",
    "eaten": "eat",
    "fought": "fight",
    "found": "find",
    "given": "give",
    "grown": "grow",
    "held": "hold",
    "kept": "keep",
    "known": "know",
    "led": "lead",
    "left": "leave",
    "lost": "lose",
    "made": "make",
    "met": "meet",
    "paid": "pay",
    "ridden": "ride",
    "run": "run",
    "said": "say",
    "seen": "see",
    "sent": "send",
    "shot": "shoot",
    "shown": "show",
    "sold": "sell",
    "spent": "spend",
    "spoken": "speak",
    "stolen": "steal",
    "sung": "sing",
    "taken": "take",
    "taught": "teach",
    "thrown": "throw",
    "told": "tell",
    "won": "win",
    "worn": "wear",
    "written": "write",
}
"""Past participles whose verb a suffix stem does not find: "won by" is the agent of what "wins" says."""
_IRREGULAR_PAST = {
    "ate": "eat",
    "began": "begin",
    "chose": "choose",
    "did": "do",
    "drank": "drink",
    "drew": "draw",
    "drove": "drive",
    "gave": "give",
    "grew": "grow",
    "knew": "know",
    "ran": "run",
    "rode": "ride",
    "sang": "sing",
    "saw": "see",
    "spoke": "speak",
    "stole": "steal",
    "threw": "throw",
    "took": "take",
    "wore": "wear",
    "wrote": "write",
}
"""Past tenses that differ from their participle: "Ann Lee wrote it" says what "written by Ann Lee" says."""
_NOT_AGENTS = frozenset("followed surrounded bordered accompanied replaced succeeded preceded".split())
"""Participles whose "by" names a neighbour or a successor, not who did something: "bordered by France"."""


def agent_of_another_verb(claim: str, sentence: str) -> tuple[str, str] | None:
    """(the sentence's phrase, the claim's subject) when the claim opens with a name the sentence gives only as the
    agent of a participle ("founded by Ana Ruiz") and says nothing with that participle's verb; else None."""
    if " by " not in sentence:
        return None
    opening = _OPENING_NAME.match(" ".join(claim.split()))
    if opening is None or opening.group("name").lower() in STOPWORDS:
        return None
    name = opening.group("name")
    surname = name.split()[-1]
    sentence = " ".join(sentence.split())
    agents = [m for m in _AGENT.finditer(sentence) if surname in m.group("name").split()]
    if not agents or any(m.group("verb").lower() in _NOT_AGENTS for m in agents):
        return None
    if _named_elsewhere(surname, sentence, agents):
        return None
    claim_words = [verb_base(w) for w in re.findall(r"[a-z]+", opening.group("rest"))]
    for agent in agents:
        if _says_the_verb(agent.group("verb").lower(), claim_words):
            return None
    first = agents[0]
    return f"{first.group('verb')} by {first.group('name')}", name


_ADVERB = r"(?:(?:later|also|first|then|once|jointly|independently|successfully)\s+)?"
_BEFORE_DOER = re.compile(r"[,;:(]|\b(?:who|which|that|while|whereas|but(?! also)|where|when|after|before)\b", re.I)
"""Where the words before a verb stop being its subject: "…, where her teacher, Gustav Berg, was director"."""
_ELIDED = r"(?:in|on|at|for|with|by|to|from|the|a|an|\d)\b"
_AFTER_AGENT = re.compile(
    r"[,;:]|\b(?:who|which|that|while|whereas|but|where|when|and then)\b|\band\s+(?=(?:was\s+|were\s+)?[a-z]+ed\b)",
    re.I,
)
"""Where a passive's agent ends: a mark, a relative or joining word, or "and" before a verb of its own ("was
commissioned by Vespasian around AD 72 and completed under Titus": Titus did not commission it)."""


def act_of_another(claim: str, sentence: str) -> tuple[str, str, str] | None:
    """(the claim's verb as the sentence writes it, who does it there, the claim's subject) when the claim opens
    with a name and a past verb ("Frida Holm measured …") and the sentence gives that verb another doer, before it
    ("Niels Ostergaard measured …, using an apparatus designed by his assistant, Frida Holm") or after "by" ("was
    discovered … by Elsa Lindqvist at the observatory, where her teacher, Gustav Berg, was director"); else None."""
    opening = _OPENING_NAME.match(" ".join(claim.split()))
    if opening is None or opening.group("name").lower() in STOPWORDS:
        return None
    name = opening.group("name")
    first = re.match(rf"{_ADVERB}(?P<verb>[a-z]+)\b", opening.group("rest"))
    if first is None or not is_past_form(first.group("verb")):
        return None
    verb = verb_base(first.group("verb"))
    sentence = " ".join(sentence.split())
    surname = name.split()[-1]
    if not whole_word_places(surname, sentence) and not re.search(rf"\b{re.escape(surname)}['’]", sentence):
        return None  # a name the sentence lacks is the names check's to report ("Whitfield's" is there)
    # The subject of a clause that leaves the verb unsaid: "Lisbon hosted it in 2018 and Madrid in 2019".
    elided = rf"(?:,|\band|\bor|\bwhile|\bwhereas)\s+(?:{re.escape(name)}|{re.escape(surname)})\s+{_ELIDED}"
    if re.search(elided, sentence):
        return None
    doers = [
        (written.group(), _doers(sentence, written.start(), written.end()))
        for written in re.finditer(r"\b[a-z]+\b", sentence)
        if is_past_form(written.group()) and same_verb(verb_base(written.group()), verb, shortest=5)
    ]
    # Every time the sentence says the verb, it names who did it, and never the claim's subject.
    mine = set(name.split())
    if not doers or any(not names or any(mine & set(n.split()) for n in names) for _, names in doers):
        return None
    return doers[0][0], doers[0][1][0], name


def _doers(sentence: str, start: int, end: int) -> list[str]:
    """Who the sentence says did the verb at `start:end`: the names of its agent after "by" ("was discovered in
    1893 by Elsa Lindqvist"), else of its subject just before it in the same clause ("Not only Paris but also
    Lyon hosted"), the nearest first; [] when no name stands there."""
    passive = re.match(r"(?:\s+[\w'’-]+){0,5}?\s+by\s+", sentence[end:])
    if passive and re.search(r"\b(?:was|were|been|being|is|are)\s+(?:\w+\s+)?$", sentence[:start]):
        agent = sentence[end + passive.end() :]
        stop = _AFTER_AGENT.search(agent)
        agent = agent[: stop.start()] if stop else agent
    elif not passive:
        before = sentence[:start]
        stops = list(_BEFORE_DOER.finditer(before))
        agent = before[stops[-1].end() :] if stops else before
        if stops and stops[-1].group().lower() == "who" and re.fullmatch(rf"\s*{_ADVERB}", agent):
            return _who(sentence, stops[-1].start())
        if not re.search(rf"[A-Z][\w'’-]*\s+(?:has\s+|have\s+|had\s+)?{_ADVERB}$", agent):
            return []  # the verb's subject is not a name just before it
    else:
        return []
    names = [
        name
        for found in re.finditer(_NAME, agent)
        # "The Consumer Safety Agency" is the agency; a lone capitalised word before a plain one describes: "the
        # Swedish astronomer Elsa Lindqvist".
        if (name := _THE.sub("", found.group()))
        and name.split()[0].lower() not in STOPWORDS
        and not (" " not in name and _describes(agent[found.end() :]))
    ]
    return names if passive else names[::-1]


_THE = re.compile(r"^(?:The|A|An)\s+(?=[A-Z])")


def _who(sentence: str, at: int) -> list[str]:
    """Whom a "who" at `at` stands for: the name just before it ("Karl Varga, who"), or the sentence's subject when
    it describes that subject ("Jorge Albarrán (1921–2003) was a Chilean politician who"); [] otherwise."""
    before = sentence[:at]
    if named := re.search(rf"({_NAME}),?\s*$", before):
        return [named.group(1)]
    if re.search(r"\b(?:is|was)\s+(?:a|an|the)\s+[\w\s'’-]{0,40}$", before) and (opening := _SUBJECT.match(before)):
        return [opening.group(1)]
    return []


_SUBJECT = re.compile(rf"\W*({_NAME})\s*(?:\([^)]*\)\s*)?(?:is|was)\b")
"""A sentence that opens with its subject's name (and perhaps its dates) and "is" or "was"."""


def _describes(after: str) -> bool:
    """Whether a lone capitalised word goes on with a plain noun ("Swedish astronomer"), not a joining word or a
    word of time or place ("the emperor Vespasian around AD 72")."""
    following = re.match(r"\s+([a-z][\w-]*)", after)
    return following is not None and following.group(1) not in STOPWORDS | _NOT_A_NOUN


_NOT_A_NOUN = frozenset(
    "around about during after before since until circa near across through between among alongside along "
    "together alone later earlier first last again also himself herself itself themselves".split()
)
"""Words that may follow a name without describing it: a name followed by one is the name of the doer."""


def _named_elsewhere(surname: str, sentence: str, agents: list[re.Match[str]]) -> bool:
    """True when the surname also stands outside every agent phrase: the sentence may say more of that name."""
    inside = [(m.start("name"), m.end("name")) for m in agents]
    return any(not any(start <= at < end for start, end in inside) for at in whole_word_places(surname, sentence))


def is_past_form(word: str) -> bool:
    """Whether a lower-case word reads as a past tense or participle ("opened", "won", "written")."""
    return word in _IRREGULAR_PAST or word in _IRREGULAR or (len(word) > 4 and word.endswith("ed"))


def same_verb(word: str, verb: str, *, shortest: int = 3) -> bool:
    """Whether two verb bases name one verb ("win" and "winn" of "winning"); a prefix counts from `shortest` letters."""
    return word == verb or (min(len(word), len(verb)) >= shortest and (word.startswith(verb) or verb.startswith(word)))


def verb_base(word: str) -> str:
    """The verb a form stands for, as a stem: "wrote", "written" and "writes" → "write"; "designed" → "design"."""
    word = word.lower()
    return _IRREGULAR_PAST.get(word) or _IRREGULAR.get(word) or stem(word)


def _says_the_verb(participle: str, claim_words: list[str]) -> bool:
    """True when a word of the claim is the participle's verb in any form ("founded", "founder", "wins")."""
    roots = {stem(participle)}
    if base := _IRREGULAR.get(participle):
        roots.add(base)
        roots.add(participle)
    for root in roots:
        if len(root) < 3:
            continue
        if any(
            word.startswith(root) or (len(root) >= 5 and root.startswith(word) and len(word) >= 4)
            for word in claim_words
        ):
            return True
    return False
