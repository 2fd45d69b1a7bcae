"""Closed-world readings that kept correct quotes out: a name shortened to initials, a ranking said with "-most",
an aim the claim names as a goal. Each is read both ways: the reading lets the true quote through, not a false one.
"""

from __future__ import annotations

import pytest

from engine.detectors._substitutions import substitution
from engine.detectors.quote_rules import unanchored
from engine.hedges import hedge_dropped


@pytest.mark.parametrize(
    "claim, sentence, changed",
    [
        ("The offer needs HL Biology at 6.", "The offer needs Higher Level Biology at 6.", False),
        ("It is run by the NHS in England.", "It is run by the National Health Service in England.", False),
        ("The offer needs HL Biology at 6.", "The offer needs Higher Level Chemistry at 6.", True),
        ("The offer needs HL Biology at 6.", "The offer needs Standard Level Biology at 6.", True),
        ("It is run by the NHS in England.", "It is run by the National Trust in England.", True),
        ("She wants a deal with the Lib Dems.", "She wants a deal with the Liberal Democrats.", False),
        ("She wants a deal with the Lib Dems.", "She wants a deal with the Liberal Unionists.", True),
        ("It is set in Aulis, in Greece.", "It is set in Aulide, in Greece.", True),  # two names sharing a stem
    ],
)
def test_a_name_shortened_to_its_initials_is_the_same_name(claim, sentence, changed):
    assert (substitution(claim, sentence, plain_words=False) is not None) is changed


def test_a_ranking_said_with_most_is_a_ranking():
    claim = "Every one of them is nearer its star than Mercury is to the Sun, even the farthest."
    ranked = ["All seven orbit closer to their star than Mercury does to the Sun.", "The outermost takes 19 days."]
    assert unanchored(claim, ranked) is None
    assert unanchored(claim, ranked[:1]) == "ranks nothing, where the claim says “farthest”"
    # a claim's place word in "-most" may be said by place in the source ("the rearmost seats": "the third row")
    third_row = ["Reviewers said the third-row seats suit children."]
    assert unanchored("The rearmost seats suit children.", third_row) is None


@pytest.mark.parametrize(
    "claim, hedged",
    [
        ("To meet its 2030 goal of halving the 2019 figure of 240, the county must reach 120.", None),
        ("Its target is to halve casualties by 2030.", None),
        ("The county will halve casualties by 2030.", "aims to"),
        ("The county halved casualties by 2030.", "aims to"),
    ],
)
def test_a_claim_that_names_the_aim_keeps_the_sources_aims_to(claim, hedged):
    assert hedge_dropped(claim, "The county aims to halve casualties from the 2019 level of 240 by 2030.") == hedged


def test_naming_a_goal_keeps_other_hedges():
    assert hedge_dropped("It met its goal and halved casualties.", "It may have halved casualties.") == "may"


@pytest.mark.parametrize(
    "claim, sentence, absent",
    [
        ("Votes went to the Lib Dems' Paula Reid.", "Paula Reid (Liberal Democrat): 318 votes.", []),
        ("It was designed by the Dane Jørn Utzon.", "It was designed by the Danish architect Jørn Utzon.", []),
        ("The prize went to Anna Berg.", "The prize went to Annabel Bergstrom.", ["Anna"]),  # two names, one stem
        ("The prize went to Anna Berg.", "The prize went to Anna Lind.", ["Berg"]),
        # a title names no one: the person is named without it, and a reason names the person, not "Dr"
        ("The study was led by Dr Marcus Feld.", "Professor Marcus Feld led the study.", []),
        ("The study was led by Dr Marcus Feld.", "Professor Helen Achebe led the study.", ["Marcus", "Feld"]),
    ],
)
def test_a_window_that_writes_a_name_another_way_has_it(claim, sentence, absent):
    from engine.detectors._claim_names import names_absent_from

    assert names_absent_from(claim, sentence) == absent


@pytest.mark.parametrize(
    "claim, added",
    [
        ("Only about a third of the original building survives.", None),  # "only" before an amount: a small amount
        ("Only 20% of members voted.", None),
        ("It costs only £5 a month.", None),
        ("Only Ann voted for it.", "Only"),  # "only" before a name shuts the others out
    ],
)
def test_only_before_an_amount_shuts_nothing_out(claim, added):
    from engine.hedges import exclusive_added

    sentence = claim.replace("Only ", "").replace("only ", "")
    assert exclusive_added(claim, sentence[0].upper() + sentence[1:]) == added


@pytest.mark.parametrize(
    "claim, sentence, hedged",
    [
        # what one is let or allowed to do is said as the source's "may" says it
        ("Fernhill lets you send back most things within 30 days.", "Most items may be returned within 30 days.", None),
        # so is the time one has to do it
        ("You have 30 days to return most items.", "Most items may be returned within 30 days.", None),
        (
            "If still dissatisfied, you have seven days to appeal to a director.",
            "If still dissatisfied, the employee may appeal to a director within seven days.",
            None,
        ),
        # a requirement is a condition said the other way round
        ("Conditions need to be declared in writing.", "Conditions are not covered unless declared in writing.", None),
        # stated flatly, both are still a hedge dropped
        ("Fernhill refunds most things within 30 days.", "Fernhill may refund most things within 30 days.", "may"),
        ("Conditions must be declared in writing.", "Conditions may be declared in writing.", "may"),
    ],
)
def test_a_permission_or_a_requirement_keeps_the_sources_modality(claim, sentence, hedged):
    assert hedge_dropped(claim, sentence) == hedged


@pytest.mark.parametrize(
    ("claim", "sentence", "hedged"),
    [
        # "considered … if" defines a category by a condition: a claim under its own condition states it
        (
            "If a soup has 2 g of salt per 100 g, it is in the high-salt category.",
            "A food is considered high in salt if it contains more than 1.5 g of salt per 100 g.",
            None,
        ),
        # a claim that drops the condition still says it without the source's "if"
        (
            "A food with 2 g of salt per 100 g is high in salt.",
            "A food is considered high in salt if it contains more than 1.5 g of salt per 100 g.",
            "if",
        ),
        ("A loan is overdue.", "A loan is considered overdue when a payment is 30 days late.", "considered"),
        (
            "He is the best player of his generation.",
            "He is considered the best player of his generation.",
            "considered",
        ),  # an attribution hedges
    ],
)
def test_considered_with_a_condition_defines_rather_than_hedges(claim, sentence, hedged):
    assert hedge_dropped(claim, sentence) == hedged


@pytest.mark.parametrize(
    "claim",
    [
        "Basil is supposed to make tomatoes taste better.",
        "Basil's supposed to make tomatoes taste better.",
        "It's said to make tomatoes taste better.",
    ],
)
def test_a_claim_said_as_hearsay_keeps_the_sources_hedge(claim):
    assert hedge_dropped(claim, "Basil is said to improve the flavour of tomatoes, though evidence is limited.") is None
