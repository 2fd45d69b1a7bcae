"""A detector's deadline can end it between two claims: its loops hand the event loop a turn (`paced`), and the
verifier's scoring thread stops at the run's deadline. Found with a 1,900-claim answer against 7 MB of sources,
which ran for more than ten minutes past a 30-second time budget (the deadline could cancel a detector only once
its whole loop was done) and, once that was fixed, kept the verifier's thread busy for 40 s after the run ended."""

from __future__ import annotations

import asyncio
import time

import pytest

from engine.detectors.base import paced
from engine.detectors.record import RecordIndex
from engine.detectors.verifier import OUT_OF_TIME
from engine.detectors.verifier_reads import read_windows
from engine.types import Claim


async def test_paced_gives_every_item_in_order() -> None:
    assert [item async for item in paced(range(1000))] == list(range(1000))


async def test_a_deadline_ends_a_paced_loop_between_two_items() -> None:
    done: list[int] = []

    async def slow_detector() -> None:
        async for item in paced(range(400)):
            time.sleep(0.005)  # a claim's synchronous reading: 2 s for all of them
            done.append(item)

    with pytest.raises(TimeoutError):
        await asyncio.wait_for(slow_detector(), timeout=0.1)
    assert 0 < len(done) < 400  # stopped part way, not after the whole loop


def test_the_verifier_reads_no_claim_once_its_deadline_has_passed() -> None:
    class NoModel:
        def score(self, pairs, batch_size=16):  # pragma: no cover - must not be called
            raise AssertionError("scored after the deadline")

    claims = [Claim(id=f"c{i}", text=f"The cap is ${i} million.", start=0, end=10) for i in range(50)]
    reads = read_windows(NoModel(), claims, ["The cap is $2 million."], deadline=time.monotonic() - 1)
    assert reads == {}
    assert "ran out of time" in OUT_OF_TIME


def test_a_name_is_looked_up_in_a_large_record_once() -> None:
    record = RecordIndex(["Invoices are payable within 30 days. " * 100_000 + "Signed by Mc-Adair-Lowe."])
    assert record.mentions("Mc-Adair-Lowe") is True
    assert record.mentions("Zanzibar") is False
    assert record.mentions("Zanzibar") is False  # answered from memory, not another scan of 3.7 MB
    assert set(record._mentioned) == {"Mc-Adair-Lowe", "Zanzibar"}
