"""The engine's public surface is pinned: adding or dropping a name is a decision made here, on purpose."""

from __future__ import annotations

import subprocess
import sys

import pytest
from layering_kit import ROOT

import engine

EXPORTED = [
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


def test_exported_members_are_pinned() -> None:
    assert engine.__all__ == EXPORTED


def test_the_contracts_sdk_names_are_exported() -> None:
    assert {"verify", "averify", "check_step", "Report", "Verdict", "Status", "Config", "verify_quote", "norm"} <= set(
        EXPORTED
    )


@pytest.mark.parametrize("name", EXPORTED)
def test_every_exported_name_resolves(name: str) -> None:
    value = getattr(engine, name)
    assert value is not None
    assert name in dir(engine)


def test_an_unknown_name_is_an_attribute_error() -> None:
    with pytest.raises(AttributeError, match="no attribute 'not_a_name'"):
        _ = engine.not_a_name  # type: ignore[attr-defined]
    with pytest.raises(ImportError):
        exec("from engine import not_a_name", {})


def test_importing_the_engine_loads_none_of_its_modules() -> None:
    """Names load on first use: `import engine` stays cheap for the command line and for integrations."""
    probe = "import sys, engine; print(sorted(m for m in sys.modules if m.startswith('engine.')))"
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.strip() == "[]"


def test_a_name_loads_only_its_own_module() -> None:
    probe = "import sys, engine; engine.norm; print(*(m in sys.modules for m in ('engine.normalize', 'engine.sdk')))"
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert done.stdout.split() == ["True", "False"], done.stderr[-2000:]
