"""Quality figures of the no-key path on the paraphrase evaluation set (benchmarks/paraphrase/answers.jsonl), with
and without the embedded verifier, side by side.

The set was written blind and is evaluation data only: nothing (no threshold, no rule) is tuned on it. Each run is
offline (no key, no network). Engine claims are mapped to gold claims by character overlap in the answer: a gold
claim takes the verdict of the engine claim that overlaps it most (for a planted error, the engine claim that
overlaps the wrong text `error.wrong` most, when the gold gives it).

"True claims rewritten" counts claims whose words an edit changed (corrected, hedged in words, removed); "marked
unconfirmed" counts claims left as written with "[unconfirmed]" after their sentence (the default `hedging`,
"disclose"). `--strict-hedging` measures the older policy, which hedges every unconfirmed claim in words.

    python3 -m uv run python benchmarks/paraphrase_figures.py [--limit N] [--json] [--strict-hedging]
"""

from __future__ import annotations

import argparse
import json
import time
from dataclasses import dataclass, field
from pathlib import Path

from paraphrase.spans import Span, gold_span, most_overlapping

DATA = Path(__file__).resolve().parent / "paraphrase" / "answers.jsonl"
TARGETS = {
    "true_supported_pct": (">=", 40.0),
    "true_supported_or_likely_pct": (">=", 75.0),
    "faithful_verified_pct": (">=", 30.0),
    "true_rewritten_pct": ("<=", 10.0),
    "true_marked_pct": ("<=", 100.0),
    "planted_supported_pct": ("<=", 3.0),
    "planted_contradicted_pct": (">=", 50.0),
    "true_contradicted": ("<=", 0),
    "planted_likely_pct": ("<=", 100.0),
    "planted_plain_pct": ("<=", 100.0),
}
LABELS = {
    "true_supported_pct": "true claims SUPPORTED %",
    "true_supported_or_likely_pct": "true claims SUPPORTED or LIKELY %",
    "faithful_verified_pct": "faithful answers VERIFIED %",
    "true_rewritten_pct": "true claims rewritten %",
    "true_marked_pct": "true claims marked unconfirmed %",
    "planted_supported_pct": "planted errors SUPPORTED %",
    "planted_contradicted_pct": "planted errors CONTRADICTED %",
    "true_contradicted": "true claims CONTRADICTED (count)",
    "planted_likely_pct": "planted errors LIKELY % (no target)",
    "planted_plain_pct": "planted errors left as written, unmarked % (no target)",
}


@dataclass
class Tally:
    true: int = 0
    true_supported: int = 0
    true_likely: int = 0
    true_contradicted: int = 0
    true_rewritten: int = 0
    true_marked: int = 0
    planted: int = 0
    planted_supported: int = 0
    planted_contradicted: int = 0
    planted_likely: int = 0
    planted_plain: int = 0
    """Planted errors left in the final answer as written, with no edit and no marker: what a reader takes as is."""
    faithful: int = 0
    faithful_verified: int = 0
    seconds: float = 0.0
    verifier_decided: dict[str, int] = field(default_factory=dict)
    planted_by_kind: dict[str, dict[str, int]] = field(default_factory=dict)
    """Planted errors by the kind the set gives them (number_swap, negation, …): how many, and each verdict."""

    def figures(self) -> dict[str, float]:
        pct = lambda n, d: round(100 * n / d, 1) if d else 0.0  # noqa: E731
        return {
            "true_supported_pct": pct(self.true_supported, self.true),
            "true_supported_or_likely_pct": pct(self.true_supported + self.true_likely, self.true),
            "faithful_verified_pct": pct(self.faithful_verified, self.faithful),
            "true_rewritten_pct": pct(self.true_rewritten, self.true),
            "true_marked_pct": pct(self.true_marked, self.true),
            "planted_supported_pct": pct(self.planted_supported, self.planted),
            "planted_contradicted_pct": pct(self.planted_contradicted, self.planted),
            "true_contradicted": self.true_contradicted,
            "planted_likely_pct": pct(self.planted_likely, self.planted),
            "planted_plain_pct": pct(self.planted_plain, self.planted),
        }


def _best(span: Span, claims: list[dict]) -> dict | None:
    """The engine claim (report JSON) sharing the most characters with the span."""
    return most_overlapping(span, claims, lambda claim: (claim["start"], claim["end"]))


def engine_claim(item: dict, gold: dict, claims: list[dict]) -> dict | None:
    """The engine claim (report JSON) a gold claim takes its verdict from: the one overlapping it most, or for a
    planted error the one overlapping its wrong words most (`error.wrong`, when the gold gives it); None when the
    gold claim is not in the answer or no engine claim overlaps it."""
    span = gold_span(item["answer"], gold["text"])
    if span is None or gold["label"] == "supported":
        return _best(span, claims) if span else None
    wrong = (item.get("error") or {}).get("wrong") or ""
    return _best((gold_span(item["answer"], wrong, span[0]) if wrong else None) or span, claims)


def score_item(item: dict, report: dict, tally: Tally) -> None:
    answer = item["answer"]
    claims = report["claims"]
    # Rewritten: the claim's words were changed (corrected, hedged in words, removed). A disclosure leaves the words
    # and puts a marker after the sentence: counted apart, by the claim's own flag, since claims of one sentence
    # share one marker (and one edit).
    rewritten = {e["claim_id"] for e in report["edits"] if e["kind"] in ("correct", "hedge", "remove")}
    if item["label"] == "faithful":
        tally.faithful += 1
        tally.faithful_verified += report["status"] == "VERIFIED"
    for gold in item["claims"]:
        if gold_span(answer, gold["text"]) is None:
            continue
        mapped = engine_claim(item, gold, claims)
        verdict = mapped["verdict"] if mapped else "UNVERIFIABLE"
        if gold["label"] == "supported":
            tally.true += 1
            tally.true_supported += verdict == "SUPPORTED"
            tally.true_likely += verdict == "LIKELY"
            tally.true_contradicted += verdict == "CONTRADICTED"
            tally.true_rewritten += bool(mapped and mapped["id"] in rewritten)
            tally.true_marked += bool(mapped and mapped.get("disclosed"))
            continue
        tally.planted += 1
        tally.planted_supported += verdict == "SUPPORTED"
        tally.planted_contradicted += verdict == "CONTRADICTED"
        tally.planted_likely += verdict == "LIKELY"
        touched = bool(mapped and (mapped["id"] in rewritten or mapped.get("disclosed")))
        tally.planted_plain += verdict != "CONTRADICTED" and not touched
        kind = tally.planted_by_kind.setdefault((item.get("error") or {}).get("kind") or "?", {"n": 0})
        kind["n"] += 1
        kind[verdict] = kind.get(verdict, 0) + 1


def run(items: list[dict], *, verifier: bool, hedging: str = "disclose") -> Tally:
    from engine import verify
    from engine.config import Config

    config = Config(offline=True, db_path="", verifier=verifier, hedging=hedging)
    tally = Tally()
    started = time.perf_counter()
    for item in items:
        report = json.loads(verify(item["answer"], sources=item["sources"], question=item["question"],
                                   config=config).to_json())  # fmt: skip
        score_item(item, report, tally)
        for key, value in (report["stats"].get("verifier") or {}).items():
            if key != "ms":
                tally.verifier_decided[key] = tally.verifier_decided.get(key, 0) + value
    tally.seconds = time.perf_counter() - started
    return tally


def _meets(value: float, target: tuple[str, float]) -> str:
    op, bar = target
    return "yes" if (value >= bar if op == ">=" else value <= bar) else "no"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--limit", type=int, default=None, help="only the first N items (a quick look)")
    parser.add_argument("--data", type=Path, default=DATA, help="a set in this schema (blind2/answers.jsonl, say)")
    parser.add_argument(
        "--half", choices=("dev", "test"), help="blind2's halves: odd-numbered items (dev) or even-numbered (test)"
    )
    parser.add_argument("--json", action="store_true")
    parser.add_argument(
        "--strict-hedging", action="store_true", help="hedge every unconfirmed claim in words (the old default)"
    )
    args = parser.parse_args()
    items = [json.loads(line) for line in args.data.read_text(encoding="utf-8").splitlines() if line.strip()]
    if args.half:
        items = [item for item in items if (int(item["id"].rsplit("-", 1)[1]) % 2 == 1) == (args.half == "dev")]
    items = items[: args.limit] if args.limit else items
    hedging = "strict" if args.strict_hedging else "disclose"
    without, with_ = run(items, verifier=False, hedging=hedging), run(items, verifier=True, hedging=hedging)
    if args.json:
        figures = {"without": without.figures(), "with": with_.figures(), "verifier_decided": with_.verifier_decided,
                   "planted_by_kind": with_.planted_by_kind}  # fmt: skip
        print(json.dumps({"items": len(items), "hedging": hedging, **figures}))
        return
    print(
        f"{args.data.parent.name}{' ' + args.half if args.half else ''}: {len(items)} items, {with_.true} true claims, {with_.planted} planted errors, offline, "
        f"hedging {hedging}"
    )
    print(f"{'figure':36} {'without':>9} {'with':>9}   target   met(with)")
    for key, label in LABELS.items():
        op, bar = TARGETS[key]
        a, b = without.figures()[key], with_.figures()[key]
        print(f"{label:36} {a:>9} {b:>9}   {op} {bar:<6} {_meets(b, TARGETS[key])}")
    print(f"{'seconds':36} {without.seconds:>9.1f} {with_.seconds:>9.1f}")
    print(f"verifier findings (with): {with_.verifier_decided}")
    print("planted errors by kind (with): kind  n  CONTRADICTED  SUPPORTED  LIKELY  UNVERIFIABLE")
    for kind, counts in sorted(with_.planted_by_kind.items()):
        verdicts = [counts.get(v, 0) for v in ("CONTRADICTED", "SUPPORTED", "LIKELY", "UNVERIFIABLE")]
        print(f"  {kind:24} {counts['n']:>3} " + " ".join(f"{n:>5}" for n in verdicts))


if __name__ == "__main__":
    main()
