"""Searching under a rate limit: wait as the engine asks (or back off), but never past the time left."""

from __future__ import annotations

import asyncio
import time
from dataclasses import dataclass

from .base import SearchBackend, SearchError, SearchHit

MAX_ATTEMPTS = 4
BACKOFF_S = 0.5


@dataclass(frozen=True, slots=True, kw_only=True)
class SearchOutcome:
    """Hits, or the error that stopped the search (after any retries)."""

    query: str
    hits: tuple[SearchHit, ...] = ()
    error: SearchError | None = None
    attempts: int = 1


async def search_with_backoff(
    backend: SearchBackend, query: str, *, max_results: int, deadline: float, backoff_s: float = BACKOFF_S
) -> SearchOutcome:
    """Search `query`, retrying only rate limits, while attempts remain and the wait fits before `deadline`."""
    attempt = 0
    while True:
        attempt += 1
        left = deadline - time.monotonic()
        try:
            if left <= 0:
                raise SearchError("unavailable", "no time was left to search")
            hits = await asyncio.wait_for(backend.search(query, max_results=max_results), timeout=left)
            return SearchOutcome(query=query, hits=tuple(hits), attempts=attempt)
        except TimeoutError:
            error = SearchError("unavailable", f"{backend.name}: no answer before the time budget ran out")
        except SearchError as exc:
            error = exc
        wait = error.retry_after if error.retry_after is not None else backoff_s * 2 ** (attempt - 1)
        fits = time.monotonic() + wait < deadline
        if error.kind != "rate_limit" or attempt >= MAX_ATTEMPTS or not fits:
            return SearchOutcome(query=query, error=error, attempts=attempt)
        await asyncio.sleep(wait)
