"""The who-did-what firing count (`benchmarks/structure_firings.py`) names the reading that kept a claim from
support, by the claim's label, and leaves the engine as it found it."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))

from structure_firings import count

from engine.detectors import _structure, grounding

SISTER = "Tom's sister, Anna, moved to Canada in 1999."


def _item(answer: str, truth: bool):
    return ("rewrites", True, {"answer": answer, "sources": [SISTER], "question": None}, lambda claim: truth)


def test_the_reading_that_decided_is_counted_by_the_claims_label() -> None:
    counts = count([_item("Tom moved to Canada in 1999.", False), _item("Anna moved to Canada in 1999.", True)])
    assert counts["owner_as_subject"]["dev false"] == 1 and counts["owner_as_subject"]["rewrites false"] == 1
    assert not any(counter["dev true"] for counter in counts.values())  # the true claim is said as the source says
    # the chain and its readings are the engine's own again
    assert grounding.said_otherwise is _structure.said_otherwise
    assert _structure.owner_as_subject.__module__ == "engine.detectors._roles"
