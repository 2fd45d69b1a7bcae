"""Policy rule packs: named sets of rules, each a pattern (or a length limit) plus the reason a person reads.

Packs are TOML files. Built-in packs live beside this module (`outreach`); a user's pack is any path to a TOML
file of the same shape:

    name = "mypack"
    [[rules]]
    id = "no-guarantees"
    reason = "Do not promise results."
    patterns = ['\\bguarantee']        # Python regular expressions, case-insensitive unless case_sensitive = true
    [[rules]]
    id = "length"
    reason = "Keep it short."
    max_words = 120                     # or max_chars

`check_text(text, packs)` returns every violation with its rule's reason, so a refused text is explained rule by
rule; it is what the web app runs again on a user's edited text.
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources
from pathlib import Path

from ..errors import SaifeError

MAX_PATTERN_CHARS = 500


class PolicyError(SaifeError, ValueError):
    """A pack could not be found or is malformed (the message names the pack and the rule)."""


@dataclass(frozen=True, slots=True)
class PolicyRule:
    """One rule: text matching any pattern, or text longer than a limit, breaks it."""

    id: str
    reason: str
    """What the person is told when the rule refuses a text."""
    patterns: tuple[re.Pattern[str], ...] = ()
    max_words: int | None = None
    max_chars: int | None = None


@dataclass(frozen=True, slots=True)
class PolicyPack:
    name: str
    description: str
    rules: tuple[PolicyRule, ...]


@dataclass(frozen=True, slots=True)
class PolicyViolation:
    """One place where a text breaks a rule."""

    pack: str
    rule: str
    reason: str
    start: int
    """Offset in the checked text (for a length rule: where the limit is crossed)."""
    end: int
    excerpt: str
    """The text that matched, or a description of the excess ("183 words")."""


def builtin_packs() -> list[str]:
    """Names of the packs shipped with sAIfe."""
    return sorted(p.name[:-5] for p in resources.files(__name__).iterdir() if p.name.endswith(".toml"))


@lru_cache(maxsize=32)
def load_pack(name_or_path: str) -> PolicyPack:
    """A built-in pack by name (`outreach`) or a pack from a TOML file path.

    Raises:
        PolicyError: unknown name, unreadable file, or malformed content.
    """
    builtin = resources.files(__name__) / f"{name_or_path}.toml"
    if re.fullmatch(r"[a-z0-9_-]+", name_or_path) and builtin.is_file():
        text, label = builtin.read_text(encoding="utf-8"), name_or_path
    else:
        path = Path(name_or_path).expanduser()
        if not path.is_file():
            known = ", ".join(builtin_packs())
            raise PolicyError(f"policy pack {name_or_path!r} not found (built-in packs: {known})")
        try:
            text, label = path.read_text(encoding="utf-8"), str(path)
        except (OSError, UnicodeDecodeError) as error:
            raise PolicyError(f"policy pack {name_or_path!r} cannot be read: {error}") from None
    return parse_pack(text, label)


def parse_pack(text: str, label: str = "pack") -> PolicyPack:
    """Build a pack from TOML text; `label` names it in error messages."""
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        raise PolicyError(f"policy pack {label!r} is not valid TOML: {error}") from None
    rules = data.get("rules")
    if not isinstance(rules, list) or not rules:
        raise PolicyError(f"policy pack {label!r} has no [[rules]]")
    name = str(data.get("name") or Path(label).stem)
    description = str(data.get("description", ""))
    return PolicyPack(name=name, description=description, rules=tuple(_rule(r, label) for r in rules))


def _rule(raw: object, label: str) -> PolicyRule:
    if not isinstance(raw, dict):
        raise PolicyError(f"policy pack {label!r}: each [[rules]] entry must be a table")
    rule_id, reason = str(raw.get("id", "")).strip(), str(raw.get("reason", "")).strip()
    if not rule_id or not reason:
        raise PolicyError(f"policy pack {label!r}: every rule needs an id and a reason ({raw!r})")
    written = raw.get("patterns", [])
    if "pattern" in raw:
        written = [raw["pattern"], *written]
    if not isinstance(written, list) or not all(isinstance(p, str) for p in written):
        raise PolicyError(f"policy pack {label!r}, rule {rule_id!r}: patterns must be a list of strings")
    flags = 0 if raw.get("case_sensitive") else re.IGNORECASE
    patterns = []
    for pattern in written:
        if len(pattern) > MAX_PATTERN_CHARS:
            raise PolicyError(f"policy pack {label!r}, rule {rule_id!r}: pattern longer than {MAX_PATTERN_CHARS}")
        try:
            patterns.append(re.compile(pattern, flags))
        except re.error as error:
            raise PolicyError(f"policy pack {label!r}, rule {rule_id!r}: bad pattern {pattern!r}: {error}") from None
    limits = {key: raw.get(key) for key in ("max_words", "max_chars")}
    for key, value in limits.items():
        if value is not None and (not isinstance(value, int) or value < 1):
            raise PolicyError(f"policy pack {label!r}, rule {rule_id!r}: {key} must be a positive integer")
    if not patterns and limits["max_words"] is None and limits["max_chars"] is None:
        raise PolicyError(f"policy pack {label!r}, rule {rule_id!r}: needs patterns, max_words or max_chars")
    return PolicyRule(id=rule_id, reason=reason, patterns=tuple(patterns), **limits)  # type: ignore[arg-type]


def check_text(text: str, packs: Sequence[PolicyPack | str]) -> list[PolicyViolation]:
    """Every violation of every rule of `packs` in `text`, in text order (a pack may be given by name or path)."""
    violations: list[PolicyViolation] = []
    for pack in packs:
        loaded = load_pack(pack) if isinstance(pack, str) else pack
        for rule in loaded.rules:
            violations.extend(_violations(text, loaded.name, rule))
    return sorted(violations, key=lambda v: (v.start, v.rule))


def _violations(text: str, pack: str, rule: PolicyRule) -> list[PolicyViolation]:
    found: list[PolicyViolation] = []
    for pattern in rule.patterns:
        for match in pattern.finditer(text):
            overlapping = any(v.start < match.end() and match.start() < v.end for v in found)
            if match.end() > match.start() and not overlapping:
                found.append(PolicyViolation(pack, rule.id, rule.reason, match.start(), match.end(), match.group()))
    words = list(re.finditer(r"\S+", text)) if rule.max_words is not None else []
    if rule.max_words is not None and len(words) > rule.max_words:
        at = words[rule.max_words].start()
        excerpt = f"{len(words)} words (limit {rule.max_words})"
        found.append(PolicyViolation(pack, rule.id, rule.reason, at, len(text), excerpt))
    if rule.max_chars is not None and len(text) > rule.max_chars:
        excerpt = f"{len(text)} characters (limit {rule.max_chars})"
        found.append(PolicyViolation(pack, rule.id, rule.reason, rule.max_chars, len(text), excerpt))
    return found
