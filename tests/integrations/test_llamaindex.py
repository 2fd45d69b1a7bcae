"""The LlamaIndex adapter on real Response and NodeWithScore objects (offline checks, no network)."""

from __future__ import annotations

from types import ModuleType

import pytest

from engine import Config
from saife_integrations.results import BLOCKED_FLAG, BlockedAnswerError

OFFLINE = Config.from_env(offline=True)


@pytest.fixture(scope="module")
def li() -> ModuleType:
    """The LlamaIndex objects and the adapter (llama_kit.py), imported only where these tests run."""
    import llama_kit

    return llama_kit


def test_a_response_grounded_in_its_nodes_is_verified_with_evidence_pointing_at_the_node(li: ModuleType) -> None:
    checked = li.SaifeResponsePostprocessor(config=OFFLINE).process(li.response("The plan was approved in 2021."))
    assert checked.metadata["saife_status"] == "VERIFIED"
    assert checked.metadata["engine"] == "test"  # the engine's own metadata is kept
    assert checked.response == "The plan was approved in 2021."
    evidence = checked.metadata["saife"]["claims"][0]["findings"][0]["evidence"][0]
    assert evidence["source"] == 1  # the second retrieved node
    assert checked.source_nodes == li.NODES


def test_the_same_answer_without_the_node_that_backs_it_is_not_verified(li: ModuleType) -> None:
    checked = li.SaifeResponsePostprocessor(config=OFFLINE).process(
        li.response("The plan was approved in 2021.", li.NODES[:1])
    )
    assert checked.metadata["saife_status"] == "CAUTION"
    assert checked.response != "The plan was approved in 2021."  # hedged in the final answer


def test_a_wrong_computation_is_corrected_in_the_response(li: ModuleType) -> None:
    checked = li.SaifeResponsePostprocessor(config=OFFLINE).process(li.response("15% of 200 is 45."))
    assert checked.response == "15% of 200 is 30."


def test_blocked_raises_or_flags(li: ModuleType) -> None:
    blocked = li.response("The revenue rose from $10 million to $15 million, an increase of 80%.")
    with pytest.raises(BlockedAnswerError):
        li.SaifeResponsePostprocessor(config=OFFLINE).process(blocked)
    flagged = li.SaifeResponsePostprocessor(config=OFFLINE, on_blocked="flag").process(blocked)
    assert flagged.response.startswith(BLOCKED_FLAG)
    assert flagged.metadata["saife_status"] == "BLOCKED"


async def test_async_processing(li: ModuleType) -> None:
    checked = await li.SaifeResponsePostprocessor(config=OFFLINE).aprocess(li.response("The warranty lasts 24 months."))
    assert checked.metadata["saife_status"] == "VERIFIED"


def test_node_sources_are_the_node_texts_named_by_node_id(li: ModuleType) -> None:
    sources = li.node_sources(li.NODES)
    assert [(s.id, s.name, s.text) for s in sources] == [
        (0, "policy-7", "The warranty lasts 24 months from delivery."),
        (1, "policy-2", "The plan was approved in 2021 by the board."),
    ]


def test_a_streaming_response_is_refused_with_a_clear_error(li: ModuleType) -> None:
    with pytest.raises(TypeError, match="finished Response"):
        li.SaifeResponsePostprocessor(config=OFFLINE).process("just text")


def test_a_wrapped_query_engine_checks_every_answer_with_the_query_as_question(li: ModuleType) -> None:
    verifier = li.SaifeResponsePostprocessor(config=OFFLINE)
    engine = li.VerifyingQueryEngine(inner=li.FixedEngine(answer="The plan was approved in 2021."), verifier=verifier)
    response = engine.query("When was the plan approved?")
    assert response.metadata["saife_status"] == "VERIFIED"
    assert response.metadata["saife"]["question"] == "When was the plan approved?"


async def test_a_wrapped_query_engine_async(li: ModuleType) -> None:
    verifier = li.SaifeResponsePostprocessor(config=OFFLINE)
    engine = li.VerifyingQueryEngine(inner=li.FixedEngine(answer="The warranty lasts 24 months."), verifier=verifier)
    response = await engine.aquery("How long does the warranty last?")
    assert response.metadata["saife_status"] == "VERIFIED"
    with pytest.raises(BlockedAnswerError):
        await li.VerifyingQueryEngine(inner=li.FixedEngine(answer="15% of 200 is 45."), verifier=verifier).aquery(
            "15%?"
        )
