"""Large and malformed inputs stay bounded: too many claims block the run unchecked, a long answer's edit events
do not each carry a copy of the whole answer (which made memory, audit rows and SSE grow with edits x length),
and sources given as one string are refused."""

from __future__ import annotations

import pytest
from pipeline_kit import assert_run_invariants, replay_edits

from engine import Config, Status, Verdict
from engine.audit import AuditStore
from engine.errors import InputError
from engine.events import EDIT_TEXT_LIMIT
from engine.inputs import make_input
from engine.pipeline import run_check
from engine.report import replay

OFFLINE = Config(offline=True, db_path="")


async def test_an_answer_with_more_claims_than_the_limit_is_blocked_unchecked() -> None:
    answer = " ".join(f"The alpha rate is {n} percent." for n in range(30))
    events: list = []
    report = await run_check(make_input(answer), OFFLINE.model_copy(update={"max_claims": 10}),
                             listeners=[events.append])  # fmt: skip
    assert report.status is Status.BLOCKED
    assert len(report.claims) == 30 and all(r.verdict is Verdict.UNVERIFIABLE for r in report.claims)
    assert report.final_answer == answer and not report.edits
    assert any("30 claims" in alert and "at most 10" in alert for alert in report.alerts)
    assert report.stats["stop_reason"] == "too_many_claims"
    assert [e.type for e in events].count("run_completed") == 1 and events[-1].type == "run_completed"


async def test_a_long_answers_edit_events_carry_the_edit_not_the_whole_answer(tmp_path) -> None:
    sentence = "The zeta margin of the northern branch office is {} units this quarter. "
    answer = "".join(sentence.format(n) for n in range(EDIT_TEXT_LIMIT // len(sentence) + 50))
    store = AuditStore(tmp_path / "audit.sqlite3")
    events: list = []
    try:
        report = await run_check(make_input(answer), OFFLINE, listeners=[events.append, store.listener()])
        stored = store.report(report.run_id)
    finally:
        store.close()
    edit_events = [e for e in events if e.type == "edit_applied"]
    assert edit_events and all(e.final_answer is None for e in edit_events)
    assert replay_edits(report) == report.final_answer != answer
    assert replay(report.run_id, events).final_answer == report.final_answer
    assert stored is not None and stored.final_answer == report.final_answer and stored.edits == report.edits
    assert_run_invariants(report, events, OFFLINE.max_passes)


async def test_a_short_answers_edit_events_still_carry_the_answer() -> None:
    events: list = []
    report = await run_check(make_input("The zeta margin is 4 units."), OFFLINE, listeners=[events.append])
    edit_events = [e for e in events if e.type == "edit_applied"]
    assert edit_events and edit_events[-1].final_answer == report.final_answer


def test_sources_given_as_one_string_are_refused_rather_than_split_into_characters() -> None:
    with pytest.raises(InputError, match="list of texts"):
        make_input("The alpha rate is 7 percent.", "The alpha rate is 7 percent.")  # type: ignore[arg-type]
