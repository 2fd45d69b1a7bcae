"""Judge benchmark: a 40-claim answer against 3 sources, with a scripted judge that takes 300 ms per call.

Targets (single pass, concurrent batches): judge calls <= 5, wall time <= 1.5 s, every source sent at most
once per call. Prints calls, tokens, wall time and the verdicts; exits 1 when a target is missed.

    uv run python benchmarks/bench_judge.py
"""

from __future__ import annotations

import asyncio
import sys
import time
from collections import Counter
from pathlib import Path

from pydantic import SecretStr

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))  # the scripted servers live with the tests

from servers.judges import honest, slow
from servers.scripted import start_openai

from engine.config import Config, ModelSpec
from engine.detectors.base import DetectorContext
from engine.detectors.judge import JudgeDetector
from engine.evidence import SourceSet
from engine.router import build_router
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


def sources() -> list[Source]:
    """Three sources holding the 40 facts between filler sentences."""
    texts: list[list[str]] = [[], [], []]
    for n in range(CLAIMS):
        texts[n % 3] += [fact(n), f"Records for entry {n} were reviewed by the archive office."]
    return [Source(id=i, text=" ".join(parts), name=f"archive-{i + 1}.txt") for i, parts in enumerate(texts)]


async def main() -> int:
    server = start_openai()
    server.script.use(slow(honest, CALL_DELAY_S))
    given = sources()
    answer = " ".join(fact(n) for n in range(CLAIMS))
    claims = split_claims(answer)
    model = ModelSpec(model="openai/bench-judge", base_url=server.root + "/v1", api_key=SecretStr("sk-bench-000000"))
    config = Config(models={"judge": model})
    router = build_router(config, env={})
    assert router is not None
    alerts: list[str] = []
    ctx = DetectorContext(
        answer=answer, claims=claims, sources=SourceSet(given), question=None, config=config,
        alert=alerts.append, router=router,
    )  # fmt: skip
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
    ok = ok and len(claims) == CLAIMS and verdicts.get("SUPPORTED") == CLAIMS
    print("PASS" if ok else "FAIL")
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(asyncio.run(main()))
