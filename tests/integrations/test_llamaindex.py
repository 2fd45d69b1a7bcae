"""The LlamaIndex adapter on real Response and NodeWithScore objects (offline checks, no network)."""

from __future__ import annotations

import pytest
from llama_index.core.base.response.schema import Response
from llama_index.core.query_engine import CustomQueryEngine
from llama_index.core.schema import NodeWithScore, TextNode

from engine import Config
from saife_integrations.llamaindex import SaifeResponsePostprocessor, VerifyingQueryEngine, node_sources
from saife_integrations.results import BLOCKED_FLAG, BlockedAnswerError

OFFLINE = Config.from_env(offline=True)
NODES = [
    NodeWithScore(node=TextNode(id_="policy-7", text="The warranty lasts 24 months from delivery."), score=0.8),
    NodeWithScore(node=TextNode(id_="policy-2", text="The plan was approved in 2021 by the board."), score=0.7),
]


def response(text: str, nodes: list[NodeWithScore] = NODES) -> Response:
    return Response(response=text, source_nodes=nodes, metadata={"engine": "test"})


def test_a_response_grounded_in_its_nodes_is_verified_with_evidence_pointing_at_the_node() -> None:
    checked = SaifeResponsePostprocessor(config=OFFLINE).process(response("The plan was approved in 2021."))
    assert checked.metadata["saife_status"] == "VERIFIED"
    assert checked.metadata["engine"] == "test"  # the engine's own metadata is kept
    assert checked.response == "The plan was approved in 2021."
    evidence = checked.metadata["saife"]["claims"][0]["findings"][0]["evidence"][0]
    assert evidence["source"] == 1  # the second retrieved node
    assert checked.source_nodes == NODES


def test_the_same_answer_without_the_node_that_backs_it_is_not_verified() -> None:
    checked = SaifeResponsePostprocessor(config=OFFLINE).process(response("The plan was approved in 2021.", NODES[:1]))
    assert checked.metadata["saife_status"] == "CAUTION"
    assert checked.response != "The plan was approved in 2021."  # hedged in the final answer


def test_a_wrong_computation_is_corrected_in_the_response() -> None:
    checked = SaifeResponsePostprocessor(config=OFFLINE).process(response("15% of 200 is 45."))
    assert checked.response == "15% of 200 is 30."


def test_blocked_raises_or_flags() -> None:
    blocked = response("The revenue rose from $10 million to $15 million, an increase of 80%.")
    with pytest.raises(BlockedAnswerError):
        SaifeResponsePostprocessor(config=OFFLINE).process(blocked)
    flagged = SaifeResponsePostprocessor(config=OFFLINE, on_blocked="flag").process(blocked)
    assert flagged.response.startswith(BLOCKED_FLAG)
    assert flagged.metadata["saife_status"] == "BLOCKED"


async def test_async_processing() -> None:
    checked = await SaifeResponsePostprocessor(config=OFFLINE).aprocess(response("The warranty lasts 24 months."))
    assert checked.metadata["saife_status"] == "VERIFIED"


def test_node_sources_are_the_node_texts_named_by_node_id() -> None:
    sources = node_sources(NODES)
    assert [(s.id, s.name, s.text) for s in sources] == [
        (0, "policy-7", "The warranty lasts 24 months from delivery."),
        (1, "policy-2", "The plan was approved in 2021 by the board."),
    ]


def test_a_streaming_response_is_refused_with_a_clear_error() -> None:
    with pytest.raises(TypeError, match="finished Response"):
        SaifeResponsePostprocessor(config=OFFLINE).process("just text")  # type: ignore[arg-type]


class FixedEngine(CustomQueryEngine):
    """A real LlamaIndex query engine that answers from fixed text and retrieved nodes (no LLM, no embeddings)."""

    answer: str

    def custom_query(self, query_str: str) -> Response:
        return Response(response=self.answer, source_nodes=NODES)


def test_a_wrapped_query_engine_checks_every_answer_with_the_query_as_question() -> None:
    verifier = SaifeResponsePostprocessor(config=OFFLINE)
    engine = VerifyingQueryEngine(inner=FixedEngine(answer="The plan was approved in 2021."), verifier=verifier)
    response = engine.query("When was the plan approved?")
    assert response.metadata["saife_status"] == "VERIFIED"
    assert response.metadata["saife"]["question"] == "When was the plan approved?"


async def test_a_wrapped_query_engine_async() -> None:
    verifier = SaifeResponsePostprocessor(config=OFFLINE)
    engine = VerifyingQueryEngine(inner=FixedEngine(answer="The warranty lasts 24 months."), verifier=verifier)
    response = await engine.aquery("How long does the warranty last?")
    assert response.metadata["saife_status"] == "VERIFIED"
    with pytest.raises(BlockedAnswerError):
        await VerifyingQueryEngine(inner=FixedEngine(answer="15% of 200 is 45."), verifier=verifier).aquery("15%?")
