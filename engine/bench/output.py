"""Write a bench result to a directory: summary JSON, Markdown report, PNG chart and per-item outcomes."""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from .render import render_markdown
from .suite import BenchResult


@dataclass(frozen=True, slots=True)
class Written:
    """The files written, and why the chart is missing if it is."""

    files: tuple[Path, ...]
    chart_problem: str | None = None


def write_outputs(result: BenchResult, out_dir: Path, *, chart: bool = True) -> Written:
    """`bench.json`, `bench.md`, `items.jsonl` (ids, statuses, claim spans and reasons) and `bench.png`."""
    from .chart import ChartUnavailable, write_chart

    out_dir.mkdir(parents=True, exist_ok=True)
    files = [out_dir / "bench.json", out_dir / "bench.md", out_dir / "items.jsonl"]
    files[0].write_text(json.dumps(result.to_dict(), ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
    files[1].write_text(render_markdown(result), encoding="utf-8")
    with files[2].open("w", encoding="utf-8") as handle:
        for name, (items, outcomes) in result.pairs.items():
            for item, outcome in zip(items, outcomes, strict=True):
                record = {"dataset": name, "label": item.label, "task": item.task, **outcome.to_dict()}
                handle.write(json.dumps(record, ensure_ascii=False) + "\n")
    problem = None
    if chart:
        try:
            files.append(write_chart(result, out_dir / "bench.png"))
        except ChartUnavailable as exc:
            problem = str(exc)
    return Written(tuple(files), problem)
