"""What both audit stores (SQLite, `engine.audit`; PostgreSQL, `engine.audit_pg`) check and write the same way: a
run's hash chain recomputed from its stored rows (`check_chain`), and the run row's summary columns each event sets
(`summary_update`).
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from .audit_write import Redactor, chain_hash, genesis, now
from .events import Event

PREVIEW_CHARS = 140
"""Characters of the answer kept in the run row's preview."""


@dataclass(frozen=True, slots=True, kw_only=True)
class ChainCheck:
    """The outcome of `verify_chain`."""

    ok: bool
    events: int
    problem: str | None = None


def check_chain(run_id: str, rows: Sequence[tuple[Any, ...]], head: Sequence[Any]) -> ChainCheck:
    """Recompute a run's chain from its stored rows (seq, data, prev_hash, hash), in seq order, against its run row's
    (events, last_hash, status): shared by the SQLite and PostgreSQL stores, which keep the same chain."""
    expected = genesis(run_id)
    for position, (seq, data, prev_hash, digest) in enumerate(rows, 1):
        if seq != position:
            return ChainCheck(ok=False, events=len(rows), problem=f"event {position} is missing (found {seq})")
        if prev_hash != expected:
            return ChainCheck(ok=False, events=len(rows), problem=f"event {seq} does not follow event {seq - 1}")
        if chain_hash(prev_hash, data) != digest or not _names(data, run_id, seq):
            return ChainCheck(ok=False, events=len(rows), problem=f"event {seq} was altered after it was stored")
        expected = digest
    finished = head[2] not in (None, "interrupted")  # a finished run recorded its last event in its row
    if finished and (head[0], head[1]) != (len(rows), expected):
        return ChainCheck(
            ok=False, events=len(rows), problem=f"the run recorded {head[0]} events; {len(rows)} are stored"
        )
    return ChainCheck(ok=True, events=len(rows))


_SUMMARY_COLUMNS: dict[str, tuple[str, ...]] = {
    "run_started": ("answer_preview",),
    "claims_extracted": ("claim_count",),
    "run_completed": ("status", "ended_at"),
    "run_failed": ("status", "ended_at"),
}
"""The run row's summary columns each event type sets; other events change only the row's head (events, hash)."""


def summary_update(event: Event, redact_text: Redactor, placeholder: str = "?") -> tuple[str, tuple[Any, ...]]:
    """The run row's summary columns `event` sets, as SQL to append to an UPDATE's SET list (`, status = ?, ...`,
    with the driver's `placeholder`: "?" for SQLite, "%s" for psycopg) and their values; ("", ()) for none.

    One definition for both audit stores, so the SQLite and the PostgreSQL runs tables always say the same.
    """
    columns = "".join(f", {name} = {placeholder}" for name in _SUMMARY_COLUMNS.get(event.type, ()))
    return columns, (_summary_values(event, redact_text) if columns else ())


def _summary_values(event: Any, redact_text: Redactor) -> tuple[Any, ...]:
    match event.type:
        case "run_started":
            return (redact_text(" ".join(redact_text(event.answer).split())[:PREVIEW_CHARS]),)
        case "claims_extracted":
            return (len(event.claims),)
        case "run_completed":
            return (event.status.value, now())
        case "run_failed":
            return ("failed", now())
    return ()


def _names(data: str, run_id: str, seq: int) -> bool:
    try:
        parsed = json.loads(data)
    except ValueError:
        return False
    return isinstance(parsed, dict) and parsed.get("run_id") == run_id and parsed.get("seq") == seq
