"""Words that say a statement is only possible, reported, believed, planned, conditional or denied: "may reduce",
"allegedly stole", "is expected to open", "plans to open", "would have cut" (not a narrative's "would win", which
says it happened), "if the bill passes", "denied that the deal was signed". A source that hedges a statement does
not bear out a claim that makes it flatly ("reduces", "stole", "opened", "cut", "taxes will rise", "the deal was
signed"): the claim turns a possibility into a fact.

Also here, the other ways a claim says more than its source: a stronger quantifier or frequency ("most" for
"many", "always" for "often"), the whole for a part ("all" for "only 20%", "all companies" for "companies with
more than 50 employees"), "the largest" for "one of the largest", and the present for what held only in the past
("is the tallest" for "was the tallest … until 1931").
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .lexical import STOPWORDS, content_tokens
from .negation import clauses
from .synonyms import FALLING, RISING

_HEDGE_WORD = re.compile(
    r"\b(?:may|might|could(?!\s+not\b|n['’]t)|possibl[ey]|probably|likely|unlikely|perhaps|maybe|potential(?:ly)?|"
    # "considered high in salt if it contains …" defines a category by a condition, which `_CONDITIONAL` reads
    r"apparently|considered(?![^.;,]{0,40}?\b(?:if|unless)\b)|"
    r"allegedly|alleged|reportedly|supposedly|purportedly|reputedly|rumou?red|suspected|unconfirmed|speculated|"
    r"believed?|believes|suggest(?:s|ed)?|accused|claimed|"
    r"would\s+have|den(?:y|ies|ied|ying)|partly|partially|largely|in\s+part)\b"
)
"""Lower-case only: "May" is as often the month."""
_HEDGE_PHRASE = re.compile(
    r"\b(?:is|are|was|were|be|been|['’]s|['’]re)\s+(?:expected|thought|said|understood|set|due|scheduled|supposed)"
    r"\s+to\b|\bin talks\b"
    r"|\b(?:plans?|planned|aims?|aimed|intends?|intended|hopes?|hoped|seeks?|sought|proposes?|proposed|wants?|wanted)"
    r"\s+to\b"
    r"|\bsome\s+(?:scholars|experts|historians|critics|researchers|scientists|analysts|commentators|observers)\s+"
    r"(?:prefer|argue|think|say|contend|maintain|hold|read)\b",
    re.I,
)
"""Hedging phrases; "some scholars prefer …" gives a reading as the view of some, not as fact."""
_CONDITION = re.compile(r"^\W*(?:if|unless|should|were)\b", re.I)
"""A sentence that opens with a condition holds its main clause under it ("If the bill passes, taxes will rise")."""


_CONDITIONAL = re.compile(r"\b(?:if|unless)\b", re.I)
"""A condition inside a clause ("taxes will rise if the bill passes"); a claim with one of its own keeps the
source's ("Indeed, If you've …")."""
_AIMING = re.compile(r"(?:plans?|planned|aims?|aimed|intends?|intended|hopes?|hoped|seeks?|sought)\s+to\b", re.I)
_AIM_NAMED = re.compile(r"\b(?:goals?|targets?|aims?|plans?|ambitions?|objectives?|intentions?|pledges?)\b", re.I)
"""A claim that names the aim ("its 2030 goal of halving …") says it as an aim, as "aims to halve" does."""
_ATTRIBUTED = re.compile(r"\baccording to\b", re.I)
"""A claim that names who says it keeps the source's distance, though attribution alone hedges nothing."""
_AND = re.compile(r"\s+and\s+", re.I)
_OWN_CONDITION = re.compile(
    rf"{_CONDITIONAL.pattern}|\b(?:as|so)\s+long\s+as\b|\bprovid(?:ed|ing)\b|\bon\s+condition\b", re.I
)
"""A condition a claim gives of its own, in any of its words: "as long as the delay wasn't …" keeps "unless the delay
was …"."""


def hedges(text: str) -> list[tuple[int, str]]:
    """(where, word) for each hedging word or phrase of `text`, in order."""
    found = [(m.start(), m.group()) for m in _HEDGE_WORD.finditer(text)]
    found += [(m.start(), m.group()) for m in _HEDGE_PHRASE.finditer(text)]
    return sorted(found)


_MODAL = re.compile(
    r"\b(?:can|could|allowed to|permitted to|entitled to|able to|lets?|allows?|permits?)\b(?!\s+(?:go|slip)\b)"
    r"|\b(?:have|has|get|gets)\s+\w+(?:\s+(?:full|working|calendar|clear))?\s+"
    r"(?:days?|weeks?|fortnights?|months?|years?)\s+to\s+[a-z]",
    re.I,
)
"""A claim that says what one can or may do ("you can roll up to five days", "it lets you send back most things"),
or gives the time one has to do it ("you have a week to appeal", "you get 30 days to return it"), states an
entitlement, as the source's "may" does; no plain fact either."""
_REQUIRED = re.compile(r"\b(?:must|needs? to|have to|has to|(?:is|are) required to)\b", re.I)
"""A requirement is a condition said the other way round: "must be declared" is "not covered unless declared"."""


def hedge_dropped(claim: str, span: str) -> str | None:
    """The hedge ("may") under which `span` says what the claim says, when the claim says it with no hedge of its
    own, else None. A hedge reaches over its clause up to an "and" ("the skeleton will be recovered … and possibly
    put on display": the display, not the recovery); the claim says what that part says when it holds half of the
    part's content words (at least two, or all of the claim's if it has fewer)."""
    if hedges(claim) or _ATTRIBUTED.search(claim) or _MODAL.search(claim):
        return None
    wanted = content_tokens(claim)
    # a claim with a condition or a requirement of its own keeps the source's condition
    conditional = _OWN_CONDITION.search(claim) is not None or _REQUIRED.search(claim) is not None
    if not conditional and (condition := _CONDITION.match(span)):
        if len(wanted & content_tokens(span)) >= min(len(wanted), 2):
            return condition.group().strip(" \"'“(").lower()
    for clause in clauses(span):
        for part in _AND.split(clause):
            found = hedges(part) + (
                [] if conditional else [(m.start(), m.group()) for m in _CONDITIONAL.finditer(part)]
            )
            if _AIM_NAMED.search(claim):
                found = [(at, word) for at, word in found if not _AIMING.match(word)]
            if not found:
                continue
            said = content_tokens(part) - content_tokens(" ".join(word for _, word in found))
            if len(said & wanted) >= min(len(wanted), max(2, (len(said) + 1) // 2)):
                return found[0][1]
    return None


_PRESENT = re.compile(r"\b(?:is|are|remains?|has|have|serves?|holds?|leads?|runs?|owns?|heads?)\b", re.I)
_PAST_MARK = re.compile(
    r"\b(?:former|formerly|previously|no longer|used to|once|ex)\b[\s-]+(?P<word>[A-Za-z][\w-]*)", re.I
)
_UNTIL = re.compile(r"\buntil\s+(?:\d{4}|(?:his|her|their|its)\s+\w+|[A-Z]\w+)", re.I)


_MOVED = re.compile(
    r"\b(?:moved|changed|switched|shifted|relocated|converted|rescheduled|postponed|transferred|upgraded|downgraded)"
    r"\s+(?:[a-z]+\s+){0,3}?from\s+(?P<old>[\w'’-]+(?:\s+[A-Z][\w'’-]*)*)\s+(?:to|into)\s+(?P<new>[\w'’-]+)",
    re.I,
)


def _moved_away(claim: str, span: str) -> str | None:
    """ "from Monday to Friday" when the span moves something away from what the claim says it is ("The meeting is
    on Monday" against "The meeting was moved from Monday to Friday"), and the claim names neither the move nor the
    new value; else None."""
    for found in _MOVED.finditer(span):
        old, new = found.group("old"), found.group("new")
        said = re.search(rf"(?<![\w'’-]){re.escape(old)}(?![\w'’-])", claim, re.I)
        if said and not re.search(rf"\b(?:from|{re.escape(new)})\b", claim, re.I):
            return f"from {old} to {new}"
    return None


def no_longer_so(claim: str, span: str) -> str | None:
    """The words ("until 1931", "former CEO") by which `span` says that what the claim states in the present held
    only in the past, when the claim has no such words of its own, else None. "The tower is the tallest
    building" is not borne out by "The tower was the tallest building until 1931", nor "Ortiz is the CEO" by
    "Ortiz, the former CEO, …"."""
    if moved := _moved_away(claim, span):
        return moved
    if not _PRESENT.search(claim) or _PAST_MARK.search(claim) or re.search(r"\buntil\b", claim, re.I):
        return None
    wanted = content_tokens(claim)
    for mark in _PAST_MARK.finditer(span):
        if content_tokens(mark.group("word")) & wanted:
            return mark.group().strip()
    for mark in _UNTIL.finditer(span):
        before = content_tokens(span[: mark.start()])
        if len(before & wanted) >= min(len(wanted), max(2, (len(wanted) + 1) // 2)):
            return mark.group().strip()
    return None


_SCALES = (
    {"no": 0, "none": 0, "few": 1, "some": 2, "several": 2, "many": 3, "most": 4, "all": 5, "every": 5, "each": 5},
    {"never": 0, "rarely": 1, "seldom": 1, "sometimes": 2, "occasionally": 2, "often": 3, "frequently": 3,
     "usually": 4, "mostly": 4, "generally": 4, "always": 5},
)  # fmt: skip
"""Quantifiers and frequencies from weakest to strongest: a claim may say less than its source, never more."""
_SCALE_WORD = re.compile(
    r"(?<![\w-])(?:" + "|".join(sorted({w for scale in _SCALES for w in scale}, key=len, reverse=True)) + r")(?![\w-])",
    re.I,
)
"""A quantifier or frequency word on its own: one joined to another word by a hyphen is part of a compound that
quantifies nothing ("an all-time high", "a most-read column", "a never-ending queue")."""


_ONLY_PART = re.compile(
    r"\b(?:only\s+)?(?:[1-9]\d?(?:\.\d+)?\s*(?:%|per\s*cent\b|percent\b)|half\b|a\s+third\b|a\s+quarter\b"
    r"|\d[\d,]*\s+(?:out\s+)?of\s+(?:the\s+|all\s+)?\d[\d,]*\b)",
    re.I,
)
"""A part of a whole ("only 20%", "half", "3 of the 20"): a claim about "all" of it says more, and "most" more than
half."""
_CHANGE_BEFORE = re.compile(r"\b(?:" + "|".join(f"{RISING} {FALLING} up down by".split()) + r")\s+(?:only\s+)?$", re.I)
"""A word before a percent that makes it a change, not a part of a whole: "sales increased 14%", "down by 3%"."""
_WHOLE_NEEDS = {"all": 100.0, "every": 100.0, "each": 100.0, "most": 50.01}
"""The share of a whole a claim's word says (in percent)."""
_CLAIMED_ALL = re.compile(r"\b(?P<word>all|every|each)\s+(?:the\s+|of\s+the\s+)?(?P<noun>[a-z]{3,})\b", re.I)
_RESTRICTION = r"(?:with|for|over|under|above|below|aged|who|that|which|whose|in|from|of|at|on|earning|making|having)"


def _share(part: str) -> float:
    """The share a part of a whole names, in percent ("20%" → 20, "half" → 50, "a third" → 33.3)."""
    lowered = part.lower()
    if "half" in lowered:
        return 50.0
    if "third" in lowered:
        return 100 / 3
    if "quarter" in lowered:
        return 25.0
    if counts := re.search(r"(\d[\d,]*)\s+(?:out\s+)?of\s+(?:the\s+|all\s+)?(\d[\d,]*)", lowered):
        share, whole = (float(n.replace(",", "")) for n in counts.groups())
        return 100 * share / whole if whole else 100.0  # "3 of the 20" is 15%
    figure = re.search(r"\d+(?:\.\d+)?", lowered)
    return float(figure.group()) if figure else 100.0


def _restricted(claim: str, span: str) -> tuple[str, str] | None:
    """(the source's restricted noun, the claim's "all …") when the claim says "all companies" and the source only
    "companies with more than 50 employees", with no such restriction in the claim, else None."""
    for found in _CLAIMED_ALL.finditer(claim):
        noun = found.group("noun")
        after_claim = claim[found.end() :].lstrip()
        if re.match(_RESTRICTION + r"\b", after_claim, re.I):
            continue  # the claim keeps a restriction of its own ("all companies in the EU")
        limited = re.search(
            rf"\b{re.escape(noun)}\s+{_RESTRICTION}\s+[\w$€£%.,-]+(?:\s+[\w$€£%.,-]+){{0,3}}", span, re.I
        )
        if limited and not re.search(r"\b(?:all|every|each|any)\b", span, re.I):
            words = limited.group().rstrip(" .,;").split()
            while len(words) > 3 and (words[-1].lower() in STOPWORDS or words[-1].lower().endswith("ed")):
                words.pop()  # "voters in the north backed the" reads "voters in the north"
            return " ".join(words), found.group()
    return None


def says_no_more(claimed: str, said: str) -> bool:
    """Whether the claim's quantifier or frequency says no more than the source's ("sometimes" for "often")."""
    claimed, said = claimed.lower(), said.lower()
    # "few", "rarely" say "not many", "not often": they deny more than they say less.
    return any(claimed in scale and said in scale and 2 <= scale[claimed] <= scale[said] for scale in _SCALES)


_EVERY_PERIOD = re.compile(
    r"(?:each|every|all)\s+(?:other\s+|single\s+)?(?:second|minute|hour|day|night|morning|evening|week|weekend|"
    r"fortnight|month|quarter|year|season|term|time)s?\b",
    re.I,
)
"""A rate or frequency ("2% for each week of delay", "every year"): it says how often, not how many of a whole."""


_SUPERLATIVE_BEFORE = re.compile(r"\b(?:the|at)\s+$", re.I)
"""What makes "most" or "least" a superlative or a bound, not a quantifier: "the most deprived", "at least"."""


def _quantifies(text: str, word: re.Match[str]) -> bool:
    """Whether a scale word says how many or how often: not a rate ("each week") nor a superlative ("the most
    deprived areas", "at least")."""
    if _EVERY_PERIOD.match(text, word.start()):
        return False
    return not (word.group().lower() in {"most", "least"} and _SUPERLATIVE_BEFORE.search(text, 0, word.start()))


def overstated(claim: str, span: str) -> tuple[str, str] | None:
    """(the source's word, the claim's) when the claim puts a stronger quantifier or frequency where the source
    has a weaker one ("most" for "many", "always" for "often"), else None. Only a claim and a source with one such
    word each on the same scale are read: with more, which word goes with which is a guess."""
    said = [m.group().lower() for m in _SCALE_WORD.finditer(span) if _quantifies(span, m)]
    claimed = [m.group().lower() for m in _SCALE_WORD.finditer(claim) if _quantifies(claim, m)]
    needs = max((_WHOLE_NEEDS.get(word, 0) for word in claimed), default=0)
    parts = (m for m in _ONLY_PART.finditer(span) if not _CHANGE_BEFORE.search(span, 0, m.start()))
    if needs and (part := next(parts, None)) and _share(part.group()) < needs:
        return part.group(), next(word for word in claimed if _WHOLE_NEEDS.get(word, 0) == needs)
    for scale in _SCALES:
        theirs = [w for w in said if w in scale]
        mine = [w for w in claimed if w in scale]
        if (
            len(theirs) == 1
            and len(mine) == 1
            and scale[mine[0]] > scale[theirs[0]]
            and theirs[0] not in {"no", "none", "never"}
        ):
            return theirs[0], mine[0]
    return _outcome_raised(claim, span) or _restricted(claim, span)


_CANDIDACY = re.compile(
    r"\b(?:was\s+|were\s+|been\s+)?(?:nominated|shortlisted|longlisted|short-listed|a\s+finalist|a\s+candidate|"
    r"in\s+contention)\s+for\b",
    re.I,
)
_OUTCOME = re.compile(r"\b(?:won|wins|win|winning|awarded|received|receives|earned|took\s+home|scooped)\b", re.I)


def _outcome_raised(claim: str, span: str) -> tuple[str, str] | None:
    """(the source's candidacy, the claim's outcome) when the claim says a prize was won ("won a Grammy") that the
    source says it was only up for ("was nominated for a Grammy"), and the source says no win; else None."""
    candidacy, outcome = _CANDIDACY.search(span), _OUTCOME.search(claim)
    if candidacy is None or outcome is None or _OUTCOME.search(span) or _CANDIDACY.search(claim):
        return None
    return candidacy.group().strip(), outcome.group()


_CLAIMED_SUPERLATIVE = re.compile(r"\bthe\s+(?P<word>[a-z]{3,}est|best|worst|most\s+[a-z]+)\b", re.I)


_ONE_OF_FEW = re.compile(
    r"\bone\s+of\s+(?:only\s+|just\s+)?(?:two|three|four|five|six|seven|eight|nine|ten|\d+|several|a\s+few|few)\b",
    re.I,
)


def one_of_several(claim: str, span: str, others: Sequence[str] = ()) -> str | None:
    """The source's "one of the largest" when the claim says "the largest" outright and neither the source nor
    any of the `others` (the claim's other candidate sentences) does, else None."""
    if re.search(r"\b(?:one of|among)\b", claim, re.I):
        return None
    if re.search(r"\bthe\s+(?:only|sole)\b", claim, re.I) and (several := _ONE_OF_FEW.search(span)):
        if not any(re.search(r"\bthe\s+(?:only|sole)\b", text, re.I) for text in (span, *others)):
            return several.group()  # "the only woman" where the sentence says "one of only two women"
    for found in _CLAIMED_SUPERLATIVE.finditer(claim):
        word = re.escape(found.group("word")).replace(r"\ ", r"\s+")
        several = re.search(rf"\b(?:one of|among) the\s+(?:\w+\s+)?{word}\b", span, re.I)
        outright = re.compile(rf"(?<!of )(?<!among )\bthe\s+{word}\b", re.I)
        if several and not any(outright.search(text) for text in (span, *others)):
            return several.group()
    return None


_EXCLUSIVE = re.compile(
    r"\b(?:alone|solely|single-handedly|unaided|by (?:himself|herself|itself|themselves)|"
    r"on (?:his|her|its|their) own(?!\s+[a-z])|the sole|(?<!not )only(?!\s+(?:(?:about|around|roughly|some|nearly|"
    r"almost|approximately|just|over|under)\s+)?(?:[$€£]?\d+|a few|one|two|three|four|five|six|seven|eight|nine|ten|"
    r"a handful|half|a third|a quarter|a fifth|a tenth|a fraction)\b))\b",
    re.I,
)


# "only" before an amount ("only about a third survives") says the amount is small, not that nothing else is so.
_LIMITING = re.compile(r"\b(?:just|merely|solely|exclusively|only)\b", re.I)
"""A sentence with a limiting word of its own may say what the claim's "only" says ("has just three years left")."""


def exclusive_added(claim: str, span: str) -> str | None:
    """The claim's word that shuts others out ("alone", "single-handedly", "only"; not the "own" of "based on his
    own experiences") when the sentence has none:
    "Raj Patel founded the company alone" against "She co-founded the company with Raj Patel"; else None."""
    found = _EXCLUSIVE.search(claim)
    if found is None or _EXCLUSIVE.search(span) or _LIMITING.search(span):
        return None
    return found.group()


_ALL = re.compile(r"\b(?:all|every|each|any|always)\b", re.I)
_UNLESS = re.compile(r"\b(?:unless|except|excluding|other\s+than|apart\s+from|but\s+not|only\s+if)\b[^.;]*", re.I)


def universal_added(claim: str, span: str) -> str | None:
    """The sentence's exception when the claim says it of all ("All tenants are responsible …") where the sentence
    says it with one the claim drops ("Tenants are responsible …, unless they are aged over 70"); else None."""
    if not _ALL.search(claim) or _ALL.search(span) or _UNLESS.search(claim):
        return None
    found = _UNLESS.search(span)
    return found.group().strip(" ,") if found else None
