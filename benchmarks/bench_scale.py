"""Scale-out figures: two web-app processes on one PostgreSQL and one Redis, and webhooks to a flaky receiver.

    python3 -m uv run python benchmarks/bench_scale.py [--runs 200]

Loopback only, bounded (every wait has a deadline). It starts real `postgresql` and `redis-server` (Debian's
packages) in temporary folders and two `python -m webapp` processes A and B (offline checks, rate limit off), then
1. POSTs `--runs` answers at once, alternating between A and B, and follows each run's SSE stream on the OTHER
   process: events lost or reordered (each stream must be seq 1..n with exactly one terminal event), the time from
   the POST's answer to the first event (p50/p95), and whether every run's audit chain verifies in PostgreSQL;
2. points A's webhooks at a receiver on 127.0.0.1, kills the receiver mid-stream and starts it again: the share of
   terminal events that arrived, and how many arrived twice (a receiver drops those by X-Saife-Event-Id).
Targets: 0 lost or reordered, p95 first event < 500 ms, every chain verifies, >= 99.9% of webhook events delivered.
`--no-webhooks` runs only the first phase. `--client` chooses the benchmark's own HTTP client for phase 1: `raw`
(the default: bare asyncio sockets, one HTTP/1.0 request per connection, so the figure is the servers' latency) or
`httpx` (one httpx client driving all 400 connections from this one Python process, as a single Python user would).

2026-12-02, idle machine (load average 0.5-4), 200 runs, the same servers: with the `raw` client the first event
took p50 / p95 0.30 / 0.47 s, 0.37 / 0.56 s and 0.50 / 0.58 s (three runs; the load rising with each); with `httpx`,
4.1 / 6.2 s and 3.4 / 6.3 s. So most of the seconds reported below were the benchmark's client, not the service:
one interpreter scheduling 400 connections through httpcore's pool on the same two cores as both servers,
PostgreSQL and Redis. 0 lost or reordered, every chain verifying, in every run. Then check work ran at a lower
scheduling priority than the servers' loops (webapp/worker.py), and the `raw` figures became p95 0.54, 0.36, 0.40,
0.41, 0.29, 0.35 s (p50 0.15-0.33 s; load average 4-5 from these runs themselves): under 500 ms in 5 of 6 runs;
webhooks 200/200 delivered, 0 duplicates.

First event, measured on the shared 2-core machine (load average in brackets; other engineers' test runs, so the
figures move by tens of percent from one run to the next). Runs waited in the queue (2 slots per process) before
the engine's first event; now a run accepted behind others gets `run_queued` (seq 1, its place in line) at once,
registration with Redis/PostgreSQL left the server's loop, and the server warms up before it listens:
- 20 runs: p50 / p95 8.0 s / 11.5 s [11] before → 0.72 s / 1.26 s [12] with `run_queued` → 0.79 s / 1.09 s [17]
  with the rest;
- 200 runs: p50 / p95 3.4 s / 8.7 s [10] with `run_queued` → 4.3 s / 10.0 s [17-20] and 6.2 s / 9.6 s [10-12] with
  the rest (some runs at that concurrency end with a client ReadError instead of figures);
  0 lost or reordered and every chain verifying each time. The target (p95 < 500 ms at 200 runs) is missed on this
  machine: a profile of process A (py-spy, 100 runs) showed its loop sharing the interpreter lock with two engine
  threads; the GET of a stream waited 1.5-5 s for its response headers, the POST 2-3 s for its answer.

Then (2026-12-02, `--no-webhooks`, load average 9-13 with a training job and other test runs on the 2 cores), where
the time went at 200 runs: every SSE client of a remote run held its own blocking Redis read (the pool's 100
connections ran out: "Too many connections", streams fell back to polling, lookups said a running run was unknown
and its stream ended, which the client saw as a ReadError); each event chunk crossed NiceGUI's two no-op
`BaseHTTPMiddleware` layers (a third of process A's loop); registrations queued one by one (p50 1.7 s of a POST);
the first runs imported numpy and onnxruntime under the lock. Now one Redis reader per process, a waiting pool,
batched registration, coalesced stream writes, those layers skipped and the verifier warmed up:
- before: ReadError, 3.2 s / 6.8 s, 5.7 s / 8.7 s, RemoteProtocolError, ReadError, 6.0 s / 8.7 s (p50 / p95; half
  the runs ended without figures); after: 2.5 s / 4.5 s, 8.0 s / 11.5 s (a type check ran beside it), 4.9 s / 8.6 s,
  4.3 s / 8.3 s (every run with figures; 0 lost or reordered, every chain verifying).
The target is still missed here. Split by a traced client (httpx trace hooks, server timestamps): of the median
first event after the POST's answer, about 1.1 s passed in the client's own connection pool before it connected
(httpcore assigns requests to 400 connections in Python), ~0.9 s in the TCP connect, ~0.7 s until the server's
app saw the request and ~0.7 s until the client had the response headers; during the burst process A held the
interpreter lock only 54% of the time (the rest it waited for a core), and its loop answered a health probe in
17-20 ms at the median but up to 3-6 s at the burst's start.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import httpx

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from engine.audit_pg import PostgresAuditStore  # noqa: E402
from tests.team.servers import Postgres, Redis, start_app  # noqa: E402
from tests.webhooks.receiver import Receiver  # noqa: E402

ANSWER = (
    "Run {i}: the indemnification cap is ${i} million per incident. Either party may terminate with 90 days notice."
)
SOURCE = "The indemnification cap is $2 million per incident. Either party may terminate with 90 days notice."
DEADLINE_S = 600


async def follow(client: httpx.AsyncClient, url: str, run_id: str, posted_at: float) -> tuple[list[dict], float]:
    events: list[dict] = []
    first = -1.0
    async with client.stream("GET", f"{url}/api/runs/{run_id}/events", timeout=DEADLINE_S) as response:
        async for line in response.aiter_lines():
            if line.startswith("data:"):
                if first < 0:
                    first = time.perf_counter() - posted_at
                events.append(json.loads(line[5:]))
    return events, first


async def one(client: httpx.AsyncClient, post_to: str, follow_on: str, i: int) -> tuple[str, list[dict], float]:
    response = await client.post(f"{post_to}/api/verify", json={"answer": ANSWER.format(i=i), "sources": [SOURCE]})
    response.raise_for_status()
    run_id = response.json()["run_id"]
    events, first = await follow(client, follow_on, run_id, time.perf_counter())
    return run_id, events, first


async def _raw_request(url: str, method: str, path: str, body: bytes = b"") -> tuple[asyncio.StreamReader, Any]:
    """Open a connection and send one HTTP/1.0 request (no keep-alive, no chunking: the server closes the response
    when it is done); returns the reader positioned after the response headers, and the writer to close."""
    host, port = url.removeprefix("http://").split(":")
    reader, writer = await asyncio.open_connection(host, int(port))
    head = f"{method} {path} HTTP/1.0\r\nHost: {host}\r\nAccept: */*\r\n"
    if body:
        head += f"Content-Type: application/json\r\nContent-Length: {len(body)}\r\n"
    writer.write(head.encode() + b"\r\n" + body)
    await writer.drain()
    status = await reader.readline()
    if not status.startswith((b"HTTP/1.1 20", b"HTTP/1.0 20")):
        raise RuntimeError(f"{method} {path}: {status!r}")
    while (await reader.readline()) not in (b"\r\n", b""):
        pass
    return reader, writer


async def one_raw(post_to: str, follow_on: str, i: int) -> tuple[str, list[dict], float]:
    """`one` with a bare asyncio client: what the benchmark's own client costs stays out of the servers' figure
    (200 clients of a service are 200 programs, not one interpreter's connection pool)."""
    payload = json.dumps({"answer": ANSWER.format(i=i), "sources": [SOURCE]}).encode()
    reader, writer = await _raw_request(post_to, "POST", "/api/verify", payload)
    run_id = json.loads(await reader.read())["run_id"]
    writer.close()
    posted_at = time.perf_counter()
    reader, writer = await _raw_request(follow_on, "GET", f"/api/runs/{run_id}/events")
    events: list[dict] = []
    first = -1.0
    while line := await reader.readline():
        if line.startswith(b"data:"):
            if first < 0:
                first = time.perf_counter() - posted_at
            events.append(json.loads(line[5:]))
    writer.close()
    return run_id, events, first


def in_order(events: list[dict]) -> bool:
    terminal = [e for e in events if e["type"] in ("run_completed", "run_failed")]
    return (
        [e["seq"] for e in events] == list(range(1, len(events) + 1)) and len(terminal) == 1 and events[-1] in terminal
    )


async def scale_phase(a: str, b: str, runs: int, dsn: str, client_kind: str = "httpx") -> dict[str, object]:
    if client_kind == "raw":
        jobs = [one_raw(a if i % 2 == 0 else b, b if i % 2 == 0 else a, i) for i in range(runs)]
        results = await asyncio.wait_for(asyncio.gather(*jobs), DEADLINE_S)
    else:
        # Idle connections are dropped well before uvicorn closes them (5 s): reusing one it is closing is a
        # ReadError.
        limits = httpx.Limits(max_connections=runs * 2 + 10, keepalive_expiry=1.0)
        async with httpx.AsyncClient(limits=limits, timeout=DEADLINE_S) as client:
            jobs = [one(client, a if i % 2 == 0 else b, b if i % 2 == 0 else a, i) for i in range(runs)]
            results = await asyncio.wait_for(asyncio.gather(*jobs), DEADLINE_S)
    bad = [run_id for run_id, events, _ in results if not in_order(events)]
    firsts = sorted(first for _, _, first in results)
    store = PostgresAuditStore(dsn)
    broken = [run_id for run_id, _, _ in results if not store.verify_chain(run_id).ok]
    store.close()
    return {
        "runs": runs,
        "client": client_kind,
        "lost_or_reordered": len(bad),
        "first_event_p50_ms": round(1000 * statistics.median(firsts), 1),
        "first_event_p95_ms": round(1000 * firsts[int(0.95 * (len(firsts) - 1))], 1),
        "chains_not_verifying": len(broken),
    }


async def webhook_phase(tmp: Path, runs: int) -> dict[str, object]:
    receiver = Receiver().start()
    port = receiver.port
    app = start_app(
        "hooks", tmp, SAIFE_OFFLINE="1", SAIFE_RATE_LIMIT="off", SAIFE_MAX_QUEUED_RUNS=str(runs + 50),
        SAIFE_WEBHOOK_URLS=f"http://127.0.0.1:{port}/hook", SAIFE_WEBHOOK_SECRET="bench-secret-0123456789",
        SAIFE_ALLOW_PRIVATE_LINKS="1",
    )  # fmt: skip
    received = []
    try:
        async with httpx.AsyncClient(timeout=DEADLINE_S) as client:
            half = runs // 2
            first = [one(client, app.url, app.url, i) for i in range(half)]
            await asyncio.gather(*first)
            receiver.stop()  # killed mid-stream: the next half is sent while it is down
            received.extend(receiver.received)
            later = asyncio.gather(*[one(client, app.url, app.url, i) for i in range(half, runs)])
            await asyncio.sleep(2.0)
            receiver = Receiver().start(port)
            await later
        deadline = time.monotonic() + 120  # retries back off; wait for them to land
        while time.monotonic() < deadline and len({r.headers["x-saife-event-id"] for r in receiver.received}) < (
            runs - half
        ):
            await asyncio.sleep(0.5)
        received.extend(receiver.received)
    finally:
        receiver.stop()
        app.stop()
    ids = [r.headers["x-saife-event-id"] for r in received]
    return {
        "terminal_events": runs,
        "delivered_share": round(len(set(ids)) / runs, 4),
        "arrived_twice_dropped_by_id": len(ids) - len(set(ids)),
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=200)
    parser.add_argument("--no-webhooks", action="store_true", help="only the two-process phase")
    parser.add_argument(
        "--client", choices=("httpx", "raw"), default="raw",
        help="the benchmark's own HTTP client: httpx (as a Python user would) or bare asyncio sockets (cheaper)",
    )  # fmt: skip
    args = parser.parse_args()
    tmp = Path(tempfile.mkdtemp(prefix="saife-scale-"))
    tmp.chmod(0o755)
    pg, redis = Postgres(tmp / "pg").start(), Redis(tmp / "redis").start()
    env = {
        "SAIFE_DATABASE_URL": pg.dsn,
        "SAIFE_REDIS_URL": redis.url,
        "SAIFE_OFFLINE": "1",
        "SAIFE_RATE_LIMIT": "off",
        "SAIFE_MAX_QUEUED_RUNS": str(args.runs + 50),
    }
    apps = []
    try:
        apps = [start_app("a", tmp, **env), start_app("b", tmp, **env)]
        scale = asyncio.run(scale_phase(apps[0].url, apps[1].url, args.runs, pg.dsn, args.client))
        print("two processes:", json.dumps(scale))
        for app in apps:
            app.stop()
        hooks = {"delivered_share": 1.0} if args.no_webhooks else asyncio.run(webhook_phase(tmp, args.runs))
        print("webhooks:", "not measured" if args.no_webhooks else json.dumps(hooks))
    finally:
        for app in apps:
            app.stop()
        redis.stop()
        pg.stop()
        shutil.rmtree(tmp, ignore_errors=True)
    met = (
        scale["lost_or_reordered"] == 0
        and scale["chains_not_verifying"] == 0
        and float(scale["first_event_p95_ms"]) < 500
        and float(hooks["delivered_share"]) >= 0.999
    )
    print("targets met" if met else "TARGET MISSED")
    return 0 if met else 1


if __name__ == "__main__":
    raise SystemExit(main())
