"""When a name counts as on record: the general statements a "not in the sources" reason is checked against.

A reason that says a name "isn't in the sources" must be true, so it is checked against the record with these
readings before it is shown. Each is one general statement with its own examples (tests/rules/test_record.py);
none excuses a single word. A name is on record when its folded form occurs in the record, or when every
significant part of it is covered by one of the statements below.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass

from ..lexical import NUMBER_WORDS, STOPWORDS
from ._everyday import CONNECTORS

_WORD = re.compile(r"\w+")
_INITIALISM = re.compile(r"\b[^\W\d_](?:\.[^\W\d_])+\b\.?")
"""Single letters joined by stops: "U.S.", "D.C", "S.A." (a name loses its last stop when read from a sentence)."""
_ELEMENT = (
    "H He Li Be B C N O F Ne Na Mg Al Si P S Cl Ar K Ca Sc Ti V Cr Mn Fe Co Ni Cu Zn Ga Ge As Se Br Kr Rb Sr Y Zr "
    "Nb Mo Tc Ru Rh Pd Ag Cd In Sn Sb Te I Xe Cs Ba La Ce Pt Au Hg Pb Bi Rn Ra U Pu"
).split()
_FORMULA = re.compile(rf"(?:(?:{'|'.join(sorted(_ELEMENT, key=len, reverse=True))})\d*){{2,}}")
_DEMONYM_ENDINGS = ("ian", "ean", "ese", "ish", "an", "i")
_IRREGULAR_DEMONYMS = {
    "polish": "poland", "dutch": "netherlands", "french": "france", "swiss": "switzerland", "welsh": "wales",
    "greek": "greece", "thai": "thailand", "danish": "denmark", "swedish": "sweden", "finnish": "finland",
    "scottish": "scotland", "scots": "scotland", "irish": "ireland", "spanish": "spain", "british": "britain",
    "english": "england", "turkish": "turkey", "icelandic": "iceland", "norwegian": "norway", "filipino": "philippines",
    "peruvian": "peru", "malagasy": "madagascar", "monegasque": "monaco", "cypriot": "cyprus", "maltese": "malta",
    "portuguese": "portugal", "chinese": "china", "vietnamese": "vietnam", "lebanese": "lebanon",
    "flemish": "flanders", "cornish": "cornwall",
}  # fmt: skip
"""Nationality adjectives whose stem is not their country's (the stem rule reads "polish" as "pol"), each with the
country's distinctive word; the table is closed-world data: a country's adjective is fixed usage."""
_DEMONYM_NOUNS = {
    "dane": "danish", "swede": "swedish", "finn": "finnish", "pole": "polish", "scot": "scottish", "brit": "british",
    "briton": "british", "turk": "turkish", "spaniard": "spanish", "icelander": "icelandic", "frenchman": "french",
    "frenchwoman": "french", "dutchman": "dutch", "dutchwoman": "dutch", "englishman": "english",
    "englishwoman": "english", "irishman": "irish", "irishwoman": "irish", "welshman": "welsh", "welshwoman": "welsh",
    "scotsman": "scottish", "scotswoman": "scottish",
}  # fmt: skip
"""Nouns for a person of a nation whose word is not its adjective's ("Dane", "Briton"), each with that adjective."""
_TITLE_ABBREVIATIONS = {
    "ceo": ("chief executive",), "cfo": ("chief financial officer", "finance director"),
    "cto": ("chief technology officer", "chief technical officer"), "coo": ("chief operating officer",),
    "cio": ("chief information officer",), "cmo": ("chief marketing officer",), "vp": ("vice president",),
    "mp": ("member of parliament",), "mep": ("member of the european parliament",), "pm": ("prime minister",),
    "md": ("managing director",), "gm": ("general manager",), "hr": ("human resources",),
}  # fmt: skip
"""Job-title abbreviations and the titles they abbreviate (a title's short form is fixed usage, not a name)."""
_CAPITALISED_WORD = re.compile(r"(?<![\w'’-])[A-Z][a-z]+")
_CAPITALISED_RUN = re.compile(r"[A-Z][\w'’]*(?:\s+(?:of|and|the|for)?\s*[A-Z][\w'’]*)+")


def fold(text: str) -> str:
    """Case- and accent-insensitive form: "Zoë Müller's" → "zoe muller's"."""
    if text.isascii():
        return text.casefold()  # nothing to decompose: the common case, and the sources can be megabytes
    decomposed = unicodedata.normalize("NFKD", text.replace("’", "'"))
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch)).casefold()


def words(folded: str) -> list[str]:
    """The words of folded text, an initialism read as one word: "U.S." is "us", as in "US Army"."""
    if "." in folded:
        folded = _INITIALISM.sub(lambda found: found.group().replace(".", ""), folded)
    return _WORD.findall(folded)


def place_stem(word: str) -> str:
    """A place name without its final vowel or -y: "canada" → "canad", "italy" → "ital", "japan" → "japan"."""
    return word[:-1] if len(word) > 4 and word[-1] in "aeiouy" else word


def demonym_stems(word: str) -> set[str]:
    """The stems a demonym may come from: "canadian" → {"canad"}, "japanese" → {"japan"}, "israeli" → {"israel"}."""
    return {word[: -len(end)] for end in _DEMONYM_ENDINGS if word.endswith(end) and len(word) - len(end) >= 4}


class RecordIndex:
    """The record (sources, known facts, the question) folded once, with what the statements below look up."""

    def __init__(self, texts: Sequence[str]) -> None:
        self.text = "\n".join(fold(t) for t in texts)
        self.words = frozenset(words(self.text))
        self.places = frozenset(place_stem(w) for w in self.words)
        self.demonyms = frozenset(s for w in self.words for s in demonym_stems(w))
        self.initialisms = frozenset(_initialisms(texts))
        self._texts = texts
        self._capitalised: frozenset[str] | None = None
        self._sequence: list[str] | None = None
        self._mentioned: dict[str, bool] = {}

    @property
    def capitalised(self) -> frozenset[str]:
        """The record's words written with a capital inside a sentence (names), folded; read when first asked."""
        if self._capitalised is None:
            self._capitalised = frozenset(
                fold(m.group()) for t in self._texts for m in _CAPITALISED_WORD.finditer(t) if _inside(t, m.start())
            )
        return self._capitalised

    def runs(self, size: int) -> Iterator[list[str]]:
        """Every `size` words in a row of the record, folded, one after another (the record can be megabytes: the
        runs are not stored; `mentions` asks once per name)."""
        if self._sequence is None:
            self._sequence = words(self.text)
        sequence = self._sequence
        return (sequence[at : at + size] for at in range(len(sequence) - size + 1))

    def mentions(self, name: str) -> bool:
        """Whether the record bears the name out: as a phrase, or part by part under the statements below.
        Answered once per name and record: an answer repeats its names, and the record can be megabytes."""
        if (known := self._mentioned.get(name)) is not None:
            return known
        self._mentioned[name] = found = self._mentions(name)
        return found

    def _mentions(self, name: str) -> bool:
        parts = [p for p in _parts(name) if fold(p) not in CONNECTORS] or _parts(name)
        if parts and all(self.part_covered(p) for p in parts):
            return True
        folded = fold(name)  # a search through the record, only for the rare name its parts do not cover
        if len(folded) < 4 or folded not in self.text:  # a plain substring test first: no regex over megabytes
            return False
        return re.search(rf"(?<!\w){re.escape(folded)}(?!\w)", self.text) is not None

    def part_covered(self, part: str) -> bool:
        return any(statement.covers(part, self) for statement in STATEMENTS)


def _parts(name: str) -> list[str]:
    """A name's parts as written: space-separated words, possessives and outer punctuation dropped."""
    found = []
    for raw in name.split():
        word = re.sub(r"['’]s?$", "", raw.strip('.,;:()"“”‘’'))
        if word:
            found.append(word)
    return found


def _initialisms(texts: Sequence[str]) -> set[str]:
    """The initials of every run of two to five capitalised words in the record ("United States" → "us")."""
    found = set()
    for text in texts:
        for run in _CAPITALISED_RUN.finditer(text):
            capitals = [w[0] for w in run.group().split() if w[:1].isupper()]
            for size in range(2, min(5, len(capitals)) + 1):
                for start in range(len(capitals) - size + 1):
                    found.add("".join(capitals[start : start + size]).casefold())
    return found


@dataclass(frozen=True, slots=True)
class Statement:
    """One general reading of when a part of a name is on record, with examples (part, record, covered)."""

    id: str
    statement: str
    covers: Callable[[str, RecordIndex], bool]
    examples: tuple[tuple[str, str, bool], ...]


def _as_words(part: str, record: RecordIndex) -> bool:
    found = words(fold(part))
    return bool(found) and all(w in record.words for w in found)


def _hyphenated(part: str, record: RecordIndex) -> bool:
    if "-" not in part:
        return False
    named = [p for p in part.split("-") if p[:1].isupper()]
    return bool(named) and all(_as_words(p, record) for p in named)


def _formula(part: str, record: RecordIndex) -> bool:
    return _FORMULA.fullmatch(part) is not None and any(ch.isdigit() for ch in part)


def _demonym(part: str, record: RecordIndex) -> bool:
    word = fold(part)
    if any(stem in record.places or stem in record.words for stem in demonym_stems(word)):
        return True  # "Canadian" where the record says "Canada"
    return place_stem(word) in record.demonyms  # "Canada" where the record says "Canadian"


def _irregular_demonym(part: str, record: RecordIndex) -> bool:
    word = fold(part)
    if (adjective := _DEMONYM_NOUNS.get(word)) is not None:
        # "Dane" where the record says "Danish" or "Denmark"
        return adjective in record.words or _IRREGULAR_DEMONYMS.get(adjective, "") in record.words
    if (country := _IRREGULAR_DEMONYMS.get(word)) is not None:
        return country in record.words  # "Polish" where the record says "Poland"
    return any(country == word and adjective in record.words for adjective, country in _IRREGULAR_DEMONYMS.items())


def _title_abbreviation(part: str, record: RecordIndex) -> bool:
    if not part.isupper():
        return False  # "Ceo" or "ceo" is no abbreviation
    spelled = _TITLE_ABBREVIATIONS.get(part.casefold(), ())
    return any(re.search(rf"(?<!\w){re.escape(title)}(?!\w)", record.text) for title in spelled)


def _plural(part: str, record: RecordIndex) -> bool:
    word = fold(part)
    return len(word) > 4 and word.endswith("s") and word[:-1] in record.words


def _inside(text: str, start: int) -> bool:
    """Whether a word starting at `start` stands inside a sentence (not first, where any word has a capital)."""
    before = text[:start].rstrip()
    return bool(before) and before[-1] not in '.!?:\n"“'


def clip_stem(word: str) -> str:
    """A word without a plural -s, as cut short: "Dems" → "dem"."""
    word = word.casefold()
    return word[:-1] if word.endswith("s") and len(word) > 3 else word


def cut_short(short: str, long: str) -> bool:
    """Whether a word is another cut to half its letters or fewer, a plural -s aside: "Lib" of "Liberal", "Dems" of
    "Democrats"; two names sharing a stem stay two ("Aulis" is not "Aulide", nor "Anna" "Annabel")."""
    stem = clip_stem(short)
    long = long.casefold()
    return len(stem) >= 3 and long.startswith(stem) and len(long) >= max(len(stem) + 3, 2 * len(stem))


def _clipped(part: str, record: RecordIndex) -> bool:
    word = fold(part)
    stem = clip_stem(word)
    if not (part[:1].isupper() and len(stem) >= 3 and stem.isalpha()) or stem in record.words:
        return False
    return any(cut_short(word, name) for name in record.capitalised)


def _initialism(part: str, record: RecordIndex) -> bool:
    bare = part.replace(".", "")
    return 2 <= len(bare) <= 5 and bare.isupper() and bare.isalpha() and bare.casefold() in record.initialisms


def _plural_initialism(part: str, record: RecordIndex) -> bool:
    capitals = part[:-1]  # "TAs": two to five capital letters and a plural s
    if not (
        part.endswith("s")
        and 2 <= len(capitals) <= 5
        and capitals.isascii()
        and capitals.isalpha()
        and capitals.isupper()
    ):
        return False
    letters = capitals.casefold()
    return any(
        "".join(w[0] for w in run) == letters and run[-1].endswith("s") and all(_spelled_out(w) for w in run)
        for run in record.runs(len(letters))
    )


def _spelled_out(word: str) -> bool:
    """A word an initialism may stand for: not a number, a count ("two assistants") or a function word."""
    return len(word) >= 3 and word.isalpha() and word not in STOPWORDS and word not in NUMBER_WORDS


STATEMENTS: tuple[Statement, ...] = (
    Statement(
        "record.folded_word",
        "A word is on record when the record has it, ignoring case, accents, curly apostrophes and a possessive.",
        _as_words,
        (("Zoë", "zoe wrote it", True), ("Müller", "Mr Muller", True), ("Ortiz", "Lena Ruiz", False)),
    ),
    Statement(
        "record.hyphen_compound",
        "A hyphenated compound is on record when its capitalised parts are: lowercase parts (mid-, -bound, -based, "
        "pre-) form words, they name nothing.",
        _hyphenated,
        (
            ("mid-March", "It opened in March.", True),
            ("Dundee-bound", "The train left for Dundee.", True),
            ("Anglo-French", "The French side agreed.", False),
        ),
    ),
    Statement(
        "record.chemical_formula",
        "A chemical formula (two or more element symbols with a count, like CO2 or H2SO4) names a substance, not a "
        "person, place or body, so it is never reported as a name missing from the record.",
        _formula,
        (("CO2", "Carbon dioxide levels rose.", True), ("H2SO4", "", True), ("B52", "", False), ("Zork2", "", False)),
    ),
    Statement(
        "record.demonym",
        "A demonym and its place stand for each other: they share a stem once the demonym's ending (-ian, -ean, "
        "-ese, -ish, -an, -i) and the place's final vowel or -y are taken off.",
        _demonym,
        (
            ("Canadian", "The firm is based in Canada.", True),
            ("Japanese", "Sales in Japan fell.", True),
            ("Canada", "A Canadian firm bought it.", True),
            ("Brazilian", "Sales in Argentina fell.", False),
        ),
    ),
    Statement(
        "record.irregular_demonym",
        "A nationality adjective that the stem rule cannot read (Polish, Dutch, French, Swiss) and its country stand "
        "for each other, from a fixed table of such pairs; so does a noun for a person of that nation (Dane, Briton).",
        _irregular_demonym,
        (
            ("Polish", "A second plant will open in Poland.", True),
            ("Dutch", "Sales in the Netherlands rose.", True),
            ("Netherlands", "A Dutch bank bought it.", True),
            ("Polish", "A second plant will open in Hungary.", False),
            ("French", "Sales in Germany rose.", False),
            ("Dane", "It was designed by the Danish architect Jørn Utzon.", True),
            ("Briton", "A British team won.", True),
            ("Dane", "It was designed by a Swedish architect.", False),
        ),
    ),
    Statement(
        "record.title_abbreviation",
        "A job-title abbreviation written in capitals (CEO, CFO, MP) is on record when the record writes its title "
        "out (CEO ← chief executive), in any case.",
        _title_abbreviation,
        (
            ("CEO", "Chief executive Marta Lindqvist said so.", True),
            ("MP", "The Member of Parliament for Leeds voted.", True),
            ("CFO", "The chief executive said so.", False),
            ("CEO", "The executive committee agreed.", False),
        ),
    ),
    Statement(
        "record.plural",
        'A name in the plural is on record when its singular is: "Sundays" where the record says "Sunday".',
        _plural,
        (
            ("Sundays", "There is no Sunday service.", True),
            ("Fridays", "The office opens on Friday mornings.", True),
            ("Sundays", "There is no Monday service.", False),
        ),
    ),
    Statement(
        "record.clipped",
        "A name word cut to half its letters or fewer is on record when a name word of the record (capitalised "
        "inside a sentence) begins with it, a plural -s aside (Lib Dems ← Liberal Democrats).",
        _clipped,
        (
            ("Lib", "Paula Reid (Liberal Democrat) polled 318 votes.", True),
            ("Dems", "Votes went to the Liberal Democrats.", True),
            ("Dems", "Votes went to the Liberals.", False),
            ("Ann", "Annual figures rose.", False),
            ("Aulis", "It is set in Aulide, in Greece.", False),
            ("Anna", "The winner, Annabel Berg, spoke.", False),
            ("Lib", "It was a liberal reading.", False),
        ),
    ),
    Statement(
        "record.initialism",
        "An initialism is on record when the record writes out capitalised words whose initials spell it "
        "(US ← United States).",
        _initialism,
        (
            ("US", "The United States Senate passed it.", True),
            ("EU", "The European Union agreed.", True),
            ("UN", "The United States agreed.", False),
        ),
    ),
    Statement(
        "record.plural_initialism",
        "An initialism with a plural s is on record when the record has as many words in a row whose initials "
        "spell it, the last one plural (TAs ← teaching assistants).",
        _plural_initialism,
        (
            ("TAs", "the class teacher and two teaching assistants will attend", True),
            ("GPs", "Patients should ask their general practitioners.", True),
            ("TAs", "the class teacher and a teaching assistant", False),
            ("TAs", "the class teacher and two assistants", False),
        ),
    ),
)
