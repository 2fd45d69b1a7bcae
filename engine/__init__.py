"""sAIfe engine: check an AI answer claim by claim.

from engine import verify
report = verify("The cap is $5 million.", sources=["The cap is $2 million per incident."])
report.status, report.to_json()
"""

from .audit import AuditStore, ChainCheck, RunSummary, open_store
from .config import Config, ModelSpec
from .errors import ConfigError, InputError, SaifeError
from .events import EVENT_ADAPTER, Event, event_from_dict, event_to_dict
from .evidence import SourceSet, verify_quote
from .normalize import norm
from .providers.free import missing_to_use
from .providers.warm import warm_up
from .recheck import arecheck
from .report import Report, replay
from .sdk import StepDecision, acheck_step, averify, check_step, verify
from .splitter import split_claims
from .types import (
    Claim,
    ClaimResult,
    Computed,
    Edit,
    EditKind,
    Finding,
    Quote,
    QuoteMiss,
    Risk,
    Source,
    Status,
    Verdict,
)

__all__ = [
    "EVENT_ADAPTER",
    "AuditStore",
    "ChainCheck",
    "Claim",
    "ClaimResult",
    "Computed",
    "Config",
    "ConfigError",
    "Edit",
    "EditKind",
    "Event",
    "Finding",
    "InputError",
    "ModelSpec",
    "Quote",
    "QuoteMiss",
    "Report",
    "Risk",
    "RunSummary",
    "SaifeError",
    "Source",
    "SourceSet",
    "Status",
    "StepDecision",
    "Verdict",
    "acheck_step",
    "arecheck",
    "averify",
    "check_step",
    "event_from_dict",
    "event_to_dict",
    "missing_to_use",
    "norm",
    "open_store",
    "replay",
    "split_claims",
    "verify",
    "verify_quote",
    "warm_up",
]
