"""Planted-error cases and the residual rate: how many planted errors the final answer still asserts.

A planted error is *residual* when its text is still in `final_answer` inside a claim that was neither removed,
corrected nor marked as unconfirmed (hedged in words, or disclosed with "[unconfirmed]" after its sentence).
`strict` also counts marked text (the error is disclosed, but its words are still there). A *silent failure* is a
failed check (an error finding or a failed run) in a run that raised no warning.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from engine import Config, averify
from engine.normalize import norm

HERE = Path(__file__).resolve().parent
OWN_CASES = HERE / "fixtures" / "planted.jsonl"
SHARED_CASES = HERE.parent / "fixtures" / "planted"


@dataclass
class Tally:
    errors: int = 0
    residual: int = 0
    strict: int = 0
    silent_failures: int = 0
    cases: int = 0

    @property
    def rate(self) -> float:
        return self.residual / self.errors if self.errors else 0.0

    @property
    def strict_rate(self) -> float:
        return self.strict / self.errors if self.errors else 0.0


def load_cases(paths: Iterable[Path]) -> list[dict[str, Any]]:
    cases = []
    for path in paths:
        files = sorted(path.glob("*.jsonl")) if path.is_dir() else [path]
        for file in files:
            cases += [json.loads(line) for line in file.read_text(encoding="utf-8").splitlines() if line.strip()]
    return cases


async def score(cases: list[dict[str, Any]], config: Config) -> Tally:
    tally = Tally()
    for case in cases:
        warnings: list[str] = []

        def listen(event: Any, into: list[str] = warnings) -> None:
            if event.type == "alert" and event.level in ("warning", "error"):
                into.append(event.message)

        report = await averify(
            case["answer"], case["sources"], case.get("question") or None, config, listeners=[listen]
        )
        tally.cases += 1
        failures = sum(f.error for r in report.claims for f in r.findings) + (1 if report.failed else 0)
        tally.silent_failures += failures > 0 and not warnings
        for planted in case.get("planted", []):
            text = planted if isinstance(planted, str) else planted.get("text", "")
            tally.errors += 1
            present = norm(text) in norm(report.final_answer)
            asserted = present and not any(
                r.hedged or r.disclosed
                for r in report.claims
                if norm(text) in norm(r.claim.text) or norm(r.claim.text) in norm(text)
            )
            tally.strict += present
            tally.residual += asserted
    return tally
