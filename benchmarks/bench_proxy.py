"""Verifying proxy figures: its overhead over the writer's own latency, and time to first streamed token.

    uv run python benchmarks/bench_proxy.py [--rounds 10] [--writer-delay-ms 300]

Starts the scripted OpenAI-compatible writer (it answers after `--writer-delay-ms`) and `saife proxy`'s app under
uvicorn on 127.0.0.1 (offline checks: no judge), then with the real `openai` SDK times, as medians of `--rounds`:
1. the writer alone (the SDK straight to the scripted server);
2. the proxy, not streaming: the same question through the proxy; the overhead is the difference (the check);
3. the proxy, streaming: time to the first content token and to the whole answer.
The answer has 12 claims, 10 backed by the source; the 11th is not. A streaming run checks its first pass in
answer order in growing chunks (1, 2, 4, … claims) and announces each chunk when done, so the stream releases
the first supported sentences while later ones are still being checked, and holds back everything from the
11th claim until the run ends. The proxy shares this process (and its GIL) with the client: figures on a busy 2-core machine are
upper bounds.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))  # the scripted servers live with the tests

import openai
from servers.scripted import Reply, Script, ScriptedServer, start_openai

FACTS = [f"Site {i} opened in {1990 + i} with {40 + 3 * i} staff." for i in range(10)]
ANSWER = " ".join([*FACTS, "Site 11 opened in 2005.", "It has a rooftop garden."])
SOURCE = " ".join(FACTS)
QUESTION = [{"role": "user", "content": "When did the sites open?"}]


def median_ms(samples: list[float]) -> float:
    return statistics.median(samples) * 1000


def time_writer(writer: ScriptedServer, rounds: int) -> list[float]:
    api = openai.OpenAI(base_url=writer.root + "/v1", api_key="bench", max_retries=0, timeout=60)
    timings = []
    for _ in range(rounds):
        began = time.perf_counter()
        api.chat.completions.create(model="gpt-4o-mini", messages=QUESTION)
        timings.append(time.perf_counter() - began)
    return timings


def time_proxy(proxy: ScriptedServer, rounds: int) -> tuple[list[float], list[float], str]:
    """Round trips through the proxy, the check's own time inside each (the report's elapsed_ms), the status."""
    api = openai.OpenAI(base_url=proxy.root + "/v1", api_key="bench", max_retries=0, timeout=120)
    timings, checks, status = [], [], ""
    for _ in range(rounds):
        began = time.perf_counter()
        raw = api.chat.completions.with_raw_response.create(
            model="m", messages=QUESTION, extra_body={"saife": {"sources": [SOURCE]}}
        )
        timings.append(time.perf_counter() - began)
        status = raw.headers["x-saife-status"]
        checks.append(raw.parse().model_extra["saife"]["stats"]["elapsed_ms"] / 1000)
    return timings, checks, status


def time_stream(proxy: ScriptedServer, rounds: int) -> tuple[list[float], list[float], int]:
    api = openai.OpenAI(base_url=proxy.root + "/v1", api_key="bench", max_retries=0, timeout=120)
    first, whole, released_first = [], [], 0
    for _ in range(rounds):
        began, seen_first = time.perf_counter(), None
        stream = api.chat.completions.create(
            model="m", messages=QUESTION, stream=True, extra_body={"saife": {"sources": [SOURCE]}}
        )
        for event in stream:
            if event.choices and event.choices[0].delta.content and seen_first is None:
                seen_first = time.perf_counter() - began
                released_first = len(event.choices[0].delta.content)
        whole.append(time.perf_counter() - began)
        first.append(seen_first if seen_first is not None else whole[-1])
    return first, whole, released_first


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=10)
    parser.add_argument("--writer-delay-ms", type=int, default=300)
    args = parser.parse_args()
    os.environ.update(SAIFE_DB="", SAIFE_NO_DOTENV="1", SAIFE_RATE_LIMIT="off")
    writer = start_openai()
    writer.script.use(lambda seen: Reply(content=ANSWER, delay_s=args.writer_delay_ms / 1000))
    os.environ.update(SAIFE_WRITER_MODEL="openai/gpt-4o-mini", SAIFE_WRITER_BASE_URL=writer.root + "/v1",
                      SAIFE_WRITER_API_KEY="bench-key-0123456789")  # fmt: skip
    from engine import Config
    from saife_integrations.proxy import ProxySettings, build_app

    proxy = ScriptedServer(build_app(Config.from_env, ProxySettings(check_offline=True)), Script()).start()  # type: ignore[arg-type]
    try:
        time_proxy(proxy, 1)  # warm-up: the detectors load on first use
        alone = time_writer(writer, args.rounds)
        checked, checks, status = time_proxy(proxy, args.rounds)
        first, whole, released = time_stream(proxy, args.rounds)
    finally:
        proxy.stop()
        writer.stop()
    overhead = median_ms(checked) - median_ms(alone)
    print(f"answer: {len(ANSWER)} characters, 12 claims; proxy status {status}; rounds {args.rounds}")
    print(f"writer alone, median:                 {median_ms(alone):8.1f} ms")
    print(f"through the proxy (not streaming):     {median_ms(checked):8.1f} ms")
    print(f"proxy overhead over the writer:        {overhead:8.1f} ms")
    print(f"  of which the check itself (engine):  {median_ms(checks):8.1f} ms")
    print(f"  and the proxy's own plumbing:        {overhead - median_ms(checks):8.1f} ms")
    print(f"streaming: first content token, median:{median_ms(first):8.1f} ms  ({released} characters released first)")
    print(f"streaming: whole answer, median:       {median_ms(whole):8.1f} ms")
    print(f"first token after the writer finished: {median_ms(first) - median_ms(alone):8.1f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
