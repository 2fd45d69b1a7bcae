"""`/runs`: the latest runs, each linking to its permalink."""

from __future__ import annotations

from nicegui import ui

from ..present import STATUS_LOOK, status_key
from ..services import Services
from ..theme import Text, box, frame, handle


def register(services: Services) -> None:
    @ui.page("/runs")
    async def runs_page() -> None:
        with frame("Runs · sAIfe", active="/runs"), box("panel runs-list"):
            Text("Latest runs", "h2").classes("panel-title")
            reports = services.runs.recent(100)
            if not reports:
                Text("No runs yet. Check an answer on the Check page.", "div").classes("empty")
            for report in reports:
                with handle(box("run-line"), f"run-{report.run_id}", "run-line"):
                    look = STATUS_LOOK[status_key(report, running=report.status is None)]
                    with box("chip", look.css, tag="span"):
                        ui.icon(look.icon).props('aria-hidden="true"')
                        Text(look.word)
                    ui.link(report.run_id, f"/runs/{report.run_id}")
                    Text(report.answer[:200].replace("\n", " "), "span").classes("run-answer")
