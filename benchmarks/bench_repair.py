"""Residual hallucination rate R and silent failures on the planted-error cases, offline, per repair mode.

R = planted errors the final answer still asserts / planted errors. An error still asserts when its text is in
`final_answer` inside a claim that was neither removed, corrected nor marked as unconfirmed. The strict figure
also counts errors whose words remain but are marked as unconfirmed (disclosed, not asserted). A silent failure
is a failed check in a run that raised no warning (must be 0).

Cases: tests/repair/fixtures/planted.jsonl plus tests/fixtures/planted/*.jsonl when present.

    uv run python benchmarks/bench_repair.py [--json]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "repair"))

from repair_planted_kit import OWN_CASES, SHARED_CASES, load_cases, score  # noqa: E402

from engine import Config  # noqa: E402


async def main(as_json: bool) -> None:
    cases = load_cases([p for p in (OWN_CASES, SHARED_CASES) if p.exists()])
    rows = []
    for mode in ("repair", "hedge", "report"):
        started = time.perf_counter()
        tally = await score(cases, Config(offline=True, db_path="", repair=mode))
        rows.append({
            "mode": mode, "cases": tally.cases, "planted_errors": tally.errors, "residual": tally.residual,
            "R": round(tally.rate, 4), "strict_residual": tally.strict, "R_strict": round(tally.strict_rate, 4),
            "silent_failures": tally.silent_failures, "seconds": round(time.perf_counter() - started, 2),
        })  # fmt: skip
    if as_json:
        print(json.dumps(rows, indent=2))
        return
    print(f"planted-error cases: {rows[0]['cases']} ({rows[0]['planted_errors']} planted errors), offline")
    print(f"{'mode':<8} {'R':>7} {'R strict':>9} {'silent failures':>16} {'seconds':>8}")
    for row in rows:
        rates = f"{row['R']:>7.1%} {row['R_strict']:>9.1%}"
        print(f"{row['mode']:<8} {rates} {row['silent_failures']:>16} {row['seconds']:>8}")
    repair = rows[0]
    verdict = "OK" if repair["R"] <= 0.10 and repair["silent_failures"] == 0 else "NOT MET"
    print(f"target: R <= 10% with repair on and 0 silent failures -> {verdict}")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--json", action="store_true")
    asyncio.run(main(parser.parse_args().json))
