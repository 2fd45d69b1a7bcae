"""The unit names after a figure are one regex written as a tree of shared prefixes (for speed); it must match
exactly what the plain longest-first alternation of the same names matches."""

from __future__ import annotations

import re

import pytest

from engine import units
from engine.quantities import extract_quantities

_NAMES = [name for name in units._BY_ALIAS if len(name) > 1]
_PLAIN = (
    "(?:(?i:"
    + "|".join(re.escape(n).replace(r"\ ", r"\s") for n in sorted(_NAMES, key=len, reverse=True))
    + r")|g)(?![A-Za-z0-9])"
)


def _texts() -> list[str]:
    """Every unit name after a figure, in three cases, glued, hyphenated, plural, cut short and run on."""
    texts = []
    for name in _NAMES:
        for written in (name, name.upper(), name.title()):
            texts.append(f"5 {written}, 5{written}s, 5-{written}x, 7 {written[:-1]} and 7\t{written}.")
    return [*texts, "a 45 g serving", "45g", "5G", "10 km/h", "12 sq. ft", "3 kilowatt  hours", "2 metres per second"]


@pytest.mark.parametrize("before", ["", r"\d(?:\s|-)?", r"(?:\s|-)"])
def test_the_tree_matches_what_the_alternation_matches(before: str) -> None:
    tree, plain = re.compile(f"{before}({units.UNIT_PATTERN})"), re.compile(f"{before}({_PLAIN})")
    for text in _texts():
        assert [(m.span(), m.group(1)) for m in tree.finditer(text)] == [
            (m.span(), m.group(1)) for m in plain.finditer(text)
        ], text


def test_the_longest_unit_is_read() -> None:
    found = extract_quantities("It ran at 100 kilometres per hour for 3 kilowatt-hours.")
    assert [q.unit for q in found] == ["km/h", "kWh"]
