"""Offline lexical grounding: support only with a verified span; numbers, negation and names gate it."""

from __future__ import annotations

import pytest

from engine import Config, Quote, Verdict, verify

CONTRACT = (
    "Section 12. The indemnification cap is $2 million per incident. "
    "The cap shall not apply to breaches of the confidentiality provisions. "
    "Either party may terminate this agreement with 90 days written notice. "
    "The agreement was signed in Berlin in March 2024."
)
OFFLINE = Config(offline=True, db_path="", verifier=False)
"""Grounding alone: the embedded verifier's scores differ in the last digits between CPUs (int8 kernels), and these
tests are about what the word rules read."""


def verdict_of(answer: str, sources: list[str] | None = None) -> tuple[Verdict, str]:
    report = verify(answer, sources if sources is not None else [CONTRACT], config=OFFLINE)
    (result,) = [r for r in report.claims if r.claim.check_worthy]
    finding = next(f for f in result.findings if f.detector == "grounding")
    return result.verdict, finding.reason


def test_supported_claim_carries_a_verified_quote_of_the_source() -> None:
    report = verify("Either party may terminate with 90 days written notice.", [CONTRACT], config=OFFLINE)
    (result,) = report.claims
    assert result.verdict is Verdict.SUPPORTED
    (quote,) = result.findings[0].evidence
    assert isinstance(quote, Quote)
    assert CONTRACT[quote.start : quote.end] == quote.quote
    assert "90 days written notice" in quote.quote


@pytest.mark.parametrize(
    ("answer", "said"),
    [
        ("The indemnification cap is $5 million per incident.", "$2 million, not $5 million"),
        ("The indemnification cap is 5,000,000 dollars per incident.", "not"),
        ("Either party may terminate this agreement with 30 days written notice.", "not 30"),
    ],
)
def test_a_different_number_for_the_same_thing_is_contradicted(answer: str, said: str) -> None:
    verdict, reason = verdict_of(answer)
    assert verdict is Verdict.CONTRADICTED
    assert said in reason


def test_number_formats_are_normalised() -> None:
    verdict, _ = verdict_of("The indemnification cap is $2M per incident.")
    assert verdict is Verdict.SUPPORTED


def test_negation_on_one_side_only_blocks_support() -> None:
    verdict, reason = verdict_of("The cap shall apply to breaches of the confidentiality provisions.")
    assert verdict in {Verdict.CONTRADICTED, Verdict.UNVERIFIABLE}
    assert "negat" in reason


def test_unknown_name_is_named_in_the_reason() -> None:
    verdict, reason = verdict_of("The agreement was signed in Munich in March 2024.")
    assert verdict is Verdict.UNVERIFIABLE
    assert "Munich" in reason


def test_uncovered_claim_is_unverifiable_not_supported() -> None:
    verdict, _ = verdict_of("The supplier must deliver weekly status reports.")
    assert verdict is Verdict.UNVERIFIABLE


@pytest.mark.parametrize(
    ("source", "why"),
    [
        ("Is the Moon made of cheese?", "only asks"),
        ("It is false that the Moon is made of cheese.", "calls it false"),
        ("Myth: the Moon is made of cheese. Fact: it is made of rock.", "calls it myth"),
    ],
)
def test_a_source_that_only_asks_or_denies_the_claim_never_supports_it(source: str, why: str) -> None:
    verdict, reason = verdict_of("The Moon is made of cheese.", [source])
    assert verdict is Verdict.UNVERIFIABLE and why in reason


def test_a_claim_that_itself_says_false_can_still_be_supported() -> None:
    source = "The sensor gave a false reading during the March test."
    assert verdict_of("The sensor gave a false reading during the March test.", [source])[0] is Verdict.SUPPORTED


def test_a_sentence_about_another_entity_does_not_support_the_claim() -> None:
    airports = (
        "Kestrel Field (IATA: KSF) is a civil airport six miles south of Dunmore, Tennessee, United States."
        "Harbor Vale Regional Airport (IATA: HVR) is a public airport located two miles west of Albany, Georgia."
    )
    verdict, reason = verdict_of("Harbor Vale Regional Airport is located in Tennessee.", [airports])
    assert verdict is Verdict.UNVERIFIABLE and "Tennessee" in reason
    assert verdict_of("Harbor Vale Regional Airport is located in Georgia.", [airports])[0] is Verdict.SUPPORTED


def test_hyphenated_words_are_not_negations() -> None:
    source = "The Lantern Trust is a not-for-profit library that lends tools to its members."
    assert verdict_of("The Lantern Trust is a library that lends tools to its members.", [source])[0] is (
        Verdict.SUPPORTED
    )


def test_not_only_adds_rather_than_denies() -> None:
    source = "Not only Paris but also Lyon hosted matches in 1998."
    assert verdict_of("Lyon hosted matches in 1998.", [source])[0] is Verdict.SUPPORTED
    assert verdict_of("Paris hosted matches in 1998.", [source])[0] is Verdict.SUPPORTED
    assert verdict_of("Paris did not host matches in 1998.", [source])[0] is not Verdict.SUPPORTED


def test_the_result_does_not_depend_on_the_hash_seed() -> None:
    """Equal-scoring source sentences are ordered by token and position, never by set iteration order."""
    import json
    import os
    import subprocess
    import sys

    script = (
        "import json;from engine import Config,verify;"
        "r=verify('The population of Dunmore was 728,000.',"
        "['He was born in 1972 in Dunmore. The city had a population of 722,664 in the 2006 census.'],"
        "config=Config(offline=True,db_path=''));"
        "print(json.dumps([[f.verdict.value,f.reason] for c in r.claims for f in c.findings]))"
    )
    outputs = set()
    for seed in ("1", "2", "3", "4"):
        env = {**os.environ, "PYTHONHASHSEED": seed}
        done = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True, text=True, check=True)
        outputs.add(done.stdout)
    assert len(outputs) == 1, outputs
    assert json.loads(outputs.pop())  # the claim got findings


def test_the_status_line_of_a_one_claim_answer_reads_naturally() -> None:
    supported = verify("Either party may terminate with 90 days written notice.", [CONTRACT], config=OFFLINE)
    assert supported.stats["why"] == "the one claim is backed by verified evidence"
    unsure = verify("The supplier keeps a warehouse in Lyon.", [CONTRACT], config=OFFLINE)
    assert unsure.stats["why"] == "the one claim could not be confirmed"
    two = verify(
        "Either party may terminate with 90 days written notice. It was signed in Berlin.", [CONTRACT], config=OFFLINE
    )
    assert two.stats["why"] == "all 2 claims left are backed by verified evidence"


def test_a_figure_the_sources_give_for_the_claims_subject_elsewhere_is_not_contradicted() -> None:
    """Two flats, two prices: the sentence that covers the claim best may be about the other flat. A faithful
    claim is then unconfirmed (and never 'corrected' to the other flat's price), not contradicted."""
    listing = (
        "The Knightsbridge flat is on sale for £ 575,000 and comes with a short lease on Egerton Place. "
        "The second, larger property, also on Egerton Place, is on the market for £ 595,000."
    )
    answer = "The larger flat on Egerton Place is on the market for £595,000 with a short lease."
    report = verify(answer, [listing], config=OFFLINE)
    (result,) = report.claims
    assert result.verdict is Verdict.UNVERIFIABLE
    assert "£595,000 appears in source 1" in result.findings[0].reason
    assert report.final_answer.count("595,000") == 1 and "575,000" not in report.final_answer
    # The same figure with nothing around it in common is still a contradiction.
    verdict, reason = verdict_of(
        "The indemnification cap is $5 million per incident.", [CONTRACT + " Fees: $5 million."]
    )
    assert verdict is Verdict.CONTRADICTED and "$2 million, not $5 million" in reason


def test_failing_to_do_something_is_a_negation() -> None:
    source = "The Blues have failed to progress beyond the last eight of any European competition since 2010."
    assert (
        verdict_of(
            "The Blues have not progressed beyond the last eight of any European competition since 2010.", [source]
        )[0]
        is Verdict.SUPPORTED
    )
    verdict, reason = verdict_of(
        "The Blues progressed beyond the last eight of a European competition in 2012.",
        ["The Blues failed to progress beyond the last eight of a European competition in 2012."],
    )
    assert verdict is not Verdict.SUPPORTED and "negat" in reason


def test_a_claim_fusing_two_sentences_keeps_its_figure_from_the_second() -> None:
    """The best-covering sentence is about the lease and another sentence gives a different price; the claim's
    price is written in a third sentence, found through the digit index, so nothing is contradicted or changed."""
    listing = (
        "The Knightsbridge flat, London, is on sale with just three years left on the lease. "
        "The next cheapest three-bedroom apartment in Knightsbridge, London, costs £ 1.5 million. "
        "A three-bedroom apartment has been put on the market for just £ 575,000."
    )
    claim = (
        "A three-bedroom apartment in Knightsbridge, London, listed for £575,000, has three years left on its lease."
    )
    report = verify(claim, [listing], config=OFFLINE)
    (result,) = report.claims
    assert result.verdict is Verdict.UNVERIFIABLE, result.findings
    assert "£575,000" in report.final_answer and "1.5 million" not in report.final_answer


def test_the_digit_index_finds_a_figure_however_its_thousands_are_written() -> None:
    from engine.lexical import SourceIndex
    from engine.types import Source

    index = SourceIndex([Source(id=0, text="The flat costs £ 595,000 today. The house costs 595000 dollars. Nothing.")])
    found = index.containing("The flat costs £595,000.", "595,000")
    assert [m.span.text for m in found] == ["The flat costs £ 595,000 today.", "The house costs 595000 dollars."]
    assert index.containing("The flat costs £595,000.", "59") == []  # whole figures only


def test_a_negation_in_a_clause_about_something_else_does_not_block_support() -> None:
    source = "The victim said she shouted at Ayrton to stop the attack, but her friends had not woken up."
    assert verdict_of("The victim said she shouted at Ayrton to stop the attack.", [source])[0] is Verdict.SUPPORTED
    assert verdict_of("Her friends had woken up.", [source])[0] is Verdict.CONTRADICTED
    report = verify("The victim said she shouted at Ayrton, and her friends woke up.", [source], config=OFFLINE)
    assert [c.verdict for c in report.claims] == [Verdict.SUPPORTED, Verdict.UNVERIFIABLE]


def test_negations_are_compared_by_what_they_deny() -> None:
    source = "Nitrox is a common gas for divers who dive twice a day and is not typically used by beginners."
    verdict, reason = verdict_of(
        "Nitrox is not a common gas for divers who dive twice a day and is not typically used by beginners.", [source]
    )
    assert verdict is not Verdict.SUPPORTED and "only the claim" in reason
    assert verdict_of("Nitrox is not typically used by beginners.", [source])[0] is Verdict.SUPPORTED
    assert verdict_of("The tool doesn't include a manual.", ["The tool does not include a manual."])[0] is (
        Verdict.SUPPORTED
    )


def test_a_capitalised_stopword_is_not_a_name() -> None:
    text = "The History of Patatas Bravas This iconic dish originated in Madrid."
    assert verdict_of(text, [text])[0] is Verdict.SUPPORTED  # "This" was stemmed to "thi" and read as a name


def test_every_part_of_a_hyphenated_name_must_be_in_the_sentence() -> None:
    source = "Benjamin Ballance-Drew (born 22 October 1983) is a British rapper. He starred in a comedy."
    assert verdict_of("Benjamin Ballance-Drew is a British rapper.", [source])[0] is Verdict.SUPPORTED
    verdict, reason = verdict_of("Benjamin Ballance-Comedy is a British rapper.", [source])
    assert verdict is Verdict.UNVERIFIABLE and "Ballance-Comedy" in reason


def test_a_sentences_first_word_is_a_name_when_the_sources_write_it_as_one() -> None:
    """Swapping the subject is the commonest invented detail; "Foster" opens the claim, so its capital proves
    nothing, but the sources write "Foster" mid-sentence, so it is a name the supporting sentence must give."""
    source = "Ayrton was told she attacked the teenager in the garage. The can of Foster was empty."
    assert verdict_of("Ayrton was told she attacked the teenager in the garage.", [source])[0] is Verdict.SUPPORTED
    verdict, reason = verdict_of("Foster was told she attacked the teenager in the garage.", [source])
    assert verdict is Verdict.UNVERIFIABLE and "Foster" in reason
    # A common word that opens the claim is not held to that.
    assert (
        verdict_of(
            "Researchers said the teenager was attacked in the garage.",
            ["The teenager was attacked in the garage, researchers said."],
        )[0]
        is not Verdict.CONTRADICTED
    )


def test_a_full_name_is_borne_out_by_its_last_word_when_the_sources_give_the_rest() -> None:
    source = "Rupert Murdoch founded the group in 1980. Murdoch had full control as chairman of News Corporation."
    assert verdict_of("Rupert Murdoch had full control as chairman of News Corporation.", [source])[0] is (
        Verdict.SUPPORTED
    )
    # A possessive ends a name: "Games's Anna Harkowska" is two names, and "Games" is not in the sentence.
    race = "Storey finished ahead of Poland's Anna Harkowska in Nottwil. The Games were held in London."
    assert verdict_of("Storey finished ahead of Games's Anna Harkowska in Nottwil.", [race])[0] is not (
        Verdict.SUPPORTED
    )


def test_a_short_claim_is_held_to_its_own_denial_and_no_dot_is_a_number_sign() -> None:
    source = "Dunmore is a town in Indiana. The population was 7,585 at the 2010 census."
    verdict, reason = verdict_of("The population was not 7,585 at the 2010 census.", [source])
    assert verdict is Verdict.CONTRADICTED and "only the claim is negated" in reason
    ranked = "She was ranked as high as No. 2 in singles and No. 1 in the world in doubles."
    assert verdict_of("She was No. 1 in the world in doubles.", [ranked])[0] is Verdict.SUPPORTED


@pytest.mark.parametrize(
    ("answer", "source", "expected", "said"),
    [
        (
            "Η Αθήνα είναι η πρωτεύουσα της Ελλάδας από το 1834.",
            "Η Αθήνα είναι η πρωτεύουσα της Ελλάδας από το 1834. Η Θεσσαλονίκη είναι μεγάλη πόλη.",
            Verdict.SUPPORTED,
            "found in source 1",
        ),
        (
            "Η Θεσσαλονίκη είναι η πρωτεύουσα της Ελλάδας από το 1834.",
            "Η Αθήνα είναι η πρωτεύουσα της Ελλάδας από το 1834. Η Θεσσαλονίκη είναι μεγάλη πόλη.",
            Verdict.UNVERIFIABLE,
            "Θεσσαλονίκη",
        ),
        (
            "Москва является столицей России с 1920 года.",
            "Москва является столицей России с 1918 года.",
            Verdict.CONTRADICTED,
            "1918, not 1920",
        ),
        (
            "Born in Dronrijp, Eisinga studied at the Ελληνικά university.",
            "Born in nearby Dronrijp, Eisinga studied at the Franeker university. Ελληνικά is Greek.",
            Verdict.UNVERIFIABLE,
            "Ελληνικά",
        ),
    ],
)
def test_words_and_names_in_any_script_are_read(answer: str, source: str, expected: Verdict, said: str) -> None:
    """Greek and Cyrillic words were no words at all: a claim was "supported" by its year alone."""
    verdict, reason = verdict_of(answer, [source])
    assert verdict is expected and said in reason


def test_a_source_wrapped_at_a_fixed_width_reads_like_the_unwrapped_one() -> None:
    """Text pasted from e-mails and PDFs breaks lines inside sentences; those breaks do not end a sentence."""
    import textwrap

    from engine.sentences import sentence_bounds

    wrapped = "\n".join(textwrap.wrap(CONTRACT, 40))
    assert "\n" in wrapped
    for answer in ("The indemnification cap is $2 million per incident.", "Either party may terminate this "
                   "agreement with 90 days written notice."):  # fmt: skip
        assert verdict_of(answer, [wrapped])[0] is Verdict.SUPPORTED
        assert verdict_of(answer, [wrapped.replace("\n", "\r\n")])[0] is Verdict.SUPPORTED
    assert verdict_of("The indemnification cap is $5 million per incident.", [wrapped])[0] is Verdict.CONTRADICTED
    at = wrapped.index("written")
    lo, hi = sentence_bounds(wrapped, at, at + 7)
    assert wrapped[lo:hi].startswith("Either party") and wrapped[lo:hi].endswith("notice.")
    # A blank line, a list item or a line that ends a sentence still ends one.
    listed = "Key terms:\n- The cap is $2 million\n- Notice is 90 days"
    assert sentence_bounds(listed, listed.index("cap"), listed.index("cap") + 3) == (
        listed.index("- The"),
        listed.index("million") + len("million") + 1,
    )


def test_the_words_of_a_figure_are_not_content_the_source_must_repeat() -> None:
    source = (
        "Air is about 21 percent oxygen, and nitrox mixtures carry more oxygen than air. "
        "One common mixture for nitrox is 36% oxygen and 64% nitrogen."
    )
    assert verdict_of("One common mixture for nitrox is 36 percent oxygen and 64% nitrogen.", [source])[0] is (
        Verdict.SUPPORTED
    )
    fees = "The cap is $2M per incident. Fees are 3 million dollars a year."
    assert verdict_of("The cap is 2 million dollars per incident.", [fees])[0] is Verdict.SUPPORTED


@pytest.mark.parametrize(
    "opening",
    ["According to the source, ", "The document states that ", "Based on the passage, ", "As mentioned in the "
     "article, ", "The provided text says ", "Per the given sources, "],
)  # fmt: skip
def test_an_opening_that_points_at_the_sources_is_not_checked_as_content(opening: str) -> None:
    """Answers from retrieval say "According to the source, …"; the claim is what follows."""
    verdict, reason = verdict_of(f"{opening}either party may terminate this agreement with 90 days written notice.")
    assert verdict is Verdict.SUPPORTED, reason
    assert verdict_of(f"{opening}the indemnification cap is $5 million per incident.")[0] is Verdict.CONTRADICTED


def test_an_attribution_to_someone_named_stays_part_of_the_claim() -> None:
    from engine.detectors.grounding import without_attribution

    assert without_attribution("According to the WHO, the cap is $2 million.") is None
    assert without_attribution("According to the source.") is None  # nothing follows: nothing to strip to
    assert without_attribution("According to the sources, the cap is $2 million.") == "The cap is $2 million."


def test_framing_words_are_not_content_and_a_title_denies_nothing() -> None:
    for framed in (
        "Indeed, either party may terminate this agreement with 90 days written notice.",
        "Either party may notably terminate this agreement with approximately 90 days written notice.",
    ):
        assert verdict_of(framed)[0] is Verdict.SUPPORTED, framed
    films = 'She played Arvin in "I\'m Not There" (2007) and Deborah in "Saw III" (2006).'
    assert verdict_of('She played Arvin in "I\'m Not There" (about 2007).', [films])[0] is Verdict.SUPPORTED
    from engine.negation import has_negation

    assert not has_negation("The film No Country for Old Men won.") and has_negation("No evidence was found.")


def sentences_of(text: str) -> list[str]:
    from engine.lexical import SourceIndex
    from engine.types import Source

    return [s.text for s in SourceIndex([Source(id=0, text=text)]).spans]


def test_a_stop_after_an_initial_or_a_title_does_not_end_a_source_sentence() -> None:
    text = (
        "The piece was conceived by Igor Stravinsky and Swiss writer C. Ramuz from a folk tale. "
        "Dr. Lena Ortiz saw the U.S. Army in World War I. The war ended. "
        "The Lark Hound a.k.a. Grey St. Hubert was bred in the Alps."
    )
    assert sentences_of(text) == [
        "The piece was conceived by Igor Stravinsky and Swiss writer C. Ramuz from a folk tale.",
        "Dr. Lena Ortiz saw the U.S. Army in World War I.",
        "The war ended.",
        "The Lark Hound a.k.a. Grey St. Hubert was bred in the Alps.",
    ]
    claim = "The piece was conceived by Igor Stravinsky and Swiss writer C. Ramuz from a folk tale."
    assert verdict_of(claim, [text])[0] is Verdict.SUPPORTED


def test_a_stop_glued_to_a_quote_that_opens_a_sentence_ends_one() -> None:
    text = 'It charted behind a song by Kim Carnes."Bette Davis Eyes" is a song. The U.S. "Big Three" met.'
    assert sentences_of(text) == [
        "It charted behind a song by Kim Carnes.",
        '"Bette Davis Eyes" is a song.',
        'The U.S. "Big Three" met.',
    ]


def test_a_stop_standing_alone_ends_a_sentence_of_tokenised_text() -> None:
    from engine.lexical import SourceIndex
    from engine.types import Source

    text = (
        "the whale is found in indonesian waters . \nomura 's whales have a sleek body . it was seen at 10 a.m. today"
    )
    spans = [s.text for s in SourceIndex([Source(id=0, text=text)]).spans]
    assert spans == [
        "the whale is found in indonesian waters .",
        "omura 's whales have a sleek body .",
        "it was seen at 10 a.m. today",
    ]


def test_a_figure_in_words_is_compared_as_a_figure_not_as_a_word() -> None:
    source = "Model sizes ranged from 7 billion to 65 billion parameters. Training took 3 weeks."
    assert verdict_of("Sizes ranged from seven billion to 65 billion.", [source])[0] is Verdict.SUPPORTED
    assert verdict_of("Sizes ranged from nine billion to 65 billion.", [source])[0] is not Verdict.SUPPORTED


def test_a_word_typed_without_its_accents_is_the_same_word() -> None:
    source = ["François Étienne was awarded the Légion d’Honneur in 1765 for service at Besançon."]
    verdict, reason = verdict_of(
        "Francois Etienne was awarded the Legion d'Honneur in 1765 for service at Besancon.", source
    )
    assert verdict is Verdict.SUPPORTED, reason
    verdict, reason = verdict_of(
        "Francois Etienne was awarded the Legion d'Honneur in 1765 for service at Lyon.", source
    )
    assert verdict is Verdict.UNVERIFIABLE, reason


def test_a_figure_in_another_unit_is_not_stated_alike() -> None:
    # Before, the reason said "180 mph appears in source 1", which it does not.
    verdict, reason = verdict_of(
        "The train reached 180 mph on the test run.", ["The train reached 180 km/h on the test run."]
    )
    assert verdict is Verdict.CONTRADICTED and reason == "source 1 says 180 km/h, not 180 mph"


@pytest.mark.parametrize(
    ("answer", "verdict", "reason"),
    [
        ("The fire destroyed 150 homes.", Verdict.CONTRADICTED, "source 1 says more than 200, not 150"),
        ("The fire destroyed 300 homes.", Verdict.UNVERIFIABLE, "300 does not appear in the closest source text"),
        ("The vaccine prevents 40% of cases.", Verdict.UNVERIFIABLE, "source 1 says only “up to 40%”, not 40% exactly"),
        ("The fire destroyed over 200 homes.", Verdict.SUPPORTED, "found in source 1"),
    ],
)
def test_a_figure_the_source_gives_as_a_bound(answer: str, verdict: Verdict, reason: str) -> None:
    # Before, "300 homes" was CONTRADICTED by "more than 200" and "40%" was VERIFIED by "up to 40%".
    sources = ["The fire destroyed more than 200 homes. The vaccine prevents up to 40% of cases."]
    found, why = verdict_of(answer, sources)
    assert found is verdict and why.startswith(reason)


def test_a_figure_outside_the_sources_bound_is_corrected_with_the_bound() -> None:
    report = verify("The fire destroyed 150 homes.", ["The fire destroyed more than 200 homes."], config=OFFLINE)
    assert report.final_answer == "The fire destroyed more than 200 homes."


@pytest.mark.parametrize(
    ("answer", "verdict"),
    [
        # True, worked out from the sentence: a lexical check cannot confirm them, but must not call them false.
        ("Around 600 residents voted in the 2019 referendum.", Verdict.UNVERIFIABLE),  # "half of the 1,200"
        ("In 2019 the plant produced 20,000 tonnes.", Verdict.UNVERIFIABLE),  # "double the 2019 figure"
        ("Sales were $4 million in 2021.", Verdict.UNVERIFIABLE),  # another year, another figure
        # False, and plainly so.
        ("Sales were $4 million in 2020.", Verdict.CONTRADICTED),
        ("The plant produced 30,000 tonnes in 2020.", Verdict.CONTRADICTED),
        ("The study was published in 2019.", Verdict.CONTRADICTED),  # a year alone differs
    ],
)
def test_a_figure_worked_out_from_another_or_of_another_year_is_no_contradiction(answer: str, verdict: Verdict) -> None:
    # Before, the first three were CONTRADICTED ("source 1 says 1,200, not 600").
    sources = [
        "Half of the 1,200 residents voted in the 2019 referendum. "
        "The plant produced 40,000 tonnes in 2020, double the 2019 figure. Sales were $5 million in 2020. "
        "The study was published in 2021."
    ]
    assert verdict_of(answer, sources)[0] is verdict


@pytest.mark.parametrize(
    ("answer", "verdict", "reason"),
    [
        ("15 people attended the meeting.", Verdict.UNVERIFIABLE, "15 does not appear"),  # inside the range
        ("25 people attended the meeting.", Verdict.CONTRADICTED, "source 1 says Between 10 and 20, not 25"),
        ("The meeting began at 4 pm.", Verdict.CONTRADICTED, "source 1 says 3, not 4"),  # a time against a time
        ("The company added 7 stores in those years.", Verdict.UNVERIFIABLE, "7 does not appear"),  # 12 - 5
        ("The match lasted 95 minutes.", Verdict.UNVERIFIABLE, "95 minutes does not appear"),  # 90 plus 5
        (
            "Model sizes ranged from 1 billion to 65 billion parameters.",
            Verdict.CONTRADICTED,
            "source 1 says 7 billion",
        ),
    ],
)
def test_ranges_times_changes_and_sums_are_read_as_such(answer: str, verdict: Verdict, reason: str) -> None:
    # Before, the first four were CONTRADICTED ("says 10, not 15", "says 3, not 15", "says 5, not 7", "says 90").
    sources = [
        "Between 10 and 20 people attended the meeting at 3 pm. The company grew from 5 to 12 stores in those years. "
        "The match lasted 90 minutes plus 5 minutes of stoppage time. "
        "Model sizes ranged from 7 billion to 65 billion parameters."
    ]
    found, why = verdict_of(answer, sources)
    assert found is verdict and why.startswith(reason), why


@pytest.mark.parametrize(
    ("answer", "verdict"),
    [
        # Worked out from the sentence's figures: true, and not contradicted (before, each was).
        ("The car costs $3,000 more than in 2022.", Verdict.UNVERIFIABLE),  # 25,000 - 22,000
        ("About 1,240 adults backed the plan.", Verdict.UNVERIFIABLE),  # 62% of 2,000
        ("The building has 44 levels including basements.", Verdict.UNVERIFIABLE),  # 40 + 4
        ("The flight took 7.5 hours.", Verdict.UNVERIFIABLE),  # 7 hours and 30 minutes
        ("About 1,500 adults backed the plan.", Verdict.UNVERIFIABLE),  # a share: not comparable with the 2,000
        # Plainly false.
        ("The car costs $27,000.", Verdict.CONTRADICTED),
        ("The building has 50 floors.", Verdict.CONTRADICTED),
        ("The flight took 9 hours and 30 minutes.", Verdict.CONTRADICTED),
        ("The survey of 3,000 adults found 62% backed the plan.", Verdict.CONTRADICTED),
    ],
)
def test_a_figure_worked_out_from_the_sentences_figures_is_no_contradiction(answer: str, verdict: Verdict) -> None:
    sources = [
        "The car costs $25,000, up from $22,000 in 2022. The survey of 2,000 adults found 62% backed the plan. "
        "The flight from London took 7 hours and 30 minutes. The building has 40 floors and 4 basement levels."
    ]
    assert verdict_of(answer, sources)[0] is verdict


@pytest.mark.parametrize(
    ("answer", "verdict"),
    [
        # True, and each was CONTRADICTED before.
        ("Analysts estimated the price at $2 billion.", Verdict.UNVERIFIABLE),  # the denial is the disclosure's
        ("The law took effect in 2017.", Verdict.UNVERIFIABLE),  # "two years later" than 2015
        ("At least 30 people were hurt.", Verdict.SUPPORTED),  # "no fewer than 30" is a floor, not a ceiling
        # False.
        ("The cap shall apply to breaches.", Verdict.CONTRADICTED),
        ("Fewer than 20 people were hurt.", Verdict.UNVERIFIABLE),
    ],
)
def test_denials_in_another_clause_years_counted_on_and_negated_bounds(answer: str, verdict: Verdict) -> None:
    sources = [
        "The company did not disclose the price, but analysts estimated it at $2 billion. "
        "The law, passed in 2015, took effect two years later. No fewer than 30 people were hurt. "
        "The cap shall not apply to breaches."
    ]
    assert verdict_of(answer, sources)[0] is verdict


MATCH = "Rovers beat Dunmore City 3-1 in the semi-final at Ashgrove Park. A crowd of 18,420 watched the game."
CAMP = "The summer camp is for children aged 3-5 and runs for two weeks."


@pytest.mark.parametrize(
    ("answer", "source", "verdict", "said"),
    [
        # A score is a pair: a count of something else is no side of it, another score contradicts it.
        ("Rovers beat Dunmore City in the semi-final in front of 18,420 fans.", MATCH, Verdict.UNVERIFIABLE, ""),
        ("Rovers beat Dunmore City 2-1 in the semi-final.", MATCH, Verdict.CONTRADICTED, "says 3, not 2"),
        ("Rovers beat Dunmore City 1-4 in the semi-final.", MATCH, Verdict.CONTRADICTED, "not 4"),
        # A range holds the figures inside it; a figure outside contradicts the whole range.
        ("The summer camp is for children aged 4.", CAMP, Verdict.UNVERIFIABLE, ""),
        ("The summer camp is for children aged 7.", CAMP, Verdict.CONTRADICTED, "says 3-5, not 7"),
        ("The summer camp is for children aged 3-8.", CAMP, Verdict.CONTRADICTED, "not 8"),
    ],
)
def test_scores_and_ranges_are_read_as_pairs(answer: str, source: str, verdict: Verdict, said: str) -> None:
    got, reason = verdict_of(answer, [source])
    assert got is verdict, reason
    assert said in reason


def test_a_figure_outside_a_range_is_corrected_to_the_range() -> None:
    report = verify("The summer camp is for children aged 7.", [CAMP], config=OFFLINE)
    assert report.final_answer == "The summer camp is for children aged 3-5."


CRUISE = (
    "The ship, carrying 3,140 passengers and 1,260 crew, returned to Port Everglades in Fort Lauderdale on Friday. "
    "The main symptoms were vomiting and diarrhoea. Eleven passengers were taken to hospital on arrival."
)
SETTLEMENT = (
    "A chemical maker has agreed to pay $27.5 million to settle claims that it polluted the Tallow River. "
    "Of the settlement money, $18 million will connect about 1,300 homes to the water system in Lisle Township, "
    "and $6 million will fund monitoring of the river."
)
MARATHON = (
    "The 14th Harbourside Marathon was held on Sunday 6 April in cool, dry conditions, with 8,412 runners crossing "
    "the finish line out of 9,030 who started. Kenyan runner Daniel Kiprop won the men's race in 2 hours 8 minutes "
    "41 seconds, breaking the course record of 2:09:15 set by Ethiopia's Abebe Tola in 2019 by 34 seconds. Kiprop, "
    "27, pulled clear of a lead group of five at the 35-kilometre mark and finished 51 seconds ahead of "
    "second-placed Tola. The women's race was won by local athlete Sarah Whitcombe, 31, in 2:26:03, her first "
    "marathon victory after finishing third in 2023 and second in 2024. \"I told myself at 30k that I wasn't going "
    'to settle for second again," Whitcombe said. "The crowd along the seafront carried me home." Organisers '
    "said this year's field was the largest in the event's history, up from 7,600 starters last year."
)
TRAINS = (
    "The line reopened in May. Trains run hourly, taking 34 minutes end to end, compared with about 55 minutes by bus."
)


@pytest.mark.parametrize(
    ("answer", "source", "verdict", "said"),
    [
        # A summary fuses sentences: the figure of the claim is the other sentence's, said of the same thing.
        ("Eleven passengers were hospitalised when the ship returned to Fort Lauderdale.", CRUISE,
         Verdict.UNVERIFIABLE, "11 (“Eleven”) appears in source 1, but not in the sentence that covers the claim best"),
        ("Most of the $27.5 million settlement, $18 million, will connect about 1,300 homes to the water system in "
         "Lisle Township.", SETTLEMENT, Verdict.UNVERIFIABLE, "$27.5 million appears in source 1"),
        # The same words before the figure: a figure swapped in, whatever other sentence gives it.
        ("The ship, carrying 11 passengers and 1,260 crew, returned to Port Everglades.", CRUISE,
         Verdict.CONTRADICTED, "says 3,140, not 11"),
        # A part of a whole the claim names, worked out in another sentence (9,030 started, 8,412 finished).
        ("Some 618 of the 9,030 starters did not finish.", MARATHON, Verdict.UNVERIFIABLE, ""),
        # The end of a change the next sentence gives, its start in the one that covers the claim best.
        ("The company has cut 70 jobs and reduced monthly spending to £900,000.", "Cobalt Pay cut 70 of its 230 "
         "staff. Chief executive Owen Price said the company had moved to a focus on profitability. \"We were "
         "spending £2.3 million a month in early 2023. Today it's £900,000,\" he said.", Verdict.UNVERIFIABLE, ""),
        ("The company was spending £900,000 a month in early 2023.", "Chief executive Owen Price said the company "
         "had moved to a focus on profitability. \"We were spending £2.3 million a month in early 2023. Today it's "
         "£900,000,\" he said.", Verdict.CONTRADICTED, "says £2.3 million, not £900,000"),
        # A measure in a compound ("a 30,000-square-foot branch") is no count of sites.
        ("The $42 million will pay for work at nine sites in all.", "The measure will pay for a new "
         "30,000-square-foot branch in Millbrook, the expansion of two branches and repairs at six others.",
         Verdict.UNVERIFIABLE, ""),
        # The size of a change, worked out from its two ends (52 weeks of £2.65).
        ("For a family with two children, the April rise is worth £137.80 over a year.", "For a family with two "
         "children, weekly payments will go from £39.90 to £42.55, or £2,212.60 over a full year.",
         Verdict.UNVERIFIABLE, ""),
        # Dated alike ("last year", "the previous year"), two figures are still of two things.
        ("The department carried out 4,812 inspections last year, with 312 establishments failing.", "Inspectors "
         "carried out 4,812 restaurant inspections in 2023, up from 4,150 the previous year. Of the establishments "
         "inspected, 312 received a failing score.", Verdict.UNVERIFIABLE, ""),
        ("Centre-back Anderson, 21, joined Torquay from Barrow.", "Centre-back Anderson, 27, joined Torquay from "
         "Barrow. Striker Keating, 21, signed from Sligo Rovers.", Verdict.CONTRADICTED, "says 27, not 21"),
        # A rise said as a percentage, against a level a change started from ("rose from 9% last year to 12%").
        ("For 55- to 64-year-olds median savings rose 8% to £21,600.", "The proportion with no savings at all rose "
         "from 9% last year to 12%. By contrast, median savings among those aged 55 to 64 climbed 8% to £21,600.",
         Verdict.UNVERIFIABLE, ""),
        # A frequency ("three-yearly") is no count.
        ("The fund's latest three-yearly valuation shows it in surplus.", "The fund, which has 84,000 members, is in "
         "surplus at its latest valuation, carried out every three years.", Verdict.SUPPORTED, "found in source 1"),
        # A share said as "three in five" is no count of three or five cats.
        ("It rehomed 3,140 animals, about three in five of them cats.", "The charity rehomed 3,140 animals in the "
         "year. Of those, 1,920 were cats and 1,050 were dogs.", Verdict.UNVERIFIABLE, ""),
        # Two sentences fused: the figure of the one is of another thing than the figure of the other ("beds").
        ("The manager said the 532-bed hospital was built for a population that no longer exists.", "The hospital "
         "has 532 inpatient beds. The manager said the hospital had been built for a population that no longer "
         "exists and that a new 96-bed block would ease pressure.", Verdict.UNVERIFIABLE, "532 appears in source 1"),
        ("The hospital has 96 inpatient beds.", "The hospital has 532 inpatient beds. A new 96-bed block will open "
         "in October.", Verdict.CONTRADICTED, "says 532, not 96"),
        # A loss worked out from two sentences (402 farms in 2015, 318 now).
        ("The cooperative has lost 84 member farms since 2015, mostly as older farmers retired without successors.",
         "The cooperative represents 318 farms with about 26,000 cows. According to the cooperative, the number of "
         "member farms has fallen from 402 in 2015, mainly because older farmers retired without successors.",
         Verdict.UNVERIFIABLE, ""),
        # A difference worked out ("20 minutes quicker" than a bus of 55 and a train of 34).
        ("Trains run every hour and take 34 minutes, around 20 minutes quicker than the bus.", TRAINS,
         Verdict.UNVERIFIABLE, ""),
    ],
)  # fmt: skip
def test_a_figure_another_sentence_gives_is_not_contradicted(
    answer: str, source: str, verdict: Verdict, said: str
) -> None:
    got, reason = verdict_of(answer, [source])
    assert got is verdict, reason
    assert said in reason
