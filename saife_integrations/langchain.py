"""LangChain adapters: a Runnable that verifies a chain's output, and a callback handler that verifies LLM outputs.

    chain = prompt | llm | SaifeVerifier(sources=[contract_text])          # -> the final (checked) answer
    chain.invoke(question, config={"configurable": {"saife_sources": [...]}})  # sources per call

    handler = SaifeCallbackHandler(sources=[contract_text])
    llm.invoke(prompt, config={"callbacks": [handler]}); handler.reports[-1].status

Needs `langchain-core` (the `langchain` extra); the engine never imports this module.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Literal
from uuid import UUID

from langchain_core.callbacks import BaseCallbackHandler
from langchain_core.messages import AIMessage, BaseMessage
from langchain_core.outputs import LLMResult
from langchain_core.runnables import Runnable, RunnableConfig

from engine import Config, Report, Status, averify

from .results import BlockedAnswerError, check_outcome
from .sync import run_verify

Output = Literal["answer", "report", "message"]
SOURCES_KEY = "saife_sources"
"""`config["configurable"][SOURCES_KEY]`: sources for one call, instead of the constructor's."""


class SaifeVerifier(Runnable[Any, Any]):
    """Verify a chain's output: input a str, a message or `{"answer", "sources"?, "question"?}`.

    output: "answer" (the final answer text, default), "report" (the `Report`) or "message" (an AIMessage of the
    final answer with the report under `response_metadata["saife"]`). on_blocked: "raise" (BlockedAnswerError,
    default) or "flag" (the answer output starts with BLOCKED_FLAG; report and message carry the status).
    """

    def __init__(
        self,
        sources: Sequence[str] = (),
        *,
        question: str | None = None,
        config: Config | None = None,
        output: Output = "answer",
        on_blocked: Literal["raise", "flag"] = "raise",
    ) -> None:
        self.sources = list(sources)
        self.question = question
        self.config = config
        self.output = output
        self.on_blocked = on_blocked

    def invoke(self, input: Any, config: RunnableConfig | None = None, **kwargs: Any) -> Any:
        answer, sources, question = self._request(input, config)
        return self._finish(run_verify(answer, sources, question, self.config))

    async def ainvoke(self, input: Any, config: RunnableConfig | None = None, **kwargs: Any) -> Any:
        answer, sources, question = self._request(input, config)
        return self._finish(await averify(answer, sources, question, self.config))

    def _request(self, input: Any, config: RunnableConfig | None) -> tuple[str, list[str], str | None]:
        configured = (config or {}).get("configurable", {}).get(SOURCES_KEY)
        sources = list(configured) if configured is not None else self.sources
        question = self.question
        if isinstance(input, dict):
            sources = list(input.get("sources", sources))
            question = input.get("question", question)
            input = input.get("answer", input.get("output", ""))
        return _text(input), sources, question

    def _finish(self, report: Report) -> Any:
        if self.output == "report":
            if self.on_blocked == "raise":
                check_outcome(report, "raise")  # raises on BLOCKED only
            return report
        answer = check_outcome(report, self.on_blocked)
        if self.output == "message":
            status = report.status.value if report.status else None
            return AIMessage(content=answer, response_metadata={"saife": report.to_dict(), "saife_status": status})
        return answer


class SaifeCallbackHandler(BaseCallbackHandler):
    """Verify every LLM output when the call ends; `reports` keeps each report, `by_run` groups them per run id.

    With `raise_on_blocked`, a BLOCKED output raises BlockedAnswerError out of the LLM call.
    """

    def __init__(
        self, sources: Sequence[str] = (), *, config: Config | None = None, raise_on_blocked: bool = False
    ) -> None:
        self.sources = list(sources)
        self.config = config
        self.raise_error = raise_on_blocked  # LangChain swallows a handler's errors unless this is set
        self.reports: list[Report] = []
        self.by_run: dict[UUID, list[Report]] = {}

    def on_llm_end(self, response: LLMResult, *, run_id: UUID, **kwargs: Any) -> None:
        for generations in response.generations:
            for generation in generations:
                if not generation.text.strip():
                    continue
                report = run_verify(generation.text, self.sources, None, self.config)
                self.reports.append(report)
                self.by_run.setdefault(run_id, []).append(report)
                if self.raise_error and report.status in (Status.BLOCKED, None):
                    raise BlockedAnswerError(report)


def _text(value: Any) -> str:
    if isinstance(value, BaseMessage):
        content = value.content
        if isinstance(content, str):
            return content
        return "".join(part if isinstance(part, str) else str(part.get("text", "")) for part in content)
    if isinstance(value, str):
        return value
    raise TypeError(f"SaifeVerifier takes a str, a message or a dict with 'answer', not {type(value).__name__}")
