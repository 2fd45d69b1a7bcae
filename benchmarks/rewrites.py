"""Hand-written rewrites of source sentences, true and false, and how offline checking reads them.

`benchmarks/rewrites.jsonl` holds answers written by hand against short sources of our own (prices, medicine,
leases, contracts, insurance, timetables, recipes, court rulings, study abstracts, reviews, sport, elections,
earnings, software, surveys, biography, history, science, geography, news and AI-style summaries of them) and
short questions with right and wrong answers.
Each line is labelled true or false by its writer. A false answer that ends VERIFIED with no claim contradicted (and
corrected) is a lie let through; a true one that ends BLOCKED, or has a CONTRADICTED claim, is a false alarm that the
repair stage would act on. True answers that end CAUTION are the cost of reading words rather than meaning. The
script prints the counts and every lie let through and every false alarm, so a change can be read against them.

    uv run python benchmarks/rewrites.py
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from engine import Config, Verdict, verify

OFFLINE = Config(offline=True, db_path="")
DATA = Path(__file__).with_name("rewrites.jsonl")


def main() -> int:
    items = [json.loads(line) for line in DATA.read_text(encoding="utf-8").splitlines() if line.strip()]
    lies, alarms, verified_truths, corrected = [], [], 0, 0
    for item in items:
        report = verify(item["answer"], item["sources"], question=item.get("question"), config=OFFLINE)
        status = report.status.value if report.status is not None else "FAILED"
        contradicted = any(r.verdict is Verdict.CONTRADICTED for r in report.claims)
        asked = f"Q: {item['question']} " if item.get("question") else ""
        if not item["true"] and status == "VERIFIED" and contradicted:
            corrected += 1  # caught: a claim contradicted and corrected from a verified quote, then checked again
        elif not item["true"] and status == "VERIFIED":
            lies.append(f"  {asked}{item['answer']!r}")
        if item["true"] and (status == "BLOCKED" or contradicted):
            alarms.append(f"  {asked}{item['answer']!r}")
        verified_truths += item["true"] and status == "VERIFIED"
    false_ones = sum(not item["true"] for item in items)
    true_ones = len(items) - false_ones
    print(f"false answers VERIFIED (lies let through): {len(lies)} of {false_ones}")
    print("\n".join(lies))
    print(f"false answers with a claim contradicted and corrected, then VERIFIED: {corrected}")
    print(f"true answers BLOCKED or with a CONTRADICTED claim (false alarms): {len(alarms)} of {true_ones}")
    print("\n".join(alarms))
    print(f"true answers VERIFIED: {verified_truths} of {true_ones} (the rest end CAUTION: unconfirmed, not wrong)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
