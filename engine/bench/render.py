"""The bench result as a terminal table and as a Markdown report (same figures, same order)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from .baselines import BaselineScore
from .firings import FIRING_HEADERS, firing_rows
from .metrics import Confusion
from .rules import RULES
from .scoring import DatasetScore, latency_summary
from .suite import BenchResult

METRIC_HEADERS = ("acc", "bal.acc", "prec", "recall", "F1", "FA rate")


def render_text(result: BenchResult) -> str:
    """Plain-text tables for the terminal."""
    out = [_headline(result), ""]
    out += [f"rule {rule.name}: {rule.statement}" for rule in RULES]
    out.append("")
    out += _table(["data set", "n", "H/F", "predictor", *METRIC_HEADERS, "span hit", "p50 ms"], _score_rows(result))
    if result.planted:
        out += ["", "Planted errors (recall: a CONTRADICTED/removed claim covers the error)"]
        out += _table(
            ["category", "cases", "recall", "recall (not verified)", "precision", "R", "R strict"],
            _planted_rows(result),
        )
        out.append(_planted_line(result))
    out += ["", "Rules fired (precision: firings the labels bear out; a false alarm fires on a true claim)"]
    out += _table(list(FIRING_HEADERS), firing_rows(result.rule_tallies()))
    out += ["", "Targets"]
    out += _table(["target", "goal", "value", ""], _target_rows(result))
    return "\n".join(out) + "\n"


def render_markdown(result: BenchResult) -> str:
    """A Markdown report: setup, rules, scores with baselines, planted corpus, targets and missed examples."""
    out = ["# sAIfe bench report", "", _headline(result), "", "## Decision rules", ""]
    out += [f"- `{rule.name}`: {rule.statement}" for rule in RULES]
    out += ["", "## Scores (baselines beside each data set)", ""]
    out += _md_table(["data set", "n", "H/F", "predictor", *METRIC_HEADERS, "span hit", "p50 ms"], _score_rows(result))
    if result.planted:
        out += ["", "## Planted errors", ""]
        out += _md_table(
            ["category", "cases", "recall", "recall (not verified)", "precision", "R", "R strict"],
            _planted_rows(result),
        )
        out += ["", _planted_line(result)]
    out += ["", "## Rules fired", "", "Precision: firings the labels bear out (a false alarm fires on a true claim)."]
    out.append("")
    out += _md_table(list(FIRING_HEADERS), firing_rows(result.rule_tallies()))
    out += ["", "## Targets", ""]
    out += _md_table(["target", "goal", "value", "met"], _target_rows(result))
    out += ["", "## Misclassified examples (ids and the engine's reason)", ""]
    for name, score in result.datasets.items():
        out += _md_examples(name, score)
    out += ["", "## Setup", "", "```", *(f"{k}: {v}" for k, v in result.setup.items()), "```", ""]
    return "\n".join(out)


def _headline(result: BenchResult) -> str:
    items = sum(len(items) for items, _ in result.pairs.values())
    lat = latency_summary([o.latency_ms for _, outcomes in result.pairs.values() for o in outcomes])
    mode = result.setup.get("mode", "?")
    return (
        f"sAIfe bench · mode {mode} · {items} items · {result.wall_seconds:.1f} s wall · "
        f"latency p50 {_num(lat['p50'], 1)} ms, p95 {_num(lat['p95'], 1)} ms"
    )


def _score_rows(result: BenchResult) -> list[list[str]]:
    rows: list[list[str]] = []
    for name, score in result.datasets.items():
        split = f"{score.hallucinated}/{score.n - score.hallucinated}"
        p50 = _num(latency_summary(score.latency_ms)["p50"], 1)
        for index, rule_score in enumerate(score.rules):
            spans = rule_score.spans
            hit = f"{_num(spans.hit_rate)} ({spans.items})" if spans else "–"
            lead = [name, str(score.n), split] if index == 0 else ["", "", ""]
            rows.append(
                [
                    *lead,
                    f"engine: {rule_score.rule.name}",
                    *_metrics(rule_score.confusion),
                    hit,
                    p50 if index == 0 else "",
                ]
            )
        rows += [["", "", "", _baseline_label(b), *_metrics(b.confusion), "", ""] for b in score.baselines]
    return rows


def _baseline_label(baseline: BaselineScore) -> str:
    if baseline.threshold is not None:
        return f"baseline: fuzzy ≥{baseline.threshold:.0f}"
    return f"baseline: {baseline.name.replace('_', '-')}"


def _metrics(c: Confusion) -> list[str]:
    return [
        _num(c.accuracy),
        _num(c.balanced_accuracy),
        _num(c.precision),
        _num(c.recall),
        _num(c.f1),
        _num(c.false_alarm_rate),
    ]


def _planted_rows(result: BenchResult) -> list[list[str]]:
    assert result.planted is not None
    rows = []
    for category in result.planted.categories:
        d = category.to_dict()
        rows.append(
            [
                category.category,
                str(category.cases),
                _num(d["recall"]),
                _num(d["recall_not_verified"]),
                _num(d["precision"]),
                _num(d["residual_rate"]),
                _num(d["residual_rate_strict"]),
            ]
        )
    return rows


def _planted_line(result: BenchResult) -> str:
    assert result.planted is not None
    d = result.planted.to_dict()
    missing = ", ".join(d["missing_categories"]) or "none"
    return (
        f"clean cases {d['clean_cases']}: false alarms (BLOCKED) {_num(d['clean_false_alarm_rate'])}, "
        f"not VERIFIED {_num(d['clean_not_verified_rate'])} · "
        f"R {_num(d['residual_rate'])} (strict {_num(d['residual_rate_strict'])}) · "
        f"failures {d['failures']}, silent failures {d['silent_failures']} · categories without cases: {missing}"
    )


def _target_rows(result: BenchResult) -> list[list[str]]:
    rows = []
    for t in result.targets:
        verdict = {True: "MET", False: "MISSED", None: "not measured"}[t.met]
        rows.append([t.target.description, f"{t.target.goal} {t.target.threshold:g}", _num(t.value), verdict])
    return rows


def _md_examples(name: str, score: DatasetScore) -> list[str]:
    out = [f"### {name}", ""]
    for key, examples in score.examples.items():
        if examples:
            out.append(
                f"- **{key}**: " + "; ".join(f"`{e['id']}` ({e['status']}: {_md_escape(e['why'])})" for e in examples)
            )
    return [*out, ""]


def _num(value: Any, digits: int = 3) -> str:
    if value is None:
        return "–"
    return f"{value:.{digits}f}"


def _table(headers: Sequence[str], rows: Iterable[Sequence[str]]) -> list[str]:
    rows = [list(map(str, r)) for r in rows]
    widths = [max([len(h), *(len(r[i]) for r in rows)]) for i, h in enumerate(headers)]

    def line(cells: Sequence[str]) -> str:
        return "  ".join(
            c.ljust(w) if i < 4 else c.rjust(w) for i, (c, w) in enumerate(zip(cells, widths, strict=True))
        ).rstrip()

    return [line(headers), line(["-" * w for w in widths]), *(line(r) for r in rows)]


def _md_table(headers: Sequence[str], rows: Iterable[Sequence[str]]) -> list[str]:
    out = ["| " + " | ".join(headers) + " |", "|" + "|".join("---" for _ in headers) + "|"]
    out += ["| " + " | ".join(_md_escape(c) for c in row) + " |" for row in rows]
    return out


def _md_escape(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")
