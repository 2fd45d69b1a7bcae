"""Source sentences quoted back with one planted change: how often offline checking lets the change through.

The planted corpus plants errors in passages written for it; this probe plants them in real text. For every item
with sources in the shared data files, up to `--per-item` sentences of its first source (40 to 300 characters,
fixed seed) are changed in one way each and checked against the item's sources:

- **figure**: one figure written in digits is moved (+1 to +10, or +100 to +1,000 for larger ones);
- **negation**: "not" is put after the first "is", "was", "are", "were", "has", "had", "will" or "can";
- **name**: a name of the sentence is replaced by another name from the same sources;
- **word**: a lower-case word of six letters or more is replaced by another such word of the same sources that the
  sentence does not use ("was opened to passengers" → "was closed to passengers", or nonsense);
- **added**: such a word is put before one of the sentence's words ("the new line" → "the new electrified line");
- **opposite**: the first word of the sentence that has an opposite in the engine's table becomes that opposite
  ("rose" → "fell"; the table is the engine's own, so this measures the reading, not the table);
- **unhedged**: the sentence's first hedge ("may", "allegedly", "possibly") is taken out;
- **exchange**: two names of the sentence trade places ("Arsenal beat Chelsea" → "Chelsea beat Arsenal"; in a list,
  "Saka and Havertz", that changes nothing, so read those misses);
- **figures**: the sentence's first two figures written in digits trade places ("120 employees in 2019 and 450 in
  2023" → "450 employees in 2019 and 120 in 2023"; between two years of a range that only reorders it).

A changed sentence that ends VERIFIED with no edit is a miss (false support). One that ends VERIFIED after an edit
was caught and corrected. Everything else was flagged. Some changes are true by chance (a figure moved to one the
source also gives for that thing, a name swapped for an alias), so read the misses it prints.

    uv run python benchmarks/mutated_quotes.py [--data ../shared/data] [--per-item 3]
"""

from __future__ import annotations

import argparse
import random
import re
import sys
from collections import Counter
from pathlib import Path

from engine import Config, verify
from engine.bench.probes import quotable_sentences
from engine.detectors._substitutions import OPPOSITE_OF
from engine.detectors.names import find_names
from engine.hedges import hedges

SEED = 11
OFFLINE = Config(offline=True, db_path="")
_FIGURE = re.compile(r"(?<![\w.,])\d{1,3}(?:,\d{3})+(?![\d,])|(?<![\w.,])\d+(?![\w,.]\d)")
_VERB = re.compile(r"\b(?:is|was|are|were|has|had|will|can)\b")
_ANY_WORD = re.compile(r"(?<![\w'’-])[a-z]+(?![\w'’-])")
_LONG_WORD = re.compile(r"(?<![\w'’-])[a-z]{6,}(?![\w'’-])")


def mutations(sentence: str, names: list[str], words: list[str], rng: random.Random) -> list[tuple[str, str]]:
    """(kind, changed sentence) for each change that applies to the sentence."""
    changed = []
    if figures := _FIGURE.findall(sentence):
        figure = rng.choice(figures)
        value = int(figure.replace(",", ""))
        moved = value + rng.choice([1, 2, 3, 7, 10]) if value < 1000 else value + rng.choice([100, 250, 1000])
        changed.append(("figure", sentence.replace(figure, f"{moved:,}" if "," in figure else str(moved), 1)))
    if verb := _VERB.search(sentence):
        changed.append(("negation", f"{sentence[: verb.end()]} not{sentence[verb.end() :]}"))
    own = [n for n in find_names(sentence) if n in sentence]
    others = [n for n in names if n not in sentence and not any(part in sentence for part in n.split())]
    if own and others:
        changed.append(("name", sentence.replace(rng.choice(own), rng.choice(others), 1)))
    if opposite := next((m for m in _ANY_WORD.finditer(sentence) if m.group() in OPPOSITE_OF), None):
        into = sorted(OPPOSITE_OF[opposite.group()])[0]
        changed.append(("opposite", f"{sentence[: opposite.start()]}{into}{sentence[opposite.end() :]}"))
    if found := [word for _, word in hedges(sentence) if " " not in word]:
        changed.append(("unhedged", re.sub(rf"\b{re.escape(found[0])}\s+", "", sentence, count=1)))
    # Generators of their own, so adding these changes left the first three as they were drawn before.
    pair = sorted({n for n in own if sum(n in m for m in own) == 1})[:2]  # no name inside another ("Camu Tao", "Tao")
    if len(pair) == 2 and sentence.count(pair[0]) == sentence.count(pair[1]) == 1:
        first, second = sorted(pair, key=sentence.index)
        head, rest = sentence.split(first, 1)
        changed.append(("exchange", head + second + rest.replace(second, first, 1)))
    distinct = list(dict.fromkeys(_FIGURE.findall(sentence)))
    if len(distinct) >= 2 and all(sentence.count(f) == 1 for f in distinct[:2]):
        first, second = sorted(distinct[:2], key=sentence.index)
        head, rest = sentence.split(first, 1)
        changed.append(("figures", head + second + rest.replace(second, first, 1)))
    word_rng = random.Random(f"{SEED}:{sentence}")
    present = set(_LONG_WORD.findall(sentence))
    if present and (unused := [w for w in words if w not in present]):
        word = word_rng.choice(sorted(present))
        at = next(m for m in _LONG_WORD.finditer(sentence) if m.group() == word)
        changed.append(("word", f"{sentence[: at.start()]}{word_rng.choice(unused)}{sentence[at.end() :]}"))
        changed.append(("added", f"{sentence[: at.start()]}{word_rng.choice(unused)} {sentence[at.start() :]}"))
    return changed


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", type=Path, default=Path(__file__).resolve().parents[1] / ".." / "shared" / "data")
    parser.add_argument("--per-item", type=int, default=3)
    args = parser.parse_args(argv)
    rng = random.Random(SEED)
    outcomes: Counter[tuple[str, str]] = Counter()
    misses: list[str] = []
    names_of: dict[str, list[str]] = {}
    words_of: dict[str, list[str]] = {}
    for _, record, sentence in quotable_sentences(args.data, args.per_item, rng):
        if record["id"] not in names_of:
            names_of[record["id"]] = sorted({n for source in record["sources"] for n in find_names(source)})
            words_of[record["id"]] = sorted({w for source in record["sources"] for w in _LONG_WORD.findall(source)})
        for kind, text in mutations(sentence, names_of[record["id"]], words_of[record["id"]], rng):
            report = verify(text, record["sources"], config=OFFLINE)
            verified = report.status is not None and report.status.value == "VERIFIED"
            outcome = "missed" if verified and not report.edits else "corrected" if verified else "flagged"
            outcomes[(kind, outcome)] += 1
            if outcome == "missed":
                misses.append(f"  {kind:8s} {record['id']}: {text[:110]!r}")
    if not outcomes:
        print(f"no items with sources in {args.data}: nothing to measure", file=sys.stderr)
        return 2
    for kind in ("figure", "negation", "name", "word", "added", "opposite", "unhedged", "exchange", "figures"):
        total = sum(n for (k, _), n in outcomes.items() if k == kind)
        if total:
            missed, corrected = outcomes[(kind, "missed")], outcomes[(kind, "corrected")]
            print(
                f"{kind:8s} {total:4d} changed sentences: missed (VERIFIED, no edit) {missed} ({missed / total:.1%}), "
                f"corrected {corrected}, flagged {total - missed - corrected}"
            )
    print("\n".join(misses))
    return 0


if __name__ == "__main__":
    sys.exit(main())
