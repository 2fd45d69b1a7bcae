"""LlamaIndex objects for tests/integrations/test_llamaindex.py, imported by its `li` fixture on first use: llama-index
costs seconds to import, and every test worker imports every test module while only one runs this one."""

from __future__ import annotations

from llama_index.core.base.response.schema import Response
from llama_index.core.query_engine import CustomQueryEngine
from llama_index.core.schema import NodeWithScore, TextNode

from saife_integrations.llamaindex import SaifeResponsePostprocessor, VerifyingQueryEngine, node_sources

__all__ = ["NODES", "FixedEngine", "SaifeResponsePostprocessor", "VerifyingQueryEngine", "node_sources", "response"]

NODES = [
    NodeWithScore(node=TextNode(id_="policy-7", text="The warranty lasts 24 months from delivery."), score=0.8),
    NodeWithScore(node=TextNode(id_="policy-2", text="The plan was approved in 2021 by the board."), score=0.7),
]


def response(text: str, nodes: list[NodeWithScore] = NODES) -> Response:
    return Response(response=text, source_nodes=nodes, metadata={"engine": "test"})


class FixedEngine(CustomQueryEngine):
    """A real LlamaIndex query engine that answers from fixed text and retrieved nodes (no LLM, no embeddings)."""

    answer: str

    def custom_query(self, query_str: str) -> Response:
        return Response(response=self.answer, source_nodes=NODES)
