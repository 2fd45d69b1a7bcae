"""One bench run: every data set and the planted corpus through the engine, then every score and target."""

from __future__ import annotations

import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, TextIO

from ..config import Config
from .firings import RuleTally, tally_rules
from .items import BenchItem
from .outcomes import ItemOutcome
from .planted import PlantedScore, score_planted
from .progress import Progress
from .rules import RULES
from .runner import run_items
from .scoring import DatasetScore, latency_summary, score_dataset
from .targets import TargetResult, evaluate_targets


@dataclass(frozen=True, slots=True)
class BenchResult:
    """Scores of one run, and the raw outcomes they came from."""

    setup: dict[str, Any]
    """How the run was configured (mode, models, concurrency, limit, data location); never a key."""
    datasets: dict[str, DatasetScore]
    planted: PlantedScore | None
    targets: list[TargetResult]
    wall_seconds: float
    pairs: dict[str, tuple[list[BenchItem], list[ItemOutcome]]] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        latencies = [o.latency_ms for _, outcomes in self.pairs.values() for o in outcomes]
        return {
            "setup": self.setup,
            "rules": {rule.name: rule.statement for rule in RULES},
            "datasets": {name: score.to_dict() for name, score in self.datasets.items()},
            "planted": self.planted.to_dict() if self.planted else None,
            "targets": [t.to_dict() for t in self.targets],
            "wall_seconds": round(self.wall_seconds, 2),
            "latency_ms": latency_summary(latencies),
            "items": sum(len(items) for items, _ in self.pairs.values()),
            "rule_firings": {rule_id: tally.to_dict() for rule_id, tally in self.rule_tallies().items()},
        }

    def rule_tallies(self) -> dict[str, RuleTally]:
        """How often each registered rule fired in this run, and its precision by the labels."""
        return tally_rules(self.pairs)


async def run_suite(
    data: Mapping[str, Sequence[BenchItem]],
    planted: Sequence[BenchItem],
    config: Config,
    *,
    concurrency: int = 1,
    setup: Mapping[str, Any] | None = None,
    progress_stream: TextIO | None = None,
    show_progress: bool = True,
) -> BenchResult:
    """Check every item, data set by data set (in the given order), then the planted corpus; score it all."""
    started = time.monotonic()
    pairs: dict[str, tuple[list[BenchItem], list[ItemOutcome]]] = {}
    batches = [*data.items(), *([("planted", planted)] if planted else [])]
    for name, items in batches:
        progress = Progress(name, len(items), stream=progress_stream, enabled=show_progress)
        outcomes = await run_items(items, config, concurrency=concurrency, progress=progress)
        progress.close()
        pairs[name] = (list(items), outcomes)
    wall = time.monotonic() - started
    scores = {name: score_dataset(name, *pairs[name]) for name, _ in data.items()}
    planted_score = score_planted(*pairs["planted"]) if planted else None
    return BenchResult(
        setup=dict(setup or {}),
        datasets=scores,
        planted=planted_score,
        targets=evaluate_targets(pairs, wall),
        wall_seconds=wall,
        pairs=pairs,
    )
