"""Errors of the model layer, their classification, and key redaction for every text that leaves it.

The SDKs put the server's error message into their exception text, and some servers echo the key
they were sent ("Incorrect API key provided: sk-..."): nothing from an SDK exception reaches an alert,
an event or a log without passing through `redact`.
"""

from __future__ import annotations

from email.utils import parsedate_to_datetime
from enum import StrEnum
from time import time
from typing import Any

from ..errors import ConfigError
from ..redact import redact as _redact_shapes

__all__ = ["ConfigError", "ErrorKind", "ProviderError", "classify", "redact", "register_secret"]


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


_RETRYABLE = frozenset({ErrorKind.RATE_LIMIT, ErrorKind.SERVER})

_SUMMARY = {
    ErrorKind.AUTH: "the key was rejected",
    ErrorKind.NOT_FOUND: "the model or endpoint does not exist",
    ErrorKind.RATE_LIMIT: "rate limited",
    ErrorKind.SERVER: "server error",
    ErrorKind.TIMEOUT: "no reply in time",
    ErrorKind.CONNECTION: "could not connect",
    ErrorKind.BAD_REQUEST: "the request was rejected",
    ErrorKind.BUDGET: "budget spent",
    ErrorKind.PROTOCOL: "the reply was not a model reply",
}


class ProviderError(Exception):
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
    ) -> None:
        self.kind = kind
        self.detail = redact(detail)[:300]
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
        """Plain-language description: what failed and why, e.g. `the key was rejected (HTTP 401)`."""
        text = _SUMMARY[self.kind]
        if self.status is not None:
            text += f" (HTTP {self.status})"
        if self.detail:
            text += f": {self.detail}"
        return text

    def with_context(self, *, provider: str, model: str, role: str) -> ProviderError:
        """The same error, labelled with the role and model it happened to."""
        self.provider, self.model, self.role = provider, model, role
        return self


def classify(exc: BaseException, *, timeout_s: float | None = None) -> ProviderError:
    """Turn an `openai` / `anthropic` SDK exception into a ProviderError (text redacted)."""
    # Imported here: the SDKs take seconds to import, and a run without a model never needs them.
    import anthropic
    import openai

    if isinstance(exc, openai.APITimeoutError | anthropic.APITimeoutError | TimeoutError):
        after = f"after {timeout_s:g} s" if timeout_s else ""
        return ProviderError(ErrorKind.TIMEOUT, after)
    if isinstance(exc, openai.APIConnectionError | anthropic.APIConnectionError):
        cause = exc.__cause__ or exc.__context__
        return ProviderError(ErrorKind.CONNECTION, type(cause).__name__ if cause else "")
    if isinstance(exc, openai.APIStatusError | anthropic.APIStatusError):
        status = exc.status_code
        return ProviderError(
            _kind_for_status(status),
            _server_message(exc.body),
            status=status,
            retry_after=retry_after_seconds(exc.response.headers),
        )
    return ProviderError(ErrorKind.PROTOCOL, type(exc).__name__)


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
    """The server's own explanation (`error.message`), which often says what to fix."""
    if isinstance(body, dict):
        inner = body.get("error", body)
        if isinstance(inner, dict) and isinstance(inner.get("message"), str):
            return str(inner["message"])
        if isinstance(body.get("message"), str):
            return str(body["message"])
        return ""
    return body[:200] if isinstance(body, str) else ""


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


# Keys registered by the router: redacted wherever they appear, whatever their shape.
_SECRETS: set[str] = set()
REDACTED = "[redacted]"


def register_secret(value: str) -> None:
    """Remember a key so `redact` removes it from any text (kept in memory only, never written anywhere)."""
    if len(value) >= 4:
        _SECRETS.add(value)


def redact(text: str) -> str:
    """`text` with every registered key and anything shaped like a key replaced by `[redacted]`."""
    for secret in sorted(_SECRETS, key=len, reverse=True):
        text = text.replace(secret, REDACTED)
    return _redact_shapes(text)
