"""The OpenAI chat-completions wire format the proxy speaks: the request it accepts, the objects it returns, and
its errors (`{"error": {"message", "type", "param", "code"}}`, as OpenAI sends them)."""

from __future__ import annotations

import json
import time
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator
from starlette.responses import JSONResponse


class ContentPart(BaseModel):
    model_config = ConfigDict(extra="allow")

    type: str
    text: str | None = None


class MessageIn(BaseModel):
    model_config = ConfigDict(extra="allow")

    role: Literal["system", "developer", "user", "assistant"]
    content: str | list[ContentPart] | None = None

    @field_validator("content")
    @classmethod
    def _text_only(cls, content: str | list[ContentPart] | None) -> str | list[ContentPart] | None:
        if isinstance(content, list) and any(part.type != "text" for part in content):
            raise ValueError("only text content parts are supported by the verifying proxy")
        return content

    def text(self) -> str:
        if isinstance(self.content, list):
            return "".join(part.text or "" for part in self.content)
        return self.content or ""


class SaifeOptions(BaseModel):
    """The `saife` extension field of a request."""

    model_config = ConfigDict(extra="forbid")

    sources: list[str] = Field(default_factory=list, max_length=50)
    question: str | None = None


class StreamOptions(BaseModel):
    model_config = ConfigDict(extra="allow")

    include_usage: bool = False


class ChatRequestIn(BaseModel):
    """A `POST /v1/chat/completions` body; fields the proxy cannot honour are refused, not silently dropped."""

    model_config = ConfigDict(extra="allow")

    model: str | None = None
    messages: list[MessageIn] = Field(min_length=1)
    stream: bool = False
    stream_options: StreamOptions | None = None
    temperature: float | None = Field(default=None, ge=0, le=2)
    max_tokens: int | None = Field(default=None, ge=1, le=100_000)
    max_completion_tokens: int | None = Field(default=None, ge=1, le=100_000)
    n: int = Field(default=1, ge=1, le=1)
    saife: SaifeOptions | None = None

    @field_validator("messages")
    @classmethod
    def _ends_with_a_question(cls, messages: list[MessageIn]) -> list[MessageIn]:
        if not any(m.role == "user" and m.text().strip() for m in messages):
            raise ValueError("at least one user message with text is required")
        return messages

    def unsupported(self) -> str | None:
        """The first extra field asking for something the proxy cannot verify (tool calls, function calls)."""
        extra = self.model_extra or {}
        return next((name for name in ("tools", "functions", "tool_choice", "function_call") if extra.get(name)), None)


class ProxyError(Exception):
    """An error to answer in OpenAI's shape."""

    def __init__(
        self, status: int, message: str, kind: str, code: str, *, param: str | None = None, retry_after_s: int = 0
    ) -> None:
        super().__init__(message)
        self.status, self.message, self.kind, self.code = status, message, kind, code
        self.param, self.retry_after_s = param, retry_after_s

    def body(self) -> dict[str, Any]:
        return {"error": {"message": self.message, "type": self.kind, "param": self.param, "code": self.code}}

    def response(self) -> JSONResponse:
        headers = {"Retry-After": str(self.retry_after_s)} if self.retry_after_s else None
        return JSONResponse(self.body(), status_code=self.status, headers=headers)


def invalid(message: str, *, param: str | None = None, code: str = "invalid_value") -> ProxyError:
    return ProxyError(400, message, "invalid_request_error", code, param=param)


def parse_request(raw: bytes) -> ChatRequestIn:
    """The request body, or a ProxyError naming the first problem in one line."""
    try:
        data = json.loads(raw)
    except (UnicodeDecodeError, ValueError):
        raise invalid("the request body is not valid JSON", code="invalid_json") from None
    if not isinstance(data, dict):
        raise invalid("the request body must be a JSON object", code="invalid_json")
    try:
        request = ChatRequestIn.model_validate(data)
    except ValidationError as error:
        first = error.errors(include_url=False, include_input=False)[0]
        where = ".".join(str(part) for part in first["loc"]) or None
        missing = first["type"] == "missing"
        message = f"{where}: {first['msg']}" if where else first["msg"]
        raise invalid(message, param=where, code="missing_required_parameter" if missing else "invalid_value") from None
    if (field := request.unsupported()) is not None:
        raise invalid(f"{field}: the verifying proxy does not support tool or function calls", param=field)
    return request


def completion(
    *, run_id: str, model: str, content: str, finish_reason: str, usage: dict[str, int], report: dict[str, Any]
) -> dict[str, Any]:
    message = {"role": "assistant", "content": content}
    return {
        "id": f"chatcmpl-{run_id}", "object": "chat.completion", "created": int(time.time()), "model": model,
        "choices": [{"index": 0, "message": message, "finish_reason": finish_reason, "logprobs": None}],
        "usage": usage, "saife": report,
    }  # fmt: skip


def chunk(chat_id: str, model: str, delta: dict[str, Any], finish_reason: str | None = None, **extra: Any) -> str:
    """One server-sent event of a streamed completion."""
    body = {
        "id": chat_id, "object": "chat.completion.chunk", "created": int(time.time()), "model": model,
        "choices": [{"index": 0, "delta": delta, "finish_reason": finish_reason, "logprobs": None}], **extra,
    }  # fmt: skip
    return f"data: {json.dumps(body, ensure_ascii=False)}\n\n"


def closing_chunk(chat_id: str, model: str, report: dict[str, Any], usage: dict[str, int] | None) -> str:
    """The last chunk: no choices, the report under `saife`, and the usage when the client asked for it."""
    body: dict[str, Any] = {"id": chat_id, "object": "chat.completion.chunk", "created": int(time.time()),
                            "model": model, "choices": [], "saife": report}  # fmt: skip
    if usage is not None:
        body["usage"] = usage
    return f"data: {json.dumps(body, ensure_ascii=False)}\n\n"


def error_event(error: ProxyError) -> str:
    """An error inside a stream that has already begun (the openai SDK raises APIError on it)."""
    return f"data: {json.dumps(error.body())}\n\n"
