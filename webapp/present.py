"""How verdicts, statuses and evidence are shown: words, icons and classes (never colour alone). Pure functions."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine import (
    ClaimResult,
    Computed,
    Edit,
    EditKind,
    Evidence,
    Report,
    Status,
    Verdict,
    after_corrections,
    plural,
    verified_correction,
)

from .diff import word_diff


@dataclass(frozen=True, slots=True)
class Look:
    """How one verdict or status is shown: a word, an icon, a text symbol and a CSS class."""

    word: str
    icon: str
    symbol: str
    css: str
    help: str = ""


VERDICT_LOOK: dict[str, Look] = {
    Verdict.SUPPORTED: Look("Supported", "check_circle", "✓", "v-supported", "code confirmed evidence for it"),
    Verdict.LIKELY: Look(
        "Likely", "thumbs_up_down", "~", "v-likely", "a model reads it in the sources, or resamples agree; not verified"
    ),
    Verdict.CONTRADICTED: Look("Contradicted", "cancel", "✗", "v-contradicted", "evidence says otherwise"),
    Verdict.UNVERIFIABLE: Look("Unverifiable", "help", "?", "v-unverifiable", "nothing could confirm it"),
    "PENDING": Look("Checking", "hourglass_empty", "…", "v-pending", "not checked yet"),
    "NOT_A_CLAIM": Look("Not a claim", "chat_bubble_outline", "–", "v-none", "a question, greeting or opinion"),
}
EDIT_CHIP: dict[str, Look] = {
    "corrected": Look("Corrected", "auto_fix_high", "→", "v-fixed", "replaced with what the evidence says"),
    "hedged": Look("Hedged", "back_hand", "~", "v-hedged", "kept, marked as unconfirmed"),
    "disclosed": Look(
        "Marked unconfirmed", "flag", "?", "v-hedged", "left as written, marked [unconfirmed] after its sentence"
    ),
    "removed": Look("Removed", "content_cut", "–", "v-fixed", "taken out of the final answer"),
}

STATUS_LOOK: dict[str, Look] = {
    Status.VERIFIED: Look("Verified", "verified", "✓", "s-verified"),
    Status.CAUTION: Look("Caution", "warning", "!", "s-caution"),
    Status.BLOCKED: Look("Blocked", "block", "✗", "s-blocked"),
    "RUNNING": Look("Checking", "hourglass_top", "…", "s-running"),
    "FAILED": Look("Failed", "error", "✗", "s-blocked"),
    "IDLE": Look("No check yet", "fact_check", "·", "s-idle"),
}

EDIT_LOOK = {"correct": "Corrected", "hedge": "Hedged", "remove": "Removed", "disclose": "Marked unconfirmed"}
"""The word for each edit kind (every `EditKind` has one: tests/webapp pin it)."""
EDIT_FLAGS = ("corrected", "hedged", "disclosed", "removed")
"""The claim-result flags that say what the repair did to a claim, each with a chip in `EDIT_CHIP`."""
MARKING_EDITS = frozenset({EditKind.HEDGE, EditKind.DISCLOSE})
"""Edits that only mark a claim as unconfirmed (words added in amber, never styled as a correction)."""


def claim_state(result: ClaimResult, checked: bool) -> str:
    """The key into VERDICT_LOOK for a claim row: its verdict, or PENDING / NOT_A_CLAIM."""
    if not result.claim.check_worthy:
        return "NOT_A_CLAIM"
    if not checked and not result.findings:
        return "PENDING"
    return result.verdict.value


def status_key(report: Report | None, running: bool) -> str:
    if report is None:
        return "IDLE"
    if report.failed:
        return "FAILED"
    if report.status is not None:
        return report.status.value
    return "RUNNING" if running else "IDLE"


def why(report: Report, error_alert: str | None = None) -> str:
    """The badge's one-line reason; a blocking error alert (e.g. a required check that could not run) wins."""
    if report.failed:
        return f"The check failed: {report.failed}. Nothing was verified."
    if report.status is None:
        return "Checking the claims one by one…"
    if error_alert and report.status is Status.BLOCKED:
        return _sentence(error_alert)
    stated = report.stats.get("why")
    if isinstance(stated, str) and stated:
        return _sentence(stated)
    from engine import answer_status

    return _sentence(answer_status(report.claims).why)


def corrections(report: Report) -> int:
    """Claims of the final answer corrected and re-verified SUPPORTED (the report's count; older reports: counted)."""
    stated = report.stats.get("corrections")
    if isinstance(stated, int):
        return stated
    return sum(verified_correction(r) for r in report.claims if r.claim.check_worthy)


def headline(report: Report) -> str:
    """ "Verified after 1 correction" when the final answer holds corrections, else "" (the badge says it all)."""
    if report.status is None or report.failed:
        return ""
    after = after_corrections(corrections(report))
    return f"{STATUS_LOOK[report.status].word} {after}" if after else ""


def hedge_insertions(edits: tuple[Edit, ...]) -> frozenset[str]:
    """The words each hedge or disclosure added ("(not confirmed by the sources)", "[unconfirmed]"), so the page can
    show them as marks of an unconfirmed claim, not as corrections."""
    added = (
        segment.text.strip()
        for edit in edits
        if edit.kind in MARKING_EDITS
        for segment in word_diff(edit.before, edit.after)
        if segment.kind == "ins"
    )
    return frozenset(text for text in added if text)


def source_label(report: Report, source: int | str) -> str:
    """A source's display name: the user's name for it, or the URL of a web page."""
    if source == "computed":
        return "computed by code"
    if isinstance(source, int):
        match = next((s for s in report.sources if s.id == source), None)
        return match.name if match and match.name else f"Source {source + 1}"
    return str(source)


def evidence_label(report: Report, evidence: Evidence) -> str:
    """`Services Agreement · chars 61–133`, a URL with offsets, or `computed by code`."""
    if isinstance(evidence, Computed):
        return "computed by code"
    return f"{source_label(report, evidence.source)} · chars {evidence.start}–{evidence.end}"


DETECTOR_LABELS = {"verifier": "embedded verifier"}
"""Readers named for people where the detector's name alone would not say what read the claim."""


def detector_label(name: str) -> str:
    return DETECTOR_LABELS.get(name, name)


def detectors_of(result: ClaimResult) -> str:
    names = list(dict.fromkeys(detector_label(f.detector) for f in result.findings))
    return ", ".join(names) if names else "—"


def best_evidence(result: ClaimResult) -> tuple[str, Evidence | None]:
    """The reason and evidence to show in the row: the finding that decided the verdict, else the first."""
    deciding = [f for f in result.findings if f.verdict is result.verdict] or list(result.findings)
    if not deciding:
        return "", None
    with_evidence = next((f for f in deciding if f.evidence), deciding[0])
    return with_evidence.reason, (with_evidence.evidence[0] if with_evidence.evidence else None)


def _sentence(text: str) -> str:
    text = text.strip()
    if not text:
        return text
    text = text[0].upper() + text[1:]
    return text if text.endswith((".", "!", "?")) else text + "."


def event_summary(data: dict[str, object]) -> str:
    """One line for the audit tab, from an event's JSON object."""
    kind = data.get("type")
    if kind == "run_started":
        return f"mode {data.get('mode')}"
    if kind == "claims_extracted":
        claims = data.get("claims") or []
        return f"{plural(len(claims), 'claim')} ({data.get('splitter')})"  # type: ignore[arg-type]
    if kind == "pass_started":
        return f"pass {data.get('pass_no')} of {data.get('max_passes')}"
    if kind == "finding":
        finding = _part(data, "finding")
        return f"{finding.get('claim_id')} · {finding.get('detector')} → {finding.get('verdict')}"
    if kind == "claim_checked":
        result = _part(data, "result")
        return f"{(result.get('claim') or {}).get('id')} → {result.get('verdict')}"
    if kind == "edit_applied":
        edit = _part(data, "edit")
        return f"{edit.get('claim_id')} · {edit.get('kind')}"
    if kind == "alert":
        return str(data.get("message", ""))[:140]
    if kind == "model_called":
        state = "ok" if data.get("ok") else f"failed ({data.get('error')})"
        return f"{data.get('role')} · {data.get('model')} · {state} · {data.get('elapsed_ms')} ms"
    if kind == "run_completed":
        return str(data.get("status"))
    if kind == "run_failed":
        return str(data.get("error", ""))[:140]
    return ""


def _part(data: dict[str, object], key: str) -> dict[str, Any]:
    """The nested object an event carries under `key` (empty when absent)."""
    part = data.get(key) or {}
    assert isinstance(part, dict)
    return part
