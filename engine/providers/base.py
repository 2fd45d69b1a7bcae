"""What every provider adapter takes and returns."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Literal, Protocol

OutputMode = Literal["text", "json_schema", "json_object"]
"""How the reply format is requested: free text, a JSON schema the server enforces, or any JSON object."""


@dataclass(frozen=True, slots=True, kw_only=True)
class ChatMessage:
    role: Literal["system", "user", "assistant"]
    content: str


@dataclass(frozen=True, slots=True, kw_only=True)
class ChatRequest:
    """One call to a chat model."""

    messages: tuple[ChatMessage, ...]
    max_tokens: int = 1024
    temperature: float | None = 0.0
    """None leaves the provider's default (some reasoning models accept no other)."""
    output: OutputMode = "text"
    schema: Mapping[str, Any] | None = None
    """JSON schema sent with `output="json_schema"`."""
    schema_name: str = "reply"
    stream: bool = False
    timeout_s: float = 60.0
    """Whole-call limit, streaming included."""


@dataclass(frozen=True, slots=True, kw_only=True)
class ChatResponse:
    """A model's reply and what it cost."""

    text: str
    refusal: str | None = None
    """Set when the model declined (OpenAI `refusal`, Anthropic `stop_reason: refusal`)."""
    finish_reason: str | None = None
    input_tokens: int = 0
    output_tokens: int = 0
    extra: Mapping[str, Any] = field(default_factory=dict)

    @property
    def tokens(self) -> int:
        return self.input_tokens + self.output_tokens


class ChatModel(Protocol):
    """A provider adapter. Raises only `ProviderError` (already redacted)."""

    async def complete(self, request: ChatRequest, *, model: str) -> ChatResponse: ...

    async def aclose(self) -> None: ...
