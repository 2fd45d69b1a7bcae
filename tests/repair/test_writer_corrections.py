"""Corrections proposed by a writer model (the real `openai` SDK against a scripted server on 127.0.0.1):
applied only when the detectors support the proposal; cleaned of HTML escapes; failures fall back loudly."""

from __future__ import annotations

import json

from pydantic import SecretStr
from servers.scripted import Reply, Seen

from engine import Config, EditKind, ModelSpec, Report, Status
from engine.detectors.grounding import LexicalGrounding
from engine.inputs import make_input
from engine.pipeline import run_check
from engine.providers.roles import RetryPolicy
from engine.router import build_router

KEY = "sk-writer-test-0a1b2c3d4e5f"
OK = " Either party may terminate with 90 days notice."
SOURCE = (
    "The indemnification cap is $2 million per incident. Either party may terminate with 90 days notice. "
    "Invoices are due within 30 days."
)


def writer_config(base_url: str, **fields: object) -> Config:
    spec = ModelSpec(model="openai/gpt-4o-mini", base_url=base_url, api_key=SecretStr(KEY))
    return Config(models={"writer": spec}, db_path="", **fields)


def fixes(mapping: dict[str, list[str]]):
    """A writer that answers each sentence with its next scripted proposal."""

    def handler(seen: Seen) -> Reply:
        for needle, proposals in mapping.items():
            if needle in seen.first_user:
                text = proposals.pop(0) if len(proposals) > 1 else proposals[0]
                return Reply(content=json.dumps({"sentence": text}))
        return Reply(content=json.dumps({"sentence": ""}))

    return handler


async def check(server, answer: str, **fields: object) -> Report:
    config = writer_config(server.root + "/v1", **fields)
    router = build_router(config, env={}, retry=RetryPolicy(max_attempts=1, backoff_s=0.01))
    try:
        report = await run_check(make_input(answer, [SOURCE]), config, router=router, detectors=[LexicalGrounding()])
    finally:
        await router.aclose()
    text = report.answer
    for edit in report.edits:
        text = text[: edit.start] + edit.after + text[edit.end :]
    assert text == report.final_answer and KEY not in report.to_json()
    return report


def writer_prompts(server) -> list[str]:
    return [r.first_user for r in server.script.requests if "<sentence>" in r.first_user]


async def test_writer_correction_is_verified_then_applied(oai) -> None:
    oai.script.use(fixes({"$5 million": ["The indemnification cap is $2 million for each incident."]}))
    report = await check(oai, "The indemnification cap is $5 million per incident." + OK)
    (edit,) = report.edits
    assert edit.kind is EditKind.CORRECT and edit.after == "The indemnification cap is $2 million for each incident."
    assert "corrected with the writer" in edit.reason and edit.evidence[0].source == 0
    assert report.claims[0].corrected and report.status is Status.VERIFIED
    (prompt,) = writer_prompts(oai)
    assert "<evidence>The indemnification cap is $2 million per incident.</evidence>" in prompt


async def test_a_proposal_with_facts_the_evidence_lacks_is_rejected(oai) -> None:
    oai.script.use(fixes({"$5 million": ["The indemnification cap is $2 million and covers floods."]}))
    report = await check(oai, "The indemnification cap is $5 million per incident." + OK)
    assert [e.kind for e in report.edits] == [EditKind.REMOVE] and report.final_answer == OK.strip()
    assert report.claims[0].removed and not report.claims[0].corrected
    first, second = writer_prompts(oai)  # progress counts per claim: the writer's second attempt runs
    assert "A previous correction was rejected because" in second and "rejected" not in first
    alone = await check(oai, "The indemnification cap is $5 million per incident.")
    assert alone.final_answer == "" and alone.status is Status.BLOCKED  # every claim had to go


async def test_html_escapes_never_reach_the_answer(oai) -> None:
    oai.script.use(fixes({"$5 million": ["The indemnification cap is &#36;2 million for each incident."]}))
    report = await check(oai, "The indemnification cap is $5 million per incident.")
    assert report.final_answer == "The indemnification cap is $2 million for each incident."
    assert "&#" not in report.to_json()


async def test_a_failed_proposal_is_retried_with_the_reason_while_other_claims_progress(oai) -> None:
    oai.script.use(
        fixes({
            "$5 million": ["The indemnification cap is $2 million for each incident."],
            "60 days": ["Invoices are due within 30 days, with interest.", "Invoices are due within 30 days."],
        })
    )  # fmt: skip
    report = await check(oai, "The indemnification cap is $5 million per incident. Invoices are due within 60 days.")
    assert [e.kind for e in report.edits] == [EditKind.CORRECT, EditKind.CORRECT]
    assert (
        report.final_answer
        == "The indemnification cap is $2 million for each incident. Invoices are due within 30 days."
    )
    assert report.stats["passes"] == 3
    retry = [p for p in writer_prompts(oai) if "60 days" in p][-1]
    assert "A previous correction was rejected because" in retry


async def test_writer_failure_falls_back_to_the_sources_value_with_an_alert(oai) -> None:
    oai.script.use(lambda seen: Reply(status=500))
    report = await check(oai, "The indemnification cap is $5 million per incident.")
    assert report.final_answer == "The indemnification cap is $2 million per incident."
    assert any(a.startswith("The writer could not propose 1 correction") for a in report.alerts)
    assert "source value" in report.edits[0].reason
