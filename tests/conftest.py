"""Every test runs offline and isolated: no model variables, no keys, no audit file in the home directory.

The scripted model servers (real HTTP on 127.0.0.1, see `servers/scripted.py`) start at most once per session,
when a test first asks for `oai` or `anth`; each test gets them with an empty script.
"""

from __future__ import annotations

import gc
import os
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

# Every xdist worker imports every test module and what it imports. Without a bytecode cache each worker compiles
# all of that again on every run (about 16 CPU s per process), which is what `PYTHONDONTWRITEBYTECODE` (set on many
# development machines) causes. A test run therefore writes the cache for what it imports from here on; the files go
# to `__pycache__/` folders, which git ignores.
sys.dont_write_bytecode = False

from servers.scripted import ScriptedServer, start_anthropic, start_openai  # noqa: E402  (after the switch above)

from engine.search import allow_real_search  # noqa: E402
from engine.structured import SHARED_MODES  # noqa: E402

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


def _fresh(server: ScriptedServer) -> Iterator[ScriptedServer]:
    # Structured-output modes are cached per (base URL, model), and every test shares the server's URL:
    # clear them too, so each test starts its own probe.
    server.script.reset()
    SHARED_MODES.clear()
    yield server
    server.script.reset()
    SHARED_MODES.clear()


@pytest.fixture
def oai(_openai_server: ScriptedServer) -> Iterator[ScriptedServer]:
    """The scripted OpenAI-compatible server with an empty script; base URL `oai.root + "/v1"`."""
    yield from _fresh(_openai_server)


@pytest.fixture
def anth(_anthropic_server: ScriptedServer) -> Iterator[ScriptedServer]:
    """The scripted Anthropic Messages server with an empty script; base URL `anth.root`."""
    yield from _fresh(_anthropic_server)


# The fast lane (`pytest tests -m "not slow"`) leaves out the tests that start whole processes or servers
# (PostgreSQL, Redis, the web app, `saife` commands, MCP over stdio), run mypy, or run a suite of runs per test.
# They still run in the README's full test command and in CI.
SLOW_FILES = (
    "tests/team/",
    "tests/judges/",
    "tests/audit/test_interrupted_and_cli.py",
    "tests/engine/test_cli.py",
    "tests/engine/test_cold_start.py",
    "tests/engine/test_deadline.py",
    "tests/engine/test_typecheck.py",
    "tests/detectors/test_detector_containment.py",
    "tests/detectors/test_api_index.py",
    "tests/detectors/test_hostile_inputs.py",
    "tests/webapp/test_security_csp_browser.py",
    "tests/webapp/test_security_startup.py",
    "tests/webapp/test_interrupted.py",
    "tests/integrations/test_mcp_server.py",
    "tests/integrations/test_proxy.py",
)
SLOW_TESTS = ("tests/engine/test_grounding.py::test_the_result_does_not_depend_on_the_hash_seed",)
FAST_LANE_MARKS = "not slow"


def left_out_of_fast_lane(relative_path: str, markexpr: str) -> bool:
    """Whether collecting stops before importing `relative_path` (from the repository root, a folder with a trailing
    slash): only a path SLOW_FILES names, and only for the fast lane's own `-m "not slow"`."""
    return " ".join(markexpr.split()) == FAST_LANE_MARKS and relative_path.startswith(SLOW_FILES)


def pytest_ignore_collect(collection_path: Path, config: pytest.Config) -> bool | None:
    """In the fast lane a slow file is not even imported: every worker would otherwise import it (and the MCP, OpenAI,
    PostgreSQL or Playwright clients it imports) only to deselect its tests. Any other `-m` collects it as usual."""
    if not collection_path.is_relative_to(config.rootpath):
        return None
    relative = collection_path.relative_to(config.rootpath).as_posix() + ("/" if collection_path.is_dir() else "")
    return True if left_out_of_fast_lane(relative, str(config.getoption("markexpr", "") or "")) else None


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    for item in items:
        path = item.nodeid.split("::", 1)[0]
        if path.startswith(SLOW_FILES) or item.nodeid.startswith(SLOW_TESTS):
            item.add_marker(pytest.mark.slow)


def pytest_collection_finish(session: pytest.Session) -> None:
    """Every test module is imported now (the engine, NiceGUI, the SDKs): move those long-lived objects out of the
    garbage collector's reach. NiceGUI's `user` fixture and page apps run two full collections per test, and each
    full collection walks every tracked object; frozen, the ~0.5 s each cost late in a worker drops to what the
    tests themselves made. What a test file makes is collected as before while that file runs."""
    gc.collect()
    gc.freeze()


_frozen_before: list[Path] = []


@pytest.hookimpl(tryfirst=True)
def pytest_runtest_setup(item: pytest.Item) -> None:
    """At each new test file, what earlier files left alive (SDKs and models loaded on first use, the scripted
    servers, caches) is frozen too, after one collection has freed their garbage. A cycle among those frozen objects
    is never freed later: memory a test process can spare (the lane's peak stayed about 600 MB)."""
    if _frozen_before[-1:] != [item.path]:
        _frozen_before[:] = [item.path]
        gc.collect()
        gc.freeze()
