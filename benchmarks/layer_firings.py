"""How often each reading of the pattern layer fires on the labelled sets: for every function of the layer
(`layer_size.layer_files`), how many times it was called and how many times it returned something true.

A reading that is called but never returns true on any labelled set pays nothing there: it is a candidate to cut,
unless a test of its own asks for it (delete it and run the suite) or it guards a path no set exercises (a policy
pack, a table, a Python API). The sets are read offline, with and without the verifier: our own answer sets
(paraphrase, blind2 … blind5), the one-claim rewrites and the summaries set; the shared dev files with
`--shared`.
A judge's path is not run here (it needs a scripted server: `tests/judges`), so a reading only the judge path uses
shows as called 0 times, not as never true.

    python3 -m uv run python benchmarks/layer_firings.py [--limit N] [--shared] [--json]
"""

from __future__ import annotations

import argparse
import inspect
import json
import sys
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from types import FrameType
from typing import Any

from layer_size import ROOT, layer_files

HERE = Path(__file__).resolve().parent
SETS = ("paraphrase/answers.jsonl", "blind2/answers.jsonl", "blind3/answers.jsonl", "blind4/answers.jsonl",
        "blind5/answers.jsonl", "rewrites.jsonl", "summaries.jsonl")  # fmt: skip
SHARED = HERE.parent.parent / "shared" / "data"


class Firings:
    """Calls and true returns per function of the layer, counted by a profile hook (a generator's every yield is a
    return to the hook: one that yields anything is counted as true)."""

    def __init__(self, files: list[Path]) -> None:
        self._files = {str(path) for path in files}
        self.calls: Counter[str] = Counter()
        self.true: Counter[str] = Counter()

    def hook(self, frame: FrameType, event: str, arg: Any) -> None:
        if event != "return" or frame.f_code.co_filename not in self._files:
            return
        name = frame.f_code.co_qualname
        if not frame.f_code.co_flags & inspect.CO_NEWLOCALS or "<" in name or name.endswith("__init__"):
            return  # module and class bodies, comprehensions, lambdas, constructors: not readings
        key = f"{Path(frame.f_code.co_filename).relative_to(ROOT.parent)}:{name}"
        self.calls[key] += 1
        if arg:
            self.true[key] += 1

    def never_true(self) -> list[str]:
        return sorted(key for key in self.calls if not self.true[key])


def items(limit: int | None, shared: bool) -> Iterator[tuple[str, list[str], str | None]]:
    """(answer, sources, question) of every item of the sets."""
    paths = [HERE / name for name in SETS]
    if shared and SHARED.is_dir():
        paths += sorted(SHARED.glob("*_dev.jsonl"))
    for path in paths:
        rows = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
        for row in rows[:limit]:
            answer = row.get("answer") or row.get("response") or ""
            sources = row.get("sources") or []
            if answer and isinstance(sources, list):
                yield answer, [str(s) for s in sources], row.get("question")


def count(limit: int | None = None, shared: bool = False) -> Firings:
    from engine import verify
    from engine.config import Config

    firings = Firings(layer_files())
    configs = [Config(offline=True, db_path="", verifier=on) for on in (False, True)]
    sys.setprofile(firings.hook)
    try:
        for answer, sources, question in items(limit, shared):
            for config in configs:
                verify(answer, sources=sources, question=question, config=config)
    finally:
        sys.setprofile(None)
    return firings


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--limit", type=int, help="only the first N items of each set (a quick look)")
    parser.add_argument("--shared", action="store_true", help="also the shared dev files")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    firings = count(args.limit, args.shared)
    never = firings.never_true()
    if args.json:
        print(json.dumps({"calls": firings.calls, "true": firings.true, "never_true": never}))
        return 0
    print(f"{len(firings.calls)} readings called; {len(never)} never returned true")
    print(f"{'calls':>8} {'true':>7}  reading")
    for key, calls in sorted(firings.calls.items(), key=lambda kv: (firings.true[kv[0]], kv[0])):
        print(f"{calls:>8} {firings.true[key]:>7}  {key}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
