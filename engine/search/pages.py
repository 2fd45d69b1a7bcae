"""Reading web pages for evidence: fetch through the SSRF-safe fetcher, extract readable text, cache.

A page read once in a run is reused by the rest of the run (`run_cache`), and across runs from the disk
cache until it expires. Failures are values (`PageFailure` with a plain reason), never exceptions.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import httpx

from ..netfetch import FetchResult, fetch_url
from ..webpage import looks_like_html, readable_text

if TYPE_CHECKING:
    from .pagecache import PageCache

MIN_TEXT_CHARS = 40
"""A page with less readable text than this (an empty shell, a script-only app) cannot serve as evidence."""


@dataclass(frozen=True, slots=True, kw_only=True)
class WebPage:
    """A page's readable text."""

    url: str
    """The address that was asked for; quotes from this page carry it as their source."""
    final_url: str
    """Where the text came from after redirects."""
    title: str
    text: str
    truncated: bool = False
    """The page was larger than the size limit and only its beginning was read."""
    size: int = 0
    """Bytes received."""
    from_cache: bool = False


@dataclass(frozen=True, slots=True, kw_only=True)
class PageFailure:
    """A page that could not be used, and why (in plain words)."""

    url: str
    reason: str


@dataclass(slots=True)
class ReadStats:
    """What reading pages cost in one run."""

    fetches: int = 0
    bytes: int = 0
    cache_hits: int = 0


@dataclass(slots=True, kw_only=True)
class PageReader:
    """Reads pages for one run; share one reader per run so concurrent reads of one URL fetch once."""

    allow_private: bool
    timeout_s: float
    max_bytes: int
    disk: PageCache | None = None
    stats: ReadStats = field(default_factory=ReadStats)
    run_cache: dict[str, asyncio.Task[WebPage | PageFailure]] = field(default_factory=dict)

    async def read(
        self, url: str, *, client: httpx.AsyncClient, timeout_s: float | None = None
    ) -> WebPage | PageFailure:
        """The page at `url`, from this run, the disk cache or the web (within `timeout_s` when given).

        Args:
            url: the page's address.
            client: the client to fetch with (see `engine.netfetch.new_client`); one per run saves a TLS setup
                per page.
            timeout_s: a shorter limit than the reader's own, e.g. what is left of the run's budget.
        """
        task = self.run_cache.get(url)
        if task is None or task.cancelled():
            limit = self.timeout_s if timeout_s is None else max(0.01, min(self.timeout_s, timeout_s))
            task = self.run_cache[url] = asyncio.ensure_future(self._read(url, client, limit))
        return await task

    async def _read(self, url: str, client: httpx.AsyncClient, timeout_s: float) -> WebPage | PageFailure:
        if self.disk is not None and (cached := self.disk.get(url)) is not None:
            self.stats.cache_hits += 1
            return cached
        self.stats.fetches += 1
        result = await fetch_url(
            url, allow_private=self.allow_private, timeout_s=timeout_s, max_bytes=self.max_bytes, client=client
        )
        page = page_from_fetch(url, result, self.stats)
        if isinstance(page, WebPage) and self.disk is not None:
            self.disk.put(page)
        return page


def page_from_fetch(url: str, result: FetchResult, stats: ReadStats | None = None) -> WebPage | PageFailure:
    """Turn the fetcher's result into a readable page or a failure with its reason."""
    if stats is not None:
        stats.bytes += len(result.body)
    if not result.ok:
        return PageFailure(url=url, reason=result.reason or result.outcome)
    content_type = result.content_type
    if content_type and not content_type.lower().startswith(("text/", "application/xhtml", "application/xml")):
        return PageFailure(url=url, reason=f"not a text page ({content_type.split(';')[0]})")
    decoded = result.body.decode(_charset(content_type), errors="replace")
    if looks_like_html(decoded, content_type):
        readable = readable_text(decoded)
        title, text = readable.title, readable.text
    else:
        title, text = "", decoded.strip()
    if len(text) < MIN_TEXT_CHARS:
        return PageFailure(url=url, reason="no readable text on the page")
    return WebPage(
        url=url,
        final_url=result.final_url or url,
        title=title,
        text=text,
        truncated=result.truncated,
        size=len(result.body),
    )


def _charset(content_type: str) -> str:
    for part in content_type.split(";")[1:]:
        name, _, value = part.strip().partition("=")
        if name.lower() == "charset" and value:
            candidate = value.strip().strip('"').lower()
            try:
                "".encode(candidate)
            except LookupError:
                return "utf-8"
            return candidate
    return "utf-8"
