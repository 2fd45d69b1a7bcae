"""A run whose process dies mid-run: a real child process stores its first events in a real SQLite audit file and is
then killed with SIGKILL, as a server killed by the system would be. The audit and web app tests read what it left."""

from __future__ import annotations

import contextlib
import os
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

# Two claims, one source; the only detector stalls once the checks have begun, so the kill lands mid-run.
STALLING_RUN = """
import asyncio, sys
from engine import Config
from engine.inputs import make_input
from engine.pipeline import run_check
from engine.sdk import with_audit_store

class Stall:
    name = "stall"
    def applies(self, ctx):
        return True
    async def check(self, claims, ctx):
        print("checking", flush=True)
        await asyncio.sleep(3600)
        return []

config = Config(offline=True, db_path=sys.argv[1])
request = make_input("The cap is 5 units. The fee is 2 units.", ["The cap is 5 units."])
asyncio.run(run_check(request, config, run_id=sys.argv[2], listeners=with_audit_store(config, ()), detectors=[Stall()]))
"""


def crash_mid_run(db: Path, run_id: str) -> None:
    """Start a run in a child process, wait until its first checks are stored, then kill the process."""
    env = {k: v for k, v in os.environ.items() if k != "PYTEST_CURRENT_TEST"}
    child = subprocess.Popen(
        [sys.executable, "-c", STALLING_RUN, str(db), run_id], stdout=subprocess.PIPE, cwd=ROOT, env=env
    )
    try:
        assert child.stdout is not None and child.stdout.readline() == b"checking\n"
        wait_for_stored(db, run_id, "pass_started")  # the background writer stores within milliseconds
    finally:
        child.send_signal(signal.SIGKILL)
        child.wait(timeout=30)


def wait_for_stored(db: Path, run_id: str, event_type: str, timeout_s: float = 20.0) -> None:
    deadline = time.monotonic() + timeout_s
    query = "SELECT count(*) FROM events WHERE run_id = ? AND type = ?"
    while time.monotonic() < deadline:
        with contextlib.suppress(sqlite3.Error), contextlib.closing(sqlite3.connect(db, timeout=1)) as conn:
            if conn.execute(query, (run_id, event_type)).fetchone()[0]:
                return
        time.sleep(0.02)
    raise AssertionError(f"the child stored no {event_type} event for {run_id} in {timeout_s} s")
