"""The answer status speaks of the final answer (contract, "Answer status"): one test per cell of the rule, and the
README's one- and two-claim examples, which must agree (VERIFIED after 1 correction)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine import Claim, ClaimResult, Computed, Config, Finding, Quote, Risk, Status, Verdict, verify
from saife_cli import main
from engine.verdict import answer_status

WRONG_CAP = "The indemnification cap is $5 million per incident."
RIGHT_CAP = "The indemnification cap is $2 million per incident."
NOTICE = "Either party may terminate with 90 days notice."
QUOTE = Quote(source=0, start=0, end=len(RIGHT_CAP), quote=RIGHT_CAP)


def result(claim_id: str, verdict: Verdict, **flags: object) -> ClaimResult:
    """A claim result as the repair loop leaves it; `flags` are hedged / removed / corrected / rechecked."""
    claim = Claim(id=claim_id, text=f"Claim {claim_id} says 5.", start=0, end=10)
    evidence = (QUOTE,) if verdict in (Verdict.SUPPORTED, Verdict.CONTRADICTED) else ()
    finding = Finding(detector="grounding", claim_id=claim_id, verdict=verdict, reason="test", evidence=evidence)
    risk = Risk.HIGH if verdict is Verdict.CONTRADICTED else Risk.LOW
    return ClaimResult(claim=claim, verdict=verdict, risk=risk, findings=(finding,), **flags)  # type: ignore[arg-type]


def corrected(claim_id: str, rechecked: Verdict | None) -> ClaimResult:
    return result(claim_id, Verdict.CONTRADICTED, corrected=True, rechecked=rechecked)


# -- the rule's cells ------------------------------------------------------------------------------------------


def test_a_correction_re_verified_supported_counts_as_supported() -> None:
    outcome = answer_status([corrected("c1", Verdict.SUPPORTED)])
    assert outcome.status is Status.VERIFIED
    assert outcome.corrections == 1
    assert outcome.why == "the one claim is backed by verified evidence after 1 correction"


def test_two_re_verified_corrections_beside_a_supported_claim_verify() -> None:
    outcome = answer_status(
        [corrected("c1", Verdict.SUPPORTED), corrected("c2", Verdict.SUPPORTED), result("c3", Verdict.SUPPORTED)]
    )
    assert outcome.status is Status.VERIFIED and outcome.corrections == 2
    assert outcome.why.endswith("after 2 corrections")


@pytest.mark.parametrize("rechecked", [None, Verdict.UNVERIFIABLE, Verdict.LIKELY])
def test_a_correction_not_re_verified_does_not_count_as_supported(rechecked: Verdict | None) -> None:
    outcome = answer_status([corrected("c1", rechecked), result("c2", Verdict.SUPPORTED)])
    assert outcome.status is Status.CAUTION
    assert outcome.corrections == 0
    assert outcome.why == "1 of 2 claims could not be confirmed"


def test_more_than_half_removed_blocks() -> None:
    outcome = answer_status(
        [
            result("c1", Verdict.CONTRADICTED, removed=True),
            result("c2", Verdict.CONTRADICTED, removed=True),
            result("c3", Verdict.SUPPORTED),
        ]
    )
    assert outcome.status is Status.BLOCKED
    assert outcome.why == "2 of 3 claims had to be removed"


def test_half_removed_does_not_block() -> None:
    outcome = answer_status([result("c1", Verdict.CONTRADICTED, removed=True), result("c2", Verdict.SUPPORTED)])
    assert outcome.status is Status.VERIFIED


def test_a_contradicted_claim_left_in_the_final_answer_blocks() -> None:
    outcome = answer_status(
        [
            result("c1", Verdict.CONTRADICTED, hedged=True),  # marked, not removed (hedge-only mode): still there
            corrected("c2", Verdict.SUPPORTED),
            result("c3", Verdict.SUPPORTED),
        ]
    )
    assert outcome.status is Status.BLOCKED
    assert outcome.why == "1 claim contradicted by the evidence"


def test_a_required_check_that_could_not_run_blocks_even_a_verified_answer() -> None:
    outcome = answer_status([corrected("c1", Verdict.SUPPORTED)], failed_required="the judge could not be reached")
    assert outcome.status is Status.BLOCKED
    assert outcome.why == "the judge could not be reached"


def test_a_computed_correction_counts_like_a_quoted_one() -> None:
    claim = Claim(id="c1", text="2 + 2 = 5.", start=0, end=10)
    finding = Finding(
        detector="arithmetic", claim_id="c1", verdict=Verdict.CONTRADICTED, reason="2 + 2 is 4",
        evidence=(Computed.of("2 + 2 = 4"),),
    )  # fmt: skip
    fixed = ClaimResult(
        claim=claim, verdict=Verdict.CONTRADICTED, risk=Risk.HIGH, findings=(finding,), corrected=True,
        rechecked=Verdict.SUPPORTED,
    )  # fmt: skip
    assert answer_status([fixed]).status is Status.VERIFIED


def test_claims_that_are_not_check_worthy_do_not_count() -> None:
    question = result("c2", Verdict.UNVERIFIABLE)
    question = question.model_copy(update={"claim": question.claim.model_copy(update={"check_worthy": False})})
    assert answer_status([corrected("c1", Verdict.SUPPORTED), question]).status is Status.VERIFIED


# -- the README's examples, end to end -------------------------------------------------------------------------

OFFLINE = Config(offline=True, db_path="")


@pytest.mark.parametrize(
    ("answer", "source"),
    [(WRONG_CAP, RIGHT_CAP), (f"{WRONG_CAP} {NOTICE}", f"{RIGHT_CAP} {NOTICE}")],
    ids=["one-claim", "two-claim"],
)
def test_the_readme_examples_agree_verified_after_one_correction(answer: str, source: str) -> None:
    report = verify(answer + "\n", [source + "\n"], config=OFFLINE)
    assert report.final_answer == source + "\n"
    first = report.claims[0]
    assert first.verdict is Verdict.CONTRADICTED and first.corrected and first.rechecked is Verdict.SUPPORTED
    assert report.status is Status.VERIFIED
    data = json.loads(report.to_json())
    assert data["stats"]["corrections"] == 1
    assert data["claims"][0]["rechecked"] == "SUPPORTED"
    assert data["stats"]["why"].endswith("after 1 correction")


def test_the_cli_header_says_verified_after_one_correction(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "answer.md").write_text(WRONG_CAP + "\n")
    (tmp_path / "contract.txt").write_text(RIGHT_CAP + "\n")
    code = main(["check", str(tmp_path / "answer.md"), "--source", str(tmp_path / "contract.txt"), "--offline"])
    out = capsys.readouterr().out.splitlines()
    assert code == 0
    assert out[0].startswith(" VERIFIED  after 1 correction ")
    assert out[1].startswith("1 claim checked · 2 passes · 0 model calls · ")


def test_a_report_only_run_stays_blocked_and_counts_no_correction() -> None:
    report = verify(WRONG_CAP, [RIGHT_CAP], config=OFFLINE.model_copy(update={"repair": "report"}))
    assert report.status is Status.BLOCKED and report.stats["corrections"] == 0
