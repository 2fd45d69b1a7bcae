"""A detector that raises anything at all (SystemExit, KeyboardInterrupt, GeneratorExit, a stray CancelledError)
ends its claims UNVERIFIABLE with an alert naming it; the run goes on and the process never exits."""

from __future__ import annotations

import asyncio
import os
import socket
import subprocess
import sys
import time
from pathlib import Path

import httpx
import pytest

from engine import averify
from engine.config import Config
from engine.detectors.python_api import PythonApiDetector
from engine.types import Status, Verdict

ROOT = Path(__file__).resolve().parents[2]
ANSWER = "Use re.findall to get every match. The notice period is 90 days."


def _raiser(exc: BaseException):
    async def check(self, claims, ctx):
        raise exc

    return check


@pytest.mark.parametrize(
    "exc", [SystemExit(2), KeyboardInterrupt(), GeneratorExit(), asyncio.CancelledError(), ValueError("x")]
)
async def test_a_detector_raising_any_base_exception_is_contained(
    monkeypatch: pytest.MonkeyPatch, exc: BaseException
) -> None:
    monkeypatch.setattr(PythonApiDetector, "check", _raiser(exc))
    report = await averify(ANSWER, config=Config(offline=True))
    assert report.status in (Status.CAUTION, Status.BLOCKED)
    failed = [f for c in report.claims for f in c.findings if f.detector == "python_api"]
    assert failed and all(f.verdict is Verdict.UNVERIFIABLE for f in failed)
    assert f"python_api check failed: {type(exc).__name__}" in failed[0].reason
    assert any("python_api check failed" in alert and type(exc).__name__ in alert for alert in report.alerts)


async def test_cancelling_the_run_still_cancels_it(monkeypatch: pytest.MonkeyPatch) -> None:
    """A real cancellation is not swallowed as a detector failure: the caller's cancel wins."""

    async def slow(self, claims, ctx):
        await asyncio.sleep(30)
        return []

    monkeypatch.setattr(PythonApiDetector, "check", slow)
    task = asyncio.ensure_future(averify(ANSWER, config=Config(offline=True)))
    await asyncio.sleep(0.5)
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await asyncio.wait_for(task, timeout=10)


_SERVE_WITH_EXITING_DETECTOR = """
import runpy, sys
import engine.detectors.python_api as api

async def check(self, claims, ctx):
    sys.exit(2)  # what `import unittest.__main__` used to do inside the detector

api.PythonApiDetector.check = check
sys.argv = ["webapp", "--host", "127.0.0.1", "--port", sys.argv[1]]
runpy.run_module("webapp", run_name="__main__")
"""


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def test_the_api_process_survives_a_detector_calling_sys_exit(tmp_path: Path) -> None:
    port = _free_port()
    env = {k: v for k, v in os.environ.items() if not k.startswith("SAIFE_") and not k.endswith("_API_KEY")}
    env.pop("PYTEST_CURRENT_TEST", None)
    env.update(SAIFE_DB=str(tmp_path / "audit.sqlite3"), SAIFE_NO_DOTENV="1", SAIFE_OFFLINE="1")
    log = (tmp_path / "server.log").open("w")
    server = subprocess.Popen(
        [sys.executable, "-c", _SERVE_WITH_EXITING_DETECTOR, str(port)],
        cwd=tmp_path, env=env, stdout=log, stderr=subprocess.STDOUT,
    )  # fmt: skip
    base = f"http://127.0.0.1:{port}"
    try:
        _wait_healthy(base, server)
        with httpx.Client(base_url=base, timeout=10) as client:
            body = {"answer": ANSWER, "options": {"mode": "offline"}}
            run_id = client.post("/api/verify", json=body).json()["run_id"]
            report = _wait_done(client, run_id)
            assert report["status"] in ("CAUTION", "BLOCKED")
            reasons = [f["reason"] for c in report["claims"] for f in c["findings"] if f["detector"] == "python_api"]
            assert reasons and all("python_api check failed: SystemExit" in r for r in reasons)
            assert client.get("/api/health").json() == {"ok": True}
        assert server.poll() is None, "the server process exited"
    finally:
        server.terminate()
        server.wait(timeout=20)
        log.close()


def _wait_healthy(base: str, server: subprocess.Popen[bytes]) -> None:
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        assert server.poll() is None, "the server did not start"
        try:
            if httpx.get(base + "/api/health", timeout=2).status_code == 200:
                return
        except httpx.HTTPError:
            pass
        time.sleep(0.3)
    raise AssertionError("the server did not become healthy")


def _wait_done(client: httpx.Client, run_id: str) -> dict:
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        report = client.get(f"/api/runs/{run_id}").json()
        if report.get("status"):
            return report
        time.sleep(0.2)
    raise AssertionError("the run never finished")


async def test_a_detector_that_cannot_be_loaded_is_reported_not_fatal(monkeypatch: pytest.MonkeyPatch) -> None:
    import importlib

    from engine.detectors import registry

    real = importlib.import_module

    def failing(name: str, package: str | None = None):
        if name == ".dates":
            raise SystemExit(1)
        return real(name, package)

    monkeypatch.setattr(importlib, "import_module", failing)
    detectors = registry.build_detectors(Config(offline=True))
    assert [d.name for d in detectors if isinstance(d, registry.Unloadable)] == ["dates"]
    monkeypatch.setattr(registry, "build_detectors", lambda config: detectors)
    monkeypatch.setattr("engine.pipeline.build_detectors", lambda config: detectors)
    report = await averify("The launch was on 30 February 2024.", config=Config(offline=True))
    reasons = [f.reason for c in report.claims for f in c.findings if f.detector == "dates"]
    assert reasons == ["dates check could not be loaded: SystemExit"]
    assert any("dates check could not be loaded (SystemExit)" in alert for alert in report.alerts)
