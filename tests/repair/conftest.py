"""The scripted OpenAI-compatible server (real HTTP on 127.0.0.1) for writer corrections; script reset per test."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # tests/: the `servers` package

from servers.scripted import ScriptedServer, start_openai

from engine.structured import SHARED_MODES


@pytest.fixture(scope="session")
def _writer_server() -> Iterator[ScriptedServer]:
    server = start_openai()
    yield server
    server.stop()


@pytest.fixture
def writer_server(_writer_server: ScriptedServer) -> Iterator[ScriptedServer]:
    _writer_server.script.reset()
    SHARED_MODES.clear()
    yield _writer_server
    _writer_server.script.reset()
    SHARED_MODES.clear()
