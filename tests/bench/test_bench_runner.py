"""The runner drives the real engine offline: input order kept, refusals recorded, progress reported."""

from __future__ import annotations

import io
from pathlib import Path

from engine import Config
from engine.bench import BenchItem, ItemOutcome, load_jsonl, run_items
from engine.bench.progress import Progress

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "bench"
OFFLINE = Config(offline=True, db_path="")


async def test_outcomes_follow_input_order_under_concurrency() -> None:
    items = load_jsonl(FIXTURES / "shared" / "toy_qa_dev.jsonl") * 3
    stream = io.StringIO()
    progress = Progress("toy_qa", len(items), stream=stream)
    outcomes = await run_items(items, OFFLINE, concurrency=4, progress=progress)
    progress.close()
    assert [o.item_id for o in outcomes] == [i.id for i in items]
    assert all(o.status in ("VERIFIED", "CAUTION", "BLOCKED") for o in outcomes)
    assert all(o.latency_ms > 0 for o in outcomes)
    assert "12/12" in stream.getvalue() and stream.getvalue().endswith("\n")
    first = outcomes[0]
    assert first.claims and all(first.claims[0].start <= c.start for c in first.claims)


async def test_number_swap_is_contradicted_on_its_span() -> None:
    wrong = load_jsonl(FIXTURES / "shared" / "toy_qa_dev.jsonl")[1]
    [outcome] = await run_items([wrong], OFFLINE)
    assert outcome.status == "VERIFIED"  # after the correction from the source's quote, checked again
    span = wrong.spans[0]
    assert any(c.verdict == "CONTRADICTED" and c.start <= span.start < c.end for c in outcome.claims)


async def test_refused_input_is_recorded_not_raised() -> None:
    empty = BenchItem(id="e", dataset="d", task="t", question="", answer="   ", label="faithful")
    [outcome] = await run_items([empty], OFFLINE)
    assert outcome.status is None and outcome.error is not None and outcome.error.startswith("input refused")
    assert not outcome.silent_failure


def test_silent_failure_needs_a_failure_without_warning() -> None:
    assert ItemOutcome(item_id="a", status="CAUTION", failures=1, warnings=0).silent_failure
    assert not ItemOutcome(item_id="a", status="CAUTION", failures=1, warnings=1).silent_failure
    assert not ItemOutcome(item_id="a", status="CAUTION", failures=0, warnings=0).silent_failure


def test_progress_redraws_on_a_terminal() -> None:
    class Tty(io.StringIO):
        def isatty(self) -> bool:
            return True

    stream = Tty()
    progress = Progress("set", 2, stream=stream)
    progress.advance()
    progress.advance()
    progress.close()
    assert stream.getvalue().count("\r") >= 2 and "2/2" in stream.getvalue()
    quiet = io.StringIO()
    Progress("set", 1, stream=quiet, enabled=False).close()
    assert quiet.getvalue() == ""
