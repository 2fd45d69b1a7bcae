"""Pick the search backend named by the configuration."""

from __future__ import annotations

import httpx

from ..config import Config
from ..errors import ConfigError
from .base import SearchBackend
from .ddgs_backend import DdgsSearch
from .http_backends import BraveSearch, SearxngSearch, TavilySearch

BACKENDS = ("ddgs", "searxng", "brave", "tavily", "none")
_ISO_COUNTRY = {"uk": "gb"}
"""ddgs region codes that are not ISO country codes."""


def build_search(config: Config, *, client: httpx.AsyncClient | None = None) -> SearchBackend | None:
    """The backend for `config.search_backend`; None when web search is turned off (`none`).

    Raises:
        ConfigError: unknown backend, or a backend whose URL or key is missing (the message names the variable).
    """
    name = config.search_backend.strip().lower()
    timeout = config.search_timeout_s
    if name == "ddgs":
        return DdgsSearch(region=config.search_region, safesearch=config.search_safesearch, timeout_s=timeout)
    if name == "searxng":
        if not config.search_url:
            raise ConfigError("search backend 'searxng' needs the instance URL in SAIFE_SEARCH_URL")
        language = _language(config.search_region)
        return SearxngSearch(
            config.search_url, safesearch=config.search_safesearch, language=language, timeout_s=timeout, client=client
        )
    if name in ("brave", "tavily"):
        if config.search_api_key is None:
            raise ConfigError(
                f"search backend {name!r} needs a key in SAIFE_SEARCH_API_KEY (or {name.upper()}_API_KEY)"
            )
        key = config.search_api_key.get_secret_value()
        if name == "brave":
            country = config.search_region.split("-")[0] or None
            return BraveSearch(
                key, safesearch=config.search_safesearch, country=country, timeout_s=timeout, client=client
            )
        return TavilySearch(key, timeout_s=timeout, client=client)
    if name == "none":
        return None
    raise ConfigError(f"unknown search backend {config.search_backend!r}; choose one of {', '.join(BACKENDS)}")


def _language(region: str) -> str | None:
    """`us-en` (ddgs style: country-language) → `en-US`; `wt-wt` (no region) → None."""
    country, _, language = region.partition("-")
    if not language or country == "wt":
        return None
    return f"{language}-{_ISO_COUNTRY.get(country, country).upper()}"
