"""A run killed mid-way is marked interrupted on the next start with its events intact; `saife runs`, `saife show`
and `saife audit verify` read the trail (real subprocesses, real SQLite file)."""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
from pathlib import Path

from crashed_run import crash_mid_run

from engine import Config, open_store

ROOT = Path(__file__).resolve().parents[2]
SOURCE = "The indemnification cap is $2 million per incident. Either party may terminate with 90 days notice."
ANSWER = "The indemnification cap is $5 million per incident. Either party may terminate with 90 days notice.\n"


def saife(*args: str, db: Path | str, stdin: bytes | None = None) -> subprocess.CompletedProcess[bytes]:
    env = {k: v for k, v in os.environ.items() if k != "PYTEST_CURRENT_TEST"} | {"SAIFE_DB": str(db), "NO_COLOR": "1"}
    return subprocess.run([sys.executable, "-m", "saife_cli", *args], input=stdin, capture_output=True, timeout=120,
                          env=env, cwd=ROOT)  # fmt: skip


def test_a_killed_run_is_marked_interrupted_with_its_events_intact(tmp_path: Path) -> None:
    db = tmp_path / "audit.db"
    crash_mid_run(db, "r_killed")
    store = open_store(Config(offline=True, db_path=str(db)))  # the next start
    assert store is not None
    (run,) = store.runs()
    assert run.run_id == "r_killed" and run.status == "interrupted" and run.claim_count == 2
    events = store.events("r_killed")
    types = [e.type for e in events]
    assert types[0] == "run_started" and {"claims_extracted", "pass_started"} <= set(types)
    assert not [e for e in events if e.type in ("run_completed", "run_failed")]
    assert store.verify_chain("r_killed").ok
    status = sqlite3.connect(db).execute("SELECT status FROM runs WHERE run_id = 'r_killed'").fetchone()[0]
    assert status == "interrupted"
    report = store.report("r_killed")
    assert report is not None and report.status is None and len(report.claims) == 2


def test_cli_lists_shows_and_verifies_stored_runs(tmp_path: Path) -> None:
    db = tmp_path / "audit.db"
    (tmp_path / "answer.md").write_text(ANSWER)
    (tmp_path / "source.txt").write_text(SOURCE)
    checked = saife("check", str(tmp_path / "answer.md"), "--source", str(tmp_path / "source.txt"), "--offline",
                    "--json", db=db)  # fmt: skip
    assert checked.returncode == 0, checked.stderr
    run_id = json.loads(checked.stdout)["run_id"]

    listed = saife("runs", db=db)
    assert listed.returncode == 0 and run_id.encode() in listed.stdout and b"VERIFIED" in listed.stdout
    assert b" 2 claims " in listed.stdout  # the count agrees with its noun
    as_json = json.loads(saife("runs", "--json", db=db).stdout)
    assert as_json[0]["run_id"] == run_id and as_json[0]["claims"] == 2

    shown = saife("show", run_id, "--json", db=db)
    assert shown.returncode == 0 and json.loads(shown.stdout) == json.loads(checked.stdout)
    markdown = saife("show", run_id, "--markdown", db=db).stdout.decode()
    assert markdown.startswith(f"# sAIfe report `{run_id}`") and "**Status: VERIFIED after 1 correction**" in markdown
    assert "| c1 | ✗ CONTRADICTED (corrected) | high |" in markdown
    assert b"VERIFIED" in saife("show", run_id, db=db).stdout

    intact = saife("audit", "verify", run_id, db=db)
    assert intact.returncode == 0 and b"intact" in intact.stdout

    conn = sqlite3.connect(db)
    conn.executescript(
        "DROP TRIGGER events_no_update; UPDATE events SET data = replace(data, '$5', '$9') WHERE seq = 1;"
    )
    conn.commit()
    tampered = saife("audit", "verify", run_id, db=db)
    assert tampered.returncode == 1 and b"TAMPERED" in tampered.stdout and b"event 1 was altered" in tampered.stdout


def test_cli_unknown_run_and_store_off_are_usage_errors(tmp_path: Path) -> None:
    db = tmp_path / "audit.db"
    for args in (("show", "r_nope"), ("audit", "verify", "r_nope")):
        done = saife(*args, db=db)
        assert done.returncode == 3 and done.stdout == b"" and b"r_nope" in done.stderr
    off = saife("runs", db="")
    assert off.returncode == 3 and b"off" in off.stderr
    assert saife("runs", db=db).stdout == b"no runs stored yet\n"
    (tmp_path / "junk.db").write_bytes(b"junk" * 1000)
    broken = saife("runs", db=tmp_path / "junk.db")
    assert broken.returncode == 3 and b"not a SQLite database" in broken.stderr
