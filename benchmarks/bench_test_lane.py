"""What the fast test lane costs: runs the README's fast-lane command once and prints its wall time and the CPU time
(user + system) of every process it started (pytest, its two workers and what they spawn).

On a machine shared with other work the wall time includes waiting for a core and the CPU time does not; half the CPU
time is the least wall time two idle cores could need (the lane has to stay under 120 s there).

    uv run python benchmarks/bench_test_lane.py [--json] [-- extra pytest arguments]
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
FAST_LANE = ["-m", "pytest", "tests", "-m", "not slow", "-n", "2", "--dist", "loadfile", "-q", "-p", "no:randomly"]
TARGET_S = 120.0


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--json", action="store_true")
    parser.add_argument("extra", nargs="*", help="more pytest arguments (after --)")
    args = parser.parse_args()
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.perf_counter()
    done = subprocess.run([sys.executable, *FAST_LANE, *args.extra], cwd=ROOT, capture_output=True, text=True)
    wall = time.perf_counter() - started
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    user, system = after.ru_utime - before.ru_utime, after.ru_stime - before.ru_stime
    summary = done.stdout.strip().splitlines()[-1] if done.stdout.strip() else done.stderr[-500:]
    figures = {
        "wall_s": round(wall, 1),
        "cpu_s": round(user + system, 1),
        "user_s": round(user, 1),
        "system_s": round(system, 1),
        "load_average": os.getloadavg()[0],
        "exit_code": done.returncode,
        "summary": summary,
    }
    if args.json:
        print(json.dumps(figures))
        return
    print(f"Fast lane ({' '.join(FAST_LANE[2:])}), 1-minute load average {figures['load_average']:.1f}:")
    print(f"  {summary}")
    print(f"  wall {wall:6.1f} s   cpu {user + system:6.1f} s (user {user:.1f}, system {system:.1f})")
    print(f"  least wall time on two idle cores: {(user + system) / 2:.1f} s (target {TARGET_S:.0f} s)")


if __name__ == "__main__":
    main()
