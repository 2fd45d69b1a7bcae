"""Repair re-checks keep context: a writer's fix is checked with the name its opening pronoun stands for, and
"no progress" counts per claim, so the writer's second attempt runs. A scripted judge and writer answer through
the real `openai` SDK on 127.0.0.1."""

from __future__ import annotations

import json
import re

from pydantic import SecretStr
from servers.judges import judge_json, read_task, verdict
from servers.scripted import Reply, Seen

from engine import Config, EditKind, ModelSpec, Report, Status, Verdict
from engine.detectors.grounding import LexicalGrounding
from engine.detectors.judge import JudgeDetector
from engine.fix_context import in_context
from engine.inputs import make_input
from engine.pipeline import run_check
from engine.providers.roles import RetryPolicy
from engine.repair import HEDGE_UNCONFIRMED
from engine.router import build_router

KEY = "sk-context-test-0a1b2c3d4e5f"
OPENED = "The Louvre in Paris opened as a public museum in 1793."
HOLDS = "It holds about 35,000 works of art on display."
SOURCE = f"{OPENED} {HOLDS} Visitors number nearly nine million a year."


def config(base_url: str, *roles: str, **fields: object) -> Config:
    spec = ModelSpec(model="openai/gpt-4o-mini", base_url=base_url, api_key=SecretStr(KEY))
    return Config(models=dict.fromkeys(roles, spec), db_path="", verifier=False, **fields)


async def check(server, answer: str, detectors: list[object], *roles: str, **fields: object) -> Report:
    run_config = config(server.root + "/v1", *roles, **fields)
    router = build_router(run_config, env={}, retry=RetryPolicy(max_attempts=1, backoff_s=0.01))
    try:
        report = await run_check(make_input(answer, [SOURCE]), run_config, router=router, detectors=detectors)
    finally:
        await router.aclose()
    text = report.answer
    for edit in report.edits:
        text = text[: edit.start] + edit.after + text[edit.end :]
    assert text == report.final_answer
    return report


def careful_judge(claim: str) -> dict[str, object] | None:
    """What a careful judge says of one claim about the source: it will not guess who "It" is."""
    if "1793" in claim and "Louvre" in claim:
        return {"verdict": "SUPPORTED", "quotes": [(1, OPENED)]}
    if "works" in claim:
        if "35,000" not in claim:
            return {"verdict": "CONTRADICTED", "quotes": [(1, HOLDS)]}
        if "Louvre" in claim:
            return {"verdict": "SUPPORTED", "quotes": [(1, OPENED), (1, HOLDS)]}
    return None  # NOT_FOUND


def judge_and_writer(proposals: list[str]):
    def handler(seen: Seen) -> Reply:
        if "<sentence>" in seen.first_user:
            return Reply(content=json.dumps({"sentence": proposals.pop(0) if len(proposals) > 1 else proposals[0]}))
        task = read_task(seen)
        results = []
        for number, claim in task.claims.items():
            said = careful_judge(claim)
            results.append(verdict(number, said["verdict"], said["quotes"]) if said else verdict(number, "NOT_FOUND"))
        return Reply(content=judge_json(results))

    return handler


def judged_claims(server) -> list[str]:
    claims = []
    for request in server.script.requests:
        if "\nClaims:\n" in request.first_user:
            claims += re.findall(r"^\[\d+\] (.*)$", request.first_user.split("\nClaims:\n", 1)[1], re.M)
    return claims


async def test_a_fix_that_opens_with_a_pronoun_is_checked_with_its_referent(oai) -> None:
    oai.script.use(judge_and_writer([HOLDS]))
    answer = f"{OPENED} It holds about 50,000 works of art on display."
    report = await check(oai, answer, [JudgeDetector()], "judge", "writer")
    (edit,) = report.edits
    assert edit.kind is EditKind.CORRECT and edit.after == HOLDS  # the answer gets the writer's words
    assert report.final_answer == SOURCE.rsplit(" Visitors", 1)[0]
    assert report.claims[1].corrected and report.claims[1].rechecked is Verdict.SUPPORTED
    assert report.status is Status.VERIFIED
    assert "The Louvre holds about 35,000 works of art on display." in judged_claims(oai)  # what was re-checked


async def test_the_writers_second_attempt_runs_when_the_first_fails(oai) -> None:
    first = "The Louvre in Paris holds about 35,000 works of art and a zoo."
    oai.script.use(judge_and_writer([first, HOLDS]))
    answer = f"{OPENED} It holds about 50,000 works of art on display."
    report = await check(oai, answer, [LexicalGrounding()], "writer")
    (edit,) = report.edits
    assert edit.kind is EditKind.CORRECT and edit.after == HOLDS
    assert report.stats["passes"] == 3 and report.status is Status.VERIFIED
    prompts = [r.first_user for r in oai.script.requests if "<sentence>" in r.first_user]
    assert len(prompts) == 2 and "A previous correction was rejected because" in prompts[1]


async def test_a_claim_the_judge_found_nowhere_in_the_sources_is_hedged_in_words(oai) -> None:
    oai.script.use(judge_and_writer(["unused"]))
    report = await check(oai, f"{OPENED} The museum also runs a summer school.", [JudgeDetector()], "judge")
    (edit,) = report.edits
    assert edit.kind is EditKind.HEDGE and edit.reason == "the sources do not say this (judge)"
    assert report.final_answer == f"{OPENED} The museum also runs a summer school {HEDGE_UNCONFIRMED}."
    assert report.claims[1].findings[0].reason == "the sources do not say this (judge)"  # repair.NOT_COVERED_AT_ALL


def test_the_referent_is_read_from_the_sentences_before() -> None:
    before = [OPENED]
    assert in_context(HOLDS, before) == "The Louvre holds about 35,000 works of art on display."
    assert in_context("Its halls hold 35,000 works.", before) == "The Louvre’s halls hold 35,000 works."
    assert in_context("Marie Curie won two prizes.", before) == "Marie Curie won two prizes."  # no pronoun
    assert in_context(HOLDS, []) == HOLDS  # nobody named before: left as it is
    assert in_context("She was born in Warsaw.", ["Marie Curie won two prizes."]) == "Marie Curie was born in Warsaw."
    assert in_context("He was born in Warsaw.", ["Acme Corporation raised $5 million."]) == "He was born in Warsaw."
