"""`verify` for framework callbacks that are synchronous but may be called from inside a running event loop."""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor

from engine import Config, Report, Source, verify


def run_verify(answer: str, sources: Sequence[str | Source], question: str | None, config: Config | None) -> Report:
    """`engine.verify`; inside a running event loop (where `verify` refuses to nest) it runs in a worker thread."""
    try:
        asyncio.get_running_loop()
    except RuntimeError:
        return verify(answer, sources, question, config)
    with ThreadPoolExecutor(max_workers=1) as pool:
        return pool.submit(verify, answer, sources, question, config).result()
