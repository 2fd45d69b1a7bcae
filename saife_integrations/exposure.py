"""A warning for servers bound beyond this machine without an access token."""

from __future__ import annotations

import os

LOOPBACK = {"127.0.0.1", "localhost", "::1"}


def open_to_the_network_warning(host: str, what: str) -> str | None:
    """The line to print when `host` is reachable from other machines and SAIFE_ACCESS_TOKEN is not set."""
    if host in LOOPBACK or host.startswith("127.") or os.environ.get("SAIFE_ACCESS_TOKEN", "").strip():
        return None
    return (
        f"saife: warning: {what} listens on {host} without SAIFE_ACCESS_TOKEN: anyone who can reach it can use "
        "it (and the model keys behind it). Set SAIFE_ACCESS_TOKEN or bind to 127.0.0.1."
    )
