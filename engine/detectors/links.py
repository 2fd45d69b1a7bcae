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
from ..types import Claim, Finding
from .base import DetectorContext

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
        from ..rules import Case, rules, run_rules

        link_rules = rules(*RULE_IDS)
        results: dict[str, FetchResult] = {}
        if not ctx.config.offline:
            distinct = list(dict.fromkeys(u for urls in wanted.values() for u in urls))
            results = await check_links(distinct[:MAX_LINKS], ctx)
        skipped = FetchResult("", "error", f"not checked: more than {MAX_LINKS} links in one answer")
        findings = []
        for claim in claims:
            if claim.id in wanted:
                fetched = () if ctx.config.offline else tuple((u, results.get(u, skipped)) for u in wanted[claim.id])
                facts = {"offline": ctx.config.offline, "fetched": fetched}
                findings += run_rules(link_rules, Case(claim.text, facts=facts), claim, NAME, ctx.alert)
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


RULE_IDS = ("link.offline", "link.dead", "link.unchecked", "link.live")


def why(result: FetchResult) -> str:
    """What made a link dead: its status, or a host that does not exist."""
    return _why(result)


def only_links(text: str, urls: list[str]) -> bool:
    """Whether the claim is nothing but its links (then a live link SUPPORTS it)."""
    return _only_links(text, urls)


def _why(result: FetchResult) -> str:
    return str(result.status) if result.status is not None else "no such host"


def _only_links(text: str, urls: list[str]) -> bool:
    rest = text
    for url in urls:
        rest = rest.replace(url, " ")
    words = re.findall(r"[A-Za-z]+", rest.lower())
    return all(w in STOPWORDS or w in _LINK_WORDS for w in words)
