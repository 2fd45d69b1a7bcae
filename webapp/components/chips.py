"""Small shared pieces: the verdict chip (icon + word, never colour alone)."""

from __future__ import annotations

from nicegui import ui

from ..present import EDIT_CHIP, VERDICT_LOOK, Look
from ..theme import Text, attr, box


def verdict_chip(state: str) -> None:
    """A chip for a claim state (a Verdict value, PENDING or NOT_A_CLAIM)."""
    _chip(VERDICT_LOOK[state])


def edit_chip(kind: str) -> None:
    """A chip saying what the repair did to a claim: corrected, hedged, marked unconfirmed or removed."""
    _chip(EDIT_CHIP[kind])


def _chip(look: Look) -> None:
    with box("chip", look.css, tag="span") as chip:
        ui.icon(look.icon).props('aria-hidden="true"')
        Text(look.word)
    attr(chip, title=look.help)
