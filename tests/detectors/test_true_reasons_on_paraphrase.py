"""What a paraphrased answer to encyclopaedia, price and results text gets offline: a saving worked out from two
prices is no contradiction, a hyphenated compound ("all-time") is no quantifier, a reason about the sentence that
covers a claim best says so rather than speaking for the whole source, and a figure written in words is shown with
its digits where a reason says the source gives it."""

from __future__ import annotations

from engine import Config, Verdict, verify
from engine.hedges import overstated

OFFLINE = Config(offline=True, db_path="", verifier=False)
FESTIVAL = (
    "Tickets for the festival cost £85 for a weekend pass and £45 for a single day. Children under 12 go free. "
    "Gates open at 11:00 each day."
)


def _result(answer: str, source: str):
    report = verify(answer, [source], config=OFFLINE)
    return {c.claim.text: c for c in report.claims if c.claim.check_worthy}


def _reason(result) -> str:
    return " ".join(f.reason for f in result.findings if f.detector == "grounding")


def test_a_saving_is_a_difference_not_a_price() -> None:
    [result] = _result("The weekend pass saves £5 over buying two day tickets.", FESTIVAL).values()
    assert result.verdict is not Verdict.CONTRADICTED
    [lie] = _result("Tickets cost £95 for a weekend pass.", FESTIVAL).values()
    assert lie.verdict is Verdict.CONTRADICTED  # a price said as a price is still held to the source's


def test_a_hyphenated_compound_quantifies_nothing() -> None:
    assert overstated("Services hit an all-time high.", "Revenue was up 2% from a year earlier.") is None
    assert overstated("A never-ending queue formed.", "A queue sometimes formed.") is None
    assert overstated("All staff must attend.", "Only 20% of staff must attend.") == ("Only 20%", "all")


def test_a_reason_about_the_closest_sentence_does_not_speak_for_the_whole_source() -> None:
    source = (
        "The Great Wall of China is a series of fortifications built across northern China. The wall's total "
        "length, including all branches, is about 21,196 kilometres according to a 2012 survey."
    )
    [result] = _result("The Great Wall stretches roughly 21,196 km, according to a 2012 survey.", source).values()
    assert result.verdict is Verdict.UNVERIFIABLE
    assert _reason(result).startswith("the closest sentence in source 1 does not name")


def test_a_figure_written_in_words_is_shown_with_its_digits() -> None:
    source = (
        "The library is open Monday to Friday from 9:00 to 18:00 and on Saturday from 10:00 to 14:00. It is closed "
        "on Sundays and public holidays. Members can borrow up to 12 items at a time for three weeks. Overdue items "
        "cost 20p per day."
    )
    result = _result("You can visit on weekdays. Members may take out a dozen items at once, for 21 days.", source)[
        "Members may take out a dozen items at once, for 21 days."
    ]
    assert result.verdict is not Verdict.CONTRADICTED
    assert "12 (“dozen”) appears in source 1" in _reason(result)


def test_an_opposite_said_of_another_thing_is_no_reason() -> None:
    from engine.detectors._substitutions import opposite_instead

    source = "Net profit fell from $1.8 million to $1.2 million as costs rose."
    assert opposite_instead("Profit dropped by a third to $1.2 million.", source, ["dropp", "third"]) is None
    assert opposite_instead("Profit dropped to $1.2 million.", "Net profit rose to $1.2 million.", ["dropp"]) == (
        "rose",
        "dropped",
    )


TOWER = (
    "The Eiffel Tower is a wrought-iron lattice tower in Paris. It was built by the company of engineer Gustave "
    "Eiffel and completed in 1889. It was the tallest man-made structure in the world until the Chrysler Building "
    "was finished in New York in 1930."
)


def test_what_a_clause_after_until_says_of_another_name_is_not_said_of_the_pronouns_name() -> None:
    [lie] = _result("The Eiffel Tower was finished in 1930.", TOWER).values()
    assert lie.verdict is not Verdict.SUPPORTED
    assert "of Chrysler Building, not of The Eiffel Tower" in _reason(lie)
    [truth] = _result("The Eiffel Tower was the tallest man-made structure in the world.", TOWER).values()
    assert truth.verdict is Verdict.SUPPORTED


def test_until_before_a_time_is_no_clause_of_its_own() -> None:
    from engine.detectors._clause_subjects import clauses

    assert clauses("She served as mayor from 2001 until 2009, and then as governor until 2015.") == [
        "She served as mayor from 2001 until 2009",
        "then as governor until 2015",
    ]


def test_opposites_exchanged_between_two_things_are_read() -> None:
    source = "Net profit fell from $1.8 million to $1.2 million as costs rose."
    [lie] = _result("Profit rose to $1.2 million as costs fell.", source).values()
    assert lie.verdict is not Verdict.SUPPORTED
    assert "“Profit … fell, costs … rose”" in _reason(lie)
    [truth] = _result("Costs rose while net profit fell to $1.2 million.", source).values()
    assert "fell, costs … rose" not in _reason(truth)


def test_a_year_after_a_part_of_a_period_is_a_year() -> None:
    from engine.numbers import compare_numbers, extract_quantities

    assert [(q.text, q.kind) for q in extract_quantities("It is next expected to return in mid-2061.")] == [
        ("2061", "year")
    ]
    assert [q.text for q in extract_quantities("rules from pre-2008 and early-2020")] == ["2008", "2020"]
    assert extract_quantities("COVID-19 and GPT-4, in her mid-30s") == []  # names and ages stay as they were
    source = "Its last appearance was in 1986, and it is next expected to return in mid-2061."
    assert compare_numbers("It should return around the middle of 2061.", source).status == "ok"


def test_energy_is_a_unit_so_a_price_per_kilowatt_hour_is_no_amount_of_energy() -> None:
    from engine.numbers import compare_numbers, extract_quantities

    assert [(q.value, q.unit) for q in extract_quantities("It used 2,700 kWh; a 5 MW turbine")] == [
        (2700, "kWh"),
        (5, "MW"),
    ]
    assert compare_numbers("At 2,700 kWh, A would cost about £884.", "Unit rate: 22.10p per kWh.").status != "mismatch"


def test_a_nations_noun_before_a_name_is_on_record_with_its_adjective() -> None:
    from engine.detectors.record import RecordIndex

    record = RecordIndex(["The Opera House was designed by the Danish architect Jørn Utzon."])
    assert record.mentions("Dane Jørn Utzon")
    assert not record.mentions("Swede Jørn Utzon")


BINS = (
    "From 6 January, general waste will be collected every two weeks on Mondays. Recycling will be collected on "
    "alternate Mondays. Garden waste collections are suspended during December and January."
)


def test_a_claim_that_opens_with_a_start_date_does_not_say_it_happened() -> None:
    from engine.detectors._tense import future_as_done

    claim = "Starting 6 January, your rubbish goes out fortnightly on a Monday, with recycling collected in between."
    assert future_as_done(claim, BINS) is None
    assert future_as_done("Recycling was collected on alternate Mondays.", BINS) == "will be collected"


def test_words_of_a_reply_of_two_sentences_not_copied_from_the_sources_are_no_evidence_against_it() -> None:
    answer = (
        "Starting 6 January, your general rubbish goes out fortnightly on a Monday, with recycling collected on the "
        "Mondays in between. There are no garden waste pickups in December or January."
    )
    report = verify(answer, [BINS], question="When do the new bins get collected?", config=OFFLINE)
    matched = [f for c in report.claims for f in c.findings if f.detector == "answer_match"]
    assert matched and not any(f.objection for f in matched)
    assert not any(c.hedged for c in report.claims)  # unconfirmed, marked, not reworded
    one = verify(
        "Collected fortnightly by the parish.", [BINS], question="When do the new bins get collected?", config=OFFLINE
    )
    assert any(f.objection for c in one.claims for f in c.findings if f.detector == "answer_match")


COLOSSEUM = (
    "The Colosseum in Rome was commissioned by the emperor Vespasian around AD 72 and completed under his son Titus "
    "in AD 80."
)


def test_a_passives_agent_ends_before_a_verb_of_its_own_and_at_a_word_of_time() -> None:
    from engine.detectors._structure import said_otherwise

    assert said_otherwise("Vespasian commissioned the Colosseum around AD 72", COLOSSEUM) is None
    assert said_otherwise("Titus commissioned the Colosseum around AD 72", COLOSSEUM) == (
        "says “commissioned” of Vespasian, not of Titus"
    )


def test_an_opening_pronoun_is_not_read_as_a_name_it_cannot_stand_for() -> None:
    from engine.coreference import Antecedents

    def referents(*sentences: str) -> list[str | None]:
        reader = Antecedents()
        return [(found.name if (found := reader.read(s, 0)) else None) for s in sentences]

    assert referents("Acme Robotics raised $12 million.", "It employs 85 people.") == [None, "Acme Robotics"]
    # The sentence said "it" of something else: the next "It" may go on with that thing.
    assert referents("Galileo spotted it in 1610.", "It takes a week to orbit Jupiter.") == [None, None]
    # A possessive opens a sentence about what the name owns.
    assert referents("Gustave Eiffel's company put it up.", "It was saved as a radio mast.") == [None, None]
    assert referents("Yes — you can roll up to five days.", "They must be taken by March.") == [None, None]


def test_a_claims_own_bound_and_modal_are_read() -> None:
    from engine.hedges import hedge_dropped
    from engine.numbers import compare_numbers

    assert compare_numbers("Anything beyond five days needs sign-off.", "More than five days needs approval.").ok
    assert compare_numbers("You can sell back as many as three days.", "You may sell back up to three days.").ok
    source = "Employees may carry over up to five unused days into the following year."
    assert hedge_dropped("You can roll up to five unused days into next year.", source) is None
    assert hedge_dropped("Employees carry over five unused days into next year.", source) == "may"


def test_an_age_group_is_its_age_and_a_bound_holds_only_figures_of_its_kind() -> None:
    from engine.numbers import compare_numbers, extract_quantities

    assert [q.value for q in extract_quantities("under-16s go free; over-65s pay £5")] == [16, 65, 5]
    found = compare_numbers("Children under 16 get in free.", "Tickets cost £7 for students; under-16s go free.")
    assert found.ok and not found.bounded
    assert not compare_numbers("Children under 16 get in free.", "Tickets cost £7 for students.").bounded


def test_a_denied_bound_is_the_other_bound_and_a_bound_put_at_the_stated_figure_is_borne_out() -> None:
    from engine.number_bounds import _qualifier
    from engine.numbers import compare_numbers, quantities_of

    claim = "No single item is covered for more than £250."
    assert [_qualifier(claim, q, claimed=True) for q in quantities_of(claim)] == ["at_most"]
    source = "Baggage is covered up to £1,500, with a single-item limit of £250 and an excess of £75 per claim."
    found = compare_numbers(claim, source)
    assert found.ok and not found.bounded
    # The "no" of another clause leaves a condition's bound as it is.
    text = "There is no monthly fee if you deposit at least £1,000 a month."
    assert [_qualifier(text, q) for q in quantities_of(text)] == ["at_least"]


def test_a_rate_said_with_each_is_given() -> None:
    from engine.detectors._figure_slots import rate_dropped

    assert rate_dropped("Each claim carries a £75 excess.", "There is an excess of £75 per claim.") is None
    assert rate_dropped("The plan costs $20 per month.", "The plan costs $20 per user per month.") == (
        "$20 per user per month",
        "$20 per month",
    )


def test_a_figure_given_with_no_rate_names_no_wrong_rate() -> None:
    from engine.detectors._figure_slots import rate_dropped

    # said less fully, not as another rate
    assert rate_dropped("It's £24, paid through ParentPay.", "The cost is £24 per pupil.") is None
    assert rate_dropped("It costs £24 per trip.", "The cost is £24 per pupil per trip.") == (
        "£24 per pupil per trip",
        "£24 per trip",
    )


def test_a_denied_verb_leaves_a_bound_as_it_is() -> None:
    from engine.number_bounds import _qualifier
    from engine.numbers import quantities_of

    text = "The drug must not be given to children under 6."
    assert [_qualifier(text, q, claimed=True) for q in quantities_of(text)] == ["at_most"]
    text = "They did not admit children under 12."  # the bound describes the children, not what is denied
    assert [_qualifier(text, q) for q in quantities_of(text)] == ["at_most"]


def test_a_denied_verb_whose_object_is_the_bound_bounds_it_the_other_way() -> None:
    from engine.number_bounds import _qualifier
    from engine.numbers import compare_numbers, quantities_of

    for text in (
        "Do not take more than 8 tablets.",
        "Do not take for more than 10 days without speaking to a doctor.",
        "You mustn't carry over 20 kg.",
        "The gap should not be more than 5 cm.",
    ):
        assert [_qualifier(text, q) for q in quantities_of(text)] == ["at_most"], text
    text = "Never leave it for less than 2 hours."
    assert [_qualifier(text, q) for q in quantities_of(text)] == ["at_least"]
    source = "Do not take more than 8 tablets in 24 hours."
    assert compare_numbers("You can take up to eight tablets in 24 hours.", source).ok
    assert not compare_numbers("You can take up to 10 tablets in 24 hours.", source).ok


def test_a_bold_label_opening_a_list_item_is_no_name() -> None:
    from engine.detectors.names import mid_sentence_words

    answer = (
        "Key terms:\n\n- **Termination:** either side can end it.\n- **Governing law:** England and Wales, per Anna."
    )
    assert sorted(mid_sentence_words(answer)) == ["Anna", "Wales"]


def test_each_week_is_a_rate_not_a_whole() -> None:
    source = "Late delivery incurs a penalty of 2% of the order value per week, up to a maximum of 10%."
    assert overstated("2% of the order value for each week of delay, capped at 10%.", source) is None
    assert overstated("All staff must attend.", "Only 20% of staff must attend.") == ("Only 20%", "all")


def test_a_reason_names_a_time_whole() -> None:
    from engine.number_context import as_written
    from engine.numbers import extract_quantities

    def written(text: str) -> list[str]:
        return [as_written(text, q) for q in extract_quantities(text)]

    assert written("Open 10:00–18:00; he won in 2:01:09; leave at 8.15am.") == [
        "10:00",
        "10:00",
        "18:00",
        "18:00",
        "2:01:09",
        "2:01:09",
        "2:01:09",
        "8.15am",
    ]
    assert written("It costs £12.50 for 3 people.") == ["£12.50", "3"]


def test_the_askers_own_figure_is_not_contradicted_by_a_limit() -> None:
    source = (
        "A small parcel (up to 2 kg) costs £4.20 with 48-hour delivery. A medium parcel (up to 10 kg) costs £7.90 "
        "with 48-hour delivery."
    )
    report = verify(
        "At 4 kg your parcel is over the 2 kg small-parcel limit, so it goes as a medium parcel.",
        [source],
        question="How much would it cost to send a 4 kg parcel?",
        config=OFFLINE,
    )
    assert not any(c.verdict is Verdict.CONTRADICTED for c in report.claims)
    lie = verify("A small parcel costs £5.20.", [source], question="How much would it cost?", config=OFFLINE)
    assert lie.claims[0].verdict is Verdict.CONTRADICTED  # a figure the question does not give is still read


def test_an_opening_participle_and_a_degree_are_no_names() -> None:
    from engine.detectors.names import find_names

    assert find_names("Adding the Comfort Pack brings it to €42,290.") == ["Comfort Pack"]
    assert find_names("She did her PhD at Pisa under Giorgio Lenzi.") == ["Pisa", "Giorgio Lenzi"]
    assert find_names("Ming Li won the race.") == ["Ming Li"]


def test_a_figure_named_as_a_limit_is_the_bound_the_source_puts_there() -> None:
    from engine.numbers import compare_numbers

    source = "Graduates repay 9% of their income above £27,295 a year."
    assert compare_numbers("You repay 9% of what you earn above the £27,295 threshold.", source).ok
    parcel = "A small parcel (up to 2 kg) costs £4.20."
    assert compare_numbers("It is over the 2 kg small-parcel limit.", parcel).ok
    assert compare_numbers("It is over the 3 kg small-parcel limit.", parcel).status == "mismatch"


def test_a_superlative_is_no_quantifier() -> None:
    source = "In the most deprived areas 22.1% of children were obese, against 9.8% in the least deprived."
    assert overstated("Obesity was over twice as common in the most deprived areas.", source) is None
    assert overstated("Most children were obese.", "Only 22.1% of children were obese.") == ("Only 22.1%", "most")


def test_up_to_bounds_a_figure_and_ends_no_change() -> None:
    from engine.detectors._figure_slots import figure_of_another_change

    rooms = "Each room seats up to six people. Rooms can be booked for a maximum of two hours per day."
    assert figure_of_another_change("You can have one for up to two hours a day.", rooms) is None
    # a change's end is still read: "to 20%" is not the "by 20%" of the sentence
    assert figure_of_another_change("Prices increased to 20%.", "Prices increased by 20% to $60.") == (
        "by 20%",
        "to 20%",
    )


def test_a_figure_followed_by_more_is_a_difference_not_the_price() -> None:
    from engine.detectors._figure_slots import figure_before_another_word

    prices = "The Long Range costs £42,950 and the Standard Range costs £36,450."
    assert figure_before_another_word("The Long Range costs £6,500 more than the Standard Range.", prices) is None
    assert figure_before_another_word("The Standard Range costs £6,500.", prices) == ("costs £42,950", "costs £6,500")


def test_a_percent_change_is_no_part_of_a_whole() -> None:
    # "increased 14%" is growth, not 14% of the growth: "most" is the model's to read against "mainly"
    source = "The company attributed the growth mainly to its frozen meals division, whose sales increased 14%."
    assert overstated("Most of that momentum came from frozen meals, which grew 14%.", source) is None
    assert overstated("Most residents voted yes.", "Turnout rose by 5%, and 30% of residents voted yes.") == (
        "30%",
        "most",
    )


def test_a_year_earlier_is_a_time_not_a_rate() -> None:
    from engine.detectors._figure_slots import _rates, rate_dropped

    source = "Average revenue per user per month rose to $11.20 from $10.85 a year earlier."
    assert _rates(source, source.index("10.85") + 5) == []
    assert rate_dropped("It costs $20 a month.", "It costs $20 per user a month.") == (
        "$20 per user per month",
        "$20 per month",
    )
