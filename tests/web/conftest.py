"""Fixtures for the web evidence and self-consistency tests: the local page server (the scripted model server
is `oai`, from tests/conftest.py)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from page_server import PageServer, serve_pages

from engine.search import allow_real_search


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
