"""Offline throughput and scaling of the checker, with no model and no network.

Prints, from one run on this machine:
- the median wall time of `verify` on a 1,000-word answer against 100 KB of sources (offline, every
  detector the offline configuration runs);
- the time at 4x and 16x that input (answer and sources both scaled), and the ratio t(16x) / t(1x)
  (16 would be linear; above that, super-linear). Each scale gets one untimed run first, then the median of
  the timed ones;
- the quote verifier on a 1 MB source: normalising it once, then the median time per quote.

All text is generated from a fixed seed, so every run checks the same input.

    uv run python benchmarks/bench_offline.py [--repeat 5] [--json]
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time
from collections.abc import Callable

from engine import Config, SourceSet, verify, verify_quote
from engine.types import Source

SEED = 1234
SYLLABLES = "ar bel cor dun el far gal hart in jar kes lom mor nor os pen quil ros sel tor ul ven wes yar".split()
NOUNS = """bridge museum trial library council harbour river station factory archive budget survey hospital school
    airport canal theatre stadium mine forest railway reservoir market college observatory prison garden""".split()
VERBS = "opened reported recorded measured approved completed extended reduced published funded built closed".split()
UNITS = "metres visitors patients books members tonnes kilometres stations workers pages seats hectares".split()
FILLER = "new regional annual local public central northern historic former main independent eastern".split()


def name(rng: random.Random) -> str:
    """A made-up proper name: a vocabulary of thousands, like real text, not a dozen."""
    return "".join(rng.choice(SYLLABLES) for _ in range(rng.randint(2, 3))).capitalize()


def sentence(rng: random.Random) -> str:
    """One factual-looking sentence with two names, a number and a year."""
    return (
        f"The {rng.choice(FILLER)} {rng.choice(NOUNS)} of {name(rng)} {rng.choice(VERBS)} "
        f"{rng.randint(2, 99_000):,} {rng.choice(UNITS)} for {name(rng)} in {rng.randint(1900, 2024)}."
    )


def make_input(scale: int, rng: random.Random) -> tuple[str, list[str]]:
    """An answer of about 1,000 x scale words and sources of about 100 KB x scale.

    Two answer sentences in three are copied from the sources (some with a changed number), the rest are new.
    """
    source_sentences = []
    while sum(len(s) + 1 for s in source_sentences) < 100_000 * scale:
        source_sentences.append(sentence(rng))
    per_source = len(source_sentences) // 4 + 1
    sources = [" ".join(source_sentences[i : i + per_source]) for i in range(0, len(source_sentences), per_source)]
    answer_sentences: list[str] = []
    while sum(len(s.split()) for s in answer_sentences) < 1_000 * scale:
        roll = rng.random()
        if roll < 0.5:
            answer_sentences.append(rng.choice(source_sentences))
        elif roll < 0.67:
            copied = rng.choice(source_sentences)
            answer_sentences.append(copied.replace(" in ", " in the year ", 1) if rng.random() < 0.5 else copied)
        else:
            answer_sentences.append(sentence(rng))
    return " ".join(answer_sentences), sources


def median_seconds(run: Callable[[], object], repeat: int) -> float:
    """The median of `repeat` timed runs after one untimed run. Every scale is measured alike: the first run at a
    scale fills the per-word caches and grows the heap; without it, a median of two 16x runs would be half a cold
    run while the median of five 1x runs is all warm, and the ratio would measure that, not the scaling."""
    run()
    times = []
    for _ in range(repeat):
        started = time.perf_counter()
        run()
        times.append(time.perf_counter() - started)
    return statistics.median(times)


def bench_verify(repeat: int) -> dict[str, float]:
    config = Config(offline=True, db_path="")
    results: dict[str, float] = {}
    for scale in (1, 4, 16):
        answer, sources = make_input(scale, random.Random(SEED + scale))
        runs = {1: repeat}.get(scale, max(3, repeat // 2))  # a 16x run alone takes seconds
        results[f"verify_{scale}x_s"] = median_seconds(lambda a=answer, s=sources: verify(a, s, config=config), runs)
        results[f"answer_words_{scale}x"] = len(answer.split())
        results[f"source_kb_{scale}x"] = round(sum(len(s) for s in sources) / 1000, 1)
    results["ratio_16x_over_1x"] = results["verify_16x_s"] / results["verify_1x_s"]
    return results


def bench_quotes(repeat: int) -> dict[str, float]:
    rng = random.Random(SEED)
    text = ""
    while len(text) < 1_000_000:
        text += sentence(rng) + (" " if rng.random() < 0.9 else "\n\n")
    started = time.perf_counter()
    sources = SourceSet([Source(id=0, text=text)])
    sources.normalized(0)
    normalise_s = time.perf_counter() - started
    quotes = []
    for index in range(1_000):
        start = rng.randrange(0, len(text) - 300)
        quote = text[start : start + rng.randint(40, 200)]
        quotes.append(quote if index % 10 else quote.replace("e", "é", 1))  # one in ten must miss
    per_quote = []
    for _ in range(repeat):
        started = time.perf_counter()
        for quote in quotes:
            verify_quote(quote, sources, source=0)
        per_quote.append((time.perf_counter() - started) / len(quotes))
    return {
        "source_mb": len(text) / 1e6,
        "normalise_1mb_s": normalise_s,
        "per_quote_ms": statistics.median(per_quote) * 1000,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--repeat", type=int, default=5, help="runs at 1x (the median is printed; half as many at 4x and 16x)"
    )
    parser.add_argument("--json", action="store_true", help="print the figures as one JSON object")
    args = parser.parse_args()
    figures = {**bench_verify(args.repeat), **bench_quotes(args.repeat)}
    if args.json:
        print(json.dumps({k: round(v, 5) for k, v in figures.items()}))
        return
    print("Offline checker (no model, no network), median of runs on this machine")
    for scale in (1, 4, 16):
        print(
            f"  verify {scale:>2}x: {figures[f'answer_words_{scale}x']:>6.0f}-word answer, "
            f"{figures[f'source_kb_{scale}x']:>7.1f} KB sources: {figures[f'verify_{scale}x_s']:8.3f} s"
        )
    print(f"  scaling: t(16x) / t(1x) = {figures['ratio_16x_over_1x']:.1f}  (16 = linear)")
    print(f"Quote verifier on a {figures['source_mb']:.1f} MB source")
    print(
        f"  normalise once: {figures['normalise_1mb_s']:.3f} s · per quote: {figures['per_quote_ms']:.3f} ms (median)"
    )


if __name__ == "__main__":
    main()
