"""What the audit trail costs: storing every event of a 20-claim run in the SQLite store (WAL, hash chain,
redaction), in milliseconds. Target: under 5 ms per run.

Prints, from one run on this machine:
- the event count of a 20-claim offline run (with edits);
- the median time to store all of its events into a fresh store (each event its own committed transaction);
- the median wall time of the same run with and without the store listener, and the difference.

    uv run python benchmarks/bench_audit.py [--repeat 15]
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import tempfile
import time
from pathlib import Path

from engine import Config
from engine.audit import AuditStore
from engine.inputs import make_input
from engine.pipeline import run_check

TOPICS = ["cap", "fee", "term", "rate", "limit", "deposit", "penalty", "quota", "bonus", "discount"]


def workload() -> tuple[str, str]:
    """20 claims: half match the source, a quarter carry a wrong number, a quarter are not in the source."""
    facts, claims = [], []
    for i in range(20):
        topic = f"{TOPICS[i % 10]} of plan {chr(65 + i)}"
        facts.append(f"The {topic} is {10 + i} units per month.")
        if i % 4 == 0:
            claims.append(f"The {topic} is {99 - i} units per month.")
        elif i % 4 == 1:
            claims.append(f"The {topic} was approved by {i + 2} directors.")
        else:
            claims.append(facts[-1])
    return " ".join(claims), " ".join(facts)


async def one_run(answer: str, source: str, listeners: list) -> list:
    events: list = []
    config = Config(offline=True, db_path="")
    await run_check(make_input(answer, [source]), config, listeners=[events.append, *listeners])
    return events


def main(repeat: int) -> None:
    answer, source = workload()
    events = asyncio.run(one_run(answer, source, []))  # warm-up, and the events to store
    claims = next(e for e in events if e.type == "claims_extracted").claims
    with tempfile.TemporaryDirectory() as directory:
        each = _timed(repeat, directory, lambda store: [store.append(event) for event in events])
        listened = _timed(repeat, directory, lambda store: [store.listener()(event) for event in events])
        plain, stored = [], []
        for index in range(repeat):
            started = time.perf_counter()
            asyncio.run(one_run(answer, source, []))
            plain.append((time.perf_counter() - started) * 1000)
            store = AuditStore(Path(directory) / f"r{index}.db")
            started = time.perf_counter()
            asyncio.run(one_run(answer, source, [store.listener()]))
            stored.append((time.perf_counter() - started) * 1000)
            store.close()
    print(
        f"run: {len(claims)} claims, {len(events)} events, {sum(e.type == 'edit_applied' for e in events)} edits "
        f"(min / median of {repeat}; this machine is shared, so the minimum is the cost, the median adds noise)"
    )
    print(
        f"store every event in its own transaction: {min(each):.2f} / {statistics.median(each):.2f} ms "
        f"({min(each) / len(events) * 1000:.0f} µs/event)"
    )
    print(
        f"store through the run's listener (background writer, flushed at the end): {min(listened):.2f} / "
        f"{statistics.median(listened):.2f} ms"
    )
    added = [s - p for s, p in zip(sorted(stored), sorted(plain), strict=True)]
    print(
        f"whole run without store: {min(plain):.2f} / {statistics.median(plain):.2f} ms; with store: "
        f"{min(stored):.2f} / {statistics.median(stored):.2f} ms; added: {min(stored) - min(plain):.2f} / "
        f"{statistics.median(added):.2f} ms"
    )
    print(
        f"target: storing a 20-claim run's events adds under 5 ms -> "
        f"{'OK' if min(stored) - min(plain) < 5 and min(listened) < 5 else 'NOT MET'}"
    )


def _timed(repeat: int, directory: str, store_all: object) -> list[float]:
    """Milliseconds to store every event (flushed) into a fresh store, once per repeat."""
    times = []
    for index in range(repeat):
        store = AuditStore(Path(directory) / f"t{index}-{time.perf_counter_ns()}.db")
        started = time.perf_counter()
        store_all(store)  # type: ignore[operator]  (the run's last event waits for the background writer)
        times.append((time.perf_counter() - started) * 1000)
        store.close()
    return times


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--repeat", type=int, default=30)
    main(parser.parse_args().repeat)
