"""Every test runs offline and isolated: no model variables, no keys, no audit file in the home directory."""

from __future__ import annotations

import os

import pytest

from engine.search import allow_real_search

allow_real_search(False)  # no test may search the internet; the web detector's tests use local servers

_ISOLATED_PREFIXES = ("SAIFE_",)
_KEY_VARIABLES = (
    "OPENAI_API_KEY",
    "ANTHROPIC_API_KEY",
    "OPENROUTER_API_KEY",
    "GEMINI_API_KEY",
    "GROQ_API_KEY",
    "MISTRAL_API_KEY",
    "DEEPSEEK_API_KEY",
    "TOGETHER_API_KEY",
)


@pytest.fixture(autouse=True)
def isolated_environment(monkeypatch: pytest.MonkeyPatch, tmp_path_factory: pytest.TempPathFactory) -> None:
    for name in list(os.environ):
        if name.startswith(_ISOLATED_PREFIXES) or name in _KEY_VARIABLES:
            monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("SAIFE_DB", str(tmp_path_factory.mktemp("audit") / "audit.sqlite3"))
    monkeypatch.setenv("SAIFE_NO_DOTENV", "1")  # a developer's .env must not leak into tests
