"""The streaming circuit breaker on hand-made events: what is released, when, and what never is."""

from __future__ import annotations

import asyncio

import anyio

from engine import Claim, ClaimResult, Report, Risk, Status, Verdict
from engine.events import ClaimChecked, ClaimsExtracted, PassStarted
from saife_integrations.proxy_breaker import STOPPED_NOTICE, WITHHELD_NOTICE, CheckedStream, released_text

ANSWER = "Alpha is one. Beta is two. Gamma is three."
A, B, C = (Claim(id=i, text=ANSWER[s:e], start=s, end=e) for i, s, e in (("a", 0, 13), ("b", 14, 26), ("g", 27, 42)))


def checked(claim: Claim, verdict: Verdict) -> ClaimChecked:
    return ClaimChecked(run_id="r", seq=1, result=ClaimResult(claim=claim, verdict=verdict, risk=Risk.LOW))


def stream(*claims: Claim, mode: str = "substitute") -> CheckedStream:
    breaker = CheckedStream(ANSWER, mode)  # type: ignore[arg-type]
    breaker.on_event(ClaimsExtracted(run_id="r", seq=1, claims=claims))
    return breaker


def report(status: Status | None, final_answer: str) -> Report:
    return Report(run_id="r", status=status, answer=ANSWER, final_answer=final_answer)


def test_text_is_released_in_order_only_up_to_supported_claims() -> None:
    breaker = stream(A, B, C)
    assert breaker.on_event(checked(B, Verdict.SUPPORTED)) == ""  # A still open: nothing may pass it
    assert breaker.on_event(checked(A, Verdict.SUPPORTED)) == "Alpha is one. Beta is two."
    assert breaker.on_event(checked(C, Verdict.UNVERIFIABLE)) == ""
    ending = breaker.finish(report(Status.CAUTION, "Alpha is one. Beta is two. Gamma is three (unconfirmed)."))
    assert (ending.text, ending.finish_reason) == (" Gamma is three (unconfirmed).", "stop")


def test_a_contradicted_claim_trips_the_breaker_and_stop_ends_at_once() -> None:
    breaker = stream(A, B, C, mode="stop")
    assert breaker.on_event(checked(A, Verdict.SUPPORTED)) == "Alpha is one."
    assert breaker.on_event(checked(B, Verdict.CONTRADICTED)) == ""
    assert breaker.stopped
    assert breaker.on_event(checked(C, Verdict.SUPPORTED)) == ""  # nothing after the lie, even if it holds
    assert breaker.finish(None).text == STOPPED_NOTICE


def test_substitute_sends_the_checked_remainder_and_a_blocked_run_sends_only_the_notice() -> None:
    breaker = stream(A, B, C)
    breaker.on_event(checked(A, Verdict.SUPPORTED))
    breaker.on_event(checked(B, Verdict.CONTRADICTED))
    assert breaker.tripped and not breaker.stopped
    assert breaker.finish(report(Status.VERIFIED, "Alpha is one. Beta is 2. Gamma is three.")).text == (
        " Beta is 2. Gamma is three."
    )
    blocked = breaker.finish(report(Status.BLOCKED, ANSWER))
    assert blocked == type(blocked)(WITHHELD_NOTICE.format(status="BLOCKED"), "content_filter")
    assert breaker.finish(report(None, ANSWER)).finish_reason == "content_filter"


def test_overlapping_claims_hold_back_every_character_of_an_open_claim() -> None:
    whole = Claim(id="w", text=ANSWER[:26], start=0, end=26)
    part = Claim(id="p", text=ANSWER[14:26], start=14, end=26)
    breaker = stream(whole, part)
    assert breaker.on_event(checked(whole, Verdict.SUPPORTED)) == "Alpha is one. "
    assert breaker.on_event(checked(part, Verdict.SUPPORTED)) == "Beta is two."


def test_claims_that_are_not_check_worthy_pass_and_later_passes_release_nothing() -> None:
    greeting = Claim(id="h", text=ANSWER[:13], start=0, end=13, check_worthy=False)
    breaker = stream(greeting, B)
    assert breaker.on_event(PassStarted(run_id="r", seq=2, pass_no=2, max_passes=3, claim_ids=("b",))) == ""
    assert breaker.on_event(checked(B, Verdict.SUPPORTED)) == ""  # a second-pass result is about a correction


def test_a_final_answer_that_differs_in_the_sent_part_is_not_stitched_on() -> None:
    breaker = stream(A, B)
    breaker.on_event(checked(A, Verdict.SUPPORTED))
    ending = breaker.finish(report(Status.CAUTION, "Something else entirely."))
    assert "report" in ending.text and "Something" not in ending.text


async def test_a_stopped_stream_ends_without_waiting_for_the_next_event() -> None:
    """The run goes on (repair passes may take seconds with a judge); the stopped stream must not wait for it."""
    breaker = stream(A, B, C, mode="stop")
    events: asyncio.Queue[object] = asyncio.Queue()
    for event in (checked(A, Verdict.SUPPORTED), checked(B, Verdict.CONTRADICTED)):
        events.put_nowait(event)  # and nothing more: the run is still busy
    with anyio.fail_after(1):
        released = [text async for text in released_text(events, breaker)]
    assert released == ["Alpha is one."]
    assert breaker.stopped


async def test_the_relay_ends_with_the_run() -> None:
    breaker = stream(A)
    events: asyncio.Queue[object] = asyncio.Queue()
    for event in (checked(A, Verdict.SUPPORTED), None):
        events.put_nowait(event)
    assert [text async for text in released_text(events, breaker)] == ["Alpha is one."]
