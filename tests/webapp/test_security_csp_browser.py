"""The Content-Security-Policy in a real browser (Debian's Chromium): the page, a run, the login page and /docs
load and work with no violation reported; a framing page cannot show the app."""

from __future__ import annotations

import os
import re
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
from playwright.sync_api import Browser, ConsoleMessage, Page, expect, sync_playwright

pytestmark = pytest.mark.e2e

ROOT = Path(__file__).resolve().parents[2]
CHROMIUM = "/usr/bin/chromium"
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
        "--disable-sync", "--no-first-run", "--disable-quic"]  # fmt: skip
TOKEN = "team-token-csp-browser-1"


def _start(tmp: Path, **extra: str) -> tuple[str, subprocess.Popen[bytes], Path]:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = int(sock.getsockname()[1])
    env = {k: v for k, v in os.environ.items() if not k.startswith("SAIFE_") and not k.endswith("_API_KEY")}
    env.pop("PYTEST_CURRENT_TEST", None)  # NiceGUI would believe it runs inside a screen test
    env.update(HOST="127.0.0.1", PORT=str(port), SAIFE_DB=str(tmp / "audit.sqlite3"), SAIFE_NO_DOTENV="1", **extra)
    log = tmp / "server.log"
    with log.open("wb") as out:
        server = subprocess.Popen([sys.executable, "-m", "webapp"], cwd=ROOT, env=env, stdout=out, stderr=out)
    url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        if server.poll() is not None:
            raise AssertionError(log.read_text()[-2000:])
        try:
            if httpx.get(url + "/api/health", timeout=1).status_code == 200:
                return url, server, log
        except httpx.HTTPError:
            time.sleep(0.2)
    raise AssertionError(log.read_text()[-2000:])


@pytest.fixture(scope="module")
def servers(tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[str, str]]:
    if not Path(CHROMIUM).exists():
        pytest.skip("Debian's Chromium is not installed (apt-get install chromium)")
    open_url, open_server, _ = _start(tmp_path_factory.mktemp("csp-open"))
    locked_url, locked_server, _ = _start(tmp_path_factory.mktemp("csp-locked"), SAIFE_ACCESS_TOKEN=TOKEN)
    yield {"open": open_url, "locked": locked_url}
    for server in (open_server, locked_server):
        server.send_signal(signal.SIGTERM)
        server.wait(timeout=15)


@pytest.fixture(scope="module")
def browser() -> Iterator[Browser]:
    with sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        yield launched
        launched.close()


def _watched(browser: Browser, base_url: str) -> tuple[Page, list[str]]:
    """A fresh page and the list its CSP violations and script errors land in."""
    page = browser.new_context(base_url=base_url).new_page()
    problems: list[str] = []

    def on_console(message: ConsoleMessage) -> None:
        if message.type == "error" and re.search(r"Content.Security.Policy|Refused to", message.text):
            problems.append(message.text)

    page.on("console", on_console)
    page.on("pageerror", lambda error: problems.append(str(error)))
    return page, problems


def test_the_page_and_a_run_work_under_the_policy(browser: Browser, servers: dict[str, str]) -> None:
    page, problems = _watched(browser, servers["open"])
    response = page.goto("/")
    assert response is not None and "content-security-policy" in response.headers
    page.get_by_test_id("example-clean").click()  # needs NiceGUI's websocket and its event handlers
    expect(page.get_by_test_id("badge-word")).to_have_text(re.compile("Verified|Caution|Blocked"), timeout=30_000)
    expect(page).to_have_url(re.compile(r"/runs/r_[0-9a-f]+$"))
    page.reload()  # a permalink renders through the same scripts
    expect(page.get_by_test_id("badge-word")).to_have_text(re.compile("Verified|Caution|Blocked"), timeout=30_000)
    assert problems == []


def test_the_docs_render_from_local_files(browser: Browser, servers: dict[str, str]) -> None:
    page, problems = _watched(browser, servers["open"])
    outside: list[str] = []
    page.on("request", lambda request: outside.append(request.url) if servers["open"] not in request.url else None)
    page.goto("/docs")
    expect(page.locator(".swagger-ui .info .title")).to_contain_text("sAIfe API", timeout=20_000)
    expect(page.locator(".opblock-summary-path").first).to_be_visible()
    assert problems == [] and outside == []


def test_the_login_page_works_under_the_policy(browser: Browser, servers: dict[str, str]) -> None:
    page, problems = _watched(browser, servers["locked"])
    page.goto("/")
    expect(page).to_have_url(re.compile(r"/login\?next=/$"))
    page.get_by_label("Access token").fill(TOKEN)
    page.get_by_role("button", name="Sign in").click()
    expect(page.get_by_test_id("badge-word")).to_have_text("No check yet", timeout=20_000)
    assert problems == []


def test_another_site_cannot_frame_the_app(browser: Browser, servers: dict[str, str]) -> None:
    page, _ = _watched(browser, servers["open"])
    framed: list[str] = []
    page.on("console", lambda message: framed.append(message.text) if "frame" in message.text.lower() else None)
    page.set_content(f'<iframe id="app" src="{servers["open"]}/"></iframe>')
    page.wait_for_timeout(1500)
    frame = page.frame_locator("#app")
    expect(frame.get_by_test_id("badge-word")).to_have_count(0)
    assert any("frame-ancestors" in text or "X-Frame-Options" in text for text in framed), framed
