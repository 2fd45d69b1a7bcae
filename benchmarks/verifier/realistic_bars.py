"""How precise the verifier's SUPPORTED would be on realistic hand-written claims, at each entailment bar.

The held-out split is NLI and fact-verification pairs; the claims users check are rewrites of their sources, and
on those a bar measured on NLI pairs can be far too loose (the shipped model's 0.95 bar, precision 0.97 on
held-out pairs, let seven more of the hand-written lies of `benchmarks/rewrites.jsonl` through). This script
scores what the verifier would decide on each one-claim answer of that set, through the real pipeline, with a
credulous copy of the model (bars at 0): the entailment of the best window that code's vetoes let stand
(`engine.detectors.verifier.decide`), or none. Then, per bar: how many true and false claims would read as
SUPPORTED, and the precision. `rewrites.jsonl` is our own development set (its writers labelled each answer),
never the shared evaluation data; the paraphrase set stays untouched for measuring.

    python3 -m uv run python benchmarks/verifier/realistic_bars.py [--model engine/verifier/model] [--json]
"""

from __future__ import annotations

import argparse
import json
import re
import tempfile
from pathlib import Path

from stage import credulous

from engine import Config, verify
from engine.detectors import verifier as verifier_detector
from engine.types import Verdict
from engine.verifier import MODEL_DIR

DATA = Path(__file__).resolve().parents[1] / "rewrites.jsonl"
BARS = (0.5, 0.6, 0.7, 0.8, 0.85, 0.87, 0.9, 0.92, 0.94, 0.95, 0.96, 0.97, 0.98, 0.99, 0.995, 0.999)
TARGETS = {"supported": 0.97, "likely": 0.85}
"""The precision each band must keep on these claims, as on the held-out split (measure.py)."""
_SCORE = re.compile(r"verifier, ([\d.]+)% entailment")


def scored(model: Path, show: float | None = None, half: str | None = None) -> list[tuple[bool, float | None]]:
    """(the answer is true, the entailment the verifier's SUPPORTED would carry or None) per one-claim answer; with
    `show`, prints each false answer that reaches that bar, with its window."""
    # The finding's reason shows the score in whole percent; this script reads it to four places.
    verifier_detector._pct = lambda value: f"{value * 100:.2f}%"  # type: ignore[attr-defined]
    items = [json.loads(line) for line in DATA.read_text(encoding="utf-8").splitlines() if line.strip()]
    if half is not None:
        from rewrites_split import half_of

        items = [item for item in items if half_of(item) == half]
    out: list[tuple[bool, float | None]] = []
    with tempfile.TemporaryDirectory() as scratch:
        config = Config(offline=True, db_path="", verifier_dir=str(credulous(model, Path(scratch) / "model")))
        for item in items:
            report = verify(item["answer"], item["sources"], question=item.get("question"), config=config)
            claims = [c for c in report.claims if c.claim.check_worthy]
            if len(claims) != 1:
                continue
            mine = [f for f in claims[0].findings if f.detector == "verifier" and f.verdict is Verdict.SUPPORTED]
            found = _SCORE.search(mine[0].reason) if mine else None
            score = float(found.group(1)) / 100 if found else None
            if show is not None and not item["true"] and score is not None and score >= show:
                print(f"{score:.4f}  {item['answer']}\n        window: {mine[0].evidence[0].quote}")
            out.append((bool(item["true"]), score))
    return out


def table(rows: list[tuple[bool, float | None]]) -> list[dict[str, float | int | None]]:
    result = []
    for bar in BARS:
        true = sum(1 for ok, s in rows if ok and s is not None and s >= bar)
        false = sum(1 for ok, s in rows if not ok and s is not None and s >= bar)
        precision = true / (true + false) if true + false else None
        result.append({"bar": bar, "true": true, "false": false, "precision": precision})
    return result


def _lowest_steady(lines: list[dict[str, float | int | None]], target: float) -> float | None:
    """The lowest bar from which every higher bar keeps precision >= target (bars no claim reaches count as kept);
    None when even the highest does not."""
    for at, row in enumerate(lines):
        if all(r["precision"] is None or float(r["precision"]) >= target for r in lines[at:]):
            return float(row["bar"] or 0.0)
    return None


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--model", type=Path, default=MODEL_DIR)
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--show", type=float, help="print the false answers that reach this bar")
    parser.add_argument(
        "--half",
        choices=("train", "calibration"),
        help="only this half (rewrites_split.py); a model trained on the "
        "train half is measured on the calibration half",
    )
    args = parser.parse_args()
    rows = scored(args.model, args.show, args.half)
    lines = table(rows)
    steady = {band: _lowest_steady(lines, target) for band, target in TARGETS.items()}
    if args.json:
        print(json.dumps({"claims": len(rows), "bars": lines, "lowest_steady_bar": steady}))
        return 0
    trues = sum(ok for ok, _ in rows)
    print(
        f"one-claim answers: {len(rows)} ({trues} true, {len(rows) - trues} false); {args.model}; {args.half or 'all'}"
    )
    print("bar     true SUPPORTED  false SUPPORTED  precision")
    for r in lines:
        shown = "-" if r["precision"] is None else f"{r['precision']:.3f}"
        print(f"{r['bar']:<7} {r['true']:>14} {r['false']:>16}  {shown}")
    for band, target in TARGETS.items():
        print(f"{band}: lowest bar from which precision stays >= {target}: {steady[band]}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
