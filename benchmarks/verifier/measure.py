"""Measure an exported verifier on the held-out split and pick its thresholds.

Prints and writes (JSON): 3-way accuracy (all, real pairs, synthetic pairs, per file, per recipe), entailment
precision/recall at thresholds with the SUPPORTED threshold (the lowest with precision >= 0.97), the false
contradiction rate on held-out entailed/neutral pairs at thresholds with the CONTRADICTED threshold (the lowest
whose false rate is <= 1%), fp32 vs int8 agreement, and accuracy on the licence-unknown files (measured only,
never trained on).

    python3 -m uv run python benchmarks/verifier/measure.py --model /root/verifier_work/stage_int8 \
        --fp32 /root/verifier_work/stage_fp32 --heldout /root/verifier_work/heldout.jsonl --out /root/verifier_work
"""

from __future__ import annotations

import argparse
import collections
import json
import random
import time
from pathlib import Path
from typing import Any

from engine.verifier.model import Scores, Verifier

LABELS = ("entailment", "neutral", "contradiction")
THRESHOLDS = (
    *(round(0.3 + 0.05 * i, 2) for i in range(10)),  # 0.30 … 0.75
    *(round(0.8 + 0.01 * i, 2) for i in range(20)),  # 0.80 … 0.99: a short fine-tune's probabilities bunch up here
    0.995,
    0.999,
)
SUPPORTED_PRECISION = 0.97
LIKELY_PRECISION = 0.85
"""LIKELY ("the source appears to say this") is shown with its quote and never rewritten, and never makes an answer
VERIFIED; still, a LIKELY that is usually wrong would un-hedge wrong claims, so its bar is a measured precision too."""
FALSE_CONTRADICTION_LIMIT = 0.01
MEASURE_ONLY = ("covidfact.jsonl", "healthver.jsonl", "climate_fever.jsonl", "wanli_sample.jsonl")


def _predicted(score: Scores) -> str:
    values = (score.entailment, score.neutral, score.contradiction)
    return LABELS[values.index(max(values))]


def _accuracy(rows: list[dict], scores: list[Scores]) -> float:
    return sum(_predicted(s) == r["label"] for r, s in zip(rows, scores, strict=True)) / max(1, len(rows))


def _grouped(rows: list[dict], scores: list[Scores], key: str) -> dict[str, dict]:
    groups: dict[str, list[int]] = collections.defaultdict(list)
    for i, row in enumerate(rows):
        groups[row[key]].append(i)
    return {
        name: {"pairs": len(ix), "accuracy": round(_accuracy([rows[i] for i in ix], [scores[i] for i in ix]), 4)}
        for name, ix in sorted(groups.items())
    }


def entailment_curve(rows: list[dict], scores: list[Scores]) -> list[dict]:
    positives = sum(r["label"] == "entailment" for r in rows)
    curve = []
    for t in THRESHOLDS:
        chosen = [r for r, s in zip(rows, scores, strict=True) if s.entailment >= t]
        hits = sum(r["label"] == "entailment" for r in chosen)
        curve.append(
            {
                "threshold": t,
                "precision": round(hits / max(1, len(chosen)), 4),
                "recall": round(hits / max(1, positives), 4),
                "flagged": len(chosen),
            }
        )
    return curve


def contradiction_curve(rows: list[dict], scores: list[Scores]) -> list[dict]:
    innocent = [s for r, s in zip(rows, scores, strict=True) if r["label"] != "contradiction"]
    guilty = [s for r, s in zip(rows, scores, strict=True) if r["label"] == "contradiction"]
    return [
        {
            "threshold": t,
            "false_contradiction_rate": round(sum(s.contradiction >= t for s in innocent) / max(1, len(innocent)), 4),
            "recall": round(sum(s.contradiction >= t for s in guilty) / max(1, len(guilty)), 4),
        }
        for t in THRESHOLDS
    ]


def lowest_steady(curve: list[dict], key: str, good: Any) -> float:
    """The lowest threshold from which every higher threshold that flags anything also meets the bar (precision is
    not monotonic in the threshold on a finite sample, and a lucky dip must not set the bar); 0.999 when none
    does."""
    chosen = 0.999
    for point in sorted(curve, key=lambda p: -p["threshold"]):
        if not point.get("flagged", 1):
            continue  # nothing scores this high: no evidence either way
        if not good(point[key]):
            break
        chosen = point["threshold"]
    return chosen


def _load(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def _score(verifier: Verifier, rows: list[dict]) -> tuple[list[Scores], float]:
    started = time.perf_counter()
    scores = verifier.score([(r["premise"], r["hypothesis"]) for r in rows], batch_size=32)
    return scores, (time.perf_counter() - started) * 1000 / max(1, len(rows))


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--model", type=Path, required=True)
    parser.add_argument("--fp32", type=Path)
    parser.add_argument("--heldout", type=Path, required=True)
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--sample", type=int, help="score a seeded random sample of this many held-out pairs")
    parser.add_argument("--fp32-sample", type=int, default=1000, help="pairs (of the sample) scored again in fp32")
    parser.add_argument("--measure-only", type=int, default=500, help="pairs read from each licence-unknown file")
    args = parser.parse_args()
    rows = _load(args.heldout)
    if args.sample and args.sample < len(rows):
        rows = random.Random(13).sample(rows, args.sample)
    for row in rows:
        row["kind"] = "real" if row["recipe"] == "real" else "synthetic"
    int8 = Verifier(args.model)
    scores, ms = _score(int8, rows)
    real = [i for i, r in enumerate(rows) if r["kind"] == "real"]
    report: dict = {
        "heldout_pairs": len(rows),
        "ms_per_pair_int8": round(ms, 2),
        "accuracy": round(_accuracy(rows, scores), 4),
        "balanced_accuracy": round(sum(v["accuracy"] for v in _grouped(rows, scores, "label").values()) / 3, 4),
        "accuracy_real": round(_accuracy([rows[i] for i in real], [scores[i] for i in real]), 4),
        "by_kind": _grouped(rows, scores, "kind"),
        "by_file": _grouped(rows, scores, "file"),
        "by_recipe": _grouped(rows, scores, "recipe"),
        "by_label": _grouped(rows, scores, "label"),
        "entailment": entailment_curve(rows, scores),
        "entailment_real": entailment_curve([rows[i] for i in real], [scores[i] for i in real]),
        "contradiction": contradiction_curve(rows, scores),
    }
    report["thresholds"] = {
        "supported": lowest_steady(report["entailment"], "precision", lambda v: v >= SUPPORTED_PRECISION),
        "likely": lowest_steady(report["entailment"], "precision", lambda v: v >= LIKELY_PRECISION),
        "contradicted": lowest_steady(
            report["contradiction"], "false_contradiction_rate", lambda v: v <= FALSE_CONTRADICTION_LIMIT
        ),
    }
    if args.fp32:
        subset = rows[: args.fp32_sample]
        fp32_scores, fp32_ms = _score(Verifier(args.fp32), subset)
        report["fp32"] = {
            "pairs": len(subset),
            "accuracy": round(_accuracy(subset, fp32_scores), 4),
            "int8_accuracy_same_pairs": round(_accuracy(subset, scores[: len(subset)]), 4),
            "ms_per_pair": round(fp32_ms, 2),
            "label_agreement_with_int8": round(
                sum(_predicted(a) == _predicted(b) for a, b in zip(scores, fp32_scores, strict=False)) / len(subset),
                4,
            ),
        }
    training = Path("/work/shared/training")
    report["measure_only"] = {}
    for name in MEASURE_ONLY:
        extra = _load(training / name)[: args.measure_only]
        extra_scores, _ = _score(int8, extra)
        report["measure_only"][name] = {"pairs": len(extra), "accuracy": round(_accuracy(extra, extra_scores), 4)}
    args.out.mkdir(parents=True, exist_ok=True)
    (args.out / "measure.json").write_text(json.dumps(report, indent=1))
    (args.out / "thresholds.json").write_text(json.dumps(report["thresholds"]))
    print(json.dumps(report, indent=1))


if __name__ == "__main__":
    main()
