"""The scripted judges over the blind answer sets (blind2 … blind5, both halves), through the real `openai` SDK.

The paraphrase set has its own suites (`test_perfect_judge.py`, `test_hostile_judge.py`); the blind sets were
measured with the same judges only by hand. Here they are held to what was measured, so a change cannot quietly
cost a faithful answer its VERIFIED with a judge that answers as the gold does, or let one more lie be VERIFIED by a
judge that supports every claim with a real but irrelevant sentence. A lie is a planted answer VERIFIED with its
wrong text still in the final answer (`suite.planted_handled`); a planted answer corrected and then VERIFIED is none.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from perfect_judge import hostile_irrelevant, load_items, perfect
from suite import judge_config, planted_handled, run_item

from engine.types import Status

SETS = Path(__file__).resolve().parents[2] / "benchmarks"
PERFECT_FAITHFUL_VERIFIED = {"blind2": 32, "blind3": 25, "blind4": 12, "blind5": 18}
"""Faithful answers VERIFIED with the perfect judge, as measured (2026-12-08): of 40, 30, 20 and 20."""
HOSTILE_LIES = {("blind2", "nearest"): 1}
"""Lies VERIFIED by an irrelevant-quote judge, as measured (2026-12-08); every other set and mode: 0. The one left
is b2-013 (a wrong running total, "the whole package would come to £507", whose quote gives one of its figures,
£29): the target is 0 (RESULTS.md)."""


@pytest.mark.parametrize("name", sorted(PERFECT_FAITHFUL_VERIFIED))
async def test_a_perfect_judge_keeps_the_faithful_answers_it_verified_and_every_error_caught(oai, name):
    items = load_items(path=SETS / name / "answers.jsonl")
    oai.script.use(perfect(items))
    config = judge_config(oai, "openai")
    verified, missed = [], []
    for item in items:
        report = await run_item(item, config)
        if not item.planted and report.status is Status.VERIFIED:
            verified.append(item.id)
        if item.planted and not planted_handled(item, report):
            missed.append(item.id)
    faithful = sum(not i.planted for i in items)
    print(f"\nperfect judge, {name}: faithful VERIFIED {len(verified)}/{faithful}; planted errors missed {missed}")
    assert len(verified) >= PERFECT_FAITHFUL_VERIFIED[name], verified
    assert missed == []  # every planted error corrected, removed or flagged


@pytest.mark.parametrize("nearest", [False, True], ids=["farthest", "nearest"])
@pytest.mark.parametrize("name", sorted(PERFECT_FAITHFUL_VERIFIED))
async def test_an_irrelevant_quote_judge_gets_no_more_lies_verified(oai, name, nearest):
    items = load_items(path=SETS / name / "answers.jsonl")
    oai.script.use(hostile_irrelevant(items, nearest=nearest))
    config = judge_config(oai, "openai")
    lies = []
    for item in (i for i in items if i.planted):
        report = await run_item(item, config)
        if report.status is Status.VERIFIED and not planted_handled(item, report):
            lies.append(item.id)
    kind = "nearest" if nearest else "farthest"
    print(f"\nirrelevant-quote judge ({kind}), {name}: lies VERIFIED {len(lies)} {lies}")
    assert len(lies) <= HOSTILE_LIES.get((name, kind), 0), lies
