"""LangChain objects for tests/integrations/test_langchain.py, imported by its `lc` fixture on first use: langchain-core
(and the LangSmith client it loads) costs about a second to import, and every test worker imports every test module
while only one runs this one."""

from __future__ import annotations

from langchain_core.language_models import FakeListLLM, GenericFakeChatModel
from langchain_core.messages import AIMessage
from langchain_core.prompts import PromptTemplate

from saife_integrations.langchain import SaifeCallbackHandler, SaifeVerifier

__all__ = ["PROMPT", "AIMessage", "GenericFakeChatModel", "SaifeCallbackHandler", "SaifeVerifier", "llm"]

PROMPT = PromptTemplate.from_template("Answer briefly: {question}")


def llm(*answers: str) -> FakeListLLM:
    return FakeListLLM(responses=list(answers))
