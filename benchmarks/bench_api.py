"""Web app figures: concurrent API runs, server memory per page session, first page load size.

    uv run python benchmarks/bench_api.py [--runs 20] [--pages 10]

Starts `python -m webapp` on a free port (offline: no key, no network), then
1. starts `--runs` offline checks at once through `POST /api/verify` and follows each over SSE: time to the
   first claim event (`claims_extracted`) and to the first verdict (`claim_checked`), and whether every
   stream is complete and in order (ids 1..n, one terminal event, the same events as a later replay);
2. opens `--pages` browser tabs (Debian's Chromium) that each run an example, and reads the server's
   resident memory before and after: the growth per page session;
3. loads `/` in a fresh browser and adds up the bytes transferred.
Prints each figure next to its target; exits 1 when a target is missed.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx

ROOT = Path(__file__).resolve().parents[1]
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
    "--disable-sync", "--no-first-run", "--disable-quic",
]  # fmt: skip
TARGETS = {"first_claim_p95_ms": 500.0, "memory_per_session_mb": 5.0, "first_load_kb": 1024.0}
ANSWER = (
    "The Supplier's total liability is capped at $5 million per incident. The cap does not apply to breaches of "
    "the confidentiality provisions. Either party may terminate the Agreement with 90 days written notice. "
    "Invoices are payable within 45 days of receipt. The agreement was signed on Friday, 4 July 2024. "
    "See https://docs.example.invalid/terms for the full terms."
)
SOURCE = (
    "12.1 The Supplier's total liability is capped at $2 million per incident. 12.2 The cap shall not apply to "
    "breaches of the confidentiality provisions. 12.3 Either party may terminate this Agreement with 90 days "
    "written notice. 12.4 Invoices are payable within 30 days of receipt."
)


@dataclass
class Stream:
    """What one client saw of one run."""

    run_id: str
    first_claims_ms: float
    first_verdict_ms: float
    total_ms: float
    ids: list[int]
    types: list[str]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=20)
    parser.add_argument("--pages", type=int, default=10)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        server = start_server(Path(tmp))
        try:
            api = asyncio.run(concurrent_runs(server.url, args.runs))
            memory = page_memory(server, args.pages)
            first_load = first_load_bytes(server.url)
        finally:
            server.process.terminate()
            server.process.wait(timeout=15)
    return report(api, memory, first_load, args)


# -- 1. concurrent API runs ---------------------------------------------------------------------------------
async def concurrent_runs(url: str, runs: int) -> dict[str, Any]:
    async with httpx.AsyncClient(base_url=url, timeout=60) as client:
        await one_run(client)  # warm-up: first-use imports are not what a steady server pays
        streams = await asyncio.gather(*(one_run(client) for _ in range(runs)))
        problems = [problem for s in streams for problem in await completeness(client, s)]
    firsts = sorted(s.first_claims_ms for s in streams)
    verdicts = sorted(s.first_verdict_ms for s in streams)
    return {
        "runs": runs,
        "first_claim_p50_ms": statistics.median(firsts),
        "first_claim_p95_ms": percentile(firsts, 95),
        "first_verdict_p95_ms": percentile(verdicts, 95),
        "total_p95_ms": percentile(sorted(s.total_ms for s in streams), 95),
        "events": sum(len(s.ids) for s in streams),
        "problems": problems,
    }


async def one_run(client: httpx.AsyncClient) -> Stream:
    started = time.perf_counter()
    body = {"answer": ANSWER, "sources": [SOURCE], "options": {"mode": "offline"}}
    response = await client.post("/api/verify", json=body)
    response.raise_for_status()
    run_id = response.json()["run_id"]
    ids: list[int] = []
    types: list[str] = []
    first_claims = first_verdict = float("nan")
    async with client.stream("GET", f"/api/runs/{run_id}/events") as events:
        async for frame in frames(events):
            ids.append(int(frame["id"]))
            types.append(frame["event"])
            elapsed = (time.perf_counter() - started) * 1000
            if frame["event"] == "claims_extracted" and first_claims != first_claims:
                first_claims = elapsed
            if frame["event"] == "claim_checked" and first_verdict != first_verdict:
                first_verdict = elapsed
    total = (time.perf_counter() - started) * 1000
    return Stream(run_id, first_claims, first_verdict, total, ids, types)


async def frames(response: httpx.Response) -> Any:
    """SSE frames as dicts of their fields (comments and retry lines skipped)."""
    fields: dict[str, str] = {}
    async for line in response.aiter_lines():
        if not line:
            if "data" in fields:
                yield fields
            fields = {}
        elif not line.startswith(":"):
            name, _, value = line.partition(":")
            fields[name] = value.removeprefix(" ")


async def completeness(client: httpx.AsyncClient, stream: Stream) -> list[str]:
    """Ids 1..n in order, exactly one terminal event at the end, and the same events as a replay."""
    problems = []
    if stream.ids != list(range(1, len(stream.ids) + 1)):
        problems.append(f"{stream.run_id}: ids out of order or missing: {stream.ids}")
    terminal = [t for t in stream.types if t in ("run_completed", "run_failed")]
    if len(terminal) != 1 or stream.types[-1] not in ("run_completed", "run_failed"):
        problems.append(f"{stream.run_id}: terminal events {terminal}")
    replay = await client.get(f"/api/runs/{stream.run_id}/events")
    replay_ids = [int(line[4:]) for line in replay.text.splitlines() if line.startswith("id: ")]
    if replay_ids != stream.ids:
        problems.append(f"{stream.run_id}: live stream {len(stream.ids)} events, replay {len(replay_ids)}")
    return problems


def percentile(values: list[float], pct: float) -> float:
    index = max(0, min(len(values) - 1, round(pct / 100 * len(values) + 0.5) - 1))
    return values[index]


# -- 2. memory per page session -------------------------------------------------------------------------------
def page_memory(server: Server, pages: int) -> dict[str, Any]:
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        context = browser.new_context(base_url=server.url)
        open_checked_page(context)  # warm-up: first renders fill caches every later page shares
        time.sleep(1.0)
        before = rss_mb(server.process.pid)
        opened = [open_checked_page(context) for _ in range(pages)]
        time.sleep(1.0)
        after = rss_mb(server.process.pid)
        for page in opened:
            page.close()
        browser.close()
    return {"pages": pages, "rss_before_mb": before, "rss_after_mb": after, "per_session_mb": (after - before) / pages}


def open_checked_page(context: Any) -> Any:
    page = context.new_page()
    page.goto("/")
    page.get_by_test_id("example-contract").click()
    page.wait_for_selector(
        "[data-testid=badge].s-verified, [data-testid=badge].s-caution, [data-testid=badge].s-blocked"
    )
    return page


def rss_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    raise RuntimeError("no VmRSS")


# -- 3. first page load ---------------------------------------------------------------------------------------
def first_load_bytes(url: str) -> dict[str, Any]:
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        page = browser.new_context().new_page()
        requests: list[Any] = []
        page.on("requestfinished", lambda request: requests.append(request))
        page.goto(url + "/", wait_until="networkidle")
        sizes = [r.sizes() for r in requests]
        transferred = sum(s["responseBodySize"] + s["responseHeadersSize"] for s in sizes)
        browser.close()
    return {"requests": len(requests), "kb": transferred / 1024}


# -- server and report ---------------------------------------------------------------------------------------
@dataclass
class Server:
    url: str
    process: subprocess.Popen[bytes]


def start_server(tmp: Path) -> Server:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    env = {k: v for k, v in os.environ.items() if not k.startswith("SAIFE_") and not k.endswith("_API_KEY")}
    env.pop("PYTEST_CURRENT_TEST", None)
    env.update(HOST="127.0.0.1", PORT=str(port), SAIFE_DB=str(tmp / "audit.sqlite3"), SAIFE_NO_DOTENV="1")
    log = (tmp / "server.log").open("wb")
    process = subprocess.Popen([sys.executable, "-m", "webapp"], cwd=ROOT, env=env, stdout=log, stderr=log)
    url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        try:
            if httpx.get(url + "/api/health", timeout=1).status_code == 200:
                return Server(url, process)
        except httpx.HTTPError:
            time.sleep(0.2)
    process.terminate()
    raise RuntimeError("the server did not start")


def report(api: dict[str, Any], memory: dict[str, Any], first_load: dict[str, Any], args: argparse.Namespace) -> int:
    figures = {
        "first_claim_p95_ms": api["first_claim_p95_ms"],
        "memory_per_session_mb": memory["per_session_mb"],
        "first_load_kb": first_load["kb"],
    }
    print(f"{args.runs} concurrent offline runs through the API ({api['events']} events):")
    p50, p95 = api["first_claim_p50_ms"], figures["first_claim_p95_ms"]
    print(f"  time to first claim event  p50 {p50:.0f} ms, p95 {p95:.0f} ms")
    print(f"  time to first verdict      p95 {api['first_verdict_p95_ms']:.0f} ms")
    print(f"  whole run                  p95 {api['total_p95_ms']:.0f} ms")
    print(f"  events lost or reordered   {len(api['problems'])}" + "".join(f"\n    {p}" for p in api["problems"]))
    print(f"Server memory: {memory['pages']} page sessions, RSS {memory['rss_before_mb']:.1f} → "
          f"{memory['rss_after_mb']:.1f} MB = {memory['per_session_mb']:.2f} MB per session")  # fmt: skip
    print(f"First page load: {first_load['kb']:.0f} KB transferred in {first_load['requests']} requests")
    failed = [name for name, value in figures.items() if value >= TARGETS[name]]
    failed += ["events"] if api["problems"] else []
    for name, value in figures.items():
        print(f"  {name:<24} {value:10.2f}  target < {TARGETS[name]:g}  {'ok' if value < TARGETS[name] else 'MISSED'}")
    print(json.dumps({**figures, "events_lost_or_reordered": len(api["problems"])}))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
