"""An HTTP transport for model endpoints a visitor typed: it connects only to public addresses.

The host name is resolved when the connection is made, every address is checked with `engine.netfetch`'s
guard, and the socket is opened to the checked address itself, so a second DNS answer cannot send the
request to a private, loopback or link-local machine. The Host header and the TLS server name keep the
real host name (httpcore takes both from the URL, not from the socket).
"""

from __future__ import annotations

import asyncio
import ipaddress
import socket
from collections.abc import Iterable
from typing import Any

import httpcore2
import httpx2

from ..netfetch import is_unsafe
from .errors import BlockedAddress


class _GuardedBackend(httpcore2.AsyncNetworkBackend):
    """Resolves, refuses unsafe addresses, then connects to the checked address."""

    def __init__(self) -> None:
        self._inner = httpcore2.AnyIOBackend()

    async def connect_tcp(
        self,
        host: str,
        port: int,
        timeout: float | None = None,
        local_address: str | None = None,
        socket_options: Iterable[Any] | None = None,
    ) -> httpcore2.AsyncNetworkStream:
        address = await checked_address(host, port)
        return await self._inner.connect_tcp(
            address, port, timeout=timeout, local_address=local_address, socket_options=socket_options
        )

    async def connect_unix_socket(
        self, path: str, timeout: float | None = None, socket_options: Iterable[Any] | None = None
    ) -> httpcore2.AsyncNetworkStream:
        raise BlockedAddress("a visitor's model endpoint may not be a local socket")

    async def sleep(self, seconds: float) -> None:
        await self._inner.sleep(seconds)


async def checked_address(host: str, port: int) -> str:
    """The first address `host` resolves to, when every one of them is public.

    Raises:
        BlockedAddress: an address is private, loopback, link-local or otherwise not public, or none resolved.
    """
    name = host.strip("[]").rstrip(".")
    try:
        addresses = [ipaddress.ip_address(name)]
    except ValueError:
        loop = asyncio.get_running_loop()
        try:
            infos = await loop.getaddrinfo(name, port, type=socket.SOCK_STREAM)
        except (OSError, UnicodeError):
            raise BlockedAddress(f"the name {name} of the model server could not be resolved") from None
        addresses = list(dict.fromkeys(ipaddress.ip_address(str(info[4][0]).split("%")[0]) for info in infos))
    if not addresses:
        raise BlockedAddress(f"the name {name} of the model server has no address")
    for address in addresses:
        if is_unsafe(address):
            raise BlockedAddress(
                f"{name} is a private, loopback or link-local address ({address}), which a visitor's endpoint may "
                "not reach (the operator can allow it with SAIFE_ALLOW_PRIVATE_LINKS=1)"
            )
    return str(addresses[0])


class PinnedTransport(httpx2.AsyncHTTPTransport):
    """`httpx2.AsyncHTTPTransport` whose connections go only to checked public addresses, with no proxy from the
    environment (a proxy would make the connection instead of us)."""

    def __init__(self) -> None:
        super().__init__(trust_env=False)
        # The parent's pool, rebuilt with the guarded backend: the transport takes no backend argument.
        self._pool = httpcore2.AsyncConnectionPool(
            ssl_context=httpx2.create_ssl_context(trust_env=False), network_backend=_GuardedBackend()
        )


def pinned_client(timeout_s: float) -> httpx2.AsyncClient:
    """An HTTP client for the SDKs (`http_client=`) that reaches public addresses only."""
    return httpx2.AsyncClient(transport=PinnedTransport(), timeout=timeout_s, trust_env=False)
