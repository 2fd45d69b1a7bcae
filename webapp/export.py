"""Downloads of a report: JSON (the contract's object) and Markdown (the engine's exporter when it has one)."""

from __future__ import annotations

import re

from engine import Report

from .present import status_line


def report_json(report: Report) -> str:
    return report.to_json(indent=2)


def report_markdown(report: Report) -> str:
    """The report as Markdown; user text sits in fenced blocks or escaped cells so it renders inert."""
    try:
        from engine.export import to_markdown  # type: ignore[import-not-found,unused-ignore]
    except ImportError:
        return _markdown(report)
    return str(to_markdown(report))


def _markdown(report: Report) -> str:
    lines = [f"# sAIfe report {report.run_id}", "", f"**{status_line(report)}**", ""]
    lines += ["## Final answer", "", *_fenced(report.final_answer), ""]
    if report.final_answer != report.answer:
        lines += ["## Answer as given", "", *_fenced(report.answer), ""]
    lines += ["## Claims", "", "| # | Claim | Verdict | Why |", "|---|---|---|---|"]
    for number, result in enumerate(report.claims, 1):
        why = "; ".join(f"{f.detector}: {f.reason}" for f in result.findings) or "not checked"
        lines.append(f"| {number} | {_cell(result.claim.text)} | {result.verdict.value} | {_cell(why)} |")
    if report.edits:
        lines += ["", "## Edits", ""]
        for edit in report.edits:
            after = _cell(edit.after) or "(removed)"
            lines.append(f"- **{edit.kind.value}**: “{_cell(edit.before)}” → “{after}” ({_cell(edit.reason)})")
    if report.alerts:
        lines += ["", "## Alerts", "", *(f"- {_cell(alert)}" for alert in report.alerts)]
    return "\n".join(lines) + "\n"


def _fenced(text: str) -> list[str]:
    longest = max((len(run) for run in re.findall(r"`+", text)), default=0)
    fence = "`" * max(3, longest + 1)
    return [f"{fence}text", text, fence]


def _cell(text: str) -> str:
    text = re.sub(r"\s+", " ", text).strip()
    return re.sub(r"([\\`*_\[\]<>|#!])", r"\\\1", text)
