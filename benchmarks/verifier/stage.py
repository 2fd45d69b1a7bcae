"""Copy an exported verifier folder with other thresholds: standard library only, so the app's environment (the
benchmarks, the tests) can use it as well as the training one."""

from __future__ import annotations

import hashlib
import json
import shutil
from pathlib import Path
from typing import Any


def restage(stage: Path, out: Path, thresholds: dict[str, Any]) -> None:
    """Copy an exported folder with new thresholds (the model and tokenizer unchanged), checksums rewritten."""
    settings = json.loads((stage / "verifier.json").read_text())
    out.mkdir(parents=True, exist_ok=True)
    names = [settings["model_file"], "tokenizer.json", "verifier.json"]
    for name in names[:2]:
        shutil.copyfile(stage / name, out / name)
    (out / "verifier.json").write_text(json.dumps({**settings, "thresholds": thresholds}, indent=1) + "\n")
    sums = "".join(f"{hashlib.sha256((out / n).read_bytes()).hexdigest()}  {n}\n" for n in names)
    (out / "SHA256SUMS").write_text(sums)


def credulous(stage: Path, out: Path) -> Path:
    """A copy whose SUPPORTED and LIKELY bars are 0: every window the verifier retrieves reads as stating the claim,
    so whatever still keeps a claim from support is code's doing."""
    thresholds = json.loads((stage / "verifier.json").read_text())["thresholds"]
    restage(stage, out, {**thresholds, "supported": 0.0, "likely": 0.0})
    return out
