"""Which name a source sentence's opening pronoun stands for, read in the plainest case only.

"Acme Robotics raised $12 million. It employs 85 people." The second sentence is about Acme Robotics but never
names it, so a lexical check would not let it support "Acme Robotics employs 85 people". Here a sentence that
opens with a pronoun ("It", "He", "She", "They" or a possessive) or with "The"/"This" and a word for a kind of
thing ("The company", "This film") refers to the name the sentence before it opens with. The name carries
through a run of such sentences. Any other sentence ends the run, so nothing refers across a sentence that may
have brought in someone else. "He" and "she" never stand for a name with a word like "Court" or "Company" in
it, and "The victim" or "The player" stand for nobody: a role could be anyone.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_PRONOUNS = frozenset({"it", "its", "he", "his", "she", "her", "they", "their"})
_LEADING = re.compile(r"[\s\"'“‘(\[*_-]*")
_FIRST_WORD = re.compile(r"[A-Za-z][\w'’-]*")
_DEFINITE = re.compile(r"(?:The|This)\s+(?P<kind>[a-z]+)\b(?![-'’])")
_KINDS = frozenset(
    """company firm business corporation group organisation organization agency institution charity brand shop store
    restaurant hotel bank band team club league party government council court city town village country state
    region province island river lake mountain building tower bridge museum mall school college university hospital
    airport station park stadium church film movie album song single book novel series show programme program game
    play magazine newspaper channel network ship satellite spacecraft mission project product device app software
    species genus plant tree animal breed drink cocktail dish festival event tournament championship competition
    award prize law act treaty report study survey""".split()
)
"""Kinds of thing a definite description may stand for; roles ("the victim", "the player") are left out."""
NOT_A_PERSON = frozenset(
    """court company inc ltd corporation corp group university college school records airport county city club
    council party museum church hospital bank agency department ministry association society foundation institute
    festival championship cup league stadium street road river lake mountain park station tower building bridge
    mall team fc united""".split()
)
_NAME = re.compile(r"[A-Z][\w'’.&-]*(?:\s+(?:(?:of|de|del|la|van|von|the|and|&)\s+)?[A-Z][\w'’.&-]*)*")
NOT_NAMES = frozenset(
    """a an the this that these those there here in on at by for from with as after before during since while when
    although though however but and or if because despite following according born between among under over about
    it its he his she her they their we our you your i my one some many most all both each every no not also then
    today yesterday meanwhile later earlier now yet so thus hence moreover furthermore additionally yes yeah sure
    okay ok well alternatively otherwise overall note beyond per across against along amid around behind below beneath
    beside besides inside outside through throughout toward towards upon within without via unlike like near past
    until till unless whether where what which who whose whom why how once even just only still instead perhaps
    maybe indeed rather""".split()
)
"""Words that open a sentence without naming anyone: articles, pronouns, prepositions, conjunctions, question words
and sentence adverbs (a closed class: "Per 100 g, it has …", "Beyond that, …" name nothing an "It" could stand
for)."""


@dataclass(frozen=True, slots=True)
class Reference:
    """The name an opening pronoun stands for, and where the sentence naming it starts."""

    name: str
    named_at: int
    says_it: bool = False
    """The naming sentence also says "it" of something ("Galileo spotted it in 1610"): a next sentence's "It" may
    go on with that thing rather than with the name."""


class Antecedents:
    """Reads one source's sentences in order and tells each what its opening pronoun refers to. `common` holds
    words the text writes in lower case somewhere (`lower_case_words`): one of them opening a sentence alone is a
    capitalised common word ("Payments then continue …"), not a name a later "It" could stand for."""

    def __init__(self, common: frozenset[str] = frozenset()) -> None:
        self._last: Reference | None = None
        self._common = common

    def read(self, sentence: str, start: int) -> Reference | None:
        """The reference for `sentence` (which starts at `start` in the source), or None."""
        opening = _reference_opening(sentence)
        if opening is not None:
            return self.refer(sentence, opening)
        name = opening_name(sentence, self._common)
        if name and _POSSESSIVE_OPENING.match(sentence):
            name = None  # "Gustave Eiffel's company put it up": the sentence is about the company, not the name
        self._last = Reference(name, start, _SAYS_IT.search(sentence) is not None) if name else None
        return None

    def forget(self) -> None:
        """End the run: what came before names no one a later pronoun stands for."""
        self._last = None

    def refer(self, sentence: str, opening: str | None = None) -> Reference | None:
        """What the sentence's opening pronoun stands for, without reading the sentence as naming anything (a
        clause that goes on with a sentence the reader has already read)."""
        opening = opening or _reference_opening(sentence)
        if opening is None or (opening == "it" and _CLEFT.match(sentence)):
            return None  # "it was his son Titus who finished it": the "it" of a cleft stands for nothing
        # The run goes on ("It ... . Its ... ."), but a pronoun that cannot stand for the name refers to nothing.
        return self._last if self._last is not None and _fits(opening, self._last) else None


_CLEFT = re.compile(r"[\s\"'“‘(\[*_-]*it(?:['’]s|\s+is|\s+was)\s+[^.;:!?]*?\bwho\b", re.I)
"""A cleft sentence ("It was his son Titus who …", "it's the landlord who …"): its "it" is a placeholder."""


def _fits(opening: str, reference: Reference) -> bool:
    if opening in {"he", "his", "she", "her"}:
        words = reference.name.split()
        # A possessive inside a name ("Halley's Comet", "St Paul's Cathedral") names a thing of someone's.
        thing = any(word.endswith(("'s", "’s")) for word in words[:-1])
        return not thing and not any(word.lower().strip(".") in NOT_A_PERSON for word in words)
    return not (opening in {"it", "its"} and reference.says_it)


_POSSESSIVE_OPENING = re.compile(r"[\s\"'“‘(\[*_-]*(?:The\s+)?[A-Z][\w.&-]*(?:\s+[A-Z][\w.&-]*)*['’]s?\s+[a-z]")
"""A sentence that opens with a name's possessive and a plain word ("Gustave Eiffel's company …")."""
_SAYS_IT = re.compile(r"\s(?:it|It)\b(?!['’])")
"""A word "it" after a sentence's first word (not "it's", which is its own subject)."""


def opening_word(sentence: str) -> str:
    """The sentence's first word, or its first two for "The company" ("It", "The company")."""
    at = _LEADING.match(sentence)
    rest = sentence[at.end() if at else 0 :]
    definite = _DEFINITE.match(rest)
    if definite is not None:
        return definite.group()
    word = _FIRST_WORD.match(rest)
    return word.group() if word else ""


def opens_with_pronoun(sentence: str) -> bool:
    """Whether the sentence opens with a pronoun ("It", "She", "Their"), not a description ("The band")."""
    return _reference_opening(sentence) not in (None, "the")


def _reference_opening(sentence: str) -> str | None:
    """The opening pronoun, lower-cased ("it", "her"), or "the" for a definite description, else None."""
    at = _LEADING.match(sentence)
    start = at.end() if at else 0
    word = _FIRST_WORD.match(sentence, start)
    if word is None:
        return None
    lowered = word.group().lower()
    if lowered in _PRONOUNS:
        return lowered
    if lowered not in {"the", "this"}:
        return None
    definite = _DEFINITE.match(sentence, start)
    return "the" if definite is not None and definite.group("kind") in _KINDS else None


def opening_name(sentence: str, common: frozenset[str] = frozenset()) -> str | None:
    """The name a sentence opens with ("Acme Robotics raised…" → "Acme Robotics", "The Singer Building was…" →
    "Singer Building"), or None when it opens with anything else: a word that `common` holds (written in lower
    case elsewhere) opening the sentence alone is no name ("Payments then continue …")."""
    at = _LEADING.match(sentence)
    start = at.end() if at else 0
    if article := re.match(r"The\s+(?=[A-Z])", sentence[start:]):
        start += article.end()
    found = _NAME.match(sentence, start)
    if found is None:
        return None
    name = found.group().rstrip(".")
    first = re.sub(r"['’]s?$", "", name.split()[0]).lower()
    if first in NOT_NAMES or (" " not in name and first in common):
        return None
    if " " not in name and first.endswith(("ed", "ing", "ly")):
        return None  # "Based on …", "Following …", "Recently …": an opening word, not a name
    return name


_LOWER_WORD = re.compile(r"(?<![\w'’-])[a-z][a-z'’-]*")


def lower_case_words(*texts: str) -> frozenset[str]:
    """The words the texts write in lower case: a capital on one of them is a sentence's, not a name's."""
    return frozenset(word for text in texts for word in _LOWER_WORD.findall(text))


def with_name(text: str, name: str) -> str:
    """The text with its opening pronoun replaced by the name it stands for ("It employs …" → "Acme employs …",
    "Its rival …" → "Acme's rival …"); the text as it is with no name or no opening word."""
    pronoun = re.sub(r"['’]\w+$", "", opening_word(text))  # "It's": the pronoun is "It", its "'s" stays
    at = text.find(pronoun) if name and pronoun else -1
    if at < 0:
        return text
    named = f"{name}'s" if pronoun.lower() in {"its", "his", "her", "their"} else name
    return f"{text[:at]}{named}{text[at + len(pronoun) :]}"


def read_as_named(sentence: str, name: str) -> str:
    """A source sentence with its opening subject pronoun read as the name it stands for ("It was the tallest …
    until the Chrysler Building was finished in 1930" → "The Eiffel Tower was the tallest …"), so the readings of
    who did what see whom its first clause is about; as written when it opens otherwise (a possessive "Its" stays:
    "Its rival" is not the name)."""
    if not name or _reference_opening(sentence) not in {"it", "he", "she", "they"}:
        return sentence
    return with_name(sentence, name)
