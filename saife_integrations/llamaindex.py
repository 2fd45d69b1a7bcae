"""LlamaIndex adapter: verify a query engine's response against the text of the nodes it retrieved.

    verifier = SaifeResponsePostprocessor()
    response = verifier.process(query_engine.query("What is the liability cap?"))
    response.response                 # the final (checked) answer
    response.metadata["saife_status"] # VERIFIED / CAUTION / BLOCKED; the report is under metadata["saife"]

The sources are the retrieved nodes' texts, numbered in the order of `response.source_nodes`, so evidence
`source: 2` is the third node. Needs `llama-index-core` (the `llamaindex` extra); the engine never imports it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Literal

from llama_index.core.base.base_query_engine import BaseQueryEngine
from llama_index.core.base.response.schema import Response
from llama_index.core.query_engine import CustomQueryEngine
from llama_index.core.schema import MetadataMode, NodeWithScore
from pydantic import Field

from engine import Config, Report, Source, averify

from .results import check_outcome
from .sync import run_verify


class SaifeResponsePostprocessor:
    """Check a `Response` against its `source_nodes`; the returned Response holds the final answer and the report.

    on_blocked: "raise" (BlockedAnswerError, default) or "flag" (the text starts with BLOCKED_FLAG).
    """

    def __init__(
        self,
        *,
        config: Config | None = None,
        on_blocked: Literal["raise", "flag"] = "raise",
        question: str | None = None,
    ) -> None:
        self.config = config
        self.on_blocked = on_blocked
        self.question = question

    def process(self, response: Response, question: str | None = None) -> Response:
        answer, sources = _request(response)
        report = run_verify(answer, sources, question or self.question, self.config)
        return self._finish(response, report)

    async def aprocess(self, response: Response, question: str | None = None) -> Response:
        answer, sources = _request(response)
        report = await averify(answer, sources, question or self.question, self.config)
        return self._finish(response, report)

    __call__ = process

    def _finish(self, response: Response, report: Report) -> Response:
        text = check_outcome(report, self.on_blocked)
        status = report.status.value if report.status else None
        metadata = {**(response.metadata or {}), "saife": report.to_dict(), "saife_status": status}
        return Response(response=text, source_nodes=list(response.source_nodes), metadata=metadata)


class VerifyingQueryEngine(CustomQueryEngine):
    """Wrap any query engine so that every answer it gives is checked (the query is the question), e.g. for a
    tool or an agent that takes a query engine: `VerifyingQueryEngine(inner=index.as_query_engine())`."""

    inner: BaseQueryEngine
    verifier: SaifeResponsePostprocessor = Field(default_factory=SaifeResponsePostprocessor)

    def custom_query(self, query_str: str) -> Response:
        return self.verifier.process(_finished(self.inner.query(query_str)), question=query_str)

    async def acustom_query(self, query_str: str) -> Response:
        return await self.verifier.aprocess(_finished(await self.inner.aquery(query_str)), question=query_str)


def _finished(response: Any) -> Response:
    """A streaming response, read to its end (the check needs the whole answer)."""
    if isinstance(response, Response) or not hasattr(response, "get_response"):
        return response  # type: ignore[no-any-return]
    return response.get_response()  # type: ignore[no-any-return]


def node_sources(nodes: Sequence[NodeWithScore]) -> list[Source]:
    """The nodes' texts as sources, named by node id (the report shows the name next to each quote)."""
    return [
        Source(id=i, text=item.node.get_content(metadata_mode=MetadataMode.NONE), name=item.node.node_id)
        for i, item in enumerate(nodes)
    ]


def _request(response: Any) -> tuple[str, list[Source]]:
    if not isinstance(response, Response):
        kind = type(response).__name__
        raise TypeError(f"SaifeResponsePostprocessor checks a finished Response, not {kind} (get_response() first)")
    return response.response or "", node_sources(response.source_nodes)
