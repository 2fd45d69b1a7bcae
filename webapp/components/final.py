"""The final answer: its word diff, the actions (copy, edit and re-check, downloads, permalink) and the editor."""

from __future__ import annotations

from collections.abc import Callable

from nicegui import ui

from engine import Report, to_markdown

from ..present import hedge_insertions
from ..theme import Text, attr, box, handle
from .edits import render_diff

OnRecheck = Callable[[Report, str], None]


class FinalAnswerPanel:
    """Shows what the answer became and lets the visitor take it away or edit it for a re-check."""

    def __init__(self, on_recheck: OnRecheck) -> None:
        self.on_recheck = on_recheck
        self.report: Report | None = None
        Text("Final answer — every edit shown", "h2").classes("panel-title")
        self.edit_note = box("edit-note")
        with self.edit_note:
            Text("Your edit (before the re-check):", "div").classes("field-label")
            self.edit_diff = box("diff")
            Text("The re-check ran on your edited text:", "div").classes("field-label")
        self.diff = handle(box("diff"), "final-diff")
        self._actions()
        self._editor()
        self.reset()

    def reset(self) -> None:
        self.report = None
        self.diff.clear()
        self.edit_note.set_visibility(False)
        self.editor.set_visibility(False)
        for button in self.actions:
            button.disable()

    def show(self, report: Report, *, done: bool, edited_from: str | None) -> None:
        """While running only the permalink is live; once done, the diff and every action."""
        self.report = report
        self.permalink.props["href"] = f"/runs/{report.run_id}"
        for button in self.actions:
            button.set_enabled(done and report.status is not None)
        if not done:
            return
        empty = "No edits: the final answer is the answer as given."
        hedges = hedge_insertions(report.edits)
        render_diff(self.diff, report.answer, report.final_answer, empty=empty, hedges=hedges)
        self.edit_note.set_visibility(edited_from is not None)
        if edited_from is not None:
            render_diff(self.edit_diff, edited_from, report.answer, empty="Your edit changed nothing.")

    def _copy(self) -> None:
        if self.report is not None:
            ui.clipboard.write(self.report.final_answer)
            ui.notify("Final answer copied", type="positive")

    def _download(self, kind: str) -> None:
        if self.report is None:
            return
        name = f"saife-{self.report.run_id}"
        if kind == "md":
            ui.download.content(to_markdown(self.report).encode(), f"{name}.md", "text/markdown")
        else:
            ui.download.content(self.report.to_json(indent=2).encode(), f"{name}.json", "application/json")

    def _open_editor(self) -> None:
        if self.report is not None:
            self.editor_text.value = self.report.final_answer
            self.editor.set_visibility(True)
            self.editor_text.run_method("focus")

    def _recheck(self) -> None:
        if self.report is not None:
            self.editor.set_visibility(False)
            self.on_recheck(self.report, self.editor_text.value or "")

    def _actions(self) -> None:
        buttons = (
            ("copy", "Copy final answer", "content_copy", self._copy),
            ("edit", "Edit and re-check", "edit", self._open_editor),
            ("download-md", "Download .md", "download", lambda: self._download("md")),
            ("download-json", "Download .json", "data_object", lambda: self._download("json")),
        )
        with box("row").style("margin-top: 12px"):
            self.actions = [
                handle(ui.button(label, color=None, icon=icon, on_click=action), name)
                for name, label, icon, action in buttons
            ]
            for button in self.actions:
                button.props("outline no-caps").classes("btn-outline")
            self.permalink = handle(ui.link("Permalink", "/"), "permalink").classes("q-btn-link")
            attr(self.permalink, aria_label="Permanent link to this run")

    def _editor(self) -> None:
        self.editor = box("editor")
        with self.editor:
            hint = "Edit the final answer; the re-check looks again at every claim your edit changed."
            Text(hint, "div").classes("field-label")
            self.editor_text = handle(ui.textarea().props("outlined autogrow").classes("answer-input"), "editor-text")
            attr(self.editor_text, aria_label="Your edited answer")
            with box("row"):
                recheck = ui.button("Re-check my edit", color=None, icon="fact_check", on_click=self._recheck)
                handle(recheck.classes("btn-primary").props("no-caps"), "recheck")
                cancel = ui.button("Cancel", color=None, on_click=lambda: self.editor.set_visibility(False))
                cancel.props("flat no-caps")
