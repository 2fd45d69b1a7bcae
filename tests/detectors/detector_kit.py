"""Small builders shared by the detector tests (a module of its own: `conftest` names clash across folders)."""

from __future__ import annotations

from engine.types import Claim


def claim(text: str, kind: str = "prose", claim_id: str = "c1") -> Claim:
    """A single claim whose span is the whole text."""
    return Claim(id=claim_id, text=text, start=0, end=len(text), kind=kind)  # type: ignore[arg-type]
