"""At start the server says where it runs, how to log in (never the token), and warns when it is reachable from
other machines, holds model keys and has no access token."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import httpx
import pytest
from pydantic import SecretStr

from engine import Config, ModelSpec
from webapp.main import is_public, keys_held, startup_lines
from webapp.runs import RunManager
from webapp.services import Services
from webapp.store import AuditAdapter

ROOT = Path(__file__).resolve().parents[2]
SERVER_KEY = "sk-server-key-never-printed-0123"
TOKEN = "team-token-never-printed-4567"


def _services(config: Config, token: str | None = None) -> Services:
    return Services(base=config, runs=RunManager(AuditAdapter.open(Config(db_path=""))), access_token=token)


KEYED = Config(db_path="", models={"judge": ModelSpec(model="openai/gpt-4.1-mini", api_key=SecretStr(SERVER_KEY))})


def test_a_public_server_with_keys_and_no_token_warns() -> None:
    lines = startup_lines("0.0.0.0", 8080, _services(KEYED))
    assert (
        lines[0]
        == "sAIfe is running at http://0.0.0.0:8080 (all interfaces; on this machine open http://127.0.0.1:8080)"
    )
    assert "WARNING" in lines[1] and "SAIFE_JUDGE_API_KEY" in lines[1] and "SAIFE_ACCESS_TOKEN" in lines[1]
    assert SERVER_KEY not in "\n".join(lines)


def test_a_local_server_or_one_with_a_token_does_not_warn() -> None:
    assert startup_lines("127.0.0.1", 8080, _services(KEYED)) == ["sAIfe is running at http://127.0.0.1:8080"]
    locked = startup_lines("0.0.0.0", 9000, _services(KEYED, token=TOKEN))
    assert locked[1] == "Access is limited: log in with the token in SAIFE_ACCESS_TOKEN."
    assert not any("WARNING" in line or TOKEN in line for line in locked)
    assert len(startup_lines("0.0.0.0", 8080, _services(Config(db_path="")))) == 1, "no keys, nothing to spend"


def test_keys_from_the_providers_variable_count(monkeypatch: pytest.MonkeyPatch) -> None:
    config = Config(db_path="", models={"writer": ModelSpec(model="anthropic/claude-sonnet-4-5")})
    assert keys_held(config) == []
    monkeypatch.setenv("ANTHROPIC_API_KEY", SERVER_KEY)
    assert keys_held(config) == ["ANTHROPIC_API_KEY"]


@pytest.mark.parametrize(
    ("host", "public"),
    [("127.0.0.1", False), ("localhost", False), ("::1", False), ("0.0.0.0", True), ("::", True),
     ("192.168.1.5", True), ("example.org", True)],
)  # fmt: skip
def test_which_bindings_are_public(host: str, public: bool) -> None:
    assert is_public(host) is public


def test_python_m_webapp_prints_its_address_and_the_warning(tmp_path: Path) -> None:
    port = _free_port()
    env = {k: v for k, v in os.environ.items() if not k.startswith("SAIFE_") and not k.endswith("_API_KEY")}
    env.pop("PYTEST_CURRENT_TEST", None)  # NiceGUI would believe it runs inside a screen test
    env.update(
        HOST="0.0.0.0", PORT=str(port), SAIFE_DB=str(tmp_path / "audit.sqlite3"), SAIFE_NO_DOTENV="1",
        SAIFE_JUDGE_MODEL="openai/gpt-4.1-mini", OPENAI_API_KEY=SERVER_KEY,
    )  # fmt: skip
    log = tmp_path / "server.log"
    with log.open("wb") as out:
        server = subprocess.Popen([sys.executable, "-m", "webapp"], cwd=ROOT, env=env, stdout=out, stderr=out)
    try:
        _wait_for(lambda: f"http://127.0.0.1:{port}" in log.read_text(), server, log)
        assert httpx.get(f"http://127.0.0.1:{port}/api/health", timeout=5).status_code == 200
    finally:
        server.send_signal(signal.SIGTERM)
        server.wait(timeout=15)
    text = log.read_text()
    assert f"sAIfe is running at http://0.0.0.0:{port}" in text
    assert "WARNING" in text and "OPENAI_API_KEY" in text and SERVER_KEY not in text


def _wait_for(condition: object, server: subprocess.Popen[bytes], log: Path, timeout_s: float = 60) -> None:
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        if callable(condition) and condition():
            return
        if server.poll() is not None:
            raise AssertionError(f"the server exited: {log.read_text()[-2000:]}")
        time.sleep(0.2)
    raise AssertionError(f"the server did not say where it runs: {log.read_text()[-2000:]}")


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])
