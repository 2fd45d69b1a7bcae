"""The report JSON keeps the contract's shape; events share one JSON form; one terminal event per run."""

from __future__ import annotations

import json

from engine import EVENT_ADAPTER, Config, averify, event_from_dict, event_to_dict, replay, verify

ANSWER = "The cap is $5 million per incident. Either party may terminate with 90 days notice. Is that fair?"
SOURCE = "The cap is $2 million per incident. Either party may terminate with 90 days notice."
OFFLINE = Config(offline=True, db_path="")
REPORT_ONLY = Config(offline=True, db_path="", repair="report")

VERDICTS = {"SUPPORTED", "LIKELY", "CONTRADICTED", "UNVERIFIABLE"}


def test_report_json_has_exactly_the_contract_fields() -> None:
    data = json.loads(verify(ANSWER, [SOURCE], config=OFFLINE).to_json())
    assert {"run_id", "status", "answer", "final_answer", "claims", "edits", "alerts", "stats"} <= set(data)
    assert data["status"] in {"VERIFIED", "CAUTION", "BLOCKED"}
    assert data["answer"] == ANSWER
    assert isinstance(data["final_answer"], str) and isinstance(data["alerts"], list)
    assert {"passes", "model_calls", "tokens", "elapsed_ms"} <= set(data["stats"])
    assert all(isinstance(data["stats"][k], int) for k in ("passes", "model_calls", "tokens", "elapsed_ms"))
    for claim in data["claims"]:
        assert {"id", "text", "start", "end", "verdict", "risk", "check_worthy", "findings"} <= set(claim)
        assert ANSWER[claim["start"] : claim["end"]] == claim["text"]
        assert claim["verdict"] in VERDICTS and claim["risk"] in {"high", "low"}
        for finding in claim["findings"]:
            assert {"detector", "verdict", "reason", "evidence"} <= set(finding)
            for evidence in finding["evidence"]:
                assert set(evidence) >= {"source", "start", "end", "quote"}
    for edit in data["edits"]:
        assert {"claim_id", "kind", "before", "after", "reason", "evidence"} <= set(edit)
        assert edit["kind"] in {"correct", "hedge", "remove"}


def test_wrong_number_versus_source_is_contradicted_with_the_source_quote() -> None:
    data = json.loads(verify(ANSWER, [SOURCE], config=REPORT_ONLY).to_json())
    first = data["claims"][0]
    assert first["verdict"] == "CONTRADICTED" and first["risk"] == "high"
    (evidence,) = first["findings"][0]["evidence"]
    assert evidence["source"] == 0 and SOURCE[evidence["start"] : evidence["end"]] == evidence["quote"]
    assert data["status"] == "BLOCKED" and data["edits"] == [] and data["final_answer"] == ANSWER
    question = data["claims"][-1]
    assert question["check_worthy"] is False


def test_repair_corrects_the_number_from_the_quote_and_records_the_edit() -> None:
    data = json.loads(verify(ANSWER, [SOURCE], config=OFFLINE).to_json())
    first = data["claims"][0]
    assert first["verdict"] == "CONTRADICTED"  # the claim as written stays contradicted in the report
    (edit,) = [e for e in data["edits"] if e["claim_id"] == first["id"]]
    assert edit["kind"] == "correct" and "$2 million" in edit["after"] and "$5 million" in edit["before"]
    assert edit["evidence"] and edit["evidence"][0]["quote"] in SOURCE
    assert data["final_answer"].startswith("The cap is $2 million per incident.")
    assert any("corrected" in alert for alert in data["alerts"])


async def test_events_round_trip_and_exactly_one_terminal_event() -> None:
    events = []
    report = await averify(ANSWER, [SOURCE], config=OFFLINE, listeners=[events.append])
    assert any(e.type == "edit_applied" for e in events)
    dumped = [event_to_dict(e) for e in events]
    assert [d["seq"] for d in dumped] == list(range(1, len(dumped) + 1))
    assert all(d["run_id"] == report.run_id and "type" in d for d in dumped)
    assert [d["type"] for d in dumped].count("run_completed") + [d["type"] for d in dumped].count("run_failed") == 1
    assert dumped[-1]["type"] == "run_completed"
    assert [event_from_dict(d) for d in dumped] == events
    assert json.loads(EVENT_ADAPTER.dump_json(events[0])) == dumped[0]
    assert replay(report.run_id, events).to_dict() == report.to_dict()


def test_no_model_alert_says_what_ran() -> None:
    report = verify("Water boils at 100 degrees.", config=Config(db_path=""))
    assert any("No model is configured" in alert for alert in report.alerts)
    assert report.status is not None and report.status.value == "CAUTION"


def test_offline_alert_and_clean_answer_is_verified() -> None:
    report = verify("Either party may terminate with 90 days notice.", [SOURCE], config=OFFLINE)
    assert report.status is not None and report.status.value == "VERIFIED"
    assert any("Offline mode" in alert for alert in report.alerts)


async def test_the_sync_sdk_inside_an_event_loop_names_the_async_call() -> None:
    import pytest

    with pytest.raises(RuntimeError, match=r"await averify"):
        verify("The cap is $2 million.", config=OFFLINE)
