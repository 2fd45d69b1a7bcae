"""Typed run events: one JSON form for the audit trail, server-sent events and the page."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Annotated, Any, Literal

from pydantic import Field, TypeAdapter

from .types import Claim, ClaimResult, Edit, Finding, Frozen, Source, Status


class _Base(Frozen):
    run_id: str
    seq: int
    """Monotonic per run, starting at 1: SSE id and audit order."""
    at_ms: int = 0
    """Milliseconds since the run started."""


class RunStarted(_Base):
    type: Literal["run_started"] = "run_started"
    answer: str
    question: str | None = None
    sources: tuple[Source, ...] = ()
    mode: str = "offline"
    roles: dict[str, str] = Field(default_factory=dict)
    """Role -> "provider/model (Lab)" for display; never a key."""


class RunQueued(_Base):
    """A server accepted the run, which waits for a free slot: sent at once so a client hears from it before the
    run starts (the web app only; `position` 1 is next in line). Changes nothing in the report."""

    type: Literal["run_queued"] = "run_queued"
    position: int
    running: int = 0
    """Runs checking in this server process when this one was queued."""


class ClaimsExtracted(_Base):
    type: Literal["claims_extracted"] = "claims_extracted"
    claims: tuple[Claim, ...]
    splitter: str = "rules"


class PassStarted(_Base):
    type: Literal["pass_started"] = "pass_started"
    pass_no: int
    max_passes: int
    claim_ids: tuple[str, ...]


class FindingRecorded(_Base):
    type: Literal["finding"] = "finding"
    finding: Finding


class ClaimChecked(_Base):
    type: Literal["claim_checked"] = "claim_checked"
    result: ClaimResult


EDIT_TEXT_LIMIT = 20_000
"""Longest answer an `edit_applied` event carries in full."""


class EditApplied(_Base):
    type: Literal["edit_applied"] = "edit_applied"
    edit: Edit
    final_answer: str | None = None
    """The whole answer after this edit, sent only while it is at most `EDIT_TEXT_LIMIT` characters long (else None):
    a copy per edit would make a long answer's events, audit rows and SSE stream grow with edits x answer length.
    Replaying `edit` (its span is in the text before it) over the previous text gives the same answer."""


class AlertRaised(_Base):
    type: Literal["alert"] = "alert"
    message: str
    level: Literal["info", "warning", "error"] = "warning"


class ModelCalled(_Base):
    type: Literal["model_called"] = "model_called"
    role: str
    model: str
    ok: bool
    tokens: int = 0
    elapsed_ms: int = 0
    error: str | None = None


class RunCompleted(_Base):
    type: Literal["run_completed"] = "run_completed"
    status: Status
    final_answer: str
    stats: dict[str, Any]


class RunFailed(_Base):
    type: Literal["run_failed"] = "run_failed"
    error: str


Event = Annotated[
    RunStarted
    | RunQueued
    | ClaimsExtracted
    | PassStarted
    | FindingRecorded
    | ClaimChecked
    | EditApplied
    | AlertRaised
    | ModelCalled
    | RunCompleted
    | RunFailed,
    Field(discriminator="type"),
]
EVENT_ADAPTER: TypeAdapter[Event] = TypeAdapter(Event)
TERMINAL_TYPES = frozenset({"run_completed", "run_failed"})

Listener = Callable[[Any], Awaitable[None] | None]


def event_to_dict(event: Event) -> dict[str, Any]:
    """The event's JSON object (the same for audit, SSE and the page)."""
    return EVENT_ADAPTER.dump_python(event, mode="json")


def event_from_dict(data: dict[str, Any]) -> Event:
    return EVENT_ADAPTER.validate_python(data)
