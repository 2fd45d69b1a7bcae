"""Source sentences quoted back as answers: how often offline checking confirms them, and never contradicts them.

An answer that copies a sentence of its own source is true by construction (as far as the source goes), so every
claim of it should be SUPPORTED and none may be CONTRADICTED: a contradiction here is a false alarm, and the
repair stage would then "correct" a true sentence. For every item with sources in the shared data files, up to
`--per-item` sentences of its first source (40 to 300 characters, drawn with a fixed seed) are checked as
answers against the item's sources. The script prints the share of SUPPORTED claims, the answers that did not end
VERIFIED, and every CONTRADICTED claim with its reason.

    uv run python benchmarks/quoted_back.py [--data ../shared/data] [--per-item 4]
"""

from __future__ import annotations

import argparse
import random
import sys
from collections import Counter
from pathlib import Path

from engine import Config, Verdict, verify
from engine.bench.probes import quotable_sentences

SEED = 7
OFFLINE = Config(offline=True, db_path="")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", type=Path, default=Path(__file__).resolve().parents[1] / ".." / "shared" / "data")
    parser.add_argument("--per-item", type=int, default=4)
    args = parser.parse_args(argv)
    verdicts: Counter[str] = Counter()
    answers = verified = 0
    contradicted: list[str] = []
    for name, record, sentence in quotable_sentences(args.data, args.per_item, random.Random(SEED)):
        report = verify(sentence, record["sources"], config=OFFLINE)
        answers += 1
        verified += report.status is not None and report.status.value == "VERIFIED"
        for result in report.claims:
            if not result.claim.check_worthy:
                continue
            verdicts[result.verdict.value] += 1
            if result.verdict is Verdict.CONTRADICTED:
                reasons = "; ".join(f.reason for f in result.findings if f.verdict is Verdict.CONTRADICTED)
                contradicted.append(f"  {record['id']} ({name}): {result.claim.text[:80]!r} -> {reasons}")
    if not answers:
        print(f"no items with sources in {args.data}: nothing to measure", file=sys.stderr)
        return 2
    claims = sum(verdicts.values())
    print(f"sentences quoted back: {answers}, VERIFIED {verified} ({verified / answers:.1%})")
    print(
        f"claims: {claims}, SUPPORTED {verdicts['SUPPORTED']} ({verdicts['SUPPORTED'] / max(1, claims):.1%}), "
        f"UNVERIFIABLE {verdicts['UNVERIFIABLE']}, CONTRADICTED {verdicts['CONTRADICTED']} (must be 0)"
    )
    print("\n".join(contradicted))
    return 0


if __name__ == "__main__":
    sys.exit(main())
