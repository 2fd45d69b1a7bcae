"""A source sentence that opens with a pronoun is read as being about the name the sentence before opens with."""

from __future__ import annotations

import pytest

from engine import Config, Quote, Verdict, verify
from engine.coreference import Antecedents, opening_name, opens_with_pronoun

OFFLINE = Config(offline=True, db_path="")
ACME = (
    "Acme Robotics raised $12 million in a Series A round in March 2022. "
    "The company was founded in 2018 by Lena Ortiz and Samuel Kim in Austin. "
    "It employs 85 people and sold 3,400 robots in 2023."
)


def grounding(answer: str, source: str) -> tuple[Verdict, str, tuple[Quote, ...]]:
    report = verify(answer, [source], config=OFFLINE)
    (result,) = report.claims
    finding = next(f for f in result.findings if f.detector == "grounding")
    return result.verdict, finding.reason, tuple(q for q in finding.evidence if isinstance(q, Quote))


@pytest.mark.parametrize(
    ("sentence", "name"),
    [
        ("Acme Robotics raised $12 million.", "Acme Robotics"),
        ("The Singer Building was a 47-story office building.", "Singer Building"),
        ("“Sarah Virginia Wade, (born 1945) is a former player.", "Sarah Virginia Wade"),
        ("However, the firm grew.", None),
        ("In 2019 Acme grew.", None),
        ("It employs 85 people.", None),
        ("2019 was a good year.", None),
    ],
)
def test_the_name_a_sentence_opens_with(sentence: str, name: str | None) -> None:
    assert opening_name(sentence) == name


def test_which_openings_refer_back_with_a_pronoun() -> None:
    assert opens_with_pronoun("It employs 85 people.")
    assert opens_with_pronoun("Their offices are in Austin.")
    assert not opens_with_pronoun("The company was founded in 2018.")  # a description, not a pronoun
    assert not opens_with_pronoun("The Blues won.")  # a name
    assert not opens_with_pronoun("The ex-Aldershot player joined.")
    assert not opens_with_pronoun("Items are shipped daily.")


def test_a_run_of_references_carries_the_name_and_anything_else_ends_it() -> None:
    reader = Antecedents()
    assert reader.read("Acme Robotics raised money.", 0) is None
    assert reader.read("The company was founded in 2018.", 28) == reader.read("It employs 85 people.", 61)
    reference = reader.read("Its robots are sold in Texas.", 83)
    assert reference is not None and (reference.name, reference.named_at) == ("Acme Robotics", 0)
    assert reader.read("In 2020, Beta Corp bought a rival.", 113) is None
    assert reader.read("It paid in cash.", 148) is None  # "It" may be Beta Corp now: no guess


def test_a_pronoun_sentence_supports_a_claim_naming_its_referent_and_the_evidence_shows_the_name() -> None:
    verdict, reason, evidence = grounding("Acme Robotics employs 85 people.", ACME)
    assert verdict is Verdict.SUPPORTED
    assert "“It” there is Acme Robotics" in reason
    (quote,) = evidence
    assert quote.quote.startswith("Acme Robotics raised") and quote.quote.endswith("in 2023.")
    assert ACME[quote.start : quote.end] == quote.quote
    verdict, reason, _ = grounding("Acme Robotics was founded in 2018 by Lena Ortiz and Samuel Kim.", ACME)
    assert verdict is Verdict.SUPPORTED and "“The company” there is Acme Robotics" in reason


def test_the_referent_does_not_lend_its_figures_or_reach_past_another_subject() -> None:
    verdict, reason, _ = grounding("Acme Robotics employs 90 people.", ACME)
    assert verdict is Verdict.CONTRADICTED and "85, not 90" in reason
    # The figure of the naming sentence is not the pronoun sentence's figure.
    assert grounding("Acme Robotics employs 12 people.", ACME)[0] is not Verdict.SUPPORTED
    other = "Acme Robotics raised $12 million. In 2020, Beta Corp bought a rival. It employs 85 people."
    assert grounding("Acme Robotics employs 85 people.", other)[0] is not Verdict.SUPPORTED
    # A name the pronoun sentence does not stand for is still missing from it.
    assert grounding("Beta Corp employs 85 people.", ACME + " Beta Corp is a rival.")[0] is not Verdict.SUPPORTED


def test_a_pronoun_or_role_that_cannot_stand_for_the_name_refers_to_nothing() -> None:
    court = "Portsmouth Crown Court was told she attacked the teenager. She had only drunk a can of beer."
    reader = Antecedents()
    assert [reader.read(s, 0) for s in court.split(". ")] == [None, None]  # "She" is not a court
    trial = "Portsmouth Crown Court heard the case. The victim said she shouted at Ayrton to stop."
    assert grounding("Portsmouth Crown Court said she shouted at Ayrton to stop.", trial)[0] is not Verdict.SUPPORTED
    # When the sentence names everything itself, the reason and the quote stay with that sentence.
    verdict, reason, (quote,) = grounding(
        "Acme Robotics employs 85 people.", ACME + " It says Acme Robotics employs 85 people."
    )
    assert verdict is Verdict.SUPPORTED and "there is" not in reason and quote.quote.startswith("It says")


CURIES = "Pierre Curie was born in 1859 in Paris. Marie Curie was born in 1867 in Warsaw. She won two Nobel Prizes."


def test_a_claim_opening_with_a_pronoun_must_be_borne_out_about_whom_it_stands_for() -> None:
    """ "She was born in 1859 in Paris" after "Marie Curie won…" is about Marie Curie, not Pierre."""
    report = verify("Marie Curie won two Nobel Prizes. She was born in 1859 in Paris.", [CURIES], config=OFFLINE)
    verdicts = [c.verdict for c in report.claims]
    assert verdicts == [Verdict.SUPPORTED, Verdict.UNVERIFIABLE]
    assert "does not name Marie Curie, whom “She” stands for" in report.claims[1].findings[0].reason
    right = verify("Marie Curie won two Nobel Prizes. She was born in 1867 in Warsaw.", [CURIES], config=OFFLINE)
    assert right.status.value == "VERIFIED"


def test_another_persons_figure_is_no_excuse_for_a_contradiction() -> None:
    verdict, reason, _ = grounding("Marie Curie was born in 1859 in Paris.", CURIES)
    assert verdict is Verdict.CONTRADICTED and "1867, not 1859" in reason


def test_an_opening_participle_or_adverb_is_not_a_name() -> None:
    assert opening_name("Based on the passage, Handel trained in Halle.") is None
    assert opening_name("Recently the firm grew.") is None
    reader = Antecedents()
    assert reader.read("Based on the passage, the firm grew.", 0) is None
    assert reader.read("It employs 85 people.", 40) is None  # "It" is not "Based"


@pytest.mark.parametrize(
    "sentence",
    ["Per 100 g, it has 446 kcal.", "Beyond that, version 4.2 drops Python 3.8.", "Without a permit, it costs £5."],
)
def test_an_opening_preposition_is_not_a_name(sentence: str) -> None:
    assert opening_name(sentence) is None
    reader = Antecedents()
    assert reader.read(sentence, 0) is None
    assert reader.read("It also has 7.4 g of fibre.", 40) is None  # "It" is not "Per", "Beyond" or "Without"


def test_an_answers_description_is_not_read_as_a_pronoun() -> None:
    """ "The band" after a list of its members stands for none of them, so it is not held to one."""
    source = "The band was formed in Denver in 2001. Aaron Sharp plays lead guitar with Greg Erwin on drums."
    answer = "Aaron Sharp plays lead guitar with Greg Erwin on drums. The band was formed in Denver in 2001."
    report = verify(answer, [source], config=OFFLINE)
    assert report.status.value == "VERIFIED", [c.findings for c in report.claims]


def test_the_it_of_a_cleft_stands_for_nothing() -> None:
    reader = Antecedents()
    reader.read("Vespasian commissioned the Colosseum around AD 72.", 0)
    assert reader.read("It was his son Titus who finished it eight years later.", 60) is None
    assert reader.read("It's the landlord who pays for repairs.", 120) is None
    reader.read("Vespasian commissioned the Colosseum around AD 72.", 0)
    assert reader.read("It was the largest amphitheatre ever built.", 60) is not None  # no "who": it is the name's


def test_he_or_she_never_stands_for_a_thing_named_after_someone() -> None:
    reader = Antecedents()
    reader.read("Halley's Comet comes back every 75 to 79 years.", 0)
    assert reader.read("He was right about it.", 50) is None
    reader.read("Halley's Comet comes back every 75 to 79 years.", 0)
    assert reader.read("It was last seen in 1986.", 50).name == "Halley's Comet"  # type: ignore[union-attr]


def test_a_capitalised_common_word_opening_a_sentence_is_no_name() -> None:
    common = frozenset({"payments"})
    assert opening_name("Payments then continue until you turn 67.", common) is None
    assert opening_name("Payments then continue until you turn 67.") == "Payments"  # nothing known: read as before
    assert opening_name("Acme Payments was founded in 2010.", common) == "Acme Payments"  # a name of two words
    reader = Antecedents(common)
    reader.read("Payments then continue until you turn 67.", 0)
    assert reader.read("It costs £38.40 a month.", 45) is None


def test_a_claims_pronoun_reads_past_a_clause_without_a_subject_and_not_past_one_with() -> None:
    from engine.coreference import lower_case_words
    from engine.detectors._referents import claim_referents
    from engine.splitter import split_claims

    def referents(answer: str) -> list[str]:
        claims = split_claims(answer)
        found = claim_referents(claims, answer, lower_case_words(answer))
        return [found[c.id] for c in claims if c.id in found]

    # "but switched to …" goes on with Chidi Okafor; "though HDMI tops out …" brings in HDMI, which "It" is not
    assert referents(
        "Chidi Okafor is a writer who read law in Lagos but switched to writing in the 1990s. "
        "His first novel came out in 1997."
    ) == ["Chidi Okafor"]
    assert (
        referents(
            "The Lumeo 27Q hits 165 Hz over DisplayPort, though HDMI tops out at 144 Hz. It is rated at 400 nits."
        )
        == []
    )
    # a sentence the splitter keeps whole still names what a later pronoun stands for
    assert referents("The Lumeo 27Q hits 165 Hz over DisplayPort. It is rated at 400 nits.") == ["Lumeo"]
