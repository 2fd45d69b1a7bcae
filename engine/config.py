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
Hedging = Literal["disclose", "strict"]


class ModelSpec(BaseModel):
    """One role's model: `provider/model`, an optional endpoint and an optional key."""

    model_config = ConfigDict(frozen=True)

    model: str
    """`PROVIDER/MODEL`, e.g. `openai/gpt-4o-mini`, `openrouter/meta-llama/llama-3.3-70b-instruct:free`."""
    base_url: str | None = None
    api_key: SecretStr | None = None
    context_tokens: int | None = Field(default=None, ge=1000)
    """The model's context window; None = the table in `engine.providers.presets` (sources beyond it are chunked)."""
    visitor_endpoint: bool = False
    """`base_url` came from a visitor (web page or API), not the operator: the client then connects only to
    public addresses, checked at connect time, unless `SAIFE_ALLOW_PRIVATE_LINKS=1`."""

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
    budget_started_at: float | None = None
    """A `time.monotonic()` reading from which the latency budget counts (the command line passes its own start):
    setup such as SDK imports then spends the budget too, so "3,000 ms" holds from a cold start. At least half of
    the budget is always left for checking, so a slow start still asks the model rather than nothing."""
    token_budget: int = Field(default=200_000, ge=0)
    max_claims: int = Field(default=2000, ge=1)
    """Most claims one run checks; an answer split into more is BLOCKED unchecked (the work would not be bounded)."""
    time_budget_s: float = Field(default=300.0, gt=0)
    """Hard bound on a run's wall time when no (smaller) latency budget is set."""
    run_deadline_s: float = Field(default=60.0, gt=0)
    """Whole-run deadline when a model is used (`SAIFE_RUN_DEADLINE_S`): every model call's timeout is cut to the
    time left, so a model that never answers cannot hold a run longer than this."""
    run_deadline_by_mode: dict[Mode, float] = Field(default_factory=dict)
    """Per-mode deadlines over `run_deadline_s`, e.g. `{"strict": 120}` (`SAIFE_RUN_DEADLINE_S=60,strict=120`)."""
    repair: RepairMode = "repair"
    hedging: Hedging = "disclose"
    """A claim nothing could confirm, and nothing speaks against: `disclose` leaves its words as written and marks
    it [unconfirmed] after its sentence; `strict` hedges it in words, as every unconfirmed high-risk claim, and
    marks a LIKELY claim [unconfirmed] too (its words kept: LIKELY is never rewritten) (`SAIFE_HEDGING`,
    `saife check --strict-hedging`). Claims with evidence against them are hedged either way."""
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
    search_url: str | None = None
    """Base URL of a SearXNG instance (`search_backend="searxng"`)."""
    search_api_key: SecretStr | None = None
    """Key for Brave or Tavily (`search_backend="brave"` / `"tavily"`); never stored or logged."""
    search_region: str = "us-en"
    """ddgs region (e.g. `us-en`, `uk-en`, `de-de`); also the language/country hint for other engines."""
    search_safesearch: Literal["on", "moderate", "off"] = "moderate"
    search_timeout_s: float = Field(default=5.0, gt=0)
    web_results_per_query: int = Field(default=3, ge=1, le=10)
    """Search hits fetched and read per query."""
    web_claims_per_query: int = Field(default=4, ge=1, le=8)
    """Claims batched into one search query and one judge call."""
    web_fetch_timeout_s: float = Field(default=5.0, gt=0)
    web_max_page_bytes: int = Field(default=2_000_000, ge=10_000)
    """Pages larger than this are cut at this size (and the reason says so)."""
    web_with_sources: Literal["uncovered", "all", "never"] = "uncovered"
    """With sources given (mode auto): search the web for claims the sources do not cover, for all, or never."""
    web_cache_dir: str | None = None
    """Fetched-page cache; None = `$XDG_CACHE_HOME/saife/pages` (or ~/.cache), "" = no disk cache."""
    web_cache_ttl_s: float = Field(default=86_400.0, ge=0)
    consistency_samples: int = Field(default=3, ge=2, le=10)
    """Answers the resampler draws for self-consistency."""
    consistency_temperature: float = Field(default=0.8, gt=0, le=2)
    samples: tuple[str, ...] = ()
    """Pre-drawn answers to the same question: self-consistency scores against these instead of resampling."""
    verifier: bool = True
    """The embedded entailment verifier (a local model, no network): on by default, also offline
    (`SAIFE_VERIFIER=0`, `saife check --no-verifier` turn it off)."""
    verifier_dir: str | None = None
    """Folder of the verifier's model files (`SAIFE_VERIFIER_DIR`); None = the model shipped in the package."""

    @classmethod
    def from_env(
        cls, env: Mapping[str, str] | None = None, load_dotenv_file: bool = True, **overrides: object
    ) -> Config:
        """Read `SAIFE_*` variables (and `.env` when present); explicit overrides win."""
        if env is None:
            if load_dotenv_file and not _truthy(os.environ.get("SAIFE_NO_DOTENV")):
                from dotenv import find_dotenv, load_dotenv

                load_dotenv(find_dotenv(usecwd=True), override=False)  # the user's working directory
            env = os.environ
        values: dict[str, object] = {}
        models = {}
        for role in ROLES:
            model = env.get(f"SAIFE_{role.upper()}_MODEL", "").strip()
            if model:
                key = env.get(f"SAIFE_{role.upper()}_API_KEY", "").strip()
                context = env.get(f"SAIFE_{role.upper()}_CONTEXT_TOKENS", "").strip()
                models[role] = ModelSpec(
                    model=model,
                    base_url=env.get(f"SAIFE_{role.upper()}_BASE_URL", "").strip() or None,
                    api_key=SecretStr(key) if key else None,
                    context_tokens=int(context) if context.isdigit() else None,
                )
        values["models"] = models
        if _truthy(env.get("SAIFE_OFFLINE")):
            values["offline"] = True
        if _truthy(env.get("SAIFE_ALLOW_PRIVATE_LINKS")):
            values["allow_private_links"] = True
        if _truthy(env.get("SAIFE_STRICT_INDEPENDENCE")):
            values["strict_independence"] = True
        if env.get("SAIFE_VERIFIER", "").strip():
            values["verifier"] = _truthy(env["SAIFE_VERIFIER"])
        if env.get("SAIFE_VERIFIER_DIR", "").strip():
            values["verifier_dir"] = env["SAIFE_VERIFIER_DIR"].strip()
        for name, field in (
            ("SAIFE_MODE", "mode"), ("SAIFE_REPAIR", "repair"), ("SAIFE_HEDGING", "hedging"),
            ("SAIFE_SEARCH", "search_backend"),
        ):  # fmt: skip
            if env.get(name):
                values[field] = env[name]
        if "SAIFE_DB" in env:
            values["db_path"] = env["SAIFE_DB"]
        if env.get("SAIFE_MAX_PASSES"):
            values["max_passes"] = int(env["SAIFE_MAX_PASSES"])
        if env.get("SAIFE_LATENCY_BUDGET_MS"):
            values["latency_budget_ms"] = int(env["SAIFE_LATENCY_BUDGET_MS"])
        if env.get("SAIFE_RUN_DEADLINE_S", "").strip():
            values.update(_deadline_env(env["SAIFE_RUN_DEADLINE_S"]))
        if env.get("SAIFE_POLICY_PACKS"):
            values["policy_packs"] = tuple(p.strip() for p in env["SAIFE_POLICY_PACKS"].split(",") if p.strip())
        if env.get("SAIFE_ALLOWED_PACKAGES"):
            values["allowed_packages"] = tuple(p.strip() for p in env["SAIFE_ALLOWED_PACKAGES"].split(",") if p.strip())
        values.update(_web_env(env))
        values.update({k: v for k, v in overrides.items() if v is not None})
        return cls.model_validate(values)

    def with_models(self, **role_models: str | None) -> Config:
        """A copy with some roles set from `provider/model` strings (CLI `--judge`, `--writer`)."""
        models = dict(self.models)
        for role, model in role_models.items():
            if model:
                previous = models.get(role)
                models[role] = previous.model_copy(update={"model": model}) if previous else ModelSpec(model=model)
        return self.model_copy(update={"models": models})

    def model_for(self, role: str) -> ModelSpec | None:
        """The model serving `role`, following the contract's defaults (splitter → judge, resampler → writer)."""
        if self.offline:
            return None
        fallback = {"splitter": "judge", "resampler": "writer"}
        return self.models.get(role) or (self.models.get(fallback[role]) if role in fallback else None)

    def run_budget_s(self, *, with_model: bool, now: float | None = None) -> float:
        """Seconds the run may take from the moment its clock starts (`now`): the time budget, the model deadline of
        this mode when a model is used, and the latency budget, whichever is smallest. The latency budget is what is
        left of it since `budget_started_at`, but never less than half of it."""
        bound = self.time_budget_s
        if with_model:
            bound = min(bound, self.run_deadline_by_mode.get(self.mode, self.run_deadline_s))
        if self.latency_budget_ms:
            latency = self.latency_budget_ms / 1000
            if self.budget_started_at is not None and now is not None:
                latency = max(latency - max(0.0, now - self.budget_started_at), latency / 2)
            bound = min(bound, latency)
        return bound

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


def _deadline_env(text: str) -> dict[str, object]:
    """`SAIFE_RUN_DEADLINE_S`: seconds for every mode, and/or `mode=seconds` pairs (`45,web=90,strict=120`)."""
    values: dict[str, object] = {}
    by_mode: dict[str, str] = {}
    for part in (p.strip() for p in text.split(",")):
        mode, sep, seconds = part.partition("=")
        if sep:
            by_mode[mode.strip()] = seconds.strip()
        elif part:
            values["run_deadline_s"] = part
    if by_mode:
        values["run_deadline_by_mode"] = by_mode
    return values


def _web_env(env: Mapping[str, str]) -> dict[str, object]:
    """Web search settings: `SAIFE_SEARCH_URL`, `SAIFE_SEARCH_API_KEY` (or `BRAVE_API_KEY` / `TAVILY_API_KEY`),
    `SAIFE_SEARCH_REGION`, `SAIFE_SEARCH_SAFESEARCH`, `SAIFE_WEB_CACHE_DIR`, `SAIFE_CONSISTENCY_SAMPLES`."""
    values: dict[str, object] = {}
    plain = {
        "SAIFE_SEARCH_URL": "search_url",
        "SAIFE_SEARCH_REGION": "search_region",
        "SAIFE_SEARCH_SAFESEARCH": "search_safesearch",
        "SAIFE_WEB_CACHE_DIR": "web_cache_dir",
        "SAIFE_WEB_WITH_SOURCES": "web_with_sources",
        "SAIFE_CONSISTENCY_SAMPLES": "consistency_samples",
    }
    for name, field in plain.items():
        if name in env and (env[name].strip() or name == "SAIFE_WEB_CACHE_DIR"):
            values[field] = env[name].strip()
    backend = env.get("SAIFE_SEARCH", "ddgs").strip().lower()
    vendor_key = {"brave": "BRAVE_API_KEY", "tavily": "TAVILY_API_KEY"}.get(backend, "")
    key = env.get("SAIFE_SEARCH_API_KEY", "").strip() or (env.get(vendor_key, "").strip() if vendor_key else "")
    if key:
        values["search_api_key"] = SecretStr(key)
    return values
