"""Importing the model SDKs ahead of time, so that their import (seconds on a cold start) never counts against a
run's deadline and never blocks a running event loop."""

from __future__ import annotations

import importlib
from collections.abc import Iterable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..config import Config

SDKS = ("openai", "anthropic")


def warm_up(sdks: Iterable[str] = SDKS) -> tuple[str, ...]:
    """Import the given model SDKs (both by default) and return their names.

    Call it at server start, or in a worker thread before a run's clock starts (`engine.session` does so for the
    SDKs the run's models need). Importing a module twice costs nothing, so calling it again is harmless.
    """
    done = []
    for name in sdks:
        if name not in SDKS:
            raise ValueError(f"unknown model SDK {name!r}; known: {', '.join(SDKS)}")
        importlib.import_module(name)
        done.append(name)
    return tuple(done)


def sdks_for(config: Config) -> tuple[str, ...]:
    """The SDKs the configured roles' models need (none offline).

    Raises:
        ConfigError: a model names an unknown provider.
    """
    from ..config import ROLES
    from .presets import parse_model

    specs = [spec for role in ROLES if (spec := config.model_for(role)) is not None]
    return tuple(dict.fromkeys(parse_model(spec.model).preset.sdk for spec in specs))
