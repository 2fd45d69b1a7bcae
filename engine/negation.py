"""Negation: whether a text denies something, and what it denies, so two texts can be compared by their denials.

"Is not typically used" denies "typically used"; "failed to progress" denies "progress"; "No. 1" denies
nothing. Comparing what each side denies (not only whether both sides deny something) keeps "is not a common
gas ... and is not typically used" from being borne out by "is a common gas ... and is not typically used".
"""

from __future__ import annotations

import re

from .lexical import DISCOURSE_WORDS, NEGATIONS, NUMBER_WORDS, STOPWORDS, content_tokens, stem
from .quantities import MONTH_NAMES, WEEKDAY_WORD

_CLAUSE_BREAK = re.compile(r"\s*[;:]\s*|,(?!\d)\s*|\s+(?:but|while|whereas|although|though|yet)\s+", re.I)
_VERB_FIRST = r"(?:does|do|did|is|are|was|were|has|have|had|will|would|can|could|should|must|may|might|not|never)\b"
"""An "and" before a verb goes on with the same subject ("applies to staff and does not apply to contractors")."""
_DENIAL_BREAK = re.compile(
    rf"{_CLAUSE_BREAK.pattern}|\s+and\s+(?!{_VERB_FIRST})(?=(?:\S+\s+){{0,3}}(?:never|not|no|cannot)\b)", re.I
)
"""Clause breaks for finding what a denial is about, and an "and" before a subject with a denial of its own ("40%
exercise weekly and 15% never exercise": the second part denies, the first does not)."""


def clauses(text: str) -> list[str]:
    """`text` cut at commas, semicolons, colons and "but", "while", "although" and the like."""
    return [part for part in _CLAUSE_BREAK.split(text) if part.strip()]


_NUMBER_SIGN = re.compile(r"\bno(?=\.\s*\d)")
""""No. 1" is a rank, not a denial (replaced by "nr", the same length, so offsets hold)."""


def _for_negations(text: str) -> str:
    return _NUMBER_SIGN.sub("nr", text.lower().replace("’", "'"))


def has_negation(text: str) -> bool:
    """Whether `text` denies anything (see `negations`)."""
    return bool(negations(text))


_CONTRAST = re.compile(r",\s*not\s+(?:an?\s+|the\s+)?[\w'’-]+(?:\s+[\w'’-]+)?\s*(?=[.;!?)]|$)", re.I)
"""A contrast closing a clause: "actual readings, not estimates", "by post, not email"."""


def affirms(text: str) -> bool:
    """Whether `text` denies only by contrast: "Both readings were actual, not estimates." affirms what it says
    the thing is; the denial of the other reading says nothing more."""
    return not has_negation(_CONTRAST.sub("", text))


_FREE = re.compile(r"(?<![\w'’])(?:\w+-)?free\b(?![-\w])", re.I)
"""A denial said with "free": "is free", "free of charge", "chain-free", "gluten-free"."""


def denial_count(text: str) -> int:
    """How many times `text` denies: its negations, and "free", which denies a cost or a thing as "no" does ("costs
    nothing" / "is free", "at no charge" / "free roadside assistance", "no onward chain" / "chain-free")."""
    return len(negations(text)) + len(_FREE.findall(text))


_BOUND_AFTER = re.compile(
    r"\s+(?:(?:fewer|less|more)\s+than\b|[a-z]{2,}er\s+than\s+(?:about\s+|around\s+)?"
    r"(?:\d|(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|twelve|half|"
    + "|".join(m.lower() for m in MONTH_NAMES)
    + rf"|{WEEKDAY_WORD})\b))"
)
"""A comparative after "no" or "not" that sets a bound: "no fewer than 30", "not more than 30", and with a figure
or a date after it "no later than a day before", "no heavier than 23 kg", "no later than Friday 21 February" ("no
earlier than the reign of …" is read as a denial: code cannot tell that "before the reign" says the opposite)."""

_FAILING = frozenset({"fail", "fails", "failed", "failing", "unable"})
_LACKING = frozenset({"lack", "lacks", "lacked", "lacking"})
_REPLY = re.compile(r"(?<![\w\s])no\s*[—–,.:!-]|^no\s*[—–,.:!-]")
"""A reply opening an answer: "No —", "No,", "No." at the start (nothing but punctuation before it)."""
_NEGATION_WORDS = re.compile(r"[a-z]+(?:['’-][a-z]+)*")
_NOT_HEADS = NUMBER_WORDS | DISCOURSE_WORDS | {"to"}
"""Words skipped when looking for what a negation denies ("not approximately 40" denies the figure)."""
_ADDING = frozenset({"only", "just", "merely", "simply"})
_NO_HEAD = "∅"
"""The head of a negation that denies nothing after it ("He did not.")."""


def negated_heads(text: str) -> frozenset[str]:
    """What each negation of `text` denies: the stem of the first content word after it ("is not typically used"
    → "typical", "doesn't include" → "include", "failed to progress" → "progress")."""
    return frozenset(head for _, head in negations(text))


def negations(text: str) -> list[tuple[int, str]]:
    """(offset of the negating word, what it denies) for each negation of `text`, in order. Hyphenated words stay
    whole ("not-for-profit" denies nothing), and a capitalised "Not" or "No" inside a sentence is part of a title
    ("I'm Not There"), not a denial."""
    lowered = _for_negations(text)
    words = list(_NEGATION_WORDS.finditer(lowered))
    found = []
    for at, match in enumerate(words):
        word = match.group()
        following = words[at + 1].group() if at + 1 < len(words) else ""
        # Verbs that deny what follows: "failed to progress" says what "did not progress" says, and "lacks RCD
        # protection" what "has no RCD protection" says.
        implicit = (word in _FAILING and following == "to") or word in _LACKING
        if not (word in NEGATIONS or word.endswith("n't") or implicit):
            continue
        if word == "no" and _REPLY.match(lowered, match.start()):
            continue  # "No — the price was cut": a reply to the question opening an answer denies nothing after it
        if len(lowered) == len(text) and _in_title(text, match.start()):
            continue
        if word in {"no", "not"} and _BOUND_AFTER.match(lowered, match.end()):
            continue  # "no fewer than 30" is a floor, "no later than a day before" a deadline: bounds, not denials
        if word == "not" and following in _ADDING and _adds(lowered, words[at + 1].end()):
            continue  # "not only Paris but also Lyon" adds to what it names: it denies nothing
        if word == "nor" and any(w.group() == "neither" for w in words[:at]):
            continue  # "neither Tom nor Ana attended" is one denial, of both
        after = (w.group() for w in words[at + 1 : at + 6])
        head = next((w for w in after if w not in STOPWORDS and w not in NEGATIONS and w not in _NOT_HEADS), _NO_HEAD)
        found.append((match.start(), stem(head)))
    return found


_ADDED_TO = re.compile(r"\s+(?:is|are|was|were|do|does|did|has|have|had|can|could|will|would)\b|.*\b(?:but|also)\b")


def _adds(lowered: str, after_only: int) -> bool:
    """Whether "not only" at this point adds rather than denies: "not only Paris but also Lyon", "not only is it
    old"; but "she had not only drunk a can" denies the "only"."""
    return _ADDED_TO.match(lowered, after_only) is not None


_LIST_MARK = re.compile(r"(?:\(?\d+(?:\.\d+)*[.)]?|\(?[a-z]\)|[•*–-])$")
"""A clause number or list mark ("9.1", "(b)", "•"): the word after it opens a sentence of the list."""


def _in_title(text: str, at: int) -> bool:
    """A capitalised word that does not open a sentence: "Not" in "I'm Not There", "No" in "No Country for Old
    Men". A word after a clause number that opens a sentence ("… (Liability). 9.1 Neither party …") opens one too."""
    if not text[at].isupper():
        return False
    before = text[:at].rstrip(" \"'“‘(")
    marked = _LIST_MARK.search(before)
    if marked:
        before = before[: marked.start()].rstrip()  # read as if the word came first: the number opens the sentence
    return bool(before) and before[-1] not in ".!?:;\n"


def negation_differs(claim: str, span: str) -> str | None:
    """Which side denies something the other does not ("the claim" or "the source"), else None.

    The claim's denials are compared by what they deny: "not common" is no match for the source's "not typically
    used". A denial in the source counts when it sits in a clause about what the claim says (see `denying_clause`):
    by clause, not by word, because "did not find" and "found" share no stem."""
    if not has_negation(claim) and not has_negation(span):
        return None
    mine = negated_heads(claim)
    theirs = {h for _, h in negations(span)}
    if len(negations(claim)) > len(negations(span)):
        return "the claim"  # a denial of its own, whatever it reaches: "people who are not out of sight"
    reach = _within_reach(span)
    if any(not same_word(head, theirs) and head not in reach for head in mine):
        return "the claim"
    if mine and len(negations(claim)) == len(negations(span)):
        return None  # each denial is one of the sentence's: "reported no profit" for "did not report a profit"
    return "the source" if denying_clause(claim, span) is not None else None


_REACH_WORDS = 8


def _within_reach(text: str) -> set[str]:
    """The stems of the content words each denial of `text` reaches, up to its clause's end: "must not be given to
    children under 6" denies the children's part too, so "is not for children" denies nothing it does not."""
    reached: set[str] = set()
    for at, _ in negations(text):
        end = next((m.start() for m in _REACH_END.finditer(text, at)), len(text))
        reached |= content_tokens(" ".join(text[at:end].split()[:_REACH_WORDS]))
    return reached


_REACH_END = re.compile(rf"{_CLAUSE_BREAK.pattern}|[.!?\"”]", re.I)


def denying_clause(claim: str, span: str) -> str | None:
    """The clause of `span` that denies something the claim does not, unless it shares no word with the claim
    ("…, but her friends had not woken up"). A clause that shares a word may still be about something else ("The
    company did not disclose the price, but analysts estimated it"): such a denial keeps the claim from support,
    but only one about all the claim says makes it a contradiction (see grounding)."""
    mine = negated_heads(claim)
    denied = negations(span)
    wanted = content_tokens(claim)
    start = 0
    for end in [m.start() for m in _DENIAL_BREAK.finditer(span)] + [len(span)]:
        heads = [head for at, head in denied if start <= at < end]
        words = content_tokens(span[start:end])
        clause, start = span[start:end], end
        if heads and not all(same_word(head, mine) for head in heads):
            if len(words) < 2 or words & wanted:
                return clause
    return None


def same_word(word: str, words: frozenset[str] | set[str]) -> bool:
    """`word` or a form of it is in `words`: the light stemmer leaves "include" and "includ" apart."""
    return word in words or any(
        len(w) >= 4 and len(word) >= 4 and (w.startswith(word) or word.startswith(w)) for w in words
    )


_PHRASE_WORDS = 4
"""Words of a denial shown in a reason: the negating word and up to three after it, within its clause."""


def denials_apart(claim: str, span: str, side: str) -> tuple[str, str] | None:
    """When both texts deny but `negation_differs` found them apart (`side` is what it returned): (the claim's
    denial, the span's denial) as each writes it, the one `side` names being the one the other lacks ("without
    serving notice", "without the usual notice"); None when one of them denies nothing. A reason then shows
    both, since "only the claim is negated" would not be true: which words each denies is the reader's to weigh."""
    mine, theirs = negations(claim), negations(span)
    if not mine or not theirs:
        return None
    if side == "the claim":
        heads, reach = {h for _, h in theirs}, _within_reach(span)
        unmatched = [at for at, head in mine if not same_word(head, heads) and head not in reach]
        said = _phrase(claim, (unmatched or [mine[-1][0]])[0])
        return said, _nearest_denial(span, theirs, said)
    clause = denying_clause(claim, span)
    start = span.find(clause) if clause else -1
    in_clause = [at for at, _ in theirs if start >= 0 and start <= at < start + len(clause or "")]
    said = _phrase(span, (in_clause or [theirs[0][0]])[0])
    return _nearest_denial(claim, mine, said), said


def _nearest_denial(text: str, denials: list[tuple[int, str]], other: str) -> str:
    """Of the text's denials, the one sharing most words with the other side's (the first of equals), as written."""
    wanted = content_tokens(other)
    phrases = [_phrase(text, at) for at, _ in denials]
    return max(phrases, key=lambda phrase: len(wanted & content_tokens(phrase)))


def _phrase(text: str, at: int) -> str:
    """The denial at `at` with the words after it, to its clause's end: "without serving notice"."""
    end = next((m.start() for m in _REACH_END.finditer(text, at)), len(text))
    words = text[at:end].split()[:_PHRASE_WORDS]
    while len(words) > 1 and words[-1].lower() in STOPWORDS:
        words.pop()  # "without serving notice as" reads "without serving notice"
    if len(words) == 1:  # a denial that closes its clause says what it denies before it: "food waste are not"
        start = max((m.end() for m in _REACH_END.finditer(text, 0, at)), default=0)
        words = text[start:at].split()[-(_PHRASE_WORDS - 1) :] + words
    return " ".join(words)


def denials_in_order(claim: str, span: str, side: str, where: str = "the source") -> dict[str, str] | None:
    """`denials_apart` as a reason names them, the side `negation_differs` found apart first: {"first": "the
    claim", "said": "without serving notice", "second": `where`, "other": "without the usual notice"} (or the span
    first, when `side` is the source); None when one side denies nothing. The values of the rule
    `negation.denies_otherwise`, and what `how_denials_differ` writes."""
    apart = denials_apart(claim, span, side)
    if apart is None:
        return None
    mine, theirs = apart
    if side == "the claim":
        return {"first": "the claim", "said": mine, "second": where, "other": theirs}
    return {"first": where, "said": theirs, "second": "the claim", "other": mine}


def how_denials_differ(claim: str, span: str, side: str, where: str = "the source") -> str:
    """A true account of what `negation_differs` found (`side` is what it returned), with the span called
    `where`: "only the claim is negated" when the other side denies nothing, else both denials as written ("the
    claim denies “without serving notice”; source 1 denies other words (“without the usual notice”)")."""
    ordered = denials_in_order(claim, span, side, where)
    if ordered is None:
        return f"only {where if side == 'the source' else side} is negated"
    return "{first} denies “{said}”; {second} denies other words (“{other}”)".format_map(ordered)
