"""The router over the real SDKs against the scripted servers: replies, streaming, retries, failures, keys."""

from __future__ import annotations

import asyncio
import logging
import time

import pytest
from provider_kit import FAST_RETRY, KEY, judge_config, router_for
from pydantic import SecretStr
from servers.scripted import Reply, closed_port

from engine.config import Config, ModelSpec
from engine.providers import ErrorKind, ProviderError
from engine.router import RetryPolicy

HI = [{"role": "user", "content": "hi"}]


def anthropic_config(root: str, key: str = KEY) -> Config:
    return Config(models={"judge": ModelSpec(model="anthropic/claude-x", base_url=root, api_key=SecretStr(key))})


@pytest.mark.parametrize("stream", [False, True])
async def test_openai_reply_and_usage(oai, stream):
    oai.script.queue(Reply(content="The cap is two million dollars.", input_tokens=11, output_tokens=7))
    router = router_for(judge_config(oai.root + "/v1"))
    calls = []
    router.on_call = lambda **fields: calls.append(fields)
    done = await router.complete("judge", HI, stream=stream)
    await router.aclose()
    assert done.text == "The cap is two million dollars."
    assert (done.input_tokens, done.output_tokens) == (11, 7)
    seen = oai.script.requests[0]
    assert seen.stream is stream and seen.key == KEY and seen.body["model"] == "x"
    expected = dict(role="judge", model="openai/x", ok=True, tokens=18, elapsed_ms=calls[0]["elapsed_ms"], error=None)
    assert calls == [expected]
    assert router.stats.model_calls == 1 and router.stats.tokens == 18


@pytest.mark.parametrize("stream", [False, True])
async def test_anthropic_reply_usage_and_system(anth, stream):
    anth.script.queue(Reply(content="Bonjour.", input_tokens=5, output_tokens=2))
    router = router_for(anthropic_config(anth.root))
    messages = [{"role": "system", "content": "Be concise."}, {"role": "user", "content": "hi"}]
    done = await router.complete("judge", messages, stream=stream)
    await router.aclose()
    assert (done.text, done.tokens) == ("Bonjour.", 7)
    seen = anth.script.requests[0]
    assert seen.body["system"] == "Be concise." and [m["role"] for m in seen.body["messages"]] == ["user"]
    assert seen.key == KEY  # anthropic 2 sends it as a Bearer token


async def test_rate_limit_then_success_honours_retry_after(oai):
    oai.script.queue(Reply(status=429, headers={"retry-after": "0.2"}), Reply(content="ok"))
    router = router_for(judge_config(oai.root + "/v1"), retry=RetryPolicy(max_attempts=3, backoff_s=5.0))
    calls = []
    router.on_call = lambda **fields: calls.append(fields)
    started = time.monotonic()
    done = await router.complete("judge", HI)
    waited = time.monotonic() - started
    await router.aclose()
    assert done.text == "ok"
    assert [c["ok"] for c in calls] == [False, True]
    assert "rate limited: try again in 1 s (HTTP 429)" in calls[0]["error"]
    assert waited >= 0.2  # the server's Retry-After, not the 5 s backoff: the call came back at all
    assert router.stats.model_calls == 2 and router.stats.by_role["judge"].failed_calls == 1


async def test_server_error_forever_stops_after_the_attempts(oai):
    oai.script.use(lambda seen: Reply(status=500))
    router = router_for(judge_config(oai.root + "/v1"))
    with pytest.raises(ProviderError) as caught:
        await router.complete("judge", HI)
    await router.aclose()
    assert caught.value.kind is ErrorKind.SERVER and caught.value.status == 500
    assert len(oai.script.requests) == FAST_RETRY.max_attempts
    assert caught.value.role == "judge" and caught.value.provider == "OpenAI"


async def test_retry_after_beyond_the_limit_is_not_waited_for(oai):
    oai.script.use(lambda seen: Reply(status=429, headers={"retry-after": "3600"}))
    router = router_for(judge_config(oai.root + "/v1"))
    with pytest.raises(ProviderError) as caught:
        await router.complete("judge", HI)
    await router.aclose()
    assert caught.value.kind is ErrorKind.RATE_LIMIT and len(oai.script.requests) == 1


async def test_retry_is_not_attempted_past_the_deadline(oai):
    oai.script.use(lambda seen: Reply(status=503, headers={"retry-after": "1"}))
    router = router_for(judge_config(oai.root + "/v1"))
    with pytest.raises(ProviderError):
        await router.complete("judge", HI, deadline=time.monotonic() + 0.5)
    await router.aclose()
    assert len(oai.script.requests) == 1


@pytest.mark.parametrize("stream", [False, True])
async def test_hang_past_the_timeout_is_a_timeout(oai, stream):
    oai.script.queue(Reply(hang=True))
    router = router_for(judge_config(oai.root + "/v1", model_timeout_s=0.3))
    with pytest.raises(ProviderError) as caught:
        await router.complete("judge", HI, stream=stream)
    await router.aclose()
    assert caught.value.kind is ErrorKind.TIMEOUT
    assert len(oai.script.requests) == 1  # a timeout is not retried: it would spend the budget twice


async def test_anthropic_hang_is_a_timeout_too(anth):
    anth.script.queue(Reply(hang=True))
    router = router_for(anthropic_config(anth.root).model_copy(update={"model_timeout_s": 0.3}))
    with pytest.raises(ProviderError) as caught:
        await router.complete("judge", HI, stream=True)
    await router.aclose()
    assert caught.value.kind is ErrorKind.TIMEOUT


@pytest.mark.parametrize(
    ("status", "kind", "words"),
    [(401, ErrorKind.AUTH, "the key was refused"), (404, ErrorKind.NOT_FOUND, "the model name is not known")],
)
async def test_auth_and_missing_model_are_not_retried(oai, status, kind, words):
    oai.script.queue(Reply(status=status, error={"error": {"message": "The model `x` does not exist"}}))
    router = router_for(judge_config(oai.root + "/v1"))
    with pytest.raises(ProviderError) as caught:
        await router.complete("judge", HI)
    await router.aclose()
    assert caught.value.kind is kind and words in str(caught.value)
    assert len(oai.script.requests) == 1


async def test_connection_refused_is_classified():
    router = router_for(judge_config(f"http://127.0.0.1:{closed_port()}/v1"))
    with pytest.raises(ProviderError) as caught:
        await router.complete("judge", HI)
    await router.aclose()
    assert caught.value.kind is ErrorKind.CONNECTION and "the model server could not be reached" in str(caught.value)


@pytest.mark.parametrize("server", ["oai", "anth"])
async def test_a_key_the_server_echoes_never_leaves_the_router(request, server):
    scripted = request.getfixturevalue(server)
    scripted.script.expected_key = "the-right-key"
    secret = "plainsecret-9f8e7d6c5b4a"  # no known key shape: only the registry can catch it
    if server == "oai":
        config = judge_config(scripted.root + "/v1", key=secret)
    else:
        config = anthropic_config(scripted.root, secret)
    router = router_for(config)
    records = []
    router.on_call = lambda **fields: records.append(fields)
    with pytest.raises(ProviderError) as caught:
        await router.complete("judge", HI)
    await router.aclose()
    assert scripted.script.requests[0].key == secret  # the server did get it, and echoed it in its error body
    texts = [str(caught.value), repr(caught.value), caught.value.detail, repr(router), str(router.describe())]
    texts += [str(record) for record in records]
    assert caught.value.kind is ErrorKind.AUTH
    assert all(secret not in text for text in texts)
    assert "[redacted]" in str(caught.value)


async def test_concurrency_is_limited_per_provider(oai):
    oai.script.use(lambda seen: Reply(content="ok", delay_s=0.05))
    router = router_for(judge_config(oai.root + "/v1", model="ollama/llama3.2"))  # Ollama's preset: 2 at a time
    await asyncio.gather(*(router.complete("judge", HI) for _ in range(6)))
    await router.aclose()
    assert oai.script.max_in_flight == 2 and len(oai.script.requests) == 6


async def test_token_budget_stops_further_calls(oai):
    oai.script.use(lambda seen: Reply(content="ok", input_tokens=60, output_tokens=50))
    router = router_for(judge_config(oai.root + "/v1", token_budget=100))
    await router.complete("judge", HI)
    with pytest.raises(ProviderError) as caught:
        await router.complete("judge", HI)
    await router.aclose()
    assert caught.value.kind is ErrorKind.BUDGET and "token budget" in str(caught.value)
    assert len(oai.script.requests) == 1


async def test_cost_comes_from_the_price_table_and_user_prices(oai):
    oai.script.use(lambda seen: Reply(content="ok", input_tokens=1_000_000, output_tokens=1_000_000))
    from engine.providers import Price

    router = router_for(judge_config(oai.root + "/v1", model="openai/house-model"), prices={"house": Price(1.0, 3.0)})
    await router.complete("judge", HI)
    await router.aclose()
    assert router.cost_usd() == pytest.approx(4.0)
    assert router.stats.to_dict()["by_role"]["judge"]["cost_usd"] == pytest.approx(4.0)


@pytest.mark.parametrize("server", ["oai", "anth"])
async def test_no_key_in_debug_logs(request, server, caplog):
    scripted = request.getfixturevalue(server)
    scripted.script.expected_key = "the-right-key"
    secret = "plainsecret-logcheck-1234"
    if server == "oai":
        config = judge_config(scripted.root + "/v1", key=secret)
    else:
        config = anthropic_config(scripted.root, secret)
    router = router_for(config)
    with caplog.at_level(logging.DEBUG):
        with pytest.raises(ProviderError):
            await router.complete("judge", HI)
        await router.aclose()
    assert caplog.records  # the SDKs and the HTTP stack did log at debug level
    assert secret not in caplog.text
