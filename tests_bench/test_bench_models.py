"""The runner with a judge model: the real OpenAI SDK talks to a scripted server on 127.0.0.1.

Checks run concurrently (several requests in flight at once), outcomes keep the input order, and a provider
failure is counted as a failure that raised an alert, never as a silent one.
"""

from __future__ import annotations

from pathlib import Path

from pydantic import SecretStr
from servers import judges
from servers.scripted import Reply, ScriptedServer

from engine import Config, ModelSpec
from engine.bench import load_jsonl, run_items

FIXTURES = Path(__file__).resolve().parents[1] / "tests" / "fixtures" / "bench"
ITEMS = load_jsonl(FIXTURES / "shared" / "toy_qa_dev.jsonl")


def judged(server: ScriptedServer) -> Config:
    judge = ModelSpec(model="openai/bench-judge", base_url=server.root + "/v1", api_key=SecretStr("test-key"))
    return Config(models={"judge": judge}, mode="sources", db_path="", model_timeout_s=5)


async def test_concurrent_checks_with_a_judge_keep_input_order(oai: ScriptedServer) -> None:
    oai.script.use(judges.slow(judges.honest, 0.05))
    outcomes = await run_items(ITEMS, judged(oai), concurrency=4)
    assert [o.item_id for o in outcomes] == [i.id for i in ITEMS]
    assert all(o.status is not None for o in outcomes)
    assert oai.script.requests and oai.script.max_in_flight >= 2
    wrong_number = outcomes[1]
    assert any(c.verdict == "CONTRADICTED" for c in wrong_number.claims)


async def test_a_failing_provider_is_a_loud_failure(oai: ScriptedServer) -> None:
    oai.script.use(lambda _seen: Reply(status=500, headers={"retry-after": "0"}))
    outcomes = await run_items(ITEMS[:2], judged(oai), concurrency=2)
    assert all(o.status is not None for o in outcomes)
    assert any(o.failures for o in outcomes)
    assert not any(o.silent_failure for o in outcomes)
