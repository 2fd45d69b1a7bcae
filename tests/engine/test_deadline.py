"""The whole-run deadline: a model that never answers cannot hold a run past it, and every call's timeout is cut
to the time left. Models are reached through the real openai SDK at the scripted server on 127.0.0.1."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest
from pydantic import SecretStr
from servers.scripted import Reply, ScriptedServer

from engine import Config, ModelSpec, Status, averify
from engine.providers import ErrorKind, ProviderError
from engine.router import RetryPolicy, build_router

ROOT = Path(__file__).resolve().parents[2]
SOURCE = "The liability cap is $2 million per incident. Claims must be filed within 30 days."
ANSWER = "The liability cap is $2 million per incident. Claims must be filed within 30 days."


def judge_on(server: ScriptedServer, **fields: object) -> Config:
    spec = ModelSpec(model="openai/judge-x", base_url=server.root + "/v1", api_key=SecretStr("sk-test-deadline-0a1b"))
    return Config(models={"judge": spec}, db_path="", mode="sources", **fields)


async def test_a_hanging_judge_ends_the_run_by_the_deadline(oai: ScriptedServer) -> None:
    oai.script.use(lambda seen: Reply(hang=True))  # accepts the request and never answers
    started = time.monotonic()
    report = await averify(ANSWER, [SOURCE], config=judge_on(oai, run_deadline_s=3))
    took = time.monotonic() - started
    assert oai.script.requests  # the model was really asked
    assert report.status is not None and report.status is not Status.VERIFIED
    assert any("time" in alert for alert in report.alerts), report.alerts
    splitter = [alert for alert in report.alerts if "splitter model" in alert]
    assert splitter == ["The splitter model ran out of time; claims were split by rules instead."]
    # Bounds, not speed figures (see bench_deadline.py): the run's clock stops by the deadline, and the whole call,
    # setup (cold imports) included, stays far below the 60 s that one hanging call waited without it.
    assert report.stats["elapsed_ms"] <= 3000 + 500, report.stats
    assert took < 30, took


async def test_each_call_timeout_is_cut_to_the_time_left(oai: ScriptedServer) -> None:
    oai.script.use(lambda seen: Reply(hang=True))
    router = build_router(judge_on(oai, model_timeout_s=60), env={}, retry=RetryPolicy(max_attempts=1))
    assert router is not None
    router.start_clock(time.monotonic() + 0.8)
    started = time.monotonic()
    with pytest.raises(ProviderError) as caught:
        await router.complete("judge", [{"role": "user", "content": "hi"}])
    took = time.monotonic() - started
    await router.aclose()
    assert caught.value.kind is ErrorKind.TIMEOUT
    assert "the model did not answer in time" in str(caught.value) and "waited 0.8 s" in str(caught.value)
    assert took < 10  # a bound: the per-call timeout alone would have waited 60 s


async def test_no_call_starts_once_the_run_time_is_spent(oai: ScriptedServer) -> None:
    router = build_router(judge_on(oai), env={})
    assert router is not None
    router.start_clock(time.monotonic() - 1)
    with pytest.raises(ProviderError) as caught:
        await router.complete("judge", [{"role": "user", "content": "hi"}])
    await router.aclose()
    assert caught.value.kind is ErrorKind.BUDGET and "time ran out" in str(caught.value)
    assert oai.script.requests == []


def test_the_deadline_is_set_per_mode_from_the_environment() -> None:
    config = Config.from_env({"SAIFE_RUN_DEADLINE_S": "45, strict=120"})
    assert config.run_budget_s(with_model=True) == 45
    assert config.model_copy(update={"mode": "strict"}).run_budget_s(with_model=True) == 120
    assert config.run_budget_s(with_model=False) == config.time_budget_s  # no model: the run's own bound
    assert Config().run_budget_s(with_model=True) == 60  # the default with a model
    assert Config(latency_budget_ms=3000).run_budget_s(with_model=True) == 3


def test_a_cold_check_spends_its_latency_budget_on_checking(oai: ScriptedServer, tmp_path: Path) -> None:
    """In a fresh process the SDK and detector imports take seconds: they happen before the run's clock starts,
    so a 3 s budget is spent on the checks, not on imports."""
    oai.script.use(lambda seen: Reply(content='{"claims": []}'))
    answer = tmp_path / "answer.txt"
    answer.write_text(ANSWER, encoding="utf-8")
    source = tmp_path / "source.txt"
    source.write_text(SOURCE, encoding="utf-8")
    env = {k: v for k, v in os.environ.items() if not k.startswith("SAIFE_") and not k.endswith("_API_KEY")}
    env |= {
        "SAIFE_JUDGE_MODEL": "openai/judge-x", "SAIFE_JUDGE_BASE_URL": oai.root + "/v1",
        "SAIFE_JUDGE_API_KEY": "sk-test-cold-start-0a1b", "SAIFE_DB": "", "SAIFE_NO_DOTENV": "1",
    }  # fmt: skip
    done = subprocess.run(
        [sys.executable, "-m", "saife_cli", "check", str(answer), "--source", str(source), "--json",
         "--latency-budget-ms", "3000"],
        capture_output=True, text=True, env=env, cwd=ROOT, timeout=120,
    )  # fmt: skip
    assert done.returncode in (0, 1, 2), done.stderr
    report = json.loads(done.stdout)
    # The model was asked within the budget (with the imports inside the clock, the budget was gone before any
    # call), and the run's clock stopped by the budget. How much checking fits depends on the machine's load.
    assert oai.script.requests, "the model was never asked"
    assert report["status"] is not None and report["stats"]["elapsed_ms"] <= 3000 + 500, report["stats"]


def test_a_budget_counted_from_the_commands_start_pays_for_setup_but_keeps_half_for_checking() -> None:
    config = Config(latency_budget_ms=3000, budget_started_at=100.0)
    assert config.run_budget_s(with_model=True, now=101.0) == 2.0  # one second of imports spent
    assert config.run_budget_s(with_model=True, now=109.0) == 1.5  # a very slow start still leaves half
    assert config.run_budget_s(with_model=True, now=99.0) == 3.0  # a clock read before the start spends nothing
    assert config.run_budget_s(with_model=True) == 3.0  # no `now`: the whole budget, as before
    assert Config(latency_budget_ms=3000).run_budget_s(with_model=True, now=500.0) == 3.0  # no start given


def test_the_command_line_counts_its_budget_from_its_own_start() -> None:
    import saife_cli
    from saife_cli.check import _config

    args = saife_cli.build_parser().parse_args(["check", "An answer.", "--offline", "--latency-budget-ms", "3000"])
    assert _config(args).budget_started_at == saife_cli.STARTED
    args = saife_cli.build_parser().parse_args(["check", "An answer.", "--offline"])
    assert _config(args).budget_started_at is None  # no budget asked for: nothing to count
