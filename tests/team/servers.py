"""Real PostgreSQL and Redis servers (Debian's packages) on 127.0.0.1, started and stopped by the tests.

`.ci/run` installs the packages; a machine without them fails these tests loudly (never skips), so a missing
install step cannot pass unnoticed.
"""

from __future__ import annotations

import glob
import os
import shutil
import socket
import subprocess
import time
from dataclasses import dataclass
from pathlib import Path


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _as_postgres(command: list[str]) -> list[str]:
    """PostgreSQL refuses to run as root: run its programs as the `postgres` user then."""
    return ["runuser", "-u", "postgres", "--", *command] if os.geteuid() == 0 else command


def _pg_bin(name: str) -> str:
    found = sorted(glob.glob(f"/usr/lib/postgresql/*/bin/{name}")) or [shutil.which(name) or ""]
    if not found[-1]:
        raise RuntimeError(f"PostgreSQL's {name} is not installed (apt-get install postgresql)")
    return found[-1]


@dataclass
class Postgres:
    root: Path
    port: int = 0

    @property
    def dsn(self) -> str:
        return f"postgresql://postgres@127.0.0.1:{self.port}/postgres"

    def start(self) -> Postgres:
        data = self.root / "data"
        if not data.exists():
            data.mkdir(parents=True)
            if os.geteuid() == 0:
                shutil.chown(self.root, "postgres")
                shutil.chown(data, "postgres")
            subprocess.run(_as_postgres([_pg_bin("initdb"), "-D", str(data), "-A", "trust", "-U", "postgres"]),
                           check=True, capture_output=True, timeout=120)
        self.port = self.port or free_port()
        subprocess.run(
            _as_postgres([_pg_bin("pg_ctl"), "-D", str(data), "-l", str(self.root / "log"), "-w", "-t", "60", "-o",
                          f"-p {self.port} -k {data} -c listen_addresses=127.0.0.1 -c fsync=off", "start"]),
            check=True, capture_output=True, timeout=90,
        )
        return self

    def stop(self) -> None:
        subprocess.run(_as_postgres([_pg_bin("pg_ctl"), "-D", str(self.root / "data"), "-m", "immediate", "-w",
                                     "stop"]), capture_output=True, timeout=60)


@dataclass
class Redis:
    root: Path
    port: int = 0
    process: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.port}/0"

    def start(self) -> Redis:
        binary = shutil.which("redis-server")
        if binary is None:
            raise RuntimeError("redis-server is not installed (apt-get install redis-server)")
        self.port = self.port or free_port()
        self.root.mkdir(parents=True, exist_ok=True)
        log = (self.root / "redis.log").open("ab")
        self.process = subprocess.Popen(
            [binary, "--port", str(self.port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no",
             "--dir", str(self.root)], stdout=log, stderr=log,
        )
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline:
            with socket.socket() as sock:
                if sock.connect_ex(("127.0.0.1", self.port)) == 0:
                    return self
            time.sleep(0.05)
        raise RuntimeError("redis-server did not start")

    def stop(self) -> None:
        if self.process is not None:
            self.process.terminate()
            self.process.wait(timeout=20)
            self.process = None
