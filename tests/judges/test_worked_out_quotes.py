"""A judge's verified quotes and figures the claim works out from them: closed-world arithmetic is no conflict and
anchors the quote; a figure said as a difference is not compared with a measure of the thing it is compared with;
an exact figure takes its own source figure before a bound of the same claim can; each quote's denial is read alone.
"""

from __future__ import annotations

import pytest

from engine.detectors._worked_out import figures_stated, sentence_openings, worked_out_from
from engine.detectors.quote_rules import held_quotes, quote_conflict, unanchored
from engine.evidence import SourceSet, verify_quote
from engine.numbers import compare_numbers, quantities_of
from engine.types import Quote, Source


def quoted(*texts: str) -> list[Quote]:
    source = SourceSet([Source(id=0, text="Header line. " + " ".join(texts) + " Footer line.")])
    found = [verify_quote(text, source, source=0) for text in texts]
    assert all(isinstance(q, Quote) for q in found)
    return found  # type: ignore[return-value]


TOWER = ("The tower was completed in 1889.", "It was the tallest structure until a taller one was finished in 1930.")


def test_years_two_quoted_years_lie_apart_anchor_the_quote_and_are_no_conflict():
    claim = "It held the title for about 41 years."
    assert unanchored(claim, list(TOWER)) is None
    # with another count of years in the quotes, the numbers reader pairs them; worked out, they do not conflict
    quotes = quoted(*TOWER, "Building it took 2 years.")
    assert compare_numbers(claim, " ".join(q.quote for q in quotes)).mismatches
    assert quote_conflict(claim, quotes, supported=True) is None


def test_a_figure_not_worked_out_is_still_unanchored_and_a_wrong_one_still_conflicts():
    assert unanchored("It held the title for about 45 years.", list(TOWER)) is not None
    claim = "Building it took 3 years."
    assert quote_conflict(claim, quoted(*TOWER, "Building it took 2 years."), supported=True) is not None


@pytest.mark.parametrize(
    "claim, window, stated",
    [
        ("The gap is £15,265.", "Fees are £9,535 at home and £24,800 abroad.", True),  # a difference the claim names
        ("It lasted 41 years.", "It opened in 1889 and closed in 1930.", True),  # years apart
        ("It lasted 45 years.", "It opened in 1889 and closed in 1930.", False),
        ("It closes after four months.", "The term is 6 months, with two months' notice.", False),  # no chance sums
    ],
)
def test_figures_stated_allows_only_closed_world_working(claim, window, stated):
    assert figures_stated(claim, window) is stated


def test_worked_out_from_needs_the_claim_to_say_a_sum_is_one():
    window = "The term is 6 months and notice is 2 months."
    figures = quantities_of(window)
    plain = "It ends after 4 months."
    named = "It leaves a gap of 4 months."
    assert not worked_out_from(plain, quantities_of(plain)[0], window, figures)
    assert worked_out_from(named, quantities_of(named)[0], window, figures)


@pytest.mark.parametrize(
    "claim, quote",
    [
        ("That's around 390 km wider than Mercury.", "Mercury measures about 4,880 km across."),
        ("The bigger battery gives 155 km of extra range.", "The Standard Range model has a range of 565 km."),
        ("It stands 120 metres taller than the old tower.", "The old tower is 300 metres tall."),
    ],
)
def test_a_figure_said_as_a_difference_is_not_paired_with_the_measure_it_is_compared_with(claim, quote):
    assert not compare_numbers(claim, quote).mismatches
    assert quote_conflict(claim, quoted(quote), supported=True) is None


def test_a_difference_said_the_same_way_still_conflicts():
    claim = "Ganymede is 490 km wider than Mercury."
    assert quote_conflict(claim, quoted("Ganymede is 390 km wider than Mercury."), supported=True) is not None


def test_rather_than_and_other_than_say_no_difference():
    check = compare_numbers("It costs 30 rather than 40 pounds a month.", "It costs 25 pounds a month.")
    assert check.mismatches


def test_an_exact_figure_takes_its_source_figure_before_a_bound_of_the_same_claim():
    claim = "As it's under £10, there's a £1.50 collection charge."
    quote = "Collection is free for orders over £10; a £1.50 charge applies below this."
    check = compare_numbers(claim, quote)
    assert [(c.text, s.text) for c, s in check.matched] == [("£1.50", "£1.50")]
    assert not check.mismatches
    assert quote_conflict(claim, quoted(quote), supported=True) is None
    # the figures come back in the claim's order whatever order they were matched in
    two = compare_numbers("Under £10 it costs £1.50 and over £20 it is free.", quote)
    assert [c.start for c, _ in two.matched] == sorted(c.start for c, _ in two.matched)


def test_a_denial_opening_a_second_quote_is_read():
    claim = "Eleven people needed hospital treatment, though nobody died."
    assert unanchored(claim, ["Eleven cases required hospital admission.", "No deaths were reported."]) is None
    assert unanchored(claim, ["Eleven cases required hospital admission."]) == "denies nothing, where the claim denies"


def test_a_two_letter_name_in_capitals_anchors_a_quote_that_has_it():
    claim = "If you're in the UK, the prepaid label means returns cost you nothing."
    assert unanchored(claim, ["Returns are free for UK customers using the prepaid label."]) is None
    assert unanchored(claim, ["Returns are free for customers using the prepaid label."]) is not None


def test_a_time_written_another_way_anchors_the_quote():
    assert unanchored("Go after 6pm.", ["Entry is free after 18:00 on those evenings."]) is None
    assert unanchored("Go after 6pm.", ["Entry is free after 19:00 on those evenings."]) is not None


@pytest.mark.parametrize(
    "claim, anchored",
    [
        ("The two bays give 2.4 cubic metres of space in total.", True),  # two times 1.2 each
        ("The two bays give 2.6 cubic metres of space in total.", False),
        ("The two bays give 2.4 cubic metres of space.", False),  # not said as a total: no chance products
    ],
)
def test_a_named_total_may_be_a_count_times_a_figure(claim, anchored):
    assert (unanchored(claim, ["Our two bays hold 1.2 cubic metres each."]) is None) is anchored


def test_a_measure_two_quotes_both_give_is_one_figure():
    claim = "It gives 155 km of extra range, roughly 350 miles versus about 255 miles."
    quoted_twice = "The Long Range has a range of 565 km. The Long Range model costs more and has a range of 565 km."
    check = compare_numbers(claim, quoted_twice)
    assert not check.mismatches, check.mismatches  # "255 miles" is not compared with the second "565 km"
    assert [(c.text, s.text) for c, s in check.matched] == [("350 miles", "565 km")]
    # a bare count given twice stays two figures: "drew 2-2" is not "won 2-1"
    assert compare_numbers("Liverpool won 2-1.", "Liverpool drew 2-2 with Everton.").mismatches


def test_a_quote_saying_free_denies_a_cost():
    claim = "Parking costs nothing."
    assert unanchored(claim, ["Car parking is free for this event."]) is None
    assert unanchored(claim, ["Car parking is in the east paddock."]) == "denies nothing, where the claim denies"


@pytest.mark.parametrize(
    "claim, stated",
    [
        ("You'd pay the first £400 yourself (£250 compulsory plus £150 voluntary excess).", True),
        ("You'd pay the first £410 yourself (£250 compulsory plus £150 voluntary excess).", False),
        ("The compulsory part is £100 more than the voluntary one (£250 against £150).", True),
    ],
)
def test_a_figure_the_claim_works_out_from_its_own_stated_figures_is_stated(claim, stated):
    assert figures_stated(claim, "The compulsory excess is £250 and your voluntary excess is £150.") is stated


@pytest.mark.parametrize(
    "claim, window, stated",
    [
        # a bound the claim names as one
        ("The daily ceiling for adults is 6 g.", "Adults should eat no more than 6 g of salt a day.", True),
        ("Adults eat 6 g of salt a day.", "Adults should eat no more than 6 g of salt a day.", False),
        # one of as many equal parts as the claim says
        (
            "The £1,840 charge is split into two payments of £920.",
            "The charge is £1,840, paid in two instalments.",
            True,
        ),
        (
            "The £1,840 charge is split into two payments of £950.",
            "The charge is £1,840, paid in two instalments.",
            False,
        ),
        # a count that merely sits beside a figure makes no parts of it ("four days" is not a quarter of "16 June")
        ("Talks start four days after polling day.", "Coalition talks are expected to begin on 16 June.", False),
    ],
)
def test_a_named_limit_and_equal_parts_are_stated(claim, window, stated):
    assert figures_stated(claim, window) is stated


@pytest.mark.parametrize(
    "claim, anchored",
    [
        ("Both readings were actual readings, not estimates.", True),  # a contrast affirms: no denial to carry
        ("Send the form by post, not email.", True),
        ("The readings were not estimates.", False),  # a denial the quote must carry
        ("It is not refundable, not even in part.", False),  # denies before the contrast too
    ],
)
def test_a_contrast_closing_a_claim_is_no_denial_the_quote_must_carry(claim, anchored):
    assert (unanchored(claim, ["Previous reading 18,420 (actual), current 19,530 (actual)."]) is None) is anchored


def test_a_quotes_last_ranks_as_the_claims_latest_does():
    claim = "Both were judged Good at their latest inspections."
    assert unanchored(claim, ["Both schools were rated Good at their last inspection."]) is None
    assert (
        unanchored(claim, ["Both schools were rated Good at an inspection."])
        == "ranks nothing, where the claim says “latest”"
    )


# A figure given per 100 g, scaled to the portion the claim names -------------------------------------------------

LABEL = (
    "Nutrition information: Oat & Honey Granola, 500 g pack. Per 100 g: energy 1,870 kJ / 446 kcal; fat 17.2 g; "
    "of which sugars 19.5 g; protein 9.8 g; salt 0.05 g. A recommended serving is 45 g. A 250 ml glass of the "
    "smoothie gives 30 mg of vitamin C per 100 ml."
)
LABELS = SourceSet([Source(id=0, text=LABEL)])


def held(claim: str, *texts: str) -> str | None:
    quotes = [verify_quote(text, LABELS, source=0) for text in texts]
    assert all(isinstance(q, Quote) for q in quotes)
    return held_quotes(claim, quotes, LABELS, supported=True)[1]  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "claim, quotes",
    [
        ("A standard 45 g serving works out at roughly 200 kcal.", ("energy 1,870 kJ / 446 kcal",)),
        ("A 45 g bowl has just under 9 g of sugar and about 4.4 g of protein.", ("sugars 19.5 g; protein 9.8 g",)),
        (
            "The 250 ml glass holds 75 mg of vitamin C.",
            ("A 250 ml glass of the smoothie gives 30 mg of vitamin C per 100 ml.",),
        ),
    ],
)
def test_a_figure_per_100_g_scaled_to_the_portion_the_claim_names_is_worked_out(claim, quotes):
    assert held(claim, *quotes) is None


@pytest.mark.parametrize(
    "claim, quote",
    [
        ("A standard 45 g serving works out at roughly 250 kcal.", "energy 1,870 kJ / 446 kcal"),  # wrongly scaled
        ("45 g of it has roughly 200 kcal.", "energy 1,870 kJ / 446 kcal"),  # no portion named: a bare weight
        ("A standard 45 g serving has 12 g of sugar.", "sugars 19.5 g; protein 9.8 g"),
    ],
)
def test_a_figure_not_scaled_from_a_per_100_g_figure_is_not_worked_out(claim, quote):
    header = sentence_openings(quoted_in_label(quote), LABELS)
    assert header == "Per 100 g: " or header.startswith("Per 100 g: energy")
    figures = quantities_of(quote)
    assert not any(worked_out_from(claim, f, quote, figures, header) for f in quantities_of(claim))


def test_without_the_per_100_g_header_a_scaled_figure_is_a_conflict_and_the_header_is_read_in_its_own_sentence():
    claim = "A standard 45 g serving works out at roughly 200 kcal, with just under 9 g of sugar and 4.4 g of protein."
    quotes = [*quoted_in_label("energy 1,870 kJ / 446 kcal"), *quoted_in_label("sugars 19.5 g; protein 9.8 g")]
    assert quote_conflict(claim, quotes, supported=True) == "the quoted text says 19.5 g, not 9 g"
    assert quote_conflict(claim, quotes, supported=True, header=sentence_openings(quotes, LABELS)) is None
    assert held_quotes(claim, quotes, LABELS, supported=True)[1] is None
    source = SourceSet([Source(id=0, text="Per 100 g: energy 446 kcal. A bar weighs 45 g and gives 446 kcal.")])
    other = verify_quote("A bar weighs 45 g and gives 446 kcal.", source, source=0)
    assert isinstance(other, Quote) and sentence_openings([other], source) == ""


def quoted_in_label(text: str) -> list[Quote]:
    found = verify_quote(text, LABELS, source=0)
    assert isinstance(found, Quote)
    return [found]


# A denial in the opening of the quote's own sentence -------------------------------------------------------------

POLICY = (
    "Partners receive four weeks of paid leave at full salary. Employees who do not return to work for at least six "
    "months after enhanced leave must repay the enhanced portion above statutory pay. Keeping-in-touch days are paid."
)
POLICIES = SourceSet([Source(id=0, text=POLICY)])
REPAY = (
    "If you don't come back for at least six months afterwards, you'll have to pay back the extra above statutory pay."
)


def in_policy(text: str) -> Quote:
    found = verify_quote(text, POLICIES, source=0)
    assert isinstance(found, Quote)
    return found


def test_a_quote_is_widened_to_its_sentences_opening_when_the_denial_the_claim_carries_is_there():
    evidence, problem = held_quotes(REPAY, [in_policy("must repay the enhanced portion above statutory pay")], POLICIES,
                                    supported=True)  # fmt: skip
    assert problem is None
    assert [q.quote for q in evidence] == [
        "Employees who do not return to work for at least six months after enhanced leave must repay the enhanced "
        "portion above statutory pay"
    ]
    assert POLICY[evidence[0].start : evidence[0].end] == evidence[0].quote
    assert unanchored(REPAY, [q.quote for q in evidence]) is None
    # as the judge quoted it, the quote denies nothing the claim denies
    assert unanchored(REPAY, ["must repay the enhanced portion above statutory pay"]) is not None


def test_no_widening_without_a_denial_in_the_claim_or_with_one_in_the_quote_or_for_a_sentences_start():
    fragment = in_policy("must repay the enhanced portion above statutory pay")
    plain = "You'll have to pay back the extra above statutory pay."
    assert held_quotes(plain, [fragment], POLICIES, supported=True)[0] == [fragment]
    denying = in_policy("do not return to work for at least six months")
    assert held_quotes(REPAY, [denying], POLICIES, supported=True)[0][0] == denying
    whole = in_policy("Partners receive four weeks of paid leave at full salary.")
    assert held_quotes("Partners don't get four weeks.", [whole], POLICIES, supported=True)[0][0] == whole
    # a quote the judge gives against the claim is left as given
    assert held_quotes(REPAY, [fragment], POLICIES, supported=False)[0] == [fragment]


VOTES = "Of 4,812,300 registered voters, 3,151,900 cast a ballot, a turnout of 65.5%."


@pytest.mark.parametrize(
    "claim, stated",
    [
        ("About 3.2 million people voted, a turnout of 65.5%.", True),  # 65.5% of 4,812,300, rounded
        # a bound is worked out only to within half a percent: rounded to its last digit, the same computation
        # crosses it (3,152,056 is not over 3.2 million, nor under 3 million)
        ("Just over 3.2 million people voted, a turnout of 65.5%.", False),
        ("Fewer than 3 million people voted, a turnout of 65.5%.", False),
    ],
)
def test_a_bound_the_claim_gives_is_worked_out_only_closely(claim, stated):
    figure = next(q for q in quantities_of(claim) if q.kind != "percent")
    window = VOTES.replace("3,151,900 cast a ballot", "many cast a ballot")
    assert worked_out_from(claim, figure, window, quantities_of(window)) is stated


def test_a_bound_on_a_count_of_years_is_still_worked_out_from_two_years():
    claim = "It reached interstellar space in August 2012, over six years before its twin did the same."
    window = "In August 2012 it entered interstellar space; Voyager 2 followed in November 2018."
    six = next(q for q in quantities_of(claim) if q.text == "six")
    assert worked_out_from(claim, six, window, quantities_of(window))
