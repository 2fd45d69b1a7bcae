"""How often offline checking VERIFIES a short answer that does not answer the question (false support).

`saife bench` scores the labelled answers; this script probes the other side with answers the engine never
saw while it was built:

- **alternative hallucinated answers**: HaluEval QA keeps a second hallucinated answer per question
  (`meta.alt_hallucinated_answer`); each is checked against its own question and passage;
- **answers to other questions**: an item's question and passage paired with the answer of a different
  question, drawn with a fixed seed. A few of these are true by chance (a "yes" to another "both"
  question that also holds), so read the examples it prints;
- **turned answers**: a faithful item's bare "yes" or "no" turned into the other, and its pick between two
  options the question names turned into the other option. The faithful answer is right, so the turned one
  is wrong.

    uv run python benchmarks/false_support.py [--data ../shared/data] [--pairs 1500]
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

from engine import Config, verify
from engine.bench.loaders import read_json_lines, shared_files
from engine.detectors.answer_match import choice_options

SEED = 5
OFFLINE = Config(offline=True, db_path="")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", type=Path, default=Path(__file__).resolve().parents[1] / ".." / "shared" / "data")
    parser.add_argument("--pairs", type=int, default=1500)
    args = parser.parse_args(argv)
    path = shared_files(args.data).get("halueval_qa") if args.data.is_dir() else None
    if path is None:
        print(f"no halueval_qa file in {args.data}: nothing to measure", file=sys.stderr)
        return 2
    records = [record for _, record in read_json_lines(path)]

    alternatives = [r for r in records if r["label"] == "hallucinated" and r["meta"].get("alt_hallucinated_answer")]
    verified = [r for r in alternatives if _verified(r["meta"]["alt_hallucinated_answer"], r)]
    print(f"alternative hallucinated answers: {len(verified)} of {len(alternatives)} VERIFIED")
    for record in verified:
        print(f"  {record['id']}: {record['meta']['alt_hallucinated_answer'][:70]!r}")

    rng = random.Random(SEED)
    pairs = hits = 0
    examples = []
    while pairs < args.pairs:
        asked, other = rng.choice(records), rng.choice(records)
        if asked["question"] == other["question"]:
            continue
        pairs += 1
        if _verified(other["answer"], asked):
            hits += 1
            examples.append(f"  Q: {asked['question'][:70]!r} A: {other['answer'][:40]!r}")
    print(f"answers to other questions: {hits} of {pairs} VERIFIED ({hits / pairs:.1%})")
    print("\n".join(examples))

    turned = [(record, other) for record in records if (other := _turned(record)) is not None]
    wrong = [(record, other) for record, other in turned if _verified(other, record)]
    print(f"turned answers (yes/no, the other option): {len(wrong)} of {len(turned)} VERIFIED")
    for record, other in wrong:
        print(f"  {record['id']}: {record['question'][:70]!r} A: {other!r}")
    return 0


def _turned(record: dict) -> str | None:
    """The other bare yes/no, or the other option of a two-option question, for a faithful answer."""
    if record["label"] != "faithful":
        return None
    answer = record["answer"].strip().rstrip(".").strip()
    if answer.lower() in {"yes", "no"}:
        return "no" if answer.lower() == "yes" else "yes"
    options = choice_options(record["question"])
    if options is None:
        return None
    named = [option for option in options if option.lower() in answer.lower()]
    return next(option for option in options if option not in named) if len(named) == 1 else None


def _verified(answer: str, record: dict) -> bool:
    report = verify(answer, record["sources"], question=record["question"], config=OFFLINE)
    return report.status is not None and report.status.value == "VERIFIED"


if __name__ == "__main__":
    sys.exit(main())
