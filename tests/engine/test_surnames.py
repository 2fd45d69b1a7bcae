"""A bare surname in a source stands for the one full name of that source that ends with it."""

from __future__ import annotations

import pytest

from engine import Config, Verdict, verify
from engine.surnames import full_names_by_surname, stands_for

OFFLINE = Config(offline=True, db_path="")
RICE = (
    "Anne Rice was an American author of gothic fiction. Born in New Orleans, Rice spent much of her early "
    "life there before moving to Texas."
)


def grounding(answer: str, source: str) -> tuple[Verdict, str]:
    (result,) = verify(answer, [source], config=OFFLINE).claims
    finding = next(f for f in result.findings if f.detector == "grounding")
    return result.verdict, finding.reason


def test_full_names_are_read_once_per_surname() -> None:
    text = (
        "Rupert Murdoch and James Murdoch met. Gloucester's Billy Burns kicked. In New Orleans, Anne Rice wrote. "
        "Rice University is large."
    )
    names = full_names_by_surname(text)
    assert "murdoch" not in names  # two full names, so the surname stands for nobody
    assert names["burns"] == "Billy Burns" and names["rice"] == "Anne Rice"  # no possessive, no "In"


@pytest.mark.parametrize(
    ("sentence", "meant"),
    [
        ("Born in New Orleans, Rice spent her early life there.", "Anne Rice"),
        ("Anne Rice wrote novels.", ""),  # named in full already
        ("Stan Rice wrote poems.", ""),  # another Rice
        ("Rice University is large.", ""),  # part of another name
        ("Grain prices rose.", ""),
    ],
)
def test_what_a_sentences_surname_stands_for(sentence: str, meant: str) -> None:
    assert stands_for(sentence, {"rice": "Anne Rice"}) == meant


def test_a_claim_with_the_full_name_is_supported_by_the_surname_sentence() -> None:
    verdict, reason = grounding("Anne Rice spent her early life in New Orleans.", RICE)
    assert verdict is Verdict.SUPPORTED and "“Rice” there is Anne Rice" in reason


def test_another_first_name_is_not_read_into_the_surname() -> None:
    verdict, _ = grounding("Stan Rice spent his early life in New Orleans.", RICE)
    assert verdict is not Verdict.SUPPORTED
    two = RICE + " Stan Rice, her husband, was a poet."
    verdict, _ = grounding("Anne Rice spent her early life in New Orleans.", two)
    assert verdict is not Verdict.SUPPORTED  # "Rice" could be either of them


def test_a_shorter_form_of_the_same_name_is_the_same_person() -> None:
    text = "Der Mond is an opera by Carl Orff based on a tale. Carl Heinrich Maria Orff was a German composer."
    names = full_names_by_surname(text)
    assert names["orff"] == "Carl Heinrich Maria Orff"
    assert stands_for("Der Mond is an opera by Carl Orff based on a tale.", names) == "Carl Heinrich Maria Orff"
    verdict, _ = grounding("Carl Heinrich Maria Orff wrote the opera Der Mond, based on a tale.", text)
    assert verdict is Verdict.SUPPORTED
