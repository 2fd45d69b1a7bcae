"""The gold-judge suites score the engine on the paraphrase set with the span matching its figures use
(benchmarks/paraphrase/spans.py); appended, so nothing in benchmarks/ shadows a test module."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.append(str(Path(__file__).resolve().parents[2] / "benchmarks"))
