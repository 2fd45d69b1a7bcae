"""What a denial is: a verb of lacking denies what follows it; a reply opening an answer denies nothing."""

from __future__ import annotations

import pytest

from engine.negation import negation_differs, negations


@pytest.mark.parametrize(
    ("claim", "source", "differs"),
    [
        # "lacks" denies what "has no" denies: the same denial, said two ways.
        ("The fuse box is from 1998 and has no RCD protection.",
         "The consumer unit dates from 1998 and lacks RCD protection.", None),
        ("The fuse box has RCD protection.", "The consumer unit lacks RCD protection.", "the source"),
        ("The team was lacking a striker.", "The team had a striker.", "the claim"),
        # A reply opening an answer answers the question; the sentence after it denies nothing.
        ("No — the price was cut by £25,000 in February.", "The price was reduced by £25,000 in February.", None),
        ("No, the price was cut in February.", "The price was reduced in February.", None),
        # Not a reply: "no" inside the sentence, or before a noun.
        ("No deposit was taken in February.", "A deposit was taken in February.", "the claim"),
    ],
)  # fmt: skip
def test_denials_said_two_ways(claim: str, source: str, differs: str | None) -> None:
    assert negation_differs(claim, source) == differs


def test_a_reply_word_is_read_only_where_an_answer_opens() -> None:
    assert negations("No — it was cut.") == []
    assert negations("The seller said no, the price is firm.") != []
    for odd in ("No" * 5000, "—no—" * 2000, "🙂 No, 🙂", "\u202eNo —\u202c", ""):
        negations(odd)


@pytest.mark.parametrize(
    "text",
    [
        "Book it no later than a day before you fly.",
        "Bags must be no heavier than 23 kg.",
        "Arrive no earlier than 8 am.",
        "No fewer than 30 people came.",
        # a date is a bound too: a deadline
        "Pay through ParentPay no later than Friday 21 February.",
        "Applications must arrive not later than March 3.",
    ],
)
def test_no_or_not_before_a_comparative_sets_a_bound_and_denies_nothing(text: str) -> None:
    assert negations(text) == []


@pytest.mark.parametrize(
    "text",
    [
        "It is no longer available.",
        "The bridge is not bigger.",
        "There is no other way.",
        # a date after "no" with no comparative is denied: the service that day
        "There is no Sunday service.",
    ],
)
def test_a_comparative_without_than_is_still_denied(text: str) -> None:
    assert len(negations(text)) == 1


NOTICE = (
    "Members who do not wish to continue may cancel without the usual notice period by emailing us before 15 February."
)
DEAL = "The company did not disclose the price, but the deal closed in May."


@pytest.mark.parametrize(
    ("claim", "source", "reason"),
    [
        # Only one side denies: saying so is true.
        ("The bridge is not open to cars.", "The bridge is open to cars, but closed to lorries.",
         "only the claim is negated"),
        ("The bridge is open to cars.", "The bridge is not open to cars.", "only source 1 is negated"),
        # Both deny, other words: each denial is shown as written, never "only the claim is negated".
        ("You can cancel without serving notice as long as you email them before 15 February.", NOTICE,
         "the claim denies “without serving notice”; source 1 denies other words (“without the usual notice”)"),
        ("The deal did not close in May.", DEAL,
         "the claim denies “not close”; source 1 denies other words (“not disclose the price”)"),
    ],
)  # fmt: skip
def test_a_reason_about_denials_says_what_each_side_denies(claim: str, source: str, reason: str) -> None:
    from engine.negation import how_denials_differ

    side = negation_differs(claim, source)
    assert side is not None
    assert how_denials_differ(claim, source, side, "source 1") == reason


def test_grounding_names_the_rule_that_tells_both_denials_apart() -> None:
    from engine import Config, verify

    report = verify("The deal did not close in May.", sources=[DEAL], config=Config(offline=True, db_path=""))
    [result] = report.claims
    grounding = next(f for f in result.findings if f.detector == "grounding")
    assert grounding.rule_id == "negation.denies_otherwise"
    assert "is negated" not in grounding.reason and "not disclose the price" in grounding.reason
    # Nothing reports a denial as the claim's alone: the source denies too.
    assert not any("only the claim is negated" in f.reason for f in result.findings)
