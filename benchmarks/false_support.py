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
  is wrong;
- **swapped answers**: a faithful name or year answer swapped for another name or year its own passage gives,
  so every word of the wrong answer is in the sources (a few swaps name the same thing another way: read the
  examples printed).

    uv run python benchmarks/false_support.py [--data ../shared/data] [--pairs 1500]
"""

from __future__ import annotations

import argparse
import random
import re
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

    swapped = [(record, other) for record in records for other in _swapped(record, rng)]
    taken = [(record, other) for record, other in swapped if _verified(other, record)]
    print(f"answers swapped for another name or year of the passage: {len(taken)} of {len(swapped)} VERIFIED")
    for record, other in taken[:12]:
        print(f"  {record['id']}: {record['question'][:60]!r} A: {other!r} (right: {record['answer'][:30]!r})")
    return 0


_NAME_RUN = re.compile(r"(?<![\w'’-])[A-Z][a-z][\w'’-]*(?:\s+[A-Z][a-z][\w'’-]*){0,3}")
_YEAR = re.compile(r"(?<!\d)(?:1[5-9]|20)\d{2}(?!\d)")


def _swapped(record: dict, rng: random.Random, most: int = 2) -> list[str]:
    """Up to `most` other names (for a name answer) or years (for a year answer) that the item's own passage gives,
    none of them in the question or sharing a word with the right answer: wrong answers made of the passage's words.
    A few may still be right (another name for the same thing): read the examples printed."""
    if record["label"] != "faithful":
        return []
    answer = record["answer"].strip().rstrip(".")
    passage = " ".join(record["sources"])
    if _YEAR.fullmatch(answer):
        found = _YEAR.findall(passage)
    elif _NAME_RUN.fullmatch(answer):
        # Names as the passage writes them inside a sentence: a capital after a full stop may be any word.
        found = [m.group() for m in _NAME_RUN.finditer(passage) if _inside_sentence(passage, m.start())]
        found = [f for f in found if f.split()[0].lower() not in _NOT_NAMES]
    else:
        return []
    question, mine = record["question"].lower(), set(answer.lower().split())
    others = sorted(
        {f for f in found if f.lower() not in question and not set(f.lower().split()) & mine and len(f) > 3}
    )
    return rng.sample(others, min(most, len(others)))


_NOT_NAMES = frozenset(
    "january february march april may june july august september october november december monday tuesday"
    " wednesday thursday friday saturday sunday the a an in on at he she it they his her its their this that".split()
)


def _inside_sentence(text: str, at: int) -> bool:
    before = text[:at].rstrip(" \"'“‘(")
    return bool(before) and before[-1] not in ".!?:;\n"


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
