"""A claim that joins two parallel clauses of its sentence: "Apple acquired Nest" against "Apple acquired Beats, and
Google acquired Nest".

Lexical support reads a sentence as a bag of words, so a claim that takes its subject from one clause and its
object from another passes with every word found. Here the sentence is cut into clauses. Two clauses are parallel
when a word of the claim stands in both ("acquired"). A claim of one clause that takes the words before that word
from one of them, and the words after it from the other, leaving out what each says on that side ("Beats",
"Google"), has put together two facts the sentence keeps apart. A phrase one clause adds for both ("Tom scored 3
goals and Ann scored 5 goals in the final") is not a second fact: the claim also takes the first clause's words
on that side ("3").

So has a claim whose words all come from one clause while its figure comes from another that gives a figure of the
same kind ("The team won the cup in 2012" against "won the cup in 2010 but lost the final in 2012"), one word of
a kind the other clause has its own of ("on Sunday" for the clause's "on Saturday"), or a closing phrase of another
clause in place of the clause's own ("Tickets cost $10 for children under 5" against "Tickets are free for children
under 5 and cost $10 for adults").

The same cut reads who a clause is about: a "who"/"which" clause says its words of the name before it; a clause
with a subject of its own ("where his son was born", "after Paul left it") says them of that subject; a clause that
opens with a name ("and Milan is its largest financial centre") says them of that name; and a denial belongs to
the clause that makes it ("… and 15% never exercise").
"""

from __future__ import annotations

import re

from ..lexical import content_tokens, stem, tokens
from ..numbers import quantities_of
from ._clause_subjects import (  # noqa: F401 - some are read from this module by others
    CLAUSE_BREAK,
    _only_in,
    _read_clauses,
    clause_words,
    clauses,
    denial_of_another_clause,
    named_only_in_relative,
    relative_of_another,
    said_of_its_own_subject,
    subject_of_another_clause,
)


def joined_clauses(claim: str, sentence: str) -> tuple[str, str] | None:
    """(one clause, another) when a one-clause claim joins two parallel clauses of the sentence, or takes its
    figure from a clause its other words are not in; else None."""
    if (read := _read_clauses(claim, sentence)) is None:
        return None
    parts, words, claimed = read
    return (
        _parallel(claim, parts, words, claimed)
        or _figure_from_elsewhere(claim, parts, words, claimed)
        or _word_from_elsewhere(parts, words, claimed)
        or _phrase_from_elsewhere(claim, sentence, parts, words, claimed)
    )


def _parallel(claim: str, parts: list[str], words: list[set[str]], claimed: set[str]) -> tuple[str, str] | None:
    home = {t: [i for i, have in enumerate(words) if t in have] for t in claimed}
    placed = {t: homes[0] for t, homes in home.items() if len(homes) == 1}
    in_claim = tokens(claim)
    for at, frame in enumerate(in_claim):
        both = [i for i in home.get(frame, []) if len(home[frame]) >= 2]
        if not both:
            continue
        before = {placed[t] for t in in_claim[:at] if t in placed}
        after = {placed[t] for t in in_claim[at + 1 :] if t in placed}
        if len(before) != 1 or len(after) != 1 or before == after:
            continue  # not this frame: "GDP" opens both clauses of "GDP per capita rose 3%, while total GDP rose 5%"
        (first,), (second,) = before, after
        if first not in both or second not in both:
            continue
        # What each clause says on the side the claim takes from the other ("Beats", "Google"), and the claim leaves.
        left_after = _side(parts[first], frame, after=True) - words[second] - claimed
        left_before = _side(parts[second], frame, after=False) - words[first] - claimed
        if left_after and left_before:
            return parts[first], parts[second]
    return None


def _word_from_elsewhere(parts: list[str], words: list[set[str]], claimed: set[str]) -> tuple[str, str] | None:
    """(the clause the claim follows, the clause one word of it comes from) when the claim takes all its words but
    one from one clause, that one from another clause alone, and leaves out a word only its own clause says:
    "Liverpool beat Everton 2-2" against "Chelsea beat Arsenal 3-1 on Saturday, while Liverpool drew 2-2 with
    Everton on Sunday" ("beat" for "drew"), and "Chelsea beat Arsenal on Sunday" ("Sunday" for "Saturday")."""
    own = [_only_in(words, at) for at in range(len(words))]
    taken = [mine & claimed for mine in own]
    followed = [at for at, got in enumerate(taken) if len(got) >= 2 and words[at] - claimed]
    for home in followed:
        borrowed = [at for at, got in enumerate(taken) if at != home and got]
        if len(borrowed) != 1 or len(taken[borrowed[0]]) != 1 or not claimed <= words[home] | taken[borrowed[0]]:
            continue
        if not own[borrowed[0]] - claimed:
            continue  # a list's item says nothing else: "rose in January, in February and in March"
        (word,) = taken[borrowed[0]]
        kind = _kind_of(word)
        # Only a word in another's place of its own kind: a paraphrase borrows words freely ("Cuthbert's try
        # levelled the scores"), but no paraphrase puts Sunday for Saturday, "beat" for "drew", or the S8 for the
        # S10 (a code's number).
        if kind and any(_kind_of(left) == kind for left in words[home] - claimed - words[borrowed[0]]):
            return parts[home], parts[borrowed[0]]
    return None


def _phrase_from_elsewhere(
    claim: str, sentence: str, parts: list[str], words: list[set[str]], claimed: set[str]
) -> tuple[str, str] | None:
    """(the clause the claim follows, the clause its closing phrase comes from) when the claim follows one clause
    but ends on a phrase of another, opened by a word its own clause opens a phrase of its own with: "Tickets cost
    $10 for children under 5" against "Tickets are free for children under 5 and cost $10 for adults", and "Water
    boils at 100 degrees at altitude" against "… at sea level, and at lower temperatures at altitude"."""
    in_claim = tokens(claim)
    own = [_only_in(words, at) for at in range(len(words))]
    for home, mine in enumerate(own):
        left = mine - claimed
        if len(mine & claimed) < 2 or not left:
            continue
        # Words before the home clause's first one are the subject, which a clause often takes from the one before.
        first = next(at for at, token in enumerate(in_claim) if token in mine)
        borrowed = [at for at in range(first, len(in_claim)) if in_claim[at] in claimed - words[home]]
        if not borrowed or any(token in mine for token in in_claim[borrowed[0] :]):
            continue
        lenders = [at for at in range(len(words)) if at != home and all(in_claim[b] in words[at] for b in borrowed)]
        # The lender must say more than the phrase: "in January, in February and in March" is one list of times.
        if len(lenders) != 1 or not own[lenders[0]] - claimed or _NARROWING.match(parts[lenders[0]]):
            continue
        opener = in_claim[borrowed[0] - 1] if borrowed[0] > 0 else ""
        if opener not in _PHRASE_OPENERS:
            continue
        lent = tokens(parts[lenders[0]])
        before = lent[: lent.index(in_claim[borrowed[0]])] if in_claim[borrowed[0]] in lent else lent
        if lent[:1] == [opener] and not own[lenders[0]] & set(before):
            continue  # the lender repeats the verb's phrase: "played for Arsenal … and for Chelsea from 1995"
        listed = lenders[0] == home + 1 and _JOINT.fullmatch(_between(sentence, parts[home], parts[home + 1]) or "")
        if listed and content_tokens(parts[lenders[0]].split(maxsplit=1)[0]) <= {in_claim[borrowed[0]]}:
            continue  # the phrase lists both: "appearances from El-P and Camu Tao of the U.S. Army"
        said = tokens(parts[home])
        for at, token in enumerate(said[:-1]):
            # "in the city" may be where the claim names ("in Berlin"): only a phrase that names its own words.
            if token == opener and said[at + 1] not in _POINTING and left & set(said[at + 1 : at + 4]):
                return parts[home], parts[lenders[0]]
    return None


def _between(sentence: str, first: str, second: str) -> str | None:
    """What joins two clauses that follow each other in the sentence (" and "), or None if they cannot be found."""
    end = sentence.find(first)
    start = sentence.find(second, end + len(first)) if end >= 0 else -1
    return sentence[end + len(first) : start] if start >= 0 else None


_JOINT = re.compile(r"\s+(?:and|or)\s+")
_NARROWING = re.compile(
    r"(?:mostly|mainly|chiefly|largely|especially|particularly|notably|including|such as|like|e\.g\.)\b", re.I
)
"""A clause that narrows the phrase before it ("in many video games, mostly in shooter series such as Vortex"):
what it names is in the phrase it narrows."""
_PHRASE_OPENERS = frozenset("in at for on from to with by during near under".split())
_POINTING = frozenset("the this that these those there its his her their it them".split())


_KIND_OF = {
    **{stem(day): "day" for day in "monday tuesday wednesday thursday friday saturday sunday".split()},
    **{
        stem(month): "month"
        for month in "january february march april may june july august september october november december".split()
    },
    **{stem(verb): "result" for verb in "beat beaten won win lost lose drew draw drawn tied defeated".split()},
}
"""Words of one kind, one of which stands in for another: days, months, a match's result."""


def _kind_of(word: str) -> str | None:
    return _KIND_OF.get(word) or ("number" if word.isdigit() else None)


def _side(clause: str, frame: str, *, after: bool) -> set[str]:
    """The clause's content words after (or before) its first `frame` word."""
    words = tokens(clause)
    if frame not in words:
        return set()
    at = words.index(frame)
    return set(words[at + 1 :] if after else words[:at]) & clause_words(clause)


def _figure_from_elsewhere(
    claim: str, parts: list[str], words: list[set[str]], claimed: set[str]
) -> tuple[str, str] | None:
    """(the clause holding the claim's words, the clause holding its figure) when they differ and the first gives
    another figure of the same kind, else None."""
    figures = list(quantities_of(claim))
    if len(figures) > 1:
        # The year a figure is for dates it; the figure is the other ("reached 46 million euros in 2023").
        figures = [q for q in figures if q.kind != "year"]
    if len(figures) != 1:
        return None
    figure = figures[0]
    homes = [
        i
        for i, part in enumerate(parts)
        if any(q.value == figure.value and q.kind == figure.kind for q in quantities_of(part))
    ]
    if len(homes) != 1:
        return None
    # The word the figure counts ("one week") says nothing of which clause the claim takes its other words from.
    counted = re.match(r"\s+([A-Za-z][\w'’-]*)", claim[figure.end :])
    rest = claimed - clause_words(figure.text) - clause_words(counted.group(1) if counted else "")
    holding = [i for i, have in enumerate(words) if rest and len(rest & have) >= 2]
    if len(holding) > 1 and homes[0] in holding:
        # The claim takes its subject from the figure's clause and its other words from a clause with a figure of
        # its own ("£4 for up to three hours and £7 for the whole day" for "for the whole day costs £4").
        lending = [
            i
            for i in holding
            if i != homes[0]
            and len(rest & words[i] - words[homes[0]]) >= 2
            and any(q.kind == figure.kind and q.value != figure.value for q in quantities_of(parts[i]))
        ]
        if len(lending) == 1 and words[homes[0]] - claimed - clause_words(figure.text):
            return parts[lending[0]], parts[homes[0]]
    if len(holding) > 1:
        # Parallel clauses with the same words ("the Employer must give the Employee …, while the Employee must give
        # the Employer …"): the claim follows the one that puts them in its order.
        holding = [i for i in holding if _in_order(claim, parts[i], rest)]
    if len(holding) != 1 or holding[0] == homes[0]:
        return None
    # The figure's own clause may share the word the clauses run in parallel on ("120 patients received the drug
    # and 118 received a placebo"), and nothing else of the claim: "… and DVDs for one week" lends the claim its
    # "DVDs", so the claim follows that clause, which borrows the other's verb.
    at_home, held = rest & words[homes[0]], rest & words[holding[0]]
    if not at_home <= held or (not held - words[homes[0]] and _in_order(claim, parts[homes[0]], rest)):
        return None
    other = [q for q in quantities_of(parts[holding[0]]) if q.kind == figure.kind and q.value != figure.value]
    # "five years after construction began" dates its clause apart from the year of the other clause.
    dated_apart = figure.kind == "year" and _RELATIVE_TIME.search(parts[holding[0]]) is not None
    return (parts[holding[0]], parts[homes[0]]) if other or dated_apart else None


def _in_order(claim: str, clause: str, words: set[str]) -> bool:
    """Whether the clause gives the words it shares with the claim in the claim's order."""
    said = [token for token in tokens(clause) if token in words]
    claimed = [token for token in tokens(claim) if token in set(said)]
    return list(dict.fromkeys(said)) == list(dict.fromkeys(claimed))


_RELATIVE_TIME = re.compile(
    r"\b(?:years?|months?|weeks?|days?|decades?|centuries|century)\s+(?:after|before|later|earlier|prior)\b", re.I
)
