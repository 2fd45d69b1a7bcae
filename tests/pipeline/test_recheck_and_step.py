"""Edit and re-check reuses the findings of unchanged claims; `check_step` halts an agent on a weak claim."""

from __future__ import annotations

from engine import Config, Status, Verdict, arecheck, averify, check_step

OFFLINE = Config(offline=True, db_path="")
SOURCE = "The indemnification cap is $2 million per incident. Either party may terminate with 90 days notice."


async def test_recheck_checks_only_new_or_changed_claims() -> None:
    first = await averify(
        "Either party may terminate with 90 days notice. The fee is 7% of revenue.", [SOURCE], config=OFFLINE
    )
    assert first.status is Status.CAUTION
    events: list[object] = []
    edited = "Either party may terminate with 90 days notice. The indemnification cap is $2 million per incident."
    second = await arecheck(first, edited, OFFLINE, listeners=[events.append])
    passes = [e for e in events if e.type == "pass_started"]  # type: ignore[attr-defined]
    assert [p.claim_ids for p in passes] == [("c2",)]  # type: ignore[attr-defined]
    assert second.claims[0].findings == first.claims[0].findings  # kept, not checked again
    assert second.claims[1].verdict is Verdict.SUPPORTED and second.status is Status.VERIFIED
    assert second.run_id != first.run_id and second.sources == first.sources
    assert "1 unchanged claim kept its earlier findings; 1 new or changed claim was checked." in second.alerts


async def test_recheck_of_a_hedged_answer_does_not_hedge_twice() -> None:
    strict = OFFLINE.model_copy(update={"hedging": "strict"})
    first = await averify("The fee is 7% of revenue.", [SOURCE], config=strict)
    second = await arecheck(first, first.final_answer, strict)
    assert second.final_answer == first.final_answer == "The fee is 7% of revenue (not confirmed by the sources)."
    assert second.edits == () and second.claims[0].hedged


async def test_recheck_of_a_disclosed_answer_reads_it_without_its_marks_and_marks_it_once() -> None:
    first = await averify("The fee is 7% of revenue. The cap applies.", [SOURCE], config=OFFLINE)
    assert first.final_answer == "The fee is 7% of revenue. [unconfirmed] The cap applies. [unconfirmed]"
    second = await arecheck(first, first.final_answer, OFFLINE)
    assert second.answer == "The fee is 7% of revenue. The cap applies."  # the marks are the checker's, not claims
    assert [c.claim.text for c in second.claims] == ["The fee is 7% of revenue.", "The cap applies."]
    assert second.final_answer == first.final_answer and all(c.disclosed for c in second.claims)


def test_check_step_halts_on_a_contradicted_step_with_reason_and_evidence() -> None:
    step = check_step("The indemnification cap is $5 million per incident.", evidence=[SOURCE], config=OFFLINE)
    assert step.action == "halt" and step.trust == 0.0
    assert "CONTRADICTED" in step.reason and "$2 million" in step.reason
    assert step.evidence[0].quote == "The indemnification cap is $2 million per incident."
    assert step.report.edits == ()  # a step is judged as given: nothing is repaired


def test_check_step_continues_on_a_supported_step_and_respects_the_threshold() -> None:
    good = check_step("Either party may terminate with 90 days notice.", evidence=[SOURCE], config=OFFLINE)
    assert good.action == "continue" and good.trust == 1.0
    unsure = check_step("The fee is 7% of revenue.", evidence=[SOURCE], threshold=0.8, config=OFFLINE)
    assert unsure.action == "halt" and unsure.trust == 0.2
    lenient = check_step("The fee is 7% of revenue.", evidence=[SOURCE], threshold=0.1, config=OFFLINE)
    assert lenient.action == "continue"
