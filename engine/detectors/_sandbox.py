"""Run the API probe (`_api_probe.py`) in a throw-away child process: the only place any module is imported for
the Python-API check.

The child runs with `-I -S -B` (no environment variables, no user or site directories, no current directory on
its path, no bytecode written), an empty temporary working directory, an environment holding nothing but PATH and
HOME (no keys), resource limits it sets on itself before importing anything (address space, CPU, file size), its
sockets refused, and a wall-clock timeout here. Limits are set in the child rather than through `preexec_fn`,
which is unsafe when the parent has threads (the detector calls this from a worker thread).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

PROBE = Path(__file__).with_name("_api_probe.py")


class ProbeFailed(Exception):
    """The probe timed out, crashed, hit a limit or printed something unreadable."""


def run_probe(
    mode: str, options: dict[str, Any] | None = None, *, timeout_s: float, memory_mb: int = 1024, cpu_s: int = 30
) -> dict[str, Any]:
    """The JSON the probe printed for `mode` ("stdlib" or "lookup"); ProbeFailed on any failure."""
    payload = json.dumps({**(options or {}), "memory_mb": memory_mb, "cpu_s": cpu_s})
    with tempfile.TemporaryDirectory(prefix="saife-probe-") as workdir:
        env = {"PATH": os.defpath, "HOME": workdir, "LC_ALL": "C.UTF-8"}
        command = [sys.executable, "-I", "-S", "-B", str(PROBE), mode, payload]
        try:
            done = subprocess.run(
                command, cwd=workdir, env=env, stdin=subprocess.DEVNULL, capture_output=True, timeout=timeout_s,
                check=False,
            )  # fmt: skip
        except subprocess.TimeoutExpired as error:
            raise ProbeFailed(f"timed out after {timeout_s:g} s") from error
        except OSError as error:
            raise ProbeFailed(f"could not start ({type(error).__name__})") from error
    if done.returncode != 0:
        raise ProbeFailed(f"exited with code {done.returncode}")
    try:
        result = json.loads(done.stdout)
    except ValueError as error:
        raise ProbeFailed("printed unreadable output") from error
    if not isinstance(result, dict):
        raise ProbeFailed("printed unreadable output")
    return result


def package_search_path() -> list[str]:
    """This process's import path without the current directory: where an allowed package is looked up."""
    here = os.path.realpath(os.getcwd())
    return [p for p in sys.path if p and os.path.realpath(p) != here]
