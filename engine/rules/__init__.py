"""Closed-world rules as data: `Rule` objects in one registry, run by one evaluator (see model.py)."""

from .evaluate import RuleFailed, failure_finding, finding_of, fire, run_rules
from .model import FAMILIES, Case, Example, Family, Firing, Rule
from .registry import all_rules, rule, rules

__all__ = [
    "FAMILIES",
    "Case",
    "Example",
    "Family",
    "Firing",
    "Rule",
    "RuleFailed",
    "all_rules",
    "failure_finding",
    "finding_of",
    "fire",
    "rule",
    "rules",
    "run_rules",
]
