"""Every registered rule, by id. The catalog modules are imported on first use, so a detector can import the
evaluator without importing every other detector (the catalogs wrap the detectors' own checks)."""

from __future__ import annotations

from functools import cache
from importlib import import_module

from .model import Rule

CATALOGS = ("arithmetic", "dates", "grounding", "links", "names", "policy", "python_api")
"""engine/rules/<name>.py, each defining RULES: tuple[Rule, ...]."""


@cache
def all_rules() -> tuple[Rule, ...]:
    """Every rule, catalog by catalog; ids are unique (a test pins it)."""
    return tuple(rule for name in CATALOGS for rule in import_module(f"{__package__}.{name}").RULES)


@cache
def _by_id() -> dict[str, Rule]:
    return {rule.id: rule for rule in all_rules()}


def rule(rule_id: str) -> Rule:
    """The rule with this id (KeyError for an unknown id: a typo in a detector is a bug, found by its tests)."""
    return _by_id()[rule_id]


def rules(*rule_ids: str) -> tuple[Rule, ...]:
    return tuple(rule(rule_id) for rule_id in rule_ids)
