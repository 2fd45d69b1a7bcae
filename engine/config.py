"""Run configuration: read once (environment, `.env`, CLI flags) and passed down; keys are SecretStr."""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, SecretStr

ROLES = ("writer", "judge", "splitter", "resampler")
Mode = Literal["auto", "offline", "sources", "web", "strict"]
RepairMode = Literal["repair", "hedge", "report"]


class ModelSpec(BaseModel):
    """One role's model: `provider/model`, an optional endpoint and an optional key."""

    model_config = ConfigDict(frozen=True)

    model: str
    """`PROVIDER/MODEL`, e.g. `openai/gpt-4o-mini`, `openrouter/meta-llama/llama-3.3-70b-instruct:free`."""
    base_url: str | None = None
    api_key: SecretStr | None = None

    def __repr__(self) -> str:  # never show a key, even masked, in reprs of nested objects
        return f"ModelSpec(model={self.model!r}, base_url={self.base_url!r})"


class Config(BaseModel):
    """Everything a run may be told. Build with `Config.from_env()` at the composition root."""

    model_config = ConfigDict(frozen=True)

    offline: bool = False
    """No network and no model at all."""
    mode: Mode = "auto"
    """auto: sources → grounding; no sources → web + consistency when a model is set; strict runs everything."""
    models: dict[str, ModelSpec] = Field(default_factory=dict)
    """Role -> model, for the roles the user configured."""
    max_passes: int = Field(default=3, ge=1, le=10)
    latency_budget_ms: int | None = Field(default=None, ge=1)
    """The run returns by then; whatever is unchecked is UNVERIFIABLE with an alert."""
    token_budget: int = Field(default=200_000, ge=0)
    repair: RepairMode = "repair"
    allow_private_links: bool = False
    strict_independence: bool = False
    """Refuse to run when judge and writer come from the same lab."""
    known_facts: tuple[str, ...] = ()
    """Extra text the names and numbers checks accept as on record."""
    policy_packs: tuple[str, ...] = ()
    """Names of policy rule packs (built in, e.g. `outreach`) or paths to TOML files."""
    allowed_packages: tuple[str, ...] = ()
    """Installed third-party packages the Python API check may inspect."""
    db_path: str | None = None
    """SQLite audit store; None = the default under the user's data directory, "" = do not store."""
    search_backend: str = "ddgs"
    model_timeout_s: float = Field(default=60.0, gt=0)
    link_timeout_s: float = Field(default=5.0, gt=0)

    @classmethod
    def from_env(cls, env: Mapping[str, str] | None = None, load_dotenv_file: bool = True, **overrides: object) -> Config:
        """Read `SAIFE_*` variables (and `.env` when present); explicit overrides win."""
        if env is None:
            if load_dotenv_file:
                from dotenv import load_dotenv

                load_dotenv(override=False)
            env = os.environ
        values: dict[str, object] = {}
        models = {}
        for role in ROLES:
            model = env.get(f"SAIFE_{role.upper()}_MODEL", "").strip()
            if model:
                key = env.get(f"SAIFE_{role.upper()}_API_KEY", "").strip()
                models[role] = ModelSpec(
                    model=model,
                    base_url=env.get(f"SAIFE_{role.upper()}_BASE_URL", "").strip() or None,
                    api_key=SecretStr(key) if key else None,
                )
        values["models"] = models
        if _truthy(env.get("SAIFE_OFFLINE")):
            values["offline"] = True
        if _truthy(env.get("SAIFE_ALLOW_PRIVATE_LINKS")):
            values["allow_private_links"] = True
        if _truthy(env.get("SAIFE_STRICT_INDEPENDENCE")):
            values["strict_independence"] = True
        for name, field in (("SAIFE_MODE", "mode"), ("SAIFE_REPAIR", "repair"), ("SAIFE_SEARCH", "search_backend")):
            if env.get(name):
                values[field] = env[name]
        if "SAIFE_DB" in env:
            values["db_path"] = env["SAIFE_DB"]
        if env.get("SAIFE_MAX_PASSES"):
            values["max_passes"] = int(env["SAIFE_MAX_PASSES"])
        if env.get("SAIFE_LATENCY_BUDGET_MS"):
            values["latency_budget_ms"] = int(env["SAIFE_LATENCY_BUDGET_MS"])
        if env.get("SAIFE_POLICY_PACKS"):
            values["policy_packs"] = tuple(p.strip() for p in env["SAIFE_POLICY_PACKS"].split(",") if p.strip())
        if env.get("SAIFE_ALLOWED_PACKAGES"):
            values["allowed_packages"] = tuple(
                p.strip() for p in env["SAIFE_ALLOWED_PACKAGES"].split(",") if p.strip()
            )
        values.update({k: v for k, v in overrides.items() if v is not None})
        return cls.model_validate(values)

    def with_models(self, **role_models: str | None) -> Config:
        """A copy with some roles set from `provider/model` strings (CLI `--judge`, `--writer`)."""
        models = dict(self.models)
        for role, model in role_models.items():
            if model:
                previous = models.get(role)
                models[role] = ModelSpec(
                    model=model,
                    base_url=previous.base_url if previous else None,
                    api_key=previous.api_key if previous else None,
                )
        return self.model_copy(update={"models": models})

    def model_for(self, role: str) -> ModelSpec | None:
        """The model serving `role`, following the contract's defaults (splitter → judge, resampler → writer)."""
        if self.offline:
            return None
        fallback = {"splitter": "judge", "resampler": "writer"}
        return self.models.get(role) or (self.models.get(fallback[role]) if role in fallback else None)

    @property
    def storage_path(self) -> Path | None:
        if self.db_path == "":
            return None
        if self.db_path:
            return Path(self.db_path)
        base = Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share")
        return base / "saife" / "audit.sqlite3"


def _truthy(value: str | None) -> bool:
    return (value or "").strip().lower() in {"1", "true", "yes", "on"}
