"""Shared fixtures for the no-model detector tests: a detector context built from an answer and sources."""

from __future__ import annotations

import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))  # link_server, planted_kit

from engine.config import Config
from engine.detectors import DetectorContext
from engine.evidence import SourceSet
from engine.splitter import split_claims
from engine.types import Claim, Source

MakeContext = Callable[..., DetectorContext]


@pytest.fixture
def make_ctx() -> MakeContext:
    """Build a DetectorContext: claims from the rule-based splitter unless given, alerts collected in ctx.alerts."""

    def build(
        answer: str,
        sources: Sequence[str] = (),
        *,
        claims: Sequence[Claim] | None = None,
        budget_s: float | None = None,
        question: str | None = None,
        **config: object,
    ) -> DetectorContext:
        alerts: list[str] = []
        ctx = DetectorContext(
            answer=answer,
            claims=tuple(claims) if claims is not None else split_claims(answer),
            sources=SourceSet([Source(id=i, text=t) for i, t in enumerate(sources)]),
            question=question,
            config=Config(**config),  # type: ignore[arg-type]
            alert=alerts.append,
            deadline=None if budget_s is None else time.monotonic() + budget_s,
        )
        ctx.alerts = alerts  # type: ignore[attr-defined]
        return ctx

    return build
