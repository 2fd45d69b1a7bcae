"""Structured output: the json_schema → json_object → prompt probe, repair re-asks, and the per-endpoint cache."""

from __future__ import annotations

import json

import pytest
from provider_kit import KEY, judge_config, router_for
from pydantic import BaseModel, SecretStr
from servers.scripted import Reply

from engine.config import Config, ModelSpec
from engine.structured import SHARED_MODES, ModelOutputError, extract_json, parse_reply


class Verdicts(BaseModel):
    verdicts: list[str]


GOOD = json.dumps({"verdicts": ["SUPPORTED"]})
ASK = [{"role": "system", "content": "Judge."}, {"role": "user", "content": "Claim 1."}]


def key_of(base: str, model: str = "x") -> tuple[str, str]:
    return (base, model)


async def ask(server, config=None):
    router = router_for(config or judge_config(server.root + "/v1"))
    try:
        return await router.complete("judge", ASK, schema=Verdicts)
    finally:
        await router.aclose()


async def test_json_schema_is_tried_first_and_kept(oai):
    oai.script.queue(Reply(content=GOOD))
    done = await ask(oai)
    assert done.parsed == Verdicts(verdicts=["SUPPORTED"]) and done.mode == "json_schema"
    seen = oai.script.requests[0]
    assert seen.format == "json_schema"
    assert seen.body["response_format"]["json_schema"]["schema"]["required"] == ["verdicts"]


async def test_schema_accepted_but_ignored_moves_to_json_object_and_is_cached(oai):
    def gateway(seen):
        if seen.format == "json_schema":
            return Reply(content="Sure! Everything looks supported to me.")
        assert '"verdicts"' in seen.prompt  # the schema travels in the prompt now
        return Reply(content=GOOD)

    oai.script.use(gateway)
    first = await ask(oai)
    assert first.mode == "json_object" and first.parsed.verdicts == ["SUPPORTED"]
    assert [r.format for r in oai.script.requests] == ["json_schema", "json_schema", "json_object"]
    assert SHARED_MODES.mode_for(key_of(oai.root + "/v1")) == "json_object"
    second = await ask(oai)
    assert second.mode == "json_object" and second.calls == 1


async def test_a_server_rejecting_the_format_moves_on_at_once(oai):
    def strict_server(seen):
        if seen.format is not None:
            return Reply(status=400, error={"error": {"message": "response_format is not supported"}})
        return Reply(content=f"Here you go:\n```json\n{GOOD}\n```")

    oai.script.use(strict_server)
    done = await ask(oai)
    assert done.mode == "prompt" and done.parsed.verdicts == ["SUPPORTED"]
    assert [r.format for r in oai.script.requests] == ["json_schema", "json_object", None]


async def test_malformed_json_is_repaired_once_and_the_mode_kept(oai):
    oai.script.queue(Reply(content='{"verdicts": ["SUPPORTED",]}'), Reply(content=GOOD))
    done = await ask(oai)
    assert done.mode == "json_schema" and done.calls == 2
    repair = oai.script.requests[1].body["messages"]
    assert repair[-2]["role"] == "assistant" and "not valid JSON" in repair[-1]["content"]


async def test_wrong_shape_is_repaired_with_the_validation_error(oai):
    oai.script.queue(Reply(content='{"verdict": "SUPPORTED"}'), Reply(content=GOOD))
    done = await ask(oai)
    assert done.parsed.verdicts == ["SUPPORTED"]
    assert "verdicts: Field required" in oai.script.requests[1].last_user


async def test_truncated_json_everywhere_ends_in_model_output_error(oai):
    oai.script.use(lambda seen: Reply(content='{"verdicts": ["SUPP', finish_reason="length"))
    with pytest.raises(ModelOutputError) as caught:
        await ask(oai)
    assert "cut off" in caught.value.reason
    assert len(oai.script.requests) == 6  # three modes, each with one repair re-ask: bounded


async def test_empty_replies_end_in_model_output_error(oai):
    oai.script.use(lambda seen: Reply(content=""))
    with pytest.raises(ModelOutputError) as caught:
        await ask(oai)
    assert "empty" in caught.value.reason and len(oai.script.requests) == 6


@pytest.mark.parametrize("stream", [False, True])
async def test_a_refusal_is_not_a_format_problem(oai, stream):
    oai.script.queue(Reply(refusal="I can't help with that."))
    router = router_for(judge_config(oai.root + "/v1"))
    with pytest.raises(ModelOutputError) as caught:
        await router.complete("judge", ASK, schema=Verdicts, stream=stream)
    await router.aclose()
    assert caught.value.refused and "refused" in caught.value.reason
    assert len(oai.script.requests) == 1
    assert SHARED_MODES.mode_for(key_of(oai.root + "/v1")) == "json_schema"


async def test_a_refusal_in_plain_text_is_recognised(oai):
    oai.script.use(lambda seen: Reply(content="I'm sorry, but I cannot assist with this request."))
    with pytest.raises(ModelOutputError) as caught:
        await ask(oai)
    assert caught.value.refused and len(oai.script.requests) == 1


async def test_a_confirmed_mode_survives_a_rare_bad_reply(oai):
    oai.script.queue(*[Reply(content=GOOD)] * 3, Reply(content="oops"), Reply(content="oops"))
    oai.script.use(lambda seen: Reply(content=GOOD))
    for _ in range(3):
        await ask(oai)
    done = await ask(oai)  # a bad pair: this request goes on in the next mode ...
    assert done.parsed.verdicts == ["SUPPORTED"] and done.mode == "json_object"
    assert [r.format for r in oai.script.requests[3:]] == ["json_schema", "json_schema", "json_object"]
    assert SHARED_MODES.mode_for(key_of(oai.root + "/v1")) == "json_schema"  # ... but the confirmed mode stays


async def test_cache_is_per_endpoint_and_model(oai):
    oai.script.use(lambda seen: Reply(content="prose") if seen.format == "json_schema" else Reply(content=GOOD))
    await ask(oai)
    other = judge_config(oai.root + "/v1", model="openai/y")
    assert SHARED_MODES.mode_for(key_of(oai.root + "/v1", "y")) == "json_schema"
    oai.script.use(lambda seen: Reply(content=GOOD))
    assert (await ask(oai, other)).mode == "json_schema"


@pytest.mark.parametrize("stream", [False, True])
async def test_anthropic_gets_the_schema_as_output_config(anth, stream):
    anth.script.queue(Reply(content=GOOD))
    config = Config(models={"judge": ModelSpec(model="anthropic/claude-x", base_url=anth.root, api_key=SecretStr(KEY))})
    router = router_for(config)
    done = await router.complete("judge", ASK, schema=Verdicts, stream=stream)
    await router.aclose()
    assert done.parsed.verdicts == ["SUPPORTED"]
    assert anth.script.requests[0].body["output_config"]["format"]["type"] == "json_schema"


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ('{"a": 1}', {"a": 1}),
        ('Sure:\n```json\n{"a": 1}\n```\nDone.', {"a": 1}),
        ('The answer is {"a": {"b": 2}} as asked.', {"a": {"b": 2}}),
    ],
)
def test_extract_json_finds_the_object(text, value):
    assert extract_json(text) == value


def test_parse_reply_says_what_is_wrong():
    assert parse_reply("", Verdicts) == (None, "the reply was empty")
    assert "cut off" in parse_reply('{"verdicts": ["a", {"x": ', Verdicts)[1]
    assert "does not match the schema" in parse_reply('{"verdicts": 3}', Verdicts)[1]
