"""Edits: the word-level diff of the final answer, and the list of every edit with its reason and evidence."""

from __future__ import annotations

from nicegui.element import Element

from engine import Report, plural

from ..diff import changed, word_diff
from ..present import EDIT_LOOK, evidence_label, hedge_insertions
from ..theme import Text, attr, box, handle


def render_diff(target: Element, before: str, after: str, *, empty: str, hedges: frozenset[str] = frozenset()) -> bool:
    """Fill `target` with the word diff (strike-through deletions, underlined insertions); False when unchanged.

    Inserted words that are one of `hedges` (what hedge edits added) are marked `hedge`: a hedge says "not
    confirmed", so it must not look like a correction, which says "fixed from the evidence".
    """
    target.clear()
    segments = word_diff(before, after)
    with target:
        if not changed(segments):
            Text(empty, "div").classes("empty")
            return False
        for segment in segments:
            if segment.kind == "same":
                Text(segment.text)
            elif segment.kind == "del":
                Text(segment.text, "del")  # <del> / <ins>: announced and styled, not colour alone
            else:
                for text, is_hedge in _split_hedges(segment.text, hedges):
                    inserted = Text(text, "ins")
                    if is_hedge:
                        attr(inserted.classes("hedge"), title="kept as written but marked as unconfirmed")
    return True


def _split_hedges(text: str, hedges: frozenset[str]) -> list[tuple[str, bool]]:
    """`text` cut into (part, is a hedge) runs, in order; the parts join back into `text`."""
    for hedge in sorted(hedges, key=len, reverse=True):
        at = text.find(hedge)
        if at >= 0:
            head, tail = text[:at], text[at + len(hedge) :]
            parts = _split_hedges(head, hedges) if head.strip() else ([(head, False)] if head else [])
            parts.append((hedge, True))
            parts += _split_hedges(tail, hedges) if tail.strip() else ([(tail, False)] if tail else [])
            return parts
    return [(text, False)] if text else []


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
                    hedges = hedge_insertions((edit,))
                    render_diff(box("diff", tag="span"), edit.before, edit.after, empty=edit.before, hedges=hedges)
                    Text(edit.reason, "div")
                    for evidence in edit.evidence:
                        Text(f"“{evidence.quote}” — {evidence_label(report, evidence)}", "div").classes("meta")
