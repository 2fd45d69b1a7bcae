"""Code holds the embedded verifier to the small edits it does not see, whatever its scores.

The model reads paraphrase but not one-word edits: it read "The company fired 40 engineers in March." as entailed
(94%) by a sentence saying the company hired them. These runs use a credulous copy of the shipped model, whose
bars are 0, so every window it retrieves reads as stating the claim: what keeps each lie below from being
supported is code alone, through the real pipeline. A faithful paraphrase still passes, so the vetoes do not
refuse everything."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from engine import verify
from engine.config import Config
from engine.types import Verdict
from engine.verifier import MODEL_DIR

sys.path.append(str(Path(__file__).resolve().parents[2] / "benchmarks" / "verifier"))
from stage import credulous

HIRED = "The company hired 40 engineers in March and fired 12 managers in May."


@pytest.fixture(scope="module")
def credulous_model(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A copy of the shipped model whose SUPPORTED and LIKELY bars are 0, its checksums rewritten to match."""
    return credulous(MODEL_DIR, tmp_path_factory.mktemp("credulous") / "model")


def _run(claim: str, source: str, model: Path):  # type: ignore[no-untyped-def]
    return verify(claim, sources=[source], config=Config(offline=True, db_path="", verifier_dir=str(model)))


@pytest.mark.parametrize(
    ("claim", "source", "shown"),
    [
        ("The company fired 40 engineers in March.", HIRED, "“hired” where the claim has “fired”"),
        (
            "The company hired 40 engineers in March.",
            "Did the company hire 40 engineers in March? Reporters asked the spokesperson on Tuesday.",
            "only asks this",
        ),
        ("The museum is the largest in Europe.", "The museum is the second largest in Europe.", "second largest"),
        (
            "Shakespeare died in 1564.",
            "William Shakespeare was born in 1564 in Stratford and died in 1616.",
            "says “died in 1616”, not “died in 1564”",
        ),
        ("The company did not hire any engineers in March.", HIRED, "only the claim is negated"),
        (
            "Acme hired 40 engineers in March.",
            "Globex hired 40 engineers in March, its press office said.",
            "“Globex” where the claim has “Acme”",
        ),
    ],
)
def test_a_credulous_verifier_never_supports_what_code_reads_as_another_fact(
    credulous_model: Path, claim: str, source: str, shown: str
) -> None:
    report = _run(claim, source, credulous_model)
    (result,) = report.claims
    assert result.verdict not in (Verdict.SUPPORTED, Verdict.LIKELY)
    assert report.status is not None and report.status.value != "VERIFIED"
    (mine,) = [f for f in result.findings if f.detector == "verifier"]
    assert mine.verdict is Verdict.UNVERIFIABLE and not mine.evidence
    assert "code reads a difference it does not see" in mine.reason and shown in mine.reason
    assert not mine.objection, "a judge reads such differences; the verifier's refusal must not block its verdict"


def test_a_credulous_verifier_still_supports_a_faithful_paraphrase(credulous_model: Path) -> None:
    source = (
        "Minutes, 14 March 2024. The council approved a contract with Brightline Paving Ltd. to resurface Mill Road."
    )
    report = _run("The council backed Brightline Paving's bid to resurface Mill Road.", source, credulous_model)
    (result,) = report.claims
    (mine,) = [f for f in result.findings if f.detector == "verifier"]
    assert mine.verdict is Verdict.SUPPORTED and mine.evidence
    assert result.verdict is Verdict.SUPPORTED


def test_whether_a_window_is_about_the_claim_is_the_models_reading_not_a_count_of_shared_words(
    credulous_model: Path,
) -> None:
    # The claim shares fewer than two content words with its source: the count of shared words the judge paths
    # dropped would call the window "not about this claim"; the verifier reads that question, code the figures.
    source = "The Colosseum is the largest amphitheatre ever built. About 7.4 million people visited it in 2019."
    report = _run("In 2019 it drew roughly 7.4 million visitors.", source, credulous_model)
    (mine,) = [f for f in report.claims[0].findings if f.detector == "verifier"]
    assert "not about this claim" not in mine.reason
    assert mine.verdict is Verdict.SUPPORTED and mine.evidence
    wrong = _run("In 2019 it drew roughly 9.4 million visitors.", source, credulous_model)
    assert wrong.claims[0].verdict not in (Verdict.SUPPORTED, Verdict.LIKELY)  # the figure is still code's to read


@pytest.mark.parametrize(
    ("claim", "span", "swapped"),
    [
        ("Acme hired 40 engineers in March.", "Globex hired 40 engineers in March, its press office said.", True),
        ("It hired 40 engineers in March.", "Globex hired 40 engineers in March.", False),
        ("The company hired 40 engineers in March.", "Globex hired 40 engineers in March.", False),
        ("Acme hired 40 engineers in March.", "In a statement, Acme said it hired 40 engineers in March.", False),
        ("Crews hired 40 engineers.", "Last year the firm hired 40 engineers.", False),
    ],
)
def test_a_claim_opening_with_a_name_the_sentence_lacks_is_an_opening_swap(
    claim: str, span: str, swapped: bool
) -> None:
    from engine.detectors._substitutions import opening_swapped

    assert (opening_swapped(claim, span) is not None) is swapped
