"""What the embedded verifier costs a whole run: a 1,000-word answer against 100 KB of sources, offline, with and
without the verifier; the model's load time and the memory it adds (RSS delta).

Targets (printed beside the figures, never asserted): with the verifier < 1.5 s, without < 300 ms, model load
< 1 s, < 400 MB extra RSS. Prints numbers only.

    python3 -m uv run python benchmarks/bench_verifier_detector.py [--repeat 3] [--json]
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time
from pathlib import Path

TARGETS = {"with_ms": 1500, "without_ms": 300, "load_ms": 1000, "extra_rss_mb": 400}

_SUBJECTS = ["The council", "The contractor", "The committee", "The hospital trust", "The school board", "The firm"]
_VERBS = ["approved", "reviewed", "postponed", "funded", "inspected", "published"]
_OBJECTS = ["the road plan", "the annual budget", "a staffing report", "the new library wing", "a traffic survey"]
_PLACES = ["Harwick", "Millbrook", "Eastleigh", "Carrow", "Pennington", "Ashford"]


def _rss_mb() -> float:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def _sentence(rng: random.Random) -> str:
    return (
        f"{rng.choice(_SUBJECTS)} of {rng.choice(_PLACES)} {rng.choice(_VERBS)} {rng.choice(_OBJECTS)} "
        f"at a cost of £{rng.randint(10, 999)},{rng.randint(100, 999)} on {rng.randint(1, 28)} "
        f"{rng.choice(['March', 'May', 'June', 'October'])} {rng.randint(2015, 2024)}."
    )


def workload(seed: int = 7) -> tuple[str, list[str]]:
    """A ~1,000-word answer and ~100 KB of sources (four documents); half the answer's sentences are copied from
    the sources, the rest are new, so the verifier meets both kinds."""
    rng = random.Random(seed)
    sources = []
    for _ in range(4):
        text = ""
        while len(text) < 25_000:
            text += _sentence(rng) + " "
        sources.append(text.strip())
    copied = [s + "." for doc in sources for s in doc.split(". ")[:200]]
    answer_sentences: list[str] = []
    while sum(len(s.split()) for s in answer_sentences) < 1000:
        answer_sentences.append(rng.choice(copied) if rng.random() < 0.5 else _sentence(rng))
    return " ".join(answer_sentences), sources


def _run_ms(answer: str, sources: list[str], *, verifier: bool) -> tuple[float, dict]:
    from engine import verify
    from engine.config import Config

    config = Config(offline=True, db_path="", verifier=verifier)
    started = time.perf_counter()
    report = verify(answer, sources=sources, config=config)
    return (time.perf_counter() - started) * 1000, report.stats


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    answer, sources = workload()
    import engine.detectors.registry  # noqa: F401  (imports are not the run's cost)
    from engine.verifier import load_verifier

    _run_ms(answer, sources, verifier=False)  # warm the rules' caches; the model stays unloaded
    before = _rss_mb()
    started = time.perf_counter()
    load_verifier()
    load_ms = (time.perf_counter() - started) * 1000
    extra_rss = _rss_mb() - before
    without = [_run_ms(answer, sources, verifier=False) for _ in range(args.repeat)]
    with_ = [_run_ms(answer, sources, verifier=True) for _ in range(args.repeat)]
    extra_rss_after_runs = _rss_mb() - before
    stats = with_[-1][1].get("verifier", {})
    figures = {
        "answer_words": len(answer.split()),
        "source_kb": round(sum(len(s.encode()) for s in sources) / 1024, 1),
        "claims": with_[-1][1].get("claims"),
        "load_ms": round(load_ms),
        "extra_rss_mb_after_load": round(extra_rss, 1),
        "extra_rss_mb_after_runs": round(extra_rss_after_runs, 1),
        "without_ms_median": round(statistics.median(ms for ms, _ in without)),
        "with_ms_median": round(statistics.median(ms for ms, _ in with_)),
        "verifier_ms_in_run": stats.get("ms"),
        "verifier_decided": {k: stats.get(k) for k in ("supported", "likely", "unverifiable")},
        "targets": TARGETS,
    }
    if args.json:
        print(json.dumps(figures))
        return
    print(f"workload: {figures['answer_words']} words, {figures['claims']} claims, {figures['source_kb']} KB sources")
    print(f"model load            {figures['load_ms']:>7} ms   (target < {TARGETS['load_ms']} ms)")
    print(f"extra RSS after load  {figures['extra_rss_mb_after_load']:>7} MB   (target < {TARGETS['extra_rss_mb']} MB)")
    print(f"extra RSS after runs  {figures['extra_rss_mb_after_runs']:>7} MB")
    print(f"run without verifier  {figures['without_ms_median']:>7} ms   (target < {TARGETS['without_ms']} ms)")
    print(f"run with verifier     {figures['with_ms_median']:>7} ms   (target < {TARGETS['with_ms']} ms)")
    print(f"  verifier's own time {figures['verifier_ms_in_run']!s:>7} ms   decided {figures['verifier_decided']}")


if __name__ == "__main__":
    main()
