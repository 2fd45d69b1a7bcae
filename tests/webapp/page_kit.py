"""Helpers for page tests: find marked elements, read their text, wait for a state."""

from __future__ import annotations

import asyncio
import re
from collections.abc import Callable

from nicegui import app, ui
from nicegui.element import Element
from nicegui.testing import User

from webapp.runs import RunManager

VISITOR_KEY = "sk-visitor-4f8a2c9e1b7d6035aa"


def runs() -> RunManager:
    """The app's run manager (the composition root keeps its services on `app.state`)."""
    return app.state.saife.runs


def latest_run_id() -> str:
    """The run started last."""
    return list(runs()._runs)[-1]


def texts(element: Element) -> str:
    """All text inside an element, in document order."""
    parts = [getattr(element, "text", "") or ""]
    parts += [getattr(child, "text", "") or "" for child in element.descendants() if child is not element]
    return " ".join(p for p in parts if p)


def one(user: User, marker: str) -> Element:
    elements = list(user.find(marker=marker).elements)
    assert len(elements) == 1, f"{marker}: {len(elements)} elements"
    return elements[0]


async def until(condition: Callable[[], bool], timeout_s: float = 8.0) -> None:
    """Wait for the page to reach a state (runs are offline and take milliseconds; the page redraws every 0.15 s)."""
    loop = asyncio.get_running_loop()
    end = loop.time() + timeout_s
    while not condition():
        if loop.time() > end:
            raise AssertionError("the page did not reach the expected state")
        await asyncio.sleep(0.02)


async def finished(user: User) -> str:
    """Wait until the badge shows a final status; returns the badge's word."""
    final = {"Verified", "Caution", "Blocked", "Failed"}
    await until(lambda: texts(one(user, "badge")).strip() in final)
    return texts(one(user, "badge")).strip()


def html_elements(user: User) -> list[Element]:
    """Elements that would render HTML (none may exist: user text is always text)."""
    assert user.client is not None
    return [e for e in user.client.layout.descendants() if isinstance(e, ui.html | ui.markdown)]


def with_browser(user: User) -> User:
    """Answer the JavaScript the page asks the browser (localStorage is empty, the system theme is light)."""
    user.javascript_rules[re.compile(r".*localStorage\.getItem")] = lambda _: None
    user.javascript_rules[re.compile(r".*Quasar\.Dark\.isActive")] = lambda _: False
    return user
