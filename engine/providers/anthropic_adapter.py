"""Adapter over the `anthropic` SDK (Messages API)."""

from __future__ import annotations

import asyncio
from typing import Any

from .base import ChatRequest, ChatResponse
from .errors import BlockedAddress, classify


class AnthropicModel:
    """One Anthropic endpoint (base URL + key). The SDK never retries: the router decides retries."""

    def __init__(self, *, base_url: str | None, api_key: str, timeout_s: float, http_client: Any = None) -> None:
        import anthropic  # here, not at module level: a run without a model never pays for the SDK's import

        self._errors: tuple[type[BaseException], ...] = (anthropic.AnthropicError, TimeoutError, BlockedAddress)
        # anthropic 2 obeys any Retry-After on its own retries: max_retries=0 keeps the budget ours.
        self._client = anthropic.AsyncAnthropic(
            api_key=api_key, base_url=sdk_base_url(base_url), timeout=timeout_s, max_retries=0, http_client=http_client
        )

    def __repr__(self) -> str:
        return f"AnthropicModel(base_url={str(self._client.base_url)!r})"

    async def complete(self, request: ChatRequest, *, model: str) -> ChatResponse:
        """Send one Messages request; SDK errors and overall timeouts become ProviderError."""
        kwargs = _params(request, model)
        try:
            async with asyncio.timeout(request.timeout_s):
                if request.stream:
                    return await self._stream(kwargs)
                message = await self._client.messages.create(**kwargs)
        except self._errors as exc:
            raise classify(exc, timeout_s=request.timeout_s, secrets=(self._client.api_key or "",)) from None
        text = "".join(block.text for block in message.content if getattr(block, "type", "") == "text")
        return _response(text, message.stop_reason, message.usage.input_tokens, message.usage.output_tokens)

    def warm(self) -> None:
        """Load the SDK modules the first request would import (the messages resource), ahead of the run."""
        self._client.messages  # noqa: B018 - the SDK imports it when first read

    async def aclose(self) -> None:
        await self._client.close()

    async def _stream(self, kwargs: dict[str, Any]) -> ChatResponse:
        parts: list[str] = []
        stop: str | None = None
        input_tokens = output_tokens = 0
        stream = await self._client.messages.create(**kwargs, stream=True)
        async for event in stream:
            if event.type == "message_start":
                input_tokens = event.message.usage.input_tokens or 0
            elif event.type == "content_block_delta" and event.delta.type == "text_delta":
                parts.append(event.delta.text)
            elif event.type == "message_delta":
                stop = event.delta.stop_reason or stop
                output_tokens = event.usage.output_tokens or output_tokens
        return _response("".join(parts), stop, input_tokens, output_tokens)


def sdk_base_url(base_url: str | None) -> str | None:
    """The base URL as the SDK wants it: without a trailing `/v1`, which the SDK appends itself (people copy
    `https://host/v1` from OpenAI-style docs, and `/v1/v1/messages` would then answer 404)."""
    if base_url is None:
        return None
    trimmed = base_url.rstrip("/")
    return trimmed[: -len("/v1")] if trimmed.endswith("/v1") else base_url


def _params(request: ChatRequest, model: str) -> dict[str, Any]:
    system = "\n\n".join(m.content for m in request.messages if m.role == "system")
    kwargs: dict[str, Any] = {
        "model": model,
        "max_tokens": request.max_tokens,
        "messages": [{"role": m.role, "content": m.content} for m in request.messages if m.role != "system"],
        "timeout": request.timeout_s,
    }
    # No temperature: anthropic 2 dropped the parameter, and the judge's rules, not sampling, keep it honest.
    if system:
        kwargs["system"] = system
    if request.output == "json_schema" and request.schema is not None:
        kwargs["output_config"] = {"format": {"type": "json_schema", "schema": dict(request.schema)}}
    return kwargs


def _response(text: str, stop: str | None, input_tokens: int, output_tokens: int) -> ChatResponse:
    return ChatResponse(
        text=text,
        refusal=(text or "refused") if stop == "refusal" else None,
        finish_reason={"max_tokens": "length", "end_turn": "stop"}.get(stop or "", stop),
        input_tokens=input_tokens,
        output_tokens=output_tokens,
    )
