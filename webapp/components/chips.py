"""Small shared pieces: the verdict chip (icon + word, never colour alone)."""

from __future__ import annotations

from nicegui import ui

from ..present import VERDICT_LOOK
from ..theme import Text, attr, box


def verdict_chip(state: str) -> None:
    """A chip for a claim state (a Verdict value, PENDING or NOT_A_CLAIM)."""
    look = VERDICT_LOOK[state]
    with box("chip", look.css, tag="span") as chip:
        ui.icon(look.icon).props('aria-hidden="true"')
        Text(look.word)
    attr(chip, title=look.help)
