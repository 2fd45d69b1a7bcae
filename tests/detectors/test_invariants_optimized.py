"""The evidence invariants hold under `python -O`, which strips every `assert`: a finding cannot be SUPPORTED or
CONTRADICTED without evidence, a failed check cannot support, a quote's span is ordered."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

PROBE = """
import sys
from pydantic import ValidationError
from engine.types import Computed, Finding, Quote, Verdict

if sys.flags.optimize < 1:
    raise SystemExit("not optimised")
cases = {
    "supported without evidence": lambda: Finding(detector="d", claim_id="c1", verdict=Verdict.SUPPORTED, reason="r"),
    "contradicted without evidence": lambda: Finding(
        detector="d", claim_id="c1", verdict=Verdict.CONTRADICTED, reason="r"),
    "failed check supports": lambda: Finding(
        detector="d", claim_id="c1", verdict=Verdict.SUPPORTED, reason="r", error=True,
        evidence=(Computed.of("1 + 1 = 2"),)),
    "reversed quote span": lambda: Quote(source=0, start=9, end=3, quote="x"),
}
for name, build in cases.items():
    try:
        build()
    except ValidationError:
        continue
    raise SystemExit(f"accepted under -O: {name}")
Finding(detector="d", claim_id="c1", verdict=Verdict.SUPPORTED, reason="r", evidence=(Computed.of("2 = 2"),))
print("held")
"""


def test_evidence_invariants_hold_under_python_dash_o() -> None:
    done = subprocess.run(
        [sys.executable, "-O", "-c", PROBE], cwd=ROOT, capture_output=True, text=True, timeout=120, check=False
    )
    assert done.returncode == 0, done.stderr + done.stdout
    assert done.stdout.strip() == "held"


TERMINAL_PROBE = """
import asyncio, sys
from engine.emitter import Emitter
from engine.events import AlertRaised, RunFailed

async def main():
    emitter = Emitter("r_1")
    await emitter.emit(RunFailed, error="stopped")
    try:
        await emitter.emit(AlertRaised, message="after the end")
    except RuntimeError:
        print("held")
        return
    raise SystemExit("an event followed the terminal event under -O")

assert sys.flags.optimize >= 1
asyncio.run(main())
"""


def test_no_event_follows_the_terminal_event_under_python_dash_o() -> None:
    done = subprocess.run(
        [sys.executable, "-O", "-c", TERMINAL_PROBE], cwd=ROOT, capture_output=True, text=True, timeout=120,
        check=False,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr + done.stdout
    assert done.stdout.strip() == "held"
