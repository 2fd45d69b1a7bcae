"""Signed outgoing webhooks: every terminal event (optionally every event) POSTed to the operator's URLs.

Signing (contract): `X-Saife-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">` and
`X-Saife-Event-Id: <run_id>:<seq>`. Receivers call `verify_signature` and reject signatures older than five minutes
and event ids they have already accepted (`ReplayGuard`).

Delivery retries with exponential backoff and full jitter (honouring a receiver's Retry-After, capped); what still
fails lands in a dead-letter table. Webhook URLs pass the same address guard as links. Keys never appear in an
event; answer, question, claim and source texts leave only when the operator opts in (`include_texts`).
"""

from __future__ import annotations

import asyncio
import hashlib
import hmac
import json
import os
import random
import threading
import time
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass
from typing import Any

import httpx

from .events import TERMINAL_TYPES
from .netfetch import AddressRefused, guarded_address, pinned_request

SIGNATURE_HEADER = "X-Saife-Signature"
EVENT_ID_HEADER = "X-Saife-Event-Id"
INSTANCE_HEADER = "X-Saife-Instance"
TOLERANCE_S = 300
"""Signatures older (or further in the future) than this are rejected: five minutes, as the contract says."""

TEXT_FIELDS = frozenset({"answer", "final_answer", "question", "text", "quote", "before", "after", "sources", "claims"})
"""Fields that carry the user's texts; replaced by their length unless the operator opts in."""


def sign(secret: str, body: bytes, timestamp: int) -> str:
    """The signature header's value for `body` sent at `timestamp` (unix seconds)."""
    digest = hmac.new(secret.encode(), f"{timestamp}.".encode() + body, hashlib.sha256).hexdigest()
    return f"t={timestamp},v1={digest}"


def verify_signature(secret: str, header: str | None, body: bytes, now: float | None = None) -> bool:
    """True when `header` holds a v1 signature of `body` by `secret`, made within five minutes of `now`."""
    if not secret or not header:
        return False
    parts: dict[str, list[str]] = {}
    for item in header.split(","):
        key, _, value = item.strip().partition("=")
        parts.setdefault(key, []).append(value)
    try:
        timestamp = int(parts.get("t", [""])[0])
    except ValueError:
        return False
    current = time.time() if now is None else now
    if abs(current - timestamp) > TOLERANCE_S:
        return False
    expected = sign(secret, body, timestamp).partition(",v1=")[2]
    return any(hmac.compare_digest(expected, candidate) for candidate in parts.get("v1", []))


class ReplayGuard:
    """Event ids accepted within the replay window; a second delivery of one is a replay (409). Memory is bounded:
    ids older than the window are forgotten, since their signatures are stale by then anyway."""

    def __init__(self, window_s: float = TOLERANCE_S * 2, clock: Callable[[], float] = time.monotonic) -> None:
        self._window, self._clock = window_s, clock
        self._seen: dict[str, float] = {}
        self._lock = threading.Lock()

    def first_time(self, event_id: str) -> bool:
        """Record `event_id`; False when it was already seen inside the window."""
        now = self._clock()
        with self._lock:
            for old in [key for key, at in self._seen.items() if now - at > self._window]:
                del self._seen[old]
            if event_id in self._seen:
                return False
            self._seen[event_id] = now
            return True


def event_id(event: Mapping[str, Any]) -> str:
    """The idempotency key of an event: its run and sequence number."""
    return f"{event.get('run_id')}:{event.get('seq')}"


def webhook_body(event: Mapping[str, Any], *, include_texts: bool) -> dict[str, Any]:
    """The event as sent: texts replaced by their length unless `include_texts`."""
    if include_texts:
        return dict(event)
    return _strip(event)


def _strip(value: Any) -> Any:
    if isinstance(value, Mapping):
        return {
            key: ({"omitted_chars": len(json.dumps(item))} if key in TEXT_FIELDS and item else _strip(item))
            for key, item in value.items()
        }
    if isinstance(value, list | tuple):
        return [_strip(item) for item in value]
    return value


@dataclass(frozen=True, slots=True, kw_only=True)
class WebhookSettings:
    """Where and how events are sent (SAIFE_WEBHOOK_* variables)."""

    urls: tuple[str, ...] = ()
    secret: str = ""
    all_events: bool = False
    include_texts: bool = False
    max_attempts: int = 8
    base_delay_s: float = 0.5
    max_delay_s: float = 60.0
    timeout_s: float = 5.0
    allow_private: bool = False
    instance: str = ""
    """A name for this instance in receivers' monitors (SAIFE_INSTANCE_NAME)."""

    @property
    def enabled(self) -> bool:
        return bool(self.urls and self.secret)

    @classmethod
    def from_env(cls, env: Mapping[str, str] | None = None) -> WebhookSettings:
        env = os.environ if env is None else env
        urls = tuple(url.strip() for url in env.get("SAIFE_WEBHOOK_URLS", "").split(",") if url.strip())
        return cls(
            urls=urls,
            secret=env.get("SAIFE_WEBHOOK_SECRET", ""),
            all_events=env.get("SAIFE_WEBHOOK_EVENTS", "terminal").strip().lower() == "all",
            include_texts=_on(env.get("SAIFE_WEBHOOK_INCLUDE_TEXTS", "")),
            max_attempts=max(1, int(env.get("SAIFE_WEBHOOK_MAX_ATTEMPTS", "8"))),
            allow_private=_on(env.get("SAIFE_ALLOW_PRIVATE_LINKS", "")),
            instance=env.get("SAIFE_INSTANCE_NAME", "").strip(),
        )

    def wants(self, event: Mapping[str, Any]) -> bool:
        return self.enabled and (self.all_events or event.get("type") in TERMINAL_TYPES)


def _on(value: str) -> bool:
    return value.strip().lower() in {"1", "true", "yes", "on"}


@dataclass(frozen=True, slots=True)
class Delivery:
    """One event's fate at one URL."""

    url: str
    event_id: str
    delivered: bool
    attempts: int
    error: str = ""


DeadLetterSink = Callable[[Delivery, bytes], Awaitable[None] | None]


class WebhookSender:
    """Delivers events to every configured URL: signed, retried with backoff and jitter, dead-lettered at the end.

    `submit` never blocks the run: deliveries run as background tasks, at most `concurrency` at once.
    """

    def __init__(
        self,
        settings: WebhookSettings,
        dead_letter: DeadLetterSink | None = None,
        *,
        concurrency: int = 4,
        sleep: Callable[[float], Awaitable[None]] = asyncio.sleep,
        rng: Callable[[], float] = random.random,
        clock: Callable[[], float] = time.time,
    ) -> None:
        self.settings = settings
        self._dead_letter = dead_letter
        self._slots = asyncio.Semaphore(concurrency)
        self._sleep, self._rng, self._clock = sleep, rng, clock
        self._tasks: set[asyncio.Task[list[Delivery]]] = set()

    def submit(self, event: Mapping[str, Any], extra: Mapping[str, Any] | None = None) -> None:
        """Queue `event` for delivery when the settings want it (call from the event loop); `extra` fields (a run
        summary) are added to the body after its texts were stripped."""
        if not self.settings.wants(event):
            return
        task = asyncio.get_running_loop().create_task(self.deliver(event, extra))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def drain(self) -> None:
        """Wait for every delivery under way (used at shutdown and by tests)."""
        while self._tasks:
            await asyncio.gather(*list(self._tasks), return_exceptions=True)

    async def deliver(self, event: Mapping[str, Any], extra: Mapping[str, Any] | None = None) -> list[Delivery]:
        payload = {**webhook_body(event, include_texts=self.settings.include_texts), **(extra or {})}
        body = json.dumps(payload, sort_keys=True).encode()
        key = event_id(event)
        async with self._slots:
            results = [await self._deliver_one(url, key, body) for url in self.settings.urls]
        for result in results:
            if not result.delivered and self._dead_letter is not None:
                outcome = self._dead_letter(result, body)
                if asyncio.iscoroutine(outcome):
                    await outcome
        return results

    async def _deliver_one(self, url: str, key: str, body: bytes) -> Delivery:
        error = ""
        for attempt in range(1, self.settings.max_attempts + 1):
            retry_after, error = await self._post(url, key, body)
            if not error:
                return Delivery(url, key, True, attempt)
            if retry_after is None or attempt == self.settings.max_attempts:
                return Delivery(url, key, False, attempt, error)
            await self._sleep(max(retry_after, self._backoff(attempt)))
        return Delivery(url, key, False, self.settings.max_attempts, error)

    def _backoff(self, attempt: int) -> float:
        """Exponential backoff with full jitter: a restarted receiver is not hit by every sender at once."""
        ceiling = min(self.settings.max_delay_s, self.settings.base_delay_s * 2 ** (attempt - 1))
        return ceiling * (0.5 + self._rng() / 2)

    async def _post(self, url: str, key: str, body: bytes) -> tuple[float | None, str]:
        """("", ok) on 2xx; else (seconds to wait before a retry, or None when retrying is pointless, error)."""
        try:
            parsed, address = await guarded_address(url, allow_private=self.settings.allow_private)
        except AddressRefused as refused:
            return None, f"refused: {refused.reason}"
        headers = {
            "Content-Type": "application/json",
            SIGNATURE_HEADER: sign(self.settings.secret, body, int(self._clock())),
            EVENT_ID_HEADER: key,
            "User-Agent": "saife-webhook/0.1",
        }
        if self.settings.instance:
            headers[INSTANCE_HEADER] = self.settings.instance
        timeout = httpx.Timeout(self.settings.timeout_s)
        try:
            async with httpx.AsyncClient(timeout=timeout, follow_redirects=False, trust_env=False) as client:
                response = await client.send(
                    pinned_request(client, "POST", parsed, address, headers=headers, content=body)
                )
        except httpx.HTTPError as error:
            return 0.0, f"could not deliver ({type(error).__name__})"
        if 200 <= response.status_code < 300:
            return None, ""
        if response.status_code == 409:  # the receiver already has this event: delivered, not a failure
            return None, ""
        if response.status_code in (408, 425, 429) or response.status_code >= 500:
            return _retry_after(response.headers.get("retry-after"), self.settings.max_delay_s), (
                f"the receiver answered HTTP {response.status_code}"
            )
        return None, f"the receiver refused it (HTTP {response.status_code})"


def _retry_after(value: str | None, cap: float) -> float:
    try:
        return min(cap, max(0.0, float(value))) if value else 0.0
    except ValueError:
        return 0.0
