"""What a run may be asked for (API body and page form), validated, and turned into an engine `Config`.

Keys arrive here and go only into the run's in-memory `Config` (as `SecretStr`): they are never stored,
logged, echoed or put into an event.
"""

from __future__ import annotations

import ipaddress
import socket
from dataclasses import dataclass
from typing import Literal, Protocol
from urllib.parse import urlsplit

from pydantic import BaseModel, ConfigDict, Field, SecretStr, field_validator

from engine import Config, ConfigError, ModelSpec, is_unsafe, parse_model

RoleName = Literal["writer", "judge", "splitter", "resampler"]
ModeName = Literal["auto", "offline", "no-model", "sources", "web", "strict"]

MODE_HELP: dict[str, str] = {
    "offline": "No network and no model: rule-based checks and word matching against your sources.",
    "sources": "Every claim is checked against your sources; a judge model, if set, must quote them.",
    "web": "Claims your sources do not cover are searched on the web; the judge quotes the pages it reads.",
    "strict": "Everything: sources, web and self-consistency; writer and judge must come from different labs.",
}
"""The page's four modes, each with the one sentence the page shows under the choice."""


class ModelChoice(BaseModel):
    """One role's model as a user gives it: `provider/model`, optionally an endpoint and a key."""

    model_config = ConfigDict(extra="forbid", hide_input_in_errors=True)

    model: str = Field(min_length=3, max_length=200)
    base_url: str | None = Field(default=None, max_length=500)
    api_key: SecretStr | None = Field(default=None, description="Used for this run only; never stored or echoed.")

    @field_validator("model")
    @classmethod
    def _known_provider(cls, value: str) -> str:
        try:
            parse_model(value)
        except ConfigError as exc:
            raise ValueError(str(exc)) from None
        return value.strip()

    @field_validator("base_url")
    @classmethod
    def _http_endpoint(cls, value: str | None) -> str | None:
        """A blank endpoint means "none" (not a custom one); any other must be an http(s) URL."""
        text = (value or "").strip()
        if not text:
            return None
        if urlsplit(text).scheme.lower() not in ("http", "https") or not urlsplit(text).netloc:
            raise ValueError("base_url must be an http:// or https:// URL")
        return text


class RunOptions(BaseModel):
    """How hard to check, and with which models."""

    model_config = ConfigDict(extra="forbid", hide_input_in_errors=True)

    mode: ModeName | None = Field(default=None, description="offline, sources, web, strict (or auto, no-model).")
    repair: Literal["repair", "hedge", "report"] | None = None
    max_passes: int | None = Field(default=None, ge=1, le=10)
    latency_budget_ms: int | None = Field(default=None, ge=100, le=600_000)
    verifier: bool | None = Field(default=None, description="The embedded entailment verifier (on unless false).")
    hedging: Literal["disclose", "strict"] | None = Field(
        default=None,
        description="disclose (default): a claim nothing confirmed or contradicted keeps its words and is marked "
        "[unconfirmed]; strict: every unconfirmed high-risk claim is hedged in words, and a LIKELY one is marked.",
    )
    models: dict[RoleName, ModelChoice] = Field(default_factory=dict)
    """Role -> `provider/model` or a ModelChoice (with a key for this run only)."""

    @field_validator("models", mode="before")
    @classmethod
    def _plain_names(cls, value: object) -> object:
        if isinstance(value, dict):
            return {role: {"model": choice} if isinstance(choice, str) else choice for role, choice in value.items()}
        return value


class SourceIn(BaseModel):
    """A named source; a plain string is accepted too."""

    model_config = ConfigDict(extra="forbid")

    text: str
    name: str = Field(default="", max_length=200)


class VerifyRequest(BaseModel):
    """The body of `POST /api/verify`."""

    model_config = ConfigDict(extra="forbid", hide_input_in_errors=True)

    answer: str = Field(description="The AI answer to check.")
    sources: list[str | SourceIn] = Field(default_factory=list, description="Texts to check the answer against.")
    question: str | None = Field(default=None, max_length=20_000)
    options: RunOptions = Field(default_factory=RunOptions)


@dataclass(frozen=True, slots=True, kw_only=True)
class VisitorRights:
    """What a request may spend and reach on this server; the defaults suit an anonymous visitor."""

    allow_endpoints: bool = False
    """SAIFE_WEB_ALLOW_ENDPOINTS: a role may point at a custom or local endpoint."""
    server_keys: bool = True
    """SAIFE_VISITORS_USE_SERVER_KEYS: without a key of their own, visitors may use the operator's configured
    models (with the operator's endpoints and keys). Off: visitors without a key get no model at all."""
    any_model: bool = False
    """Holders of the access token (the operator's team) may use any model of a provider on the server's key."""

    @classmethod
    def of(cls, services: _ServerSettings) -> VisitorRights:
        """The rights of whoever reached the app: with an access token set, only its holders get this far."""
        if services.access_token:
            return cls(allow_endpoints=services.allow_endpoints, any_model=True)
        return cls(allow_endpoints=services.allow_endpoints, server_keys=services.visitors_use_server_keys)


class _ServerSettings(Protocol):
    @property
    def access_token(self) -> str | None: ...
    @property
    def allow_endpoints(self) -> bool: ...
    @property
    def visitors_use_server_keys(self) -> bool: ...


def build_config(
    base: Config, options: RunOptions, *, allow_endpoints: bool = False, rights: VisitorRights | None = None
) -> Config:
    """The run's configuration: the operator's `base` with the request's choices on top.

    Without a key of their own, a visitor may only pick one of the operator's configured models, which then keeps
    the operator's endpoint and key (token holders may pick any model, served by the provider's usual variable).
    A visitor's own key opens any model of a known provider. A visitor-given endpoint must not be private.

    Raises:
        ConfigError: a model, endpoint or key the request asked for is not allowed here; the message says why.
    """
    rights = rights or VisitorRights(allow_endpoints=allow_endpoints)
    update: dict[str, object] = {}
    mode = options.mode
    if mode == "offline":
        update["offline"] = True
    elif mode == "no-model":
        update.update(offline=False, models={})
    elif mode is not None:
        update.update(offline=False, mode=mode, strict_independence=mode == "strict" or base.strict_independence)
    for name in ("repair", "max_passes", "latency_budget_ms", "verifier", "hedging"):
        if (value := getattr(options, name)) is not None:
            update[name] = value
    if mode != "no-model":
        models = dict(base.models) if rights.server_keys else {}
        for role, choice in options.models.items():
            models[role] = _spec(role, choice, base, rights)
        if models != base.models:
            update["models"] = models
    return base.model_copy(update=update)


def _spec(role: str, chosen: ModelChoice, base: Config, rights: VisitorRights) -> ModelSpec:
    key = chosen.api_key if chosen.api_key and chosen.api_key.get_secret_value().strip() else None
    operator = _operator_spec(role, chosen.model, base) if not chosen.base_url else None
    if operator is not None and (key is not None or rights.server_keys):
        return operator if key is None else operator.model_copy(update={"api_key": key})
    local = parse_model(chosen.model).preset.key_env is None
    if (chosen.base_url or local) and not rights.allow_endpoints:
        raise ConfigError(
            f"custom or local model endpoints are disabled on this server ({chosen.model}); "
            "the operator can allow them with SAIFE_WEB_ALLOW_ENDPOINTS=1"
        )
    if chosen.base_url and key is None:
        # an operator's provider key must never travel to an endpoint a visitor picked
        raise ConfigError(f"a custom endpoint for the {role} needs its own key")
    if chosen.base_url:
        refuse_private_endpoint(chosen.base_url, allow_private=base.allow_private_links)
    if key is None and not local and not rights.any_model:
        raise ConfigError(_needs_own_key(chosen.model, base, rights))
    # visitor_endpoint: the provider client checks the address again when it connects (a second DNS answer)
    return ModelSpec(model=chosen.model, base_url=chosen.base_url, api_key=key, visitor_endpoint=bool(chosen.base_url))


def _operator_spec(role: str, model: str, base: Config) -> ModelSpec | None:
    """The operator's configuration of `model`: the role's own first, else any role's with that model."""
    own = base.models.get(role)
    if own is not None and own.model == model:
        return own
    return next((spec for spec in base.models.values() if spec.model == model), None)


def _needs_own_key(model: str, base: Config, rights: VisitorRights) -> str:
    preset = parse_model(model).preset
    ask = f"{model} needs your own {preset.title} key ({preset.key_env}), pasted for this run"
    if not rights.server_keys:
        return f"{ask}: this server does not lend its keys to visitors"
    offered = sorted({spec.model for spec in base.models.values()})
    return f"{ask}: this server lends its keys only to its own models ({', '.join(offered) or 'it has none'})"


def refuse_private_endpoint(url: str, *, allow_private: bool) -> None:
    """Refuse a visitor's endpoint whose host is, or resolves to, a private, loopback or link-local address (the
    link checker's guard), so a visitor cannot make this server call into its own network.

    The provider layer checks the resolved address again when it connects; this check gives the visitor a readable
    422 first.

    Raises:
        ConfigError: the host does not resolve, or one of its addresses is not public.
    """
    if allow_private:
        return
    parts = urlsplit(url)
    host = (parts.hostname or "").rstrip(".")
    try:
        port = parts.port or (443 if parts.scheme == "https" else 80)
        addresses = [ipaddress.ip_address(host)] if _is_ip(host) else _resolve(host, port)
    except (OSError, UnicodeError, ValueError):
        raise ConfigError(f"the endpoint's host {host!r} cannot be resolved from this server") from None
    for address in addresses:
        if is_unsafe(address):
            raise ConfigError(
                f"the endpoint's host {host!r} is a {_address_kind(address)} address ({address}); this server only "
                "calls public endpoints for visitors (the operator can allow private ones with "
                "SAIFE_ALLOW_PRIVATE_LINKS=1)"
            )


def _is_ip(host: str) -> bool:
    try:
        ipaddress.ip_address(host)
    except ValueError:
        return False
    return True


def _resolve(host: str, port: int) -> list[ipaddress.IPv4Address | ipaddress.IPv6Address]:
    infos = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)
    if not infos:
        raise OSError("no address")
    return [ipaddress.ip_address(str(info[4][0]).split("%")[0]) for info in infos]


def _address_kind(address: ipaddress.IPv4Address | ipaddress.IPv6Address) -> str:
    if isinstance(address, ipaddress.IPv6Address) and address.ipv4_mapped is not None:
        address = address.ipv4_mapped
    for attribute, name in (("is_loopback", "loopback"), ("is_link_local", "link-local"), ("is_private", "private")):
        if getattr(address, attribute):
            return name
    return "non-public"
