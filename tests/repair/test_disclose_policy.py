"""The repair policy when nothing checked a claim either way: disclose (the words stay, a mark follows the
sentence), and hedge in words only what something speaks against, or everything under `hedging="strict"`."""

from __future__ import annotations

import pytest

from engine import Config, EditKind, Report, Status, Verdict
from engine.detectors.grounding import LexicalGrounding
from engine.detectors.names import NamesDetector
from engine.export import to_markdown
from engine.inputs import make_input
from engine.pipeline import run_check
from engine.repair import DISCLOSE_MARK, HEDGE_UNCONFIRMED, Action, needs_repair, plan_for, reason_to_hedge
from engine.types import Claim, ClaimResult, Finding, Risk

SOURCE = (
    "Minutes of the Harwick Town Council, 14 March 2024. Work on Mill Road is scheduled to begin on 6 May and to "
    "last eleven weeks. The contract with Brightline Paving Ltd. costs £412,800."
)
TRUE_PARAPHRASE = "Crews should start resurfacing in early spring."
"""True to the source in meaning, but no offline reader can confirm it: nothing speaks against it either."""
SUPPORTED = "The contract with Brightline Paving Ltd. costs £412,800."


def claim_result(*findings: Finding, verdict: Verdict = Verdict.UNVERIFIABLE, risk: Risk = Risk.HIGH) -> ClaimResult:
    claim = Claim(id="c1", text=TRUE_PARAPHRASE, start=0, end=len(TRUE_PARAPHRASE))
    return ClaimResult(claim=claim, verdict=verdict, risk=risk, findings=findings)


def finding(detector: str, reason: str, **flags: bool) -> Finding:
    return Finding(detector=detector, claim_id="c1", verdict=Verdict.UNVERIFIABLE, reason=reason, **flags)


async def check(answer: str, **fields: object) -> Report:
    config = Config(offline=True, db_path="", verifier=False, **fields)
    report = await run_check(make_input(answer, [SOURCE]), config, detectors=[LexicalGrounding(), NamesDetector()])
    text = report.answer
    for edit in report.edits:
        assert text[edit.start : edit.end] == edit.before
        text = text[: edit.start] + edit.after + text[edit.end :]
    assert text == report.final_answer  # the edits replay to the final answer, disclosures included
    return report


# -- the policy, claim by claim ----------------------------------------------------------------------------------


def test_nothing_against_it_is_disclosed_not_hedged() -> None:
    unread = claim_result(finding("grounding", "no source sentence covers this claim (best match 40%; lacks x)"))
    assert reason_to_hedge(unread, sources_given=True) is None
    plan = plan_for(unread, "repair", may_correct=True)
    assert plan.action is Action.DISCLOSE
    assert plan.reason.startswith("no source sentence covers this claim") and "no check contradicted it" in plan.reason
    assert plan_for(unread, "repair", may_correct=True, hedging="strict").action is Action.HEDGE


@pytest.mark.parametrize(
    ("against", "why"),
    [
        (finding("names", "mentions “Okafor”, which isn't in the sources", objection=True), "an objection"),
        (finding("judge", "judge could not check it: timeout", error=True), "a failed check"),
        (finding("judge", "the sources do not say this (judge)"), "the judge read the sources and found nothing"),
    ],
)
def test_what_speaks_against_a_claim_still_gets_it_hedged(against: Finding, why: str) -> None:
    result = claim_result(finding("grounding", "no source sentence covers this claim"), against)
    assert reason_to_hedge(result, sources_given=True) == against, why
    plan = plan_for(result, "repair", may_correct=True)
    assert plan.action is Action.HEDGE and plan.reason == against.reason  # the reason shown is the true one


def test_a_verifier_that_could_not_load_is_no_reason_to_hedge() -> None:
    missing = finding("verifier", "the embedded verifier could not be loaded: no model file", error=True)
    assert plan_for(claim_result(missing), "repair", may_correct=True).action is Action.DISCLOSE


def test_likely_claims_are_never_flagged() -> None:
    likely = claim_result(verdict=Verdict.LIKELY, risk=Risk.LOW)
    assert not needs_repair(likely)
    assert not needs_repair(claim_result(finding("grounding", "x")).model_copy(update={"disclosed": True}))


def test_config_reads_the_hedging_policy_from_the_environment() -> None:
    assert Config().hedging == "disclose"
    assert Config.from_env({"SAIFE_HEDGING": "strict"}, load_dotenv_file=False).hedging == "strict"
    with pytest.raises(ValueError, match="hedging"):
        Config(hedging="loud")  # type: ignore[arg-type]


# -- whole runs ----------------------------------------------------------------------------------------------------


async def test_an_unconfirmed_true_claim_keeps_its_words_and_gets_a_mark() -> None:
    answer = f"{TRUE_PARAPHRASE} {SUPPORTED}"
    report = await check(answer)
    assert report.final_answer == f"{TRUE_PARAPHRASE} {DISCLOSE_MARK} {SUPPORTED}"
    (edit,) = report.edits
    assert edit.kind is EditKind.DISCLOSE and edit.before == TRUE_PARAPHRASE
    assert edit.after == f"{TRUE_PARAPHRASE} {DISCLOSE_MARK}"
    first, second = report.claims
    assert first.verdict is Verdict.UNVERIFIABLE and first.disclosed and not first.hedged
    assert second.verdict is Verdict.SUPPORTED and not second.disclosed
    assert report.status is Status.CAUTION  # disclosed claims keep the run at CAUTION
    assert "1 claim could not be confirmed by the sources; it is marked [unconfirmed] and left as written." in (
        report.alerts
    )
    assert not any("marked as unconfirmed" in alert for alert in report.alerts)  # no hedge alert: nothing hedged
    assert '"disclosed": true' in report.to_json()
    markdown = to_markdown(report)
    assert "- **disclose** `" in markdown and "(disclosed)" in markdown


async def test_strict_hedging_keeps_the_old_behaviour() -> None:
    report = await check(f"{TRUE_PARAPHRASE} {SUPPORTED}", hedging="strict")
    (edit,) = report.edits
    assert edit.kind is EditKind.HEDGE
    assert report.final_answer == f"Crews should start resurfacing in early spring {HEDGE_UNCONFIRMED}. {SUPPORTED}"
    assert report.claims[0].hedged and not report.claims[0].disclosed
    assert report.status is Status.CAUTION


async def test_an_objection_is_hedged_in_words_even_by_default() -> None:
    report = await check("Councillor Okafor said crews should start resurfacing in early spring.")
    (edit,) = report.edits
    assert edit.kind is EditKind.HEDGE and "Okafor" in edit.reason and HEDGE_UNCONFIRMED in report.final_answer
    assert DISCLOSE_MARK not in report.final_answer


async def test_a_contradicted_claim_is_still_corrected() -> None:
    report = await check(f"The contract with Brightline Paving Ltd. costs £512,800. {TRUE_PARAPHRASE}")
    assert [e.kind for e in report.edits] == [EditKind.CORRECT, EditKind.DISCLOSE]
    assert report.final_answer == f"{SUPPORTED} {TRUE_PARAPHRASE} {DISCLOSE_MARK}"


async def test_report_mode_marks_nothing() -> None:
    report = await check(TRUE_PARAPHRASE, repair="report")
    assert report.edits == () and report.final_answer == TRUE_PARAPHRASE and not report.claims[0].disclosed


async def test_no_sources_disclosed_by_the_checks() -> None:
    config = Config(offline=True, db_path="", verifier=False)
    report = await run_check(make_input("The bridge opened in 1932.", []), config, detectors=[LexicalGrounding()])
    assert report.final_answer == f"The bridge opened in 1932. {DISCLOSE_MARK}"
    assert "1 claim could not be confirmed by the checks; it is marked [unconfirmed] and left as written." in (
        report.alerts
    )


def test_the_audit_trail_keeps_the_disclosure(tmp_path) -> None:
    from engine import open_store, verify

    stored_config = Config(offline=True, db_path=str(tmp_path / "audit.db"), verifier=False)
    report = verify(f"{TRUE_PARAPHRASE} {SUPPORTED}", [SOURCE], config=stored_config)
    store = open_store(stored_config)
    assert store is not None
    stored = store.report(report.run_id)
    assert stored is not None and stored.to_dict() == report.to_dict()  # replayed from the stored events
    assert [e.kind for e in stored.edits] == [EditKind.DISCLOSE] and stored.claims[0].disclosed
    assert store.verify_chain(report.run_id).ok
