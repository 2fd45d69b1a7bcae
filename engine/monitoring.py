"""What the monitor shows of a run: one summary row built from its events, and the figures over many rows.

A row carries no text of the answer or the sources: the same row travels in signed webhooks between instances.
"""

from __future__ import annotations

import re
import time
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from pydantic import BaseModel, ConfigDict

_LAB = re.compile(r"\(([^()]+)\)\s*$")


class RunRow(BaseModel):
    """One finished run as the monitor lists it."""

    model_config = ConfigDict(frozen=True)

    run_id: str
    origin: str = "this instance"
    status: str | None = None
    """VERIFIED / CAUTION / BLOCKED, or None for a run that failed."""
    at: float = 0.0
    """Unix time the run ended (or was received)."""
    elapsed_ms: int = 0
    cost_usd: float = 0.0
    tokens: int = 0
    claims: int = 0
    detectors: tuple[str, ...] = ()
    failed_detectors: tuple[str, ...] = ()
    labs: tuple[str, ...] = ()
    warnings: int = 0
    failed: str | None = None

    @property
    def silent_failure(self) -> bool:
        """A check failed and no alert said so: the engine must never produce one."""
        return bool(self.failed_detectors) and self.warnings == 0 and self.failed is None


def summarize(events: Sequence[Mapping[str, Any]], *, origin: str = "this instance", at: float | None = None) -> RunRow:
    """The row of a run from its event objects (the JSON form of `engine.events`)."""
    row: dict[str, Any] = {"run_id": str(events[0].get("run_id", "")) if events else "", "origin": origin}
    failed_detectors: set[str] = set()
    labs: set[str] = set()
    warnings = 0
    for event in events:
        kind = event.get("type")
        if kind == "run_started":
            labs.update(lab for role in (event.get("roles") or {}).values() if (lab := _lab_of(str(role))))
        elif kind == "finding" and (finding := event.get("finding") or {}).get("error"):
            failed_detectors.add(str(finding.get("detector", "?")))
        elif kind == "alert" and event.get("level", "warning") in ("warning", "error"):
            warnings += 1
        elif kind == "run_completed":
            stats = event.get("stats") or {}
            row.update(
                status=event.get("status"),
                elapsed_ms=int(stats.get("elapsed_ms", 0) or 0),
                cost_usd=float(stats.get("cost_usd", 0.0) or 0.0),
                tokens=int(stats.get("tokens", 0) or 0),
                claims=int(stats.get("claims", 0) or 0),
                detectors=tuple(sorted(stats.get("detectors") or ())),
            )
        elif kind == "run_failed":
            row["failed"] = str(event.get("error") or "the run failed")
    row.update(
        at=time.time() if at is None else at,
        failed_detectors=tuple(sorted(failed_detectors)),
        labs=tuple(sorted(labs)),
        warnings=warnings,
    )
    return RunRow(**row)


def _lab_of(role: str) -> str | None:
    """ "openai/gpt-4o-mini (OpenAI)" → "OpenAI"."""
    match = _LAB.search(role)
    return match.group(1).strip() if match else None


class Figures(BaseModel):
    """What the monitor's charts draw over a set of rows."""

    model_config = ConfigDict(frozen=True)

    runs: int
    status_mix: dict[str, int]
    detector_failures: dict[str, int]
    silent_failures: int
    latency_ms: list[tuple[float, int]]
    cost_usd: list[tuple[float, float]]
    p95_latency_ms: int


def figures(rows: Iterable[RunRow]) -> Figures:
    rows = sorted(rows, key=lambda r: r.at)
    mix = Counter(row.status or "FAILED" for row in rows)
    failures = Counter(detector for row in rows for detector in row.failed_detectors)
    latencies = sorted(row.elapsed_ms for row in rows)
    p95 = latencies[min(len(latencies) - 1, int(0.95 * len(latencies)))] if latencies else 0
    return Figures(
        runs=len(rows),
        status_mix={name: mix.get(name, 0) for name in ("VERIFIED", "CAUTION", "BLOCKED", "FAILED")},
        detector_failures=dict(failures.most_common()),
        silent_failures=sum(row.silent_failure for row in rows),
        latency_ms=[(row.at, row.elapsed_ms) for row in rows],
        cost_usd=[(row.at, row.cost_usd) for row in rows],
        p95_latency_ms=p95,
    )


def matches(
    row: RunRow,
    *,
    status: str | None = None,
    detector: str | None = None,
    lab: str | None = None,
    since: float | None = None,
) -> bool:
    """Whether `row` passes the monitor's filters (None = any)."""
    return (
        (status is None or (row.status or "FAILED") == status)
        and (detector is None or detector in row.detectors or detector in row.failed_detectors)
        and (lab is None or lab in row.labs)
        and (since is None or row.at >= since)
    )
