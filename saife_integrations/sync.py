"""`verify` and `check_step` for framework callbacks that are synchronous but may run inside an event loop."""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from typing import TypeVar

from engine import Config, Report, Source, StepDecision, check_step, verify

T = TypeVar("T")


def run_verify(answer: str, sources: Sequence[str | Source], question: str | None, config: Config | None) -> Report:
    """`engine.verify`, callable from anywhere (see `_outside_the_loop`)."""
    return _outside_the_loop(lambda: verify(answer, sources, question, config))


def run_check_step(claim: str, evidence: Sequence[str], threshold: float, config: Config | None) -> StepDecision:
    """`engine.check_step`, callable from anywhere (see `_outside_the_loop`)."""
    return _outside_the_loop(lambda: check_step(claim, evidence, threshold, config))


def _outside_the_loop(call: Callable[[], T]) -> T:
    """`call()` here, or in a worker thread when this thread runs an event loop (the sync SDK refuses to nest)."""
    try:
        asyncio.get_running_loop()
    except RuntimeError:
        return call()
    with ThreadPoolExecutor(max_workers=1) as pool:
        return pool.submit(call).result()
