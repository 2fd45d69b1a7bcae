"""How often each reading of who did what (`said_otherwise`'s checks) fires, and on true or false claims.

`engine/detectors/_structure.said_otherwise` holds the readings that keep lexical support from a sentence that has
the claim's words but puts them together otherwise ("Keating joined Torquay" against "Anderson joined Torquay
…"). They are not registered rules with ids, so `saife bench` cannot count them; this script wraps each one and
runs, offline and without the verifier (these readings decide grounding, not the model):

- `benchmarks/rewrites.jsonl` (our development set; an answer's label is its claims' label: most are one claim),
- the paraphrase set (a planted item's claim holding the wrong words is false, every other claim true),
- the shared dev files (claims of faithful items are true; those of hallucinated items are counted as unknown).

A firing is counted where the reading returns a difference and `said_otherwise` reached it (the first reading
that fires decides). Precision = firings on false claims / firings on claims of known label. A firing is not a
verdict: it keeps that one sentence from supporting the claim. What removing a reading does to the outcomes is
measured by running the benchmarks with it removed (RESULTS.md).

    python3 -m uv run python benchmarks/reading_precision.py [--data ../shared/data]
"""

from __future__ import annotations

import argparse
import asyncio
import collections
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import engine.detectors._structure as structure
from engine import Config, verify
from engine.bench import load_data_dir, run_items

HERE = Path(__file__).resolve().parent
OFFLINE = Config(offline=True, db_path="", verifier=False)
Gold = bool | None | Callable[[str], bool]

_gold: list[Gold] = [None]
_tally: dict[str, collections.Counter[bool | None]] = collections.defaultdict(collections.Counter)


def readings() -> list[str]:
    """The names `said_otherwise` calls, as imported into its module (the guard `has_respectively` excluded)."""
    return sorted(
        name
        for name, value in vars(structure).items()
        if callable(value)
        and getattr(value, "__module__", "").startswith("engine.detectors._")
        and name not in ("said_otherwise", "has_respectively")
    )


def _wrap(name: str, reading: Callable[..., Any]) -> Callable[..., Any]:
    def counted(claim: str, sentence: str) -> Any:
        found = reading(claim, sentence)
        if found:
            gold = _gold[0]
            _tally[name][gold(claim) if callable(gold) else gold] += 1
        return found

    return counted


def _rewrites() -> None:
    for line in (HERE / "rewrites.jsonl").read_text(encoding="utf-8").splitlines():
        if line.strip():
            item = json.loads(line)
            _gold[0] = not item["true"]
            verify(item["answer"], item["sources"], question=item.get("question"), config=OFFLINE)


def _paraphrase() -> None:
    for line in (HERE / "paraphrase" / "answers.jsonl").read_text(encoding="utf-8").splitlines():
        item = json.loads(line)
        wrong = (item.get("error") or {}).get("wrong")
        bad = [c["text"] for c in item["claims"] if c["label"] != "supported"]

        def false_claim(claim: str, wrong: str | None = wrong, bad: list[str] = bad) -> bool:
            return bool(wrong and wrong in claim) or any(claim in b or b in claim for b in bad)

        _gold[0] = false_claim
        verify(item["answer"], item["sources"], question=item.get("question"), config=OFFLINE)


def _shared(data: Path) -> None:
    for items in load_data_dir(data).values():
        for item in items:
            _gold[0] = None if item.hallucinated else False
            asyncio.run(run_items([item], OFFLINE))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", type=Path, default=HERE.parent.parent / "shared" / "data")
    args = parser.parse_args()
    names = readings()
    for name in names:
        setattr(structure, name, _wrap(name, getattr(structure, name)))
    _rewrites()
    _paraphrase()
    if args.data.is_dir():
        _shared(args.data)
    print(f"{'reading':34} {'on false':>8} {'on true':>8} {'unknown':>8}  precision")
    for name in names:
        count = _tally[name]
        right, wrong, unknown = count[True], count[False], count[None]
        precision = f"{right / (right + wrong):.2f}" if right + wrong else "-"
        print(f"{name:34} {right:8} {wrong:8} {unknown:8}  {precision}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
