"""The embedded verifier's cost on this machine: model load time, ms per pair (batched and one at a time, short and
long pairs), evidence-window retrieval time, and the memory the loaded model adds (RSS delta).

Prints numbers only; nothing here asserts a speed.

    python3 -m uv run python benchmarks/bench_verifier.py [--pairs 256] [--batch 16] [--json]
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from pathlib import Path


def _rss_mb() -> float:
    """Resident set size now (not the peak), from /proc."""
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


SHORT = ("The Eiffel Tower was completed in 1889.", "The tower was finished in 1889.")
LONG = (
    "Acme Robotics, founded in 2011 in Leeds by two former university researchers, makes autonomous warehouse "
    "robots and employs 85 people across offices in Leeds, Rotterdam and Austin. Revenue rose 34% to $18.2 million "
    "in 2023, driven by a contract with a large European grocery chain. The company expects to double its staff by "
    "2026 and plans a second factory in Poland.",
    "Acme Robotics, which was founded in Leeds, grew its revenue by about a third in 2023 to roughly $18 million.",
)


def _ms_per_pair(verifier, pairs: list[tuple[str, str]], batch: int) -> float:
    verifier.score(pairs[:batch], batch_size=batch)  # warm-up
    started = time.perf_counter()
    verifier.score(pairs, batch_size=batch)
    return (time.perf_counter() - started) * 1000 / len(pairs)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--pairs", type=int, default=256)
    parser.add_argument("--batch", type=int, default=16)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    rss_before = _rss_mb()
    started = time.perf_counter()
    from engine.verifier import candidate_windows, load_verifier

    verifier = load_verifier()
    load_ms = (time.perf_counter() - started) * 1000
    rss_loaded = _rss_mb()
    figures = {
        "load_ms": round(load_ms, 1),
        "short_ms_per_pair_batched": round(_ms_per_pair(verifier, [SHORT] * args.pairs, args.batch), 2),
        "long_ms_per_pair_batched": round(_ms_per_pair(verifier, [LONG] * args.pairs, args.batch), 2),
        "long_ms_per_pair_single": round(_ms_per_pair(verifier, [LONG] * min(64, args.pairs), 1), 2),
        "rss_delta_after_load_mb": round(rss_loaded - rss_before, 1),
        "rss_delta_after_scoring_mb": round(_rss_mb() - rss_before, 1),
    }
    sources = [LONG[0] * 20, SHORT[0] * 50]
    times = []
    for _ in range(20):
        started = time.perf_counter()
        candidate_windows(LONG[1], sources)
        times.append((time.perf_counter() - started) * 1000)
    figures[f"windows_ms_median_2_sources_{sum(map(len, sources))}_chars"] = round(statistics.median(times), 2)
    if args.json:
        print(json.dumps(figures))
    else:
        for name, value in figures.items():
            print(f"{name:45s} {value}")


if __name__ == "__main__":
    main()
