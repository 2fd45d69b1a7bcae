"""Web evidence: search the web for the claims, read the pages, and let the judge quote them.

Claims are batched (a few per search query). The top hits of every query are read concurrently through the
SSRF-safe fetcher (cached per run and on disk); the judge sees the relevant excerpts as fenced data and must
quote; code confirms each quote against the full page text, and the evidence's source is the page's URL.
Search failures, empty results, unreadable pages and judge failures leave claims UNVERIFIABLE with a reason
per claim (and one alert per kind of failure); a page that contradicts with a verified quote → CONTRADICTED.
"""

from __future__ import annotations

import asyncio
import time
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field

import httpx

from ..config import Config
from ..errors import ConfigError
from ..evidence import SourceSet
from ..netfetch import new_client
from ..providers.errors import ConfigError as ModelConfigError
from ..providers.errors import ProviderError
from ..search import SearchBackend, build_search
from ..search.pagecache import PageCache, default_cache_dir
from ..search.pages import PageFailure, PageReader, WebPage
from ..search.query import batch_claims, build_query
from ..search.retry import SearchOutcome, search_with_backoff
from ..structured import ModelOutputError
from ..types import Claim, Finding, Source, Verdict
from .base import DetectorContext, unverifiable
from .judge_plan import new_boundary
from .web_judge import (
    REPLY_TOKENS,
    WebJudgeReply,
    addresses_checker,
    findings_for,
    read_reply,
    render_prompt,
)

NAME = "web"
TIME_BUDGET_S = 25.0
"""Used when the run has no latency budget: web evidence never holds a run longer than this."""
SEARCH_SHARE = 0.4
"""Part of the budget that searching (with rate-limit backoff) may use; reading and judging need the rest."""
DEADLINE_MARGIN_S = 0.25
MAX_SEARCHES_AT_ONCE = 4
MAX_FETCHES_AT_ONCE = 16
RESOLVED = (Verdict.SUPPORTED, Verdict.CONTRADICTED)


@dataclass(slots=True)
class _Batch:
    """One search query's claims, and what became of them."""

    claims: tuple[Claim, ...]
    query: str
    outcome: SearchOutcome | None = None
    findings: list[Finding] = field(default_factory=list)
    failure: tuple[str, str] | None = None
    """(kind, plain-language detail) when the batch could not be judged: search, rate_limit, pages, judge."""
    misses: int = 0


class WebEvidence:
    """Search → read → judge with verified quotes. Runs after the source checks (`stage = 2`)."""

    name = NAME
    stage = 2

    def __init__(self, search: SearchBackend | None = None, *, client: httpx.AsyncClient | None = None) -> None:
        """Set up the detector; both arguments replace what the configuration would build.

        Args:
            search: the search backend (default: `config.search_backend`).
            client: the httpx client pages are fetched with (default: one per check from `engine.netfetch`).
        """
        self._search = search
        self._client = client

    def applies(self, ctx: DetectorContext) -> bool:
        config = ctx.config
        if config.offline or config.mode == "offline":
            ctx.alert(offline_note(config))
            return False
        if not _mode_wants_web(ctx) or ctx.router is None:
            return False  # with no model at all, the run's own alert says what ran
        if not ctx.router.has("judge"):
            ctx.alert("Web evidence was skipped: reading web pages needs a judge model (SAIFE_JUDGE_MODEL).")
            return False
        return True

    async def check(self, claims: Sequence[Claim], ctx: DetectorContext) -> list[Finding]:
        targets = [c for c in claims if c.kind == "prose" and c.check_worthy and _needs_web(c, ctx)]
        if not targets:
            return []
        try:
            backend = self._search or build_search(ctx.config)
        except ConfigError as err:
            ctx.alert(f"Web search is not set up ({err}); {len(targets)} claim(s) were not checked against the web.")
            return [unverifiable(NAME, c, f"web search is not set up: {err}", error=True) for c in targets]
        if backend is None:
            ctx.alert(f"Web search is turned off; {len(targets)} claim(s) were not checked against the web.")
            return [unverifiable(NAME, c, "web search is turned off") for c in targets]
        started = time.monotonic()
        deadline = started + max(0.0, ctx.remaining_s(TIME_BUDGET_S) - DEADLINE_MARGIN_S)
        batches = [_Batch(g, build_query(g)) for g in batch_claims(targets, ctx.config.web_claims_per_query)]
        search_deadline = min(deadline, started + max(ctx.config.search_timeout_s, SEARCH_SHARE * (deadline - started)))
        await _search_all(backend, batches, ctx, search_deadline)
        if self._client is not None:
            pages = await _read_all(_reader(ctx), self._client, batches, deadline)
        else:
            async with new_client(ctx.config.web_fetch_timeout_s) as client:
                pages = await _read_all(_reader(ctx), client, batches, deadline)
        async with asyncio.TaskGroup() as tg:
            for batch in batches:
                if batch.failure is None:
                    tg.create_task(_judge(batch, pages, ctx, deadline))
        _alert(batches, backend.name, pages, ctx)
        return [f for batch in batches for f in batch.findings]


def offline_note(config: Config) -> str:
    """The alert naming what an offline run skipped (both detectors raise this text; alerts are deduplicated)."""
    if config.samples:
        return "Offline mode: web evidence was skipped (it needs the network and a model)."
    return "Offline mode: web evidence and self-consistency were skipped (they need the network and a model)."


def _mode_wants_web(ctx: DetectorContext) -> bool:
    """strict/web: always; sources: never; auto: without sources, or for what the sources leave open."""
    mode = ctx.config.mode
    if mode in ("web", "strict"):
        return True
    if mode == "sources":
        return False
    return len(ctx.sources) == 0 or ctx.config.web_with_sources != "never"


def _needs_web(claim: Claim, ctx: DetectorContext) -> bool:
    config = ctx.config
    if config.mode in ("web", "strict") or len(ctx.sources) == 0 or config.web_with_sources == "all":
        return True
    return not any(f.verdict in RESOLVED for f in ctx.prior.get(claim.id, ()))


async def _search_all(backend: SearchBackend, batches: list[_Batch], ctx: DetectorContext, deadline: float) -> None:
    """Every batch's query, a few at a time; failures become the batch's findings."""
    slots = asyncio.Semaphore(MAX_SEARCHES_AT_ONCE)
    results = ctx.config.web_results_per_query

    async def one(batch: _Batch) -> None:
        async with slots:
            batch.outcome = await search_with_backoff(backend, batch.query, max_results=results, deadline=deadline)
        if batch.outcome.error is not None:
            err = batch.outcome.error
            kind = "rate_limit" if err.kind == "rate_limit" else "search"
            _fail(batch, kind, str(err), f"web search failed: {err}", error=True)
        elif not batch.outcome.hits:
            batch.findings = [
                unverifiable(NAME, c, "the web search found nothing for this claim") for c in batch.claims
            ]
            batch.failure = ("empty", "")

    async with asyncio.TaskGroup() as tg:
        for batch in batches:
            tg.create_task(one(batch))


async def _read_all(
    reader: PageReader, client: httpx.AsyncClient, batches: list[_Batch], deadline: float
) -> dict[str, WebPage | PageFailure]:
    """Every hit's page, read concurrently (each URL once); batches with no readable page fail here."""
    urls = list(dict.fromkeys(h.url for b in batches if b.failure is None and b.outcome for h in b.outcome.hits))
    slots = asyncio.Semaphore(MAX_FETCHES_AT_ONCE)
    pages: dict[str, WebPage | PageFailure] = {}

    async def one(url: str) -> None:
        async with slots:
            left = deadline - time.monotonic()
            if left <= 0:
                pages[url] = PageFailure(url=url, reason="no time was left to read it")
            else:
                pages[url] = await reader.read(url, client=client, timeout_s=left)

    async with asyncio.TaskGroup() as tg:
        for url in urls:
            tg.create_task(one(url))
    for batch in batches:
        if batch.failure is None and not _usable(batch, pages):
            read = [pages[h.url] for h in batch.outcome.hits]  # type: ignore[union-attr]
            why = "; ".join(f"{p.url}: {p.reason}" for p in read if isinstance(p, PageFailure))
            _fail(batch, "pages", why, f"none of the {len(read)} web pages found could be read ({why})", error=True)
    return pages


def _usable(batch: _Batch, pages: dict[str, WebPage | PageFailure]) -> list[WebPage]:
    """The batch's readable pages, one per final address, in search order."""
    found = [pages.get(h.url) for h in batch.outcome.hits] if batch.outcome else []
    unique = {p.final_url: p for p in reversed(found) if isinstance(p, WebPage)}
    return list(reversed(unique.values()))


async def _judge(batch: _Batch, pages: dict[str, WebPage | PageFailure], ctx: DetectorContext, deadline: float) -> None:
    """One judge call for the batch; its quotes are checked by code before any verdict counts."""
    usable = _usable(batch, pages)
    sources = SourceSet([Source(id=p.final_url, text=p.text, name=p.title or p.final_url) for p in usable])
    shown = " ".join([*(c.text for c in batch.claims), *(f"{p.title} {p.final_url}" for p in usable)])
    boundary = new_boundary([*sources, Source(id="shown", text=shown)])
    messages = render_prompt(batch.claims, usable, boundary)
    try:
        done = await ctx.router.complete(
            "judge", messages, schema=WebJudgeReply, max_tokens=REPLY_TOKENS, deadline=deadline
        )
    except ProviderError as err:
        _fail(batch, "judge", err.summary(), f"the judge could not read the web pages: {err.summary()}", error=True)
        return
    except (ModelOutputError, ModelConfigError) as err:
        _fail(batch, "judge", str(err), f"the judge's reply about the web pages was unusable: {err}", error=True)
        return
    judged = read_reply(done.parsed, batch.claims, usable, sources)
    batch.misses = sum(len(j.misses) for j in judged)
    batch.findings = [
        f for claim, j in zip(batch.claims, judged, strict=True) for f in findings_for(NAME, claim, j, usable)
    ]


def _fail(batch: _Batch, kind: str, detail: str, reason: str, *, error: bool) -> None:
    batch.failure = (kind, detail)
    batch.findings = [unverifiable(NAME, c, reason, error=error) for c in batch.claims]


def _reader(ctx: DetectorContext) -> PageReader:
    """The run's page reader (shared by every pass of the run, so each page is fetched once)."""
    reader = ctx.cache.get("web_reader")
    if not isinstance(reader, PageReader):
        config = ctx.config
        disk = None
        if config.web_cache_dir != "":
            disk = PageCache(config.web_cache_dir or default_cache_dir(), ttl_s=config.web_cache_ttl_s)
        reader = ctx.cache["web_reader"] = PageReader(
            allow_private=config.allow_private_links, timeout_s=config.web_fetch_timeout_s,
            max_bytes=config.web_max_page_bytes, disk=disk,
        )  # fmt: skip
    return reader


def _alert(batches: list[_Batch], engine: str, pages: dict[str, WebPage | PageFailure], ctx: DetectorContext) -> None:
    """One plain-language alert per kind of failure, with how many claims it left unchecked."""
    counts: Counter[str] = Counter()
    detail: dict[str, str] = {}
    for batch in batches:
        if batch.failure is not None:
            counts[batch.failure[0]] += len(batch.claims)
            detail.setdefault(batch.failure[0], batch.failure[1])
    unchecked = "claim(s) were not checked against the web"
    messages = {
        "search": f"Web search failed ({detail.get('search')}); {counts['search']} {unchecked}.",
        "rate_limit": f"The search engine ({engine}) kept rate-limiting; {counts['rate_limit']} {unchecked}.",
        "pages": f"None of the web pages found for {counts['pages']} claim(s) could be read; they stay unverified.",
        "judge": f"The judge failed while reading web pages ({detail.get('judge')}); {counts['judge']} {unchecked}.",
    }
    for kind, message in messages.items():
        if counts[kind]:
            ctx.alert(message)
    invented = sum(b.misses for b in batches)
    if invented:
        ctx.alert(
            f"The judge offered {invented} quote(s) that are not on the web pages; those claims were not accepted."
        )
    for page in pages.values():
        if isinstance(page, WebPage) and addresses_checker(page):
            ctx.alert(
                f"A web page ({page.final_url}) contains text addressed to the checker; it was treated as data only."
            )
    reader = ctx.cache.get("web_reader")
    if isinstance(reader, PageReader) and reader.disk is not None and reader.disk.write_errors:
        ctx.alert(
            f"Fetched pages could not be saved to the cache at {reader.disk.directory}; they will be fetched again."
        )
