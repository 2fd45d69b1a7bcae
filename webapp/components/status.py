"""The badge (Verified / Caution / Blocked with a one-line why), the progress line and bar."""

from __future__ import annotations

from dataclasses import dataclass, field

from nicegui import ui

from engine import Report, plural

from ..present import STATUS_LOOK, headline, status_key, why
from ..theme import Text, attr, box, handle


@dataclass
class Progress:
    """What the events said about progress (the report does not keep passes)."""

    pass_no: int = 0
    max_passes: int = 0
    checked: set[str] = field(default_factory=set)
    last_ms: int = 0

    def apply(self, data: dict[str, object]) -> None:
        kind = data.get("type")
        self.last_ms = max(self.last_ms, int(data.get("at_ms", 0) or 0))  # type: ignore[call-overload]
        if kind == "pass_started":
            self.pass_no = int(data["pass_no"])  # type: ignore[call-overload]
            self.max_passes = int(data["max_passes"])  # type: ignore[call-overload]
        elif kind == "claim_checked":
            result = data["result"]
            assert isinstance(result, dict)
            self.checked.add(str(result["claim"]["id"]))


class StatusCard:
    """The top of the results: a badge with icon and word, why, progress."""

    def __init__(self) -> None:
        with box("status-row"):
            self.badge = handle(box("status-badge s-idle"), "badge")
            attr(self.badge, role="status", aria_live="polite")
            with self.badge:
                self.icon = ui.icon("fact_check").props('aria-hidden="true"')
                self.word = handle(Text("No check yet"), "badge-word")
            with box("status-text"):
                # "Verified after 1 correction": the badge speaks of the final answer, and says so when it was fixed.
                self.after = handle(Text("", "div").classes("status-after"), "badge-after")
                self.after.set_visibility(False)
                self.why = handle(Text("Paste an answer and press Check, or run an example.", "div"), "why")
                self.why.classes("status-why")
                self.meta = handle(Text("", "div").classes("status-meta"), "progress-line")
        with box("progress"):
            self.fill = box("progress-fill").style("width: 0%")
        attr(self.fill, role="progressbar", aria_label="Progress of the check", aria_valuemin="0", aria_valuemax="100")

    def show(self, report: Report, progress: Progress, *, running: bool, error_alert: str | None = None) -> None:
        key = status_key(report, running)
        look = STATUS_LOOK[key]
        self.badge.classes(replace=f"status-badge {look.css}")
        self.icon.name = look.icon
        self.word.text = look.word
        self.after.text = headline(report)
        self.after.set_visibility(bool(self.after.text))
        self.why.text = why(report, error_alert)
        self.meta.text = _meta(report, progress)
        percent = _percent(report, progress)
        self.fill.style(replace=f"width: {percent}%")
        attr(self.fill, aria_valuenow=str(percent))

    def error(self, message: str) -> None:
        look = STATUS_LOOK["FAILED"]
        self.badge.classes(replace=f"status-badge {look.css}")
        self.icon.name = look.icon
        self.word.text = look.word
        self.why.text = message
        self.after.text = ""
        self.after.set_visibility(False)
        self.meta.text = ""


def _meta(report: Report, progress: Progress) -> str:
    parts = [f"Run {report.run_id}"]
    if progress.pass_no:
        parts.append(f"pass {progress.pass_no} of {progress.max_passes}")
    counted = [r for r in report.claims if r.claim.check_worthy]
    if report.claims:
        done = len(counted) if report.status else sum(r.claim.id in progress.checked for r in counted)
        parts.append(f"{done} of {plural(len(counted), 'claim')} checked")
    calls = int(report.stats.get("model_calls", 0) or 0)
    parts.append(plural(calls, "model call"))
    elapsed = int(report.stats.get("elapsed_ms", progress.last_ms) or progress.last_ms)
    parts.append(f"{elapsed / 1000:.1f} s")
    return " · ".join(parts)


def _percent(report: Report, progress: Progress) -> int:
    if report.status is not None or report.failed:
        return 100
    if not report.claims:
        return 5
    counted = [r for r in report.claims if r.claim.check_worthy] or list(report.claims)
    done = sum(r.claim.id in progress.checked or bool(r.findings) for r in counted)
    return max(10, min(95, int(90 * done / len(counted)) + 5))
