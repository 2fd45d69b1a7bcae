"""The LangChain adapters with langchain-core's own fake models piped into them (offline checks, no network)."""

from __future__ import annotations

from types import ModuleType

import pytest

from engine import Config, Report, Status
from saife_integrations.results import BLOCKED_FLAG, BlockedAnswerError

OFFLINE = Config.from_env(offline=True)
WRONG_SUM = "15% of 200 is 45."
BLOCKED = "The revenue rose from $10 million to $15 million, an increase of 80%."
SOURCE = "The plan was approved in 2021 by the board."


@pytest.fixture(scope="module")
def lc() -> ModuleType:
    """The LangChain objects and the adapters (langchain_kit.py), imported only where these tests run."""
    import langchain_kit

    return langchain_kit


def test_chain_output_is_replaced_by_the_checked_final_answer(lc: ModuleType) -> None:
    chain = lc.PROMPT | lc.llm(WRONG_SUM) | lc.SaifeVerifier(config=OFFLINE)
    assert chain.invoke({"question": "What is 15% of 200?"}) == "15% of 200 is 30."


def test_a_blocked_answer_raises_by_default_and_is_flagged_when_asked(lc: ModuleType) -> None:
    with pytest.raises(BlockedAnswerError) as caught:
        (lc.PROMPT | lc.llm(BLOCKED) | lc.SaifeVerifier(config=OFFLINE)).invoke({"question": "growth?"})
    assert caught.value.report.status is Status.BLOCKED
    assert "contradicted" in str(caught.value)
    flagged = (lc.PROMPT | lc.llm(BLOCKED) | lc.SaifeVerifier(config=OFFLINE, on_blocked="flag")).invoke(
        {"question": "?"}
    )
    assert flagged.startswith(BLOCKED_FLAG)


def test_chat_model_message_with_sources_from_the_call_config_gives_the_report(lc: ModuleType) -> None:
    chat = lc.GenericFakeChatModel(messages=iter([lc.AIMessage(content="The plan was approved in 2021.")]))
    chain = chat | lc.SaifeVerifier(config=OFFLINE, output="report")
    report = chain.invoke("When was the plan approved?", config={"configurable": {"saife_sources": [SOURCE]}})
    assert isinstance(report, Report)
    assert report.status is Status.VERIFIED
    assert report.sources[0].text == SOURCE


def test_without_the_sources_the_same_answer_is_not_verified(lc: ModuleType) -> None:
    chat = lc.GenericFakeChatModel(messages=iter([lc.AIMessage(content="The plan was approved in 2021.")]))
    report = (chat | lc.SaifeVerifier(config=OFFLINE, output="report")).invoke("When?")
    assert report.status is not Status.VERIFIED


def test_message_output_carries_the_report_in_its_metadata(lc: ModuleType) -> None:
    verifier = lc.SaifeVerifier(sources=[SOURCE], config=OFFLINE, output="message")
    message = verifier.invoke({"answer": "The plan was approved in 2021.", "question": "When was the plan approved?"})
    assert isinstance(message, lc.AIMessage)
    assert message.content == "The plan was approved in 2021."
    assert message.response_metadata["saife_status"] == "VERIFIED"
    assert message.response_metadata["saife"]["claims"][0]["verdict"] == "SUPPORTED"


async def test_ainvoke_checks_without_leaving_the_event_loop(lc: ModuleType) -> None:
    chain = lc.PROMPT | lc.llm(WRONG_SUM) | lc.SaifeVerifier(config=OFFLINE)
    assert await chain.ainvoke({"question": "15% of 200?"}) == "15% of 200 is 30."


def test_sync_invoke_from_inside_a_running_loop_still_works(lc: ModuleType) -> None:
    import asyncio

    async def inside() -> str:
        return lc.SaifeVerifier(config=OFFLINE).invoke(WRONG_SUM)

    assert asyncio.run(inside()) == "15% of 200 is 30."


def test_callback_handler_records_a_report_per_llm_output(lc: ModuleType) -> None:
    handler = lc.SaifeCallbackHandler(sources=[SOURCE], config=OFFLINE)
    model = lc.llm("The plan was approved in 2021.", WRONG_SUM)
    model.invoke("first", config={"callbacks": [handler]})
    model.invoke("second", config={"callbacks": [handler]})
    assert [r.status for r in handler.reports] == [Status.VERIFIED, Status.VERIFIED]
    assert handler.reports[1].final_answer == "15% of 200 is 30."
    assert len(handler.by_run) == 2


def test_callback_handler_can_stop_a_blocked_output(lc: ModuleType) -> None:
    handler = lc.SaifeCallbackHandler(config=OFFLINE, raise_on_blocked=True)
    with pytest.raises(BlockedAnswerError):
        lc.llm(BLOCKED).invoke("growth?", config={"callbacks": [handler]})
    assert handler.reports[0].status is Status.BLOCKED


def test_other_inputs_are_refused_with_a_clear_error(lc: ModuleType) -> None:
    with pytest.raises(TypeError, match="takes a str, a message or a dict"):
        lc.SaifeVerifier(config=OFFLINE).invoke(42)


async def test_callback_handler_also_verifies_async_llm_calls(lc: ModuleType) -> None:
    handler = lc.SaifeCallbackHandler(sources=[SOURCE], config=OFFLINE)
    await lc.llm("The plan was approved in 2021.").ainvoke("when?", config={"callbacks": [handler]})
    assert [r.status for r in handler.reports] == [Status.VERIFIED]
