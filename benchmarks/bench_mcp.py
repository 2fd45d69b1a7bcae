"""MCP overhead: a 20-claim offline verify through `saife mcp` over stdio against the same call in process.

    uv run python benchmarks/bench_mcp.py [--rounds 10]

Starts `saife mcp --offline` as a subprocess and talks to it with the `mcp` SDK's own client. After one warm-up
call on each side (both load the same detectors), it alternates `--rounds` calls of `verify_answer` over stdio
with `--rounds` direct `averify` calls, and prints the medians, the median paired difference (the MCP overhead:
JSON-RPC framing, the report's JSON both ways, the progress notifications) and the server's start-up time.
Target: overhead below 100 ms; exits 1 when it is missed.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

from mcp import Client, StdioServerParameters

from engine import Config, averify

TARGET_OVERHEAD_MS = 100.0
FACTS = [(f"Site {i} opened in {1990 + i}", f"employs {40 + 3 * i} people") for i in range(10)]
ANSWER = " ".join(f"{opened}. It {staff}." for opened, staff in FACTS)  # 20 sentences, 20 claims
SOURCE = " ".join(f"{opened} and today it {staff}." for opened, staff in FACTS)


async def paired_rounds(rounds: int, env: dict[str, str]) -> tuple[float, list[float], list[float], int]:
    """Alternate a stdio call and a direct call, so that the load of a shared machine hits both alike."""
    saife = str(Path(sys.executable).with_name("saife"))
    params = StdioServerParameters(command=saife, args=["mcp", "--offline"], env=env)
    config = Config.from_env(offline=True)
    arguments = {"answer": ANSWER, "sources": [SOURCE]}
    started = time.perf_counter()
    async with Client(params, read_timeout_seconds=120) as client:
        await client.list_tools()
        startup_ms = (time.perf_counter() - started) * 1000
        first = await client.call_tool("verify_answer", arguments)  # warm-up: detectors load on first use
        await averify(ANSWER, [SOURCE], config=config)
        over_stdio, direct = [], []
        for _ in range(rounds):
            began = time.perf_counter()
            await client.call_tool("verify_answer", arguments, progress_callback=_ignore)
            over_stdio.append((time.perf_counter() - began) * 1000)
            began = time.perf_counter()
            await averify(ANSWER, [SOURCE], config=config)
            direct.append((time.perf_counter() - began) * 1000)
    return startup_ms, over_stdio, direct, len(first.structured_content["claims"])


async def _ignore(progress: float, total: float | None, message: str | None) -> None:
    return None


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=20)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        audit = str(Path(folder) / "audit.sqlite3")  # both sides store their runs, as a user's would
        os.environ["SAIFE_DB"] = audit
        os.environ["SAIFE_NO_DOTENV"] = "1"
        env = {k: v for k, v in os.environ.items() if not k.endswith("_API_KEY") and not k.endswith("_MODEL")}
        startup_ms, over_stdio, direct, claims = asyncio.run(paired_rounds(args.rounds, env))
    stdio_ms, direct_ms = statistics.median(over_stdio), statistics.median(direct)
    overhead = statistics.median(s - d for s, d in zip(over_stdio, direct, strict=True))
    print(f"claims checked per call:        {claims}")
    print(f"server start-up (to tools/list): {startup_ms:8.1f} ms")
    print(f"direct averify, median:          {direct_ms:8.1f} ms  (min {min(direct):.1f})")
    print(f"verify_answer over stdio, median:{stdio_ms:8.1f} ms  (min {min(over_stdio):.1f})")
    print(f"MCP overhead (median of paired differences): {overhead:.1f} ms  target < {TARGET_OVERHEAD_MS:.0f} ms")
    return 0 if overhead < TARGET_OVERHEAD_MS else 1


if __name__ == "__main__":
    sys.exit(main())
