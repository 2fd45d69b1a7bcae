"""The orchestrator: detector stages, fail-closed budgets and crashes, cancellation, one terminal event."""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from dataclasses import dataclass, field

import pytest
from pipeline_kit import SOURCE, StallingDetector, assert_run_invariants

from engine import Config, Status, Verdict
from engine.detectors.base import DetectorContext
from engine.detectors.grounding import LexicalGrounding
from engine.inputs import make_input
from engine.pipeline import run_check
from engine.types import Claim, Computed, Finding

OFFLINE = Config(offline=True, db_path="")


@dataclass
class UncoveredOnly:
    """A stage-2 detector: checks only claims that stage 1 did not support (as the web detector does)."""

    name: str = "uncovered"
    stage: int = 2
    asked: list[list[str]] = field(default_factory=list)

    def applies(self, ctx: DetectorContext) -> bool:
        return True

    async def check(self, claims: Sequence[Claim], ctx: DetectorContext) -> list[Finding]:
        open_claims = [c for c in claims if not any(f.verdict is Verdict.SUPPORTED for f in ctx.prior.get(c.id, []))]
        self.asked.append([c.id for c in open_claims])
        out = []
        for claim in open_claims:
            verdict = Verdict.SUPPORTED if "omega level is 3" in claim.text else Verdict.UNVERIFIABLE
            evidence = (Computed.of("omega level = 3 units"),) if verdict is Verdict.SUPPORTED else ()
            out.append(
                Finding(detector=self.name, claim_id=claim.id, verdict=verdict, reason="stage two", evidence=evidence)
            )
        return out


async def run(answer: str, detectors, config: Config = OFFLINE, sources=(SOURCE,)):
    events: list[object] = []
    report = await run_check(make_input(answer, list(sources)), config, listeners=[events.append], detectors=detectors)
    assert_run_invariants(report, events, config.max_passes)
    return report, events


async def test_stage_two_sees_stage_one_findings_and_checks_only_what_is_left() -> None:
    late = UncoveredOnly()
    answer = "The alpha rate is 7 percent. The omega level is 3 units. Zeta rivers flow north."
    report, _ = await run(answer, [late, LexicalGrounding()], OFFLINE.model_copy(update={"repair": "report"}))
    assert late.asked == [["c2", "c3"]]  # c1 was supported by grounding in stage 1
    assert [r.verdict for r in report.claims] == [Verdict.SUPPORTED, Verdict.SUPPORTED, Verdict.UNVERIFIABLE]
    assert {f.detector for f in report.claims[1].findings} == {"grounding", "uncovered"}


async def test_a_crashing_detector_is_an_alert_and_unchecked_claims() -> None:
    class Crash:
        name = "crashy"

        def applies(self, ctx: DetectorContext) -> bool:
            return True

        async def check(self, claims, ctx):
            raise ValueError("boom sk-live-0123456789abcdef")

    report, _ = await run("The alpha rate is 5 percent.", [Crash()])
    assert report.claims[0].verdict is Verdict.UNVERIFIABLE and report.claims[0].findings[0].error
    assert "The crashy check failed (ValueError); 1 claim went unchecked by it." in report.alerts
    assert sum("crashy" in alert for alert in report.alerts) == 1  # the end-of-run summary does not repeat it
    assert report.status is Status.CAUTION and "sk-live" not in report.to_json()


async def test_latency_budget_returns_with_everything_unchecked_unverifiable() -> None:
    stall = StallingDetector()
    config = OFFLINE.model_copy(update={"latency_budget_ms": 150})
    report, _ = await run(
        "The omega level is 3 units. The beta count is 40 units.", [stall, LexicalGrounding()], config
    )
    assert stall.started.is_set()
    assert "The stall check ran out of time; 2 claims went unchecked by it." in report.alerts
    assert any(f.error and f.detector == "stall" for f in report.claims[0].findings)
    assert sum("stall" in alert for alert in report.alerts) == 1
    assert report.claims[1].verdict is Verdict.SUPPORTED
    assert report.status is not None


async def test_cancelling_a_run_still_sends_one_terminal_event() -> None:
    stall = StallingDetector()
    events: list[object] = []
    task = asyncio.create_task(
        run_check(
            make_input("The alpha rate is 5 percent.", [SOURCE]), OFFLINE, listeners=[events.append], detectors=[stall]
        )
    )
    await stall.started.wait()
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task
    assert events[-1].type == "run_failed" and [e.type for e in events].count("run_failed") == 1  # type: ignore[attr-defined]


async def test_claims_that_are_not_check_worthy_are_never_checked_or_edited() -> None:
    report, events = await run("Is the alpha rate 5 percent? Hello there!", [LexicalGrounding()])
    assert not [e for e in events if e.type == "pass_started"]  # type: ignore[attr-defined]
    assert report.edits == () and report.final_answer == report.answer


async def test_failures_name_the_lab_of_a_model_backed_detector() -> None:
    from engine.types import ClaimResult, Risk
    from engine.verdict import summary_alerts

    claim = Claim(id="c1", text="The alpha rate is 5 percent.", start=0, end=28)
    failed = Finding(detector="judge", claim_id="c1", verdict=Verdict.UNVERIFIABLE, reason="judge: could not connect",
                     error=True)  # fmt: skip
    results = [ClaimResult(claim=claim, verdict=Verdict.UNVERIFIABLE, risk=Risk.HIGH, findings=(failed,))] * 5
    alerts = summary_alerts(results, "report", True, {"judge": "gemini/gemini-2.5-flash (Google)"})
    assert ("The judge (Google) could not be reached; 5 claims are unchecked", "warning") in alerts
