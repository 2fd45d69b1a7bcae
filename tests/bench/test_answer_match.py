"""The answer_match detector through the real offline pipeline: short answers to a question, checked word
for word against the sources (extractive QA), with "both" questions answered "yes" checked per entity."""

from __future__ import annotations

from engine import Config, Verdict, verify
from engine.detectors._question_forms import _parse
from engine.report import Report

OFFLINE = Config(offline=True, db_path="")
VENUE = (
    "Arbor Hall is a concert venue in Kestrel, built by the harbour board. It opened in 1968 beside Lake Morrow, "
    "and it seats 2,400 people."
)
PEOPLE = (
    "Ana Ruiz is a Spanish film director and screenwriter.Tom Hale (born 1950) is an American film director and "
    "producer. The film Blue Orchard was released in 2004. The film Red Door was released in 2004 as well."
)


def findings(report: Report, detector: str = "answer_match") -> list:
    return [f for r in report.claims for f in r.findings if f.detector == detector]


def test_bare_answer_found_word_for_word_is_supported_with_a_quote() -> None:
    report = verify("Lake Morrow", [VENUE], question="Beside which lake did the Kestrel venue open?", config=OFFLINE)
    [finding] = findings(report)
    assert finding.verdict is Verdict.SUPPORTED
    [quote] = finding.evidence
    assert "Lake Morrow" in quote.quote and VENUE[quote.start : quote.end] == quote.quote
    assert report.status is not None and report.status.value == "VERIFIED"


def test_new_words_missing_from_the_sources_raise_an_objection() -> None:
    report = verify(
        "Arbor Hall is next to Lake Kestrel.", [VENUE], question="What is the venue next to?", config=OFFLINE
    )
    [finding] = findings(report)
    assert finding.verdict is Verdict.UNVERIFIABLE and finding.objection
    assert "Lake Kestrel" in finding.reason
    assert report.claims[0].verdict is not Verdict.SUPPORTED


def test_an_answer_made_of_the_questions_words_proves_nothing() -> None:
    report = verify("Arbor Hall", [VENUE], question="Which is older, Arbor Hall or Brook Hall?", config=OFFLINE)
    [finding] = findings(report)
    assert finding.objection and "only repeats words of the question" in finding.reason
    assert report.status is not None and report.status.value != "VERIFIED"


def test_answer_in_a_passage_about_something_else_is_not_supported_by_match() -> None:
    report = verify("1968", [VENUE], question="When did the river flood the town?", config=OFFLINE)
    assert all(f.verdict is not Verdict.SUPPORTED for f in findings(report))


def test_both_question_answered_yes() -> None:
    report = verify("Yes.", [PEOPLE], question="Are both Ana Ruiz and Tom Hale film directors?", config=OFFLINE)
    [finding] = findings(report)
    assert finding.verdict is Verdict.SUPPORTED and len(finding.evidence) == 2
    assert "Ana Ruiz" in finding.evidence[0].quote and "Tom Hale" in finding.evidence[1].quote
    same = verify("yes", [PEOPLE], question="Were Blue Orchard and Red Door released in the same year?", config=OFFLINE)
    assert [f.verdict for f in findings(same)] == [Verdict.SUPPORTED] and "2004" in findings(same)[0].reason


def test_both_question_not_borne_out_gets_no_support() -> None:
    producers = verify("yes", [PEOPLE], question="Are Ana Ruiz and Tom Hale both producers?", config=OFFLINE)
    assert all(f.verdict is not Verdict.SUPPORTED for f in findings(producers))
    no = verify("no", [PEOPLE], question="Are Ana Ruiz and Tom Hale both producers?", config=OFFLINE)
    assert all(f.verdict is not Verdict.SUPPORTED for f in findings(no))


def test_question_parsing() -> None:
    assert _parse("Are Grasshopper and Sake bomb both types of drinks?") == (
        "Grasshopper",
        "Sake bomb",
        "types of drinks",
    )
    assert _parse("Did both Carl Boese and Franco Zeffirelli direct films?") == (
        "Carl Boese",
        "Franco Zeffirelli",
        "direct films",
    )
    assert _parse("Who directed Blue Orchard?") is None


def test_applies_only_to_short_answers_with_a_question_and_sources() -> None:
    long_answer = " ".join(["Arbor Hall opened in 1968 beside Lake Morrow."] * 5)
    assert findings(verify(long_answer, [VENUE], question="When did it open?", config=OFFLINE)) == []
    assert findings(verify("Lake Morrow", [VENUE], config=OFFLINE)) == []
    assert findings(verify("Lake Morrow", [], question="Which lake?", config=OFFLINE)) == []


def test_hyphenated_names_are_not_given_by_the_questions_stopwords() -> None:
    source = "The resort Vel-a-Mora stands on the coast of Palm Bay and opened in 1931."
    report = verify("Vel-a-Mora", [source], question="Which resort stands on a coast in Palm Bay?", config=OFFLINE)
    assert [f.verdict for f in findings(report)] == [Verdict.SUPPORTED]


async def test_with_a_judge_model_the_doubt_is_no_objection() -> None:
    from engine import SourceSet, split_claims
    from engine.detectors.answer_match import AnswerMatch
    from engine.detectors.base import DetectorContext
    from engine.inputs import make_input

    class JudgeOnly:
        """Our own router interface, reduced to what the detector asks: which roles are configured."""

        def has(self, role: str) -> bool:
            return role == "judge"

    request = make_input("Arbor Hall is next to Lake Kestrel.", [VENUE], "What is the venue next to?")
    claims = split_claims(request.answer)

    def context(router: object) -> DetectorContext:
        return DetectorContext(
            answer=request.answer,
            claims=claims,
            sources=SourceSet(request.sources),
            question=request.question,
            config=Config(db_path=""),
            alert=lambda _: None,
            router=router,
        )

    [with_judge] = await AnswerMatch().check(claims, context(JudgeOnly()))
    [alone] = await AnswerMatch().check(claims, context(None))
    assert with_judge.verdict is alone.verdict is Verdict.UNVERIFIABLE
    assert alone.objection and not with_judge.objection


GARDEN = (
    "Velvet moss (Bryum) is a genus of 40–60 species of small green plants.Tallow fern is a genus of three "
    "species of ferns native to Chile. The Lark Hound a.k.a. Grey St. Hubert was a breed of dog, now extinct, "
    "bred in the Alps.The Sand Terrier is a small breed of dog. Orchid House is the largest private garden in "
    "Kestrel, D.C. A member of the Botanic Trust, the not-for-profit garden is open daily.Rose Court is a "
    "public park in Kestrel. Glass Post is a weekly magazine about science.Ledger Monthly was a popular "
    "magazine about money."
)


def verdicts(answer: str, question: str) -> list[Verdict]:
    return [f.verdict for f in findings(verify(answer, [GARDEN], question=question, config=OFFLINE))]


def test_a_count_comparison_is_decided_by_the_counts_alone() -> None:
    question = "Which genus has more species, Velvet moss or Tallow fern?"
    report = verify("Velvet moss", [GARDEN], question=question, config=OFFLINE)
    [finding] = findings(report)
    assert finding.verdict is Verdict.SUPPORTED and "40–60 species" in finding.reason
    assert len(finding.evidence) == 2  # both counts, each a verified quote
    assert Verdict.SUPPORTED not in verdicts("Tallow fern", question)
    assert Verdict.SUPPORTED in verdicts("Tallow fern", "Which genus has fewer species, Velvet moss or Tallow fern?")


def test_option_questions_with_a_colon_or_an_is_or_form() -> None:
    extinct = "Which breed of dog is now extinct: Sand Terrier or the Lark Hound?"
    assert verdicts("Lark Hound", extinct) == [Verdict.SUPPORTED]
    assert Verdict.SUPPORTED not in verdicts("Sand Terrier", extinct)
    largest = "Is Rose Court or Orchid House the largest private garden in Kestrel, D.C.?"
    assert verdicts("Orchid House", largest) == [Verdict.SUPPORTED]  # "not-for-profit" negates nothing
    assert Verdict.SUPPORTED not in verdicts("Rose Court", largest)


def test_a_shared_trait_must_be_said_of_both_outside_their_names() -> None:
    question = "Glass Post and Ledger Monthly share what publication format?"
    report = verify("magazine", [GARDEN], question=question, config=OFFLINE)
    [finding] = findings(report)
    assert finding.verdict is Verdict.SUPPORTED and len(finding.evidence) == 2
    assert Verdict.SUPPORTED not in verdicts("weekly", question)  # only Glass Post is weekly


def test_an_answer_named_only_as_the_comparison_is_not_supported() -> None:
    source = "Brightmart is the second-largest grocery chain in Kestrel, behind Valuway, and sponsors the fair."
    question = "Which grocery chain is the second-largest in Kestrel?"
    report = verify("Valuway", [source], question=question, config=OFFLINE)
    [finding] = findings(report)
    assert finding.verdict is Verdict.UNVERIFIABLE and finding.objection and "behind Valuway" in finding.reason
    assert report.status is not None and report.status.value != "VERIFIED"
    assert [f.verdict for f in findings(verify("Brightmart", [source], question=question, config=OFFLINE))] == [
        Verdict.SUPPORTED
    ]


def test_an_answer_of_the_wrong_kind_does_not_answer_the_question() -> None:
    source = "Kestrel is a harbour town in Dunmore County with a population of 12,400. It was founded in 1821."
    for question, answer in [
        ("How many people live in Kestrel?", "Dunmore County"),
        ("When was Kestrel founded?", "Dunmore County"),
        ("What is the population of Kestrel?", "harbour town"),
    ]:
        [finding] = findings(verify(answer, [source], question=question, config=OFFLINE))
        assert finding.verdict is Verdict.UNVERIFIABLE and finding.objection and "asks for a" in finding.reason
    for question, answer in [
        ("How many people live in Kestrel?", "12,400"),
        ("When was Kestrel founded?", "1821"),
        ("When a town is founded, what follows?", "Dunmore County"),  # a clause, not a question about time
    ]:
        found = findings(verify(answer, [source], question=question, config=OFFLINE))
        assert all("asks for a" not in f.reason for f in found)


def test_expected_kinds_read_plain_questions_only() -> None:
    from engine.detectors._answer_types import expected_kind, fits

    assert expected_kind("How many albums did she release?") == "number"
    assert expected_kind("In which year did it open?") == "time"
    assert expected_kind("When a Man Falls in Love is a series starring whom?") is None
    assert expected_kind("Who founded it?") == "name" and expected_kind("Where was it founded?") is None
    assert fits("five", "number") and fits("the fifth album", "number") and not fits("Springfield", "number")
    assert fits("May 1990", "time") and fits("the 19th century", "time") and not fits("it may rain", "time")
    assert expected_kind("Which actor starring in Blue Orchard was born in Kestrel?") == "name"
    assert expected_kind("Who directed Blue Orchard?") == "name"
    assert expected_kind("Jinchang and Liling are located in which country?") is None  # "American" may answer it
    assert fits("Ana Ruiz", "name") and fits("the band Halestorm", "name") and fits("her brother", "name")
    assert not fits("American", "name") and not fits("British.", "name") and not fits("1950", "name")


def test_a_nationality_does_not_name_the_person_asked_for() -> None:
    question = "Which director of Blue Orchard was born in 1950?"
    [finding] = findings(verify("American", [PEOPLE], question=question, config=OFFLINE))
    assert finding.verdict is Verdict.UNVERIFIABLE and finding.objection and "asks for a name" in finding.reason


def test_an_answer_naming_neither_option_is_no_pick() -> None:
    question = "Which genus has more species, Velvet moss or Tallow fern?"
    [finding] = findings(verify("Bryum", [GARDEN], question=question, config=OFFLINE))
    assert finding.verdict is Verdict.UNVERIFIABLE and finding.objection and "names neither" in finding.reason


def test_a_long_question_is_not_read_for_forms() -> None:
    """Form patterns grow faster than linearly; a question far longer than a plain one skips them."""
    from concurrent.futures import ThreadPoolExecutor

    # In a thread of this process with a deadline, not a fresh interpreter (which costs seconds of imports): a check
    # that runs for minutes again fails here, and is left to finish in the background.
    worker = ThreadPoolExecutor(max_workers=1)
    try:
        pending = worker.submit(
            verify, "yes", ["Ana is a film director. Tom is a film director."], question="what " + "do a and b " * 2000,
            config=OFFLINE,
        )  # fmt: skip
        pending.result(timeout=60)  # took minutes before the cap
    finally:
        worker.shutdown(wait=False)
    from engine.detectors.answer_match import MAX_FORM_QUESTION_CHARS

    long_question = (
        "Which " + "very " * (MAX_FORM_QUESTION_CHARS // 5) + "old genus has more species, Velvet moss or Tallow fern?"
    )
    assert Verdict.SUPPORTED not in verdicts("Velvet moss", long_question)
    assert verdicts("Velvet moss", long_question.replace("very ", "")) == [Verdict.SUPPORTED]
