"""Per-client rate limits: one token bucket per client key, refilled continuously.

    limiter = RateLimiter.from_env(by_token=True)       # SAIFE_RATE_LIMIT="30/minute"; "off" disables it
    decision = limiter.take(limiter.key(headers, host))
    if not decision.allowed: answer 429 with Retry-After: decision.retry_after_s

A bucket holds up to `rate.count` tokens (the burst) and regains `rate.count` per `rate.period_s`. Buckets live
in memory, at most `max_clients` of them (the least recently used go first). Thread-safe.
"""

from __future__ import annotations

import hashlib
import math
import os
import re
import threading
import time
from collections import OrderedDict
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass

DEFAULT_RATE = "30/minute"
MAX_CLIENTS = 10_000
_UNITS = {
    "s": 1.0, "sec": 1.0, "second": 1.0, "seconds": 1.0,
    "m": 60.0, "min": 60.0, "minute": 60.0, "minutes": 60.0,
    "h": 3600.0, "hr": 3600.0, "hour": 3600.0, "hours": 3600.0,
    "d": 86400.0, "day": 86400.0, "days": 86400.0,
}  # fmt: skip
_RATE = re.compile(r"\s*(\d+)\s*(?:/|per)\s*(\d*(?:\.\d+)?)\s*([a-z]+)\s*", re.IGNORECASE)
_OFF = {"", "0", "off", "none", "unlimited", "false", "no"}


@dataclass(frozen=True, slots=True)
class Rate:
    """`count` requests per `period_s` seconds (also the largest burst)."""

    count: int
    period_s: float

    @classmethod
    def parse(cls, text: str) -> Rate | None:
        """The rate in `text`: "30/minute", "5/s", "100 per hour", "10/5min"; "off" (or "", "0") is no limit (None).

        Raises:
            ValueError: the text is none of these.
        """
        if text.strip().lower() in _OFF:
            return None
        match = _RATE.fullmatch(text)
        unit = _UNITS.get(match.group(3).lower()) if match else None
        if match is None or unit is None or int(match.group(1)) < 1:
            raise ValueError(f'a rate looks like "30/minute" or "5/second" (or "off"), not {text!r}')
        return cls(int(match.group(1)), float(match.group(2) or 1) * unit)

    def __str__(self) -> str:
        return f"{self.count} per {self.period_s:g} s"


@dataclass(frozen=True, slots=True)
class Decision:
    """Whether a request may go on; if not, how many whole seconds until a token is back."""

    allowed: bool
    retry_after_s: int = 0
    detail: str = ""
    """Why a refused request was refused, in words a visitor reads (the API's 429 `detail`, the page's message)."""


class RateLimiter:
    """Token buckets by client key."""

    def __init__(
        self,
        rate: Rate | None,
        *,
        by_token: bool = False,
        max_clients: int = MAX_CLIENTS,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.rate = rate
        self.by_token = by_token
        """Whether a bearer token names the client. Only when the server checks tokens: else anyone could send a
        new made-up token with each request and never run out."""
        self._max_clients = max_clients
        self._clock = clock
        self._buckets: OrderedDict[str, tuple[float, float]] = OrderedDict()
        """key -> (tokens left, when they were counted)."""
        self._lock = threading.Lock()

    @classmethod
    def from_env(
        cls, env: Mapping[str, str] | None = None, variable: str = "SAIFE_RATE_LIMIT", *, by_token: bool = False
    ) -> RateLimiter:
        """A limiter for the rate in `variable` (default "30/minute").

        Raises:
            ValueError: the variable does not hold a rate.
        """
        env = os.environ if env is None else env
        raw = env.get(variable)
        try:
            return cls(Rate.parse(DEFAULT_RATE if raw is None else raw), by_token=by_token)
        except ValueError as exc:
            raise ValueError(f"{variable}: {exc}") from None

    def key(self, headers: Iterable[tuple[bytes, bytes]], host: str | None) -> str:
        """The client a request comes from (see `client_key`)."""
        return client_key(headers, host, by_token=self.by_token)

    def admit(self, headers: Iterable[tuple[bytes, bytes]], host: str | None) -> Decision:
        """Spend one run start from the bucket of the client that sent `headers` from `host`: the one rule both the
        API (`POST /api/verify`) and the page's buttons follow, so a visitor cannot escape the limit by clicking."""
        decision = self.take(self.key(headers, host))
        if decision.allowed:
            return decision
        detail = (
            f"too many requests from this client (the limit is {self.rate}); try again in {decision.retry_after_s} s"
        )
        return Decision(False, decision.retry_after_s, detail)

    def take(self, key: str, cost: float = 1.0) -> Decision:
        """Spend `cost` tokens from `key`'s bucket if it has them."""
        if self.rate is None:
            return Decision(True)
        per_s = self.rate.count / self.rate.period_s
        with self._lock:
            now = self._clock()
            tokens, then = self._buckets.pop(key, (float(self.rate.count), now))
            tokens = min(float(self.rate.count), tokens + (now - then) * per_s)
            allowed = tokens >= cost
            if allowed:
                tokens -= cost
            self._buckets[key] = (tokens, now)  # most recently used last
            while len(self._buckets) > self._max_clients:
                self._buckets.popitem(last=False)
        if allowed:
            return Decision(True)
        return Decision(False, max(1, math.ceil((cost - tokens) / per_s)))


def client_key(headers: Iterable[tuple[bytes, bytes]], host: str | None, *, by_token: bool = True) -> str:
    """Who is asking: with `by_token`, a hash of the bearer token when one is sent (so a shared address behind a
    proxy does not pool different token holders, and the token itself is never kept); else the client's IP address.
    """
    for name, value in headers if by_token else ():
        if name.lower() == b"authorization":
            scheme, _, token = value.decode("latin-1").partition(" ")
            if scheme.lower() == "bearer" and token.strip():
                return "token:" + hashlib.sha256(token.strip().encode()).hexdigest()[:32]
    return "ip:" + (host or "unknown")
