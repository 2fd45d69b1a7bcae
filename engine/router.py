"""Role-based model router: which model serves each role, retries, concurrency, accounting and independence.

Roles are `writer`, `judge`, `splitter` (defaults to judge) and `resampler` (defaults to writer). One key is
enough: a judge key alone serves the judge and the splitter. A role whose model has no key is still known
(its lab counts for the independence check) but cannot be called. Build one router per run (its clients
belong to the running event loop) and close it with `aclose()`, which also lets go of the run's keys: they live
only in this router's clients, never in module state.

The run's clock starts after the router is built (the SDK imports and client setup are not the run's time);
`start_clock(deadline)` then bounds every call: each one's timeout is the smaller of `model_timeout_s` and the
time left.
"""

from __future__ import annotations

import asyncio
import functools
import hashlib
import inspect
import random
import time
from collections.abc import Awaitable, Callable, Mapping, Sequence
from typing import Any, TypeVar

from pydantic import BaseModel

from .config import ROLES, Config, ModelSpec
from .providers.base import ChatMessage, ChatModel, ChatRequest, ChatResponse, OutputMode
from .providers.errors import ConfigError, ErrorKind, ProviderError
from .providers.presets import parse_model
from .providers.roles import Completion, RetryPolicy, RoleBinding, bind, find_key, make_client, missing_key
from .providers.usage import PRICES, CallRecord, Price, RouterStats, load_prices, price_for
from .structured import SHARED_MODES, ModeCache, ask

T = TypeVar("T", bound=BaseModel)
__all__ = ["Completion", "RetryPolicy", "RoleBinding", "Router", "build_router"]

OnCall = Callable[..., Awaitable[None] | None]
"""Called with keyword arguments role, model, ok, tokens, elapsed_ms, error (redacted) after every model call."""


class _Endpoint:
    """One provider client, made on first use (or by `Router.prepare`): making it imports its SDK."""

    def __init__(self, make: Callable[[], ChatModel], sdk: str, concurrency: int) -> None:
        self._make: Callable[[], ChatModel] | None = make
        self._model: ChatModel | None = None
        self.sdk = sdk
        self.slots = asyncio.Semaphore(concurrency)

    @property
    def model(self) -> ChatModel:
        if self._model is None:
            assert self._make is not None, "the endpoint was closed"
            self._model, self._make = self._make(), None  # the factory held the key: the client holds it now
        return self._model

    async def aclose(self) -> None:
        self._make = None
        if self._model is not None:
            await self._model.aclose()


def build_router(
    config: Config,
    env: Mapping[str, str] | None = None,
    *,
    prices: Mapping[str, Price] | None = None,
    mode_cache: ModeCache | None = None,
    retry: RetryPolicy | None = None,
) -> Router | None:
    """The router for `config`, or None when no model is configured or the run is offline.

    Args:
        config: the run's configuration (`model_for(role)` gives each role's model).
        env: where providers' usual key variables are read (`OPENAI_API_KEY` ...); defaults to `os.environ`.
        prices: extra prices merged over the built-in table; `SAIFE_PRICES` (a JSON file) is read too.
        mode_cache: structured-output mode cache; defaults to the process-wide one.
        retry: retry policy on 429/5xx; defaults to `RetryPolicy()`.

    Raises:
        ConfigError: an unknown provider, a judge or splitter without a key, or `strict_independence`
            with judge and writer from the same (or an unknown) lab.
    """
    if config.offline:
        return None
    if env is None:
        import os

        env = os.environ
    specs = {role: spec for role in ROLES if (spec := config.model_for(role)) is not None}
    if not specs:
        return None
    table = {**PRICES, **(load_prices(env["SAIFE_PRICES"]) if env.get("SAIFE_PRICES") else {}), **(prices or {})}
    router = Router(config=config, prices=table, mode_cache=mode_cache, retry=retry)
    for role, spec in specs.items():
        router._bind(role, spec, find_key(role, spec, specs, env))
    _check_independence(router, config)
    return router


class Router:
    """Serves model calls by role. See the module docstring."""

    def __init__(
        self,
        *,
        config: Config,
        prices: Mapping[str, Price] | None = None,
        mode_cache: ModeCache | None = None,
        retry: RetryPolicy | None = None,
    ) -> None:
        self.config = config
        self.retry = retry or RetryPolicy()
        self.stats = RouterStats()
        self.on_call: OnCall | None = None
        """Called after every model call, success or failure, e.g. to emit ModelCalled (see `OnCall`)."""
        self.modes = mode_cache if mode_cache is not None else SHARED_MODES
        self._prices = dict(prices if prices is not None else PRICES)
        self._bindings: dict[str, RoleBinding] = {}
        self._endpoints: dict[str, _Endpoint] = {}
        self._role_endpoint: dict[str, str] = {}
        self._keyless: dict[str, list[str]] = {}
        """Model label -> roles it was configured for but cannot serve for want of a key."""
        self.run_deadline: float | None = None
        """`time.monotonic()` by which the whole run ends; every call's timeout is cut to the time left."""

    def sdks(self) -> tuple[str, ...]:
        """The SDKs this router's clients need (`openai`, `anthropic`)."""
        return tuple(dict.fromkeys(endpoint.sdk for endpoint in self._endpoints.values()))

    async def prepare(self) -> None:
        """Import the SDKs (in a worker thread: seconds on a cold start, which must not stall the event loop) and
        make the clients, before the run's clock starts."""
        from .providers.warm import warm_up

        endpoints = list(self._endpoints.values())

        def make_clients() -> None:
            warm_up(self.sdks())
            for endpoint in endpoints:
                warm = getattr(endpoint.model, "warm", None)  # loads the SDK parts the first call would load
                if callable(warm):
                    warm()

        await asyncio.to_thread(make_clients)

    def start_clock(self, deadline: float | None) -> None:
        """Bound every later call by the run's `deadline` (a `time.monotonic()` value)."""
        self.run_deadline = deadline

    def __repr__(self) -> str:
        return f"Router({self.describe()!r})"

    # -- what is configured -------------------------------------------------------------------------
    def has(self, role: str) -> bool:
        """Whether `role` can be called."""
        binding = self._bindings.get(role)
        return binding is not None and binding.callable

    def binding(self, role: str) -> RoleBinding | None:
        return self._bindings.get(role)

    def lab(self, role: str) -> str | None:
        """The lab behind the role's model, None when unknown or not configured."""
        binding = self._bindings.get(role)
        return binding.lab if binding else None

    def describe(self) -> dict[str, str]:
        """Role -> `provider/model (Lab)` for display; never a key."""
        out = {}
        for role, b in self._bindings.items():
            out[role] = f"{b.label} ({b.lab or 'unknown lab'}{'' if b.callable else ', no key'})"
        return out

    def alerts(self) -> tuple[str, ...]:
        """Setup notes for the run's alerts: models that are known (their lab counts) but cannot be called."""
        notes = []
        for label, roles in self._keyless.items():
            ref = parse_model(label)
            notes.append(
                f"The {' and '.join(roles)} model {label} has no key (set {ref.preset.key_env} or "
                f"SAIFE_{roles[0].upper()}_API_KEY), so it is not called."
            )
        return tuple(notes)

    def independence_alert(self) -> str | None:
        """A plain-language warning when judge and writer share a lab (or a lab cannot be told)."""
        judge, writer = self._bindings.get("judge"), self._bindings.get("writer")
        if judge is None or writer is None:
            return None
        if judge.lab is None or writer.lab is None:
            unknown = " and ".join(f"the {b.role} ({b.label})" for b in (judge, writer) if b.lab is None)
            return f"Could not tell which lab makes {unknown}, so the judge's independence from the writer is unknown."
        if judge.lab == writer.lab:
            return (
                f"The judge ({judge.label}) and the writer ({writer.label}) both come from {judge.lab}: models of one "
                "lab tend to share blind spots, so choose a judge from another lab (strict independence refuses this)."
            )
        return None

    def cost_usd(self) -> float:
        """Estimated cost so far, from the price table (unknown models count as free: see `stats`)."""
        return self.stats.cost_usd

    def context_tokens(self, role: str) -> int:
        binding = self._bindings.get(role)
        return binding.context_tokens if binding else 0

    # -- calls ---------------------------------------------------------------------------------------
    async def complete(
        self,
        role: str,
        messages: Sequence[ChatMessage | Mapping[str, str]],
        *,
        schema: type[T] | None = None,
        max_tokens: int = 1024,
        temperature: float | None = 0.0,
        deadline: float | None = None,
        stream: bool = False,
    ) -> Completion:
        """One reply from the role's model; with `schema`, validated through `engine.structured`.

        Raises:
            ProviderError: the provider failed after the retries the budget allowed (text redacted).
            ModelOutputError: with `schema`, no valid reply in any mode.
            ConfigError: `role` is not callable.
        """
        binding = self._bindings.get(role)
        if binding is None or not binding.callable:
            raise ConfigError(f"no callable model for role {role!r}")
        if role not in self._role_endpoint:
            raise ConfigError(f"the router was closed: the {role} model cannot be called after the run")
        deadline = _earliest(deadline, self.run_deadline)
        msgs = tuple(m if isinstance(m, ChatMessage) else ChatMessage(**m) for m in messages)  # type: ignore[arg-type]
        used = Completion(text="", calls=0)

        async def call(
            asked: tuple[ChatMessage, ...], output: OutputMode, json_schema: dict[str, Any] | None
        ) -> ChatResponse:
            nonlocal used
            request = ChatRequest(
                messages=asked, max_tokens=max_tokens, temperature=temperature, output=output, schema=json_schema,
                schema_name=schema.__name__ if schema else "reply", stream=stream,
            )  # fmt: skip
            reply = await self._send(binding, request, deadline)
            used = Completion(
                text=reply.text, input_tokens=used.input_tokens + reply.input_tokens,
                output_tokens=used.output_tokens + reply.output_tokens, calls=used.calls + 1,
            )  # fmt: skip
            return reply

        if schema is None:
            reply = await call(msgs, "text", None)
            return Completion(text=reply.text, input_tokens=used.input_tokens, output_tokens=used.output_tokens)
        result = await ask(call, msgs, schema, key=(binding.base_url or binding.ref.preset.name, binding.ref.model),
                           cache=self.modes)  # fmt: skip
        return Completion(text=used.text, parsed=result.value, mode=result.mode, input_tokens=used.input_tokens,
                          output_tokens=used.output_tokens, calls=used.calls)  # fmt: skip

    async def aclose(self) -> None:
        """Close every provider client and drop it, with the key it held."""
        endpoints, self._endpoints, self._role_endpoint = list(self._endpoints.values()), {}, {}
        for endpoint in endpoints:
            await endpoint.aclose()

    async def _send(self, binding: RoleBinding, request: ChatRequest, deadline: float | None) -> ChatResponse:
        """One request with retries on 429/5xx (honouring Retry-After) while attempts and budget allow."""
        endpoint = self._endpoints[self._role_endpoint[binding.role]]
        attempt = 0
        while True:
            self._check_token_budget(binding)
            try:
                async with asyncio.timeout(_left(deadline)):
                    await endpoint.slots.acquire()
            except TimeoutError:
                raise self._budget_error(binding, "the run's time ran out while waiting for a free slot") from None
            started = time.monotonic()
            try:
                timeout = self._call_timeout(binding, deadline)
                reply = await endpoint.model.complete(_with_timeout(request, timeout), model=binding.ref.model)
            except Exception as exc:  # fail closed: whatever the SDK raised ends as a classified, redacted error
                err = exc if isinstance(exc, ProviderError) else ProviderError(ErrorKind.PROTOCOL)
                err.with_context(provider=binding.ref.preset.title, model=binding.ref.model, role=binding.role)
                if err.kind is not ErrorKind.BUDGET:
                    await self._record(binding, started, ok=False, error=err.summary())
                delay = self._retry_delay(err, attempt, deadline)
                if delay is None:
                    raise err from None
            else:
                await self._record(binding, started, ok=True, reply=reply)
                return reply
            finally:
                endpoint.slots.release()
            await asyncio.sleep(delay)
            attempt += 1

    def _retry_delay(self, err: ProviderError, attempt: int, deadline: float | None) -> float | None:
        policy = self.retry
        if not err.retryable or attempt + 1 >= policy.max_attempts:
            return None
        if err.retry_after is not None and err.retry_after > policy.max_wait_s:
            return None
        backoff = policy.backoff_s * 2**attempt * (1 + random.random() / 4)
        delay = err.retry_after if err.retry_after is not None else backoff
        if deadline is not None and time.monotonic() + delay + 0.05 >= deadline:
            return None
        return delay

    def _call_timeout(self, binding: RoleBinding, deadline: float | None) -> float:
        left = _left(deadline)
        if left is not None and left < 0.05:
            raise self._budget_error(binding, "the run's time ran out")
        return min(self.config.model_timeout_s, left) if left is not None else self.config.model_timeout_s

    def _check_token_budget(self, binding: RoleBinding) -> None:
        if self.stats.tokens >= self.config.token_budget:
            raise self._budget_error(binding, f"the token budget of {self.config.token_budget:,} is spent")

    def _budget_error(self, binding: RoleBinding, detail: str) -> ProviderError:
        err = ProviderError(ErrorKind.BUDGET, detail)
        return err.with_context(provider=binding.ref.preset.title, model=binding.ref.model, role=binding.role)

    async def _record(
        self, binding: RoleBinding, started: float, *, ok: bool, reply: ChatResponse | None = None, error: str = ""
    ) -> None:
        record = CallRecord(
            role=binding.role, model=binding.label, ok=ok, error=error or None,
            input_tokens=reply.input_tokens if reply else 0, output_tokens=reply.output_tokens if reply else 0,
            elapsed_ms=int((time.monotonic() - started) * 1000),
        )  # fmt: skip
        self.stats.record(record, price_for(binding.ref.model, self._prices))
        if self.on_call is not None:
            result = self.on_call(
                role=record.role, model=record.model, ok=record.ok, tokens=record.tokens,
                elapsed_ms=record.elapsed_ms, error=record.error,
            )  # fmt: skip
            if inspect.isawaitable(result):
                await result

    # -- setup ---------------------------------------------------------------------------------------
    def _bind(self, role: str, spec: ModelSpec, key: str | None) -> None:
        binding = bind(role, spec, key)
        self._bindings[role] = binding
        if not binding.callable:
            if role in ("judge", "splitter"):
                raise ConfigError(missing_key(role, binding.ref))
            self._keyless.setdefault(binding.label, []).append(role)
            return
        secret = key or "not-needed"
        digest = hashlib.sha256(secret.encode()).hexdigest()[:16]
        endpoint_id = f"{binding.ref.preset.sdk}|{binding.base_url}|{binding.visitor_endpoint}|{digest}"
        if endpoint_id not in self._endpoints:
            timeout_s, allow_private = self.config.model_timeout_s, self.config.allow_private_links
            make = functools.partial(make_client, binding, secret, timeout_s, allow_private=allow_private)
            self._endpoints[endpoint_id] = _Endpoint(make, binding.ref.preset.sdk, binding.ref.preset.concurrency)
        self._role_endpoint[role] = endpoint_id


def _check_independence(router: Router, config: Config) -> None:
    if not config.strict_independence or not router.has("judge"):
        return
    if router.binding("writer") is None:
        raise ConfigError(
            "strict independence needs the writer's model (SAIFE_WRITER_MODEL or --writer) to compare labs"
        )
    alert = router.independence_alert()
    if alert is not None:
        raise ConfigError(f"strict independence refused the run. {alert}")


def _earliest(*deadlines: float | None) -> float | None:
    known = [d for d in deadlines if d is not None]
    return min(known) if known else None


def _left(deadline: float | None) -> float | None:
    return None if deadline is None else max(0.0, deadline - time.monotonic())


def _with_timeout(request: ChatRequest, timeout_s: float) -> ChatRequest:
    from dataclasses import replace

    return replace(request, timeout_s=timeout_s)
