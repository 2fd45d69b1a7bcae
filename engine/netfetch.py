"""The one way sAIfe fetches a URL: SSRF-safe, bounded in time, size and redirects, never raising.

Every hop (the first request and each redirect) is checked before anything is sent: http(s) only, no
credentials in the URL, and — unless private targets are allowed — the host name is resolved and every address
must be public (no private, loopback, link-local, multicast, reserved or unspecified address, IPv4-mapped forms
included). The request then goes to the checked address itself (Host header and TLS server name keep the real
host name), so a second DNS answer cannot redirect it elsewhere.
"""

from __future__ import annotations

import asyncio
import ipaddress
import socket
import time
from dataclasses import dataclass, field
from typing import Literal
from urllib.parse import urljoin

import httpx

from .errors import SaifeError

MAX_REDIRECTS = 3
USER_AGENT = "saife-linkcheck/0.1"
Outcome = Literal["ok", "dead", "blocked", "timeout", "error"]
IPAddress = ipaddress.IPv4Address | ipaddress.IPv6Address


@dataclass(frozen=True, slots=True)
class FetchResult:
    """What fetching one URL gave. `reason` is plain language and never contains URL credentials."""

    url: str
    """The URL asked for, credentials masked."""
    outcome: Outcome
    """ok: a 2xx answer (after redirects); dead: 404/410 or no such host; blocked: refused before sending;
    timeout: no answer in time; error: anything else (5xx, 403, refused connection, TLS, too many redirects)."""
    reason: str
    status: int | None = None
    method: str = "GET"
    final_url: str = ""
    redirects: tuple[str, ...] = ()
    body: bytes = b""
    """At most `max_bytes` of the body (GET only)."""
    truncated: bool = False
    content_type: str = ""
    headers: dict[str, str] = field(default_factory=dict)

    @property
    def ok(self) -> bool:
        """A 2xx answer was received (after redirects)."""
        return self.outcome == "ok"

    @property
    def text(self) -> str:
        """The body decoded as UTF-8 (bad bytes replaced)."""
        return self.body.decode("utf-8", errors="replace")

    @property
    def computation(self) -> str:
        """The check as evidence text: "GET https://x → 404", "DNS lookup of x.invalid → no such host"."""
        if self.status is not None:
            return f"{self.method} {self.final_url or self.url} → {self.status}"
        return self.reason


class _Refused(Exception):
    def __init__(self, outcome: Outcome, reason: str) -> None:
        super().__init__(reason)
        self.outcome, self.reason = outcome, reason


async def fetch_url(
    url: str,
    *,
    allow_private: bool,
    timeout_s: float,
    max_bytes: int,
    client: httpx.AsyncClient | None = None,
    head_first: bool = False,
) -> FetchResult:
    """Fetch `url` (HEAD first when `head_first`, falling back to GET), following at most 3 redirects.

    Never raises for network trouble: the outcome says what happened. The whole call, every hop included,
    ends within `timeout_s`.
    """
    shown = mask_credentials(url)
    own_client = client is None
    if client is None:
        client = new_client(timeout_s)
    try:
        async with asyncio.timeout(timeout_s):
            return await _follow(url, shown, client, allow_private=allow_private, max_bytes=max_bytes, head=head_first)
    except (TimeoutError, httpx.TimeoutException):
        return FetchResult(shown, "timeout", f"no answer within {timeout_s:g} s")
    except _Refused as refused:
        return FetchResult(shown, refused.outcome, refused.reason)
    except Exception as error:  # an untrusted URL must end as a result, whatever breaks below us
        return FetchResult(shown, "error", f"the request failed ({type(error).__name__})")
    finally:
        if own_client:
            await client.aclose()


def new_client(timeout_s: float) -> httpx.AsyncClient:
    """A client for `fetch_url`: no redirects of its own, no proxies from the environment, no connection reuse
    (each request goes to the address that was just checked)."""
    return httpx.AsyncClient(
        timeout=httpx.Timeout(timeout_s),
        follow_redirects=False,
        trust_env=False,
        limits=httpx.Limits(max_connections=16, max_keepalive_connections=0),
        headers={"User-Agent": USER_AGENT, "Accept": "*/*"},
    )


def mask_credentials(url: str) -> str:
    """The URL with any user:password part replaced by ***."""
    scheme, sep, rest = url.partition("://")
    if not sep:
        return url
    authority, slash, tail = rest.partition("/")
    if "@" in authority:
        authority = "***@" + authority.rsplit("@", 1)[1]
    return f"{scheme}{sep}{authority}{slash}{tail}"


async def _follow(
    url: str, shown: str, client: httpx.AsyncClient, *, allow_private: bool, max_bytes: int, head: bool
) -> FetchResult:
    current, method = url, "HEAD" if head else "GET"
    redirects: list[str] = []
    while True:
        parsed = _parse(current)
        address = await _checked_address(parsed, allow_private)
        response, body, truncated = await _send(client, method, parsed, address, max_bytes)
        status = response.status_code
        if method == "HEAD" and (status in (405, 501) or (status >= 400 and status not in (404, 410))):
            method = "GET"  # some servers refuse or mishandle HEAD; ask again properly
            continue
        location = response.headers.get("location")
        if 300 <= status < 400 and location:
            if len(redirects) >= MAX_REDIRECTS:
                return FetchResult(shown, "error", f"more than {MAX_REDIRECTS} redirects", status, method, current)
            current = urljoin(current, location)
            redirects.append(mask_credentials(current))
            method = "GET" if status == 303 else method
            continue
        outcome: Outcome = "ok" if status < 400 else "dead" if status in (404, 410) else "error"
        reason = f"{status} {response.reason_phrase}".strip()
        return FetchResult(
            shown, outcome, reason, status, method, mask_credentials(current), tuple(redirects), body, truncated,
            response.headers.get("content-type", ""), dict(response.headers),
        )  # fmt: skip


def _parse(url: str) -> httpx.URL:
    try:
        parsed = httpx.URL(url)
    except (httpx.InvalidURL, ValueError, TypeError):
        raise _Refused("blocked", "malformed link") from None
    if parsed.scheme not in ("http", "https"):
        raise _Refused("blocked", f"only http(s) links are fetched, not {parsed.scheme or 'scheme-less'} links")
    if parsed.userinfo:
        raise _Refused("blocked", "the link carries credentials (user:password@); it was not requested")
    if not parsed.host:
        raise _Refused("blocked", "malformed link: no host")
    if parsed.port is not None and not 0 < parsed.port < 65536:
        raise _Refused("blocked", f"malformed link: port {parsed.port}")
    return parsed


async def _checked_address(url: httpx.URL, allow_private: bool) -> IPAddress:
    """The address to connect to, after refusing unsafe targets."""
    host = url.raw_host.decode("ascii").strip("[]").rstrip(".")
    if host.lower().endswith(".invalid") or host.lower() == "invalid":
        raise _Refused("dead", f"DNS lookup of {host} → no such host (.invalid names never resolve)")
    addresses = await _resolve(host, url.port or (443 if url.scheme == "https" else 80))
    if not allow_private:
        for address in addresses:
            if is_unsafe(address):
                raise _Refused("blocked", f"{host} is a {_kind(address)} address ({address}); it was not requested")
    return addresses[0]


RESOLVER_CANARIES = ("example.com", "iana.org")
"""Names that exist: when none of them resolves either, "no such host" says nothing about the link."""
_RESOLVER_STATE: dict[tuple[str, ...], tuple[float, bool]] = {}


async def _resolve(host: str, port: int, canaries: tuple[str, ...] = RESOLVER_CANARIES) -> list[IPAddress]:
    try:
        return [ipaddress.ip_address(host)]
    except ValueError:
        pass
    loop = asyncio.get_running_loop()
    try:
        infos = await loop.getaddrinfo(host, port, type=socket.SOCK_STREAM)
    except socket.gaierror as error:
        if error.errno in (socket.EAI_NONAME, getattr(socket, "EAI_NODATA", socket.EAI_NONAME)):
            if not await _resolver_finds_names(canaries):
                raise _Refused(
                    "error", f"DNS lookup of {host} failed, but this machine's resolver finds no names at all"
                ) from None
            raise _Refused("dead", f"DNS lookup of {host} → no such host") from None
        raise _Refused("error", f"DNS lookup of {host} failed ({error.strerror})") from None
    except (UnicodeError, OSError) as error:
        raise _Refused("error", f"DNS lookup of {host} failed ({type(error).__name__})") from None
    addresses = [ipaddress.ip_address(str(info[4][0]).split("%")[0]) for info in infos]
    if not addresses:
        raise _Refused("dead", f"DNS lookup of {host} → no address")
    return list(dict.fromkeys(addresses))


async def _resolver_finds_names(canaries: tuple[str, ...]) -> bool:
    """Whether the resolver finds well-known names (checked at most every 5 minutes): a sandbox or an offline
    machine answers "no such host" for everything, which must not turn every link into a dead one."""
    checked = _RESOLVER_STATE.get(canaries)
    if checked and time.monotonic() - checked[0] < 300:
        return checked[1]
    loop = asyncio.get_running_loop()
    works = False
    for name in canaries:
        try:
            await asyncio.wait_for(loop.getaddrinfo(name, 443, type=socket.SOCK_STREAM), timeout=3)
        except (OSError, TimeoutError, UnicodeError):
            continue
        works = True
        break
    _RESOLVER_STATE[canaries] = (time.monotonic(), works)
    return works


def is_unsafe(address: IPAddress) -> bool:
    """True for any address that is not plainly public. An IPv6 address that carries an IPv4 one (mapped
    `::ffff:127.0.0.1`, 6to4 `2002:7f00:1::`, Teredo) is judged by both: a 6to4 relay delivers to the IPv4 inside."""
    if isinstance(address, ipaddress.IPv6Address):
        if address.ipv4_mapped is not None:
            address = address.ipv4_mapped
        else:
            embedded = [address.sixtofour, *(address.teredo or ())]
            if any(inner is not None and is_unsafe(inner) for inner in embedded):
                return True
    return (
        address.is_private or address.is_loopback or address.is_link_local or address.is_multicast
        or address.is_reserved or address.is_unspecified or not address.is_global
    )  # fmt: skip


def _kind(address: IPAddress) -> str:
    """What kind of non-public address this is, in words; an IPv6 address carrying an IPv4 one by the IPv4 one."""
    if isinstance(address, ipaddress.IPv6Address):
        inner = [address.ipv4_mapped, address.sixtofour, *(address.teredo or ())]
        for embedded in inner:
            if embedded is not None and is_unsafe(embedded):
                return _kind(embedded)
    for attribute, name in (
        ("is_loopback", "loopback"), ("is_link_local", "link-local"), ("is_multicast", "multicast"),
        ("is_unspecified", "unspecified"), ("is_private", "private"), ("is_reserved", "reserved"),
    ):  # fmt: skip
        if getattr(address, attribute):
            return name
    return "non-public"


async def _send(
    client: httpx.AsyncClient, method: str, url: httpx.URL, address: IPAddress, max_bytes: int
) -> tuple[httpx.Response, bytes, bool]:
    host_header = url.netloc.decode("ascii")
    pinned = url.copy_with(host=str(address))
    extensions = {"sni_hostname": url.raw_host.decode("ascii")} if url.scheme == "https" else {}
    request = client.build_request(method, pinned, headers={"Host": host_header}, extensions=extensions)
    try:
        response = await client.send(request, stream=True)
    except httpx.TimeoutException:
        raise  # reported by fetch_url with the time allowed
    except httpx.ConnectError as error:
        raise _Refused("error", f"could not connect ({_short(error)})") from None
    except httpx.HTTPError as error:
        raise _Refused("error", f"{type(error).__name__} ({_short(error)})") from None
    body, truncated = bytearray(), False
    try:
        if method == "GET":
            async for chunk in response.aiter_bytes():
                body.extend(chunk)
                if len(body) >= max_bytes:
                    truncated = True
                    break
    except httpx.TimeoutException:
        raise
    except httpx.HTTPError as error:
        raise _Refused("error", f"reading the page failed ({_short(error)})") from None
    finally:
        await response.aclose()
    return response, bytes(body[:max_bytes]), truncated


def _short(error: Exception) -> str:
    text = str(error) or type(error).__name__
    return text if len(text) <= 120 else text[:117] + "..."


class AddressRefused(SaifeError):
    """A target the address guard refuses (private, loopback, malformed, not http(s)); `reason` says why."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


async def guarded_address(url: str, *, allow_private: bool) -> tuple[httpx.URL, IPAddress]:
    """The parsed URL and the checked address to connect to: the same guard `fetch_url` applies to every hop, for
    callers that send something other than GET/HEAD (webhooks, model endpoints). Raises `AddressRefused`."""
    try:
        parsed = _parse(url)
        return parsed, await _checked_address(parsed, allow_private)
    except _Refused as refused:
        raise AddressRefused(refused.reason) from None


def pinned_request(
    client: httpx.AsyncClient, method: str, url: httpx.URL, address: IPAddress, **kwargs: object
) -> httpx.Request:
    """A request sent to the checked `address` itself; the Host header and TLS server name keep the real host, so a
    second DNS answer cannot send it elsewhere."""
    headers = dict(kwargs.pop("headers", None) or {})  # type: ignore[call-overload]
    headers["Host"] = url.netloc.decode("ascii")
    extensions = {"sni_hostname": url.raw_host.decode("ascii")} if url.scheme == "https" else {}
    host = str(address)
    return client.build_request(
        method,
        url.copy_with(host=host),
        headers=headers,
        extensions=extensions,
        **kwargs,  # type: ignore[arg-type]
    )
