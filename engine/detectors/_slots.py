"""A name in another name's slot: "Rice was born in Texas" against "Born in New Orleans, Rice … moved to Texas".

Lexical support reads words, not who did what to whom, so a claim that takes a phrase of its sentence ("born in")
and fills it with another name the sentence gives elsewhere ("Texas") passes word for word, and the substitution
check, which lines words up in order, misses it when the claim reorders the sentence. Here each phrase of the claim
made of a word, a preposition and a name ("born in Texas", "directed by Ann Lee") is looked up in the sentence.
When the sentence has the same word and preposition only before other names, never before words that hold the
claim's up to the next preposition or verb ("born in Paris, France" holds "France", "an alliance with the
sultan Suleiman" holds "Suleiman") and never goes on with the preposition and the claim's name ("played for
Arsenal … and for Chelsea"), the claim has put its name in another's place.

A slot may also be a past verb's object ("passed the Senate", "renamed Red Corp"), hold an adverb ("died there in
1616"), take a brand or a version as its name ("support for macOS", "in Python 3.11"), and follow a verb of what
software runs on ("requires Python 3.10"). A name after the verb's preposition is not its object ("Lisa trained
Marco" against "Lisa trained under coach Marco").

The same reading of who stands where also finds: a list the claim grows with a name from elsewhere ("offices in
Paris, Berlin and Rome" against "offices in Paris and Berlin, and plans one in Rome"); a role an apposition gives
another name ("Anna is a doctor" against "Anna, a nurse, married Tom, a doctor"), or a role word another name
("his father, Colin Cowdrey" against "his father, Chris Cowdrey, and grandfather Colin Cowdrey"); a name the
sentence gives only as a contrast ("Unlike France, …"), and a word it sets apart ("All staff except managers");
an exception the claim drops ("open every day" for "every day except Sunday"); a possessor taken for the subject
a possessive sentence names ("Its rival Bolt fired 12 managers"); and an owner taken for what it owns ("Tom moved"
against "Tom's sister, Anna, moved").
"""

from __future__ import annotations

import functools
import re

from ..lexical import STOPWORDS, stem
from ._roles import (  # noqa: F401 - some are read from this module by others
    NAME_RUN,
    owner_as_subject,
    possessor_as_subject,
    role_given_to_another,
    role_of_another,
    route_reversed,
    whole_word_places,
)

_PREPOSITIONS = "in|at|from|by|to|for|with|of|on|into"
_CONTRAST_WORDS = re.compile(
    r"\b(?:unlike|except|excluding|rather|instead|other than|apart from|not|never|no|behind)\b", re.I
)
_NAME_WORD = r"(?:[A-Z]|[a-z]{1,4}(?=[A-Z]))[\w'’.-]*"
"""A name's word: "Ortiz", or a brand with a capital inside ("macOS", "iPhone")."""
_VERSION = r"(?:\s+\d+(?:\.\d+)+)?"
"""A version after a name ("Python 3.11"): part of the name, so "in Python 3.11" is not "in Python 3.9"."""
_NAME = rf"{_NAME_WORD}(?:\s+(?:of\s+|de\s+|the\s+)?{_NAME_WORD})*{_VERSION}"
_NAME_LIST = re.compile(
    r"[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*(?:(?:,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+)[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*)+"
)
"""A list of names and nothing else: "Paris, Berlin and Rome"."""
_TIME = r"(?:\d{1,2}[:.]\d{2}(?:\s*(?:am|pm|a\.m\.|p\.m\.))?|1\d{3}|20\d{2})(?![\d:])"
"""A time of day or a year ("9:15", "1925"): "leaves at 11:40" puts it in the slot "leaves at 9:15" fills, and
"published in 1922" in the slot "published in 1925" fills."""
_FILLER = rf"(?:{_TIME}|{_NAME})"
_NEEDS = (
    "(?:"
    + "|".join(rf"(?<=\b{verb}\s)" for verb in "require requires support supports need needs".split())
    + ")(?=[A-Z])"
)
"""A verb of what software runs on, and its object: "requires Python 3.10", "supports macOS"."""
_CLAIM_SLOT = re.compile(
    rf"\b(?P<head>[a-z]{{3,}})\s+(?:(?P<prep>{_PREPOSITIONS}|(?<=ed\s)the)\s+|(?<=ed\s)(?=[A-Z])|{_NEEDS})(?:[Tt]he\s+)?"
    rf"(?P<name>{_FILLER})"
)
"""A word, a preposition and a name ("born in Texas"), or a past verb and its object ("passed the Senate", "renamed
Red Corp"; then the preposition is "the" or "")."""
_NO_OBJECT = re.compile(r"(?:under|for|alongside|behind|about)\s", re.I)
"""A preposition after a past verb: what follows is not its object ("trained under Marco", "played for Arsenal")."""
_SLOT_ADVERBS = "(?:there|here|later|again|abroad|home|together|alone|first|then|briefly|mainly|largely)"
"""Words that may stand between a slot's word and its preposition: "died there in 1616" is the slot "died in"."""
_SLOT_WORD = re.compile(r"\d+(?::\d+)+|[\w'’.-]+|[;:()]")
_SLOT_WORDS = 8
_NAME_LINKS = frozenset("of de del la von van the for and".split())
_SLOT_ENDS = frozenset(
    "in at from by to for with of on into onto through during after before since until while when which who that"
    " where is are was were has have had".split()
)


def name_out_of_slot(claim: str, sentence: str) -> tuple[str, str] | None:
    """(the sentence's phrase, the claim's phrase) when the claim puts another name in the sentence's slot."""
    claim, sentence = " ".join(claim.split()), " ".join(sentence.split())  # a line break inside a name is a space
    lowered = sentence.lower()
    for slot in _CLAIM_SLOT.finditer(claim):
        head, prep, name = slot.group("head"), slot.group("prep") or "", slot.group("name").rstrip(".")
        if head in STOPWORDS or head not in lowered or not _named_in(name, sentence):
            continue  # a name the sentence lacks is the names check's to report
        places = list(_slot_phrase(head, prep).finditer(sentence))
        after = _NO_OBJECT.match(sentence, places[0].end()) if places and not prep else None
        if after and all(_NO_OBJECT.match(sentence, at.end()) for at in places):
            # "trained under coach Marco" names Marco, but not as whom she trained.
            said = _phrase(after.group().strip(), "", _names_part(sentence, after.end()))
            return _phrase(head, "", said), _phrase(head, "", name)
        if not places or any(whole_word_places(name, _slot_text(sentence, at.end())) for at in places):
            continue  # "published by Penguin" holds in "published by Penguin Books"
        # The phrase may go on for another subject, left unsaid: "the east wing was built in 1850 and the west wing
        # in 1900" ("the west wing" or a name, not a verb: "leaves at 9:15 and arrives at 11:40" does not go on).
        gone_on = (
            rf"(?:,|\band|\bor|\bthen|\blater)\s+(?P<subject>{_ANOTHER_SUBJECT})?{_then(prep)}(?:the\s+)?"
            rf"{re.escape(name)}(?!\w)"
        )
        going_on = re.search(gone_on, sentence[places[0].end() :], re.I)
        if going_on and _claims_the_subject(going_on.group("subject") or "", claim):
            continue  # "played for Arsenal from 1990 to 1995 and for Chelsea": the phrase goes on
        other = re.match(_TIME if name[:1].isdigit() else _NAME, sentence[places[0].end() :])
        if other is None:
            continue  # "born in 1950": no name stands there (nor a time where the claim has one)
        written = " ".join(places[0].group().split())  # as the sentence has it: "deprecated since"
        written = written[:1].lower() + written[1:]
        return f"{written} {other.group().rstrip('.')}", _phrase(head, prep, name)
    return _list_extended(claim, sentence)


def _named_in(name: str, sentence: str) -> bool:
    """Whether the sentence names `name`, a version's number apart from its name too ("Python 3.8 and 3.9")."""
    if whole_word_places(name, sentence):
        return True
    versioned = re.fullmatch(r"(?P<base>.+?)\s+(?P<version>\d+(?:\.\d+)+)", name)
    return versioned is not None and all(
        whole_word_places(versioned.group(part), sentence) for part in ("base", "version")
    )


def _list_extended(claim: str, sentence: str) -> tuple[str, str] | None:
    """(the sentence's list, the claim's) when the claim's list after a phrase ("offices in Paris, Berlin and
    Rome") holds a name the sentence gives elsewhere but not in that phrase's list ("offices in Paris and Berlin,
    and plans one in Rome")."""
    lowered = sentence.lower()
    for slot in _CLAIM_SLOT.finditer(claim):
        head, prep = slot.group("head"), slot.group("prep") or ""
        if head in STOPWORDS or head not in lowered:
            continue
        strict = _NAME_LIST.match(claim, slot.start("name"))
        listed = strict.group() if strict else ""
        names = [m.group() for m in re.finditer(_NAME, listed)][1:]  # the first name is the slot check's
        if not names:
            continue
        places = list(re.finditer(rf"\b{re.escape(head)}\s+{_then(prep)}(?:the\s+)?", sentence, re.I))
        held = " ".join(_slot_text(sentence, at.end()) for at in places)
        if not places or not re.match(_NAME, sentence[places[0].end() :]):
            continue
        for name in names:
            if whole_word_places(name, sentence) and not whole_word_places(name, held):
                said = _names_part(sentence, places[0].end())
                return _phrase(head, prep, said), _phrase(head, prep, listed)
    return None


_ANOTHER_SUBJECT = (
    r"(?:(?:the|a|an|its|his|her|their)\s+(?:[\w'’-]+\s+){0,2}"
    r"|(?-i:[A-Z])[\w'’-]*\s+(?:(?-i:[A-Z])[\w'’-]*\s+){0,2})"
)
"""What an elliptical clause may name before its phrase: "the west wing", "Madrid"."""


def _claims_the_subject(subject: str, claim: str) -> bool:
    """Whether the claim names the subject an elliptical clause gives ("the west wing"), so it speaks of that
    clause; with no such subject the phrase simply goes on ("and for Chelsea")."""
    wanted = {w.lower() for w in re.findall(r"[\w'’-]+", subject)} - STOPWORDS
    return wanted <= {w.lower() for w in re.findall(r"[\w'’-]+", claim)}


@functools.lru_cache(maxsize=4096)
def _slot_phrase(head: str, prep: str) -> re.Pattern[str]:
    """The slot's word and preposition as the sentence may write them ("died there in"). Kept: the same heads come
    back claim after claim, and the regex module's own cache holds only a few hundred patterns."""
    return re.compile(rf"\b{re.escape(head)}\s+(?:{_SLOT_ADVERBS}\s+)?{_then(prep)}(?:the\s+)?", re.I)


def _then(prep: str) -> str:
    """The pattern of a slot's preposition and the space after it; nothing for a verb's direct object. "Since"
    fills the slot "in" does: "deprecated since Python 3.10" says when it was deprecated."""
    if prep == "in":
        return r"(?:in|since)\s+"
    return rf"{prep}\s+" if prep else ""


def _phrase(head: str, prep: str, filler: str) -> str:
    return " ".join(part for part in (head, prep, filler) if part)


def _names_part(text: str, at: int) -> str:
    """The text of the slot starting at `at`, as written, up to its last name ("Paris, Berlin and Rome")."""
    slot = _slot_text(text, at)
    names = list(re.finditer(_NAME, slot))
    if not names:
        return slot
    last = names[-1].group().split()[-1]
    end = text.find(last, at)
    return (text[at : end + len(last)] if end >= 0 else slot).rstrip(" .,;")


def _slot_text(sentence: str, at: int) -> str:
    """What fills the slot starting at `at`: the words up to the next preposition, a word that reads as a verb
    ("produced", "moving"), a clause's end or `_SLOT_WORDS` words. Names, lists and descriptions stay in ("Paris,
    France", "Google, Microsoft, and Apple", "the Muslim sultan Suleiman the Magnificent")."""
    kept: list[str] = []
    for word in _SLOT_WORD.finditer(sentence, at):
        text = word.group()
        inside_name = (
            text in _NAME_LINKS and kept[-1:] != [] and kept[-1][:1].isupper() and _capital_next(sentence, word.end())
        )
        if inside_name:
            kept.append(text)  # "House of Representatives": "of" inside a name ends nothing
            continue
        if text in ";:()" or text.lower() in _SLOT_ENDS or (text[0].islower() and text.endswith(("ed", "ing"))):
            break
        kept.append(text)
        if len(kept) >= _SLOT_WORDS:
            break
    return " ".join(kept)


def _capital_next(sentence: str, at: int) -> bool:
    return re.match(r"\s+[A-Z]", sentence[at : at + 3]) is not None


_CONTRAST = re.compile(
    r"\b(?:unlike|except(?:\s+for)?|excluding|rather\s+than|instead\s+of|other\s+than|apart\s+from|but\s+not|not|behind)"
    r"\s+(?:the\s+|an?\s+)?$",
    re.I,
)


def named_only_in_contrast(claim: str, sentence: str) -> tuple[str, str] | None:
    """(the contrast as the sentence writes it, the name) when a name of the claim stands in the sentence only
    after "unlike", "except", "rather than", "instead of" or "not" ("Unlike France, Germany voted for it"), and
    the claim has no such word of its own; else None."""
    if not _CONTRAST_WORDS.search(sentence) or _CONTRAST_WORDS.search(claim):
        return None
    claim, sentence = " ".join(claim.split()), " ".join(sentence.split())
    for found in NAME_RUN.finditer(claim):
        name = found.group()
        if name.lower() in STOPWORDS:
            continue
        places = whole_word_places(name, sentence)
        contrasts = [_CONTRAST.search(sentence[max(0, at - 20) : at]) for at in places]
        if places and all(contrasts):
            first = contrasts[0]
            assert first is not None
            return f"{first.group().strip()} {name}", name
    return None


_EXCEPTED = re.compile(
    r"\b(?:except(?:\s+for)?|excluding|other\s+than|apart\s+from|but\s+not|save\s+for|not\s+including|unlike|"
    r"rather\s+than|instead\s+of)\s+"
    r"(?:the\s+|an?\s+|their\s+|its\s+)?(?P<what>[a-z][\w'’-]*(?:\s+[a-z][\w'’-]*){0,2}?)(?=\s*(?:[,;.)]|$|\s(?:"
    r"is|are|was|were|has|have|had|will|would|can|could|may|must|received?|got|get|gets|did|do|does)\b))",
    re.I,
)
"""What a sentence sets apart from what it says: "All staff except managers received a bonus", "Unlike its
predecessor, the new model …"."""


def excepted(claim: str, sentence: str) -> tuple[str, str] | None:
    """(the exception as the sentence writes it, the word) when the claim is about a word the sentence names only
    as an exception ("Managers received a bonus" against "All staff except managers received a bonus") and the
    claim has no exception or denial of its own; else None."""
    if not _EXCEPTED.search(sentence) or _CONTRAST_WORDS.search(claim):
        return None
    claim, sentence = " ".join(claim.split()), " ".join(sentence.split())
    outside = sentence
    exceptions = list(_EXCEPTED.finditer(sentence))
    for found in reversed(exceptions):
        outside = outside[: found.start()] + " " + outside[found.end() :]
    said_elsewhere = {stem(w) for w in _WORD.findall(outside.lower())}
    for found in exceptions:
        for word in _WORD.findall(found.group("what").lower()):
            if word in STOPWORDS or stem(word) in said_elsewhere:
                continue
            if stem(word) in {stem(w) for w in _WORD.findall(claim.lower())}:
                return found.group().strip(), word
    return None


_WORD = re.compile(r"[a-z][\w'’-]*", re.I)
_UNIVERSAL = re.compile(r"\b(?:all|every|each|always|everyone|everybody|everything|everywhere|any)\b", re.I)


def exception_dropped(claim: str, sentence: str) -> tuple[str, str] | None:
    """(the sentence's phrase, the claim's) when the claim keeps a word for all ("every", "all") that the sentence
    limits with an exception, and drops the exception: "open every day" against "open every day except Christmas
    Day"; else None."""
    if not _EXCEPTED.search(sentence) or _CONTRAST_WORDS.search(claim):
        return None
    claim, sentence = " ".join(claim.split()), " ".join(sentence.split())
    for found in _EXCEPTED.finditer(sentence):
        before = sentence[max(0, found.start() - 40) : found.start()]
        universal = list(_UNIVERSAL.finditer(before))
        if not universal:
            continue
        word = universal[-1].group().lower()
        limited = before[universal[-1].start() :].strip(" ,")
        if re.search(rf"\b{word}\b", claim, re.I) and limited.lower() in claim.lower():
            return f"{limited} {found.group().strip()}", limited
    return None


_TIME_OFFSET = re.compile(
    r"\b(?P<offset>(?:(?:more|less|fewer)\s+than\s+|at\s+least\s+|up\s+to\s+|within\s+)?\d+\s+"
    r"(?:calendar\s+|working\s+|business\s+)?(?:days?|weeks?|months?|years?|hours?|minutes?))\s+"
    r"(?P<side>after)\s+(?P<what>(?:the\s+|a\s+|an\s+)?[\w-]+(?:\s+[\w-]+)?)",
    re.I,
)
"""A count after a time ("more than 7 days after the due date"): "after the due date" alone says more. Not a
count before one: "fast for 8 hours before the test" still has them fast before it."""
_COUNT_BEFORE = re.compile(r"\d+\s+(?:\w+\s+)?(?:days?|weeks?|months?|years?|hours?|minutes?)\s+$", re.I)
_ONLY_BOUND = re.compile(
    r"\bonly\s+(?P<bound>(?:before|after|until|between|under|over|below|above|up\s+to|within)\s+[^,;.]*?\d[\w:.%]*)",
    re.I,
)


def limit_dropped(claim: str, sentence: str) -> tuple[str, str] | None:
    """(the sentence's phrase, the claim's, or "") when the claim keeps a time the sentence counts from but drops
    the count ("after the due date" for "more than 7 days after the due date"), or says what the sentence allows
    only within a bound and drops the bound ("may use the club … on weekdays" for "only before 16:00 on
    weekdays"); else None."""
    claim, sentence = " ".join(claim.split()), " ".join(sentence.split())
    lowered = claim.lower()
    for found in _TIME_OFFSET.finditer(sentence):
        counted_from = f"{found.group('side')} {found.group('what')}"
        at = lowered.find(counted_from.lower())
        if at < 0 or _COUNT_BEFORE.search(claim[max(0, at - 40) : at]):
            continue  # the claim keeps a count of its own ("10 days after the due date"): the figures check it
        # The claim must say what the count is for ("fast for 8 hours before the test"), not another clause's
        # thing ("water is allowed").
        clause = re.split(r"[;,]", sentence[: found.start()])[-1]
        counted = {stem(w) for w in re.findall(r"[a-z][\w-]*", clause.lower()) if w not in STOPWORDS}
        if counted & {stem(w) for w in re.findall(r"[a-z][\w-]*", lowered)}:
            return found.group(), counted_from
    for found in _ONLY_BOUND.finditer(sentence):
        figure = re.search(r"\d[\w:.%]*", found.group("bound"))
        before = re.findall(r"[a-z][\w-]*", sentence[max(0, found.start() - 30) : found.start()].lower())
        held = [word for word in before[-3:] if word not in STOPWORDS]
        if figure and figure.group() not in claim and held and all(word in lowered for word in held):
            return f"only {found.group('bound')}", ""
    return None
