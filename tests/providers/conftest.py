"""Fixtures: the scripted OpenAI-compatible and Anthropic servers (one each per session, script reset per test)."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # tests/: makes the `servers` package importable

from servers.scripted import ScriptedServer, start_anthropic, start_openai

from engine.structured import SHARED_MODES


@pytest.fixture(scope="session")
def _openai_server() -> Iterator[ScriptedServer]:
    server = start_openai()
    yield server
    server.stop()


@pytest.fixture(scope="session")
def _anthropic_server() -> Iterator[ScriptedServer]:
    server = start_anthropic()
    yield server
    server.stop()


@pytest.fixture
def oai(_openai_server: ScriptedServer) -> Iterator[ScriptedServer]:
    """The OpenAI-compatible server with an empty script; base URL `oai.root + "/v1"`."""
    _openai_server.script.reset()
    yield _openai_server
    _openai_server.script.reset()


@pytest.fixture
def anth(_anthropic_server: ScriptedServer) -> Iterator[ScriptedServer]:
    """The Anthropic Messages server with an empty script; base URL `anth.root`."""
    _anthropic_server.script.reset()
    yield _anthropic_server
    _anthropic_server.script.reset()


@pytest.fixture(autouse=True)
def _fresh_modes() -> Iterator[None]:
    """Structured-output modes are cached per (base URL, model): every test starts its own probe."""
    SHARED_MODES.clear()
    yield
    SHARED_MODES.clear()
