"""The bench result as one PNG: per-data-set accuracy and balanced accuracy beside the baselines,
planted-error recall and false alarms, and the latency distribution. matplotlib is imported only here, and
only when asked."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from ..errors import SaifeError
from .rules import RULES
from .suite import BenchResult

MISSING_MATPLOTLIB = "the chart needs matplotlib: `pip install matplotlib` (or `uv add matplotlib`)"


class ChartUnavailable(SaifeError, RuntimeError):
    """matplotlib is not installed."""


def write_chart(result: BenchResult, path: Path) -> Path:
    """Draw the chart to `path` (PNG); raises ChartUnavailable when matplotlib is missing."""
    try:
        import matplotlib

        matplotlib.use("Agg")  # no display: render to a file only
        import matplotlib.pyplot as plt
    except ImportError as exc:
        raise ChartUnavailable(MISSING_MATPLOTLIB) from exc
    panels = 3 if result.planted else 2
    figure, axes = plt.subplots(1, panels, figsize=(6.2 * panels, 5.2), dpi=110)
    _accuracy(axes[0], result)
    if result.planted:
        _planted(axes[1], result)
    _latency(axes[-1], result)
    figure.suptitle(f"sAIfe bench · mode {result.setup.get('mode', '?')} · {result.wall_seconds:.1f} s", fontsize=12)
    figure.tight_layout()
    path.parent.mkdir(parents=True, exist_ok=True)
    figure.savefig(path)
    plt.close(figure)
    return path


def _accuracy(ax: Any, result: BenchResult) -> None:
    names = list(result.datasets)
    series = {
        f"engine ({rule.name})": [result.datasets[n].rule(rule.name).confusion.accuracy or 0 for n in names]
        for rule in RULES
    }
    baselines = {
        "substring baseline": [_baseline(result, n, "substring") for n in names],
        "fuzzy baseline (tuned)": [_baseline(result, n, "fuzzy_tuned") for n in names],
    }
    width = 0.8 / len(RULES)
    positions = range(len(names))
    offsets = [(i - (len(RULES) - 1) / 2) * width for i in range(len(RULES))]
    for offset, (label, values) in zip(offsets, series.items(), strict=True):
        ax.bar([p + offset for p in positions], values, width, label=label)
    for offset, rule in zip(offsets, RULES, strict=True):
        # Balanced accuracy too: on skewed sets (FaithBench is 65 % hallucinated) accuracy flatters.
        balanced = [result.datasets[n].rule(rule.name).confusion.balanced_accuracy or 0 for n in names]
        legend = "balanced accuracy" if rule is RULES[0] else None
        ax.scatter([p + offset for p in positions], balanced, marker="D", s=28, color="white", edgecolors="black",
                   label=legend, zorder=4)  # fmt: skip
    for marker, (label, values) in zip(("_", "x"), baselines.items(), strict=True):
        ax.scatter(list(positions), values, marker=marker, s=140, color="black", label=label, zorder=3)
    ax.set_xticks(list(positions), names, rotation=35, ha="right", fontsize=8)
    ax.set_ylim(0, 1.45)  # room above the bars for the legend
    ax.set_yticks([0, 0.2, 0.4, 0.6, 0.8, 1.0])
    ax.set_ylabel("accuracy (bars) · balanced accuracy (◆)")
    ax.set_title("Accuracy per data set")
    ax.legend(fontsize=7, loc="upper center", ncol=2)


def _baseline(result: BenchResult, name: str, baseline: str) -> float:
    score = next(b for b in result.datasets[name].baselines if b.name == baseline)
    return score.confusion.accuracy or 0.0


def _planted(ax: Any, result: BenchResult) -> None:
    assert result.planted is not None
    rows = [c.to_dict() for c in result.planted.categories]
    labels = [r["category"].replace("_", " ") for r in rows] + ["clean (false alarms)"]
    recall = [r["recall"] or 0 for r in rows] + [0]
    lenient = [r["recall_not_verified"] or 0 for r in rows] + [0]
    alarms = [0.0] * len(rows) + [result.planted.to_dict()["clean_false_alarm_rate"] or 0]
    positions = list(range(len(labels)))
    ax.bar([p - 0.2 for p in positions], recall, 0.4, label="recall (CONTRADICTED)")
    ax.bar([p + 0.2 for p in positions], lenient, 0.4, label="recall (not SUPPORTED)", alpha=0.6)
    ax.bar(positions, alarms, 0.4, color="tab:red", label="false alarms (BLOCKED)")
    ax.set_xticks(positions, labels, rotation=35, ha="right", fontsize=8)
    ax.set_ylim(0, 1.05)
    ax.set_title("Planted errors: recall per category, false alarms")
    ax.legend(fontsize=7, loc="upper right")


def _latency(ax: Any, result: BenchResult) -> None:
    names = list(result.pairs)
    data = [[max(o.latency_ms, 0.01) for o in result.pairs[n][1]] or [0.01] for n in names]
    ax.boxplot(data, showfliers=True)
    ax.set_xticks(range(1, len(names) + 1), names, rotation=35, ha="right", fontsize=8)
    ax.set_yscale("log")
    ax.set_ylabel("ms per item (log scale)")
    ax.set_title("Latency per item")
