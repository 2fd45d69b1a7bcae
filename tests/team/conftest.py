from __future__ import annotations

import shutil
import tempfile
from pathlib import Path

import pytest

from .servers import Postgres, Redis


@pytest.fixture(scope="session")
def postgres():
    # Not under pytest's own temporary folder: that one is private to root, and PostgreSQL runs as `postgres`.
    root = Path(tempfile.mkdtemp(prefix="saife-pg-"))
    root.chmod(0o755)
    server = Postgres(root).start()
    yield server
    server.stop()
    shutil.rmtree(root, ignore_errors=True)


@pytest.fixture(scope="session")
def redis_server(tmp_path_factory):
    server = Redis(tmp_path_factory.mktemp("redis")).start()
    yield server
    server.stop()


@pytest.fixture
def fresh_db(postgres):
    """A new empty database per test."""
    import uuid

    import psycopg

    name = "t_" + uuid.uuid4().hex[:10]
    with psycopg.connect(postgres.dsn, autocommit=True) as conn:
        conn.execute(f"CREATE DATABASE {name}")
    return postgres.dsn.rsplit("/", 1)[0] + "/" + name
