"""Web evidence benchmark: a 12-claim answer, no sources, the strict preset, against local servers.

The page server answers every search and every page after 200 ms; the scripted model server answers every
call (splitter, resampler, judge) after 300 ms. Targets: search calls <= 3, pages fetched concurrently,
wall time <= 3 s for the whole run. Prints calls, bytes fetched and wall time; exits 1 when a target is missed.

    uv run python benchmarks/bench_web.py
"""

from __future__ import annotations

import asyncio
import sys
import time
from collections import Counter
from pathlib import Path

from pydantic import SecretStr

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))  # the scripted servers live with the tests
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "web"))

from page_server import PageServer, serve_pages
from servers.scripted import start_openai
from web_models import by_task, honest_agreement, honest_web, resampler

from engine.config import Config, ModelSpec
from engine.detectors import build_detectors
from engine.inputs import make_input
from engine.pipeline import run_check

PAGE_DELAY_S = 0.2
CALL_DELAY_S = 0.3
TARGET_SEARCHES = 3
TARGET_WALL_S = 3.0
TOPICS = {
    "Aldmoor": ["opened in 1951", "has 14 platforms", "serves 30000 passengers a day", "was rebuilt in 1987"],
    "Brisk": ["opened in 1962", "has 6 platforms", "serves 9000 passengers a day", "was rebuilt in 1999"],
    "Calder": ["opened in 1973", "has 3 platforms", "serves 2500 passengers a day", "was rebuilt in 2004"],
}
QUESTION = "Tell me about the Aldmoor, Brisk and Calder railway stations."


def claims() -> list[str]:
    return [f"{town} station {fact}." for town, facts in TOPICS.items() for fact in facts]


def site() -> PageServer:
    """Three pages per town: one stating its facts, two about something nearby."""
    state = PageServer(page_delay_s=PAGE_DELAY_S, search_delay_s=PAGE_DELAY_S)
    for town, facts in TOPICS.items():
        key = town.lower()
        body = "".join(f"<p>{town} station {fact}.</p>" for fact in facts)
        state.pages[key] = f"<html><head><title>{town} station</title></head><body><nav>menu</nav>{body}</body></html>"
        for n in (2, 3):
            filler = f"<p>The {town} market is held on Saturdays and sells local produce from the valley.</p>" * 40
            state.pages[f"{key}-{n}"] = f"<html><body>{filler}</body></html>"
        state.search_results[town] = [(f"{town} {n}", f"/page/{key}{'' if n == 1 else f'-{n}'}") for n in (1, 2, 3)]
    return state


def warm_up(config: Config) -> None:
    """Import what a run imports lazily (model SDKs, every detector): a one-time cost of a process, not of a run."""
    import engine.router  # noqa: F401

    build_detectors(config)


async def main() -> int:
    model_server = start_openai()
    samples = [" ".join(claims())] * 3
    model_server.script.use(by_task(web=honest_web, agreement=honest_agreement, resample=resampler(samples)))
    model_server.script.delay_s = CALL_DELAY_S
    try:
        with serve_pages(site()) as pages:
            spec = {"base_url": model_server.root + "/v1", "api_key": SecretStr("sk-bench-000000")}
            config = Config(
                mode="strict", search_backend="searxng", search_url=pages.base, allow_private_links=True,
                web_cache_dir="", models={"judge": ModelSpec(model="openai/bench-judge", **spec),
                                          "writer": ModelSpec(model="openai/bench-writer", **spec)},
            )  # fmt: skip
            warm_up(config)
            started = time.perf_counter()
            report = await run_check(make_input(" ".join(claims()), question=QUESTION), config)
            wall = time.perf_counter() - started
            searches, fetches, in_flight = pages.search_calls, pages.page_calls, pages.max_pages_in_flight
            sent = pages.bytes_sent
        by_role = Counter(r.body.get("model", "?") for r in model_server.script.requests)
    finally:
        model_server.stop()
    verdicts = Counter(r.verdict.value for r in report.claims)
    print(f"claims             {len(report.claims)}")
    print(f"search calls       {searches}  (target <= {TARGET_SEARCHES})")
    print(f"page fetches       {fetches}  (at most {in_flight} at once)")
    print(f"bytes fetched      {sent:,}")
    print(f"model calls        {report.stats.get('model_calls')}  ({dict(by_role)})")
    print(f"wall time          {wall:.2f} s  (target <= {TARGET_WALL_S} s)")
    print(f"status             {report.status.value if report.status else None}")
    print(f"verdicts           {dict(verdicts)}")
    for alert in report.alerts:
        print(f"alert              {alert}")
    ok = searches <= TARGET_SEARCHES and in_flight > 1 and wall <= TARGET_WALL_S
    print("targets            " + ("met" if ok else "MISSED"))
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(asyncio.run(main()))
