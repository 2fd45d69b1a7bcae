"""Short answers the question's form decides, offline: a kind of something ("a poet is an author"), a
superlative, a comparison words cannot decide, a one-valued attribute that settles a "no", and a constraint the
question puts on its answer. Each rule is checked on answers it must support and on the wrong answer beside them."""

from __future__ import annotations

import pytest

from engine import Config, Verdict, verify
from engine.kinds import is_kind_of
from engine.lexical import tokens
from engine.report import Report

OFFLINE = Config(offline=True, db_path="")


def status(answer: str, sources: list[str], question: str) -> str:
    report = verify(answer, sources, question=question, config=OFFLINE)
    assert report.status is not None
    return report.status.value


def match_findings(report: Report) -> list:
    return [f for r in report.claims for f in r.findings if f.detector == "answer_match"]


WRITERS = (
    "Mira Olsen (1901 – 1977) was a Danish journalist and novelist, best known for her harbour trilogy. "
    "Paul Grady is an American poet, translator and editor. Lena Voss is a German painter."
)
DRINKS = "A Harbour Mist is a sweet, after-dinner drink. The Dock Bomb is a beer cocktail served in a pint glass."


def stem(word: str) -> str:
    return tokens(word)[0]


def test_kinds_read_one_way_only() -> None:
    assert is_kind_of(stem("poet"), stem("author")) and is_kind_of(stem("cocktail"), stem("drink"))
    assert not is_kind_of(stem("author"), stem("poet"))  # an author need not be a poet
    assert not is_kind_of(stem("painter"), stem("author")) and not is_kind_of(stem("spirit"), stem("drink"))


@pytest.mark.parametrize(
    ("question", "sources", "verified"),
    [
        ("Were both Mira Olsen and Paul Grady authors?", [WRITERS], True),
        ("Are Harbour Mist and Dock Bomb both types of drinks?", [DRINKS], True),
        ("Were both Mira Olsen and Lena Voss authors?", [WRITERS], False),  # a painter is no author
        ("Were both Mira Olsen and Paul Grady poets?", [WRITERS], False),  # a novelist need not be a poet
    ],
)
def test_a_yes_reads_a_kind_into_the_broader_word(question: str, sources: list[str], verified: bool) -> None:
    assert (status("yes", sources, question) == "VERIFIED") is verified


MALLS = (
    "North Gate Mall is 900,000 sq ft with over 120 stores, making it the 2nd largest mall in east Kestrel, and one "
    "of the largest malls in the state. Riverside Mall in Port Alder is larger by 3,000 sq. feet.Riverside Mall is "
    "a regional shopping mall located in Port Alder. The mall is one of the busiest run by its owner, and the "
    "largest mall in east Kestrel."
)
MALLS_QUESTION = "What shopping mall is the largest in east Kestrel, North Gate Mall or Riverside Mall?"


def test_a_superlative_said_outright_decides_a_pick() -> None:
    report = verify("Riverside Mall", [MALLS], question=MALLS_QUESTION, config=OFFLINE)
    [finding] = match_findings(report)
    assert finding.verdict is Verdict.SUPPORTED and "the largest" in finding.reason
    # "The mall is … the largest" refers back to the sentence naming Riverside Mall: both are the evidence.
    assert [q.quote.split()[0] for q in finding.evidence] == ["Riverside", "The"]
    assert all(MALLS[q.start : q.end] == q.quote for q in finding.evidence)
    assert report.status is not None and report.status.value == "VERIFIED"


@pytest.mark.parametrize(
    "sources",
    [
        [MALLS],
        [MALLS.replace("the largest mall in east Kestrel.", "the second-largest mall in east Kestrel.")],
        [MALLS.replace("and the largest mall in east Kestrel.", "and not the largest mall in east Kestrel.")],
        [MALLS.replace("largest mall in east Kestrel.", "largest mall in its county.")],  # another scope
    ],
)
def test_a_superlative_of_one_of_several_decides_nothing(sources: list[str]) -> None:
    assert status("North Gate Mall", sources, MALLS_QUESTION) != "VERIFIED"
    if sources != [MALLS]:
        assert status("Riverside Mall", sources, MALLS_QUESTION) != "VERIFIED"


COMPANIES = (
    "Arden Micro is an American chip maker based in Sunnyvale, California. Bellwood Networks is an American "
    "telecommunications company headquartered in Broomfield, Colorado. Corvo Labs was founded in 1990."
)


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("Is Arden Micro or Bellwood Networks headquartered further west?", "Bellwood Networks"),
        ("Is Arden Micro or Bellwood Networks headquartered further west?", "Arden Micro"),
        ("Which was founded first, Corvo Labs or Arden Micro?", "Corvo Labs"),
        ("Which is older, Corvo Labs or Arden Micro?", "Corvo Labs"),
    ],
)
def test_words_alone_do_not_decide_a_comparison(question: str, answer: str) -> None:
    """Only Bellwood's sentence says "headquartered", only Corvo's "founded": neither tells which lies further
    west or came first. These picks were VERIFIED before comparisons were told apart from other picks."""
    assert status(answer, [COMPANIES], question) != "VERIFIED"


PLANTS = (
    "Marsh reeds are flowering plants in the genus Calamara of the sedge family Cyperaceae.Bluebeard is a large "
    "genus of over 300 species of flowering plants belonging to the family Lamiaceae. Dunmore is a town in the "
    "U.S. state of Ohio. Pell Rock is a village in the state of Indiana."
)


@pytest.mark.parametrize(
    ("question", "answer", "verified"),
    [
        ("Do both Marsh Reed and Bluebeard belong to the sedge family Cyperaceae?", "no", True),
        ("Do both Marsh Reed and Bluebeard belong to the sedge family Cyperaceae?", "yes", False),
        ("Are both Dunmore and Pell Rock in the state of Ohio?", "no", True),
        ("Are both Dunmore and Pell Rock in the state of Ohio?", "yes", False),
        ("Do both Marsh Reed and Bluebeard belong to the genus Calamara?", "no", False),  # Bluebeard is a genus
        ("Are both Dunmore and Pell Rock American?", "no", False),  # nationality is no one-valued attribute
    ],
)
def test_a_no_is_settled_by_a_one_valued_attribute(question: str, answer: str, verified: bool) -> None:
    assert (status(answer, [PLANTS], question) == "VERIFIED") is verified


def test_a_no_cites_the_sentence_giving_the_other_value() -> None:
    question = "Do both Marsh Reed and Bluebeard belong to the sedge family Cyperaceae?"
    [finding] = match_findings(verify("no", [PLANTS], question=question, config=OFFLINE))
    assert finding.verdict is Verdict.SUPPORTED and "Lamiaceae, not Cyperaceae" in finding.reason
    assert finding.evidence[0].quote.startswith("Bluebeard is a large genus")


GAMES = (
    'The Arc Cannon is a fictional weapon found in many video games, mostly in shooter series such as "Vortex" '
    'and "Tremor".Vortex is a series of shooter video games developed by Halcyon Works.'
)
GAMES_QUESTION = "The weapon Arc Cannon is found in which game developed by Halcyon Works?"


@pytest.mark.parametrize("answer", ["Tremor", "The Arc Cannon can be found in Tremor."])
def test_a_constraint_said_of_another_name_is_not_met(answer: str) -> None:
    report = verify(answer, [GAMES], question=GAMES_QUESTION, config=OFFLINE)
    [finding] = match_findings(report)
    assert finding.verdict is Verdict.UNVERIFIABLE and finding.objection
    assert "“developed by Halcyon Works” of Vortex" in finding.reason
    assert report.status is not None and report.status.value != "VERIFIED"


@pytest.mark.parametrize("answer", ["Vortex", "The Arc Cannon is found in Vortex."])
def test_a_constraint_said_of_the_answer_is_met(answer: str) -> None:
    assert status(answer, [GAMES], GAMES_QUESTION) == "VERIFIED"


PEOPLE = "Ana Ruiz is a Spanish film director. Tom Hale (born 1950) is an American film director and producer."


def test_an_answer_the_question_describes_otherwise_is_not_supported() -> None:
    """Every word of "Who is the Spanish film director?" is in Ana Ruiz's sentence; Tom Hale's lacks "Spanish"."""
    question = "Who is the Spanish film director?"
    [finding] = match_findings(verify("Tom Hale", [PEOPLE], question=question, config=OFFLINE))
    assert finding.verdict is Verdict.UNVERIFIABLE and "“spanish” of Ana Ruiz" in finding.reason
    assert status("Tom Hale", [PEOPLE], question) != "VERIFIED"
    assert status("Ana Ruiz", [PEOPLE], question) == "VERIFIED"


@pytest.mark.parametrize(
    ("question", "answer", "asks_yes_or_no"),
    [
        ("Is Tom Hale a film producer?", "Ana Ruiz", True),
        ("Did Tom Hale direct films?", "1950", True),
        ("Is Tom Hale a film producer?", "Tom Hale is a film producer.", False),  # a clause answers it
        ("Is Tom Hale a film producer?", "No.", False),
        ("Is Ana Ruiz or Tom Hale older?", "Tom Hale", False),  # options, not yes or no
    ],
)
def test_a_yes_or_no_question_is_not_answered_by_a_bare_name(question: str, answer: str, asks_yes_or_no: bool) -> None:
    report = verify(answer, [PEOPLE], question=question, config=OFFLINE)
    flagged = any("asks for a yes or no" in f.reason for f in match_findings(report))
    assert flagged is asks_yes_or_no
    if asks_yes_or_no:
        assert report.status is not None and report.status.value != "VERIFIED"


LAKES = [
    "Lake Baikal in Siberia is the deepest lake in the world, reaching 1,642 metres. "
    "Lake Tanganyika is the second deepest."
]


@pytest.mark.parametrize(
    ("question", "answer", "verified"),
    [
        ("What is the deepest lake in the world?", "Lake Baikal", True),
        ("What is the deepest lake in the world?", "Lake Tanganyika", False),
        ("Which lake is the second deepest?", "Lake Tanganyika", True),
        ("Which lake is the second deepest?", "Lake Baikal", False),
    ],
)
def test_an_answer_must_hold_the_rank_the_question_asks_for(question: str, answer: str, verified: bool) -> None:
    report = verify(answer, LAKES, question=question, config=OFFLINE)
    assert (report.status is not None and report.status.value == "VERIFIED") is verified
    if not verified:
        assert any("the question asks for" in f.reason for f in match_findings(report))


LOVELACE = [
    "Ada Lovelace (10 December 1815 – 27 November 1852) was an English mathematician. She worked with Charles "
    "Babbage on the Analytical Engine, which Babbage designed in 1837.",
    "The Analytical Engine was never completed. Babbage's son Henry built a part of it in 1910.",
]


@pytest.mark.parametrize(
    ("question", "answer", "verified"),
    [
        ("When was Ada Lovelace born?", "10 December 1815", True),
        ("When was Ada Lovelace born?", "27 November 1852", False),
        ("When did Ada Lovelace die?", "27 November 1852", True),
        ("When did Ada Lovelace die?", "1815", False),
        ("Who designed the Analytical Engine?", "Charles Babbage", True),
        ("Who designed the Analytical Engine?", "Ada Lovelace", False),  # named in the sources, not as designer
        ("Who designed the Analytical Engine?", "Henry", False),  # near the engine's name, but he built a part
        ("Who built a part of the Analytical Engine in 1910?", "Henry", True),
        ("Who built a part of the Analytical Engine in 1910?", "Charles Babbage", False),
        ("Who built a part of the Analytical Engine in 1910?", "Ada Lovelace", False),
        ("When did Babbage design the Analytical Engine?", "1837", True),
        ("When did Babbage design the Analytical Engine?", "1910", False),  # the year Henry built a part of it
    ],
)
def test_a_short_answer_must_stand_where_the_question_puts_it(question: str, answer: str, verified: bool) -> None:
    report = verify(answer, LOVELACE, question=question, config=OFFLINE)
    reasons = [f.reason for r in report.claims for f in r.findings]
    assert (report.status is not None and report.status.value == "VERIFIED") is verified, reasons


def test_an_answer_may_be_linked_to_the_question_through_a_name_both_sentences_give() -> None:
    """Two hops: the question names Neeva; one sentence gives Neeva with "The Strain", another The Strain with FX."""
    sources = [
        "Kim Roberts is a Canadian actress known for her roles as Marnie in Schitt's Creek and Neeva in "
        '"The Strain" (2014). She also appeared in Saw III.',
        "The Strain is an American horror drama television series that premiered on FX on July 13, 2014.",
    ]
    question = "What network did the show on which Kim Roberts played Neeva air on?"
    report = verify("FX", sources, question=question, config=OFFLINE)
    assert report.status is not None and report.status.value == "VERIFIED"
    evidence = [q.quote for r in report.claims for f in r.findings for q in f.evidence]
    assert any("Neeva" in quote for quote in evidence) and any("FX" in quote for quote in evidence)
    # Without the sentence that links the show to the question, the bare name proves nothing.
    alone = verify("FX", sources[1:], question=question, config=OFFLINE)
    assert alone.status is not None and alone.status.value != "VERIFIED"


def test_an_offline_short_answer_says_what_was_not_checked() -> None:
    report = verify("Charles Babbage", LOVELACE, question="Who designed the Analytical Engine?", config=OFFLINE)
    assert report.status is not None and report.status.value == "VERIFIED"
    assert any("did not check that the sources give it as the answer" in alert for alert in report.alerts)


FILMS = [
    "Ridley Scott directed Alien (1979) and Blade Runner (1982). Alien was written by Dan O'Bannon, while Blade "
    "Runner was adapted by Hampton Fancher from a novel by Philip K. Dick.",
    "Blade Runner is set in Los Angeles in 2019. Alien takes place aboard the spaceship Nostromo.",
]


@pytest.mark.parametrize(
    ("question", "answer", "verified"),
    [
        ("When was Blade Runner released?", "1982", True),
        ("When was Blade Runner released?", "1979", False),  # the year in brackets after Alien
        ("Who wrote Alien?", "Dan O'Bannon", True),
        ("Who wrote Alien?", "Hampton Fancher", False),
        ("Which film is set aboard the Nostromo?", "Blade Runner", False),  # no link through "Alien was written …"
    ],
)
def test_a_year_or_a_link_belongs_to_its_own_name(question: str, answer: str, verified: bool) -> None:
    report = verify(answer, FILMS, question=question, config=OFFLINE)
    assert (report.status is not None and report.status.value == "VERIFIED") is verified, [
        f.reason for r in report.claims for f in r.findings
    ]


ELECTION = (
    "The centre-right Civic Alliance won 34.2% of the vote, up from 96 seats in 2020. The ruling Social Democrats "
    "fell to 27.5% from 31.8%, taking 91 seats. The Green Party won 9.1%, and turnout was 68.4%."
)
MOTORS = (
    "Founded in 1901 by the brothers Emil and Otto Strand, the Strand Motor Company began by making bicycles in "
    "Gothenburg before producing its first car, the Model A, in 1909."
)
STORM = (
    "About 12,000 residents were evacuated from low-lying areas, and 46,000 households were without power by "
    "Wednesday evening."
)
RELEASE = "The connect_legacy() method, deprecated in 4.8.0, has been removed in 5.2.0; users should migrate."
CENTRE = "The centre opens in 2026. Around 40 staff and 120 doctoral students are expected to be based there."
ACTRESS = "She is a four-time Academy Award nominee, born in 1958. In 2006, she received a star on the Walk of Fame."


@pytest.mark.parametrize(
    ("source", "question", "right", "wrong"),
    [
        (ELECTION, "What share of the vote did the Green Party win?", "9.1%", "27.5%"),
        (MOTORS, "In what year was the Strand Motor Company founded?", "1901", "1909"),
        (STORM, "About how many residents were evacuated?", "12,000", "46,000"),
        (RELEASE, "In which version was connect_legacy() removed?", "5.2.0", "4.8.0"),
        (ACTRESS, "In what year did the nominee receive a star on the Walk of Fame?", "2006", "1958"),
        (CENTRE, "About how many staff are expected to be based at the centre?", "40", "120"),
        (CENTRE, "How many doctoral students are expected at the centre?", "120", "40"),
    ],
)
def test_a_figure_beside_the_asked_one_is_not_the_answer(source: str, question: str, right: str, wrong: str) -> None:
    """The sources give each figure with its own words; the answer must be the one given with the question's."""
    assert status(right, [source], question) == "VERIFIED"
    report = verify(wrong, [source], question=question, config=OFFLINE)
    assert report.status is not None and report.status.value != "VERIFIED"
    beside = ("with the question's words", "the sources count")  # another clause's words, or another count's noun
    assert any(f.objection and any(why in f.reason for why in beside) for f in match_findings(report))


GUIDELINE = (
    "The 2024 Halvorsen Society guideline recommends amoxicillin three times daily for 5 days. The guideline "
    "replaces the 2019 version, which recommended a 7-day course for all patients."
)
COURT = (
    "Former finance officer Gareth Pell, 54, was sentenced to four years in prison. His co-defendant, Lena Marsh, "
    "41, received an 18-month suspended sentence."
)
LOAN = "The Kestrel Bay Museum has agreed to lend the painting to the Galleria Rovere in Turin for its exhibition."
RIVER = (
    "Dr Solberg said agricultural run-off accounted for an estimated 60% of nitrate load, with sewage discharges "
    "contributing 25%."
)


COVER = (
    "Emergency medical expenses are covered up to £10 million, except in the USA and Canada, where the limit is "
    "£5 million."
)
TRAINS = "The journey takes 42 minutes, except for the fast service at 07:40, which runs non-stop."
RIVERS = "The Selva River is the second-longest river in Moravania, after the Drun, measuring 812 kilometres."


@pytest.mark.parametrize(
    ("source", "question", "answer", "reason"),
    [
        (COVER, "What is the limit for emergency medical expenses in the USA?", "£10 million", "except in the USA"),
        (TRAINS, "How long does the 07:40 fast service take?", "42 minutes", "except for the fast service"),
        (RIVERS, "Which river is the second-longest in Moravania?", "the Drun", "only as a comparison"),
        (GUIDELINE, "How many days was the standard course under the 2019 guideline?", "5 days", "for 2024"),
        (COURT, "How old is Gareth Pell?", "41", "the age of Lena Marsh"),
        (RIVER, "What was estimated to account for 60% of the nitrate load?", "sewage discharges", "and 25% with"),
        (LOAN, "In which city is the Galleria Rovere?", "Kestrel Bay", "place Galleria Rovere in Turin"),
    ],
)
def test_an_answer_the_sources_set_apart_is_not_the_answer(
    source: str, question: str, answer: str, reason: str
) -> None:
    report = verify(answer, [source], question=question, config=OFFLINE)
    assert report.status is not None and report.status.value != "VERIFIED"
    assert any(reason in f.reason and f.objection for f in match_findings(report)), match_findings(report)


def test_the_answer_beside_the_exception_still_stands() -> None:
    assert status("£10 million", [COVER], "What is the limit for emergency medical expenses?") == "VERIFIED"
    assert status("The Selva River", [RIVERS], "Which river is the second-longest in Moravania?") == "VERIFIED"


SCHOOL = (
    "Mrs Delphine Achebe, our Year 2 teacher, will be leaving at the end of term after 18 years at Ashgrove; "
    "Mr Tomasz Wren will take over her class in September."
)
MARATHON = "Reyna, now 36, finished second in 2:09:02, and debutant Samir Haddou was third in 2:10:15."
ENGINEER = (
    "Hale was elected a Fellow of the Albion Society of Engineers in 1852 but declined a knighthood in 1865, "
    "reportedly on the grounds that his father had been 'a plain mechanic'."
)
OBITUARY = (
    "Eleanor Vasquez-Hart, the marine engineer who designed the Corran tidal barrage, has died aged 87 at her home in "
    "Port Aldous. Born in Lisbon in 1937, she moved to Britain at the age of nine."
)


BAGS = "Additional bags cost €60 each when purchased online at least 24 hours before departure, or €90 at the airport."
SCHEME = (
    "The scheme comprises 3.8 kilometres of new embankments, 240 metres of reinforced concrete wall along Mill Quay "
    "and two pumping stations."
)
RATES = "Governor Lindqvist said inflation had eased to 2.4% in September from 3.1% in May."
SWANS = (
    "The 2024 winter survey recorded 3,412 waterbirds; both counts were higher than in 2023. The count of whooper "
    "swans fell from 212 to 158, which the coordinator attributed partly to mild weather."
)


@pytest.mark.parametrize(
    ("source", "question", "right", "wrong", "reason"),
    [
        (
            BAGS,
            "How much does an additional bag cost if it is bought at the airport?",
            "€90",
            "€60",
            "question's words",
        ),
        (SCHEME, "How long is the reinforced concrete wall along Mill Quay?", "240 metres", "3.8 kilometres", "for “"),
        (SWANS, "How many whooper swans were counted in 2024?", "158", "212", "the value before it changed"),
        (RATES, "What was the inflation rate in September?", "2.4%", "3.1%", "with “in September"),
        (SCHOOL, "Who will take over the Year 2 class in September?", "Tomasz Wren", "Delphine Achebe", "“take”"),
        (MARATHON, "Who finished second in the men's race?", "Reyna", "Samir Haddou", "“finished”"),
        (ENGINEER, "In which year did Hale decline a knighthood?", "1865", "1852", "“decline”"),
        (OBITUARY, "In which city was Eleanor Vasquez-Hart born?", "Lisbon", "Port Aldous", "“born”"),
    ],
)
def test_an_answer_for_another_case_measure_time_or_act_is_not_the_answer(
    source: str, question: str, right: str, wrong: str, reason: str
) -> None:
    """The other figure of an "or" said with the question's words, the measure of another thing in a list, the
    value a change started from; and a name or year from a clause without the act the question asks about ("take
    over", "finished second", "born"), which another clause gives to another name or with another year."""
    assert status(right, [source], question) == "VERIFIED"
    report = verify(wrong, [source], question=question, config=OFFLINE)
    assert report.status is not None and report.status.value != "VERIFIED"
    assert any(reason in f.reason and f.objection for f in match_findings(report)), [
        f.reason for f in match_findings(report)
    ]


def test_the_value_before_a_change_answers_for_an_earlier_year() -> None:
    question = "How many whooper swans were counted in 2023?"
    report = verify("212", [SWANS], question=question, config=OFFLINE)
    assert not any("before it changed" in f.reason for f in match_findings(report))


def test_a_part_counted_by_its_whole_still_answers() -> None:
    source = "The steamship sank after striking a reef, with the loss of 214 of the 380 people aboard."
    assert status("214", [source], "How many people died when the steamship sank?") == "VERIFIED"


def test_the_answer_for_the_asked_year_person_or_figure_stands() -> None:
    assert status("54", [COURT], "How old is Gareth Pell?") == "VERIFIED"
    assert status("agricultural run-off", [RIVER], "What was estimated to account for 60% of the nitrate load?") == (
        "VERIFIED"
    )
    assert status("Turin", [LOAN], "In which city is the Galleria Rovere?") == "VERIFIED"
    report = verify(
        "5 days", [GUIDELINE], question="How many days is the course under the 2024 guideline?", config=OFFLINE
    )
    assert not any("the question asks about" in f.reason for f in match_findings(report))
