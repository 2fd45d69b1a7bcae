"""What a sentence says otherwise than a claim that uses its words, in closed-world terms: which figure goes with
which word, tense and quantifiers, ranks and exceptions, clauses kept apart.

Lexical support finds a claim's words in a sentence; these checks read whether the sentence puts them together
the way the claim does. Who did what is meaning: where code cannot tie a sentence's words to the claim's name
(`_whose`), the claim is left unconfirmed for a model to read. Each reading makes a claim UNVERIFIABLE, never
CONTRADICTED. Grounding applies them to the sentence that covers a claim best.
"""

from __future__ import annotations

from ..hedges import exclusive_added, universal_added
from ._clauses import denial_of_another_clause, joined_clauses
from ._comparisons import first_otherwise, ordinal_otherwise, rank_dropped
from ._exceptions import excepted, exception_dropped, limit_dropped
from ._figure_slots import (
    direction_reversed,
    figure_before_another_word,
    figure_for_another_time,
    figure_for_another_year,
    figure_for_one_year_of_a_period,
    figure_of_another_change,
    figure_out_of_place,
    rate_dropped,
)
from ._parts import part_taken_for_whole
from ._respectively import has_respectively, respectively_paired
from ._tense import future_as_done
from ._whose import whose_words


def said_otherwise(claim: str, sentence: str) -> str | None:
    """How the sentence says it otherwise, to follow the sentence's name ("source 1 " or "the quoted text "):
    "writes “2020 census”, not “2,541 census”"; or None when the sentence puts the claim's words together as the
    claim does."""
    if has_respectively(sentence):
        # The sentence pairs its lists by place, which the readings below would take for words kept apart.
        paired = respectively_paired(claim, sentence)
        return f"pairs “{paired[0]}” (“respectively”), not “{paired[1]}”" if paired else None
    if to_come := future_as_done(claim, sentence):
        return f"says it only as to come (“{to_come}”); the claim says it happened"
    if alone := exclusive_added(claim, sentence):
        return f"does not say “{alone}”, which the claim adds to it"
    if unless := universal_added(claim, sentence):
        return f"says it with “{unless}”; the claim says it of all"
    if changed := figure_of_another_change(claim, sentence):
        return f"writes “{changed[0]}”, not “{changed[1]}”"
    if reversed_ := direction_reversed(claim, sentence):
        return f"writes “{reversed_[0]}”, not “{reversed_[1]}”"
    if swapped := figure_before_another_word(claim, sentence):
        return f"writes “{swapped[0]}”, not “{swapped[1]}”"
    if rate := rate_dropped(claim, sentence):
        return f"writes “{rate[0]}”, not “{rate[1]}”"
    if compared := figure_for_another_time(claim, sentence):
        return f"names {compared[1]} only as what it compares with (“{compared[0]}”)"
    if placed := figure_out_of_place(claim, sentence):
        theirs, anchor, mine, rival = placed
        return f"gives {theirs} with “{anchor}”, and {mine} with “{rival}”"
    if part := part_taken_for_whole(claim, sentence):
        return f"says “{part[0]}”, not “{part[1]}”"
    if period := figure_for_one_year_of_a_period(claim, sentence):
        return f"gives it for “{period[0]}”, not for {period[1]} alone"
    if dated := figure_for_another_year(claim, sentence):
        return f"writes “{dated[0]}”, not “{dated[1]}”"
    if ranked := rank_dropped(claim, sentence):
        return f"says “{ranked[0]}”, not “{ranked[1]}”"
    if ordinal := ordinal_otherwise(claim, sentence) or first_otherwise(claim, sentence):
        return f"says “{ordinal[0]}”, not “{ordinal[1]}”"
    if dropped := exception_dropped(claim, sentence):
        return f"says “{dropped[0]}”, not “{dropped[1]}”"
    if limit := limit_dropped(claim, sentence):
        if not limit[1]:
            return f"allows it “{limit[0]}”, which the claim drops"
        return f"says “{limit[0]}”, not “{limit[1]}” alone"
    if exception := excepted(claim, sentence):
        return f"names “{exception[1]}” only to set it apart (“{exception[0]}”)"
    if denial := denial_of_another_clause(claim, sentence):
        return f"denies it only in “{denial}”"
    if joined := joined_clauses(claim, sentence):
        return f"says “{joined[0]}” and “{joined[1]}” apart; the claim joins them"
    if whose := whose_words(claim, sentence):
        return f"says “{whose[0]}”, and code cannot tell that it says so of {whose[1]}"
    return None
