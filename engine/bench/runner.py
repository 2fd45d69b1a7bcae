"""Run the engine over benchmark items: concurrently under a semaphore, results in input order."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Sequence
from typing import Any

from ..config import Config
from ..errors import InputError
from ..sdk import averify
from .items import BenchItem
from .outcomes import ItemOutcome, outcome_from_report
from .progress import Progress


async def run_items(
    items: Sequence[BenchItem],
    config: Config,
    *,
    concurrency: int = 1,
    progress: Progress | None = None,
) -> list[ItemOutcome]:
    """Check every item with `config`; the i-th outcome belongs to the i-th item whatever the finishing order.

    Args:
        items: what to check.
        config: the engine configuration (offline, or with models).
        concurrency: at most this many checks in flight (1 gives clean per-item latencies offline).
        progress: advanced once per finished item.
    """
    semaphore = asyncio.Semaphore(max(1, concurrency))
    results: list[ItemOutcome | None] = [None] * len(items)

    async def one(index: int, item: BenchItem) -> None:
        async with semaphore:
            results[index] = await check_item(item, config)
        if progress is not None:
            progress.advance()

    async with asyncio.TaskGroup() as group:
        for index, item in enumerate(items):
            group.create_task(one(index, item))
    return [r for r in results if r is not None]


async def check_item(item: BenchItem, config: Config) -> ItemOutcome:
    """One item through the public SDK. A refused input or a crash becomes an outcome with no status."""
    warnings = 0

    def count_alerts(event: Any) -> None:
        nonlocal warnings
        if getattr(event, "type", "") == "alert" and getattr(event, "level", "") in ("warning", "error"):
            warnings += 1

    started = time.perf_counter()
    try:
        report = await averify(item.answer, list(item.sources), item.question or None, config, listeners=[count_alerts])
    except InputError as exc:
        # Refused before any check ran (e.g. an empty answer): loud by construction, not a silent failure.
        return ItemOutcome(item_id=item.id, status=None, latency_ms=_ms(started), error=f"input refused: {exc}")
    except Exception as exc:  # the engine promises never to raise for a failed check: record it as a failure
        return ItemOutcome(
            item_id=item.id,
            status=None,
            latency_ms=_ms(started),
            failures=1,
            warnings=1,
            error=f"engine raised {type(exc).__name__}",
        )
    return outcome_from_report(item.id, report, latency_ms=_ms(started), warnings=warnings)


def _ms(started: float) -> float:
    return (time.perf_counter() - started) * 1000
