"""`saife proxy`: an OpenAI-compatible `POST /v1/chat/completions` that only hands back checked answers.

It forwards the conversation to the configured writer (SAIFE_WRITER_MODEL ...), checks the writer's answer
against the request's sources (the `saife` extension field, `{"saife": {"sources": [...]}}`, or the system
messages when SAIFE_PROXY_SOURCES_FROM_SYSTEM=1), and returns the final answer as the assistant message, the
report under `saife`, the status in the `X-Saife-Status` header. A BLOCKED answer is withheld (finish_reason
`content_filter`). `stream: true` streams only text already checked (see `proxy_breaker`); the status then
comes in the last chunk's `saife.status` (the header says PENDING: it is sent before the check ends).

Limits are the web app's: SAIFE_RATE_LIMIT per client and the run queue (SAIFE_MAX_CONCURRENT_RUNS ...);
SAIFE_ACCESS_TOKEN, when set, is the bearer token clients must send (their OpenAI "API key").
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import uuid
from collections.abc import AsyncIterator, Callable, Mapping
from dataclasses import dataclass
from typing import Any

from starlette.applications import Starlette
from starlette.background import BackgroundTask
from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import JSONResponse, Response, StreamingResponse
from starlette.routing import Route

from engine import Config, ConfigError, InputError, ProviderError, Status, averify, make_input
from webapp.queue import QueueFull, QueueLimits, RunQueue
from webapp.ratelimit import RateLimiter, client_key

from .bearer import bearer_matches
from .proxy_breaker import WITHHELD_NOTICE, CheckedStream, OnContradicted, released_text
from .proxy_wire import (
    ChatRequestIn,
    ProxyError,
    chunk,
    closing_chunk,
    completion,
    error_event,
    invalid,
    parse_request,
)
from .proxy_writers import WriterRouters

MAX_BODY_BYTES = 8_000_000
_log = logging.getLogger(__name__)
DEFAULT_MAX_TOKENS = 1024


@dataclass(frozen=True, slots=True)
class ProxySettings:
    access_token: str | None = None
    sources_from_system: bool = False
    on_contradicted: OnContradicted = "substitute"
    check_offline: bool = False
    """Check with the offline set only (no judge, no web); the writer is still called."""

    @classmethod
    def from_env(cls, env: Mapping[str, str] | None = None, **overrides: Any) -> ProxySettings:
        env = os.environ if env is None else env
        stop = env.get("SAIFE_PROXY_ON_CONTRADICTED", "substitute").strip().lower()
        if stop not in ("stop", "substitute"):
            raise ConfigError(f"SAIFE_PROXY_ON_CONTRADICTED must be stop or substitute, not {stop!r}")
        values = dict(
            access_token=env.get("SAIFE_ACCESS_TOKEN", "").strip() or None,
            sources_from_system=env.get("SAIFE_PROXY_SOURCES_FROM_SYSTEM", "").strip().lower() in {"1", "true", "yes"},
            on_contradicted=stop,
        )  # fmt: skip
        return cls(**{**values, **{k: v for k, v in overrides.items() if v is not None}})


class VerifyingProxy:
    """The request handler; one per app (it holds the rate limiter and the run queue)."""

    def __init__(self, config: Callable[[], Config], settings: ProxySettings) -> None:
        self.config = config
        self.settings = settings
        self.limiter = RateLimiter.from_env()
        self.queue = RunQueue(QueueLimits.from_env())
        self.writers = WriterRouters()

    async def chat(self, request: Request) -> Response:
        try:
            return await self._chat(request)
        except ProxyError as error:
            return error.response()
        except Exception as error:  # an OpenAI-shaped 500, never a traceback; the log keeps the details
            _log.exception("the proxy failed on a request")
            return ProxyError(
                500, f"the proxy failed ({type(error).__name__})", "server_error", "internal_error"
            ).response()

    async def _chat(self, request: Request) -> Response:
        self._admit(request)
        raw = await _read_body(request)
        chat = parse_request(raw)
        sources, question = self._sources(chat), chat.saife.question if chat.saife else None
        question = question or next(m.text() for m in reversed(chat.messages) if m.role == "user" and m.text())
        try:  # refuse sources the check would refuse before the writer is paid for an answer
            make_input("(the writer's answer)", sources, question)
        except InputError as error:
            raise invalid(f"saife: {error}", param="saife") from None
        try:
            ticket = self.queue.reserve(len(raw))
        except QueueFull as full:
            raise ProxyError(
                429, full.detail, "rate_limit_error", "server_busy", retry_after_s=full.retry_after_s
            ) from None
        try:
            await ticket.__aenter__()
            config = self.config()
            answer, usage, model = await self._write(chat, config)
        except BaseException:
            ticket.release()
            raise
        check_config = config.model_copy(update={"offline": True}) if self.settings.check_offline else config
        if chat.stream:
            events = self._stream(chat, answer, sources, question, check_config, usage, model, ticket.release)
            headers = {"X-Saife-Status": "PENDING", "Cache-Control": "no-cache"}
            return StreamingResponse(events, media_type="text/event-stream", headers=headers,
                                     background=BackgroundTask(ticket.release))  # fmt: skip
        try:
            report = await averify(answer, sources, question, check_config)
        finally:
            ticket.release()
        blocked = report.status in (None, Status.BLOCKED)
        status = report.status.value if report.status else "BLOCKED"
        content = WITHHELD_NOTICE.format(status=status).strip() if blocked else report.final_answer
        body = completion(run_id=report.run_id, model=model, content=content, usage=usage, report=report.to_dict(),
                          finish_reason="content_filter" if blocked else "stop")  # fmt: skip
        return JSONResponse(body, headers={"X-Saife-Status": status})

    def _admit(self, request: Request) -> None:
        host = request.client.host if request.client else None
        decision = self.limiter.take(client_key(request.scope["headers"], host))
        if not decision.allowed:
            message = f"too many requests: try again in {decision.retry_after_s} s"
            raise ProxyError(
                429, message, "rate_limit_error", "rate_limit_exceeded", retry_after_s=decision.retry_after_s
            )
        token = self.settings.access_token
        if token is None:
            return
        if not bearer_matches(request.headers.get("authorization", ""), token):
            raise ProxyError(401, "a valid bearer token (SAIFE_ACCESS_TOKEN) is required", "invalid_request_error",
                             "invalid_api_key")  # fmt: skip

    def _sources(self, chat: ChatRequestIn) -> list[str]:
        sources = list(chat.saife.sources) if chat.saife else []
        if self.settings.sources_from_system:
            sources += [m.text() for m in chat.messages if m.role in ("system", "developer") and m.text().strip()]
        return sources

    async def _write(self, chat: ChatRequestIn, config: Config) -> tuple[str, dict[str, int], str]:
        """The writer's answer, its token usage and its model; ProxyError 503 (no writer) or 502 (it failed)."""
        config = config.model_copy(update={"offline": False})  # offline checks still need the writer's answer
        try:
            router = self.writers.get(config)
        except ConfigError as error:
            raise ProxyError(503, f"the proxy is not configured: {error}", "server_error", "not_configured") from None
        if router is None or not router.has("writer"):
            message = "no writer model is configured: set SAIFE_WRITER_MODEL (and its key) for the proxy"
            raise ProxyError(503, message, "server_error", "writer_not_configured")
        messages = [{"role": "system" if m.role == "developer" else m.role, "content": m.text()} for m in chat.messages]
        max_tokens = chat.max_completion_tokens or chat.max_tokens or DEFAULT_MAX_TOKENS
        try:
            reply = await router.complete("writer", messages, max_tokens=max_tokens, temperature=chat.temperature)
        except ProviderError as error:
            raise ProxyError(502, f"the writer model failed: {error}", "upstream_error", "writer_failed") from None
        if not reply.text.strip():
            raise ProxyError(502, "the writer model returned an empty answer", "upstream_error", "writer_empty")
        usage = {"prompt_tokens": reply.input_tokens, "completion_tokens": reply.output_tokens,
                 "total_tokens": reply.input_tokens + reply.output_tokens}  # fmt: skip
        spec = config.model_for("writer")
        return reply.text, usage, spec.model if spec else "writer"

    async def _stream(
        self, chat: ChatRequestIn, answer: str, sources: list[str], question: str | None, config: Config,
        usage: dict[str, int], model: str, release: Callable[[], None],
    ) -> AsyncIterator[str]:  # fmt: skip
        breaker = CheckedStream(answer, self.settings.on_contradicted)
        events: asyncio.Queue[Any] = asyncio.Queue()
        run = asyncio.ensure_future(
            averify(answer, sources, question, config, listeners=[events.put_nowait], progressive=True)
        )
        run.add_done_callback(lambda _: events.put_nowait(None))
        chat_id = f"chatcmpl-{uuid.uuid4().hex[:24]}"
        try:
            yield chunk(chat_id, model, {"role": "assistant", "content": ""})
            async for text in released_text(events, breaker):
                yield chunk(chat_id, model, {"content": text})
            if breaker.stopped:  # end the content now; the report follows when the check is over
                ending = breaker.finish(None)
                yield chunk(chat_id, model, {"content": ending.text})
                yield chunk(chat_id, model, {}, ending.finish_reason)
            report = await run
            if not breaker.stopped:
                ending = breaker.finish(report)
                if ending.text:
                    yield chunk(chat_id, model, {"content": ending.text})
                yield chunk(chat_id, model, {}, ending.finish_reason)
            include_usage = chat.stream_options is not None and chat.stream_options.include_usage
            yield closing_chunk(chat_id, model, report.to_dict(), usage if include_usage else None)
            yield "data: [DONE]\n\n"
        except Exception as error:  # never a traceback on the wire, never unchecked text
            yield error_event(
                ProxyError(500, f"the check failed: {type(error).__name__}", "server_error", "check_failed")
            )
        finally:
            run.cancel()
            release()


async def _read_body(request: Request) -> bytes:
    declared = request.headers.get("content-length", "")
    if declared.isdigit() and int(declared) > MAX_BODY_BYTES:
        raise ProxyError(413, f"the request is larger than {MAX_BODY_BYTES:,} bytes", "invalid_request_error",
                         "request_too_large")  # fmt: skip
    body = bytearray()
    async for part in request.stream():
        body += part
        if len(body) > MAX_BODY_BYTES:
            raise ProxyError(413, f"the request is larger than {MAX_BODY_BYTES:,} bytes", "invalid_request_error",
                             "request_too_large")  # fmt: skip
    return bytes(body)


def build_app(config: Callable[[], Config] = Config.from_env, settings: ProxySettings | None = None) -> Starlette:
    """The proxy as an ASGI app (serve it with uvicorn)."""
    proxy = VerifyingProxy(config, settings or ProxySettings.from_env())

    async def models(request: Request) -> JSONResponse:
        spec = config().model_copy(update={"offline": False}).model_for("writer")
        listed = [{"id": spec.model, "object": "model", "created": 0, "owned_by": "saife"}] if spec else []
        return JSONResponse({"object": "list", "data": listed})

    async def health(request: Request) -> JSONResponse:
        return JSONResponse({"ok": True})

    async def http_error(request: Request, error: Exception) -> Response:
        status = error.status_code if isinstance(error, HTTPException) else 500
        message = "no such endpoint" if status == 404 else f"{request.method} is not allowed here"
        return ProxyError(
            status, message, "invalid_request_error", "unknown_url" if status == 404 else "method_not_allowed"
        ).response()

    routes = [
        Route("/v1/chat/completions", proxy.chat, methods=["POST"]),
        Route("/v1/models", models, methods=["GET"]),
        Route("/health", health, methods=["GET"]),
    ]

    @contextlib.asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        yield
        await proxy.writers.aclose()

    return Starlette(routes=routes, exception_handlers={404: http_error, 405: http_error}, lifespan=lifespan)


def serve(host: str = "127.0.0.1", port: int = 8787, config: Callable[[], Config] = Config.from_env,
          settings: ProxySettings | None = None) -> None:  # fmt: skip
    import uvicorn

    uvicorn.run(build_app(config, settings), host=host, port=port, log_level="warning")
