"""Scripted model servers: a real OpenAI-compatible server and a real Anthropic Messages server on 127.0.0.1.

Each test scripts the replies (a queue of `Reply` values, or a function of the request) and reads back what
the server received (`script.requests`). Both servers speak streaming (SSE) and non-streaming JSON, so the
real `openai` and `anthropic` SDKs talk to them over HTTP exactly as to a provider.
"""

from __future__ import annotations

import asyncio
import json
import socket
import threading
import time
from collections import deque
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass, field
from typing import Any

import uvicorn
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse, Response, StreamingResponse
from starlette.routing import Route


@dataclass
class Reply:
    """One scripted response."""

    content: str = ""
    status: int = 200
    error: dict[str, Any] | None = None
    """Error body for a non-200 status (a provider-shaped default otherwise)."""
    headers: dict[str, str] = field(default_factory=dict)
    refusal: str | None = None
    finish_reason: str = "stop"
    delay_s: float = 0.0
    hang: bool = False
    """Never answer (until the script is reset or the server stops)."""
    input_tokens: int | None = None
    output_tokens: int | None = None


@dataclass
class Seen:
    """A request the server received."""

    path: str
    headers: dict[str, str]
    body: dict[str, Any]

    @property
    def key(self) -> str:
        auth = self.headers.get("authorization", "")
        return auth.removeprefix("Bearer ").strip() if auth else self.headers.get("x-api-key", "")

    @property
    def stream(self) -> bool:
        return bool(self.body.get("stream"))

    @property
    def format(self) -> str | None:
        """`json_schema`, `json_object` or None, whichever API asked for it."""
        openai_format = (self.body.get("response_format") or {}).get("type")
        anthropic_format = ((self.body.get("output_config") or {}).get("format") or {}).get("type")
        return openai_format or anthropic_format

    @property
    def prompt(self) -> str:
        """Every message text (system included), joined."""
        system = self.body.get("system") or ""
        texts = [system if isinstance(system, str) else " ".join(b.get("text", "") for b in system)]
        for message in self.body.get("messages", []):
            content = message.get("content")
            if isinstance(content, str):
                texts.append(content)
            else:
                texts.extend(block.get("text", "") for block in content or [])
        return "\n".join(texts)

    @property
    def first_user(self) -> str:
        """The task itself (a repair re-ask adds later user messages)."""
        return self._user(0)

    @property
    def last_user(self) -> str:
        return self._user(-1)

    def _user(self, index: int) -> str:
        users = [m for m in self.body.get("messages", []) if m.get("role") == "user"]
        content = users[index]["content"] if users else ""
        return content if isinstance(content, str) else " ".join(b.get("text", "") for b in content)


Handler = Callable[[Seen], Reply]


class Script:
    """What a server answers. Thread-safe: the server runs in its own thread."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self.reset()

    def reset(self) -> None:
        with self._lock:
            self.requests: list[Seen] = []
            self._queue: deque[Reply] = deque()
            self._handler: Handler | None = None
            self.delay_s = 0.0
            self.expected_key: str | None = None
            self.generation = getattr(self, "generation", 0) + 1
            self.in_flight = 0
            self.max_in_flight = 0

    def queue(self, *replies: Reply) -> Script:
        """Answer the next requests with these replies, in order (then fall back to the handler)."""
        with self._lock:
            self._queue.extend(replies)
        return self

    def use(self, handler: Handler) -> Script:
        """Answer every request (after the queue) with `handler(request)`."""
        with self._lock:
            self._handler = handler
        return self

    def refuse(self, seen: Seen) -> bool:
        """Record `seen`; True when it carries the wrong key (the server then answers 401)."""
        if self.expected_key is None or seen.key == self.expected_key:
            return False
        with self._lock:
            self.requests.append(seen)
        return True

    def take(self, seen: Seen) -> tuple[Reply, int]:
        with self._lock:
            self.requests.append(seen)
            generation = self.generation
            if self._queue:
                return self._queue.popleft(), generation
            handler = self._handler
        return (handler(seen) if handler else Reply(content="")), generation


async def _wait(script: Script, reply: Reply, generation: int) -> None:
    """Delay or hang as scripted, counting the requests being answered at once."""
    script.in_flight += 1
    script.max_in_flight = max(script.max_in_flight, script.in_flight)
    try:
        delay = reply.delay_s + script.delay_s
        if delay:
            await asyncio.sleep(delay)
        while reply.hang and script.generation == generation:
            await asyncio.sleep(0.05)
    finally:
        script.in_flight -= 1


def _tokens(seen: Seen, reply: Reply) -> tuple[int, int]:
    return (
        reply.input_tokens if reply.input_tokens is not None else max(1, len(seen.prompt) // 4),
        reply.output_tokens if reply.output_tokens is not None else max(1, len(reply.content) // 4),
    )


async def _seen(request: Request) -> Seen:
    try:
        body = await request.json()
    except ValueError:
        body = {}
    return Seen(path=request.url.path, headers={k.lower(): v for k, v in request.headers.items()}, body=body)


def _pieces(text: str, size: int = 16) -> list[str]:
    return [text[i : i + size] for i in range(0, len(text), size)] or [""]


# -- OpenAI-compatible chat completions --------------------------------------------------------------------


def openai_app(script: Script) -> Starlette:
    """`POST /v1/chat/completions`, streaming and not."""

    async def chat(request: Request) -> Response:
        seen = await _seen(request)
        if script.refuse(seen):
            # Like some real gateways, echo the key it was sent: the client must never show it.
            error = {"message": f"Incorrect API key provided: {seen.key}.", "type": "invalid_request_error"}
            return JSONResponse({"error": {**error, "code": "invalid_api_key"}}, status_code=401)
        reply, generation = script.take(seen)
        await _wait(script, reply, generation)
        if reply.status != 200:
            body = reply.error or {"error": {"message": f"scripted error {reply.status}", "type": "server_error"}}
            return JSONResponse(body, status_code=reply.status, headers=reply.headers)
        if seen.stream:
            return StreamingResponse(_openai_stream(seen, reply), media_type="text/event-stream")
        prompt_tokens, completion_tokens = _tokens(seen, reply)
        message = {"role": "assistant", "content": reply.content if reply.refusal is None else None}
        if reply.refusal is not None:
            message["refusal"] = reply.refusal
        return JSONResponse(
            {
                "id": "chatcmpl-scripted",
                "object": "chat.completion",
                "created": int(time.time()),
                "model": seen.body.get("model", ""),
                "choices": [{"index": 0, "message": message, "finish_reason": reply.finish_reason}],
                "usage": {
                    "prompt_tokens": prompt_tokens,
                    "completion_tokens": completion_tokens,
                    "total_tokens": prompt_tokens + completion_tokens,
                },
            }
        )

    return Starlette(routes=[Route("/v1/chat/completions", chat, methods=["POST"])])


async def _openai_stream(seen: Seen, reply: Reply) -> AsyncIterator[str]:
    base = {"id": "chatcmpl-scripted", "object": "chat.completion.chunk", "created": int(time.time()),
            "model": seen.body.get("model", "")}  # fmt: skip
    field_name, text = ("refusal", reply.refusal) if reply.refusal is not None else ("content", reply.content)
    for piece in _pieces(text):
        chunk = {**base, "choices": [{"index": 0, "delta": {field_name: piece}, "finish_reason": None}]}
        yield f"data: {json.dumps(chunk)}\n\n"
    last = {**base, "choices": [{"index": 0, "delta": {}, "finish_reason": reply.finish_reason}]}
    yield f"data: {json.dumps(last)}\n\n"
    if (seen.body.get("stream_options") or {}).get("include_usage"):
        prompt_tokens, completion_tokens = _tokens(seen, reply)
        usage = {"prompt_tokens": prompt_tokens, "completion_tokens": completion_tokens,
                 "total_tokens": prompt_tokens + completion_tokens}  # fmt: skip
        yield f"data: {json.dumps({**base, 'choices': [], 'usage': usage})}\n\n"
    yield "data: [DONE]\n\n"


# -- Anthropic Messages --------------------------------------------------------------------------------------


def anthropic_app(script: Script) -> Starlette:
    """`POST /v1/messages`, streaming and not; accepts the key as `x-api-key` or `Authorization: Bearer`."""

    async def messages(request: Request) -> Response:
        seen = await _seen(request)
        if script.refuse(seen):
            error = {"type": "authentication_error", "message": f"invalid x-api-key: {seen.key}"}
            return JSONResponse({"type": "error", "error": error}, status_code=401)
        reply, generation = script.take(seen)
        await _wait(script, reply, generation)
        if reply.status != 200:
            error = {"type": "api_error", "message": f"scripted error {reply.status}"}
            body = reply.error or {"type": "error", "error": error}
            return JSONResponse(body, status_code=reply.status, headers=reply.headers)
        if seen.stream:
            return StreamingResponse(_anthropic_stream(seen, reply), media_type="text/event-stream")
        input_tokens, output_tokens = _tokens(seen, reply)
        return JSONResponse(
            {
                "id": "msg_scripted",
                "type": "message",
                "role": "assistant",
                "model": seen.body.get("model", ""),
                "content": [{"type": "text", "text": reply.refusal or reply.content}],
                "stop_reason": _stop_reason(reply),
                "stop_sequence": None,
                "usage": {"input_tokens": input_tokens, "output_tokens": output_tokens},
            }
        )

    return Starlette(routes=[Route("/v1/messages", messages, methods=["POST"])])


def _stop_reason(reply: Reply) -> str:
    if reply.refusal is not None:
        return "refusal"
    return {"length": "max_tokens", "stop": "end_turn"}.get(reply.finish_reason, reply.finish_reason)


async def _anthropic_stream(seen: Seen, reply: Reply) -> AsyncIterator[str]:
    input_tokens, output_tokens = _tokens(seen, reply)

    def event(kind: str, data: dict[str, Any]) -> str:
        return f"event: {kind}\ndata: {json.dumps({'type': kind, **data})}\n\n"

    message = {"id": "msg_scripted", "type": "message", "role": "assistant", "model": seen.body.get("model", ""),
               "content": [], "stop_reason": None, "stop_sequence": None,
               "usage": {"input_tokens": input_tokens, "output_tokens": 1}}  # fmt: skip
    yield event("message_start", {"message": message})
    yield event("content_block_start", {"index": 0, "content_block": {"type": "text", "text": ""}})
    for piece in _pieces(reply.refusal or reply.content):
        yield event("content_block_delta", {"index": 0, "delta": {"type": "text_delta", "text": piece}})
    yield event("content_block_stop", {"index": 0})
    delta = {"stop_reason": _stop_reason(reply), "stop_sequence": None}
    yield event("message_delta", {"delta": delta, "usage": {"output_tokens": output_tokens}})
    yield event("message_stop", {})


# -- running a server in a thread ----------------------------------------------------------------------------


class ScriptedServer:
    """A uvicorn server on 127.0.0.1 (a free port) in a daemon thread; `stop()` never waits for open requests."""

    def __init__(self, app: Starlette, script: Script) -> None:
        self.script = script
        self._sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        self._sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        self._sock.bind(("127.0.0.1", 0))
        self.port = self._sock.getsockname()[1]
        config = uvicorn.Config(app, log_level="error", lifespan="off", access_log=False)
        self._server = uvicorn.Server(config)
        self._thread = threading.Thread(target=self._server.run, kwargs={"sockets": [self._sock]}, daemon=True)

    @property
    def root(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self) -> ScriptedServer:
        self._thread.start()
        deadline = time.monotonic() + 10
        while not self._server.started:
            if time.monotonic() > deadline or not self._thread.is_alive():
                raise RuntimeError("scripted server did not start")
            time.sleep(0.01)
        return self

    def stop(self) -> None:
        self.script.reset()  # releases hanging requests
        self._server.should_exit = True
        self._server.force_exit = True
        self._thread.join(timeout=5)
        self._sock.close()


def start_openai() -> ScriptedServer:
    """An OpenAI-compatible server; its base URL for the SDK is `root + "/v1"`."""
    script = Script()
    return ScriptedServer(openai_app(script), script).start()


def start_anthropic() -> ScriptedServer:
    """An Anthropic Messages server; its base URL for the SDK is `root`."""
    script = Script()
    return ScriptedServer(anthropic_app(script), script).start()


def closed_port() -> int:
    """A port nothing listens on (connections are refused)."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])
