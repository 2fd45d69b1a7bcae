"""A readable terminal view of a report: badge, claim table, edits and alerts. Words always, colour optional."""

from __future__ import annotations

import shutil
import textwrap

from engine import EditKind, Report, Status, Verdict, after_corrections, plural

_COLORS = {"green": "32", "red": "31", "yellow": "33", "blue": "34", "dim": "2", "bold": "1"}
_VERDICT_STYLE = {
    Verdict.SUPPORTED: ("✓ SUPPORTED", "green"),
    Verdict.LIKELY: ("~ LIKELY", "blue"),
    Verdict.CONTRADICTED: ("✗ CONTRADICTED", "red"),
    Verdict.UNVERIFIABLE: ("? UNVERIFIABLE", "yellow"),
}
_STATUS_STYLE = {Status.VERIFIED: "green", Status.CAUTION: "yellow", Status.BLOCKED: "red"}


def render_report(report: Report, *, color: bool = False, width: int | None = None) -> str:
    """The report as text for a terminal."""
    width = width or min(120, shutil.get_terminal_size((100, 20)).columns)

    def paint(text: str, style: str) -> str:
        return f"\033[{_COLORS[style]}m{text}\033[0m" if color else text

    lines: list[str] = []
    status = report.status.value if report.status else "FAILED"
    style = _STATUS_STYLE.get(report.status, "red") if report.status else "red"
    stats = report.stats
    after = after_corrections(int(stats.get("corrections", 0) or 0))
    headline = paint(f" {status} ", style) + (f" {after}" if after else "")
    lines.append(headline + paint(f"   run {report.run_id}", "dim"))
    counts = (
        f"{plural(int(stats.get('check_worthy', 0) or 0), 'claim')} checked",
        plural(int(stats.get("passes", 0) or 0), "pass"),
        plural(int(stats.get("model_calls", 0) or 0), "model call"),
        f"{stats.get('elapsed_ms', 0)} ms",
    )
    lines.append(paint(" · ".join(counts), "dim"))
    lines.append("")
    claim_width = max(30, width - 26)
    for result in report.claims:
        label, chip_style = _VERDICT_STYLE[result.verdict]
        if not result.claim.check_worthy:
            label, chip_style = "· not a claim", "dim"
        text = result.claim.text if result.claim.kind == "prose" else "[code block] " + result.claim.text.split("\n")[0]
        wrapped = textwrap.wrap(" ".join(text.split()), claim_width) or [""]
        lines.append(f"{result.claim.id:>4}  {paint(label.ljust(16), chip_style)}  {wrapped[0]}")
        lines.extend(" " * 24 + more for more in wrapped[1:])
        if result.corrected:
            again = result.rechecked.value if result.rechecked else "not checked again"
            lines.append(" " * 24 + paint(f"corrected in the final answer; the new text checked again: {again}", "dim"))
        if result.disclosed:
            lines.append(" " * 24 + paint("left as written in the final answer, marked [unconfirmed]", "yellow"))
        for finding in result.findings:
            if finding.verdict is Verdict.UNVERIFIABLE and result.verdict is not Verdict.UNVERIFIABLE:
                continue
            detail = f"{finding.detector}: {finding.reason}"
            for quote in finding.evidence[:1]:
                detail += f' — "{" ".join(quote.quote.split())[:160]}"'
            for part in textwrap.wrap(detail, claim_width):
                lines.append(" " * 24 + paint(part, "dim"))
    if report.edits:
        lines += ["", paint("Edits", "bold")]
        for edit in report.edits:
            lines.append(f"  {edit.kind.value:<8} {edit.claim_id}: {edit.reason}")
            if edit.kind is EditKind.DISCLOSE:  # the words stay: only a mark is added, in amber, never as a fix
                lines.append("    " + paint(f"~ {edit.after}", "yellow"))
                continue
            lines.append("    " + paint(f"- {edit.before}", "red"))
            if edit.after:
                lines.append("    " + paint(f"+ {edit.after}", "green"))
    if report.alerts:
        lines += ["", paint("Alerts", "bold")]
        lines.extend(f"  • {alert}" for alert in report.alerts)
    if report.final_answer != report.answer:
        lines += ["", paint("Final answer", "bold"), report.final_answer]
    return "\n".join(lines) + "\n"
