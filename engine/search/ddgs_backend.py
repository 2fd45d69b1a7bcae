"""Search through `ddgs` (DuckDuckGo and other engines, no key needed)."""

from __future__ import annotations

import asyncio
import math
import re
from typing import Any

from .base import SearchError, SearchHit, check_real_search_allowed

SAFESEARCH = ("on", "moderate", "off")


class DdgsSearch:
    """`ddgs.DDGS(timeout=...).text(...)`, run in a worker thread because the library is synchronous."""

    name = "ddgs"

    def __init__(
        self, *, region: str = "us-en", safesearch: str = "moderate", timeout_s: float = 5.0, backend: str = "auto"
    ) -> None:
        if safesearch not in SAFESEARCH:
            raise ValueError(f"safesearch must be one of {SAFESEARCH}, not {safesearch!r}")
        self.region = region
        self.safesearch = safesearch
        self.timeout_s = timeout_s
        self.backend = backend

    async def search(self, query: str, *, max_results: int) -> list[SearchHit]:
        """Hits for `query`. ddgs may overrun its own timeout on a lossy network, so the wait is capped here."""
        check_real_search_allowed(self.name)
        try:
            # The thread cannot be cancelled; on timeout it finishes in the background and its result is dropped.
            rows = await asyncio.wait_for(
                asyncio.to_thread(self._text, query, max_results), timeout=self.timeout_s * 1.5 + 0.5
            )
        except TimeoutError:
            raise SearchError("unavailable", f"ddgs gave no answer within {self.timeout_s:g} s") from None
        return [hit for hit in (_hit(row) for row in rows) if hit is not None][:max_results]

    def _text(self, query: str, max_results: int) -> list[dict[str, Any]]:
        from ddgs import DDGS
        from ddgs.exceptions import DDGSException, RatelimitException, TimeoutException

        try:
            return DDGS(timeout=max(1, math.ceil(self.timeout_s))).text(
                query,
                region=self.region,
                safesearch=self.safesearch,
                max_results=max_results,
                backend=self.backend,
            )
        except RatelimitException:
            raise SearchError("rate_limit", "ddgs: the search engine is rate limiting us") from None
        except TimeoutException:
            raise SearchError("unavailable", "ddgs: the search engine timed out") from None
        except DDGSException as exc:
            if "no results" in str(exc).lower():
                return []
            raise SearchError("unavailable", f"ddgs: {_short(exc)}") from None


def _hit(row: dict[str, Any]) -> SearchHit | None:
    url = row.get("href") or row.get("url")
    if not isinstance(url, str) or not url.startswith(("http://", "https://")):
        return None
    return SearchHit(title=str(row.get("title") or url), url=url, snippet=str(row.get("body") or ""))


def _short(exc: BaseException) -> str:
    """A plain reason: ddgs messages carry whole request URLs and library internals."""
    text = str(exc).strip() or type(exc).__name__
    if re.search(r"dns|resolv", text, re.I):
        return "could not look up the search engines' addresses (is the network down?)"
    if re.search(r"connect", text, re.I):
        return "could not connect to the search engines (is the network down?)"
    return _URL.sub("<url>", text.splitlines()[0])[:160]


_URL = re.compile(r"https?://\S+")
