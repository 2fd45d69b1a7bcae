"""Adapter over the `openai` SDK for every OpenAI-compatible endpoint (OpenAI, OpenRouter, Gemini, Groq, Ollama ...)."""

from __future__ import annotations

import asyncio
from typing import Any

from .base import ChatRequest, ChatResponse
from .errors import BlockedAddress, classify

# OpenAI's reasoning models take `max_completion_tokens` and only the default temperature.
_REASONING_PREFIXES = ("o1", "o3", "o4", "gpt-5")


class OpenAICompatModel:
    """One endpoint (base URL + key). The SDK never retries: the router decides retries."""

    def __init__(
        self, *, base_url: str | None, api_key: str, timeout_s: float, official: bool = False, http_client: Any = None
    ) -> None:
        import openai  # here, not at module level: a run without a model never pays for the SDK's import

        self._errors: tuple[type[BaseException], ...] = (openai.OpenAIError, TimeoutError, BlockedAddress)
        self._client = openai.AsyncOpenAI(
            api_key=api_key, base_url=base_url, timeout=timeout_s, max_retries=0, http_client=http_client
        )
        self._official = official
        """OpenAI's own API: newer parameter names are required there and unknown elsewhere."""

    def __repr__(self) -> str:
        return f"OpenAICompatModel(base_url={str(self._client.base_url)!r})"

    async def complete(self, request: ChatRequest, *, model: str) -> ChatResponse:
        """Send one chat completion; SDK errors and overall timeouts become ProviderError."""
        kwargs = self._params(request, model)
        try:
            async with asyncio.timeout(request.timeout_s):
                if request.stream:
                    return await self._stream(kwargs)
                completion = await self._client.chat.completions.create(**kwargs)
        except self._errors as exc:
            raise classify(exc, timeout_s=request.timeout_s, secrets=(self._client.api_key,)) from None
        return _from_completion(completion)

    def warm(self) -> None:
        """Load the SDK modules the first request would import (the chat resources), ahead of the run."""
        self._client.chat.completions  # noqa: B018 - the SDK imports them when first read

    async def aclose(self) -> None:
        await self._client.close()

    def _params(self, request: ChatRequest, model: str) -> dict[str, Any]:
        reasoning = self._official and model.startswith(_REASONING_PREFIXES)
        kwargs: dict[str, Any] = {
            "model": model,
            "messages": [{"role": m.role, "content": m.content} for m in request.messages],
            "timeout": request.timeout_s,
        }
        kwargs["max_completion_tokens" if self._official else "max_tokens"] = request.max_tokens
        if request.temperature is not None and not reasoning:
            kwargs["temperature"] = request.temperature
        if request.output == "json_schema" and request.schema is not None:
            kwargs["response_format"] = {
                "type": "json_schema",
                "json_schema": {"name": request.schema_name, "schema": dict(request.schema), "strict": False},
            }
        elif request.output == "json_object":
            kwargs["response_format"] = {"type": "json_object"}
        if request.stream:
            kwargs["stream"] = True
            kwargs["stream_options"] = {"include_usage": True}
        return kwargs

    async def _stream(self, kwargs: dict[str, Any]) -> ChatResponse:
        parts: list[str] = []
        refusal: list[str] = []
        finish: str | None = None
        usage: Any = None
        stream = await self._client.chat.completions.create(**kwargs)
        async with stream:
            async for chunk in stream:
                usage = chunk.usage or usage
                for choice in chunk.choices:
                    if choice.delta.content:
                        parts.append(choice.delta.content)
                    if getattr(choice.delta, "refusal", None):
                        refusal.append(choice.delta.refusal)
                    finish = choice.finish_reason or finish
        return ChatResponse(
            text="".join(parts),
            refusal="".join(refusal) or None,
            finish_reason=finish,
            input_tokens=getattr(usage, "prompt_tokens", 0) or 0,
            output_tokens=getattr(usage, "completion_tokens", 0) or 0,
        )


def _from_completion(completion: Any) -> ChatResponse:
    choices = getattr(completion, "choices", None) or []
    message = choices[0].message if choices else None
    usage = getattr(completion, "usage", None)
    return ChatResponse(
        text=(message.content or "") if message else "",
        refusal=getattr(message, "refusal", None) if message else None,
        finish_reason=choices[0].finish_reason if choices else None,
        input_tokens=getattr(usage, "prompt_tokens", 0) or 0,
        output_tokens=getattr(usage, "completion_tokens", 0) or 0,
    )
