"""The model splitter: self-contained claims placed on the answer's text, code kept whole, rules as the fallback."""

from __future__ import annotations

import pytest
from provider_kit import judge_config, router_for
from servers.judges import splitter_json
from servers.scripted import Reply

from engine.llm_splitter import locate, split_with_model

ANSWER = (
    "The Harbor Act caps liability at $2 million. It also applies to rental properties.\n\n"
    "```python\nprint('cap')\n```\n\n"
    "Hope this helps!"
)


async def split(server, answer=ANSWER):
    router = router_for(judge_config(server.root + "/v1"))  # one judge key serves the splitter too
    try:
        return await split_with_model(answer, router)
    finally:
        await router.aclose()


async def test_claims_are_self_contained_and_placed_on_the_answer(oai):
    oai.script.queue(Reply(content=splitter_json([
        ("The Harbor Act caps liability at $2 million.", "The Harbor Act caps liability at $2 million."),
        ("The Harbor Act also applies to rental properties.", "It also applies to rental properties."),
    ])))  # fmt: skip
    claims = await split(oai)
    assert [c.id for c in claims] == ["c1", "c2", "c3", "c4"]
    assert claims[1].text == "The Harbor Act also applies to rental properties."
    assert ANSWER[claims[1].start : claims[1].end] == "It also applies to rental properties."
    code = claims[2]
    assert code.kind == "code" and ANSWER[code.start : code.end] == "```python\nprint('cap')\n```"
    assert ANSWER[claims[3].start : claims[3].end] == "Hope this helps!" and not claims[3].check_worthy
    prompt = oai.script.requests[0].first_user
    assert prompt.startswith("<<<ANSWER ") and ANSWER in prompt


async def test_a_compound_sentence_becomes_two_claims(oai):
    answer = "The cap is $2 million and it applies to rents."
    oai.script.queue(Reply(content=splitter_json([
        ("The cap is $2 million.", "The cap is $2 million"),
        ("The cap applies to rents.", "it applies to rents"),
    ])))  # fmt: skip
    claims = await split(oai, answer)
    assert [answer[c.start : c.end] for c in claims] == ["The cap is $2 million", "it applies to rents"]
    assert [c.text for c in claims] == ["The cap is $2 million.", "The cap applies to rents."]


async def test_a_span_the_model_misquoted_is_aligned_fuzzily(oai):
    oai.script.queue(Reply(content=splitter_json([
        ("The Harbor Act caps liability at $2 million.", "The Harbor act caps liability at $2 million"),
        ("The Harbor Act also applies to rental properties.", "It also applies to rental property."),
    ])))  # fmt: skip
    claims = await split(oai)
    assert ANSWER[claims[0].start : claims[0].end] == "The Harbor Act caps liability at $2 million"
    assert ANSWER[claims[1].start : claims[1].end].startswith("It also applies to rental propert")


async def test_what_the_model_left_out_comes_back_from_the_rules(oai):
    answer = "The cap is $2 million. Claims are due within 90 days. Inspections happen twice a year."
    oai.script.queue(Reply(content=splitter_json([("The cap is $2 million.", "The cap is $2 million.")])))
    claims = await split(oai, answer)
    assert [answer[c.start : c.end] for c in claims] == [
        "The cap is $2 million.", "Claims are due within 90 days.", "Inspections happen twice a year."
    ]  # fmt: skip
    assert all(c.check_worthy for c in claims)


async def test_the_model_cannot_wave_a_fact_through_as_not_check_worthy(oai):
    answer = "The cap is $2 million."
    oai.script.queue(Reply(content=splitter_json([("The cap is $2 million.", "The cap is $2 million.")], worthy=False)))
    claims = await split(oai, answer)
    assert claims[0].check_worthy


async def test_a_span_inside_a_code_block_is_not_a_prose_claim(oai):
    oai.script.queue(Reply(content=splitter_json([
        ("The Harbor Act caps liability at $2 million.", "The Harbor Act caps liability at $2 million."),
        ("The program prints cap.", "print('cap')"),
        ("The Harbor Act also applies to rental properties.", "It also applies to rental properties."),
    ])))  # fmt: skip
    claims = await split(oai)
    assert [c.kind for c in claims] == ["prose", "prose", "code", "prose"]


@pytest.mark.parametrize(
    "reply",
    [
        Reply(status=500),
        Reply(content="not json at all"),
        Reply(content=splitter_json([("Invented.", "text nowhere in the answer"), ("Also.", "nor this one")])),
        Reply(content='{"claims": []}'),
    ],
    ids=["server-error", "garbage", "unplaceable", "empty"],
)
async def test_any_failure_returns_none_for_the_rule_fallback(oai, reply):
    oai.script.use(lambda seen: reply)
    assert await split(oai) is None


async def test_no_splitter_means_none(oai):
    from pydantic import SecretStr

    from engine.config import Config, ModelSpec

    writer = ModelSpec(model="openai/x", base_url=oai.root + "/v1", api_key=SecretStr("k1234"))
    config = Config(models={"writer": writer})
    router = router_for(config)
    assert await split_with_model(ANSWER, router) is None
    assert await split_with_model(ANSWER, None) is None
    assert oai.script.requests == []


def test_locate_prefers_exact_then_fuzzy():
    text = "Alpha beta gamma. Delta epsilon zeta."
    assert locate(text, "Delta epsilon zeta.") == (18, 37)
    assert locate(text, "Delta epsilon zeta") == (18, 36)
    assert locate(text, "Delta epsilom zeta.") == (18, 37)
    assert locate(text, "something else entirely") is None
