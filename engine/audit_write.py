"""Writing the audit trail: redaction of every stored string, the hash chain, and batched appends.

Split from `engine.audit` (which owns the store, its schema and the reading side) so each stays small.
"""

from __future__ import annotations

import hashlib
import os
import queue
import sys
import threading
from collections.abc import Callable, Sequence
from datetime import UTC, datetime
from typing import Any

import pydantic_core

from .events import Event, event_to_dict
from .redact import _KEY_SHAPES, _KEY_VARIABLES

_CHUNK = ". "
"""Where stored text is cut into pieces (sentences) for the redaction cache: no key or auth header spans it."""
_CACHE_LIMIT = 20_000
_TRIGGERS = (
    "sk-", "sk_", "pk-", "pk_", "rk-", "rk_", "xai-", "xai_", "aiza", "bearer", "key", "token", "secret", "password",
    "authorization",
)  # fmt: skip
"""Lower-case text that every key shape and auth header holds (`engine.redact._KEY_SHAPES`, `_AUTH_HEADER_SUB`):
text without any of them has nothing those patterns could match, so they are not run on it (most text)."""
BATCH_MAX = 256
"""Most events written in one transaction by the background writer."""


def genesis(run_id: str) -> str:
    """The "previous hash" of a run's first event."""
    return hashlib.sha256(f"saife-audit:{run_id}".encode()).hexdigest()


def chain_hash(previous: str, data: str) -> str:
    """A stored event's hash: sha256 over the previous event's hash and this event's JSON."""
    return hashlib.sha256(f"{previous}\n{data}".encode()).hexdigest()


def now() -> str:
    return datetime.now(UTC).isoformat(timespec="milliseconds")


class Redactor:
    """`engine.redact.redact` for a stream of events, plus auth headers.

    It uses the same key shapes and key-variable rule as `engine.redact`, and also removes the keys the model
    layer registered. The environment's keys are read once per run (`refresh`), and pieces of text already
    redacted (sentences) are not scanned again, so that storing an event costs microseconds.
    """

    def __init__(self) -> None:
        self.secrets: list[str] = []
        self._cache: dict[str, str] = {}
        self.refresh()

    def refresh(self) -> None:
        environment = [v for k, v in os.environ.items() if v and len(v) >= 6 and _KEY_VARIABLES.search(k)]
        providers = sys.modules.get("engine.providers.errors")
        registered = [v for v in getattr(providers, "_SECRETS", ()) if isinstance(v, str) and len(v) >= 4]
        self.secrets = sorted({*environment, *registered}, key=len, reverse=True)
        self._cache = {}

    def __call__(self, text: str) -> str:
        if len(text) < 6:
            return text
        if (whole := self._cache.get(text)) is not None:
            return whole
        pieces = []
        for piece in text.split(_CHUNK):
            clean = self._cache.get(piece)
            if clean is None:
                clean = self._scan(piece)
                self._remember(piece, clean)
            pieces.append(clean)
        joined = _CHUNK.join(pieces)
        self._remember(text, joined)
        return joined

    def _remember(self, text: str, clean: str) -> None:
        if len(self._cache) < _CACHE_LIMIT:
            self._cache[text] = clean

    def _scan(self, text: str) -> str:
        lowered = text.lower()
        shaped = any(trigger in lowered for trigger in _TRIGGERS)
        if shaped:
            text = _AUTH_HEADER_SUB(text)
        for secret in self.secrets:
            if secret in text:
                text = text.replace(secret, "[redacted]")
        return _KEY_SHAPES.sub("[redacted]", text) if shaped else text


def _auth_header_sub() -> Callable[[str], str]:
    import re

    pattern = re.compile(
        r"(?i)\b((?:proxy-)?authorization|x-api-key|api-key|x-goog-api-key)([\"']?\s*[:=]\s*[\"']?)"
        r"(?:(?:bearer|basic|token)\s+)?[^\s\"',}]+"
    )
    return lambda text: pattern.sub(r"\1\2[redacted]", text)


_AUTH_HEADER_SUB = _auth_header_sub()


def dump(event: Event, redact: Redactor) -> str:
    """The event's JSON (as sent over SSE) with every string redacted before encoding (JSON escapes would hide
    key shapes from a pass over the encoded text)."""
    return pydantic_core.to_json(_redacted(event_to_dict(event), redact)).decode()


def _redacted(value: Any, redact: Redactor) -> Any:
    kind = type(value)
    if kind is str:
        return redact(value)
    if kind is dict:
        return {k: redact(v) if type(v) is str else _redacted(v, redact) for k, v in value.items()}
    if kind is list:
        return [redact(v) if type(v) is str else _redacted(v, redact) for v in value]
    return value


class BackgroundWriter:
    """One daemon thread that stores submitted events in order, many per transaction when they queue up.

    `flush` waits until everything submitted is stored; a failed write is raised at the next `submit` or
    `flush` (the run turns it into an alert).
    """

    def __init__(self, write: Callable[[Sequence[Event]], None], failure: type[Exception]) -> None:
        self._write = write
        self._failure_type = failure
        self._queue: queue.SimpleQueue[Event | None] = queue.SimpleQueue()
        self._idle = threading.Condition()
        self._pending = 0
        self._failure: Exception | None = None
        self._thread = threading.Thread(target=self._work, name="saife-audit", daemon=True)
        self._thread.start()

    def submit(self, event: Event) -> None:
        self._raise_failure()
        with self._idle:
            self._pending += 1
        self._queue.put(event)

    def flush(self, timeout: float = 30.0) -> None:
        with self._idle:
            self._idle.wait_for(lambda: self._pending == 0, timeout=timeout)
        self._raise_failure()

    def stop(self) -> None:
        self._queue.put(None)
        self._thread.join(timeout=30)

    def _work(self) -> None:
        stopping = False
        while not stopping:
            batch: list[Event] = []
            item = self._queue.get()
            while item is not None:
                batch.append(item)
                if len(batch) >= BATCH_MAX:
                    break
                try:
                    item = self._queue.get_nowait()
                except queue.Empty:
                    break
            else:
                stopping = True
            if not batch:
                continue
            try:
                if self._failure is None:
                    self._write(batch)
            except self._failure_type as exc:
                self._failure = exc
            finally:
                with self._idle:
                    self._pending -= len(batch)
                    self._idle.notify_all()

    def _raise_failure(self) -> None:
        failure, self._failure = self._failure, None
        if failure is not None:
            raise failure
