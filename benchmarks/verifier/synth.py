"""Synthetic claim/evidence pairs made from real premise sentences, the way FactCC and MiniCheck build them.

Every recipe takes one real sentence (and, where it needs them, other sentences of the same document or of
another document) and returns a claim with a label, or None when the sentence does not fit the recipe. The
label is what a careful reader would say about the claim given the evidence window the caller builds around
the sentence: a changed number, date, name, a negation or an antonym makes it false (contradiction); an added
clause that no sentence states makes it unsupported (neutral); a paraphrase that keeps the meaning (reordered
clause, pronoun, synonym, rounding, unit conversion, a total of two stated figures) keeps it true (entailment).
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal

_SENTENCE_SPLIT = re.compile(r"(?<=[.!?])\s+(?=[A-Z\"“(])")
_ABBREVIATION_END = re.compile(r"\b(?:[A-Z]|Mr|Mrs|Ms|Dr|St|Jr|Sr|Mt|No|vs|U\.S|Inc|Co|Ltd|etc)\.$")
_NUMBER = re.compile(r"(?<![\w.,])(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?(?![\w,]*\d)")
_YEAR = re.compile(r"\b(1[5-9]\d\d|20[0-2]\d)\b")
_MONTHS = "January February March April May June July August September October November December".split()
_MONTH = re.compile(r"\b(" + "|".join(_MONTHS) + r")\b")
# A run of capitalised words not at the sentence start: a name, a place, a title.
_NAME = re.compile(r"(?<=[a-z,;:(] )((?:[A-Z][a-z]+|[A-Z]\.)(?: (?:[A-Z][a-z]+|[A-Z]\.|of|de|van|von))*(?<! of))")
_AUXILIARY = re.compile(r"\b(is|was|are|were|has|had|have|can|will|would|could|should|does|did|do)\b (?!not\b|n't)")
_NEGATED = re.compile(r"\b(is|was|are|were|has|had|have|can|will|would|could|does|did|do) not\b ")
_SUBJECT = re.compile(
    r"^((?:The )?[A-Z][\w'-]+(?: [A-Z][\w'-]+){0,3}) (is|was|are|were|has|had|became|won|played|released|"
    r"received|served|joined|wrote|directed|starred|founded|died|lived|moved|worked)\b"
)
_LEADING_PHRASE = re.compile(r"^(In|On|During|By|After|Before|Since|From|At) ([^,]{3,40}), (.{12,})$")
_UNITS = {
    "km": ("miles", Decimal("0.621371")),
    "kilometres": ("miles", Decimal("0.621371")),
    "kilometers": ("miles", Decimal("0.621371")),
    "miles": ("km", Decimal("1.609344")),
    "kg": ("lb", Decimal("2.20462")),
    "kilograms": ("pounds", Decimal("2.20462")),
    "pounds": ("kg", Decimal("0.453592")),
    "lb": ("kg", Decimal("0.453592")),
}
_UNIT = re.compile(r"\b(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?) (" + "|".join(_UNITS) + r")\b")
_TWO_FIGURES = re.compile(r"\b(\d{1,3}(?:,\d{3})*|\d+) ([a-z]+s) and (\d{1,3}(?:,\d{3})*|\d+) ([a-z]+s)\b")

SYNONYMS = {
    "began": "started",
    "started": "began",
    "purchased": "bought",
    "bought": "purchased",
    "film": "movie",
    "movie": "film",
    "large": "big",
    "big": "large",
    "died": "passed away",
    "often": "frequently",
    "frequently": "often",
    "approximately": "about",
    "received": "got",
    "obtained": "got",
    "built": "constructed",
    "constructed": "built",
    "help": "assist",
    "helped": "assisted",
    "famous": "well-known",
    "well-known": "famous",
    "wealthy": "rich",
    "rich": "wealthy",
    "small": "little",
    "quickly": "rapidly",
    "rapidly": "quickly",
    "large number of": "many",
    "many": "numerous",
    "numerous": "many",
    "created": "made",
    "established": "founded",
    "founded": "established",
    "shows": "demonstrates",
    "showed": "demonstrated",
    "demonstrated": "showed",
    "located": "situated",
    "situated": "located",
    "largest": "biggest",
    "biggest": "largest",
    "award": "prize",
    "prize": "award",
    "nearly": "almost",
    "almost": "nearly",
    "produced": "made",
    "released": "put out",
    "near": "close to",
    "died in": "passed away in",
    "married": "wed",
    "authored": "wrote",
    "wrote": "authored",
    "people": "individuals",
    "children": "kids",
    "reduced": "lowered",
    "lowered": "reduced",
    "increased": "raised",
    "showed that": "found that",
    "used": "employed",
    "employed": "used",
}
ANTONYMS = {
    "increase": "decrease",
    "decrease": "increase",
    "increased": "decreased",
    "decreased": "increased",
    "rose": "fell",
    "fell": "rose",
    "before": "after",
    "after": "before",
    "largest": "smallest",
    "smallest": "largest",
    "first": "last",
    "last": "first",
    "more": "fewer",
    "higher": "lower",
    "lower": "higher",
    "won": "lost",
    "lost": "won",
    "north": "south",
    "south": "north",
    "east": "west",
    "west": "east",
    "male": "female",
    "female": "male",
    "older": "younger",
    "younger": "older",
    "earliest": "latest",
    "latest": "earliest",
    "positive": "negative",
    "negative": "positive",
    "maximum": "minimum",
    "minimum": "maximum",
    "above": "below",
    "below": "above",
    "best": "worst",
    "worst": "best",
    "success": "failure",
    "successful": "unsuccessful",
    "major": "minor",
    "minor": "major",
    "early": "late",
    "late": "early",
    "always": "never",
    "never": "always",
    "increases": "decreases",
    "decreases": "increases",
    "reduced": "increased",
    "lowest": "highest",
    "highest": "lowest",
    "longest": "shortest",
    "shortest": "longest",
    "oldest": "youngest",
    "youngest": "oldest",
    "entered": "left",
    "joined": "left",
    "won the": "lost the",
    "private": "public",
    "public": "private",
    "northern": "southern",
    "southern": "northern",
    "eastern": "western",
    "western": "eastern",
    "inside": "outside",
    "true": "false",
    "allowed": "banned",
    "banned": "allowed",
}
_PRONOUN_WORDS = frozenset("The A An It He She They This That There In On At".split())


@dataclass(frozen=True)
class Synthetic:
    claim: str
    label: str
    recipe: str


def split_sentences(text: str) -> list[str]:
    """Sentences of a premise; a stop after an initial or abbreviation does not end one."""
    parts: list[str] = []
    for piece in _SENTENCE_SPLIT.split(text.strip()):
        if parts and _ABBREVIATION_END.search(parts[-1]):
            parts[-1] = parts[-1] + " " + piece
        else:
            parts.append(piece)
    return [p for p in parts if len(p) >= 20]


def _format(value: Decimal, places: int, thousands: bool) -> str:
    quantised = (
        value.quantize(Decimal(1).scaleb(-places), rounding=ROUND_HALF_UP)
        if places
        else value.to_integral_value(ROUND_HALF_UP)
    )
    return f"{quantised:,}" if thousands else f"{quantised}"


def _replace_once(text: str, start: int, end: int, new: str) -> str:
    return text[:start] + new + text[end:]


def swap_number(sentence: str, rng: random.Random) -> Synthetic | None:
    found = [m for m in _NUMBER.finditer(sentence) if not _YEAR.fullmatch(m.group(0))]
    if not found:
        return None
    match = rng.choice(found)
    value = Decimal(match.group(0).replace(",", ""))
    places = len(match.group(2) or "")
    factor = Decimal(rng.choice(["0.5", "0.7", "0.8", "1.2", "1.3", "1.5", "2", "3", "0.25", "10"]))
    new_value = value * factor if value > 12 else value + rng.choice([-2, -1, 1, 2, 3])
    if new_value <= 0:
        new_value = value + 1
    new_text = _format(new_value, places, "," in match.group(0) or new_value >= 10000)
    if new_text == match.group(0):
        return None
    return Synthetic(_replace_once(sentence, match.start(), match.end(), new_text), "contradiction", "swap_number")


def swap_date(sentence: str, rng: random.Random) -> Synthetic | None:
    months, years = list(_MONTH.finditer(sentence)), list(_YEAR.finditer(sentence))
    if months and (not years or rng.random() < 0.4):
        match = rng.choice(months)
        new = rng.choice([m for m in _MONTHS if m != match.group(0)])
    elif years:
        match = rng.choice(years)
        new = str(int(match.group(0)) + rng.choice([-11, -5, -3, -2, -1, 1, 2, 3, 4, 7, 10]))
    else:
        return None
    return Synthetic(_replace_once(sentence, match.start(), match.end(), new), "contradiction", "swap_date")


def swap_name(sentence: str, others: list[str], rng: random.Random) -> Synthetic | None:
    names = [m for m in _NAME.finditer(sentence)]
    if not names:
        return None
    match = rng.choice(names)
    pool = {m.group(0) for text in [sentence, *others] for m in _NAME.finditer(text)}
    pool.discard(match.group(0))
    pool = {p for p in pool if p not in sentence and match.group(0) not in p}
    if not pool:
        return None
    new = rng.choice(sorted(pool))
    return Synthetic(_replace_once(sentence, match.start(), match.end(), new), "contradiction", "swap_name")


def negate(sentence: str, rng: random.Random) -> Synthetic | None:
    negated = _NEGATED.search(sentence)
    if negated:
        claim = sentence[: negated.start()] + negated.group(1) + " " + sentence[negated.end() :]
        return Synthetic(claim, "contradiction", "remove_negation")
    match = _AUXILIARY.search(sentence)
    if not match:
        return None
    claim = sentence[: match.end(1)] + " not" + sentence[match.end(1) :]
    return Synthetic(claim, "contradiction", "negate")


def _word_swap(sentence: str, table: dict[str, str], rng: random.Random) -> tuple[str, str] | None:
    candidates = [(m, table[m.group(0)]) for key in table for m in re.finditer(rf"\b{re.escape(key)}\b", sentence)]
    if not candidates:
        return None
    match, new = rng.choice(candidates)
    return _replace_once(sentence, match.start(), match.end(), new), match.group(0)


def antonym(sentence: str, rng: random.Random) -> Synthetic | None:
    swapped = _word_swap(sentence, ANTONYMS, rng)
    return Synthetic(swapped[0], "contradiction", "antonym") if swapped else None


def synonym(sentence: str, rng: random.Random) -> Synthetic | None:
    swapped = _word_swap(sentence, SYNONYMS, rng)
    return Synthetic(swapped[0], "entailment", "synonym") if swapped else None


def add_clause(sentence: str, other: str, rng: random.Random) -> Synthetic | None:
    """The sentence plus a clause from another document: the first part is stated, the second is not."""
    if not sentence.endswith(".") or not other.endswith("."):
        return None
    extra = re.sub(r"^(?:And|But|So|Or|Then|Also),? ", "", other.rstrip(" ."))
    if len(extra) > 140 or len(extra) < 20:
        return None
    first = extra.split(" ", 1)[0]
    if first in _PRONOUN_WORDS:
        extra = extra[0].lower() + extra[1:]
    joiner = rng.choice([", and ", "; ", ", while ", " and "])
    return Synthetic(sentence.rstrip(" .") + joiner + extra + ".", "neutral", "add_clause")


def reorder(sentence: str, rng: random.Random) -> Synthetic | None:
    match = _LEADING_PHRASE.match(sentence.rstrip())
    if not match:
        return None
    rest = match.group(3).rstrip(" .")
    first = rest.split(" ", 1)[0]
    if first in _PRONOUN_WORDS and first not in {"I"}:
        rest = rest[0].lower() + rest[1:]
    return Synthetic(f"{rest[0].upper()}{rest[1:]} {match.group(1).lower()} {match.group(2)}.", "entailment", "reorder")


def pronoun_subject(sentence: str, rng: random.Random) -> tuple[str, str] | None:
    """(premise sentence with its subject named, the same sentence with a pronoun) for coreference windows."""
    match = _SUBJECT.match(sentence)
    if not match or match.group(1) in _PRONOUN_WORDS:
        return None
    pronoun = "They" if match.group(2) in {"are", "were"} else rng.choice(["He", "She", "It"])
    return match.group(1), pronoun + sentence[match.end(1) :]


def round_number(sentence: str, rng: random.Random) -> Synthetic | None:
    for match in _NUMBER.finditer(sentence):
        raw = match.group(0)
        if _YEAR.fullmatch(raw):
            continue
        value = Decimal(raw.replace(",", ""))
        places = len(match.group(2) or "")
        if places >= 2:
            new = _format(value, places - 1, False)
        elif not places and value >= 100 and len(raw.replace(",", "")) >= 3:
            digits = len(str(int(value)))
            step = Decimal(10) ** (digits - 2)
            new = _format((value / step).to_integral_value(ROUND_HALF_UP) * step, 0, "," in raw)
        else:
            continue
        if new == raw or Decimal(new.replace(",", "")) == value:
            continue
        hedge = rng.choice(["about", "roughly", "approximately", "around", "nearly"])
        start = match.start() - 1 if match.start() and sentence[match.start() - 1] in "$£€" else match.start()
        rounded = f"{hedge} {sentence[start : match.start()]}{new}"
        return Synthetic(_replace_once(sentence, start, match.end(), rounded), "entailment", "round")
    return None


def convert_unit(sentence: str, rng: random.Random) -> Synthetic | None:
    match = _UNIT.search(sentence)
    if not match:
        return None
    value = Decimal(match.group(1).replace(",", ""))
    unit, factor = _UNITS[match.group(2)]
    converted = value * factor
    places = 0 if converted >= 20 else 1
    text = f"about {_format(converted, places, converted >= 10000)} {unit}"
    if rng.random() < 0.5:  # a wrong conversion is a false claim
        text = f"about {_format(converted * Decimal(rng.choice(['1.6', '0.6', '2.2', '0.45'])), places, False)} {unit}"
        return Synthetic(_replace_once(sentence, match.start(), match.end(), text), "contradiction", "bad_unit")
    return Synthetic(_replace_once(sentence, match.start(), match.end(), text), "entailment", "convert_unit")


def total_of_two(sentence: str, rng: random.Random) -> Synthetic | None:
    match = _TWO_FIGURES.search(sentence)
    if not match:
        return None
    first, second = (int(match.group(i).replace(",", "")) for i in (1, 3))
    total, label, recipe = first + second, "entailment", "total"
    if rng.random() < 0.4:
        total, label, recipe = total + rng.choice([-3, -1, 2, 5, 10, first]), "contradiction", "bad_total"
    text = f"a total of {total:,} {match.group(2)} and {match.group(4)}"
    return Synthetic(_replace_once(sentence, match.start(), match.end(), text), label, recipe)
