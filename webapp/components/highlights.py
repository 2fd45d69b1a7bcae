"""The answer with inline highlights: each claim marked by verdict (tint, underline style, number and symbol)."""

from __future__ import annotations

from collections.abc import Callable

from nicegui.element import Element

from engine import Quote, Report

from ..present import VERDICT_LOOK
from ..theme import Text, attr, box, handle


class AnswerView:
    """Renders the answer once per set of claims, then only restyles the highlights as verdicts arrive."""

    def __init__(self, on_select: Callable[[str, Quote | None], None]) -> None:
        self.on_select = on_select
        self.container = handle(box("answer-view"), "answer-view")
        attr(self.container, aria_label="The answer, with each claim highlighted by its verdict")
        self.spans: dict[str, tuple[Element, Text]] = {}
        self._key: tuple[object, ...] = ()
        self.clear()

    def clear(self, text: str = "The answer appears here with every claim highlighted.") -> None:
        self.spans = {}
        self._key = ()
        self.container.clear()
        with self.container:
            Text(text).classes("empty")

    def render(self, report: Report, states: dict[str, str], selected: str | None) -> None:
        key = (report.answer, tuple((r.claim.id, r.claim.start, r.claim.end) for r in report.claims))
        if key != self._key:
            self._build(report)
            self._key = key
        for number, result in enumerate(report.claims, 1):
            pair = self.spans.get(result.claim.id)
            if pair is None:
                continue
            span, sup = pair
            look = VERDICT_LOOK[states.get(result.claim.id, "PENDING")]
            span.classes(replace=f"hl {look.css}" + (" selected" if result.claim.id == selected else ""))
            sup.text = f"{number}{look.symbol}"
            marked = ", marked unconfirmed" if result.disclosed else ""
            attr(span, aria_label=f"Claim {number}, {look.word}{marked}: {result.claim.text[:120]}")

    def _build(self, report: Report) -> None:
        self.container.clear()
        self.spans = {}
        if not report.answer:
            with self.container:
                Text("The answer appears here with every claim highlighted.").classes("empty")
            return
        cursor = 0
        numbers = {result.claim.id: n for n, result in enumerate(report.claims, 1)}
        with self.container:
            for result in sorted(report.claims, key=lambda r: r.claim.start):
                claim = result.claim
                if claim.start < cursor or claim.end > len(report.answer):
                    continue  # overlapping or out-of-range spans are listed in the table only
                if claim.start > cursor:
                    Text(report.answer[cursor : claim.start])
                self.spans[claim.id] = self._span(claim.id, report.answer[claim.start : claim.end], numbers[claim.id])
                cursor = claim.end
            if cursor < len(report.answer):
                Text(report.answer[cursor:])

    def _span(self, claim_id: str, text: str, number: int) -> tuple[Element, Text]:
        with box("hl", tag="span") as span:
            Text(text)
            sup = Text(str(number), "sup")
        handle(span, f"highlight-{number}", "highlight")
        attr(span, role="button", tabindex="0")
        span.on("click", lambda: self.on_select(claim_id, None))
        span.on("keydown.enter", lambda: self.on_select(claim_id, None))
        span.on("keydown.space.prevent", lambda: self.on_select(claim_id, None))
        return span, sup
