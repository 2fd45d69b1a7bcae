"""Judge benchmark: a 40-claim answer against 3 sources, with a scripted judge that takes 300 ms per call.

Targets (single pass, concurrent batches): judge calls <= 5, wall time <= 1.5 s, every source sent at most
once per call. Prints calls, tokens, wall time and the verdicts; exits 1 when a target is missed.

Then the same 40 facts spread through long sources (about 100 KB of filler), read whole and read as retrieved
excerpts first (the default): tokens, calls and verdicts of both, which must agree.

    uv run python benchmarks/bench_judge.py
"""

from __future__ import annotations

import asyncio
import sys
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path

from pydantic import SecretStr

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))  # the scripted servers live with the tests

from servers.judges import honest, judge_json, read_task, slow, verdict
from servers.scripted import Reply, Seen, start_openai

from engine.config import Config, ModelSpec
from engine.detectors.base import DetectorContext
from engine.detectors.judge import JudgeDetector
from engine.evidence import SourceSet
from engine.router import Router, build_router
from engine.splitter import split_claims
from engine.types import Source

CALL_DELAY_S = 0.3
CLAIMS = 40
TARGET_CALLS = 5
TARGET_WALL_S = 1.5
_PLACES = ["Aldmoor", "Brisk", "Calder", "Dunmere", "Eastwick", "Fernhill", "Glenrow", "Harwick", "Ivybridge", "Jarrow"]
_ITEMS = ["depot", "clinic", "library", "ferry pier"]


def fact(n: int) -> str:
    place, item = _PLACES[n % len(_PLACES)], _ITEMS[n // len(_PLACES) % len(_ITEMS)]
    return f"The {place} {item} opened in {1950 + n} with {12 + 3 * n} staff."


def sources(filler: int = 1) -> list[Source]:
    """Three sources holding the 40 facts, each followed by `filler` sentences about nothing claimed."""
    texts: list[list[str]] = [[], [], []]
    for n in range(CLAIMS):
        texts[n % 3] += [fact(n)] + [
            f"Records for entry {n}.{k} were reviewed by the archive office in week {k + 1}." for k in range(filler)
        ]
    return [Source(id=i, text=" ".join(parts), name=f"archive-{i + 1}.txt") for i, parts in enumerate(texts)]


def exact(seen: Seen) -> Reply:
    """A judge that supports a claim only when a shown source holds it word for word, and otherwise says NOT_FOUND
    (the honest script would contradict a claim from a look-alike sentence when the right one is in another view)."""
    task = read_task(seen)
    results = []
    for number, claim in task.claims.items():
        where = next((n for n, text in task.sources.items() if claim in text), None)
        found = verdict(number, "SUPPORTED", [(where, claim)]) if where is not None else None
        results.append(found or verdict(number, "NOT_FOUND"))
    return Reply(content=judge_json(results))


def judge_context(root: str, given: list[Source], alert: Callable[[str], None]) -> tuple[DetectorContext, Router]:
    """A detector context for the 40-fact answer over `given`, with the scripted judge at `root` bound."""
    answer = " ".join(fact(n) for n in range(CLAIMS))
    model = ModelSpec(model="openai/bench-judge", base_url=root + "/v1", api_key=SecretStr("sk-bench-000000"))
    config = Config(models={"judge": model})
    router = build_router(config, env={})
    assert router is not None
    ctx = DetectorContext(
        answer=answer, claims=split_claims(answer), sources=SourceSet(given), question=None, config=config,
        alert=alert, router=router,
    )  # fmt: skip
    return ctx, router


async def long_sources(excerpts: bool) -> tuple[int, int, Counter[str]]:
    """(calls, tokens, verdicts) of the 40-claim answer over about 100 KB of sources."""
    server = start_openai()
    server.script.use(exact)
    ctx, router = judge_context(server.root, sources(filler=30), lambda message: None)
    try:
        findings = await JudgeDetector(excerpts=excerpts).check(ctx.claims, ctx)
    finally:
        await router.aclose()
        server.stop()
    return router.stats.model_calls, router.stats.tokens, Counter(f.verdict.value for f in findings)


async def main() -> int:
    ok = await short_sources()
    whole, excerpted = await long_sources(excerpts=False), await long_sources(excerpts=True)
    size = sum(len(s.text) for s in sources(filler=30))
    print(f"\nlong sources ({size:,} characters), 40 claims:")
    for label, (calls, tokens, verdicts) in (("read whole", whole), ("excerpts first", excerpted)):
        print(f"  {label:15}  calls {calls:3}  tokens {tokens:7,}  verdicts {dict(verdicts)}")
    print(f"  tokens saved     {1 - excerpted[1] / whole[1]:.0%}")
    agree = whole[2] == excerpted[2]
    print("PASS" if ok and agree else "FAIL")
    return 0 if ok and agree else 1


async def short_sources() -> bool:
    server = start_openai()
    server.script.use(slow(honest, CALL_DELAY_S))
    given = sources()
    alerts: list[str] = []
    ctx, router = judge_context(server.root, given, alerts.append)
    claims = ctx.claims
    try:
        started = time.perf_counter()
        findings = await JudgeDetector().check(claims, ctx)
        wall = time.perf_counter() - started
        requests, in_flight = list(server.script.requests), server.script.max_in_flight
    finally:
        await router.aclose()
        server.stop()
    most_sent = max((r.first_user.count(s.text) for r in requests for s in given), default=0)
    verdicts = Counter(f.verdict.value for f in findings)
    print(f"claims           {len(claims)}")
    print(f"judge calls      {router.stats.model_calls}  (target <= {TARGET_CALLS})")
    print(f"tokens           {router.stats.tokens}")
    print(f"wall time        {wall:.3f} s  (target <= {TARGET_WALL_S} s, {CALL_DELAY_S * 1000:.0f} ms per call)")
    print(f"source per call  at most {most_sent} time(s)")
    print(f"in flight (max)  {in_flight}")
    print(f"verdicts         {dict(verdicts)}")
    print(f"alerts           {alerts or 'none'}")
    ok = router.stats.model_calls <= TARGET_CALLS and wall <= TARGET_WALL_S and most_sent == 1
    return ok and len(claims) == CLAIMS and verdicts.get("SUPPORTED") == CLAIMS


if __name__ == "__main__":
    raise SystemExit(asyncio.run(main()))
