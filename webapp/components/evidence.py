"""The chosen claim's evidence shown inside its source: the quote highlighted with its surroundings and offsets."""

from __future__ import annotations

from typing import TypeVar
from urllib.parse import urlparse

from nicegui import ui

from engine import ClaimResult, Computed, Quote, Report

from ..present import source_label
from ..theme import Text, attr, box, handle
from .chips import verdict_chip

CONTEXT_CHARS = 260
E = TypeVar("E", Quote, Computed)


class EvidenceView:
    """Shows one claim's quotes in their sources; empty until a claim is chosen."""

    def __init__(self) -> None:
        self.body = handle(box("evidence-body"), "evidence")
        attr(self.body, aria_live="polite")
        self.clear()

    def clear(self) -> None:
        self.body.clear()
        with self.body:
            Text("Click a highlighted claim or a row to see its evidence inside the source.", "div").classes("empty")

    def show(self, report: Report, result: ClaimResult, number: int, state: str, focus: Quote | None = None) -> None:
        """The claim's quotes (`focus` first), each inside its source, then computed evidence."""
        quotes = _unique([e for f in result.findings for e in f.evidence if isinstance(e, Quote)])
        computed = _unique([e for f in result.findings for e in f.evidence if isinstance(e, Computed)])
        if focus is not None and focus in quotes:
            quotes.insert(0, quotes.pop(quotes.index(focus)))
        self.body.clear()
        with self.body:
            with box("row"):
                Text(f"Claim {number}").classes("field-label")
                verdict_chip(state)
            Text(result.claim.text, "div").classes("quote")
            if not quotes and not computed:
                reasons = "; ".join(f.reason for f in result.findings) or (
                    "no detector has reported yet" if state == "PENDING" else "no detector could check it"
                )
                Text(f"No quote backs or contradicts this claim: {reasons}.", "div").classes("empty")
            for quote in quotes:
                self._quote(report, quote)
            for item in computed:
                Text("Computed by code", "div").classes("field-label")
                Text(item.quote, "div").classes("source-view")

    def _quote(self, report: Report, quote: Quote) -> None:
        label = source_label(report, quote.source)
        with box("row"):
            if isinstance(quote.source, str) and _is_web(quote.source):
                ui.link(label, quote.source, new_tab=True).props('rel="noopener noreferrer nofollow"')
            else:
                Text(label).classes("field-label")
            Text(f"chars {quote.start}–{quote.end}").classes("meta")
        source = next((s for s in report.sources if s.id == quote.source), None)
        view = handle(box("source-view"), "source-view")
        with view:
            if source is None or source.text[quote.start : quote.end] != quote.quote:
                Text(quote.quote, "mark")  # a web page's text is not kept in the report: the quote alone
                return
            before = source.text[max(0, quote.start - CONTEXT_CHARS) : quote.start]
            after = source.text[quote.end : quote.end + CONTEXT_CHARS]
            if quote.start > CONTEXT_CHARS:
                Text("… ").classes("ellipsis")
            Text(before)
            handle(Text(quote.quote, "mark"), "quote-mark")
            Text(after)
            if quote.end + CONTEXT_CHARS < len(source.text):
                Text(" …").classes("ellipsis")


def _unique(items: list[E]) -> list[E]:
    """Evidence in order, each span once (two detectors often quote the same sentence)."""
    seen: set[tuple[object, int, int, str]] = set()
    kept = []
    for item in items:
        key = (item.source, item.start, item.end, item.quote)
        if key not in seen:
            seen.add(key)
            kept.append(item)
    return kept


def _is_web(url: str) -> bool:
    """Only http(s) addresses become links (a `javascript:` source must never be clickable)."""
    return urlparse(url).scheme in ("http", "https")
