"""A cold start loads only what the run uses: no model SDK offline, no web framework or search client ever for a
check, no runtime of the embedded verifier when there is no source for it to read, and only the SDK of the provider
a run calls. Each case runs in a fresh interpreter (see
benchmarks/bench_cold_start.py for the timings)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from servers.scripted import Reply, ScriptedServer

ROOT = Path(__file__).resolve().parents[2]
HEAVY = ("openai", "anthropic", "ddgs", "nicegui", "matplotlib")
VERIFIER_RUNTIME = ("onnxruntime", "numpy", "tokenizers")
ANSWER = "The Eiffel Tower is 330 metres tall and was finished in 1889. See https://example.com/tower."


def loaded_after(code: str, env: dict[str, str] | None = None, watched: tuple[str, ...] = HEAVY) -> list[str]:
    """The `watched` modules a fresh interpreter holds after running `code`."""
    probe = f"{code}\nimport sys, json\nprint('LOADED=' + json.dumps([m for m in {watched!r} if m in sys.modules]))"
    clean = {k: v for k, v in os.environ.items() if not k.startswith("SAIFE_") and not k.endswith("_API_KEY")}
    done = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, cwd=ROOT, timeout=120,
        env=clean | {"SAIFE_NO_DOTENV": "1", "SAIFE_DB": ""} | (env or {}),
    )  # fmt: skip
    lines = [line for line in done.stdout.splitlines() if line.startswith("LOADED=")]
    assert lines, done.stderr[-2000:]
    return list(json.loads(lines[-1].removeprefix("LOADED=")))


def check_code(answer: Path, *flags: str) -> str:
    """Python that runs `saife check` in-process (its exit code is 0..2 for a finished check)."""
    args = ["check", str(answer), "--json", *flags]
    return (
        "import contextlib, io\nfrom saife_cli import main\n"
        f"with contextlib.redirect_stdout(io.StringIO()):\n    code = main({args!r})\n"
        "assert code in (0, 1, 2), code"
    )


def test_importing_the_engine_and_its_cli_loads_nothing_heavy() -> None:
    assert loaded_after("import engine, saife_cli") == []


def test_the_model_layer_imports_no_sdk_until_a_client_is_made() -> None:
    code = "import engine.router, engine.providers.roles, engine.providers.anthropic_adapter, engine.providers.pinned"
    assert loaded_after(code) == []


def test_an_offline_check_loads_nothing_heavy(tmp_path: Path) -> None:
    answer = tmp_path / "answer.txt"
    answer.write_text(ANSWER, encoding="utf-8")
    assert loaded_after(check_code(answer, "--offline"), watched=HEAVY + VERIFIER_RUNTIME) == []


def test_a_check_with_an_openai_compatible_judge_loads_only_that_sdk(oai: ScriptedServer, tmp_path: Path) -> None:
    """A failed call is classified without importing the other SDK (an import mid-run would stall the loop)."""
    oai.script.use(lambda seen: Reply(status=500))
    answer = tmp_path / "answer.txt"
    answer.write_text(ANSWER, encoding="utf-8")
    source = tmp_path / "source.txt"
    source.write_text("The Eiffel Tower is 330 metres tall.", encoding="utf-8")
    env = {
        "SAIFE_JUDGE_MODEL": "openai/x",
        "SAIFE_JUDGE_BASE_URL": oai.root + "/v1",
        "SAIFE_JUDGE_API_KEY": "sk-x-0a1b2c",
    }
    loaded = loaded_after(check_code(answer, "--source", str(source), "--mode", "sources"), env)
    assert oai.script.requests  # the judge was called, and failed
    assert loaded == ["openai"]
