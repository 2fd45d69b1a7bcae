"""Whether a short answer stands in the sources where the question puts it: the date of birth, not of death; the
one who designed the engine, not someone named beside it.

Finding an answer's words near the question's words says only that the sources name it there. These readings tell
more, with no model, and each can only withhold support:

- a life's dates in brackets ("Ada Lovelace (10 December 1815 – 27 November 1852)") give the birth first and the
  death second, so "When did she die?" is not answered by the first;
- "Who designed the engine?" asks for the one a sentence gives as the verb's agent: "which Babbage designed",
  "designed by Babbage". When the sources give that verb agents and the answer is none of them, they name someone
  else for it;
- an answer whose clauses leave out the act the question asks about, while another clause gives that act to
  another name or with another year ("…; Mr Wren will take over her class"), stands beside the answer.
"""

from __future__ import annotations

import re

from ._agents import same_verb, verb_base

_LIFE = re.compile(
    r"\(\s*(?:born\s+)?(?P<birth>[^()–—-]{4,40}?\d{3,4})\s*(?:–|—|-|to)\s*(?P<death>[^()]{4,40}?\d{3,4})\s*\)",
)
"""A life's dates in brackets: "(10 December 1815 – 27 November 1852)", "(1815–1852)"."""
_ASKS_BIRTH = re.compile(r"\b(?:born|birth|birthday)\b", re.I)
_ASKS_DEATH = re.compile(r"\b(?:die|died|dies|death|pass(?:ed)? away)\b", re.I)


def other_life_date(question: str, text: str, start: int, end: int) -> str | None:
    """The reason when the answer at text[start:end] is the other date of a life's bracket than the one the question
    asks for ("When did she die?" answered with the birth date); else None."""
    births, deaths = bool(_ASKS_BIRTH.search(question)), bool(_ASKS_DEATH.search(question))
    if births == deaths:
        return None
    for life in _LIFE.finditer(text, max(0, start - 60), min(len(text), end + 60)):
        if life.start("birth") <= start and end <= life.end("birth") and deaths:
            given, asked = "birth", "death"
        elif life.start("death") <= start and end <= life.end("death") and births:
            given, asked = "death", "birth"
        else:
            continue
        return f"the sources give {text[start:end]} as the {given} in “{life.group()}”; the question asks the {asked}"
    return None


_WHO_DID = re.compile(
    r"^\W*(?:who|which\s+(?:person|man|woman|company|band|group|team|firm))\s+(?P<verb>[a-z]+)\b", re.I
)
_NAME = r"[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*"
"""A name as an agent stands in one sentence: no full stop inside it ("Italy. Founded …" names no founder)."""
_AUXILIARIES = frozenset("is was are were has had have did does do will would can could".split())


def someone_else_did_it(question: str, window: str, answer: str) -> str | None:
    """The reason when the question asks who did something ("Who designed …?") and the window gives that verb only
    with other agents ("which Babbage designed", "designed by Babbage") than the answer; else None."""
    asked = _asked_verb(_WHO_DID, question)
    if asked is None:
        return None
    verb = verb_base(asked)
    agents = []
    for word in re.finditer(r"[A-Za-z]+", window):
        if not same_verb(verb_base(word.group()), verb):
            continue
        before = re.search(rf"({_NAME})\s+(?:(?:also|later|then|first)\s+)?$", window[: word.start()])
        after = re.match(rf"\s+by\s+(?:the\s+)?({_NAME})", window[word.end() :])
        agents += [found.group(1) for found in (before, after) if found is not None]
    answer_words = {w.lower() for w in re.findall(r"[\w'’-]+", answer)}
    agents = [a for a in agents if a.split()[0].lower() not in _NOT_AGENTS]
    if not agents or any(answer_words & {w.lower() for w in re.findall(r"[\w'’-]+", a)} for a in agents):
        return None
    return f"the sources say {agents[0]} {asked} it, not {answer}"


def _asked_verb(form: re.Pattern[str], question: str) -> str | None:
    """The lower-case verb a question of this form asks about ("designed"), or None (none, or an auxiliary)."""
    asked = form.match(question)
    if asked is None or asked.group("verb").lower() in _AUXILIARIES:
        return None
    return asked.group("verb").lower()


def _says_verb(text: str, asked: str) -> bool:
    """Whether the text holds any form of the asked verb ("designed", "designer", "design")."""
    verb = verb_base(asked)
    return any(same_verb(verb_base(word), verb) for word in re.findall(r"[A-Za-z]+", text))


_NOT_AGENTS = frozenset("the a an it he she they this that which who in on at".split())


def asked_verb_missing(question: str, window: str) -> str | None:
    """The verb a "Who designed …?" question asks about, when the window holds no form of it ("designed",
    "designer", "design"); else None. Words near the question's other words do not say who did it."""
    asked = _asked_verb(_WHO_DID, question)
    return asked if asked is not None and not _says_verb(window, asked) else None


_WHEN_DID = re.compile(
    r"^\W*(?i:when|in\s+what\s+year|in\s+which\s+year|what\s+year)\s+(?:did|does|do)\s+"
    r"(?:[A-Z][\w'’-]*\s+)+(?P<verb>[a-z]{3,})\b"
)


def date_of_another_event(question: str, sentence: str) -> str | None:
    """The verb a "When did Babbage design …?" question asks about, when the sentence that gives the answer holds no
    form of it ("Henry built a part of it in 1910"); else None. A year in the sentence dates what the sentence says."""
    asked = _asked_verb(_WHEN_DID, question)
    if asked is None or _ASKS_BIRTH.search(question) or _ASKS_DEATH.search(question):
        return None  # a life's dates in brackets say it without the verb: `other_life_date` reads those
    return asked if not _says_verb(sentence, asked) else None


_AUXILIARY = r"(?:will|would|did|does|do|was|were|is|are|has|had|have|can|could)"
_ASKED_ACTS = (
    re.compile(r"^\W*(?i:who)\s+(?P<verb>[a-z]{3,})\b"),
    re.compile(
        rf"^\W*(?i:who|what|which|when|where|in\s+(?:which|what))(?:\s+[\w'’-]+){{0,2}}?\s+(?i:{_AUXILIARY})\s+"
        r"(?:(?:the\s+)?[A-Z][\w'’-]*\s+)*(?P<verb>[a-z]{3,})\b"
    ),
)
"""The act a question asks about: "finished" in "Who finished second?", "take" in "Who will take over the class?",
"decline" in "In which year did Hale decline a knighthood?", "born" in "In which city was she born?"."""
_MAIN_BREAK = re.compile(r"(?<=[.!?])\s+|;\s*|,\s+(?:and|but|or|while|whereas)\s+|\s+(?:but|while|whereas)\s+", re.I)
"""Where a main clause ends: a sentence's end, ";", ", and …", "but", "while"."""
_NOT_ACTS = frozenset("the a an many much long far old be been being get got".split()) | _AUXILIARIES
_AGENT_BEFORE = re.compile(
    rf"(?P<name>{_NAME})(?:,[^,;()]{{1,40}},)?\s+(?:(?:{_AUXILIARY}|also|later|then|first|be|been)\s+)*$"
)
"""The name that does a verb: "Mr Tomasz Wren will (take over)", "Reyna, now 36, (finished second)"."""
_YEAR = re.compile(r"(?<![\w.,])[12]\d{3}(?![\w.,]\d)")
_ASKS_PLACE = re.compile(
    r"^\W*(?:where|in\s+(?:which|what)\s+(?:city|town|country|place|state|village|county))\b", re.I
)
_NAMED_AFTER = re.compile(rf"\s+(?:(?:in|at|on|by|to)\s+)?(?:the\s+)?(?P<name>{_NAME})")


def act_of_another_clause(question: str, text: str, answer: str) -> str | None:
    """The reason when every clause of `text` (the answer's sentence and the ones beside it) that gives the answer
    leaves out the act the question asks about, and another clause gives that act to another name or with another
    figure of the answer's kind: "Mrs Achebe … will be leaving …; Mr Wren will take over her class" does not answer
    "Who will take over the class?" with Achebe, nor "elected a Fellow in 1852 but declined a knighthood in 1865"
    "In which year did Hale decline a knighthood?" with 1852. Else None."""
    acts = (found.group("verb").lower() for form in _ASKED_ACTS if (found := form.match(question)))
    verb = next((act for act in acts if act not in _NOT_ACTS), None)
    if verb is None:
        return None
    parts = [part for part in _MAIN_BREAK.split(text) if part.strip()]
    homes = [part for part in parts if answer in part]
    if not homes or any(_says_verb(part, verb) for part in homes):
        return None
    if (answer[:1].isdigit() and not _YEAR.fullmatch(answer)) or answer[:1] in "$€£":
        return None  # a figure: `_answer_figures` reads the words beside it
    taken = {w.lower() for w in re.findall(r"[\w'’-]+", f"{question} {answer}")}
    place = bool(_ASKS_PLACE.match(question))
    for part in parts:
        if part not in homes and (rival := _rival(part, verb, answer, taken, place)):
            return f"the sources give “{verb}” with {rival} (“{part.strip(' .')}”), not with {answer}"
    return None


def _rival(part: str, verb: str, answer: str, taken: set[str], place: bool) -> str | None:
    """Who or what `part` gives the asked verb with, when that is neither the answer nor a word of the question: a
    year after the verb for a year answer, else the name that does it, or for a `place` the name that follows it
    ("born in Lisbon")."""
    base = verb_base(verb)
    for word in re.finditer(r"[A-Za-z]+", part):
        if not same_verb(verb_base(word.group()), base):
            continue
        if _YEAR.fullmatch(answer):
            later = [year for year in _YEAR.findall(part[word.end() :]) if year != answer]
            if later:
                return later[0]
            continue
        before = _AGENT_BEFORE.search(part[: word.start()])
        after = _NAMED_AFTER.match(part, word.end()) if place else None
        for named in (before, after):
            words = {w.lower() for w in re.findall(r"[\w'’-]+", named.group("name"))} if named else set()
            if words and not words & taken and not words <= _NOT_AGENTS:
                return named.group("name") if named else None
    return None


_WHERE_IS = re.compile(
    r"^\W*(?i:in\s+(?:which|what)\s+(?:city|town|country|village|state|region)|where)\s+(?i:is|was|are|were)\s+"
    rf"(?:the\s+)?(?P<name>{_NAME})"
)


def place_of_another(question: str, text: str, answer: str) -> str | None:
    """The reason when the question asks where something is ("In which city is the Galleria Rovere?") and the
    sources place it, right after its name, somewhere the answer does not name ("the Galleria Rovere in Turin");
    else None."""
    asked = _WHERE_IS.match(question)
    if asked is None:
        return None
    name = asked.group("name")
    placed = re.search(rf"{re.escape(name)}(?:,\s*|\s+in\s+)(?P<place>{_NAME})", text)
    if placed is None:
        return None
    place = placed.group("place")
    if {w.lower() for w in place.split()} & {w.lower() for w in re.findall(r"[\w'’-]+", answer)}:
        return None
    return f"the sources place {name} in {place}, not {answer}"
