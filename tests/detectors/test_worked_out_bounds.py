"""Figures an answer works out and words as a bound, a change or a conversion: each is held to the stated figures
by arithmetic, never by its words alone."""

from __future__ import annotations

import pytest

from engine.detectors._worked_out import unstated_figures
from engine.numbers import quantities_of

FELL = "Fly-tipping incidents fell from 2,900 to 2,486."


@pytest.mark.parametrize(
    ("claim", "unstated"),
    [
        ("Fly-tipping dropped too, by a little over 400 cases to 2,486.", []),  # 414: on the bound's side, near it
        ("Fly-tipping fell by a little under 420 cases to 2,486.", []),
        ("Fly-tipping dropped by just over 500 cases to 2,486.", ["500"]),  # 414 is not over 500
        ("Fly-tipping dropped by just under 400 cases to 2,486.", ["400"]),  # 414 is not under 400
    ],
)
def test_a_bound_is_worked_out_only_from_a_value_on_its_side_of_it(claim: str, unstated: list[str]) -> None:
    assert [f.text for f in unstated_figures(claim, FELL)] == unstated


def test_a_count_after_by_is_a_difference_only_after_a_verb_of_change() -> None:
    # "visited by 6 million people" names who visited, not a gap between two figures
    assert [
        f.text
        for f in unstated_figures("It was visited by 6 million people.", "It drew 7.4 million, up from 1.4 million.")
    ] == ["6 million"]


@pytest.mark.parametrize(
    ("claim", "unstated"),
    [
        ("Your checked bag can weigh up to 50 lb — roughly 23 kg.", []),  # 50 lb is 22.7 kg
        ("Your checked bag can weigh up to 50 lb — roughly 30 kg.", ["30 kg"]),
    ],
)
def test_a_figure_the_claim_restates_in_another_unit_is_held_to_its_conversion(claim: str, unstated: list[str]) -> None:
    assert [f.text for f in unstated_figures(claim, "Checked bags may weigh up to 50 lb.")] == unstated


def test_a_bound_past_its_reach_is_not_worked_out() -> None:
    from engine.detectors._worked_out import worked_out_from
    from engine.numbers import quantities_of

    def worked_out(claim: str, figure: str) -> bool:
        (found,) = [q for q in quantities_of(claim) if q.text == figure]
        return worked_out_from(claim, found, FELL, quantities_of(FELL))

    assert worked_out("Fly-tipping fell by a little over 400 cases to 2,486.", "400")  # 414
    assert not worked_out("Fly-tipping fell by a little over 380 cases to 2,486.", "380")  # 414 is past 380 + 19


def test_a_count_of_years_given_as_a_bound_is_held_to_the_years_as_written() -> None:
    source = "The first twin was born in August 2012. The second arrived in November 2018."
    assert unstated_figures("She was born over six years before her twin, in 2012.", source) == []


@pytest.mark.parametrize(
    ("claim", "unstated"),
    [
        ("Ten separate adult swims would cost you £52.", []),  # 10 x £5.20: the claim's own example
        ("Ten separate adult swims would cost you £60.", ["Ten", "£60"]),
        ("Ten adult swims cost £52 and 4 children came.", ["4"]),  # a count the claim prices by is its own, no other
    ],
)
def test_a_sum_for_a_count_the_claim_names_is_that_count_times_a_stated_price(claim: str, unstated: list[str]) -> None:
    source = "Pay as you go: adult swim £5.20, child swim £3.10."
    assert [f.text for f in unstated_figures(claim, source)] == unstated


def test_a_sum_for_a_count_is_held_to_the_price_the_claim_gives() -> None:
    # 4 x €30 is €120, but the claim prices the bag at €35: its total is held to that price, not to another fare
    source = "A first checked bag costs €35 online. Seat selection costs €30."
    claim = "The bag costs €35 each way, so for 4 flights €120 in total."
    assert [f.text for f in unstated_figures(claim, source)] == ["4", "€120"]
    assert unstated_figures("The bag costs €35 each way, so for 4 flights €140 in total.", source) == []


FEES = "Day fees are £7,450 per term. There are three terms a year. Boarding adds £4,300 per term."
STEP = "The day fee is £7,450 a term, and boarding adds £4,300, so a boarder pays £{} per term. "


@pytest.mark.parametrize(
    ("step", "claim", "unstated"),
    [
        # the answer's own step, borne out by the sources (7,450 + 4,300), is a figure a later claim builds on
        ("11,750", "With three terms in the year, that comes to £35,250 for the full year.", []),
        ("11,750", "With three terms in the year, that comes to £36,250 for the full year.", ["£36,250"]),
        # a wrong step is not borne out, so a total built on it is not worked out either
        ("12,750", "With three terms in the year, that comes to £38,250 for the full year.", ["£38,250"]),
    ],
)
def test_a_figure_built_on_an_earlier_step_of_the_answer_is_worked_out_only_when_the_step_is(
    step: str, claim: str, unstated: list[str]
) -> None:
    from engine.detectors._answer_steps import borne_out, built_on_earlier

    window = "There are three terms a year."
    before = STEP.format(step)
    [figure] = unstated_figures(claim, window, FEES)  # the window alone does not work it out
    earlier = borne_out(before, FEES)
    assert [f.text for f in [figure] if not built_on_earlier(before, claim, figure, FEES, earlier)] == unstated


def test_a_claim_cut_after_so_is_read_with_the_answers_words_before_it() -> None:
    from engine.detectors._answer_steps import borne_out, built_on_earlier

    before, claim = "A lesson is £18 and the workbook adds £6, so ", "each session costs £24."
    sentence = "The workbook adds £6 per session."
    [figure] = unstated_figures(claim, sentence)
    stated = frozenset(q.value for q in quantities_of("Lessons cost £18 each."))
    assert built_on_earlier(before, claim, figure, sentence, borne_out(before, sentence, stated))
    plain = "A lesson is £18 and the workbook adds £6, and "
    assert not built_on_earlier(plain, claim, figure, "", borne_out(plain, "", stated))


LESSONS = "Lessons cost £18 each. A course has five sessions. The workbook adds £6 per session. Booking opens in May."


@pytest.mark.parametrize(("total", "contradicted"), [("24", False), ("25", True)])
def test_a_step_the_answer_works_out_from_its_own_borne_out_figures_is_no_contradiction(
    total: str, contradicted: bool
) -> None:
    from engine import Config, Verdict, verify

    answer = f"A lesson is £18 and the workbook adds £6, so each session costs £{total}. With five sessions in the "
    answer += f"course, that comes to £{int(total) * 5} in all."
    report = verify(answer, sources=[LESSONS], config=Config(offline=True, db_path=""))
    step = next(r for r in report.claims if f"£{total}." in r.claim.text)
    assert (step.verdict is Verdict.CONTRADICTED) is contradicted  # £25 is neither £18 + £6 nor any stated figure
    total_claim = next(r for r in report.claims if "comes to" in r.claim.text)
    reasons = " ".join(f.reason for f in total_claim.findings if f.detector == "verifier")
    # £120 is five sessions at the £24 the answer worked out; £125 builds on a step the sources do not bear out
    assert ("does not give" in reasons) is contradicted


@pytest.mark.parametrize(
    ("before", "claim", "shown", "gives"),
    [
        (
            "A lesson is £18 and the workbook adds £6, so ",
            "each session costs £25.",
            "£18 + £6 = £24 and £18 − £6 = £12",
            False,
        ),
        (
            "A lesson is £18 and the workbook adds £6, so ",
            "each session costs £24.",
            "£18 + £6 = £24 and £18 − £6 = £12",
            True,
        ),
        ("Tickets are £6 each and we need 3, ", "so the tickets cost £18.", "3 × £6 = £18", True),
        (
            "The trail is 12 km and the detour 3 km, ",
            "making 15 km in all.",
            "12 km + 3 km = 15 km and 12 km − 3 km = 9 km",
            True,
        ),
    ],
)
def test_a_step_is_the_arithmetic_on_the_two_figures_just_before_it(
    before: str, claim: str, shown: str, gives: bool
) -> None:
    from engine.detectors._answer_steps import step_of

    step = step_of(before, claim, quantities_of(claim)[-1])
    assert step is not None
    assert (step.shown, step.gives) == (shown, gives)


@pytest.mark.parametrize(
    ("before", "claim"),
    [
        ("A lesson is £18 and the workbook adds £6. ", "Each session costs £25."),  # not said as worked out
        ("A lesson is £18 and the course runs for 6 weeks, so ", "each session costs £25."),  # weeks are no price
        ("A lesson is £18 and the workbook adds £6; booking opens in May and closes in June for every course, so ",
         "each session costs £25."),  # the figures lie too far back to be its parts
    ],
)  # fmt: skip
def test_a_figure_is_no_step_unless_named_as_worked_out_from_the_figures_just_before_it(
    before: str, claim: str
) -> None:
    from engine.detectors._answer_steps import step_of

    assert step_of(before, claim, quantities_of(claim)[-1]) is None


def test_a_wrong_step_is_contradicted_for_its_arithmetic_not_for_the_part_a_source_states() -> None:
    from engine import Config, Verdict, verify

    answer = "A lesson is £18 and the workbook adds £6, so each session costs £25. Booking opens in May."
    report = verify(answer, sources=[LESSONS], config=Config(offline=True, db_path=""))
    step = next(r for r in report.claims if "£25" in r.claim.text)
    assert step.verdict is Verdict.CONTRADICTED
    reasons = [f.reason for f in step.findings if f.verdict is Verdict.CONTRADICTED]
    assert reasons == ["the answer works £25 out from £18 and £6 just before it, but £18 + £6 = £24 and £18 − £6 = £12"]
    edit = next(e for e in report.edits if e.claim_id == step.claim.id)
    assert "not £25" not in edit.reason and "£18 + £6 = £24" in edit.reason  # "source 1 says £6, not £25" was false


def test_a_right_step_on_the_answers_own_count_is_no_contradiction() -> None:
    from engine import Config, Verdict, verify

    sources = ["Tickets cost £6 each. The museum opens at 10am."]
    for total, contradicted in (("18", False), ("19", True)):
        answer = f"Tickets are £6 each and we need 3, so the tickets cost £{total}."
        report = verify(answer, sources=sources, config=Config(offline=True, db_path=""))
        step = next(r for r in report.claims if f"£{total}" in r.claim.text)
        assert (step.verdict is Verdict.CONTRADICTED) is contradicted, [f.reason for f in step.findings]


@pytest.mark.parametrize(
    ("before", "kept"),
    [
        # the step is worked out from two figures the sources state, so it is borne out whatever the window holds
        (
            "The day fee is £7,450 and boarding adds £4,300, so a boarder pays £11,750. ",
            ["£7,450", "£4,300", "£11,750"],
        ),
        ("The day fee is £7,450 and boarding adds £4,300, so a boarder pays £12,750. ", ["£7,450", "£4,300"]),
        # built on a figure the sources do not give, a step is not borne out even when its arithmetic is right
        ("The day fee is £8,450 and boarding adds £4,300, so a boarder pays £12,750. ", ["£4,300"]),
        # not named as worked out: a figure is borne out only by the sources
        ("The day fee is £7,450 and boarding adds £4,300. A boarder pays £11,750. ", ["£7,450", "£4,300"]),
    ],
)
def test_a_step_built_on_borne_out_figures_is_borne_out(before: str, kept: list[str]) -> None:
    from decimal import Decimal

    from engine.detectors._answer_steps import borne_out

    stated = frozenset({Decimal(7450), Decimal(4300), Decimal(3)})
    assert [f.text for f in borne_out(before, "There are three terms a year.", stated)] == kept
