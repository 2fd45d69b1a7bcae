"""Build the verifier's training, dev and held-out pairs (seeded, deterministic).

Reads only the commercially usable files of the training pack, groups pairs that share a premise or a claim
(so near-copies of one document never sit on both sides of a split), sets 5% of the groups aside as the
held-out split BEFORE anything is trained or measured, and adds synthetic pairs made from the real premise
sentences (see synth.py). Synthetic pairs inherit their source pair's group, so the held-out split also holds
one-token edits of documents the model never saw.

    python benchmarks/verifier/prepare.py --out /root/verifier_work --train-size 64000
"""

from __future__ import annotations

import argparse
import collections
import hashlib
import json
import random
import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import synth

TRAINING = Path("/work/shared/training")
# file -> (licence, cap on real pairs taken into the training pool). Leave out: sick and anli_* (non-commercial),
# covidfact, healthver, climate_fever, wanli_sample (licence unknown), wice (premises are 1,500-character chunks,
# longer than the model reads).
PERMISSIVE = {
    "mnli_dev_matched_taxinli.jsonl": ("OANC / CC BY-SA 3.0 / CC BY 3.0; C-UDA 1.0 copy", 3800),
    "mnli_dev_mismatched_taxinli.jsonl": ("OANC / CC BY-SA 3.0 / CC BY 3.0; C-UDA 1.0 copy", 3900),
    "mnli_train_taxinli.jsonl": ("OANC / CC BY-SA 3.0 / CC BY 3.0; C-UDA 1.0 copy", 2400),
    "snli_dev.jsonl": ("CC BY-SA 4.0 (SNLI); MIT (e-SNLI)", 3000),
    "snli_test.jsonl": ("CC BY-SA 4.0 (SNLI); MIT (e-SNLI)", 3000),
    "snli_counterfactual.jsonl": ("Apache-2.0; originals CC BY-SA 4.0", 4000),
    "breaking_nli.jsonl": ("CC BY-SA 4.0", 1500),
    "conjnli_dev.jsonl": ("MIT", 700),
    "conjnli_adversarial_train.jsonl": ("MIT", 2500),
    "fever_dev.jsonl": ("CC BY-SA 3.0", 7000),
    "fever_symmetric.jsonl": ("CC BY-SA 3.0", 1100),
    "fever_adversarial.jsonl": ("CC BY-SA 3.0", 800),
    "vitaminc_test_real.jsonl": ("CC BY-SA 3.0", 12000),
    "vitaminc_test_synthetic.jsonl": ("CC BY-SA 3.0", 4000),
    "scifact.jsonl": ("CC BY 4.0 / ODC-By 1.0", 800),
    "fool_me_twice.jsonl": ("Apache-2.0", 2600),
}
# Sources whose premises are real encyclopaedic / news / science prose: the synthetic recipes start from these.
PROSE = {"fever", "fever_symmetric", "fever2_adversarial", "vitaminc", "scifact", "fool_me_twice", "multinli"}
LABELS = ("entailment", "neutral", "contradiction")
MAX_CHARS = 560  # premise + claim; about 128 word pieces, what the model reads
HELDOUT_SHARE = 0.05
DEV_SHARE = 0.02


def _key(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", " ", text.lower()).strip()[:200]


class _Groups:
    """Union-find over premise and claim keys: pairs sharing either end up in one group."""

    def __init__(self) -> None:
        self.parent: dict[str, str] = {}

    def find(self, node: str) -> str:
        root = node
        while self.parent.setdefault(root, root) != root:
            root = self.parent[root]
        while self.parent[node] != root:
            self.parent[node], node = root, self.parent[node]
        return root

    def join(self, a: str, b: str) -> None:
        ra, rb = self.find(a), self.find(b)
        if ra != rb:
            self.parent[max(ra, rb)] = min(ra, rb)


def load_real() -> list[dict]:
    rows: list[dict] = []
    for name in PERMISSIVE:
        with open(TRAINING / name, encoding="utf-8") as handle:
            for number, line in enumerate(handle, 1):
                row = json.loads(line)
                row.update(id=f"{name}:{number}", file=name, recipe="real")
                rows.append(row)
    groups = _Groups()
    for row in rows:
        groups.join("p:" + _key(row["premise"]), "h:" + _key(row["hypothesis"]))
    for row in rows:
        row["group"] = groups.find("p:" + _key(row["premise"]))
    return rows


def split_of(group: str, seed: int) -> str:
    digest = int(hashlib.sha256(f"{seed}:{group}".encode()).hexdigest()[:12], 16) / 16**12
    return "heldout" if digest < HELDOUT_SHARE else "dev" if digest < HELDOUT_SHARE + DEV_SHARE else "train"


def _fits(row: dict) -> bool:
    return len(row["premise"]) + len(row["hypothesis"]) <= MAX_CHARS


def _window(sentences: list[str], index: int, rng: random.Random, filler: list[str]) -> str:
    """1-3 sentences around sentence `index`: its neighbours in the document, else sentences of other documents."""
    size = rng.choice([1, 1, 2, 2, 3])
    start = max(0, min(index - rng.randrange(size), len(sentences) - size))
    window = sentences[start : start + size]
    while len(window) < size and filler:
        extra = rng.choice(filler)
        window = [*window, extra] if rng.random() < 0.5 else [extra, *window]
    return " ".join(window)


def synthesise(rows: list[dict], rng: random.Random) -> list[dict]:
    """Synthetic pairs from the prose premises among `rows` (all in one split)."""
    by_premise: dict[str, dict] = {}
    for row in rows:
        if row["source"] in PROSE:
            by_premise.setdefault(row["premise"], row)
    documents = [(row, synth.split_sentences(premise)) for premise, row in by_premise.items()]
    documents = [(row, sentences) for row, sentences in documents if sentences]
    filler = [s for _, sentences in documents for s in sentences if len(s) < 200]
    out: list[dict] = []
    for row, sentences in documents:
        for index, sentence in enumerate(sentences):
            if len(sentence) > 300:
                continue
            other = rng.choice(filler)
            made = [
                synth.swap_number(sentence, rng),
                synth.swap_date(sentence, rng),
                synth.swap_name(sentence, [s for s in sentences if s != sentence] + [other], rng),
                synth.negate(sentence, rng),
                synth.antonym(sentence, rng),
                synth.add_clause(sentence, other, rng),
                synth.reorder(sentence, rng),
                synth.synonym(sentence, rng),
                synth.round_number(sentence, rng),
                synth.convert_unit(sentence, rng),
                synth.total_of_two(sentence, rng),
            ]
            for item in made:
                if item is not None:
                    premise = _window(sentences, index, rng, filler)
                    out.append(_pair(row, premise, item.claim, item.label, item.recipe, len(out)))
            coreferent = synth.pronoun_subject(sentence, rng)
            if coreferent is not None and index > 0:
                premise = " ".join([sentences[index - 1], coreferent[1]])
                out.append(_pair(row, premise, sentence, "entailment", "pronoun_window", len(out)))
            if len(sentences) >= 3:  # hard negative: a sentence of the same document outside the window
                far = (index + len(sentences) // 2) % len(sentences)
                if abs(far - index) >= 2:
                    out.append(_pair(row, sentences[index], sentences[far], "neutral", "same_doc_other", len(out)))
            if rng.random() < 0.5:  # plain support inside a wider window
                out.append(
                    _pair(row, _window(sentences, index, rng, filler), sentence, "entailment", "copy_window", len(out))
                )
    return [pair for pair in out if _fits(pair)]


def _pair(row: dict, premise: str, claim: str, label: str, recipe: str, number: int) -> dict:
    return {
        "premise": premise,
        "hypothesis": claim,
        "label": label,
        "source": row["source"],
        "file": row["file"],
        "recipe": recipe,
        "group": row["group"],
        "id": f"syn:{recipe}:{row['id']}:{number}",
    }


def balance(rows: list[dict], size: int, rng: random.Random) -> list[dict]:
    """`size` pairs, a third per label, real and synthetic mixed as the pool allows."""
    by_label = collections.defaultdict(list)
    for row in rows:
        by_label[row["label"]].append(row)
    per_label = size // 3
    chosen: list[dict] = []
    for label in LABELS:
        pool = by_label[label]
        rng.shuffle(pool)
        real = [r for r in pool if r["recipe"] == "real"]
        synthetic = [r for r in pool if r["recipe"] != "real"]
        take_synthetic = min(len(synthetic), per_label * 2 // 5)  # at most 40% synthetic per label
        take_real = min(len(real), per_label - take_synthetic)
        take_synthetic = min(len(synthetic), per_label - take_real)
        chosen += real[:take_real] + synthetic[:take_synthetic]
    rng.shuffle(chosen)
    return chosen


def _capped(rows: list[dict], rng: random.Random) -> list[dict]:
    by_file = collections.defaultdict(list)
    for row in rows:
        by_file[row["file"]].append(row)
    kept: list[dict] = []
    for name, items in sorted(by_file.items()):
        rng.shuffle(items)
        kept += items[: PERMISSIVE[name][1]]
    return kept


def _write(path: Path, rows: list[dict]) -> str:
    text = "".join(json.dumps(row, ensure_ascii=False, sort_keys=True) + "\n" for row in rows)
    path.write_text(text, encoding="utf-8")
    return hashlib.sha256(text.encode()).hexdigest()


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--out", type=Path, default=Path("/root/verifier_work"))
    parser.add_argument("--train-size", type=int, default=64000)
    parser.add_argument("--seed", type=int, default=13)
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    rng = random.Random(args.seed)
    rows = [row for row in load_real() if _fits(row)]
    parts = {name: [r for r in rows if split_of(r["group"], args.seed) == name] for name in ("train", "dev", "heldout")}
    stats: dict = {"seed": args.seed}
    for name, part in parts.items():
        synthetic = synthesise(part, random.Random(f"{args.seed}:{name}"))
        real = _capped(part, rng) if name == "train" else part
        size = args.train_size if name == "train" else len(part) + len(synthetic)
        final = balance(real + synthetic, size, rng) if name == "train" else real + synthetic
        digest = _write(args.out / f"{name}.jsonl", final)
        stats[name] = {
            "pairs": len(final),
            "sha256": digest,
            "groups": len({r["group"] for r in part}),
            "labels": collections.Counter(r["label"] for r in final),
            "files": collections.Counter(r["file"] for r in final if r["recipe"] == "real"),
            "recipes": collections.Counter(r["recipe"] for r in final if r["recipe"] != "real"),
        }
    ids = "".join(
        r["id"] + "\n" for r in json.loads("[" + ",".join((args.out / "heldout.jsonl").read_text().splitlines()) + "]")
    )
    (args.out / "heldout_ids.txt").write_text(ids)
    (args.out / "stats.json").write_text(json.dumps(stats, indent=1, sort_keys=True))
    print(json.dumps(stats, indent=1, sort_keys=True))


if __name__ == "__main__":
    main()
