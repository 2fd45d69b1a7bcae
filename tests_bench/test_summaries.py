"""The summaries written blind for this project (`benchmarks/summaries.jsonl`): 238 passages, each with two faithful
summaries and two with planted errors (one contradicting the passage, one adding to it), in the shared data schema.
No faithful summary may be contradicted or BLOCKED, no summary with an error may end VERIFIED, and every
contradiction must fall on a labelled error."""

from __future__ import annotations

from pathlib import Path

from engine import Config, Status, Verdict, verify
from engine.bench import load_jsonl

OFFLINE = Config(offline=True, db_path="")
DATA = Path(__file__).resolve().parents[1] / "benchmarks" / "summaries.jsonl"


def test_summaries_are_never_contradicted_when_faithful_nor_verified_when_wrong() -> None:
    items = load_jsonl(DATA)
    assert len(items) == 952 and sum(i.hallucinated for i in items) == 476
    alarms, lies, off_target, caught = [], [], [], 0
    for item in items:
        report = verify(item.answer, list(item.sources), config=OFFLINE)
        contradicted = [r.claim for r in report.claims if r.verdict is Verdict.CONTRADICTED]
        if not item.hallucinated and (contradicted or report.status is Status.BLOCKED):
            alarms.append(item.id)
        if item.hallucinated and report.status is Status.VERIFIED:
            lies.append(item.id)
        for claim in contradicted:
            if not any(max(claim.start, s.start) < min(claim.end, s.end) for s in item.spans):
                off_target.append(f"{item.id}: {claim.text}")
        caught += bool(contradicted) and item.hallucinated
    assert alarms == [] and lies == [] and off_target == []
    assert caught >= 31  # of 476: lexical checking contradicts few planted errors; it must not lose those it does
