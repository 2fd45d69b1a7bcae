"""Fixtures for the web app: one running app per module, a fresh visitor per test; models configured on the
scripted server `oai` (from tests/conftest.py)."""

from __future__ import annotations

import os
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import httpx
import pytest
import pytest_asyncio
from nicegui import core
from nicegui.testing import User
from nicegui.testing.user_simulation import user_simulation
from page_kit import with_browser
from servers.scripted import ScriptedServer

MAIN = Path(__file__).resolve().parents[2] / "webapp" / "main.py"


@pytest.fixture
def operator_models(oai: ScriptedServer, monkeypatch: pytest.MonkeyPatch) -> ScriptedServer:
    """The operator configured writer and judge on the scripted server (read when the app starts)."""
    monkeypatch.setenv("SAIFE_WRITER_MODEL", "openai/gpt-4o-mini")
    monkeypatch.setenv("SAIFE_WRITER_BASE_URL", oai.root + "/v1")
    monkeypatch.setenv("SAIFE_JUDGE_MODEL", "openai/gpt-4.1-mini")
    monkeypatch.setenv("SAIFE_JUDGE_BASE_URL", oai.root + "/v1")
    return oai


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def running_app(tmp_path_factory: pytest.TempPathFactory) -> AsyncIterator[None]:
    """The app from `webapp/main.py`, started once per module in an isolated environment (offline, temp audit)."""
    with pytest.MonkeyPatch.context() as env:
        for name in [n for n in os.environ if n.startswith("SAIFE_") or n.endswith("_API_KEY")]:
            env.delenv(name)
        env.setenv("SAIFE_DB", str(tmp_path_factory.mktemp("audit") / "audit.sqlite3"))
        env.setenv("SAIFE_NO_DOTENV", "1")
        async with user_simulation(main_file=MAIN):
            yield


@pytest.fixture
def api(running_app: None) -> httpx.AsyncClient:
    """An HTTP client for the module's app."""
    return httpx.AsyncClient(transport=httpx.ASGITransport(core.app), base_url="http://test")


@pytest.fixture
def page(running_app: None, caplog: pytest.LogCaptureFixture) -> Iterator[User]:
    """A new visitor (a fresh tab) on the module's app, with the page's JavaScript calls answered."""
    visitor = User(httpx.AsyncClient(transport=httpx.ASGITransport(core.app), base_url="http://test"))
    with_browser(visitor)
    yield visitor
    errors = [r for r in caplog.get_records("call") if r.levelname == "ERROR"]
    assert not errors, [r.getMessage() for r in errors]
