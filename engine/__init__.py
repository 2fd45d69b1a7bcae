"""sAIfe engine: check an AI answer claim by claim.

from engine import verify
report = verify("The cap is $5 million.", sources=["The cap is $2 million per incident."])
report.status, report.to_json()

The public API is the names in `__all__` (pinned by tests/layering/test_exported_members.py); the web app, the
command line and the integrations import the engine only through them, plus a few public submodules listed in
that test (the webhook, monitoring, PostgreSQL and benchmark toolkits). Every name is loaded on first use, so
`import engine` is cheap and a model SDK is imported only when a run calls a model.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

# public name -> (module, attribute in it); each module is imported the first time one of its names is used.
_EXPORTS: dict[str, tuple[str, str]] = {
    # checking an answer (the SDK of the contract)
    "verify": ("engine.sdk", "verify"),
    "averify": ("engine.sdk", "averify"),
    "check_step": ("engine.sdk", "check_step"),
    "acheck_step": ("engine.sdk", "acheck_step"),
    "StepDecision": ("engine.sdk", "StepDecision"),
    "run_sync": ("engine.sdk", "run_sync"),
    "with_audit_store": ("engine.sdk", "with_audit_store"),
    "arecheck": ("engine.recheck", "arecheck"),
    "split_claims": ("engine.splitter", "split_claims"),
    "CheckInput": ("engine.inputs", "CheckInput"),
    "make_input": ("engine.inputs", "make_input"),
    "MAX_ANSWER_CHARS": ("engine.inputs", "MAX_ANSWER_CHARS"),
    "MAX_SOURCE_CHARS": ("engine.inputs", "MAX_SOURCE_CHARS"),
    "MAX_SOURCES": ("engine.inputs", "MAX_SOURCES"),
    "new_run_id": ("engine.pipeline", "new_run_id"),
    "run_check": ("engine.pipeline", "run_check"),
    "build_detectors": ("engine.detectors", "build_detectors"),
    "load_pack": ("engine.policy_packs", "load_pack"),
    # configuration and models
    "Config": ("engine.config", "Config"),
    "ModelSpec": ("engine.config", "ModelSpec"),
    "FREE_WRITERS": ("engine.providers.free", "FREE_WRITERS"),
    "missing_to_use": ("engine.providers.free", "missing_to_use"),
    "lab_of": ("engine.providers.presets", "lab_of"),
    "parse_model": ("engine.providers.presets", "parse_model"),
    "warm_up": ("engine.providers.warm", "warm_up"),
    "Router": ("engine.router", "Router"),
    "build_router": ("engine.router", "build_router"),
    "agenerate_answer": ("engine.generate", "agenerate_answer"),
    "is_unsafe": ("engine.netfetch", "is_unsafe"),
    # the error tree (engine/errors.py describes it)
    "SaifeError": ("engine.errors", "SaifeError"),
    "InputError": ("engine.errors", "InputError"),
    "ConfigError": ("engine.errors", "ConfigError"),
    "ProviderError": ("engine.providers.errors", "ProviderError"),
    "ModelOutputError": ("engine.structured", "ModelOutputError"),
    "SearchError": ("engine.search.base", "SearchError"),
    "PolicyError": ("engine.policy_packs", "PolicyError"),
    "AuditStoreError": ("engine.audit", "AuditStoreError"),
    # what a check produces
    "Claim": ("engine.types", "Claim"),
    "ClaimResult": ("engine.types", "ClaimResult"),
    "Computed": ("engine.types", "Computed"),
    "Edit": ("engine.types", "Edit"),
    "EditKind": ("engine.types", "EditKind"),
    "Evidence": ("engine.types", "Evidence"),
    "Finding": ("engine.types", "Finding"),
    "Quote": ("engine.types", "Quote"),
    "QuoteMiss": ("engine.types", "QuoteMiss"),
    "Risk": ("engine.types", "Risk"),
    "Source": ("engine.types", "Source"),
    "Status": ("engine.types", "Status"),
    "Verdict": ("engine.types", "Verdict"),
    "SourceSet": ("engine.evidence", "SourceSet"),
    "verify_quote": ("engine.evidence", "verify_quote"),
    "norm": ("engine.normalize", "norm"),
    "answer_status": ("engine.verdict", "answer_status"),
    "verified_correction": ("engine.verdict", "verified_correction"),
    # reports, events and their storage
    "Report": ("engine.report", "Report"),
    "reduce": ("engine.report", "reduce"),
    "replay": ("engine.report", "replay"),
    "to_markdown": ("engine.export", "to_markdown"),
    "after_corrections": ("engine.text", "after_corrections"),
    "plural": ("engine.text", "plural"),
    "EVENT_ADAPTER": ("engine.events", "EVENT_ADAPTER"),
    "TERMINAL_TYPES": ("engine.events", "TERMINAL_TYPES"),
    "AlertRaised": ("engine.events", "AlertRaised"),
    "Event": ("engine.events", "Event"),
    "RunFailed": ("engine.events", "RunFailed"),
    "event_from_dict": ("engine.events", "event_from_dict"),
    "event_to_dict": ("engine.events", "event_to_dict"),
    "AuditStore": ("engine.audit", "AuditStore"),
    "ChainCheck": ("engine.audit", "ChainCheck"),
    "RunSummary": ("engine.audit", "RunSummary"),
    "open_store": ("engine.audit", "open_store"),
}

__all__ = [
    "EVENT_ADAPTER",
    "FREE_WRITERS",
    "MAX_ANSWER_CHARS",
    "MAX_SOURCES",
    "MAX_SOURCE_CHARS",
    "TERMINAL_TYPES",
    "AlertRaised",
    "AuditStore",
    "AuditStoreError",
    "ChainCheck",
    "CheckInput",
    "Claim",
    "ClaimResult",
    "Computed",
    "Config",
    "ConfigError",
    "Edit",
    "EditKind",
    "Event",
    "Evidence",
    "Finding",
    "InputError",
    "ModelOutputError",
    "ModelSpec",
    "PolicyError",
    "ProviderError",
    "Quote",
    "QuoteMiss",
    "Report",
    "Risk",
    "Router",
    "RunFailed",
    "RunSummary",
    "SaifeError",
    "SearchError",
    "Source",
    "SourceSet",
    "Status",
    "StepDecision",
    "Verdict",
    "acheck_step",
    "after_corrections",
    "agenerate_answer",
    "answer_status",
    "arecheck",
    "averify",
    "build_detectors",
    "build_router",
    "check_step",
    "event_from_dict",
    "event_to_dict",
    "is_unsafe",
    "lab_of",
    "load_pack",
    "make_input",
    "missing_to_use",
    "new_run_id",
    "norm",
    "open_store",
    "parse_model",
    "plural",
    "reduce",
    "replay",
    "run_check",
    "run_sync",
    "split_claims",
    "to_markdown",
    "verified_correction",
    "verify",
    "verify_quote",
    "warm_up",
    "with_audit_store",
]


def __getattr__(name: str) -> Any:
    """PEP 562: import a public name's module on first use and keep the value (later lookups skip this)."""
    try:
        module_name, attribute = _EXPORTS[name]
    except KeyError:
        raise AttributeError(f"module 'engine' has no attribute {name!r}") from None
    value = getattr(importlib.import_module(module_name), attribute)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *__all__})


if TYPE_CHECKING:  # the same names, for type checkers and editors (never run)
    from .audit import AuditStore, AuditStoreError, ChainCheck, RunSummary, open_store
    from .config import Config, ModelSpec
    from .detectors import build_detectors
    from .errors import ConfigError, InputError, SaifeError
    from .events import EVENT_ADAPTER, TERMINAL_TYPES, AlertRaised, Event, RunFailed, event_from_dict, event_to_dict
    from .evidence import SourceSet, verify_quote
    from .export import to_markdown
    from .generate import agenerate_answer
    from .inputs import MAX_ANSWER_CHARS, MAX_SOURCE_CHARS, MAX_SOURCES, CheckInput, make_input
    from .netfetch import is_unsafe
    from .normalize import norm
    from .pipeline import new_run_id, run_check
    from .policy_packs import PolicyError, load_pack
    from .providers.errors import ProviderError
    from .providers.free import FREE_WRITERS, missing_to_use
    from .providers.presets import lab_of, parse_model
    from .providers.warm import warm_up
    from .recheck import arecheck
    from .report import Report, reduce, replay
    from .router import Router, build_router
    from .sdk import StepDecision, acheck_step, averify, check_step, run_sync, verify, with_audit_store
    from .search.base import SearchError
    from .splitter import split_claims
    from .structured import ModelOutputError
    from .text import after_corrections, plural
    from .types import (
        Claim,
        ClaimResult,
        Computed,
        Edit,
        EditKind,
        Evidence,
        Finding,
        Quote,
        QuoteMiss,
        Risk,
        Source,
        Status,
        Verdict,
    )
    from .verdict import answer_status, verified_correction
