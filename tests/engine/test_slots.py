"""A claim that fills a phrase of its sentence ("born in") with another name the sentence gives elsewhere."""

from __future__ import annotations

import pytest

from engine import Config, verify
from engine.detectors._slots import name_out_of_slot

OFFLINE = Config(offline=True, db_path="")

RICE = "Born in New Orleans, Rice spent much of her early life there before moving to Texas."
FILM = "The film was directed by Ann Lee and produced by Tom Hale."
RIVER = "The river rises in Bavaria and flows through Austria to the Black Sea."
FIRM = "The company, founded in Berlin in 1998, moved its headquarters to Munich in 2005."
TREATY = "The treaty was signed in Paris by France and Spain."


@pytest.mark.parametrize(
    ("source", "claim", "said"),
    [
        (RICE, "Rice was born in Texas.", "born in New Orleans"),
        (FILM, "The film was directed by Tom Hale.", "directed by Ann Lee"),
        (RIVER, "The river rises in Austria.", "rises in Bavaria"),
        (FIRM, "The company was founded in Munich.", "founded in Berlin"),
        (TREATY, "The treaty was signed in Spain.", "signed in Paris"),
        ("The train leaves at 9:15 and arrives at 11:40.", "The train leaves at 11:40.", "leaves at 9:15"),
        ("The novel, published in 1925, is set in 1922.", "The novel was published in 1922.", "published in 1925"),
        ("The team won the cup in 2010 but lost the final in 2012.", "The team won the cup in 2012.", "cup in 2010"),
    ],
)
def test_another_name_in_the_slot_is_not_supported(source: str, claim: str, said: str) -> None:
    report = verify(claim, [source], config=OFFLINE)
    assert report.status is not None and report.status.value == "CAUTION"
    reasons = [f.reason for r in report.claims for f in r.findings]
    assert any(f"says “{said}”" in reason for reason in reasons)


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        (RICE, "Rice was born in New Orleans."),
        (FILM, "The film was produced by Tom Hale."),
        (RIVER, "The river flows through Austria."),
        (FIRM, "The company moved its headquarters to Munich."),
        (TREATY, "The treaty was signed by Spain."),
        ("He was born in Paris, France, in 1950.", "He was born in France."),
        ("She studied at Oxford and at Harvard before joining the bank.", "She studied at Harvard."),
        ("Smith played for Arsenal from 1990 to 1995 and for Chelsea from 1995 to 2000.", "Smith played for Chelsea."),
        ("He worked at Google, Microsoft, and Apple before founding the firm.", "He worked at Apple."),
        ("The album was released in the United States and in Europe in 1999.", "The album was released in Europe."),
        ("The band was formed in 1990 in Seattle by two brothers.", "The band was formed in Seattle."),
        ("The train leaves at 9:15 and arrives at 11:40.", "The train arrives at 11:40."),
        ("The novel, published in 1925, is set in 1922.", "The novel is set in 1922."),
        ("The company was founded in 2010 in Austin.", "The company was founded in Austin."),
        ("The shop opens at 8:30, and at 10:00 on Sundays.", "The shop opens at 10:00 on Sundays."),
        ("They married in London's St Paul's Cathedral in 1981.", "They married in St Paul's Cathedral."),
        ("He was elected to the House of Representatives in 1980.", "He was elected to the House of Representatives."),
        ("It was published by Penguin Books in London in 1960.", "It was published by Penguin."),
        (
            "Francis formed an alliance with the Muslim sultan Suleiman the Magnificent.",
            "Francis formed an alliance with Suleiman the Magnificent.",
        ),
    ],
)  # fmt: skip
def test_the_claims_name_in_its_slot_is_supported(source: str, claim: str) -> None:
    assert name_out_of_slot(claim, source) is None
    report = verify(claim, [source], config=OFFLINE)
    assert report.status is not None and report.status.value == "VERIFIED"


def test_a_line_break_inside_a_name_is_a_space() -> None:
    assert name_out_of_slot("It was founded by Prince Hall.", "It was founded by Prince\nHall in Boston.") is None


@pytest.mark.parametrize(
    ("source", "claim", "contrast"),
    [
        ("Unlike France, Germany voted for the treaty.", "France voted for the treaty.", "Unlike France"),
        ("Everyone except Tom attended the meeting.", "Tom attended the meeting.", "except Tom"),
        ("The prize went to Ann rather than Bob.", "The prize went to Bob.", "rather than Bob"),
        ("Target is the second-largest retailer, behind Walmart.", "Walmart is the second-largest retailer.",
         "behind Walmart"),
    ],
)  # fmt: skip
def test_a_name_the_sentence_gives_only_as_a_contrast(source: str, claim: str, contrast: str) -> None:
    report = verify(claim, [source], config=OFFLINE)
    assert report.status is not None and report.status.value == "CAUTION"
    reasons = [f.reason for r in report.claims for f in r.findings]
    assert any(f"only as a contrast (“{contrast}”)" in reason for reason in reasons), reasons


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        ("Unlike France, Germany voted for the treaty.", "Germany voted for the treaty."),
        ("Unlike France, Germany voted for the treaty.", "Unlike France, Germany voted for the treaty."),
        ("The prize went to Ann rather than Bob.", "The prize went to Ann."),
    ],
)
def test_the_other_side_of_a_contrast_is_supported(source: str, claim: str) -> None:
    report = verify(claim, [source], config=OFFLINE)
    assert report.status is not None and report.status.value == "VERIFIED"


POSSESSIVES = (
    "Greenleaf Books sold 1,240 copies of the atlas in March. Its founder, Helen Marsh, still manages the store. "
    "Acme hired 40 engineers. Its rival Bolt fired 12 managers."
)


def test_what_a_sentence_says_of_its_named_subject_is_not_said_of_the_possessor() -> None:
    report = verify("Acme fired 12 managers.", [POSSESSIVES], config=OFFLINE)
    assert report.status is not None and report.status.value == "CAUTION"
    reasons = [f.reason for r in report.claims for f in r.findings]
    assert "source 1 says it of “Its rival Bolt”, not of Acme" in reasons


@pytest.mark.parametrize(
    "claim",
    ["Helen Marsh founded Greenleaf Books.", "Bolt fired 12 managers.", "Bolt is a rival of Acme."],
)
def test_the_named_subject_and_the_possessor_are_each_supported(claim: str) -> None:
    report = verify(claim, [POSSESSIVES], config=OFFLINE)
    assert report.status is not None and report.status.value == "VERIFIED"


@pytest.mark.parametrize(
    ("source", "claim", "said"),
    [
        (
            "The company has offices in Paris and Berlin, and plans one in Rome.",
            "The company has offices in Paris, Berlin and Rome.",
            "says “offices in Paris and Berlin”, not “offices in Paris, Berlin and Rome”",
        ),
        ("Anna, a nurse, married Tom, a doctor.", "Anna is a doctor.", "says “Anna, a nurse”, not “Anna is a doctor”"),
    ],
)
def test_a_list_grown_or_a_role_taken_from_another_name(source: str, claim: str, said: str) -> None:
    report = verify(claim, [source], config=OFFLINE)
    assert report.status is not None and report.status.value == "CAUTION"
    assert f"source 1 {said}" in [f.reason for r in report.claims for f in r.findings]


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        ("The company has offices in Paris and Berlin, and plans one in Rome.", "The company has offices in Berlin."),
        ("Anna, a nurse, married Tom, a doctor.", "Anna is a nurse."),
        ("Anna, a nurse, married Tom, a doctor.", "Tom is a doctor."),
    ],
)
def test_the_list_and_the_roles_as_the_sentence_gives_them_are_supported(source: str, claim: str) -> None:
    report = verify(claim, [source], config=OFFLINE)
    assert report.status is not None and report.status.value == "VERIFIED"
