"""Shared look: the page frame (header, navigation, dark mode), text elements and test handles.

User text is only ever placed with `Text` (rendered as a text node) or set as a prop value through
`attr()` — never through `.props("...")` strings, which are parsed, nor through HTML.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any, TypeVar

from nicegui import ui
from nicegui.element import Element
from nicegui.elements.mixins.text_element import TextElement

E = TypeVar("E", bound=Element)
ACCENT = "#2344d0"
NAV = (("Check", "/"), ("Runs", "/runs"), ("Monitor", "/monitor"), ("API", "/docs"))


class Text(TextElement):
    """Text in any tag, always rendered as a text node (so `<script>` in it stays text)."""

    def __init__(self, text: str = "", tag: str = "span") -> None:
        super().__init__(tag=tag, text=text)


def handle(element: E, name: str, *groups: str) -> E:
    """Marks an element for the `user` fixture (`.mark`) and for Playwright (`data-testid`) with one name;
    `groups` are extra markers shared by similar elements (e.g. every claim row)."""
    element.mark(name, *groups)
    element.props["data-testid"] = name
    return element


def attr(element: E, **values: Any) -> E:
    """Sets attributes from values (safe for user text): `attr(el, aria_label="...")` → `aria-label`."""
    for key, value in values.items():
        element.props[key.replace("_", "-")] = value
    return element


def box(*classes: str, tag: str = "div") -> Element:
    return ui.element(tag).classes(" ".join(classes))


@contextmanager
def frame(title: str, *, active: str = "/") -> Iterator[Element]:
    """The page frame: header with navigation and the dark-mode switch; yields the main region."""
    ui.page_title(title)
    ui.add_head_html('<link rel="stylesheet" href="/static/saife.css"><meta name="color-scheme" content="light dark">')
    ui.colors(primary=ACCENT)
    dark = ui.dark_mode(None)
    ui.context.client.on_connect(lambda: _restore_dark(dark))
    with ui.header(elevated=False).classes("app-header").props('role="banner"'):
        with box("header-inner"):
            with ui.link(target="/").classes("brand").props('aria-label="sAIfe home"'):
                Text("sAIfe", "span")
            Text("check an AI answer, claim by claim", "span").classes("tagline")
            with ui.element("nav").classes("nav").props('aria-label="Main"'):
                for label, href in NAV:
                    link = ui.link(label, href).classes("nav-link" + (" active" if href == active else ""))
                    if href == active:
                        link.props('aria-current="page"')
            box("grow")
            toggle = ui.button(icon="dark_mode", color=None, on_click=lambda: _toggle_dark(dark)).props(
                "flat round dense"
            )
            handle(attr(toggle, aria_label="Switch dark mode"), "dark-toggle").classes("header-btn")
            Text("No account · keys stay in this tab", "span").classes("header-note")
    main = ui.element("main").classes("app-main").props('id="main" tabindex="-1"')
    ui.skip_link(target=main)
    with main:
        yield main


async def _toggle_dark(dark: Any) -> None:
    """Flip what the visitor sees (auto mode follows the system until the first click) and remember it."""
    active = await ui.run_javascript("Quasar.Dark.isActive", timeout=3)
    dark.value = not bool(active)
    ui.run_javascript(f"localStorage.setItem('saife-dark', '{'true' if dark.value else 'false'}')")


async def _restore_dark(dark: Any) -> None:
    remembered = None
    with contextlib.suppress(TimeoutError):  # a tab that does not answer keeps the system's choice
        remembered = await ui.run_javascript("localStorage.getItem('saife-dark')", timeout=3)
    if remembered in ("true", "false"):
        dark.value = remembered == "true"
