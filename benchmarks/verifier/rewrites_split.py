"""Split the hand-written rewrites into a training half and a calibration half, and write the training pairs.

`benchmarks/rewrites.jsonl` is our own development set: answers written by hand against short sources of our own,
each labelled true or false by its writer. Most true answers paraphrase their source and most false ones change
one fact of it: the register the NLI files lack. The split is by source (every answer written against the same
sources falls in the same half), by a hash of the sources' text and the seed, fixed before any model was trained
on it; the calibration half is where `realistic_bars.py --half calibration` measures the bars of a model trained
on the other half. The paraphrase set (benchmarks/paraphrase/) is never used for training or calibration.

A training pair is (the window the runtime's retrieval ranks first for the answer, the answer) for a one-sentence
answer: a true answer is `entailment`; a false one is `not_entailment` (its writer did not say whether the source
contradicts it or only fails to state it), which train.py learns as "not entailment" (the sum of the other two).

    python3 benchmarks/verifier/rewrites_split.py --out /root/verifier_work/realistic/rewrites_train.jsonl
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
DATA = ROOT / "benchmarks" / "rewrites.jsonl"
SEED = 13


def half_of(item: dict[str, Any], seed: int = SEED) -> str:
    """ "train" or "calibration", by the item's sources."""
    digest = hashlib.sha256(f"{seed}\n{json.dumps(item['sources'], sort_keys=True)}".encode()).hexdigest()
    return "train" if int(digest[:8], 16) % 2 == 0 else "calibration"


def items(half: str | None = None) -> list[dict[str, Any]]:
    rows = [json.loads(line) for line in DATA.read_text(encoding="utf-8").splitlines() if line.strip()]
    return [row for row in rows if half is None or half_of(row) == half]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, required=True)
    args = parser.parse_args()
    sys.path.insert(0, str(ROOT))
    from engine.verifier import candidate_windows

    pairs = []
    for row in items("train"):
        answer = row["answer"].strip()
        if row.get("question") or answer.count(". ") > 0:
            continue  # one sentence, no question: what the runtime scores is one claim against its sources
        found = candidate_windows(answer, row["sources"], limit=1)
        if not found:
            continue
        label = "entailment" if row["true"] else "not_entailment"
        pairs.append({"premise": found[0].text, "hypothesis": answer, "label": label, "recipe": "rewrites"})
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text("".join(json.dumps(p) + "\n" for p in pairs), encoding="utf-8")
    counts = {half: len(items(half)) for half in ("train", "calibration")}
    labels = {label: sum(p["label"] == label for p in pairs) for label in ("entailment", "not_entailment")}
    print(f"answers by half: {counts}; training pairs written: {len(pairs)} {labels}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
