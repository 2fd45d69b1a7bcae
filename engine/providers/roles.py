"""Roles and their models: bindings (no keys), where a role's key comes from, and the adapter for it."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from ..config import ModelSpec
from .anthropic_adapter import AnthropicModel
from .base import ChatModel
from .openai_compat import OpenAICompatModel
from .presets import ModelRef, context_tokens, lab_of, parse_model


@dataclass(frozen=True, slots=True, kw_only=True)
class RetryPolicy:
    """When a failed call is tried again: only on 429/5xx, and only while the run's deadline allows."""

    max_attempts: int = 4
    """Tries per request, the first one included."""
    backoff_s: float = 0.5
    """First wait when the server gives no Retry-After; doubles each time (with jitter)."""
    max_wait_s: float = 30.0
    """A Retry-After longer than this is not waited for: the call fails and its claims stay UNVERIFIABLE."""


@dataclass(frozen=True, slots=True, kw_only=True)
class RoleBinding:
    """One role's model and where it lives. Holds no key."""

    role: str
    ref: ModelRef
    base_url: str | None
    """The endpoint, None for the SDK's default."""
    lab: str | None
    context_tokens: int
    callable: bool
    """False when no key was found: the role is known (for its lab) but cannot be called."""
    visitor_endpoint: bool = False
    """The base URL came from a visitor: the client connects only to public addresses (see `pinned`)."""

    @property
    def label(self) -> str:
        return self.ref.label


@dataclass(frozen=True, slots=True, kw_only=True)
class Completion:
    """A model's reply through the router; `parsed` is the validated object when a schema was asked for."""

    text: str
    parsed: Any = None
    mode: str = "text"
    input_tokens: int = 0
    output_tokens: int = 0
    calls: int = 1

    @property
    def tokens(self) -> int:
        return self.input_tokens + self.output_tokens


def bind(role: str, spec: ModelSpec, key: str | None) -> RoleBinding:
    """The binding for `role`; callable when a key was found or the endpoint needs none (local or custom URL)."""
    ref = parse_model(spec.model)
    keyless = ref.preset.key_env is None or spec.base_url is not None
    return RoleBinding(
        role=role, ref=ref, base_url=spec.base_url or ref.preset.base_url, lab=lab_of(ref, spec.base_url),
        context_tokens=spec.context_tokens or context_tokens(ref), callable=key is not None or keyless,
        visitor_endpoint=spec.visitor_endpoint and spec.base_url is not None,
    )  # fmt: skip


def make_client(binding: RoleBinding, key: str, timeout_s: float, *, allow_private: bool = False) -> ChatModel:
    """The SDK adapter for the binding's endpoint; a visitor's endpoint gets a client that reaches public
    addresses only, unless private targets are allowed (`SAIFE_ALLOW_PRIVATE_LINKS=1`)."""
    ref = binding.ref
    http_client = None
    if binding.visitor_endpoint and not allow_private:
        from .pinned import pinned_client

        http_client = pinned_client(timeout_s)
    if ref.preset.sdk == "anthropic":
        return AnthropicModel(base_url=binding.base_url, api_key=key, timeout_s=timeout_s, http_client=http_client)
    official = ref.preset.name == "openai" and binding.base_url is None
    return OpenAICompatModel(
        base_url=binding.base_url, api_key=key, timeout_s=timeout_s, official=official, http_client=http_client
    )


def find_key(role: str, spec: ModelSpec, specs: Mapping[str, ModelSpec], env: Mapping[str, str]) -> str | None:
    """The role's own key, else the provider's usual variable, else a key another role gave the same endpoint."""
    if spec.api_key is not None and spec.api_key.get_secret_value():
        return spec.api_key.get_secret_value()
    ref = parse_model(spec.model)
    if ref.preset.key_env and env.get(ref.preset.key_env, "").strip():
        return env[ref.preset.key_env].strip()
    for other_role, other in specs.items():
        if other_role == role or other.api_key is None or not other.api_key.get_secret_value():
            continue
        if parse_model(other.model).preset is ref.preset and other.base_url == spec.base_url:
            return other.api_key.get_secret_value()
    return None


def missing_key(role: str, ref: ModelRef) -> str:
    return (
        f"the {role} model {ref.label} needs a key: set {ref.preset.key_env} or SAIFE_{role.upper()}_API_KEY "
        "(or run with SAIFE_OFFLINE=1 / --offline for the checks that need no model)"
    )
