"""Where `mostly_unconfirmed` draws its line, and what the line is worth on items it was not chosen on.

The rule calls an answer hallucinated when at least a given share of its claims is left unconfirmed (and whenever
the `contradicted` rule would). Its cut was chosen on the FaithBench dev items, so the figure the bench prints for
them is an in-sample figure, as the tuned fuzzy baseline's is. This script prints the balanced accuracy of every
candidate cut, then a grouped cross-validation: the items are split into folds by source passage (so no passage
is in both halves), the cut is picked on the other folds from the same candidates, and the pooled out-of-fold
predictions are scored; the fuzzy baseline gets the same treatment, its threshold tuned on the other folds. Five
fixed shuffles of the passages are shown, since one split of two dozen passages is noisy.

    uv run python benchmarks/rule_cut.py [--data ../shared/data] [--dataset faithbench] [--folds 5]
"""

from __future__ import annotations

import argparse
import asyncio
import random
import sys
from collections.abc import Callable, Sequence
from fractions import Fraction
from pathlib import Path

from engine import Config
from engine.bench import BenchItem, Confusion, DataError, ItemOutcome, load_data_dir, run_items
from engine.bench.baselines import fuzzy_score, tune_threshold
from engine.bench.rules import MOSTLY, unconfirmed_at

CUTS = (Fraction(1, 2), Fraction(2, 3), Fraction(3, 4), Fraction(4, 5), Fraction(1))
SEEDS = range(5)
OFFLINE = Config(offline=True, db_path="")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", type=Path, default=Path(__file__).resolve().parents[1] / ".." / "shared" / "data")
    parser.add_argument("--dataset", default="faithbench")
    parser.add_argument("--folds", type=int, default=5)
    args = parser.parse_args(argv)
    try:
        items = load_data_dir(args.data, [args.dataset])[args.dataset]
    except DataError:
        items = []
    if not items:
        print(f"nothing to measure: no {args.dataset} items in {args.data}", file=sys.stderr)
        return 2
    outcomes = asyncio.run(run_items(items, OFFLINE))
    truth = [item.hallucinated for item in items]
    print(f"{args.dataset}: {len(items)} items ({sum(truth)} hallucinated) from {len(_passages(items))} passages")
    print(f"cut (at least this share of claims unconfirmed), balanced accuracy; the rule uses {_frac(MOSTLY)}:")
    for cut in CUTS:
        print(f"  {_frac(cut):>4}  {_ba(truth, [unconfirmed_at(cut)(o) for o in outcomes]):.3f}")
    fuzzy = [fuzzy_score(item) for item in items]
    print(f"grouped {args.folds}-fold cross-validation (cut or threshold picked on the other folds):")
    for seed in SEEDS:
        folds = _folds(items, args.folds, seed)
        rule, picked = _cross_validated(truth, folds, lambda train: _best_cut(truth, outcomes, train), outcomes)
        baseline = _cross_validated_fuzzy(truth, folds, fuzzy)
        cuts = ", ".join(_frac(c) for c in picked)
        print(f"  shuffle {seed}: rule {rule:.3f} (cuts {cuts}) · tuned fuzzy baseline {baseline:.3f}")
    return 0


def _passages(items: Sequence[BenchItem]) -> dict[tuple[str, ...], list[int]]:
    groups: dict[tuple[str, ...], list[int]] = {}
    for index, item in enumerate(items):
        groups.setdefault(item.sources or (item.id,), []).append(index)
    return groups


def _folds(items: Sequence[BenchItem], k: int, seed: int) -> list[int]:
    """The fold of every item: passages shuffled with a fixed seed, then dealt round the folds."""
    groups = sorted(_passages(items).values())
    random.Random(seed).shuffle(groups)
    fold = [0] * len(items)
    for position, members in enumerate(groups):
        for index in members:
            fold[index] = position % max(1, min(k, len(groups)))
    return fold


def _best_cut(truth: Sequence[bool], outcomes: Sequence[ItemOutcome], train: Sequence[int]) -> Fraction:
    """The candidate cut with the best balanced accuracy on the training items; ties go to the lowest cut."""

    def score(cut: Fraction) -> float:
        decide = unconfirmed_at(cut)
        return _ba([truth[i] for i in train], [decide(outcomes[i]) for i in train])

    return max(CUTS, key=lambda cut: (score(cut), -cut))


def _cross_validated(
    truth: Sequence[bool],
    folds: Sequence[int],
    pick: Callable[[list[int]], Fraction],
    outcomes: Sequence[ItemOutcome],
) -> tuple[float, list[Fraction]]:
    predicted = [False] * len(truth)
    picked = []
    for fold in sorted(set(folds)):
        cut = pick([i for i, f in enumerate(folds) if f != fold])
        picked.append(cut)
        for i, f in enumerate(folds):
            if f == fold:
                predicted[i] = unconfirmed_at(cut)(outcomes[i])
    return _ba(truth, predicted), picked


def _cross_validated_fuzzy(truth: Sequence[bool], folds: Sequence[int], scores: Sequence[float]) -> float:
    predicted = [False] * len(truth)
    for fold in sorted(set(folds)):
        train = [i for i, f in enumerate(folds) if f != fold]
        threshold, _ = tune_threshold([scores[i] for i in train], [truth[i] for i in train])
        for i, f in enumerate(folds):
            if f == fold:
                predicted[i] = scores[i] < threshold
    return _ba(truth, predicted)


def _ba(truth: Sequence[bool], predicted: Sequence[bool]) -> float:
    return Confusion.of(list(truth), list(predicted)).balanced_accuracy or 0.0


def _frac(cut: Fraction) -> str:
    return "all" if cut == 1 else f"{cut.numerator}/{cut.denominator}"


if __name__ == "__main__":
    sys.exit(main())
