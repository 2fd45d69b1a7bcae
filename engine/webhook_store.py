"""The webhook dead-letter table: deliveries that failed after every retry, kept for the monitor and a resend.

It lives in its own table of the audit database's file (SQLite, WAL), created 0600 like the audit trail.
"""

from __future__ import annotations

import os
import sqlite3
import threading
import time
from dataclasses import dataclass
from pathlib import Path

from .webhooks import Delivery

_SCHEMA = """
CREATE TABLE IF NOT EXISTS webhook_dead_letters (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    at REAL NOT NULL,
    url TEXT NOT NULL,
    event_id TEXT NOT NULL,
    attempts INTEGER NOT NULL,
    error TEXT NOT NULL,
    body BLOB NOT NULL
)
"""


@dataclass(frozen=True, slots=True)
class DeadLetter:
    at: float
    url: str
    event_id: str
    attempts: int
    error: str


class DeadLetterStore:
    """Append and list dead letters; safe to share between threads."""

    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)
        self.path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
        if not self.path.exists():
            self.path.touch(mode=0o600)
        self._lock = threading.Lock()
        self._conn = sqlite3.connect(self.path, timeout=5.0, isolation_level=None, check_same_thread=False)
        self._conn.execute("PRAGMA journal_mode=WAL")
        self._conn.execute(_SCHEMA)

    def add(self, delivery: Delivery, body: bytes) -> None:
        with self._lock:
            self._conn.execute(
                "INSERT INTO webhook_dead_letters (at, url, event_id, attempts, error, body) VALUES (?, ?, ?, ?, ?, ?)",
                (time.time(), delivery.url, delivery.event_id, delivery.attempts, delivery.error, body),
            )

    def recent(self, limit: int = 50) -> list[DeadLetter]:
        with self._lock:
            rows = self._conn.execute(
                "SELECT at, url, event_id, attempts, error FROM webhook_dead_letters ORDER BY id DESC LIMIT ?",
                (limit,),
            ).fetchall()
        return [DeadLetter(*row) for row in rows]

    def count(self) -> int:
        with self._lock:
            return int(self._conn.execute("SELECT COUNT(*) FROM webhook_dead_letters").fetchone()[0])

    def close(self) -> None:
        with self._lock:
            self._conn.close()


def default_path() -> Path | None:
    """Next to the audit database (SAIFE_DB), or None when storing is off."""
    configured = os.environ.get("SAIFE_DB")
    if configured == "":
        return None
    base = Path(configured) if configured else Path.home() / ".local/share/saife/audit.sqlite3"
    return base.with_name("webhooks.sqlite3")
