"""Errors of the model layer, their classification, and key redaction for every text that leaves it.

The SDKs put the server's error message into their exception text, and some servers echo the key
they were sent ("Incorrect API key provided: sk-..."): nothing from an SDK exception reaches an alert,
an event or a log except the plain-language summary built here, with the run's own keys redacted.
"""

from __future__ import annotations

import math
import sys
from collections.abc import Iterable
from email.utils import parsedate_to_datetime
from enum import StrEnum
from time import time
from typing import Any

from ..errors import ConfigError, SaifeError
from ..redact import redact as _redact

__all__ = ["BlockedAddress", "ConfigError", "ErrorKind", "ProviderError", "classify", "redact"]


class ErrorKind(StrEnum):
    AUTH = "auth"
    NOT_FOUND = "not_found"
    RATE_LIMIT = "rate_limit"
    SERVER = "server"
    TIMEOUT = "timeout"
    CONNECTION = "connection"
    BAD_REQUEST = "bad_request"
    BUDGET = "budget"
    PROTOCOL = "protocol"
    """The reply was not the API's shape (a broken proxy, a wrong base URL serving something else)."""
    BLOCKED = "blocked"
    """A visitor-given endpoint resolved to a private, loopback or link-local address: nothing was sent."""


_RETRYABLE = frozenset({ErrorKind.RATE_LIMIT, ErrorKind.SERVER})

# What a person reads: plain words, never an exception class name or a raw response body.
_SUMMARY = {
    ErrorKind.AUTH: "the key was refused",
    ErrorKind.NOT_FOUND: "the model name is not known to this provider",
    ErrorKind.RATE_LIMIT: "rate limited: try again later",
    ErrorKind.SERVER: "the model server returned an error",
    ErrorKind.TIMEOUT: "the model did not answer in time",
    ErrorKind.CONNECTION: "the model server could not be reached",
    ErrorKind.BAD_REQUEST: "the model server rejected the request",
    ErrorKind.BUDGET: "budget spent",
    ErrorKind.PROTOCOL: "the model server's reply was not a model reply",
    ErrorKind.BLOCKED: "the model server's address is not allowed",
}
SERVER_MESSAGE_CHARS = 160
"""Most characters of a provider's own JSON `error.message` quoted in a summary."""


class ProviderError(SaifeError):
    """A model call that failed. Its text is already redacted and names no key."""

    def __init__(
        self,
        kind: ErrorKind,
        detail: str = "",
        *,
        status: int | None = None,
        retry_after: float | None = None,
        provider: str = "",
        model: str = "",
        role: str = "",
        secrets: Iterable[str] = (),
    ) -> None:
        self.kind = kind
        self.detail = redact(detail, secrets)[:300]
        self.status = status
        self.retry_after = retry_after
        self.provider = provider
        self.model = model
        self.role = role
        super().__init__(self.summary())

    @property
    def retryable(self) -> bool:
        """Whether waiting and trying again may help (429 and 5xx)."""
        return self.kind in _RETRYABLE

    def summary(self) -> str:
        """Plain-language description: what failed and why, e.g. `the key was refused (HTTP 401)`."""
        text = _SUMMARY[self.kind]
        if self.kind is ErrorKind.RATE_LIMIT and self.retry_after is not None:
            text = f"rate limited: try again in {max(1, math.ceil(self.retry_after))} s"
        if self.status is not None:
            text += f" (HTTP {self.status})"
        if self.detail:
            text += f": {self.detail}"
        return text

    def with_context(self, *, provider: str, model: str, role: str) -> ProviderError:
        """The same error, labelled with the role and model it happened to."""
        self.provider, self.model, self.role = provider, model, role
        return self


class BlockedAddress(SaifeError):
    """Raised by the pinned transport before connecting to an address a visitor's endpoint may not reach."""


def classify(exc: BaseException, *, timeout_s: float | None = None, secrets: Iterable[str] = ()) -> ProviderError:
    """Turn an `openai` / `anthropic` SDK exception into a ProviderError in plain words (text redacted).

    `secrets` are the keys of the client that failed: a server that echoes the key it was sent has it removed.
    Only a JSON error body's `error.message` is quoted; an HTML or text body (a proxy's error page) never is.
    """
    # Only the SDKs already loaded: an exception from one means it is loaded, and importing the other here (seconds
    # on a cold start) would stall the event loop in the middle of a run.
    sdks = [sys.modules[name] for name in ("openai", "anthropic") if name in sys.modules]
    timeouts = tuple(sdk.APITimeoutError for sdk in sdks)
    connections = tuple(sdk.APIConnectionError for sdk in sdks)
    statuses = tuple(sdk.APIStatusError for sdk in sdks)
    blocked = _blocked_cause(exc)
    if blocked is not None:
        return ProviderError(ErrorKind.BLOCKED, str(blocked), secrets=secrets)
    if isinstance(exc, (*timeouts, TimeoutError)):
        after = f"waited {round(timeout_s, 1):g} s" if timeout_s else ""
        return ProviderError(ErrorKind.TIMEOUT, after)
    if isinstance(exc, connections):
        return ProviderError(ErrorKind.CONNECTION)
    if isinstance(exc, statuses):
        status = exc.status_code  # type: ignore[attr-defined]
        return ProviderError(
            _kind_for_status(status),
            _server_message(exc.body),  # type: ignore[attr-defined]
            status=status,
            retry_after=retry_after_seconds(exc.response.headers),  # type: ignore[attr-defined]
            secrets=secrets,
        )
    return ProviderError(ErrorKind.PROTOCOL)


def _blocked_cause(exc: BaseException) -> BlockedAddress | None:
    """The pinned transport's refusal, which the SDKs wrap in their connection error."""
    seen: set[int] = set()
    current: BaseException | None = exc
    while current is not None and id(current) not in seen:
        if isinstance(current, BlockedAddress):
            return current
        seen.add(id(current))
        current = current.__cause__ or current.__context__
    return None


def _kind_for_status(status: int) -> ErrorKind:
    if status in (401, 403):
        return ErrorKind.AUTH
    if status == 404:
        return ErrorKind.NOT_FOUND
    if status == 429:
        return ErrorKind.RATE_LIMIT
    if status == 408:
        return ErrorKind.TIMEOUT
    if status >= 500:
        return ErrorKind.SERVER
    return ErrorKind.BAD_REQUEST


def _server_message(body: Any) -> str:
    """The server's own explanation from a JSON body (`error.message`), quoted and cut short; nothing otherwise.

    The SDKs hand over a non-JSON body as a string: an internal service's HTML error page must never reach an
    alert, a report or the audit trail, so a string body is dropped.
    """
    if not isinstance(body, dict):
        return ""
    inner = body.get("error", body)
    message = inner.get("message") if isinstance(inner, dict) else None
    if not isinstance(message, str) and isinstance(body.get("message"), str):
        message = body["message"]
    if not isinstance(message, str) or not message.strip():
        return ""
    text = " ".join(message.split())
    if len(text) > SERVER_MESSAGE_CHARS:
        text = text[: SERVER_MESSAGE_CHARS - 1].rstrip() + "…"
    return f'"{text}"'


def retry_after_seconds(headers: Any) -> float | None:
    """Seconds to wait from `retry-after-ms` or `retry-after` (seconds or an HTTP date), if present."""
    with_ms = headers.get("retry-after-ms")
    if with_ms:
        try:
            return max(0.0, float(with_ms) / 1000)
        except ValueError:
            pass
    value = headers.get("retry-after")
    if not value:
        return None
    try:
        return max(0.0, float(value))
    except ValueError:
        pass
    try:
        return max(0.0, parsedate_to_datetime(value).timestamp() - time())
    except (TypeError, ValueError):
        return None


REDACTED = "[redacted]"


def redact(text: str, secrets: Iterable[str] = ()) -> str:
    """`text` with this run's keys (`secrets`, 16 characters or more) and anything shaped like a key removed.

    There is no process-wide list of keys: a key given to one run never rewrites another run's text.
    """
    return _redact(text, secrets)
