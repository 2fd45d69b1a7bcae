"""A claim the splitter model reworded is checked against its own stretch of the answer: when the rewording
dropped or changed a number, date, name or negation, the span's own words are checked instead, and an alert says
so. Through the real openai SDK against the scripted server on 127.0.0.1."""

from __future__ import annotations

from pydantic import SecretStr
from servers import judges
from servers.kit import scripted_router
from servers.scripted import Reply

from engine import Config, ModelSpec, averify
from engine.llm_splitter import lost_facts, split_with_model
from engine.router import RetryPolicy
from engine.types import Status, Verdict

KEY = "sk-test-a1b2c3d4e5f6"
SOURCE = "The Harbor Act sets a liability cap of $2 million per incident. Claims must be filed within 90 days."
ANSWER = "The Harbor Act sets a liability cap of $5 million per incident. Claims must be filed within 90 days."
WRONG = "The Harbor Act sets a liability cap of $5 million per incident."


def config(base_url: str) -> Config:
    judge = ModelSpec(model="openai/x", base_url=base_url, api_key=SecretStr(KEY))
    return Config(models={"judge": judge}, mode="sources", db_path="", model_timeout_s=5)


async def split(server, answer: str, alerts: list[str]):
    router = scripted_router(config(server.root + "/v1"), RetryPolicy(max_attempts=1, backoff_s=0.01, max_wait_s=1))
    try:
        return await split_with_model(answer, router, alert=alerts.append)
    finally:
        await router.aclose()


async def test_a_rewritten_figure_falls_back_to_the_span(oai) -> None:
    oai.script.queue(Reply(content=judges.splitter_json([
        ("The Harbor Act sets a liability cap of $2 million per incident.", WRONG),
        ("Claims under the Harbor Act must be filed within 90 days.", "Claims must be filed within 90 days."),
    ])))  # fmt: skip
    alerts: list[str] = []
    claims = await split(oai, ANSWER, alerts)
    assert claims is not None
    assert claims[0].text == WRONG and ANSWER[claims[0].start : claims[0].end] == WRONG
    assert claims[1].text == "Claims under the Harbor Act must be filed within 90 days."  # kept every fact
    assert alerts == [
        "The splitter model changed a number, date, name or negation while rewording 1 claim; "
        "the answer's own words were checked instead."
    ]


async def test_a_faithful_rewording_is_kept_without_an_alert(oai) -> None:
    answer = "The Harbor Act caps liability at $2 million. It does not apply to rental properties."
    oai.script.queue(Reply(content=judges.splitter_json([
        ("The Harbor Act caps liability at $2,000,000.", "The Harbor Act caps liability at $2 million."),
        ("The Harbor Act doesn't apply to rental properties.", "It does not apply to rental properties."),
    ])))  # fmt: skip
    alerts: list[str] = []
    claims = await split(oai, answer, alerts)
    assert [c.text for c in claims] == [
        "The Harbor Act caps liability at $2,000,000.", "The Harbor Act doesn't apply to rental properties."
    ]  # fmt: skip
    assert alerts == []


async def test_the_whole_run_no_longer_verifies_a_figure_the_answer_never_gave(oai) -> None:
    """The reported case: the splitter turned $5 million into the source's $2 million; the run said VERIFIED with
    no edit while the final answer still said $5 million."""

    def rewriting_splitter(seen):
        return Reply(content=judges.splitter_json([
            ("The Harbor Act sets a liability cap of $2 million per incident.", WRONG),
            ("Claims must be filed within 90 days.", "Claims must be filed within 90 days."),
        ]))  # fmt: skip

    oai.script.use(judges.with_splitter(judges.honest, splitter=rewriting_splitter))
    report = await averify(ANSWER, sources=[SOURCE], config=config(oai.root + "/v1"))
    assert report.stats["splitter"] == "model"
    first = report.claims[0]
    assert first.claim.text == WRONG and first.verdict is not Verdict.SUPPORTED
    assert not (report.status is Status.VERIFIED and "$5 million" in report.final_answer)
    assert any("splitter model changed a number" in alert for alert in report.alerts)


def test_what_counts_as_a_lost_fact() -> None:
    assert lost_facts("The cap is $5 million.", "The cap is $2 million.") == ["$5 million"]
    assert lost_facts("It took effect on 5 March 2021.", "The act took effect in March 2021.") == ["5"]
    assert lost_facts("It was signed on a Monday.", "The act was signed on a Tuesday.") == ["Monday"]
    assert lost_facts("Marie Curie won it.", "Curie won the prize.") == ["Marie Curie"]
    assert lost_facts("The cap does not cover rents.", "The cap covers rents.") == ["a negation"]
    assert lost_facts("The cap covers rents.", "The cap does not cover rents.") == ["a negation"]
    assert lost_facts("It covers rents.", "The Harbor Act covers rents.") == []
