"""`/monitor`: every finished run of this instance and of the instances that send it signed webhooks, live.

Read in five seconds: the silent-failure count (must stay 0) first, then the status mix, which detectors failed,
latency and cost over time, and the runs themselves with filters.
"""

from __future__ import annotations

import time
from datetime import UTC, datetime
from typing import Any

from nicegui import ui

from engine.monitoring import RunRow, figures

from ..monitor_feed import MonitorFeed
from ..theme import Text, box, frame, handle

ANY = "any"
PERIODS = {"last 15 minutes": 900, "last hour": 3600, "last day": 86400, "all time": None}
STATUS_COLOURS = {"VERIFIED": "#1a7f37", "CAUTION": "#b26a00", "BLOCKED": "#c62828", "FAILED": "#6e7781"}
COLUMNS = [
    {"name": "at", "label": "Ended (UTC)", "field": "at", "align": "left"},
    {"name": "status", "label": "Status", "field": "status", "align": "left"},
    {"name": "origin", "label": "From", "field": "origin", "align": "left"},
    {"name": "claims", "label": "Claims", "field": "claims"},
    {"name": "elapsed", "label": "Latency (ms)", "field": "elapsed"},
    {"name": "cost", "label": "Cost (USD)", "field": "cost"},
    {"name": "labs", "label": "Labs", "field": "labs", "align": "left"},
    {"name": "failed", "label": "Failed checks", "field": "failed", "align": "left"},
]


def register(feed: MonitorFeed, dead_letters: Any = None) -> None:
    @ui.page("/monitor")
    async def monitor_page() -> None:
        with frame("Monitor · sAIfe", active="/monitor"):
            MonitorView(feed, dead_letters)


class MonitorView:
    """The page's state: filters, figures, charts and the run table, redrawn when the feed changes."""

    def __init__(self, feed: MonitorFeed, dead_letters: Any) -> None:
        self.feed, self.dead_letters = feed, dead_letters
        self.filters: dict[str, str] = {"status": ANY, "detector": ANY, "lab": ANY, "period": "all time"}
        self.seen_version = -1
        with box("panel monitor"):
            Text("Monitor", "h2").classes("panel-title")
            with box("monitor-headline"):
                self.silent = handle(Text("", "div"), "monitor-silent")
                self.summary = handle(Text("", "div"), "monitor-summary")
            with box("monitor-filters"):
                self.status_select = self._select("status", ["VERIFIED", "CAUTION", "BLOCKED", "FAILED"])
                self.detector_select = self._select("detector", [])
                self.lab_select = self._select("lab", [])
                handle(
                    ui.select(
                        list(PERIODS), value="all time", label="time", on_change=lambda e: self._set("period", e)
                    ),
                    "monitor-filter-period",
                )
            with box("monitor-charts"):
                self.mix_chart = handle(ui.echart(_bar("Status mix", [], [])), "monitor-status-mix")
                self.fail_chart = handle(ui.echart(_bar("Failed checks by detector", [], [])), "monitor-failures")
                self.latency_chart = handle(ui.echart(_line("Latency (ms)", [])), "monitor-latency")
                self.cost_chart = handle(ui.echart(_line("Cost (USD)", [])), "monitor-cost")
            self.table = handle(ui.table(columns=COLUMNS, rows=[], row_key="run_id", pagination=25), "monitor-runs")
            self.dead = handle(Text("", "div"), "monitor-dead-letters")
        self.refresh(force=True)
        ui.timer(1.5, self.refresh)

    def _select(self, key: str, options: list[str]) -> Any:
        select = ui.select([ANY, *options], value=ANY, label=key, on_change=lambda e: self._set(key, e))
        return handle(select, f"monitor-filter-{key}")

    def _set(self, key: str, event: Any) -> None:
        self.filters[key] = event.value or ANY
        self.refresh(force=True)

    def rows(self) -> list[RunRow]:
        period = PERIODS.get(self.filters["period"])
        pick = {k: (None if self.filters[k] == ANY else self.filters[k]) for k in ("status", "detector", "lab")}
        return self.feed.rows(**pick, since=None if period is None else time.time() - period)

    def refresh(self, force: bool = False) -> None:
        if not force and self.feed.version == self.seen_version:
            return
        self.seen_version = self.feed.version
        detectors, labs = self.feed.choices()
        self.detector_select.set_options([ANY, *detectors], value=self.filters["detector"])
        self.lab_select.set_options([ANY, *labs], value=self.filters["lab"])
        rows = self.rows()
        numbers = figures(rows)
        self.silent.set_text(f"Silent failures: {numbers.silent_failures}")
        self.silent.classes(replace="silent-ok" if numbers.silent_failures == 0 else "silent-bad")
        runs = "1 run" if numbers.runs == 1 else f"{numbers.runs} runs"
        self.summary.set_text(f"{runs} · p95 latency {numbers.p95_latency_ms} ms")
        mix = numbers.status_mix
        self.mix_chart.options.update(_bar("Status mix", list(mix), list(mix.values()), colours=STATUS_COLOURS))
        failures = numbers.detector_failures
        self.fail_chart.options.update(_bar("Failed checks by detector", list(failures), list(failures.values())))
        self.latency_chart.options.update(_line("Latency (ms)", numbers.latency_ms))
        self.cost_chart.options.update(_line("Cost (USD)", numbers.cost_usd))
        for chart in (self.mix_chart, self.fail_chart, self.latency_chart, self.cost_chart):
            chart.update()
        self.table.rows = [_table_row(row) for row in rows[:500]]
        self.table.update()
        if self.dead_letters is not None:
            count = self.dead_letters.count()
            self.dead.set_text(f"Webhook deliveries that failed after every retry: {count}")


def _table_row(row: RunRow) -> dict[str, Any]:
    return {
        "run_id": f"{row.origin}:{row.run_id}",
        "at": datetime.fromtimestamp(row.at, UTC).strftime("%Y-%m-%d %H:%M:%S"),
        "status": row.status or "FAILED",
        "origin": row.origin,
        "claims": row.claims,
        "elapsed": row.elapsed_ms,
        "cost": f"{row.cost_usd:.4f}",
        "labs": ", ".join(row.labs) or "none",
        "failed": ", ".join(row.failed_detectors) or "none",
    }


def _bar(title: str, names: list[str], values: list[int], colours: dict[str, str] | None = None) -> dict[str, Any]:
    data = [
        {"value": v, "itemStyle": {"color": (colours or {}).get(n, "#2344d0")}}
        for n, v in zip(names, values, strict=True)
    ]
    return {
        "title": {"text": title, "textStyle": {"fontSize": 14}},
        "xAxis": {"type": "category", "data": names},
        "yAxis": {"type": "value", "minInterval": 1},
        "series": [{"type": "bar", "data": data, "label": {"show": True, "position": "top"}}],
        "grid": {"left": 40, "right": 10, "top": 40, "bottom": 30},
    }


def _line(title: str, points: list[tuple[float, Any]]) -> dict[str, Any]:
    return {
        "title": {"text": title, "textStyle": {"fontSize": 14}},
        "xAxis": {"type": "time"},
        "yAxis": {"type": "value"},
        "series": [{"type": "line", "showSymbol": len(points) < 50, "data": [[t * 1000, v] for t, v in points]}],
        "grid": {"left": 50, "right": 10, "top": 40, "bottom": 30},
    }
