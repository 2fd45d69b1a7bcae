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
from collections.abc import Callable
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


ROOT = Path(__file__).resolve().parents[2]


@dataclass
class App:
    """`python -m webapp` as a subprocess on a free port, logging to a file."""

    url: str
    log: Path
    process: subprocess.Popen[bytes]

    def stop(self, *, kill: bool = False) -> None:
        if self.process.poll() is not None:
            return
        if kill:
            self.process.kill()
        else:
            self.process.terminate()
        try:
            self.process.wait(timeout=15)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait(timeout=5)


def start_app(name: str, tmp: Path, **extra_env: str) -> App:
    import sys

    port = free_port()
    env = {k: v for k, v in os.environ.items() if not k.startswith("SAIFE_") and not k.endswith("_API_KEY")}
    env.pop("PYTEST_CURRENT_TEST", None)  # NiceGUI would believe it runs inside a screen test
    env.update(HOST="127.0.0.1", PORT=str(port), SAIFE_DB=str(tmp / f"{name}.sqlite3"), SAIFE_NO_DOTENV="1",
               **extra_env)
    log = tmp / f"server-{name}.log"
    with log.open("wb") as out:
        process = subprocess.Popen([sys.executable, "-m", "webapp"], cwd=ROOT, env=env, stdout=out, stderr=out)
    app = App(url=f"http://127.0.0.1:{port}", log=log, process=process)
    wait_until_healthy(app.url, process, lambda: log.read_text()[-2000:])
    return app


def wait_until_healthy(
    url: str, process: subprocess.Popen[bytes], log_tail: Callable[[], str], timeout_s: float = 120.0
) -> None:
    """Wait until the app at `url` answers `/api/health` (a loaded machine: the app warms up, imports and the
    verifier, before it listens). Raises RuntimeError with `log_tail()` when it exits first, or kills it and raises
    when it has not answered within `timeout_s`."""
    import httpx

    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"the app exited: {log_tail()}")
        try:
            if httpx.get(url + "/api/health", timeout=1).status_code == 200:
                return
        except httpx.HTTPError:
            pass
        time.sleep(0.1)
    process.kill()
    process.wait(timeout=5)
    raise RuntimeError(f"the app did not start: {log_tail()}")
