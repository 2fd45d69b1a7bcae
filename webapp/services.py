"""What the pages and the API share, built once at the composition root from the environment."""

from __future__ import annotations

import os
from dataclasses import dataclass, field

from engine import Config

from .ratelimit import RateLimiter
from .runs import RunManager
from .team import Team


@dataclass(frozen=True, slots=True, kw_only=True)
class Services:
    """The operator's configuration and the run manager; no visitor's key ever lands here."""

    base: Config
    """The operator's configuration (environment and `.env`); its keys are never shown."""
    runs: RunManager
    team: Team = field(default_factory=Team)
    """The run store and event bus of this process, the monitor's feed and the outgoing webhooks."""
    access_token: str | None = None
    """SAIFE_ACCESS_TOKEN: when set, the page needs a login and the API a bearer token."""
    allow_endpoints: bool = False
    """SAIFE_WEB_ALLOW_ENDPOINTS: whether visitors may point a role at a custom or local endpoint."""
    rate_limit: RateLimiter = field(default_factory=RateLimiter.from_env)
    """SAIFE_RATE_LIMIT ("30/minute"): runs each client may start; a client is its bearer token when the server
    checks tokens (SAIFE_ACCESS_TOKEN), else its IP address."""
    visitors_use_server_keys: bool = True
    """SAIFE_VISITORS_USE_SERVER_KEYS (default on): visitors without a token and without a key of their own may
    use the operator's configured models on its keys; 0 = they bring their own key or run without a model."""

    @classmethod
    def from_env(cls) -> Services:
        base = Config.from_env()
        token = os.environ.get("SAIFE_ACCESS_TOKEN", "").strip() or None
        allow = os.environ.get("SAIFE_WEB_ALLOW_ENDPOINTS", "").strip().lower() in {"1", "true", "yes", "on"}
        lend = os.environ.get("SAIFE_VISITORS_USE_SERVER_KEYS", "1").strip().lower() not in {"0", "false", "no", "off"}
        team = Team.from_env()  # raises TeamConfigError naming the variable when a team server cannot be used
        return cls(
            base=base, runs=RunManager(team.open_store(base), team=team), team=team, access_token=token,
            allow_endpoints=allow, visitors_use_server_keys=lend,
            rate_limit=RateLimiter.from_env(by_token=token is not None),
        )  # fmt: skip
