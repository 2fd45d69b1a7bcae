"""Whose words a sentence says: the one clause reading left of the who-did-what rules (engine/detectors/_whose.py).

Code reads only whether the clause that holds a claim's words names the claim's opening name as its subject; when
it cannot tell, the claim is left unconfirmed (never contradicted) for a model to read."""

from __future__ import annotations

import pytest

from engine import Config, verify
from engine.detectors._whose import whose_words

OFFLINE = Config(offline=True, db_path="")
MUSEUM = "The museum, founded by Ana Ruiz in 1990, holds works donated every year by the city."
CLINIC = "Dr. Kim, a cardiologist, treated the patient, who later sued the hospital."
FAMILY = "Tom's sister, Anna, moved to Canada in 1999."
BROTHERS = "The older brother, Sam, runs the farm; the younger, Tim, is a teacher."
LISA = "Lisa, who trained under coach Marco, won gold in Tokyo."
ITALY = "Rome is the capital of Italy, and Milan is its largest financial centre."


@pytest.mark.parametrize(
    ("claim", "sentence", "home", "name"),
    [
        ("Ana Ruiz donates works every year.", MUSEUM, "holds works donated every year by the city", "Ana Ruiz"),
        ("Dr. Kim sued the hospital.", CLINIC, "who later sued the hospital", "Dr. Kim"),
        ("Tom moved to Canada in 1999.", FAMILY, "moved to Canada in 1999", "Tom"),
        ("Sam is a teacher.", BROTHERS, "is a teacher", "Sam"),
        ("Marco won gold in Tokyo.", LISA, "won gold in Tokyo", "Marco"),
        ("Milan is the capital of Italy.", ITALY, "Rome is the capital of Italy", "Milan"),
        ("Rome is Italy's largest financial centre.", ITALY, "Milan is its largest financial centre", "Rome"),
        ("In 1990, Ana Ruiz donated works to the museum.", MUSEUM, "holds works donated every year by the city",
         "Ana Ruiz"),
    ],
)  # fmt: skip
def test_words_of_a_clause_that_names_another_subject_are_not_tied_to_the_name(
    claim: str, sentence: str, home: str, name: str
) -> None:
    assert whose_words(claim, sentence) == (home, name)
    report = verify(claim, [sentence], config=OFFLINE)
    assert [r.verdict.value for r in report.claims] == ["UNVERIFIABLE"]
    reasons = [f.reason for r in report.claims for f in r.findings]
    assert f"source 1 says “{home}”, and code cannot tell that it says so of {name}" in reasons


@pytest.mark.parametrize(
    ("claim", "sentence"),
    [
        ("Shakespeare died in 1616.", "Shakespeare was born in Stratford-upon-Avon in 1564 and died there in 1616."),
        ("Dr. Kim is a cardiologist.", CLINIC),
        ("Anna moved to Canada in 1999.", FAMILY),
        ("Sam runs the farm.", BROTHERS),
        ("Lisa won gold in Tokyo.", LISA),
        ("Ann Lee won the prize in 1990.", "Ann Lee, praised by Tom Hale, won the prize in 1990."),
        ("Karl Varga later became mayor of Sopron.", "Her brother, Karl Varga, who later became mayor of Sopron, "
         "financed her early laboratory."),
        ("Lena Ortiz lives in Paris.", "Lena Ortiz, the former CEO of Acme, lives in Paris."),
        ("Ana Diaz said she would not resign.", '"We will not resign," said the party leader, Ana Diaz.'),
        ("Rice was born in New Orleans.", "Born in New Orleans, Rice spent much of her early life there."),
        ("Paris hosted matches in 1998.", "Not only Paris but also Lyon hosted matches in 1998."),
        ("The city donates works every year.", MUSEUM),  # no name opens the claim: nothing to tie
    ],
)  # fmt: skip
def test_a_clause_that_goes_on_about_the_name_bears_it_out(claim: str, sentence: str) -> None:
    assert whose_words(claim, sentence) is None
    report = verify(claim, [sentence], config=OFFLINE)
    assert report.status is not None and report.status.value == "VERIFIED", [
        f.reason for r in report.claims for f in r.findings
    ]
