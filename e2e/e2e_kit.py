"""Browser-test helpers: the real server as a subprocess, driven by Debian's Chromium through Playwright.

Run with `uv run pytest e2e -m e2e`. Screenshots of each state land in `e2e/artifacts/` (not committed).
"""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import httpx
import pytest
from playwright.sync_api import Browser, Page, sync_playwright

ROOT = Path(__file__).resolve().parents[1]
ARTIFACTS = Path(__file__).resolve().parent / "artifacts"
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
]
FINAL_BADGE = "[data-testid=badge].s-verified, [data-testid=badge].s-caution, [data-testid=badge].s-blocked"


@dataclass(frozen=True)
class Server:
    url: str
    log: Path
    process: subprocess.Popen[bytes]


def start_server(name: str, tmp: Path, **extra_env: str) -> Server:
    """`python -m webapp` on a free port, isolated from the developer's settings, logging to a file."""
    port = _free_port()
    env = {k: v for k, v in os.environ.items() if not k.startswith("SAIFE_") and not k.endswith("_API_KEY")}
    env.pop("PYTEST_CURRENT_TEST", None)  # NiceGUI would believe it runs inside a screen test
    env.update(
        HOST="127.0.0.1", PORT=str(port), SAIFE_DB=str(tmp / f"{name}.sqlite3"), SAIFE_NO_DOTENV="1", **extra_env
    )
    ARTIFACTS.mkdir(exist_ok=True)
    log = ARTIFACTS / f"server-{name}.log"
    with log.open("wb") as out:
        process = subprocess.Popen([sys.executable, "-m", "webapp"], cwd=ROOT, env=env, stdout=out, stderr=out)
    server = Server(url=f"http://127.0.0.1:{port}", log=log, process=process)
    _wait_healthy(server)
    return server


def stop_server(server: Server) -> None:
    server.process.terminate()
    try:
        server.process.wait(timeout=10)
    except subprocess.TimeoutExpired:
        server.process.kill()
        server.process.wait(timeout=5)


@pytest.fixture(scope="session")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    running = start_server("main", tmp_path_factory.mktemp("e2e"))
    yield running
    stop_server(running)
    assert running.process.returncode in (0, -15), running.log.read_text()[-2000:]


@pytest.fixture(scope="session")
def browser() -> Iterator[Browser]:
    with sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield launched
        launched.close()


@pytest.fixture
def page(browser: Browser, server: Server) -> Iterator[Page]:
    context = browser.new_context(viewport={"width": 1440, "height": 1000}, base_url=server.url)
    opened = context.new_page()
    errors: list[str] = []
    opened.on("pageerror", lambda error: errors.append(str(error)))
    yield opened
    context.close()
    assert not errors, errors


def shot(page: Page, name: str) -> Path:
    """Save a full-page screenshot as a test artefact."""
    ARTIFACTS.mkdir(exist_ok=True)
    path = ARTIFACTS / f"{name}.png"
    page.screenshot(path=str(path), full_page=True)
    return path


def wait_final(page: Page) -> str:
    """Wait for the badge to show a final status; returns its word."""
    page.wait_for_selector(FINAL_BADGE, timeout=20_000)
    return (page.get_by_test_id("badge-word").text_content() or "").strip()


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _wait_healthy(server: Server, timeout_s: float = 60.0) -> None:
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        if server.process.poll() is not None:
            raise RuntimeError(f"the server exited: {server.log.read_text()[-2000:]}")
        try:
            if httpx.get(server.url + "/api/health", timeout=1).status_code == 200:
                return
        except httpx.HTTPError:
            pass
        time.sleep(0.2)
    raise RuntimeError(f"the server did not start: {server.log.read_text()[-2000:]}")
