"""Report export: Markdown for people (JSON is `report.to_json()`).

Answers, sources and reasons are untrusted text, and Markdown viewers render raw HTML and follow links: outside
code spans and fences, every `<`, `>` and `&` is written as an entity and a link whose target is not http(s)
(`javascript:`, `data:` ...) loses its link syntax, so the text reads the same and nothing runs.
"""

from __future__ import annotations

import re

from .report import Report
from .text import after_corrections
from .types import ClaimResult, Evidence

_VERDICT_MARK = {"SUPPORTED": "✓", "LIKELY": "~", "CONTRADICTED": "✗", "UNVERIFIABLE": "?"}


def to_markdown(report: Report) -> str:
    """The report as a Markdown document: status, final answer, claims, edits, alerts and statistics."""
    status = report.status.value if report.status else ("FAILED" if report.failed else "RUNNING")
    after = after_corrections(_corrections(report)) if report.status else ""  # the badge speaks of the final answer
    lines = [f"# sAIfe report `{report.run_id}`", "", f"**Status: {status}{' ' + after if after else ''}**", ""]
    if report.failed:
        lines += [f"The run failed: {_inline(report.failed)}", ""]
    if report.question:
        lines += ["## Question", "", _block(report.question), ""]
    lines += ["## Final answer", "", _block(report.final_answer), ""]
    if report.final_answer != report.answer:
        lines += ["## Answer as given", "", _block(report.answer), ""]
    lines += ["## Claims", "", "| id | verdict | risk | claim | why |", "|---|---|---|---|---|"]
    lines += [_claim_row(result) for result in report.claims]
    lines.append("")
    if report.edits:
        lines += ["## Edits", ""]
        for edit in report.edits:
            lines.append(f"- **{edit.kind.value}** `{edit.claim_id}`: {_inline(edit.reason)}")
            lines.append(f"  - before: {_code(edit.before)}")
            lines.append(f"  - after: {_code(edit.after) if edit.after else '*(removed)*'}")
            lines += [f"  - evidence: {_evidence(e)}" for e in edit.evidence]
        lines.append("")
    if report.alerts:
        lines += ["## Alerts", "", *[f"- {_inline(alert)}" for alert in report.alerts], ""]
    if report.sources:
        lines += ["## Sources", "", *[f"{i + 1}. {_inline(s.name or str(s.id))}" for i, s in enumerate(report.sources)]]
        lines.append("")
    stats = ", ".join(
        f"{_inline(str(key))}: {_inline(str(value))}"
        for key, value in report.stats.items()
        if not isinstance(value, (list, dict))
    )
    lines += ["## Statistics", "", stats or "none", ""]
    return "\n".join(lines)


def _corrections(report: Report) -> int:
    """Claims corrected and re-verified in the final answer (the report counts them when the run completes)."""
    stated = report.stats.get("corrections", 0)
    return stated if isinstance(stated, int) else 0


def _claim_row(result: ClaimResult) -> str:
    verdict = result.verdict.value
    mark = _VERDICT_MARK.get(verdict, "")
    flags = [name for name in ("corrected", "hedged", "disclosed", "removed") if getattr(result, name, False)]
    if not result.claim.check_worthy:
        verdict, mark = "not a claim", "·"
    label = f"{mark} {verdict}" + (f" ({', '.join(flags)})" if flags else "")
    deciding = next((f for f in result.findings if f.verdict is result.verdict), None)
    why = deciding.reason if deciding else (result.findings[0].reason if result.findings else "")
    if deciding and deciding.evidence:
        why += f" — {_evidence(deciding.evidence[0])}"
    text = result.claim.text if result.claim.kind == "prose" else "[code block]"
    return f"| {result.claim.id} | {label} | {result.risk.value} | {_cell(text)} | {_cell(why)} |"


def _evidence(evidence: Evidence) -> str:
    where = (
        "computed"
        if evidence.source == "computed"
        else (f"source {evidence.source + 1}" if isinstance(evidence.source, int) else str(evidence.source))
    )
    return f"{where}: “{_inline(evidence.quote)}”"


def _block(text: str) -> str:
    """Text shown verbatim inside a fence longer than any it contains."""
    longest = max((len(m) for m in re.findall(r"`{3,}|~{3,}", text)), default=0)
    fence = "`" * max(3, longest + 1)
    return f"{fence}text\n{text.rstrip(chr(10))}\n{fence}"


def _code(text: str) -> str:
    one_line = " ".join(text.split())
    ticks = "`" * (max((len(m) for m in re.findall(r"`+", one_line)), default=0) + 1)
    pad = " " if one_line.startswith("`") or one_line.endswith("`") else ""
    return f"{ticks}{pad}{one_line}{pad}{ticks}" if one_line else "*(empty)*"


_LINK_TARGET = re.compile(r"\]\(\s*<?([^)\s>]*)")
"""`](target` of an inline link or image: the target is the first group."""
_SAFE_TARGET = re.compile(r"https?://", re.IGNORECASE)


def _inline(text: str, *, cell: bool = False) -> str:
    """One line of untrusted text as inert Markdown: HTML as entities, only http(s) link targets, no reference
    definitions (a list item may start with one); in a table `cell`, backslashes and pipes are escaped too."""
    one_line = " ".join(text.split())
    if cell:
        one_line = one_line.replace("\\", "\\\\").replace("|", "\\|")
    escaped = one_line.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    inert = _LINK_TARGET.sub(_neutral_link, escaped)
    return "\\" + inert if inert.startswith("[") else inert


def _neutral_link(match: re.Match[str]) -> str:
    target = match.group(1).replace("&amp;", "&")
    return match.group(0) if _SAFE_TARGET.match(target) else "]\\(" + match.group(0)[2:]


def _cell(text: str) -> str:
    return _inline(text, cell=True)
