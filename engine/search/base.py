"""The search interface every backend implements, and its one error type."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal, Protocol

from ..errors import SaifeError

SearchErrorKind = Literal["rate_limit", "unavailable", "bad_reply"]

_REAL_SEARCH = {"allowed": True}


def allow_real_search(allowed: bool) -> None:
    """Process-wide kill-switch for searches that would reach the internet (test suites turn it off once)."""
    _REAL_SEARCH["allowed"] = allowed


def check_real_search_allowed(engine: str) -> None:
    """Raise `SearchError` when real web search is switched off in this process."""
    if not _REAL_SEARCH["allowed"]:
        raise SearchError("unavailable", f"{engine}: searching the internet is switched off in this process")


@dataclass(frozen=True, slots=True, kw_only=True)
class SearchHit:
    """One search result."""

    title: str
    url: str
    snippet: str = ""
    """The engine's own excerpt: shown for context, never used as evidence (it is not the page)."""


class SearchError(SaifeError):
    """A search that did not return results. The message is plain language and carries no key."""

    def __init__(self, kind: SearchErrorKind, message: str, *, retry_after: float | None = None) -> None:
        self.kind: SearchErrorKind = kind
        self.retry_after = retry_after
        """Seconds the engine asked us to wait (rate limits), when it said."""
        super().__init__(message)


class SearchBackend(Protocol):
    """A web search engine."""

    name: str
    """Short label for alerts and reasons, e.g. `ddgs`, `searxng`."""

    async def search(self, query: str, *, max_results: int) -> list[SearchHit]:
        """Up to `max_results` hits for `query`; raises `SearchError` when the engine cannot answer."""
        ...
