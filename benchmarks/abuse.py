"""Abuse figures: does the server stay up and answer `/api/health` while clients push it hard?

    uv run python benchmarks/abuse.py [--small 200] [--large 10] [--phase-timeout 240]

Loopback only, bounded: starts `python -m webapp` on a free 127.0.0.1 port (offline runs, a temporary audit
store), then in turn, each phase on a fresh server,
1. 200 small `POST /api/verify` at once,
2. 10 POSTs of ~7.5 MB at once (a long answer and two long sources),
3. one answer of ~1,900 claims,
4. each answer of `benchmarks/hostile_corpus.py` (`HOSTILE_ANSWERS`) when that file exists, on a server
   with the rate limit off and a long waiting line, so that every one of them is really checked,
while a prober (a thread of its own) calls `/api/health` every 50 ms. For every accepted run it follows the SSE
stream and counts the terminal events (`run_completed` / `run_failed`). Prints health p50/p99 per phase, the
server's peak resident memory (VmHWM), terminal events lost, 429s returned and whether the server stayed up; exits 1
when a target is missed (`--only small` etc. runs some phases). Every wait has a deadline, so the script stops by
itself even against a server that stalls.

Measured on the 2-core build machine (load average 9-17 from other work, so latencies are inflated), before the
run queue (runs on the server's loop) → after (queue, rate limit, worker threads):
- 200 small POSTs: all 200 accepted, health p99 7.7 s → 31 accepted, 169 × 429, health p99 3.4 s (at that load
  200 concurrent `/api/health` calls alone took 7-8 s to answer: the burst's own cost, not the runs');
- 10 × 7.2 MB POSTs: health unanswered for > 10 s (19 probes), runs unfinished after 240 s, RSS 1.8 GB and
  rising → 2 accepted, 8 × 429, health p99 0.29 s, 0 terminal events lost, peak RSS 1.17 GB;
- one 1,900-claim answer: health p99 0.09 s; 94 hostile answers (rate limit off): all checked, server up.

2026-12-02, idle machine, `--only large --only claims`: the two accepted 7.2 MB runs never ended (a detector's loop
could not be cancelled by its deadline; the names check regex-searched the 7 MB record per name) → both end, peak RSS
1.73 → 1.62 GB (verifier index in typed arrays) → 0.99 GB with the byte cap at 12 MB (one accepted, nine 429s);
health p99 0.054 s. (Run on one server, the 200-POST burst spent the rate limit and phases 2-3 were refused: each
phase now starts a server of its own.)

Health under the 200-POST burst, profiled (load average 11-12 from other work; `--only small`, two runs each):
- the prober shared the client's event loop with the burst, so each probe also waited for the client's own 200
  requests: it now runs in a thread of its own. Same server, old prober → new prober: p99 1.2-1.3 s → 0.46-0.54 s;
- the server's loop had no single slow callback (asyncio debug mode: none over 0.1 s); its cost was per request:
  `ui.run` adds NiceGUI's gzip and two BaseHTTPMiddleware layers after ours, so they wrapped every request, health
  probes and refused POSTs included. Ours now come first and health is answered at the door
  (`webapp/front_door.py`): health p50 0.023-0.025 s → 0.010 s, p99 0.46-0.54 s → 0.31-0.32 s, max 1.0-1.06 s →
  0.43-0.44 s; the server's CPU for the burst 4.9-5.4 s → 4.2-4.6 s; the 200 answers came back in 2.5-3.0 s
  instead of 3.5-3.6 s.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import importlib.util
import json
import os
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx

ROOT = Path(__file__).resolve().parents[1]
TARGETS = {"health_p99_s": 1.0, "peak_rss_mb": 1536.0, "lost_terminal_events": 0, "inputs_that_stopped_it": 0}
HEALTH_TIMEOUT_S = 10.0
SENTENCE = "The {i}th invoice of {year} was paid {days} days after receipt by the Supplier in Berlin. "
SOURCE_LINE = "Clause {i}. Invoices are payable within {days} days of receipt; the cap is ${i} million. "


@dataclass
class Phase:
    """What one phase saw."""

    name: str
    health_s: list[float] = field(default_factory=list)
    health_failures: int = 0
    statuses: dict[int | str, int] = field(default_factory=dict)
    accepted: list[str] = field(default_factory=list)
    lost: list[str] = field(default_factory=list)
    accept_s: float = 0.0
    server_up: bool = True

    def percentile(self, q: float) -> float:
        if not self.health_s:
            return float("nan")
        ordered = sorted(self.health_s)
        return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def small_payload(i: int) -> dict[str, Any]:
    return {
        "answer": f"The cap is ${i % 9 + 1} million per incident. Either party may terminate with 90 days notice.",
        "sources": ["The cap is $2 million per incident. Either party may terminate with 90 days notice."],
        "options": {"mode": "offline"},
    }


def large_payload(i: int) -> dict[str, Any]:
    """About 7.2 MB of JSON: an answer of 1,900 claims and two 3.5 MB sources (under the engine's input limits)."""
    answer = "".join(SENTENCE.format(i=n, year=2000 + n % 25, days=n % 90) for n in range(i, i + 1_900))
    source = "".join(SOURCE_LINE.format(i=n, days=n % 60) for n in range(42_000))
    sources = [source[:3_500_000], source[7:3_500_007]]
    return {"answer": answer, "sources": sources, "options": {"mode": "offline"}}


def many_claims_payload() -> dict[str, Any]:
    answer = "".join(SENTENCE.format(i=n, year=2000 + n % 25, days=n % 90) for n in range(1_900))
    return {
        "answer": answer,
        "sources": ["Invoices are payable within 30 days of receipt."],
        "options": {"mode": "offline"},
    }


def hostile_payloads() -> list[dict[str, Any]]:
    path = ROOT / "benchmarks" / "hostile_corpus.py"
    if not path.exists():
        return []
    spec = importlib.util.spec_from_file_location("hostile_corpus", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    answers = getattr(module, "HOSTILE_ANSWERS", [])
    return [{"answer": _text(a), "options": {"mode": "offline"}} for a in answers]


def _text(item: Any) -> str:
    """A hostile answer may be a plain string or carry it in an `answer`/`text` field or attribute."""
    if isinstance(item, str):
        return item
    if isinstance(item, dict):
        return str(item.get("answer") or item.get("text") or "")
    if isinstance(item, (tuple, list)):
        return str(item[-1])
    return str(getattr(item, "answer", None) or getattr(item, "text", item))


def probe_health(url: str, phase: Phase, stop: threading.Event) -> None:
    """Call /api/health every 50 ms on its own connection until `stop`; a failure counts as HEALTH_TIMEOUT_S.

    Runs in a thread of its own: on the loop that sends the burst, each probe also waited for the client's own
    200 requests and responses to be processed, which added up to a second to what the server took.
    """
    with httpx.Client(base_url=url, timeout=HEALTH_TIMEOUT_S) as client:
        while not stop.is_set():
            started = time.perf_counter()
            try:
                response = client.get("/api/health")
                ok = response.status_code == 200
            except httpx.HTTPError:
                ok = False
            elapsed = time.perf_counter() - started
            phase.health_s.append(elapsed if ok else HEALTH_TIMEOUT_S)
            phase.health_failures += not ok
            stop.wait(0.05)


async def post(client: httpx.AsyncClient, payload: bytes, phase: Phase) -> None:
    try:
        response = await client.post("/api/verify", content=payload, headers={"Content-Type": "application/json"})
    except httpx.HTTPError as exc:
        key: int | str = type(exc).__name__
    else:
        key = response.status_code
        if response.status_code == 202:
            phase.accepted.append(response.json()["run_id"])
    phase.statuses[key] = phase.statuses.get(key, 0) + 1


async def terminal_events(client: httpx.AsyncClient, run_id: str, deadline: float) -> int:
    """How many terminal events the run's SSE stream carries (0 when it did not end before `deadline`)."""
    count = 0
    try:
        async with asyncio.timeout(max(0.1, deadline - time.monotonic())):
            async with client.stream("GET", f"/api/runs/{run_id}/events") as response:
                async for line in response.aiter_lines():
                    if line in ("event: run_completed", "event: run_failed"):
                        count += 1
    except (TimeoutError, httpx.HTTPError):
        return count if count else 0
    return count


async def run_phase(url: str, name: str, payloads: list[dict[str, Any]], timeout_s: float, run_s: float) -> Phase:
    phase = Phase(name)
    bodies = [json.dumps(p).encode() for p in payloads]
    stop = threading.Event()
    prober = threading.Thread(target=probe_health, args=(url, phase, stop), name="health prober")
    prober.start()
    deadline = time.monotonic() + timeout_s + run_s
    limits = httpx.Limits(max_connections=250, max_keepalive_connections=50)
    try:
        async with httpx.AsyncClient(base_url=url, timeout=timeout_s, limits=limits) as client:
            started = time.perf_counter()
            with contextlib.suppress(TimeoutError):
                async with asyncio.timeout(timeout_s):
                    await asyncio.gather(*(post(client, body, phase) for body in bodies))
            phase.accept_s = time.perf_counter() - started
            counts = await asyncio.gather(*(terminal_events(client, rid, deadline) for rid in phase.accepted))
            phase.lost = [rid for rid, n in zip(phase.accepted, counts, strict=True) if n != 1]
    finally:
        stop.set()
        await asyncio.to_thread(prober.join)
    return phase


@dataclass
class Server:
    url: str
    process: subprocess.Popen[bytes]

    def peak_rss_mb(self) -> float:
        with contextlib.suppress(OSError):
            for line in Path(f"/proc/{self.process.pid}/status").read_text().splitlines():
                if line.startswith("VmHWM:"):
                    return int(line.split()[1]) / 1024
        return float("nan")

    def alive(self) -> bool:
        if self.process.poll() is not None:
            return False
        try:
            return httpx.get(self.url + "/api/health", timeout=HEALTH_TIMEOUT_S).status_code == 200
        except httpx.HTTPError:
            return False


def start_server(tmp: Path, **settings: str) -> Server:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    env = {k: v for k, v in os.environ.items() if not k.startswith("SAIFE_") and not k.endswith("_API_KEY")}
    env.pop("PYTEST_CURRENT_TEST", None)
    env.update(HOST="127.0.0.1", PORT=str(port), SAIFE_DB=str(tmp / f"audit-{port}.sqlite3"), SAIFE_NO_DOTENV="1")
    env.update(settings)
    log = (tmp / f"server-{port}.log").open("wb")
    process = subprocess.Popen([sys.executable, "-m", "webapp"], cwd=ROOT, env=env, stdout=log, stderr=log)
    server = Server(f"http://127.0.0.1:{port}", process)
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        with contextlib.suppress(httpx.HTTPError):
            if httpx.get(server.url + "/api/health", timeout=1).status_code == 200:
                return server
        time.sleep(0.2)
    process.terminate()
    raise RuntimeError("the server did not start")


def print_phase(phase: Phase, server: Server) -> None:
    statuses = ", ".join(f"{k}: {v}" for k, v in sorted(phase.statuses.items(), key=lambda kv: str(kv[0])))
    print(f"{phase.name}")
    print(f"  responses                {statuses}  (all sent and answered in {phase.accept_s:.1f} s)")
    print(f"  health p50 / p99 / max   {phase.percentile(0.5):.3f} / {phase.percentile(0.99):.3f} / "
          f"{max(phase.health_s, default=float('nan')):.3f} s over {len(phase.health_s)} calls, "
          f"{phase.health_failures} unanswered")  # fmt: skip
    print(f"  terminal events lost     {len(phase.lost)} of {len(phase.accepted)} accepted runs")
    up = "yes" if phase.server_up else "NO"
    print(f"  server up afterwards     {up}; peak RSS so far {server.peak_rss_mb():.0f} MB")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--small", type=int, default=200)
    parser.add_argument("--large", type=int, default=10)
    parser.add_argument("--phase-timeout", type=float, default=240.0, help="seconds to send a phase's requests")
    parser.add_argument("--run-timeout", type=float, default=600.0, help="seconds to follow its runs to the end")
    parser.add_argument(
        "--only", choices=("small", "large", "claims", "hostile"), action="append", help="run only these phases"
    )
    args = parser.parse_args()
    chosen = set(args.only or ("small", "large", "claims", "hostile"))
    phases: list[Phase] = []
    peaks: list[float] = []
    with tempfile.TemporaryDirectory() as tmp:
        plan = [
            (f"{args.small} concurrent small POSTs", lambda: [small_payload(i) for i in range(args.small)], "small"),
            (f"{args.large} POSTs of ~7.5 MB at once", lambda: [large_payload(i) for i in range(args.large)], "large"),
            ("one answer of ~1,900 claims", lambda: [many_claims_payload()], "claims"),
        ]
        # A server of its own for each phase: one phase's burst must not spend the next one's rate limit (run on
        # one server, the 200-POST burst got the 7.5 MB and 1,900-claim phases refused with 429 before they ran).
        for name, payloads, key in plan:
            if key in chosen:
                run_plan(Path(tmp), [(name, payloads())], args, phases, peaks)
        if "hostile" not in chosen:
            pass
        elif hostile := hostile_payloads():
            name = f"{len(hostile)} hostile answers (benchmarks/hostile_corpus.py; rate limit off)"
            settings = {"SAIFE_RATE_LIMIT": "off", "SAIFE_MAX_QUEUED_RUNS": str(len(hostile) + 10)}
            run_plan(Path(tmp), [(name, hostile)], args, phases, peaks, **settings)
        else:
            print("benchmarks/hostile_corpus.py not found: no hostile phase")
    return summary(phases, max(peaks))


def run_plan(
    tmp: Path,
    plan: list[tuple[str, list[dict[str, Any]]]],
    args: argparse.Namespace,
    phases: list[Phase],
    peaks: list[float],
    **settings: str,
) -> None:
    """Start a server with `settings`, run the phases in turn (stopping if it goes down), then stop it."""
    server = start_server(tmp, **settings)
    print(
        f"server pid {server.process.pid} at {server.url} {settings or ''}; RSS at start {server.peak_rss_mb():.0f} MB"
    )
    try:
        for name, payloads in plan:
            phase = asyncio.run(run_phase(server.url, name, payloads, args.phase_timeout, args.run_timeout))
            phase.server_up = server.alive()
            phases.append(phase)
            print_phase(phase, server)
            if not phase.server_up:
                break
        peaks.append(server.peak_rss_mb())
    finally:
        server.process.terminate()
        with contextlib.suppress(subprocess.TimeoutExpired):
            server.process.wait(timeout=15)
        if server.process.poll() is None:
            server.process.kill()


def summary(phases: list[Phase], peak_rss_mb: float) -> int:
    figures = {
        "health_p99_s": max(p.percentile(0.99) for p in phases),
        "peak_rss_mb": peak_rss_mb,
        "lost_terminal_events": sum(len(p.lost) for p in phases),
        "inputs_that_stopped_it": sum(not p.server_up for p in phases),
    }
    too_many = sum(p.statuses.get(429, 0) for p in phases)
    print(f"429s returned: {too_many}; health p50 over all phases "
          f"{statistics.median([s for p in phases for s in p.health_s]):.3f} s")  # fmt: skip
    missed = []
    for name, value in figures.items():
        ok = value < TARGETS[name] if name.endswith(("_s", "_mb")) else value <= TARGETS[name]
        missed += [] if ok else [name]
        print(f"  {name:<24} {value:10.3f}  target {'<' if name.endswith(('_s', '_mb')) else '<='} {TARGETS[name]:g}  "
              f"{'ok' if ok else 'MISSED'}")  # fmt: skip
    print(json.dumps({**figures, "429s": too_many}))
    return 1 if missed else 0


if __name__ == "__main__":
    sys.exit(main())
