"""A name the sentence gives only as the agent of one verb ("founded by Ana Ruiz"), made the subject of another."""

from __future__ import annotations

import pytest

from engine import Config, verify
from engine.detectors._agents import agent_of_another_verb

OFFLINE = Config(offline=True, db_path="")

MUSEUM = "The museum, founded by Ana Ruiz in 1990, holds works donated every year by the city."
NOVEL = "The novel was written by Ann Lee and won the Booker Prize in 1990."
PRIZE = "The Booker Prize was won by Ann Lee in 1990."


@pytest.mark.parametrize(
    ("source", "claim", "said"),
    [
        (MUSEUM, "Ana Ruiz donates works every year.", "founded by Ana Ruiz"),
        (MUSEUM, "In 1990, Ana Ruiz donated works to the museum.", "founded by Ana Ruiz"),
        (MUSEUM, "Ana Ruiz holds works.", "founded by Ana Ruiz"),
        (NOVEL, "Ann Lee won the Booker Prize in 1990.", "written by Ann Lee"),
        (
            "Built by Tom Hale in 1902, the bridge carried trains until 1950.",
            "Tom Hale carried trains until 1950.",
            "Built by Tom Hale",
        ),
    ],
)
def test_the_agent_of_one_verb_is_not_the_subject_of_another(source: str, claim: str, said: str) -> None:
    report = verify(claim, [source], config=OFFLINE)
    assert report.status is not None and report.status.value == "CAUTION"
    reasons = [f.reason for r in report.claims for f in r.findings]
    assert any(f"only as who did this (“{said}”)" in reason for reason in reasons), reasons


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        (MUSEUM, "Ana Ruiz founded the museum in 1990."),
        (MUSEUM, "The city donates works every year."),
        (PRIZE, "Ann Lee won the Booker Prize in 1990."),
        (PRIZE, "Ann Lee wins the Booker Prize."),
        ("Ann Lee, praised by Tom Hale, won the prize in 1990.", "Ann Lee won the prize in 1990."),
        ("The album was produced by Tom Hale, who also sang on it.", "Tom Hale produced the album."),
    ],
)
def test_what_the_agent_did_is_still_supported(source: str, claim: str) -> None:
    report = verify(claim, [source], config=OFFLINE)
    assert report.status is not None and report.status.value == "VERIFIED", [
        f.reason for r in report.claims for f in r.findings
    ]


@pytest.mark.parametrize(
    ("claim", "sentence"),
    [
        ("Ann Lee wrote the novel.", NOVEL),  # "wrote" is the verb of "written"
        ("Ann Lee is the novel's writer.", NOVEL),
        ("Spain borders France.", "France is bordered by Spain and Belgium."),  # a neighbour, not an agent
        ("Tom Hale sang on the album.", "The album was produced by Tom Hale, and Tom Hale sang on it."),
        ("The city donates works.", MUSEUM),  # the claim's subject is not a name the sentence gives as an agent
    ],
)
def test_the_check_leaves_other_readings_alone(claim: str, sentence: str) -> None:
    assert agent_of_another_verb(claim, sentence) is None
