"""The sources editor: pasted text blocks and uploaded .txt/.md files, each renamable and removable."""

from __future__ import annotations

from dataclasses import dataclass

from nicegui import events, ui

from engine import MAX_SOURCE_CHARS, MAX_SOURCES, plural

from ..theme import Text, attr, box, handle

MAX_UPLOAD_BYTES = 5 * 1024 * 1024
ACCEPTED = ".txt,.md,.markdown,text/plain,text/markdown"


def size_label(text: str) -> str:
    """A source's size as shown next to its name: "1 char", "1,234 chars"."""
    return plural(len(text), "char")


@dataclass
class SourceDraft:
    """One source as the visitor edits it."""

    name: str
    text: str


class SourcesEditor:
    """A list of sources with add, upload, rename and remove."""

    def __init__(self) -> None:
        self.items: list[SourceDraft] = []
        self.error = Text("", "div").classes("error-line")
        attr(self.error, role="alert")
        self._list = box("sources-list")
        with self._list:
            self._render()
        with box("row"):
            handle(
                ui.button("Paste text", color=None, icon="add", on_click=self.add_blank).props("outline no-caps"),
                "add-source",
            )
            ui.button("Upload .txt / .md", color=None, icon="upload_file", on_click=self._pick).props("outline no-caps")
        self._upload = ui.upload(
            auto_upload=True, multiple=True, max_file_size=MAX_UPLOAD_BYTES, on_upload=self._uploaded,
            on_rejected=lambda: self._fail("That file was refused: only .txt or .md files up to 5 MB."),
        ).props(f'accept="{ACCEPTED}"').classes("hidden")  # fmt: skip
        attr(self._upload, aria_label="Upload a source file")

    def values(self) -> list[SourceDraft]:
        """The non-empty sources, in order."""
        return [item for item in self.items if item.text.strip()]

    def set(self, sources: list[tuple[str, str]]) -> None:
        self.items = [SourceDraft(name=name, text=text) for name, text in sources]
        self._refresh()

    def add_blank(self) -> None:
        self.add("", "")

    def add(self, name: str, text: str) -> None:
        if len(self.items) >= MAX_SOURCES:
            self._fail(f"At most {MAX_SOURCES} sources.")
            return
        self.items.append(SourceDraft(name=name or f"Source {len(self.items) + 1}", text=text))
        self._refresh()

    def remove(self, item: SourceDraft) -> None:
        self.items.remove(item)
        self._refresh()

    def _refresh(self) -> None:
        self.error.text = ""
        self._list.clear()
        with self._list:
            self._render()

    def _render(self) -> None:
        if not self.items:
            Text("No sources yet. Claims are then checked by rules, links and (with a model) the web.", "div").classes(
                "hint"
            )
        for index, item in enumerate(self.items):
            with box("source-item"):
                with box("source-head"):
                    name = ui.input(value=item.name).bind_value(item, "name").props("dense borderless")
                    attr(name, aria_label=f"Name of source {index + 1}")
                    Text("", "span").classes("chars").bind_text_from(item, "text", size_label)
                    remove = ui.button(color=None, icon="close", on_click=lambda _, it=item: self.remove(it)).props(
                        "flat round dense"
                    )
                    attr(remove, aria_label=f"Remove source {index + 1}")
                text = ui.textarea(value=item.text, placeholder="Paste the source text here").bind_value(item, "text")
                attr(
                    text.props("outlined dense autogrow input-style='max-height: 180px'"),
                    aria_label=f"Text of source {index + 1}",
                )
                handle(text, f"source-text-{index}")

    def _pick(self) -> None:
        self._upload.run_method("pickFiles")

    async def _uploaded(self, event: events.UploadEventArguments) -> None:
        name = event.file.name or "uploaded file"
        if not name.lower().endswith((".txt", ".md", ".markdown")):
            self._fail(f"{name}: only .txt or .md files can be sources.")
            return
        data = await event.file.read()
        text = data.decode("utf-8", errors="replace")
        if len(text) > MAX_SOURCE_CHARS:
            self._fail(f"{name} is too long to be a source.")
            return
        self.add(name, text)
        self._upload.reset()

    def _fail(self, message: str) -> None:
        self.error.text = message
