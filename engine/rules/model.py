"""A closed-world rule as data: its id, family, message, examples and the two functions that decide it.

The way datasette keeps filters as a table (key, machine form and human sentence in one object), each rule holds
what it checks and how its finding reads, so a reason shown to a user always comes from the rule's own template,
and the rule's examples are its tests (tests/rules).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any, Literal

from ..reading import Reading
from ..types import Evidence, Verdict

Family = Literal[
    "numbers/units",
    "dates/weekdays",
    "arithmetic",
    "names in the record",
    "negation/modality",
    "policy",
    "links",
    "python API",
]
FAMILIES: tuple[Family, ...] = (
    "numbers/units",
    "dates/weekdays",
    "arithmetic",
    "names in the record",
    "negation/modality",
    "policy",
    "links",
    "python API",
)
"""The closed-world families: facts code can settle. Paraphrase and meaning belong to the verifier or the judge."""

_NOTHING: Mapping[str, Any] = MappingProxyType({})


@dataclass(frozen=True, slots=True)
class Case:
    """What a rule reads: the claim, the evidence it is held to (a source sentence, the record, or nothing for a
    computation), and `facts` a detector gathered once per run (link fetches, the answer's birth year …)."""

    claim: str
    evidence: str = ""
    facts: Mapping[str, Any] = field(default_factory=lambda: _NOTHING)

    def reading(self) -> Reading:
        """The claim read once (engine/reading): from the run's reader under "reader" in the facts, so every rule
        of every detector shares it; a fresh reading when no reader was given (a rule's own examples)."""
        reader = self.facts.get("reader")
        return reader.read(self.claim) if reader is not None else Reading(self.claim)


@dataclass(frozen=True, slots=True)
class Firing:
    """One place a rule fired: the values its message template is filled with, and the evidence it holds."""

    values: Mapping[str, object]
    evidence: tuple[Evidence, ...] = ()
    error: bool = False
    """The firing reports a check that could not finish (a link that timed out): its finding is a failure."""


@dataclass(frozen=True, slots=True)
class Example:
    """A case the rule is expected to fire on, or not; `facts` stand in for what a detector would gather."""

    claim: str
    evidence: str
    fires: bool
    facts: Mapping[str, Any] = field(default_factory=dict)

    def case(self) -> Case:
        return Case(self.claim, self.evidence, MappingProxyType(dict(self.facts)))


def _always(case: Case) -> bool:
    return True


@dataclass(frozen=True, slots=True)
class Rule:
    """A registered closed-world rule."""

    id: str
    """Dotted and stable, e.g. "number.value_mismatch": findings carry it, the bench counts by it."""
    family: Family
    verdict: Verdict
    """What a firing means: CONTRADICTED (evidence against), UNVERIFIABLE (an objection), SUPPORTED (computed)."""
    message: str
    """The reason shown, as a `str.format` template over a firing's values."""
    examples: tuple[Example, ...]
    fires: Callable[[Case], Sequence[Firing]]
    """Every place the rule fires in the case (empty: it does not)."""
    applies: Callable[[Case], bool] = _always
    """A cheap test of whether the rule has anything to read in the case."""
    objection: bool = False
    """An UNVERIFIABLE firing that must keep the claim from SUPPORTED (a name the record never mentions)."""

    def reason(self, firing: Firing) -> str:
        """The firing's reason, from the rule's own template."""
        return self.message.format_map(firing.values)
