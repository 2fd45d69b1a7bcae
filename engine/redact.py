"""Remove secrets from any text that may leave the process (alerts, events, logs, exception messages)."""

from __future__ import annotations

import os
import re
from collections.abc import Iterable

# Key-like strings: vendor prefixes with a long random tail (a digit, or 16 letters in a row, not
# "sk-learn-is-a-library"), bearer tokens, and `key=value` pairs.
_KEY_SHAPES = re.compile(
    r"\b(?:sk|pk|rk|gsk|xai)[-_](?=[-_A-Za-z0-9]*(?:\d|[A-Za-z0-9]{16}))[-_A-Za-z0-9]{16,}"
    r"|\bAIza[-_A-Za-z0-9]{30,}"
    r"|(?i:bearer)\s+[-._~+/A-Za-z0-9]{8,}=*"
    r"|(?i:(?:api[-_]?key|x-api-key|token|secret|password|authorization)[\"']?\s*[:=]\s*[\"']?)"
    r"(?:(?i:bearer)\s+)?[^\s\"',}]{6,}"
)
_KEY_VARIABLES = re.compile(r"(?:API_KEY|_TOKEN|_SECRET)$")
MIN_SECRET_CHARS = 16
"""Shorter keys are never used as patterns: replacing "million" or "not " everywhere would rewrite ordinary text.
A short key is still never written, since no code puts a key into a text; redaction is only the second line."""


def redact(text: str, secrets: Iterable[str] = ()) -> str:
    """`text` with the given secrets, the environment's keys (both only when 16 characters or longer) and
    anything shaped like a key replaced by "[redacted]"."""
    for secret in sorted({*secrets, *_environment_secrets()}, key=len, reverse=True):
        if len(secret) >= MIN_SECRET_CHARS:
            text = text.replace(secret, "[redacted]")
    return _KEY_SHAPES.sub("[redacted]", text)


def _environment_secrets() -> list[str]:
    return [value for name, value in os.environ.items() if _KEY_VARIABLES.search(name) and value]
