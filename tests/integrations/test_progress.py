"""ProgressReporter: run events become growing progress steps, sent without holding up the run."""

from __future__ import annotations

import anyio

from engine import Claim, ClaimResult, Risk, Status, Verdict
from engine.events import ClaimChecked, ClaimsExtracted, RunCompleted, RunStarted
from saife_integrations.progress import ProgressReporter

CLAIMS = tuple(Claim(id=f"c{i}", text=f"Claim number {i}.", start=0, end=1) for i in range(3))


def events() -> list[object]:
    checked = [
        ClaimChecked(run_id="r", seq=3 + i, result=ClaimResult(claim=c, verdict=Verdict.SUPPORTED, risk=Risk.LOW))
        for i, c in enumerate(CLAIMS)
    ]
    return [
        RunStarted(run_id="r", seq=1, answer="a"),
        ClaimsExtracted(run_id="r", seq=2, claims=CLAIMS),
        *checked,
        RunCompleted(run_id="r", seq=9, status=Status.VERIFIED, final_answer="a", stats={}),
    ]


async def test_every_step_is_sent_in_order_when_the_transport_keeps_up() -> None:
    sent: list[tuple[float, float | None, str | None]] = []

    async def send(progress: float, total: float | None, message: str | None) -> None:
        sent.append((progress, total, message))

    async with ProgressReporter(send) as progress:
        for event in events():
            progress(event)
            await anyio.sleep(0.01)
    assert sent == [
        (1, None, "check started"),
        (2, 5, "3 claims to check"),
        (3, 5, "SUPPORTED: Claim number 0."),
        (4, 5, "SUPPORTED: Claim number 1."),
        (5, 5, "SUPPORTED: Claim number 2."),
        (6, 6, "done: VERIFIED"),
    ]


async def test_a_slow_transport_skips_steps_but_not_the_end_and_never_blocks_the_listener() -> None:
    sent: list[str | None] = []

    async def slow_send(progress: float, total: float | None, message: str | None) -> None:
        await anyio.sleep(0.2)
        sent.append(message)

    async with ProgressReporter(slow_send) as progress:
        with anyio.fail_after(0.1):  # all events are taken while the first send is still under way
            for event in events():
                progress(event)
                await anyio.sleep(0)
    assert sent[-1] == "done: VERIFIED"
    assert len(sent) < len(events())


async def test_a_failing_transport_does_not_stop_the_run() -> None:
    async def broken(progress: float, total: float | None, message: str | None) -> None:
        raise ConnectionResetError("client went away")

    async with ProgressReporter(broken) as progress:
        for event in events():
            progress(event)
            await anyio.sleep(0)
