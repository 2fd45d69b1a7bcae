"""Training pairs from the development halves of our own blind answer sets (benchmarks/blind2-5, odd ids only).

The blind sets are chat-style answers written against their own sources by a writer who never saw the engine, and
every claim of an answer carries its label and the source quote the writer took it from: the register the NLI
files lack (paraphrase, pronouns, rounding, totals) with evidence marked by hand. Only the development halves (odd
ids) are used; the test halves (even ids), the paraphrase set and the rewrites' calibration half are never
trained on, so the figures measured there stay untouched.

For each claim the runtime's own retrieval (`candidate_windows`, as many windows as the detector reads) picks the
windows, and the pair is (window, claim):
- a supported claim: each window that holds the writer's quote is `entailment` (if none does, the sentences around
  the quote are used); the best-ranked window that does not touch the quote is `neutral` (a hard negative from the
  same sources: retrieval found it, but the writer's evidence is elsewhere);
- a contradicted claim: the windows that hold the quote are `contradiction`; an unsupported claim's best window
  is `neutral`;
- synthetic negatives from supported claims, each against the window that holds its quote, made with the recipes
  of `synth.py` applied to the claim (a name from the sources swapped in, a negation, an antonym, a figure
  changed): `contradiction`.

    python3 benchmarks/verifier/blind_pairs.py --out /root/verifier_work/realistic/blind_train.jsonl
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections import Counter
from pathlib import Path
from typing import Any

import synth

ROOT = Path(__file__).resolve().parents[2]
SETS = ("blind2", "blind3", "blind4", "blind5")
SEED = 13


def development_items() -> list[dict[str, Any]]:
    """Every odd-numbered answer of the blind sets (the development halves)."""
    rows = []
    for name in SETS:
        for line in (ROOT / "benchmarks" / name / "answers.jsonl").read_text(encoding="utf-8").splitlines():
            if line.strip():
                row = json.loads(line)
                if int(row["id"].rsplit("-", 1)[1]) % 2 == 1:
                    rows.append(row)
    return rows


def _quote_window(quote: str, sources: list[str], number: int) -> str | None:
    """The sentences of source `number` that hold `quote`, with one neighbour each side (the runtime's `widened`)."""
    from engine.verifier import Window, widened

    at = sources[number].find(quote)
    if at < 0:
        return None
    start, end = widened(Window(number, at, at + len(quote), quote, 0.0), sources)
    return sources[number][start:end]


def _negatives(claim: str, names: list[str], rng: random.Random) -> list[tuple[str, str]]:
    """(recipe, false claim) made from a true claim."""
    made = [
        synth.swap_name(claim, names, rng),
        synth.negate(claim, rng),
        synth.antonym(claim, rng),
        synth.swap_number(claim, rng),
    ]
    return [(m.recipe, m.claim) for m in made if m is not None and m.label == "contradiction"]


def pairs_of(row: dict[str, Any], windows: int, rng: random.Random) -> list[dict[str, str]]:
    from engine.verifier import candidate_windows

    sources = row["sources"]
    names = [s for source in sources for s in synth.split_sentences(source)]
    out: list[dict[str, str]] = []

    def add(premise: str, claim: str, label: str, recipe: str) -> None:
        out.append({"premise": premise, "hypothesis": claim, "label": label, "recipe": recipe, "file": row["id"]})

    for claim in row["claims"]:
        text, quote = claim["text"].strip(), (claim.get("quote") or "").strip()
        found = candidate_windows(text, sources, limit=windows)
        holding = [w.text for w in found if quote and quote in w.text]
        if claim["label"] == "unsupported":
            if found:
                add(found[0].text, text, "neutral", "blind_unsupported")
            continue
        if not holding and quote:
            around = _quote_window(quote, sources, claim["source"]) if claim.get("source") is not None else None
            holding = [around] if around else []
        label = "entailment" if claim["label"] == "supported" else "contradiction"
        for premise in holding:
            add(premise, text, label, f"blind_{claim['label']}")
        if claim["label"] != "supported" or not holding:
            continue
        elsewhere = [w.text for w in found if not _overlaps(w.text, quote)]
        if elsewhere:
            add(elsewhere[0], text, "neutral", "blind_elsewhere")
        for recipe, false_claim in _negatives(text, names, rng):
            add(holding[0], false_claim, "contradiction", f"blind_{recipe}")
    return out


def _overlaps(window: str, quote: str) -> bool:
    """The window holds a stretch of the quote (its first or last 30 characters)."""
    return bool(quote) and (quote[:30] in window or quote[-30:] in window)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--seed", type=int, default=SEED)
    args = parser.parse_args()
    sys.path.insert(0, str(ROOT))
    from engine.detectors.verifier_reads import WINDOWS_PER_CLAIM

    rng = random.Random(args.seed)
    rows = development_items()
    pairs = [p for row in rows for p in pairs_of(row, WINDOWS_PER_CLAIM, rng)]
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text("".join(json.dumps(p) + "\n" for p in pairs), encoding="utf-8")
    print(f"{len(rows)} development answers; {len(pairs)} pairs", dict(Counter(p["recipe"] for p in pairs)))
    print("labels", dict(Counter(p["label"] for p in pairs)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
