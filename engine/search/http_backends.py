"""Search engines reached over HTTP with httpx: a SearXNG instance, Brave Search and Tavily.

Each takes an optional injected `httpx.AsyncClient` (tests, connection reuse); without one it opens a
short-lived client per query. Keys travel only in request headers and never appear in an error.
"""

from __future__ import annotations

import ssl
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from functools import cache
from typing import Any

import certifi
import httpx

from .base import SearchError, SearchHit, check_real_search_allowed

_USER_AGENT = "saife-factcheck/0.1 (+https://github.com/saife)"
_SAFE_LEVEL = {"off": 0, "moderate": 1, "on": 2}
_PUBLIC_APIS = ("https://api.search.brave.com/", "https://api.tavily.com/")


class _HttpSearch:
    """Shared plumbing: one request, status handling, JSON decoding."""

    name = "http"

    def __init__(self, *, timeout_s: float = 5.0, client: httpx.AsyncClient | None = None) -> None:
        self.timeout_s = timeout_s
        self._client = client

    @asynccontextmanager
    async def _session(self) -> AsyncIterator[httpx.AsyncClient]:
        if self._client is not None:
            yield self._client
            return
        headers = {"User-Agent": _USER_AGENT}
        async with httpx.AsyncClient(timeout=self.timeout_s, headers=headers, verify=_tls()) as client:
            yield client

    async def _request(self, method: str, url: str, **kwargs: Any) -> Any:
        if self._client is None and url.startswith(_PUBLIC_APIS):
            check_real_search_allowed(self.name)
        try:
            async with self._session() as client:
                response = await client.request(method, url, timeout=self.timeout_s, **kwargs)
        except httpx.TimeoutException:
            raise SearchError("unavailable", f"{self.name}: no answer within {self.timeout_s:g} s") from None
        except httpx.HTTPError as exc:
            raise SearchError("unavailable", f"{self.name}: could not connect ({type(exc).__name__})") from None
        if response.status_code == 429:
            raise SearchError("rate_limit", f"{self.name}: rate limited (HTTP 429)", retry_after=_retry_after(response))
        if response.status_code in (401, 403):
            raise SearchError("unavailable", f"{self.name}: the search key was refused (HTTP {response.status_code})")
        if response.status_code >= 400:
            raise SearchError("unavailable", f"{self.name}: HTTP {response.status_code}")
        try:
            return response.json()
        except ValueError:
            raise SearchError("bad_reply", f"{self.name}: the reply was not JSON") from None


class _KeyedSearch(_HttpSearch):
    """A hosted search API: its key stays private (never in `repr` or an error), its endpoint can be moved."""

    endpoint = ""

    def __init__(
        self,
        api_key: str,
        *,
        timeout_s: float = 5.0,
        client: httpx.AsyncClient | None = None,
        endpoint: str | None = None,
    ) -> None:
        super().__init__(timeout_s=timeout_s, client=client)
        self._api_key = api_key
        self.endpoint = endpoint or self.endpoint

    def __repr__(self) -> str:
        return f"{type(self).__name__}(endpoint={self.endpoint!r})"


class SearxngSearch(_HttpSearch):
    """A SearXNG instance's JSON API (`/search?format=json`); the instance must enable the json format."""

    name = "searxng"

    def __init__(
        self,
        base_url: str,
        *,
        safesearch: str = "moderate",
        language: str | None = None,
        timeout_s: float = 5.0,
        client: httpx.AsyncClient | None = None,
    ) -> None:
        super().__init__(timeout_s=timeout_s, client=client)
        self.base_url = base_url.rstrip("/")
        self.safesearch = _SAFE_LEVEL.get(safesearch, 1)
        self.language = language

    async def search(self, query: str, *, max_results: int) -> list[SearchHit]:
        """Hits for `query` from the instance."""
        params: dict[str, str | int] = {"q": query, "format": "json", "safesearch": self.safesearch}
        if self.language:
            params["language"] = self.language
        data = await self._request("GET", f"{self.base_url}/search", params=params)
        return _hits(data.get("results") if isinstance(data, dict) else None, "content", max_results, self.name)


class BraveSearch(_KeyedSearch):
    """Brave Search web API (`X-Subscription-Token`)."""

    name = "brave"
    endpoint = "https://api.search.brave.com/res/v1/web/search"

    def __init__(
        self,
        api_key: str,
        *,
        safesearch: str = "moderate",
        country: str | None = None,
        timeout_s: float = 5.0,
        client: httpx.AsyncClient | None = None,
        endpoint: str | None = None,
    ) -> None:
        super().__init__(api_key, timeout_s=timeout_s, client=client, endpoint=endpoint)
        self.safesearch = {"on": "strict"}.get(safesearch, safesearch)
        self.country = country

    async def search(self, query: str, *, max_results: int) -> list[SearchHit]:
        """Hits for `query` from Brave's web index."""
        params: dict[str, str | int] = {"q": query, "count": min(20, max_results), "safesearch": self.safesearch}
        if self.country:
            params["country"] = self.country
        headers = {"X-Subscription-Token": self._api_key, "Accept": "application/json"}
        data = await self._request("GET", self.endpoint, params=params, headers=headers)
        web = data.get("web") if isinstance(data, dict) else None
        return _hits(web.get("results") if isinstance(web, dict) else [], "description", max_results, self.name)


class TavilySearch(_KeyedSearch):
    """Tavily's search API (`POST /search`, bearer key)."""

    name = "tavily"
    endpoint = "https://api.tavily.com/search"

    async def search(self, query: str, *, max_results: int) -> list[SearchHit]:
        """Hits for `query` from Tavily (basic depth)."""
        body = {"query": query, "max_results": max_results, "search_depth": "basic"}
        headers = {"Authorization": f"Bearer {self._api_key}"}
        data = await self._request("POST", self.endpoint, json=body, headers=headers)
        return _hits(data.get("results") if isinstance(data, dict) else None, "content", max_results, self.name)


@cache
def _tls() -> ssl.SSLContext:
    """One verifying TLS context for every query: loading the CA bundle per client costs tens of milliseconds."""
    return ssl.create_default_context(cafile=certifi.where())


def _hits(rows: Any, snippet_key: str, max_results: int, name: str) -> list[SearchHit]:
    if rows is None:
        raise SearchError("bad_reply", f"{name}: the reply has no result list")
    if not isinstance(rows, list):
        raise SearchError("bad_reply", f"{name}: the result list is malformed")
    hits = []
    for row in rows:
        url = row.get("url") if isinstance(row, dict) else None
        if isinstance(url, str) and url.startswith(("http://", "https://")):
            title = str(row.get("title") or url)
            hits.append(SearchHit(title=title, url=url, snippet=str(row.get(snippet_key) or "")))
    return hits[:max_results]


def _retry_after(response: httpx.Response) -> float | None:
    value = response.headers.get("retry-after", "")
    try:
        return max(0.0, float(value))
    except ValueError:
        return None
