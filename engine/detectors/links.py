"""Links: every URL in the answer is requested (HEAD, then GET) through the SSRF-safe `engine.netfetch`.

- 404/410 or a host name that does not exist → CONTRADICTED ("link is dead: 404"), with the request as evidence.
- Timeouts, 5xx, refused connections, blocked targets (private addresses, credentials, other schemes) and links
  left over when the time budget runs out → UNVERIFIABLE with the reason. Offline runs request nothing.
- A live link proves only that the page exists. A claim that is nothing but the link ("Docs:
  https://docs.python.org/3/") is SUPPORTED with "GET url → 200" as evidence; a live link inside a larger
  statement gives no finding (what the statement says about the page is for the other detectors).

At most 8 requests run at once, each bounded by `Config.link_timeout_s`, the whole set by the run's deadline;
results are cached per run. In code blocks, placeholder hosts (localhost, example.com, private addresses) are
not requested: they are examples, not references.
"""

from __future__ import annotations

import asyncio
import ipaddress
import re
from collections.abc import Sequence

import httpx

from ..lexical import STOPWORDS
from ..netfetch import FetchResult, fetch_url, mask_credentials, new_client
from ..types import Claim, Computed, Finding, Verdict
from .base import DetectorContext, unverifiable

NAME = "links"
MAX_CONCURRENT = 8
MAX_LINKS = 100
"""Distinct links checked per run; the rest are reported as not checked."""
MAX_BODY_BYTES = 64 * 1024
_URL = re.compile(
    r"(?:\b[a-z][a-z0-9+.-]{1,15}://(?:[^\s@/<>\"'`\[\]]*@)?(?:\[[0-9a-f:.]+(?:%25[\w.~-]+)?\])?|\bwww\.)"
    r"[^\s<>\"'`\[\]{}|\\^]*",
    re.I,
)
"""A link: scheme or www., then an optional IPv6 literal host in brackets ("http://[::1]:8080/"), then the rest."""
_TRAILING = ".,;:!?'\"”’*_"
_PLACEHOLDER_HOST = re.compile(
    r"^(?:localhost|.*\.localhost|example\.(?:com|org|net)|.*\.example(?:\.(?:com|org|net))?|.*\.(?:test|local|internal|lan)"
    r"|0\.0\.0\.0|.*[{}<>$].*|your[-_.]?\w*|my[-_.]?\w*)$",
    re.I,
)
_LINK_WORDS = frozenset(
    """see link links url source sources here more read visit docs documentation website site page homepage available
    details info information reference references official at via""".split()
)


class LinksDetector:
    """Checks that the links an answer gives are alive."""

    name = NAME

    def applies(self, ctx: DetectorContext) -> bool:
        return any(_URL.search(claim.text) for claim in ctx.claims)

    async def check(self, claims: Sequence[Claim], ctx: DetectorContext) -> list[Finding]:
        wanted = {claim.id: [u for u in find_urls(claim.text) if _worth_checking(u, claim)] for claim in claims}
        wanted = {claim_id: urls for claim_id, urls in wanted.items() if urls}
        if not wanted:
            return []
        if ctx.config.offline:
            return [unverifiable(NAME, c, "offline: links were not checked") for c in claims if c.id in wanted]
        distinct = list(dict.fromkeys(u for urls in wanted.values() for u in urls))
        results = await check_links(distinct[:MAX_LINKS], ctx)
        skipped = FetchResult("", "error", f"not checked: more than {MAX_LINKS} links in one answer")
        findings = []
        for claim in claims:
            if claim.id in wanted:
                outcome = [(u, results.get(u, skipped)) for u in wanted[claim.id]]
                finding = _finding(claim, outcome)
                if finding is not None:
                    findings.append(finding)
        return findings


def find_urls(text: str) -> list[str]:
    """The links in `text`, in order, trailing punctuation and unbalanced closing brackets removed."""
    urls = []
    for match in _URL.finditer(text):
        url = match.group()
        while url and (url[-1] in _TRAILING or (url[-1] == ")" and url.count("(") < url.count(")"))):
            url = url[:-1]
        if url.lower().startswith("www."):
            url = "https://" + url
        if len(url) > 8:
            urls.append(url)
    return list(dict.fromkeys(urls))


async def check_links(urls: list[str], ctx: DetectorContext) -> dict[str, FetchResult]:
    """Fetch results for `urls`, from the run cache when already checked; ends by the run's deadline."""
    cache: dict[str, asyncio.Task[FetchResult]] = ctx.cache.setdefault("links", {})
    budget = ctx.remaining_s()
    timeout = max(0.05, min(ctx.config.link_timeout_s, budget))
    semaphore = asyncio.Semaphore(MAX_CONCURRENT)
    client = new_client(timeout)

    async def one(url: str) -> FetchResult:
        async with semaphore:
            return await fetch_url(
                url, allow_private=ctx.config.allow_private_links, timeout_s=timeout, max_bytes=MAX_BODY_BYTES,
                client=client, head_first=True,
            )  # fmt: skip

    for url in urls:
        if url not in cache:
            cache[url] = asyncio.ensure_future(one(url))
    tasks = [cache[url] for url in urls]
    try:
        if tasks and budget > 0:
            await asyncio.wait(tasks, timeout=budget)
    finally:
        for task in tasks:
            if not task.done():
                task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        await client.aclose()
    return {url: _result(url, cache[url], budget) for url in urls}


def _result(url: str, task: asyncio.Task[FetchResult], budget: float) -> FetchResult:
    shown = mask_credentials(url)
    if task.cancelled():
        return FetchResult(shown, "timeout", f"not checked: the time budget ({budget:.1f} s) ran out")
    error = task.exception()
    if error is not None:
        return FetchResult(shown, "error", f"the check failed ({type(error).__name__})")
    return task.result()


def _worth_checking(url: str, claim: Claim) -> bool:
    if claim.kind != "code":
        return True
    try:
        host = httpx.URL(url).host
    except (httpx.InvalidURL, ValueError, TypeError):
        return False
    if _PLACEHOLDER_HOST.match(host or "localhost"):
        return False
    try:
        return ipaddress.ip_address(host).is_global
    except ValueError:
        return True


def _finding(claim: Claim, outcome: list[tuple[str, FetchResult]]) -> Finding | None:
    dead = [r for _, r in outcome if r.outcome == "dead"]
    if dead:
        reason = "; ".join(f"link is dead: {_why(r)} ({r.url})" for r in dead)
        evidence = tuple(Computed.of(r.computation) for r in dead)
        return Finding(detector=NAME, claim_id=claim.id, verdict=Verdict.CONTRADICTED, reason=reason, evidence=evidence)
    doubtful = [r for _, r in outcome if r.outcome != "ok"]
    if doubtful:
        reason = "; ".join(f"could not check {r.url}: {r.reason}" for r in doubtful)
        return unverifiable(NAME, claim, reason, error=any(r.outcome in ("timeout", "error") for r in doubtful))
    if not _only_links(claim.text, [u for u, _ in outcome]):
        return None
    live = [r for _, r in outcome]
    reason = "; ".join(f"link is live: {r.computation}" for r in live)
    return Finding(
        detector=NAME, claim_id=claim.id, verdict=Verdict.SUPPORTED, reason=reason,
        evidence=tuple(Computed.of(r.computation) for r in live),
    )  # fmt: skip


def _why(result: FetchResult) -> str:
    return str(result.status) if result.status is not None else "no such host"


def _only_links(text: str, urls: list[str]) -> bool:
    rest = text
    for url in urls:
        rest = rest.replace(url, " ")
    words = re.findall(r"[A-Za-z]+", rest.lower())
    return all(w in STOPWORDS or w in _LINK_WORDS for w in words)
