"""Readable text from a web page: what a person reading the article sees, without menus, scripts or styles.

Dropped: script, style, noscript, template, svg, iframe, forms and buttons, the page chrome (nav, header,
footer, aside) and elements hidden from readers (`hidden`, `aria-hidden`, `display:none`) — hidden text is
where injected instructions like to live. Block elements become line breaks; spaces are collapsed.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from html.parser import HTMLParser

MAX_TEXT_CHARS = 1_000_000
"""Extracted text beyond this is cut: no check needs more than a million characters of one page."""

_DROPPED = frozenset(
    "script style noscript template svg math iframe object embed canvas form button select textarea "
    "nav header footer aside menu dialog head".split()
)
_BLOCK = frozenset(
    "p div section article main br li ul ol dl dt dd h1 h2 h3 h4 h5 h6 tr table thead tbody tfoot caption "
    "blockquote pre figure figcaption hr address details summary body html td th".split()
)
_VOID = frozenset("area base br col embed hr img input link meta param source track wbr".split())
_HIDDEN_STYLE = re.compile(r"display\s*:\s*none|visibility\s*:\s*hidden", re.I)
_SPACES = re.compile(r"[ \t\r\f\v\u00a0]+")
_BLANK_LINES = re.compile(r"\n\s*\n+")


@dataclass(frozen=True, slots=True)
class Readable:
    """A page's title and readable text."""

    title: str
    text: str


def readable_text(html: str) -> Readable:
    """Title and body text of an HTML document (tolerates broken markup)."""
    parser = _TextParser()
    parser.feed(html)
    parser.close()
    return Readable(title=_clean_line(parser.title), text=_tidy("".join(parser.parts))[:MAX_TEXT_CHARS])


def looks_like_html(text: str, content_type: str = "") -> bool:
    """Whether `text` should go through the HTML extractor (by content type, else by its first bytes)."""
    lowered = content_type.lower()
    if "html" in lowered or "xml" in lowered:
        return True
    if lowered.startswith("text/"):
        return False
    head = text[:1000].lstrip().lower()
    return head.startswith(("<!doctype html", "<html", "<head", "<body")) or "<p>" in head


class _TextParser(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.parts: list[str] = []
        self.title = ""
        self._stack: list[tuple[str, bool]] = []
        """Open elements and whether each one hides its content."""
        self._hiding = 0
        self._in_title = False

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "title":
            self._in_title = True
        if tag in _BLOCK:
            self.parts.append("\n")
        if tag in _VOID:
            return
        hides = tag in _DROPPED or _hidden(attrs)
        self._stack.append((tag, hides))
        self._hiding += hides

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in _BLOCK:
            self.parts.append("\n")

    def handle_endtag(self, tag: str) -> None:
        if tag == "title":
            self._in_title = False
        if tag in _BLOCK:
            self.parts.append("\n")
        if not any(open_tag == tag for open_tag, _ in self._stack):
            return  # a stray end tag: ignore it rather than close unrelated elements
        while self._stack:
            open_tag, hides = self._stack.pop()
            self._hiding -= hides
            if open_tag == tag:
                break

    def handle_data(self, data: str) -> None:
        if self._in_title and not self.title:
            self.title = data
        if self._hiding == 0:
            self.parts.append(data)


def _hidden(attrs: list[tuple[str, str | None]]) -> bool:
    for name, value in attrs:
        if name == "hidden":
            return True
        if name == "aria-hidden" and (value or "").strip().lower() == "true":
            return True
        if name == "style" and value and _HIDDEN_STYLE.search(value):
            return True
    return False


def _tidy(text: str) -> str:
    lines = [_clean_line(line) for line in text.split("\n")]
    joined = "\n".join(line for line in lines)
    return _BLANK_LINES.sub("\n\n", joined).strip()


def _clean_line(line: str) -> str:
    return _SPACES.sub(" ", line).strip()
