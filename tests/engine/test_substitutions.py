"""A claim that copies a source sentence but changes it: a name or a word in another's place, a word added, an
opposite, two names trading places. Coverage alone let each of these through (90 % or more of the claim's words are
in the sentence); rewordings, lists in another order and words left out still pass."""

from __future__ import annotations

import pytest

from engine import Config, Verdict, verify

GALA = [
    "The gala was held at the Blaisdell Center in Honolulu and aired in over 40 countries across Asia and Europe. "
    "He reached the final at the French Open in 1988, won the French Open doubles in 1984 and lost at the US Open. "
    "The agencies oversee every change to the ICD-9-CM. The ICD-10-CM replaced it in 2015."
]
RAILWAY = [
    "The northern section of the new railway line between Leeds and York was opened to passengers by the regional "
    "transport authority in 2019, and its neighbouring depot is 2 mi long."
]
ALBUM = [
    "The album was released in March 2012, and some of its songs reached the charts; many critics praised the "
    "stadium shows. The new line was opened to passengers in 2019."
]
MUSEUM = ["The museum's east wing was opened before the war by the city council."]
COMPANY = ["The company hired 40 engineers in March and fired 12 managers in May."]
MATCH = [
    "Arsenal beat Chelsea 2-1 at home in December, with goals from Saka and Havertz. "
    "However, Blues racked up 10 points while Gloucester were a man down."
]
VOCALS = [
    "Vocals are by Aesop Rock, with guest appearances from El-P and Camu Tao of the U.S. Army.",
    "Vocals are by Aesop Rock, with guest appearances from El-P and Camu Tao of the Légion d’Honneur.",
]
OFFLINE = Config(offline=True, db_path="")


def grounding_of(answer: str, sources: list[str]) -> tuple[Verdict, str]:
    report = verify(answer, sources, config=OFFLINE)
    (result,) = [r for r in report.claims if r.claim.check_worthy]
    return result.verdict, next(f.reason for f in result.findings if f.detector == "grounding")


@pytest.mark.parametrize(
    ("sources", "answer", "said"),
    [
        # A name where the sentence has another, though the sentence names it elsewhere.
        (
            GALA,
            "It aired in over 40 countries across Honolulu and Europe.",
            "has “Asia” where the claim has “Honolulu”",
        ),
        (
            GALA,
            "He reached the final at the US Open in 1988, won the French Open doubles in 1984 and lost at the US Open.",
            "has “French Open” where the claim has “US Open”",
        ),
        (GALA, "The agencies oversee every change to the ICD-10-CM.", "has “ICD-9-CM” where the claim has “ICD-10-CM”"),
        # A word where the sentence has another.
        (
            RAILWAY,
            "The northern section of the new railway line between Leeds and York was opened to freight.",
            "has “passengers” where the claim has “freight”",
        ),
        (COMPANY, "The company fired 40 engineers in March.", "has “hired” where the claim has “fired”"),
        (MUSEUM, "The museum's east wing was opened before the war by the city mayor.", "has “council” where"),
        # An opposite among stopwords, also where a claim starts.
        (ALBUM, "All of its songs reached the charts.", "has “some” where the claim has “All”"),
        (ALBUM, "Few critics praised the stadium shows.", "has “many” where the claim has “Few”"),
        # Words added.
        (
            RAILWAY,
            "The northern section of the new electrified railway line between Leeds and York was opened.",
            "does not say “electrified”, which the claim adds",
        ),
        (
            RAILWAY,
            "The northern section of the new railway line between Leeds and York was finally opened.",
            "does not say “finally”",
        ),
        (
            RAILWAY,
            "The northern section of the new railway line was opened to passengers and freight by the regional "
            "transport authority.",
            "does not say “and freight”",
        ),
        # Two names trading places; or a name the sentence gives, but not in the part this claim copies.
        (MATCH, "Chelsea beat Arsenal 2-1 at home in December.", "has “Arsenal … Chelsea” where the claim has"),
        (MATCH, "However, Gloucester racked up 10 points.", "has “Blues” where the claim has “Gloucester”"),
    ],
)
def test_a_changed_copy_of_a_sentence_is_not_supported(sources: list[str], answer: str, said: str) -> None:
    verdict, reason = grounding_of(answer, sources)
    assert verdict is Verdict.UNVERIFIABLE and said in reason


@pytest.mark.parametrize(
    ("sources", "answer"),
    [
        (RAILWAY, "The northern section of the new railway line between Leeds and York was opened to passengers."),
        (RAILWAY, "Its neighboring depot is 2 mi long."),  # spelt the American way
        (RAILWAY, "The northern section of a new railway line between Leeds and York was opened to passengers."),
        (RAILWAY, "The section of the railway line between Leeds and York was opened by the authority in 2019."),
        (
            RAILWAY,
            "The northern section of the new railway line was opened to the passengers by the transport authority.",
        ),
        # Reworded in more than one place: a paraphrase, held to coverage as before.
        (
            RAILWAY,
            "In 2019 the regional transport authority opened the northern section of the new Leeds to York line to "
            "passengers.",
        ),
        (COMPANY, "The company hired 40 engineers in March."),
        (ALBUM, "Some of its songs reached the charts."),
        (ALBUM, "It was opened to passengers in 2019."),  # a pronoun stands for what the sentence names
        (ALBUM, "However, many critics praised the stadium shows."),  # a word linking the claim to the one before
        (ALBUM, "In March 2012 the album was released."),  # words moved, none added
        (MATCH, "Arsenal beat Chelsea 2-1 at home in December, with goals from Havertz and Saka."),  # a list reordered
        (MATCH, "In December Arsenal beat Chelsea 2-1 at home."),  # a month moves freely
        (
            ["Revenue grew by 15% in the third quarter of the year."],
            "Revenue rose by 15% in the third quarter of the year.",
        ),
        (VOCALS, "Vocals are by Aesop Rock, with guest appearances from Camu Tao and El-P."),
        (VOCALS, "Vocals are by Aesop Rock with guest appearances from Camu Tao."),  # a name left out
        (VOCALS, "Vocals are by Aesop Rock, with guest appearances from El-P and Camu Tao of the US Army."),
        (VOCALS, "Vocals are by Aesop Rock, with guest appearances from El-P and Camu Tao of the Legion d'Honneur."),
        (["The band consists of Smith, Jones and Brown."], "The band consists of Brown, Smith and Jones."),
        (["She will be sentenced on 4 March."], "She will be sentenced on March 4."),
        (["Prices and wages rose in 2020."], "Wages and prices rose in 2020."),
        # A word for another that says the same, as summaries write them.
        (
            ["Medical teams treated 212 runners, mostly for dehydration."],
            "Medical teams treated 212 runners, mainly for dehydration.",
        ),
        (
            ["Mortgage approvals dropped to 41,200 in September from 53,900 a year before, the lowest since 2023."],
            "Mortgage approvals slipped to 41,200 in September from 53,900 a year before, the lowest since 2023.",
        ),
        (
            ["The gang fled on two motorbikes towards the A43 after the raid on the jewellers in Kettering."],
            "The gang escaped on two motorbikes towards the A43 after the raid on the jewellers in Kettering.",
        ),
    ],
)
def test_a_copy_reworded_reordered_or_cut_short_is_still_supported(sources: list[str], answer: str) -> None:
    verdict, reason = grounding_of(answer, sources)
    assert verdict is Verdict.SUPPORTED, reason


@pytest.mark.parametrize(
    ("sources", "answer", "said"),
    [
        (
            RAILWAY,
            "The northern section of the new railway line between Leeds and York was closed to passengers.",
            "says “opened”, not “closed”",
        ),
        (
            RAILWAY,
            "The southern section of the new railway line between Leeds and York was opened to passengers.",
            "says “northern”, not “southern”",
        ),
        (  # two changes, and words left out in between
            RAILWAY,
            "The southern section of the new railway line between Leeds and York was closed to passengers in 2019.",
            "says “northern”, not “southern”",
        ),
        (MUSEUM, "The museum's east wing was opened after the war by the city council.", "says “before”, not “after”"),
        (
            ["Mortgage approvals dropped to 41,200 in September."],
            "Mortgage approvals jumped to 41,200 in September.",
            "says “dropped”, not “jumped”",
        ),
    ],
)
def test_a_copy_with_a_word_turned_into_its_opposite_is_contradicted(
    sources: list[str], answer: str, said: str
) -> None:
    verdict, reason = grounding_of(answer, sources)
    assert verdict is Verdict.CONTRADICTED and reason == f"source 1 {said}"


def test_the_opposite_word_is_corrected_with_the_sources_word_and_checked_again() -> None:
    report = verify(
        "The museum is open on Mondays. Sales fell by 5% in 2020.",
        ["The museum is closed on Mondays. Sales rose by 5% in 2020."],
        config=OFFLINE,
    )
    assert report.final_answer == "The museum is closed on Mondays. Sales rose by 5% in 2020."
    assert [e.kind.value for e in report.edits] == ["correct", "correct"]
    assert all("corrected with the source word, checked again" in e.reason for e in report.edits)
    assert all(e.evidence for e in report.edits)


@pytest.mark.parametrize(
    ("source", "answer", "said"),
    [
        ("The cat chased the dog.", "The dog chased the cat.", "has “cat … dog” where the claim has “dog … cat”"),
        (
            "The company sued the city over the new law.",
            "The city sued the company over the new law.",
            "has “company … city” where the claim has “city … company”",
        ),
    ],
)
def test_plain_words_trading_places_in_the_same_words_are_not_supported(source: str, answer: str, said: str) -> None:
    verdict, reason = grounding_of(answer, [source])
    assert verdict is Verdict.UNVERIFIABLE and reason == f"source 1 {said}"
