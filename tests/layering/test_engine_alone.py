"""The engine is the bottom layer: it imports neither the web app, nor the command line, nor the integrations (nor
their web frameworks). Checked twice: in the sources, and by importing every engine module in a fresh interpreter."""

from __future__ import annotations

import json
import subprocess
import sys

from layering_kit import ROOT, imports_of, python_files

UPPER_LAYERS = ("webapp", "saife_cli", "saife_integrations", "nicegui", "fastapi", "starlette")

IMPORT_EVERYTHING = f"""
import json, pkgutil, sys, importlib
import engine
names = [m.name for m in pkgutil.walk_packages(engine.__path__, "engine.")]
for name in names:
    importlib.import_module(name)
upper = sorted(m for m in sys.modules if m.split(".")[0] in {UPPER_LAYERS!r})
print("RESULT=" + json.dumps({{"modules": len(names), "upper": upper}}))
"""


def test_no_engine_source_imports_an_upper_layer() -> None:
    offenders = [
        f"{line.where()}: {line.module}"
        for path in python_files("engine")
        for line in imports_of(path)
        if line.module.split(".")[0] in UPPER_LAYERS
    ]
    assert offenders == []


def test_importing_every_engine_module_loads_no_upper_layer() -> None:
    done = subprocess.run(
        [sys.executable, "-c", IMPORT_EVERYTHING], capture_output=True, text=True, cwd=ROOT, timeout=300
    )
    lines = [line for line in done.stdout.splitlines() if line.startswith("RESULT=")]
    assert lines, done.stderr[-3000:]
    result = json.loads(lines[-1].removeprefix("RESULT="))
    assert result["modules"] > 50  # the walk did find the engine's modules
    assert result["upper"] == []
