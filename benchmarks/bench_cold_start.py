"""Cold start of the command line: how long a fresh `saife check --offline` takes, and what it loads.

Prints, for each case, the median over `--repeat` fresh interpreters of the wall time and of the CPU time
(user + system; on a machine shared with other work the wall time includes waiting for a core, the CPU time
does not):
- `import engine, saife_cli`;
- `saife check ANSWER --offline` (the `python -m saife_cli` entry point, no uv in front of it);
- the same with Python's bytecode cache disabled, as on the first run after an install without compiled files
  (`PYTHONDONTWRITEBYTECODE=1` and an empty cache);
and which heavy modules (model SDKs, web framework, search client, plotting) the offline check loaded: none is
expected.

    uv run python benchmarks/bench_cold_start.py [--repeat 5] [--json]
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
HEAVY = ("openai", "anthropic", "ddgs", "nicegui", "matplotlib")
ANSWER = "The Eiffel Tower is 330 metres tall and was finished in 1889. It is in Paris, see https://example.com/."
TARGET_S = 1.5


def timed(argv: list[str], env: dict[str, str]) -> tuple[float, float, str]:
    """Wall seconds, CPU seconds (user + system) and stdout of one fresh process."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.perf_counter()
    done = subprocess.run(argv, capture_output=True, text=True, env=env, cwd=ROOT, timeout=300)
    wall = time.perf_counter() - started
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode not in (0, 1, 2):
        raise SystemExit(f"{' '.join(argv)} failed ({done.returncode}): {done.stderr[-1000:]}")
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu, done.stdout


def base_env(cache_dir: str | None) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("SAIFE_") and not k.endswith("_API_KEY")}
    env |= {"SAIFE_NO_DOTENV": "1", "SAIFE_DB": ""}
    if cache_dir is None:
        env["PYTHONDONTWRITEBYTECODE"] = "1"
        env.pop("PYTHONPYCACHEPREFIX", None)
    else:  # compiled files in a scratch folder, as an installed package has them
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        env["PYTHONPYCACHEPREFIX"] = cache_dir
    return env


def measure(argv: list[str], env: dict[str, str], repeat: int) -> dict[str, float]:
    timed(argv, env)  # fills the bytecode cache when there is one; not counted
    runs = [timed(argv, env) for _ in range(repeat)]
    return {"wall_s": statistics.median(r[0] for r in runs), "cpu_s": statistics.median(r[1] for r in runs)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as scratch:
        answer = Path(scratch) / "answer.txt"
        answer.write_text(ANSWER, encoding="utf-8")
        cached = base_env(str(Path(scratch) / "pycache"))
        check = [sys.executable, "-m", "saife_cli", "check", str(answer), "--offline", "--json"]
        probe = (
            "import contextlib, io, json, sys\nfrom saife_cli import main\n"
            f"with contextlib.redirect_stdout(io.StringIO()):\n    main({check[3:]!r})\n"
            f"print(json.dumps([m for m in {HEAVY!r} if m in sys.modules]))"
        )
        results = {
            "import engine, saife_cli": measure(
                [sys.executable, "-c", "import engine, saife_cli"], cached, args.repeat
            ),
            "saife check --offline": measure(check, cached, args.repeat),
            "saife check --offline, no bytecode cache": measure(check, base_env(None), args.repeat),
        }
        loaded = json.loads(timed([sys.executable, "-c", probe], cached)[2].strip().splitlines()[-1])
    load = os.getloadavg()[0]
    if args.json:
        print(json.dumps({"results": results, "heavy_modules_loaded": loaded, "load_average": load}))
        return
    print(f"Cold start, median of {args.repeat} fresh processes (1-minute load average {load:.1f}):")
    for label, figures in results.items():
        print(f"  {label:45s} wall {figures['wall_s']:6.2f} s   cpu {figures['cpu_s']:6.2f} s")
    verdict = "within" if results["saife check --offline"]["cpu_s"] < TARGET_S else "over"
    print(f"  offline check CPU time is {verdict} the {TARGET_S} s target")
    print(f"  heavy modules loaded by an offline check: {', '.join(loaded) or 'none'}")


if __name__ == "__main__":
    main()
