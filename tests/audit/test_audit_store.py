"""The audit store: every event of every run in one SQLite file, append-only, hash-chained, redacted; a store
that cannot be written never stops a check (the alert says the report was not stored)."""

from __future__ import annotations

import os
import shutil
import sqlite3
import subprocess
import threading
from pathlib import Path

import pytest

from engine import Config, Status, averify, open_store, verify
from engine.audit import AuditStore, AuditStoreError
from engine.events import AlertRaised, ModelCalled, RunCompleted, RunStarted

SOURCE = "The indemnification cap is $2 million per incident. Either party may terminate with 90 days notice."
ANSWER = "The indemnification cap is $5 million per incident. Either party may terminate with 90 days notice."


def config(path: Path) -> Config:
    return Config(offline=True, db_path=str(path))


def test_a_run_is_stored_and_its_report_rebuilt_exactly(tmp_path: Path) -> None:
    report = verify(ANSWER, [SOURCE], config=config(tmp_path / "a.db"))
    store = open_store(config(tmp_path / "a.db"))
    assert store is not None
    stored = store.report(report.run_id)
    assert stored is not None and stored.to_dict() == report.to_dict()
    (summary,) = store.runs()
    assert summary.run_id == report.run_id and summary.status == "VERIFIED" and summary.claim_count == 2
    assert summary.answer_preview.startswith("The indemnification cap is $5 million")
    check = store.verify_chain(report.run_id)
    assert check.ok and check.events == len(store.events(report.run_id)) and check.problem is None
    assert store.events(report.run_id)[-1].type == "run_completed"
    mode = sqlite3.connect(tmp_path / "a.db").execute("PRAGMA journal_mode").fetchone()[0]
    assert mode == "wal"


def test_storing_is_off_with_an_empty_path() -> None:
    assert open_store(Config(offline=True, db_path="")) is None


def test_the_default_store_is_the_saife_db_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SAIFE_DB", str(tmp_path / "env.db"))
    report = verify(ANSWER, [SOURCE], config=Config.from_env(offline=True))
    assert AuditStore(tmp_path / "env.db").report(report.run_id) is not None


def test_events_are_append_only(tmp_path: Path) -> None:
    report = verify(ANSWER, [SOURCE], config=config(tmp_path / "a.db"))
    conn = sqlite3.connect(tmp_path / "a.db")
    with pytest.raises(sqlite3.DatabaseError, match="append-only"):
        conn.execute("UPDATE events SET data = '{}' WHERE run_id = ?", (report.run_id,))
    with pytest.raises(sqlite3.DatabaseError, match="append-only"):
        conn.execute("DELETE FROM events WHERE run_id = ?", (report.run_id,))


@pytest.mark.parametrize(
    ("tamper", "problem"),
    [
        ("UPDATE events SET data = replace(data, '$5 million', '$2 million') WHERE seq = 1", "event 1 was altered"),
        ("DELETE FROM events WHERE seq = 3", "event 3 is missing"),
        ("DELETE FROM events WHERE seq = (SELECT max(seq) FROM events)", "the run recorded"),
        ("UPDATE events SET prev_hash = hash WHERE seq = 4", "event 4 does not follow event 3"),
    ],
)
def test_tampering_breaks_the_chain(tmp_path: Path, tamper: str, problem: str) -> None:
    report = verify(ANSWER, [SOURCE], config=config(tmp_path / "a.db"))
    conn = sqlite3.connect(tmp_path / "a.db")
    conn.executescript(f"DROP TRIGGER events_no_update; DROP TRIGGER events_no_delete; {tamper};")
    conn.commit()
    check = AuditStore(tmp_path / "a.db").verify_chain(report.run_id)
    assert not check.ok and check.problem is not None and problem in check.problem


def test_keys_and_auth_headers_are_never_stored(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    secret = "gsk_live_secret_value_123456"
    monkeypatch.setenv("GROQ_API_KEY", secret)
    store = AuditStore(tmp_path / "k.db")
    events = [
        RunStarted(run_id="r_k", seq=1, answer=f"my key is {secret} and sk-proj-abcdefghijklmnop1234", sources=()),
        ModelCalled(run_id="r_k", seq=2, role="judge", model="openai/x", ok=False,
                    error='401 {"error": "Incorrect API key provided: sk-abcdefghijklmnopqrstu"} '
                          "Authorization: Bearer abcdefghijklmnop0123"),
        AlertRaised(run_id="r_k", seq=3, message='api_key="zzzzzzzzzzzzzzzz" was refused'),
        RunCompleted(run_id="r_k", seq=4, status=Status.CAUTION, final_answer="ok", stats={}),
    ]  # fmt: skip
    for event in events:
        store.append(event)
    store.close()
    raw = b"".join(p.read_bytes() for p in tmp_path.iterdir())
    for leaked in (secret, "sk-proj-abcdefghijklmnop1234", "sk-abcdefghijklmnopqrstu", "abcdefghijklmnop0123", "zzzz"):
        assert leaked.encode() not in raw
    reopened = AuditStore(tmp_path / "k.db")
    assert reopened.verify_chain("r_k").ok
    assert "[redacted]" in reopened.events("r_k")[0].answer  # type: ignore[union-attr]


async def test_a_read_only_database_is_an_alert_and_the_check_still_runs(tmp_path: Path) -> None:
    path = tmp_path / "ro.db"
    AuditStore(path).close()
    for extra in tmp_path.glob("ro.db-*"):
        extra.unlink()
    with read_only(path):
        with pytest.raises(AuditStoreError, match="read-only"):
            AuditStore(path)
        report = await averify(ANSWER, [SOURCE], config=config(path))
    assert report.status is not None and report.final_answer.startswith("The indemnification cap is $2 million")
    assert any("could not be opened (the file is read-only)" in a and "not stored" in a for a in report.alerts)


@pytest.mark.parametrize("content", [b"this is not a database" * 100, b"SQLite format 3\x00" + b"\xff" * 4000])
async def test_a_corrupt_database_is_an_alert_and_the_check_still_runs(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "bad.db"
    path.write_bytes(content)
    report = await averify(ANSWER, [SOURCE], config=config(path))
    assert report.status is not None
    assert any("not a SQLite database or is damaged" in a and "not stored" in a for a in report.alerts)
    assert path.read_bytes() == content  # nothing half-written into it


def test_many_threads_write_their_runs_at_once(tmp_path: Path) -> None:
    store = AuditStore(tmp_path / "t.db")

    def one_run(run_id: str) -> None:
        store.append(RunStarted(run_id=run_id, seq=1, answer="a", sources=()))
        for seq in range(2, 30):
            store.append(AlertRaised(run_id=run_id, seq=seq, message=f"note {seq}"))
        store.append(RunCompleted(run_id=run_id, seq=30, status=Status.CAUTION, final_answer="a", stats={}))

    threads = [threading.Thread(target=one_run, args=(f"r_{i}",)) for i in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert len(store.runs(limit=100)) == 8
    assert all(store.verify_chain(f"r_{i}").ok and store.verify_chain(f"r_{i}").events == 30 for i in range(8))


def test_a_repeated_event_is_stored_once_and_the_listener_is_labelled(tmp_path: Path) -> None:
    store = AuditStore(tmp_path / "d.db")
    listener = store.listener()
    event = RunStarted(run_id="r_d", seq=1, answer="a", sources=())
    listener(event)
    listener(event)
    listener(
        RunCompleted(run_id="r_d", seq=2, status=Status.CAUTION, final_answer="a", stats={})
    )  # waits for the writer
    assert listener.label == "The audit store" and [e.seq for e in store.events("r_d")] == [1, 2]


class read_only:
    """Make a file unwritable even for root (immutable attribute), restoring it afterwards."""

    def __init__(self, path: Path) -> None:
        self.path = path

    def __enter__(self) -> None:
        os.chmod(self.path, 0o444)
        if os.geteuid() == 0:
            assert shutil.which("chattr"), "chattr is needed to make a file read-only for root"
            subprocess.run(["chattr", "+i", str(self.path)], check=True)

    def __exit__(self, *exc: object) -> None:
        if os.geteuid() == 0:
            subprocess.run(["chattr", "-i", str(self.path)], check=True)
        os.chmod(self.path, 0o644)


@pytest.mark.parametrize(
    "secret",
    [
        "sk-proj-abcdefghijklmnop1234",
        "gsk_abcdefghijklmnop12345678",
        "xai-ABCDEFGHIJKLMNOP1234",
        "AIzaSyA1234567890abcdefghijklmnopqrstu",
        "Bearer abcdefghijklmnop0123",
        'API-KEY: "zzzzzzzzzzzz"',
        "X-Goog-Api-Key=zzzzzzzzzzzz",
        "Token=zzzzzzzzzzzzzz",
        "PASSWORD: zzzzzzzzzzzz",
        "authorization: Basic zzzzzzzzzzzz",
    ],
)
def test_text_is_scanned_for_every_key_shape_whatever_its_case(secret: str) -> None:
    """The writer skips the key patterns for text holding none of their marks: every shape must hold one."""
    from engine.audit_write import Redactor

    stored = Redactor()(f"The reply was {secret} and nothing else")
    assert stored.startswith("The reply was ") and "[redacted]" in stored
    assert "zzzzzz" not in stored and "abcdefghijklmnop" not in stored and "1234567890" not in stored
