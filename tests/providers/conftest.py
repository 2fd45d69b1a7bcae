"""Provider tests use the scripted servers `oai` and `anth` from tests/conftest.py; modes are probed per test."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from engine.structured import SHARED_MODES


@pytest.fixture(autouse=True)
def _fresh_modes() -> Iterator[None]:
    """Structured-output modes are cached per (base URL, model): every test starts its own probe."""
    SHARED_MODES.clear()
    yield
    SHARED_MODES.clear()
