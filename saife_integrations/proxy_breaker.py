"""The proxy's claim-level circuit breaker: which part of the writer's answer may be streamed, and when.

Text is released in answer order, up to the end of the last claim of an unbroken run of claims the first pass
found SUPPORTED (claims that are not check-worthy, such as greetings, pass). A claim that is not (yet) supported
holds everything after it back until the run ends; then the rest of the *final* answer (hedged, corrected, with
removals) follows, unless the answer ended BLOCKED. A CONTRADICTED claim at the front trips the breaker: with
`on_contradicted="stop"` the stream ends there at once; with "substitute" it waits for the checked remainder.
Nothing that failed a check is ever sent: the prefix already sent holds only supported claims, which the repair
passes never edit.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from dataclasses import dataclass
from typing import Any, Literal

from engine import Claim, Report, Status, Verdict

OnContradicted = Literal["stop", "substitute"]
STOPPED_NOTICE = "\n\n[sAIfe stopped this answer here: the next statement contradicts the evidence.]"
WITHHELD_NOTICE = "\n\n[sAIfe withheld the rest of this answer: it did not pass the check ({status}).]"
MISALIGNED_NOTICE = "\n\n[sAIfe: the rest of the checked answer is in the report.]"


@dataclass(frozen=True, slots=True)
class Ending:
    """What closes a stream: the last text to send and the OpenAI finish reason."""

    text: str
    finish_reason: Literal["stop", "content_filter"]


class CheckedStream:
    """Feed it the run's events (`on_event` returns the text now safe to send), then the report (`finish`)."""

    def __init__(self, answer: str, on_contradicted: OnContradicted = "substitute") -> None:
        self.answer = answer
        self.on_contradicted = on_contradicted
        self.sent = 0
        """Characters of `answer` already released."""
        self.tripped = False
        """A CONTRADICTED claim stands at the front of what is held back."""
        self._claims: tuple[Claim, ...] | None = None
        self._verdicts: dict[str, Verdict] = {}
        self._next = 0
        self._first_pass = True

    @property
    def stopped(self) -> bool:
        """The stream must end now (tripped with `on_contradicted="stop"`)."""
        return self.tripped and self.on_contradicted == "stop"

    def on_event(self, event: Any) -> str:
        kind = getattr(event, "type", "")
        if kind == "claims_extracted" and self._claims is None:
            self._claims = tuple(sorted(event.claims, key=lambda c: (c.start, c.end)))
        elif kind == "pass_started" and event.pass_no > 1:
            self._first_pass = False  # later passes check corrections, not the text being released
        elif kind == "claim_checked" and self._first_pass and not self.tripped:
            self._verdicts.setdefault(event.result.claim.id, event.result.verdict)
            return self._advance()
        return ""

    def finish(self, report: Report | None) -> Ending:
        """The rest of the answer once the run is over (or the notice that replaces it); `None` while it still runs
        (only a stopped stream may end then)."""
        if self.stopped:
            return Ending(STOPPED_NOTICE, "content_filter")
        if report is None:
            raise ValueError("a stream that was not stopped ends with the run's report")
        if report.status in (None, Status.BLOCKED):
            status = report.status.value if report.status else "the check did not finish"
            return Ending(WITHHELD_NOTICE.format(status=status), "content_filter")
        released = self.answer[: self.sent]
        if not report.final_answer.startswith(released):
            return Ending(MISALIGNED_NOTICE, "stop")
        return Ending(report.final_answer[self.sent :], "stop")

    def _advance(self) -> str:
        claims = self._claims or ()
        frontier = self.sent
        while self._next < len(claims):
            claim = claims[self._next]
            verdict = self._verdicts.get(claim.id)
            if verdict is Verdict.CONTRADICTED and claim.check_worthy:
                self.tripped = True
                break
            if claim.check_worthy and verdict is not Verdict.SUPPORTED:
                break
            frontier = max(frontier, claim.end)
            self._next += 1
        if self._next < len(claims):  # claims may overlap: never release a character of one still held back
            frontier = min(frontier, claims[self._next].start)
        released, self.sent = self.answer[self.sent : frontier], max(self.sent, frontier)
        return released


async def released_text(events: asyncio.Queue[Any], breaker: CheckedStream) -> AsyncIterator[str]:
    """The text `breaker` releases as the run's events arrive, until the run ends (a `None` in the queue) or the
    breaker stops the stream, which ends it at once, without waiting for another event."""
    while not breaker.stopped and (event := await events.get()) is not None:
        if text := breaker.on_event(event):
            yield text
