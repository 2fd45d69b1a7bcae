"""What each who-did-what reading pays: on labelled claims, how often it kept a claim from support, true or false.

`detectors._structure.said_otherwise` holds a claim to the way a source sentence puts its words together (who did
what, with which figure, when); grounding applies it to the sentence that covers a claim best, and the verifier
and the consistency detector to the window or quote they read (`quote_rules.off_topic`). Each of its readings is
one `if` in that chain. This script runs the labelled sets offline (verifier on) and counts, per reading, the
claims it fired on, by their label: a firing on a false claim is a lie it kept from support, one on a true claim
a true claim it cost. A reading that fires on no false claim of any set pays nothing here.

Sets: the hand-written rewrites (one label per answer), and the gold claims of the paraphrase set and the blind
sets (by overlap in the answer). Decisions are read on the development part (rewrites, paraphrase items 1-40,
odd items of the blind sets); the rest (paraphrase 41-160, even items) is printed apart, measured only.

    python3 -m uv run python benchmarks/structure_firings.py [--limit N] [--json]
"""

from __future__ import annotations

import argparse
import ast
import json
import sys
import threading
from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from typing import Any

from paraphrase.spans import gold_span, most_overlapping

HERE = Path(__file__).resolve().parent
BLIND = ("paraphrase", "blind2", "blind3", "blind4", "blind5")


def readings(module: Any) -> list[str]:
    """The functions `said_otherwise` calls in its chain, in order (read from its source: each `if x := f(...)`)."""
    tree = ast.parse(Path(module.__file__).read_text(encoding="utf-8"))
    chain = next(n for n in tree.body if isinstance(n, ast.FunctionDef) and n.name == "said_otherwise")
    names: list[str] = []
    for node in ast.walk(chain):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id not in names:
            names.append(node.func.id)
    return names


class Tracer:
    """While entered, wraps each reading of the chain (and the chain where grounding and the quote rules call it);
    within one `said_otherwise` call the first reading that answers decides. Leaving restores every module."""

    def __init__(self) -> None:
        self.fired: list[tuple[str, str]] = []
        """(reading, claim text) of every decision since the last `take`."""
        self._local = threading.local()
        self._saved: list[tuple[Any, str, Any]] = []

    def __enter__(self) -> Tracer:
        from engine.detectors import _structure, grounding, quote_rules

        for name in readings(_structure):
            self._swap(_structure, name, self._wrap(name, getattr(_structure, name)))
        chain = _structure.said_otherwise

        def traced(claim: str, sentence: str) -> str | None:
            stack = self._stack()
            stack.append(None)
            try:
                result = chain(claim, sentence)
            finally:
                decided = stack.pop()
            if result is not None and decided is not None:
                self.fired.append((decided, claim))
            return result

        self._swap(grounding, "said_otherwise", traced)
        self._swap(quote_rules, "said_otherwise", traced)
        return self

    def __exit__(self, *exc: object) -> None:
        for module, name, original in reversed(self._saved):
            setattr(module, name, original)
        self._saved.clear()

    def _swap(self, module: Any, name: str, replacement: Any) -> None:
        self._saved.append((module, name, getattr(module, name)))
        setattr(module, name, replacement)

    def _wrap(self, name: str, function: Callable[..., Any]) -> Callable[..., Any]:
        def wrapped(*args: Any, **kwargs: Any) -> Any:
            result = function(*args, **kwargs)
            stack = self._stack()
            if result and stack and stack[-1] is None and name != "has_respectively":
                stack[-1] = name
            return result

        return wrapped

    def _stack(self) -> list[str | None]:
        if not hasattr(self._local, "stack"):
            self._local.stack = []
        return self._local.stack  # type: ignore[no-any-return]

    def take(self) -> list[tuple[str, str]]:
        fired, self.fired = self.fired, []
        return fired


Item = tuple[str, bool, dict[str, Any], Callable[[dict[str, Any]], "bool | None"]]
"""(part, development?, item, label_of(report claim) → True / False / None when the gold does not cover it)."""


def labelled(limit: int | None) -> Iterator[Item]:
    """Every labelled item of the sets (`Item`)."""
    rows = [json.loads(line) for line in (HERE / "rewrites.jsonl").read_text(encoding="utf-8").splitlines() if line]
    for row in rows[:limit]:
        yield (
            "rewrites",
            True,
            {"answer": row["answer"], "sources": row["sources"], "question": row.get("question")},
            (lambda claim, truth=bool(row["true"]): truth),
        )
    for name in BLIND:
        path = HERE / name / "answers.jsonl"
        items = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
        for item in items[:limit]:
            number = int(item["id"].rsplit("-", 1)[1])
            development = number <= 40 if name == "paraphrase" else number % 2 == 1
            yield name, development, item, _gold_label(item)


def _gold_label(item: dict[str, Any]) -> Callable[[dict[str, Any]], bool | None]:
    spans = []
    for gold in item["claims"]:
        if (span := gold_span(item["answer"], gold["text"])) is not None:
            spans.append((span, gold["label"] == "supported"))

    def label(claim: dict[str, Any]) -> bool | None:
        best = most_overlapping((claim["start"], claim["end"]), spans, lambda pair: pair[0])
        return None if best is None else best[1]

    return label


def claim_of(text: str, claims: list[dict[str, Any]]) -> dict[str, Any] | None:
    """The report claim a traced text stands for: the same text, or one the text holds or is held by (a name put in
    for a pronoun, a table cell)."""
    same = next((c for c in claims if c["text"] == text), None)
    return same or next((c for c in claims if c["text"] in text or text in c["text"]), None)


def count(items: Iterable[Item]) -> dict[str, Counter[str]]:
    """Per reading, the claims it decided, by "dev true", "dev false", "held …" and "<part> true|false": each
    claim once per reading, however many windows it was read against."""
    from engine import Config, verify

    config = Config(offline=True, db_path="")
    counts: dict[str, Counter[str]] = {}
    with Tracer() as tracer:
        for part, development, item, label_of in items:
            report = json.loads(verify(item["answer"], sources=item["sources"], question=item.get("question"),
                                       config=config).to_json())  # fmt: skip
            seen: set[tuple[str, str]] = set()
            for reading, text in tracer.take():
                claim = claim_of(text, report["claims"])
                truth = label_of(claim) if claim else None
                if claim is None or truth is None or (reading, claim["id"]) in seen:
                    continue
                seen.add((reading, claim["id"]))
                said = "true" if truth else "false"
                counts.setdefault(reading, Counter())[f"{'dev' if development else 'held'} {said}"] += 1
                counts[reading][f"{part} {said}"] += 1
    return counts


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--limit", type=int, default=None, help="first N items of each set")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    counts = count(labelled(args.limit))
    if args.json:
        print(json.dumps({name: dict(counter) for name, counter in counts.items()}, indent=1))
        return 0
    from engine.detectors import _structure

    print(f"{'reading':38} {'dev false':>9} {'dev true':>9} {'held false':>10} {'held true':>9}")
    for name in readings(_structure):
        c = counts.get(name, Counter())
        print(f"{name:38} {c['dev false']:>9} {c['dev true']:>9} {c['held false']:>10} {c['held true']:>9}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
