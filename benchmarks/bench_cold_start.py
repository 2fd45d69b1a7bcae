"""Cold start of the command line: how long a fresh `saife check --offline` takes, and what it loads.

Prints, for each case, the median over `--repeat` fresh interpreters of the wall time and of the CPU time
(user + system; on a machine shared with other work the wall time includes waiting for a core, the CPU time
does not):
- `import engine, saife_cli`;
- `saife check ANSWER --offline` (the `python -m saife_cli` entry point, no uv in front of it);
- the same through the installed `saife` console script, when there is one next to this Python;
- the same with Python's bytecode cache out of reach, as on the first run after an install without compiled files
  (`PYTHONDONTWRITEBYTECODE=1` and an empty `PYTHONPYCACHEPREFIX`, so nothing is read from `__pycache__` either);
- `saife check ANSWER --source FILE --offline`, where the embedded verifier (onnxruntime and its model) loads;
and which heavy modules (model SDKs, web framework, search client, plotting, the verifier's runtime) the offline check
without sources loaded: none is expected.

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
HEAVY = ("openai", "anthropic", "ddgs", "nicegui", "matplotlib", "onnxruntime", "numpy", "tokenizers")
ANSWER = "The Eiffel Tower is 330 metres tall and was finished in 1889. It is in Paris, see https://example.com/."
SOURCE = "The Eiffel Tower, in Paris, is 330 metres tall. It was finished in 1889 for the World's Fair."
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


def base_env(cache_dir: str, *, compiled: bool) -> dict[str, str]:
    """The environment of one case: compiled files kept in `cache_dir` (as an installed package has them), or, with
    `compiled` False, an empty `cache_dir` that nothing is written to, so every module is compiled on every run."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("SAIFE_") and not k.endswith("_API_KEY")}
    env |= {"SAIFE_NO_DOTENV": "1", "SAIFE_DB": "", "PYTHONPYCACHEPREFIX": cache_dir}
    if compiled:
        env.pop("PYTHONDONTWRITEBYTECODE", None)
    else:
        env["PYTHONDONTWRITEBYTECODE"] = "1"
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
        source = Path(scratch) / "source.txt"
        source.write_text(SOURCE, encoding="utf-8")
        cached = base_env(str(Path(scratch) / "pycache"), compiled=True)
        uncompiled = base_env(str(Path(scratch) / "empty"), compiled=False)
        check = [sys.executable, "-m", "saife_cli", "check", str(answer), "--offline", "--json"]
        script = Path(sys.executable).with_name("saife")
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
            "saife check --offline, no bytecode cache": measure(check, uncompiled, args.repeat),
            "saife check --source --offline (verifier)": measure(
                [*check, "--source", str(source)], cached, args.repeat
            ),
        }
        if script.exists():  # the console script an install puts next to the interpreter
            results["saife check --offline (console script)"] = measure([str(script), *check[3:]], cached, args.repeat)
        loaded = json.loads(timed([sys.executable, "-c", probe], cached)[2].strip().splitlines()[-1])
    load = os.getloadavg()[0]
    if args.json:
        print(json.dumps({"results": results, "heavy_modules_loaded": loaded, "load_average": load}))
        return
    print(f"Cold start, median of {args.repeat} fresh processes (1-minute load average {load:.1f}):")
    for label, figures in results.items():
        print(f"  {label:45s} wall {figures['wall_s']:6.2f} s   cpu {figures['cpu_s']:6.2f} s")
    # The target is wall time on an idle machine; with other work running, the CPU time stands in for it.
    judged = "wall" if load < 1.0 else "cpu"
    verdict = "within" if results["saife check --offline"][f"{judged}_s"] < TARGET_S else "over"
    print(f"  offline check {judged} time is {verdict} the {TARGET_S} s target")
    print(f"  heavy modules loaded by an offline check: {', '.join(loaded) or 'none'}")


if __name__ == "__main__":
    main()
