"""Run every performance benchmark in this folder (`bench_*.py`), one after another, and summarise.

Each benchmark is its own script: it prints its figures (measured in that one run) and exits non-zero when
it misses a target. This entry point runs them in name order, each in a fresh interpreter, shows their
output as it comes, and ends with one line per benchmark: exit code and wall time.

    uv run python benchmarks/run_all.py              # all of them
    uv run python benchmarks/run_all.py offline web  # only bench_offline.py and bench_web.py
    uv run python benchmarks/run_all.py --list

The accuracy benchmark is separate: `saife bench` (see benchmarks/RESULTS.md).
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent


def discover() -> list[Path]:
    """The benchmark scripts present, in name order."""
    return sorted(HERE.glob("bench_*.py"))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Run the performance benchmarks.")
    parser.add_argument("names", nargs="*", help="run only these (offline, web, ... or bench_offline.py)")
    parser.add_argument("--list", action="store_true", help="list the benchmarks and exit")
    args = parser.parse_args(argv)
    scripts = discover()
    if args.list:
        print("\n".join(p.name for p in scripts))
        return 0
    if args.names:
        wanted = {n.removeprefix("bench_").removesuffix(".py") for n in args.names}
        unknown = wanted - {p.stem.removeprefix("bench_") for p in scripts}
        if unknown:
            print(f"run_all: no benchmark named {', '.join(sorted(unknown))}", file=sys.stderr)
            return 2
        scripts = [p for p in scripts if p.stem.removeprefix("bench_") in wanted]
    results = []
    for script in scripts:
        print(f"\n=== {script.name} ===", flush=True)
        started = time.monotonic()
        code = subprocess.call([sys.executable, str(script)], cwd=HERE.parent)
        results.append((script.name, code, time.monotonic() - started))
    print("\n=== summary ===")
    for name, code, seconds in results:
        print(f"{name:<24} {'ok' if code == 0 else f'exit {code}':<8} {seconds:7.1f} s")
    return 0 if all(code == 0 for _, code, _ in results) else 1


if __name__ == "__main__":
    sys.exit(main())
