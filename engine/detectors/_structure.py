"""What a sentence says otherwise than a claim that uses its words: the checks of who did what, with which figure.

Lexical support finds a claim's words in a sentence; these checks read whether the sentence puts them together
the way the claim does. Grounding applies them to the sentence that covers a claim best, and the judge's quote
rules to a quote the judge gives as support, so both paths hold a claim to the same reading.
"""

from __future__ import annotations

from ..hedges import exclusive_added, universal_added
from ._agents import act_of_another, agent_of_another_verb
from ._clauses import (
    denial_of_another_clause,
    joined_clauses,
    named_only_in_relative,
    relative_of_another,
    said_of_its_own_subject,
    subject_of_another_clause,
)
from ._comparisons import compared_otherwise, comparison_reversed, first_otherwise, ordinal_otherwise, rank_dropped
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
from ._quotes import quote_of_another
from ._respectively import has_respectively, respectively_paired
from ._slots import (
    excepted,
    exception_dropped,
    limit_dropped,
    name_out_of_slot,
    named_only_in_contrast,
    owner_as_subject,
    possessor_as_subject,
    role_given_to_another,
    role_of_another,
    route_reversed,
)
from ._substitutions import opposites_exchanged
from ._tense import future_as_done


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
    if exchanged := opposites_exchanged(claim, sentence):
        return f"says “{exchanged[0]}”, not “{exchanged[1]}”"
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
    if compared := compared_otherwise(claim, sentence):
        return f"says “{compared[0]}”, not “{compared[1]}”"
    if turned := comparison_reversed(claim, sentence):
        return f"says “{turned[0]}”, not “{turned[1]}”"
    if ordinal := ordinal_otherwise(claim, sentence) or first_otherwise(claim, sentence):
        return f"says “{ordinal[0]}”, not “{ordinal[1]}”"
    if route := route_reversed(claim, sentence):
        return f"says “{route[0]}”, not “{route[1]}”"
    if slot := name_out_of_slot(claim, sentence):
        return f"says “{slot[0]}”, not “{slot[1]}”"
    if given := role_given_to_another(claim, sentence):
        return f"says “{given[0]}”, not “{given[1]}”"
    if role := role_of_another(claim, sentence):
        return f"says “{role[0]}”, not “{role[1]}”"
    if agent := agent_of_another_verb(claim, sentence):
        return f"names {agent[1]} only as who did this (“{agent[0]}”)"
    if owner := owner_as_subject(claim, sentence):
        return f"says it of “{owner[0]}”, not of {owner[1]}"
    if possessor := possessor_as_subject(claim, sentence):
        return f"says it of “{possessor[0]}”, not of {possessor[1]}"
    if contrast := named_only_in_contrast(claim, sentence):
        return f"names {contrast[1]} only as a contrast (“{contrast[0]}”)"
    if dropped := exception_dropped(claim, sentence):
        return f"says “{dropped[0]}”, not “{dropped[1]}”"
    if limit := limit_dropped(claim, sentence):
        if not limit[1]:
            return f"allows it “{limit[0]}”, which the claim drops"
        return f"says “{limit[0]}”, not “{limit[1]}” alone"
    if exception := excepted(claim, sentence):
        return f"names “{exception[1]}” only to set it apart (“{exception[0]}”)"
    if relative := relative_of_another(claim, sentence):
        return f"says “{relative[0]}” of {relative[1]}, not of {relative[2]}"
    if nested := named_only_in_relative(claim, sentence):
        return f"names {nested[1]} only in “{nested[0]}”"
    if taken := subject_of_another_clause(claim, sentence):
        return f"says “{taken[0]}” of {taken[1]}, not of {taken[2]}"
    if own := said_of_its_own_subject(claim, sentence):
        clause, subject, claimed_of_it = own
        if claimed_of_it:
            return f"says of {subject} only “{clause}”"
        return f"says “{clause}” of {subject}, not of the claim's subject"
    if denial := denial_of_another_clause(claim, sentence):
        return f"denies it only in “{denial}”"
    if joined := joined_clauses(claim, sentence):
        return f"says “{joined[0]}” and “{joined[1]}” apart; the claim joins them"
    if quote := quote_of_another(claim, sentence):
        return f"gives “{quote[0]}” to {quote[1]}, not to {quote[2]}"
    if act := act_of_another(claim, sentence):
        return f"says “{act[0]}” of {act[1]}, not of {act[2]}"
    return None
