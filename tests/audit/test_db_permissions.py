"""The audit store holds answers and sources: only its owner may read it (file and WAL files 0600, new directories
0700), whatever the umask; an existing file or directory keeps its owner's mode."""

from __future__ import annotations

import os
import stat
from collections.abc import Iterator
from pathlib import Path

import pytest

from engine import Config, open_store, verify


@pytest.fixture
def permissive_umask() -> Iterator[None]:
    previous = os.umask(0o022)  # the usual default, which made the file 0644
    yield
    os.umask(previous)


def _mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


@pytest.mark.usefixtures("permissive_umask")
def test_a_new_store_is_private_to_its_owner(tmp_path: Path) -> None:
    existing = tmp_path / "home"
    existing.mkdir(mode=0o755)
    db = existing / "data" / "saife" / "audit.sqlite3"
    config = Config(offline=True, db_path=str(db))
    verify("The library holds 4,000 books.", ["The library holds 4,000 books."], config=config)
    store = open_store(config)
    assert store is not None
    wal, shm = db.with_name(db.name + "-wal"), db.with_name(db.name + "-shm")
    assert wal.exists() and shm.exists(), "the store is open in WAL mode"
    assert {path.name: _mode(path) for path in (db, wal, shm)} == {p.name: 0o600 for p in (db, wal, shm)}
    assert _mode(db.parent) == 0o700 and _mode(db.parent.parent) == 0o700
    assert _mode(existing) == 0o755, "a directory that already existed is left as it was"
    store.close()


@pytest.mark.usefixtures("permissive_umask")
def test_an_existing_file_keeps_its_mode(tmp_path: Path) -> None:
    db = tmp_path / "shared.sqlite3"
    db.touch(mode=0o640)
    config = Config(offline=True, db_path=str(db))
    store = open_store(config)
    assert store is not None
    assert _mode(db) == 0o640
    store.close()
