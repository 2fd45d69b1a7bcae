"""How a claim's words line up with a source sentence's: runs copied word for word, phrases moved or exchanged,
words spelt another way; what `substitution` reads to tell a changed word from a reworded sentence."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence

from ..hedges import hedges, says_no_more
from ..lexical import NUMBER_WORDS, content_tokens
from ..numbers import MONTH_NAMES
from ..quantities import WEEKDAYS
from ..synonyms import SYNONYMS
from ._claim_names import capitalised
from ._opposites import (
    _ANTONYMS,
    opposed,
)
from .names import fold

Step = tuple[str, int, int, int, int]
"""One step of aligning the sentence's words with the claim's: (operation, sentence from, to, claim from, to)."""
_MOST_PLAIN_WORDS = 2
_OPPOSITES = frozenset(
    frozenset(pair.split("/"))
    for pair in "before/after above/below over/under more/less more/fewer most/least into/from to/from some/all "
    "many/few".split()
)
"""Stopwords that are each other's opposites: "after the merger" says the opposite of "before the merger"."""
_SAME_SIDE = {
    word: frozenset(side.split())
    for side in (*(side for pair in _ANTONYMS for side in pair), *SYNONYMS)
    for word in side.split()
}
"""Words on one side of a pair say the same ("rose", "grew", "increased"), as synonyms do: one for another is no
change."""
_LIST_WORDS = frozenset({"and", "or", "nor", "&"})
_PRONOUNS = frozenset("it its he his him she her they their them this that these those which who whom we i you".split())


_MOST_MOVED_WORDS = 60


def _block_moved(claim: list[str], span: list[str]) -> bool:
    """Whether the claim is a stretch of the sentence with one run of words moved as a whole ("Love evolved … from
    an evolutionary perspective" for "From an evolutionary perspective, love evolved …"): a phrase moved, and
    nothing traded places."""
    n = len(claim)
    if n > _MOST_MOVED_WORDS:
        return False
    wanted = [w.casefold() for w in claim]
    ordered = sorted(wanted)
    for at in range(len(span) - n + 1):
        window = [w.casefold() for w in span[at : at + n]]
        if window == wanted:
            return True  # the stretch as it stands: nothing moved, and nothing traded places either
        if sorted(window) != ordered:
            continue
        for i in range(n):
            for j in range(i + 1, n):
                for k in range(j + 1, n + 1):
                    if window[:i] + window[j:k] + window[i:j] + window[k:] == wanted:
                        return True
    return False


_POSSESSIVES = frozenset("its his her their".split())


def _possessor_named(said: list[str], claimed: list[str], span_folded: list[str]) -> bool:
    """Whether the claim only names whose it is: "Italy's" for the sentence's "its", with Italy in the sentence."""
    if len(said) != 1 or len(claimed) != 1 or said[0].casefold() not in _POSSESSIVES:
        return False
    owner = re.sub(r"['’]s?$", "", claimed[0])
    return owner != claimed[0] and capitalised(owner) and fold(owner).replace(".", "") in span_folded


def _phrase_of_the_sentence(claimed: list[str], n: int, span_folded: list[str]) -> bool:
    """Whether the claim's changed words, with the word after them (the first `n` of `claimed`), stand as they are
    elsewhere in the sentence, followed there by the claim's figures: then the claim copies the sentence's other
    phrase ("the west wing … 1900" for "… and the west wing in 1900"), changing nothing. "DVDs for three weeks" is
    no copy of "DVDs for one week"."""
    words, figures = claimed[:n], [w for w in claimed[n:] if w[:1].isdigit() or w in NUMBER_WORDS]
    if n < 2:
        return False
    for at in range(len(span_folded) - n + 1):
        if span_folded[at : at + n] == words and all(f in span_folded[at + n :] for f in figures):
            return True
    return False


def _taken_from(words: list[str], aligned: Sequence[Step], span_folded: list[str]) -> bool:
    """Whether `words`, a phrase of two words or more, stand in this order in a part of the sentence the claim left
    out where it stands. A single word is not read as moved: a word put in ("the new line") often stands elsewhere
    in the sentence too."""
    n = len(words)
    if n < 2:
        return False
    for op, i1, i2, _, _ in aligned:
        if op in ("delete", "replace"):
            block = span_folded[i1:i2]
            if any(block[at : at + n] == words for at in range(len(block) - n + 1)):
                return True
    return False


def _reordered(claim: list[str], span: list[str]) -> bool:
    """Whether the claim is some stretch of the sentence's words in another order ("The dog chased the cat" for
    "The cat chased the dog"), which the alignment may not read as a copy."""
    if not claim or Counter(w.casefold() for w in claim) - Counter(w.casefold() for w in span):
        return False  # a word of the claim the sentence lacks: no reordering
    wanted = sorted(w.casefold() for w in claim)
    return any(
        sorted(w.casefold() for w in span[at : at + len(claim)]) == wanted for at in range(len(span) - len(claim) + 1)
    )


def _exchanged(
    steps: Sequence[Step], span_words: list[str], claim_words: list[str], *, plain: bool = False
) -> tuple[str, str] | None:
    """Two names, or two plain words, that trade places in a claim copied otherwise word for word: "Chelsea beat
    Arsenal" for "Arsenal beat Chelsea", "The dog chased the cat" for "The cat chased the dog", says who did what
    the other way round. Names in a list ("El-P and Camu Tao") may come in any
    order, and so may names the claim or the sentence gives more than once. Plain words are read only when `plain`:
    in a claim made of exactly the sentence's words in another order; a paraphrase moves plain words about freely
    ("control was weakened" for "weakened control")."""
    for runs in (_name_runs, _plain_runs) if plain else (_name_runs,):
        in_span = runs(span_words)
        in_claim = [name for name in runs(claim_words) if _once(name, in_span)[0]]
        for at, first in enumerate(in_claim):
            for second in in_claim[at + 1 :]:
                (_, first_at), (_, second_at) = _once(first, in_span), _once(second, in_span)
                if second_at[1] > first_at[0]:
                    continue  # the sentence gives them in the claim's order
                between = [w.casefold() for w in span_words[second_at[1] : first_at[0]]]
                # Names trade places across any word but a list's; plain words only across a word that says what
                # one does to the other ("The cat chased the dog") or a direction ("to"), not across "of" ("the
                # price of oil").
                if runs is _plain_runs and not content_tokens(" ".join(between)) and _DIRECTED.isdisjoint(between):
                    continue
                if not set(between) <= _LIST_WORDS:
                    said_first, said_second = _once(second, in_span)[0], _once(first, in_span)[0]
                    return f"{said_first} … {said_second}", f"{first[0]} … {second[0]}"
    return None


_DIRECTED = frozenset("to into onto toward towards than against versus vs".split())
"""Words with a direction, across which plain words may not trade places either: "from the sea to the mountains"
is not "from the mountains to the sea"."""


def _plain_runs(words: list[str]) -> list[tuple[str, tuple[int, int]]]:
    """(word, (at, at + 1)) for each lower-case word with content ("cat", "city"), as `_name_runs` gives names; the
    first word counts too, capitalised only because it opens ("Flooding caused the storm")."""
    return [
        (word, (at, at + 1))
        for at, word in enumerate(words)
        if (word.islower() or (at == 0 and word[1:].islower()))
        and len(word) > 2
        and content_tokens(word)
        and not any(ch.isdigit() for ch in word)
    ]


def _name_runs(words: list[str]) -> list[tuple[str, tuple[int, int]]]:
    """(name, (start, end) in `words`) for each run of capitalised words with content ("Camu Tao"; not "The", and
    not a month or a weekday)."""
    runs: list[tuple[str, tuple[int, int]]] = []
    start = None
    padded = [*words, ""]
    for at, word in enumerate(padded):
        # A date's month ends a name: "Albert Lawrence Einstein ; July 22" (the words lost the semicolon).
        dated = word in MONTH_NAMES and padded[at + 1 : at + 2] != [""] and padded[at + 1][:1].isdigit()
        if word and capitalised(word) and not dated:
            start = at if start is None else start
            continue
        if start is not None and content_tokens(" ".join(words[start:at])) and not _when(words[start:at]):
            runs.append((" ".join(words[start:at]), (start, at)))
        start = None
    return runs


def _when(words: list[str]) -> bool:
    """A month or a weekday: "in December" may stand anywhere in a sentence, unlike who did what."""
    return all(w in MONTH_NAMES or w.casefold() in WEEKDAYS for w in words)


def _once(name: tuple[str, tuple[int, int]], runs: list[tuple[str, tuple[int, int]]]) -> tuple[str, tuple[int, int]]:
    """The one run of `runs` that gives `name`, or ("", (0, 0)) when none or several do."""
    same = [run for run in runs if _folded(run[0].split()) == _folded(name[0].split())]
    return same[0] if len(same) == 1 else ("", (0, 0))


def _folded(words: list[str]) -> list[str]:
    """Words as compared: "U.S." is "US", "O’Connor" is "O'Connor" and "Francois" is "François"."""
    return [fold(w).replace(".", "") for w in words]


def _ending_at_the_claim(steps: Sequence[Step]) -> list[Step]:
    """The alignment with a first or last change cut to the claim's length: a claim that ends at its change ("… was
    opened to freight.") leaves out the rest of the sentence ("passengers by the regional …") rather than replacing
    it, and one that starts with it ("All of its songs") leaves out what comes before ("The album …, and some")."""
    steps = list(steps)
    if steps and steps[0][0] == "replace":
        _, i1, i2, j1, j2 = steps[0]
        if i2 - i1 > j2 - j1:  # "All of its songs" against "The album …, and some of its songs"
            cut = i2 - (j2 - j1)
            steps = [("delete", i1, cut, j1, j1), ("replace", cut, i2, j1, j2), *steps[1:]]
    if steps and steps[-1][0] == "replace":
        _, i1, i2, j1, j2 = steps[-1]
        if i2 - i1 > j2 - j1:
            cut = i1 + (j2 - j1)
            return [*steps[:-1], ("replace", i1, cut, j1, j2), ("delete", cut, i2, j2, j2)]
    return list(steps)


def _held_between_equal_words(steps: Sequence[Step], at: int, span_end: int, claim_end: int) -> bool:
    """Whether the change has words both repeat before it unless the claim starts there, and after it unless the
    claim ends there."""
    _, i1, _, j1, _ = steps[at]
    # A claim may start where its sentence does, or start later: "All of its songs" against "… and some of its songs".
    before = (at > 0 and steps[at - 1][0] == "equal") or (
        j1 == 0 and (i1 == 0 or (at == 1 and steps[0][0] == "delete"))
    )
    _, _, i2, _, j2 = steps[at]
    following = steps[at + 1][0] if at + 1 < len(steps) else ""
    # A claim may end where its sentence goes on: "… was opened to freight." against "… to passengers by the …".
    after = following == "equal" or (j2 == claim_end and (i2 == span_end or at + 2 == len(steps)))
    return before and after


def _word_for_word(steps: Sequence[Step], most: int = _MOST_PLAIN_WORDS) -> bool:
    """Whether the claim copies the sentence word for word, maybe leaving words out, but for a few words of its own,
    each a word or two put in others' places or added ("The southern high-speed section … was closed" for "The
    northern section … was opened by …"). An answer that rewords the sentence changes longer runs of words, and then
    a word in another's place ("typically" for "usually") is no evidence of a new fact."""
    for op, i1, i2, j1, j2 in steps:
        swapped = op in ("replace", "insert") and i2 - i1 <= most and j2 - j1 <= most
        if not (op in ("equal", "delete") or swapped):  # words left out add nothing to the claim
            return False
    return True


def _says_something_else(
    said: list[str], claimed: list[str], claim_folded: list[str], covered: list[str], *, opening: bool = False
) -> bool:
    """Whether the claim's words change what the sentence says rather than only leave something out or reorder it:
    words of the claim's own, used more often than in the part of the sentence the claim covers ("closed" for
    "opened"), one word for one ("before" for "access"), or an opposite ("after" for "before"). "An" for "a
    Franco-Ottoman" and "is" for "was highly" only leave words out; "and El-P" for "of the" after a list put in
    another order only moves a name. At a claim's `opening`, only an opposite counts."""
    one_for_one = len(said) == len(claimed) == 1
    pair = frozenset({said[0].casefold(), claimed[0].casefold()}) if one_for_one else frozenset()
    opposite = pair in _OPPOSITES or (one_for_one and opposed(said[0], claimed[0]))
    if opening or opposite:
        # Where a claim starts, its words may stand for what comes before in the sentence ("The first" for "Veeram");
        # only an opposite ("All" for "some") is plainly a change there.
        return opposite
    if content_tokens(" ".join(claimed)):
        return any(claim_folded.count(word) > covered.count(word) for word in _folded(claimed) if content_tokens(word))
    if len(said) == len(claimed) == 1:
        # "It" for "The line" names what the sentence names.
        return bool(content_tokens(said[0])) and claimed[0].casefold() not in _PRONOUNS
    return False


def _subject_from_later(said: list[str], claimed: list[str], span_words: list[str], covered: list[str]) -> bool:
    """Whether the claim opens with a common word the sentence gives only after the part the claim copies, in place
    of the sentence's own first word: "Teal were the most numerous species" for "Wigeon were the most numerous
    species …, followed by teal at 640". (A name there is read with the figures it stands beside.)"""
    if not len(said) == len(claimed) == 1 or not content_tokens(claimed[0]) or not content_tokens(said[0]):
        return False
    word = claimed[0].casefold()
    return word in span_words and word not in covered and said[0].casefold() not in _PRONOUNS


def _first_covered(steps: Sequence[Step]) -> int:
    """Where the part of the sentence the claim covers starts: after words the claim leaves out before it."""
    return steps[0][2] if steps and steps[0][0] == "delete" else 0


def _last_covered(steps: Sequence[Step]) -> int:
    return steps[-1][1] if steps and steps[-1][0] == "delete" else (steps[-1][2] if steps else 0)


def _spelt_alike(said: list[str], claimed: list[str]) -> bool:
    """One word spelt two ways ("neighbouring", "neighboring"; "e-mail", "email") or shortened ("mi", "mile"), or
    one hedge for another ("reportedly" for "allegedly"), one word for another that says the same ("rose" for
    "grew"), or a weaker quantifier or frequency ("sometimes" for "often"). "Hired" and "fired" are two words,
    however alike."""
    if hedges(" ".join(said)) and hedges(" ".join(claimed)):
        return True
    if len(said) == len(claimed) == 1 and claimed[0].casefold() in _SAME_SIDE.get(said[0].casefold(), ()):
        return True
    if len(said) == len(claimed) == 1 and says_no_more(claimed[0], said[0]):
        return True  # "sometimes" for "often" says less, which the source bears out
    first, second = (fold("".join(words)).replace("-", "") for words in (said, claimed))
    if first.startswith(second) or second.startswith(first):
        return True
    said_content = content_tokens(" ".join(said))
    return bool(said_content) and said_content == content_tokens(" ".join(claimed))
