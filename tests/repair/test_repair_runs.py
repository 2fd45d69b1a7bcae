"""Offline runs end to end: corrections only with a verified quote, hedges and removals in plain words,
`final_answer` is exactly the answer with the edits applied. The residual rate on planted errors (a suite of runs)
is in the bench lane: tests_bench/test_repair_residual.py."""

from __future__ import annotations

import json
import re

from engine import Config, EditKind, Report, Status, Verdict, averify, verify

OFFLINE = Config(offline=True, db_path="")
SOURCE = "The indemnification cap is $2 million per incident. Either party may terminate with 90 days notice."


def replay_edits(report: Report) -> str:
    text = report.answer
    for edit in report.edits:
        assert text[edit.start : edit.end] == edit.before, edit
        text = text[: edit.start] + edit.after + text[edit.end :]
    return text


def check(answer: str, sources=(SOURCE,), **config: object) -> Report:
    report = verify(answer, list(sources), config=OFFLINE.model_copy(update=config))
    assert replay_edits(report) == report.final_answer
    for result in report.claims:
        assert not (result.hedged and result.verdict is Verdict.SUPPORTED)
    return report


def test_wrong_number_is_corrected_with_the_sources_value_and_checked_again() -> None:
    report = check(
        "The indemnification cap is $5 million per incident. Either party may terminate with 90 days notice."
    )
    assert report.final_answer == SOURCE
    first = report.claims[0]
    assert first.verdict is Verdict.CONTRADICTED and first.corrected and not first.removed
    (edit,) = report.edits
    assert edit.kind is EditKind.CORRECT and edit.claim_id == "c1"
    assert edit.before == "The indemnification cap is $5 million per incident."
    assert edit.after == "The indemnification cap is $2 million per incident."
    assert edit.evidence[0].quote == "The indemnification cap is $2 million per incident."
    assert report.status is Status.VERIFIED and report.stats["passes"] == 2
    assert "1 claim was corrected to match the sources (the fix was checked again)" in report.alerts
    data = json.loads(report.to_json())  # the contract JSON alone replays too
    text = data["answer"]
    for change in data["edits"]:
        assert text[change["start"] : change["end"]] == change["before"]
        text = text[: change["start"]] + change["after"] + text[change["end"] :]
    assert text == data["final_answer"]


def test_a_correction_that_does_not_verify_is_not_applied_and_the_claim_goes() -> None:
    report = check("The indemnification cap is $5 million per incident and covers floods. Either party may "
                   "terminate with 90 days notice.")  # fmt: skip
    assert [e.kind for e in report.edits] == [EditKind.REMOVE]
    assert report.final_answer == "Either party may terminate with 90 days notice."
    assert report.claims[0].removed and not report.claims[0].corrected
    assert "1 claim was removed because the sources contradict it" in report.alerts


def test_contradiction_without_a_value_to_take_is_removed() -> None:
    report = check(
        "Either party may not terminate with 90 days notice. The indemnification cap is $2 million per incident."
    )
    assert report.final_answer == "The indemnification cap is $2 million per incident."
    assert report.edits[0].kind is EditKind.REMOVE and report.claims[0].removed
    assert report.status is Status.VERIFIED


def test_unconfirmed_high_risk_claim_is_hedged_once_and_never_supported() -> None:
    report = check("The indemnification cap is $2 million per incident. The fee is 7% of revenue.", hedging="strict")
    assert report.final_answer.endswith("The fee is 7% of revenue (not confirmed by the sources).")
    hedged = report.claims[1]
    assert hedged.hedged and hedged.verdict is Verdict.UNVERIFIABLE
    assert report.status is Status.CAUTION
    assert "1 claim could not be confirmed and was marked as unconfirmed" in report.alerts
    again = check(report.final_answer, hedging="strict")
    assert again.final_answer.count("(not confirmed by the sources)") == 1  # never hedged twice


def test_unconfirmed_claim_with_nothing_against_it_is_disclosed_once_and_never_supported() -> None:
    report = check("The indemnification cap is $2 million per incident. The fee is 7% of revenue.")
    assert report.final_answer.endswith("The fee is 7% of revenue. [unconfirmed]")
    disclosed = report.claims[1]
    assert disclosed.disclosed and not disclosed.hedged and disclosed.verdict is Verdict.UNVERIFIABLE
    assert report.status is Status.CAUTION
    again = check(report.final_answer)
    assert again.final_answer.count("[unconfirmed]") == 1  # never marked twice


def test_no_sources_hedge_says_unverified() -> None:
    report = check("The fee is 7% of revenue.", sources=(), hedging="strict")
    assert report.final_answer == "The fee is 7% of revenue (unverified)."


def test_hedge_only_mode_marks_contradictions_and_stays_blocked() -> None:
    report = check("The indemnification cap is $5 million per incident.", repair="hedge")
    assert report.final_answer == "The indemnification cap is $5 million per incident (the sources say otherwise)."
    assert report.status is Status.BLOCKED and [e.kind for e in report.edits] == [EditKind.HEDGE]


def test_report_only_mode_changes_nothing_but_says_what_it_found() -> None:
    answer = "The indemnification cap is $5 million per incident. The fee is 7% of revenue."
    report = check(answer, repair="report")
    assert report.final_answer == answer and report.edits == ()
    assert report.status is Status.BLOCKED
    assert "1 claim is contradicted by the sources and was left unchanged (report-only mode)" in report.alerts
    assert "1 claim could not be confirmed and was left unchanged (report-only mode)" in report.alerts


def test_markdown_structure_and_code_survive_repairs() -> None:
    answer = (
        "## Terms\n\n"
        "1. The indemnification cap is $2 million per incident.\n"
        "2. Either party may not terminate with 90 days notice.\n"
        "3. The fee is 7% of revenue.\n\n"
        "```python\ncap = 5_000_000  # the cap is $5 million per incident\n```\n"
    )
    report = check(answer)
    final = report.final_answer
    assert final.startswith("## Terms\n\n1. The indemnification cap is $2 million per incident.\n2. The fee is 7%")
    assert "```python\ncap = 5_000_000  # the cap is $5 million per incident\n```" in final
    assert not re.search(r"(?m)^\d+\.\s*$", final) and "\n\n\n" not in final


def test_max_passes_one_removes_instead_of_correcting() -> None:
    report = check("The indemnification cap is $5 million per incident.", max_passes=1)
    assert [e.kind for e in report.edits] == [EditKind.REMOVE] and report.stats["passes"] == 1
    assert report.stats["stop_reason"] == "max_passes"
    assert any("limit of 1 passes" in alert for alert in report.alerts)


def test_token_budget_spent_stops_corrections() -> None:
    report = check("The indemnification cap is $5 million per incident.", token_budget=0)
    assert report.stats["stop_reason"] == "token_budget" and report.edits[0].kind is EditKind.REMOVE


async def test_listeners_see_every_edit_before_the_terminal_event() -> None:
    events = []
    report = await averify("The indemnification cap is $5 million per incident.", [SOURCE], config=OFFLINE,
                           listeners=[events.append])  # fmt: skip
    types = [e.type for e in events]
    assert types.count("edit_applied") == 1 and types[-1] == "run_completed"
    edit_event = next(e for e in events if e.type == "edit_applied")
    assert edit_event.final_answer == report.final_answer
