"""The hand-written rewrites (`benchmarks/rewrites.jsonl`): no true one may be contradicted, and no false one may
end VERIFIED beyond the few that lexical reading is known to let through (each named below, with why)."""

from __future__ import annotations

import json
from pathlib import Path

from engine import Config, Verdict, verify

OFFLINE = Config(offline=True, db_path="")
DATA = Path(__file__).resolve().parents[2] / "benchmarks" / "rewrites.jsonl"

KNOWN_LIES = {
    "A 2010 study showed smoking increases the risk of stroke.",  # the study "was later retracted"
    "The first edition sold twice as many copies.",  # "the second sold twice as many": ellipsis
    "The proposal was approved.",  # "approved by the committee but still needs a full vote"
    "2019",  # "When was Blade Runner released?": the year it is set in
    "1982",  # "In what year is Blade Runner set?": its release year
}


def _items() -> list[dict]:
    return [json.loads(line) for line in DATA.read_text(encoding="utf-8").splitlines() if line.strip()]


def test_no_true_rewrite_is_contradicted_and_no_new_lie_gets_through() -> None:
    alarms, lies = [], []
    for item in _items():
        report = verify(item["answer"], item["sources"], question=item.get("question"), config=OFFLINE)
        verified = report.status is not None and report.status.value == "VERIFIED"
        contradicted = any(r.verdict is Verdict.CONTRADICTED for r in report.claims)
        blocked = report.status is not None and report.status.value == "BLOCKED"
        if item["true"] and (contradicted or blocked):
            alarms.append(item["answer"])
        if not item["true"] and verified:
            lies.append(item["answer"])
    assert alarms == []
    assert set(lies) <= KNOWN_LIES, sorted(set(lies) - KNOWN_LIES)
    assert len(_items()) >= 500  # the file is the probe: it must not shrink unnoticed
