"""Edits: the word-level diff of the final answer, and the list of every edit with its reason and evidence."""

from __future__ import annotations

from nicegui.element import Element

from engine import Report

from ..diff import changed, word_diff
from ..present import EDIT_LOOK, evidence_label, plural
from ..theme import Text, box, handle


def render_diff(target: Element, before: str, after: str, *, empty: str) -> bool:
    """Fill `target` with the word diff (strike-through deletions, underlined insertions); False when unchanged."""
    target.clear()
    segments = word_diff(before, after)
    with target:
        if not changed(segments):
            Text(empty, "div").classes("empty")
            return False
        for segment in segments:
            if segment.kind == "same":
                Text(segment.text)
            else:
                Text(segment.text, segment.kind)  # <del> / <ins>: announced and styled, not colour alone
    return True


class EditsList:
    """Every edit in order: kind, before → after, why, and the evidence it rests on."""

    def __init__(self) -> None:
        self.body = handle(box("edits"), "edits")
        self._shown: tuple[object, ...] | None = None
        self.show(None)

    def show(self, report: Report | None) -> None:
        edits = report.edits if report else ()
        if self._shown == edits:
            return
        self._shown = edits
        self.body.clear()
        with self.body:
            if not edits:
                Text("No edits: every claim was kept as written.", "div").classes("empty")
                return
            Text(plural(len(edits), "edit") + ", each shown:", "div").classes("hint")
            for edit in edits:
                assert report is not None
                with box("edit-item"):
                    Text(EDIT_LOOK.get(edit.kind.value, edit.kind.value)).classes("edit-kind")
                    render_diff(box("diff", tag="span"), edit.before, edit.after, empty=edit.before)
                    Text(edit.reason, "div")
                    for evidence in edit.evidence:
                        Text(f"“{evidence.quote}” — {evidence_label(report, evidence)}", "div").classes("meta")
