"""Importing the model SDKs ahead of time, so that their import (seconds on a cold start) never counts against a
run's deadline and never blocks a running event loop."""

from __future__ import annotations

import importlib
from collections.abc import Iterable

SDKS = ("openai", "anthropic")


def warm_up(sdks: Iterable[str] = SDKS) -> tuple[str, ...]:
    """Import the given model SDKs (both by default) and return their names.

    Call it at server start, or in a worker thread before a run's clock starts (`Router.prepare` does so for the
    SDKs the run's models need). Importing a module twice costs nothing, so calling it again is harmless.
    """
    done = []
    for name in sdks:
        if name not in SDKS:
            raise ValueError(f"unknown model SDK {name!r}; known: {', '.join(SDKS)}")
        importlib.import_module(name)
        done.append(name)
    return tuple(done)
