"""What a run may be asked for (API body and page form), validated, and turned into an engine `Config`.

Keys arrive here and go only into the run's in-memory `Config` (as `SecretStr`): they are never stored,
logged, echoed or put into an event.
"""

from __future__ import annotations

from typing import Literal
from urllib.parse import urlsplit

from pydantic import BaseModel, ConfigDict, Field, SecretStr, field_validator

from engine import Config, ModelSpec
from engine.errors import ConfigError
from engine.providers.presets import parse_model

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


def build_config(base: Config, options: RunOptions, *, allow_endpoints: bool = False) -> Config:
    """The run's configuration: the operator's `base` with the request's choices on top.

    A model that equals the operator's for that role keeps the operator's endpoint and key. A different
    model gets only what the request gave; without a key the provider's usual variable serves it.

    Raises:
        ConfigError: a custom or local endpoint was asked for while this server does not allow them.
    """
    update: dict[str, object] = {}
    mode = options.mode
    if mode == "offline":
        update["offline"] = True
    elif mode == "no-model":
        update.update(offline=False, models={})
    elif mode is not None:
        update.update(offline=False, mode=mode, strict_independence=mode == "strict" or base.strict_independence)
    for name in ("repair", "max_passes", "latency_budget_ms"):
        if (value := getattr(options, name)) is not None:
            update[name] = value
    if options.models and mode != "no-model":
        models = dict(base.models)
        for role, choice in options.models.items():
            models[role] = _spec(role, choice, base, allow_endpoints)
        update["models"] = models
    return base.model_copy(update=update)


def _spec(role: str, chosen: ModelChoice, base: Config, allow_endpoints: bool) -> ModelSpec:
    operator = base.models.get(role)
    key = chosen.api_key if chosen.api_key and chosen.api_key.get_secret_value().strip() else None
    if operator is not None and operator.model == chosen.model and not chosen.base_url:
        return operator if key is None else operator.model_copy(update={"api_key": key})
    local = parse_model(chosen.model).preset.key_env is None
    if (chosen.base_url or local) and not allow_endpoints:
        raise ConfigError(
            f"custom or local model endpoints are disabled on this server ({chosen.model}); "
            "the operator can allow them with SAIFE_WEB_ALLOW_ENDPOINTS=1"
        )
    if chosen.base_url and key is None:
        # an operator's provider key must never travel to an endpoint a visitor picked
        raise ConfigError(f"a custom endpoint for the {role} needs its own key")
    return ModelSpec(model=chosen.model, base_url=chosen.base_url, api_key=key)
