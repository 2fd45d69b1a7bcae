"""Fixtures for the web app: the NiceGUI `user` (from the plugin), a scripted model server, and page helpers."""

from __future__ import annotations

import re
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from nicegui.testing import User

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # tests/: makes the `servers` package importable

from servers.scripted import ScriptedServer, start_openai



@pytest.fixture(scope="session")
def _openai_server() -> Iterator[ScriptedServer]:
    server = start_openai()
    yield server
    server.stop()


@pytest.fixture
def oai(_openai_server: ScriptedServer) -> Iterator[ScriptedServer]:
    """The scripted OpenAI-compatible server with an empty script; base URL `oai.root + "/v1"`."""
    _openai_server.script.reset()
    yield _openai_server
    _openai_server.script.reset()


@pytest.fixture
def operator_models(oai: ScriptedServer, monkeypatch: pytest.MonkeyPatch) -> ScriptedServer:
    """The operator configured writer and judge on the scripted server (read when the app starts)."""
    monkeypatch.setenv("SAIFE_WRITER_MODEL", "openai/gpt-4o-mini")
    monkeypatch.setenv("SAIFE_WRITER_BASE_URL", oai.root + "/v1")
    monkeypatch.setenv("SAIFE_JUDGE_MODEL", "openai/gpt-4.1-mini")
    monkeypatch.setenv("SAIFE_JUDGE_BASE_URL", oai.root + "/v1")
    return oai


@pytest.fixture
async def page(user: User) -> User:
    """The `user` with the page's JavaScript calls answered (the browser's localStorage is empty)."""
    user.javascript_rules[re.compile(r".*localStorage\.getItem")] = lambda _: None
    user.javascript_rules[re.compile(r".*Quasar\.Dark\.isActive")] = lambda _: False
    return user
