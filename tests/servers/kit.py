"""Routers and detector contexts for tests that talk to the scripted servers (provider, web and consistency tests)."""

from __future__ import annotations

from collections.abc import Sequence

from engine.config import Config
from engine.detectors.base import DetectorContext
from engine.evidence import SourceSet
from engine.router import RetryPolicy, Router, build_router
from engine.splitter import split_claims
from engine.types import Source


def scripted_router(config: Config, retry: RetryPolicy, **kwargs: object) -> Router:
    """The real router over `config` (no environment read), retrying quickly so failure tests stay fast."""
    router = build_router(config, env={}, retry=retry, **kwargs)  # type: ignore[arg-type]
    assert router is not None
    return router


def detector_context(
    config: Config,
    answer: str,
    *,
    router: Router | None = None,
    question: str | None = None,
    sources: Sequence[str] = (),
    deadline: float | None = None,
) -> tuple[DetectorContext, list[str]]:
    """A DetectorContext over `answer` split by rules, and the list its alerts go to."""
    alerts: list[str] = []
    ctx = DetectorContext(
        answer=answer,
        claims=split_claims(answer),
        sources=SourceSet([Source(id=i, text=t) for i, t in enumerate(sources)]),
        question=question,
        config=config,
        alert=alerts.append,
        deadline=deadline,
        router=router,
    )
    return ctx, alerts
