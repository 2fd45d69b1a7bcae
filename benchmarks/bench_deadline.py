"""The whole-run deadline against a model that never answers, and a cold start under a latency budget.

Prints, from one run on this machine, against a scripted OpenAI-compatible judge on 127.0.0.1 that accepts every
request and never answers (the real openai SDK talks to it):
- one `verify` with the default configuration (the whole-run deadline with a model is 60 s): the run's own
  clock (`stats.elapsed_ms`, which starts after setup), the wall time of the call (the first call of the process
  also imports the SDK and the detectors), its status and the alerts that say why (`--deadline S` sets another
  deadline);
- a cold `saife check --latency-budget-ms 3000` in a fresh process (SDK and detector imports included), with every
  module compiled from source and with compiled bytecode kept: the process's wall and CPU time (on a machine
  shared with other work the wall time includes waiting for a core), the run's own clock (`stats.elapsed_ms`),
  and the status.

    uv run python benchmarks/bench_deadline.py [--deadline 60] [--json]

Measured 2026-12-02 (load average 12.7), when the budget counted only from the end of setup: 8.76-8.88 s of process
wall for 2.2-2.5 s of CPU, the run's clock 2.75 s (setup: engine imports 0.8-0.9 s, detectors 0.35-0.55 s, the openai
SDK import 1.3-3.6 s wall). Since then the command line's budget counts from the command's start
(`Config.budget_started_at`, at least half kept for checking); idle machine (load 1.3): 3.50 s (compiled bytecode)
and 3.94 s (no bytecode cache) of process wall, run clock 1,254 ms, the judge still asked.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from pydantic import SecretStr

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests"))

from servers.scripted import Reply, ScriptedServer, start_openai  # noqa: E402

from engine import Config, ModelSpec, verify  # noqa: E402

SOURCE = "The liability cap is $2 million per incident. Claims must be filed within 30 days."
ANSWER = "The liability cap is $2 million per incident. Claims must be filed within 30 days."
KEY = "sk-bench-deadline-0a1b2c3d"


def hanging_run(server: ScriptedServer, deadline_s: float | None) -> dict[str, object]:
    spec = ModelSpec(model="openai/judge-x", base_url=server.root + "/v1", api_key=SecretStr(KEY))
    fields: dict[str, object] = {"run_deadline_s": deadline_s} if deadline_s else {}
    config = Config(models={"judge": spec}, db_path="", mode="sources", **fields)
    started = time.perf_counter()
    report = verify(ANSWER, [SOURCE], config=config)
    return {
        "wall_s": round(time.perf_counter() - started, 2),
        "run_elapsed_ms": report.stats["elapsed_ms"],
        "deadline_s": config.run_budget_s(with_model=True),
        "status": report.status.value if report.status else None,
        "alerts": [a for a in report.alerts if "time" in a],
    }


def cold_check(server: ScriptedServer, bytecode_dir: str | None) -> dict[str, object]:
    """One fresh `saife check`; with `bytecode_dir`, Python's compiled files are kept there (as an installed package
    has them), otherwise every module is compiled from source (`PYTHONDONTWRITEBYTECODE=1`)."""
    with tempfile.TemporaryDirectory() as scratch:
        answer, source = Path(scratch) / "answer.txt", Path(scratch) / "source.txt"
        answer.write_text(ANSWER, encoding="utf-8")
        source.write_text(SOURCE, encoding="utf-8")
        env = {k: v for k, v in os.environ.items() if not k.startswith("SAIFE_") and not k.endswith("_API_KEY")}
        env |= {
            "SAIFE_JUDGE_MODEL": "openai/judge-x", "SAIFE_JUDGE_BASE_URL": server.root + "/v1",
            "SAIFE_JUDGE_API_KEY": KEY, "SAIFE_DB": "", "SAIFE_NO_DOTENV": "1",
        }  # fmt: skip
        if bytecode_dir is None:
            env["PYTHONDONTWRITEBYTECODE"] = "1"
        else:
            env.pop("PYTHONDONTWRITEBYTECODE", None)
            env["PYTHONPYCACHEPREFIX"] = bytecode_dir
        argv = [sys.executable, "-m", "saife_cli", "check", str(answer), "--source", str(source), "--json",
                "--latency-budget-ms", "3000"]  # fmt: skip
        asked_before = len(server.script.requests)
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        started = time.perf_counter()
        done = subprocess.run(argv, capture_output=True, text=True, env=env, cwd=ROOT, timeout=300)
        wall = time.perf_counter() - started
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
    report = json.loads(done.stdout)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return {
        "wall_s": round(wall, 2), "cpu_s": round(cpu, 2), "run_elapsed_ms": report["stats"]["elapsed_ms"],
        "status": report["status"], "judge_asked": len(server.script.requests) > asked_before,
        "alerts": [alert["message"] if isinstance(alert, dict) else alert for alert in report["alerts"]],
    }  # fmt: skip


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--deadline", type=float, default=None, help="whole-run deadline in seconds (default 60)")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    server = start_openai()
    try:
        server.script.use(lambda seen: Reply(hang=True))
        hanging = hanging_run(server, args.deadline)
        cold = {"no bytecode cache": cold_check(server, None)}
        with tempfile.TemporaryDirectory() as bytecode:
            cold_check(server, bytecode)  # fills the cache
            cold["compiled bytecode"] = cold_check(server, bytecode)
    finally:
        server.stop()
    load = os.getloadavg()[0]
    if args.json:
        print(json.dumps({"hanging_judge": hanging, "cold_check_3000ms": cold, "load_average": load}))
        return
    print(f"Whole-run deadline (1-minute load average {load:.1f}):")
    print(f"  hanging judge, deadline {hanging['deadline_s']:g} s: run clock {hanging['run_elapsed_ms']} ms, "
          f"call {hanging['wall_s']} s (first call: SDK and detector imports included), "
          f"status {hanging['status']}")  # fmt: skip
    for alert in hanging["alerts"]:  # type: ignore[attr-defined]
        print(f"    alert: {alert}")
    for label, figures in cold.items():
        print(f"  cold `saife check --latency-budget-ms 3000`, hanging judge, {label}: "
              f"process wall {figures['wall_s']} s, cpu {figures['cpu_s']} s (imports included), "
              f"run clock {figures['run_elapsed_ms']} ms, status {figures['status']}, "
              f"judge asked: {'yes' if figures['judge_asked'] else 'no'}")  # fmt: skip


if __name__ == "__main__":
    main()
