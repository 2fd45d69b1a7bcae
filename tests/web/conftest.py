"""Fixtures for the web evidence and self-consistency tests: the local page server and the scripted model server."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # tests/: makes the `servers` package importable

from page_server import PageServer, serve_pages
from servers.scripted import ScriptedServer, start_openai

from engine.search import allow_real_search
from engine.structured import SHARED_MODES


@pytest.fixture(autouse=True, scope="session")
def _no_real_search() -> Iterator[None]:
    """Nothing in these tests may search the internet: a test that forgets to swap the backend fails loudly."""
    allow_real_search(False)
    yield
    allow_real_search(True)


@pytest.fixture(autouse=True)
def _no_user_cache(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """A page cache left at its default goes to a temporary directory, never the user's."""
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg-cache"))


@pytest.fixture
def site() -> Iterator[PageServer]:
    """The page server with empty pages and results; tests fill them in."""
    with serve_pages() as state:
        yield state


@pytest.fixture(scope="session")
def _model_server() -> Iterator[ScriptedServer]:
    server = start_openai()
    yield server
    server.stop()


@pytest.fixture
def llm(_model_server: ScriptedServer) -> Iterator[ScriptedServer]:
    """The scripted OpenAI-compatible server with an empty script; base URL `llm.root + "/v1"`."""
    _model_server.script.reset()
    SHARED_MODES.clear()
    yield _model_server
    _model_server.script.reset()
    SHARED_MODES.clear()
