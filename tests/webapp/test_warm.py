"""The warm-up at server start loads, in a fresh process, what the first request and the first run would load,
and stores nothing."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PROBE = """
import json, sys
from engine import Config
from webapp.warm import warm_up
before = set(sys.modules)
seconds = warm_up(Config.from_env())
loaded = set(sys.modules) - before
from engine.verifier.model import _LOADED
print(json.dumps({"seconds": seconds, "backend": "anyio._backends._asyncio" in loaded,
                  "engine": sorted(m for m in loaded if m.startswith("engine.detectors")),
                  "verifier": bool(_LOADED) and "onnxruntime" in loaded}))
"""


@pytest.mark.slow
def test_a_fresh_process_loads_the_request_and_run_paths_and_writes_no_audit(tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if not k.startswith("SAIFE_") and not k.endswith("_API_KEY")}
    env.update(SAIFE_DB=str(tmp_path / "audit.sqlite3"), SAIFE_NO_DOTENV="1", HOME=str(tmp_path))
    done = subprocess.run([sys.executable, "-c", PROBE], cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-2000:]
    result = json.loads(done.stdout.strip().splitlines()[-1])
    assert result["backend"], "anyio's asyncio backend is loaded before the first request"
    assert result["engine"], "the engine's detectors are loaded before the first run"
    assert result["verifier"], "the embedded verifier is loaded before the first run that reads with it"
    assert "warm-up at start failed" not in done.stderr
    assert not (tmp_path / "audit.sqlite3").exists(), "the warm-up run is not stored"
