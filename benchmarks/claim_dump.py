"""Every labelled claim of the answer sets with its gold label, the engine's verdict and every finding's reason.

The answer sets (the paraphrase set and blind2–5) are run offline; each gold claim takes the verdict of the engine
claim overlapping it most (`paraphrase_figures.engine_claim`). One JSON line per gold claim is written:

    {"set", "id", "readable", "label", "text", "verdict", "findings": [[detector, rule_id, verdict, reason], ...]}

`readable` says whether the item may be read item by item: the development halves (odd ids of blind2–5) and the
paraphrase set's items 1–40. The others are for counts only: `--summary` prints counts per set and half, and the
reasons of unreadable claims with their quoted words masked, so a count can be read without reading an item.

Two dumps compared claim by claim (`--compare A B`) print the claims whose verdict or reasons moved, readable ones
in full, the others as counts.

    python3 -m uv run python benchmarks/claim_dump.py --out /tmp/claims.jsonl [--no-verifier] [--jobs 2]
    python3 -m uv run python benchmarks/claim_dump.py --summary /tmp/claims.jsonl
    python3 -m uv run python benchmarks/claim_dump.py --compare /tmp/before.jsonl /tmp/after.jsonl
"""

from __future__ import annotations

import argparse
import json
import re
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

from paraphrase.spans import gold_span
from paraphrase_figures import engine_claim

HERE = Path(__file__).resolve().parent
SETS = ("paraphrase", "blind2", "blind3", "blind4", "blind5")
_QUOTED = re.compile(r"[“\"][^”\"]*[”\"]")


def readable(set_name: str, item_id: str) -> bool:
    number = int(item_id.rsplit("-", 1)[1])
    return number <= 40 if set_name == "paraphrase" else number % 2 == 1


def half(set_name: str, item_id: str) -> str:
    return "dev" if readable(set_name, item_id) else "test"


def _run_item(job: tuple[str, dict, bool]) -> list[dict]:
    from engine import verify
    from engine.config import Config

    set_name, item, verifier = job
    config = Config(offline=True, db_path="", verifier=verifier)
    report = json.loads(
        verify(item["answer"], sources=item["sources"], question=item["question"], config=config).to_json()
    )
    rows = []
    for gold in item["claims"]:
        if gold_span(item["answer"], gold["text"]) is None:
            continue
        claim = engine_claim(item, gold, report["claims"])
        findings = [
            [f["detector"], f.get("rule_id"), f["verdict"], f["reason"]] for f in (claim or {}).get("findings", [])
        ]
        rows.append({
            "set": set_name, "id": item["id"], "readable": readable(set_name, item["id"]), "label": gold["label"],
            "text": gold["text"], "verdict": claim["verdict"] if claim else "UNVERIFIABLE", "findings": findings,
        })  # fmt: skip
    return rows


def dump(out: Path, *, verifier: bool, jobs: int) -> None:
    work = []
    for set_name in SETS:
        for line in (HERE / set_name / "answers.jsonl").read_text(encoding="utf-8").splitlines():
            if line.strip():
                work.append((set_name, json.loads(line), verifier))
    with ProcessPoolExecutor(max_workers=jobs) as pool, out.open("w", encoding="utf-8") as handle:
        for rows in pool.map(_run_item, work, chunksize=4):
            for row in rows:
                handle.write(json.dumps(row, ensure_ascii=False) + "\n")


def load(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def _masked(reason: str) -> str:
    """A reason with its figures, quoted words and the names it gives unquoted ("does not name King John, which …")
    masked."""
    unnamed = re.sub(r"does not name [^,“]*,", "does not name …,", reason)
    return _QUOTED.sub("“…”", re.sub(r"\d[\d,.]*", "N", unnamed))


_HEADER = ("set", "half", "true", "S|L %", "S %", "C", "|", "planted", "C %", "S", "L")


def summary(rows: list[dict]) -> None:
    """Per set and half: true claims (SUPPORTED or LIKELY %, SUPPORTED %, CONTRADICTED) and planted errors
    (CONTRADICTED %, SUPPORTED, LIKELY); then what the verifier said of the true claims left unconfirmed, by the
    shape of its reason (figures and quoted words masked, so the test halves' counts can be read)."""
    groups: dict[tuple[str, str], Counter] = {}
    shapes: Counter = Counter()
    for row in rows:
        tally = groups.setdefault((row["set"], half(row["set"], row["id"])), Counter())
        tally[(row["label"] == "supported", row["verdict"])] += 1
        if row["label"] == "supported" and row["verdict"] not in ("SUPPORTED", "LIKELY"):
            said = [f[3] for f in row["findings"] if f[0] == "verifier"]
            shapes[(_masked(said[0])[:100] if said else "(no verifier finding)", half(row["set"], row["id"]))] += 1
    print("{:12} {:5} {:>5} {:>6} {:>5} {:>3} {} {:>7} {:>5} {:>3} {:>3}".format(*_HEADER))
    pct = lambda n, d: 100 * n / d if d else 0.0  # noqa: E731
    for (set_name, part), tally in sorted(groups.items()):
        true = sum(n for (is_true, _), n in tally.items() if is_true)
        planted = sum(n for (is_true, _), n in tally.items() if not is_true)
        s, lik = tally[(True, "SUPPORTED")], tally[(True, "LIKELY")]
        figures = (set_name, part, true, pct(s + lik, true), pct(s, true), tally[(True, "CONTRADICTED")], "|",
                   planted, pct(tally[(False, "CONTRADICTED")], planted), tally[(False, "SUPPORTED")],
                   tally[(False, "LIKELY")])  # fmt: skip
        print("{:12} {:5} {:>5} {:>6.1f} {:>5.1f} {:>3} {} {:>7} {:>5.1f} {:>3} {:>3}".format(*figures))
    print("\ntrue claims left unconfirmed, by the verifier's reason (dev, test):")
    for reason in sorted({r for r, _ in shapes}, key=lambda r: -(shapes[(r, "dev")] + shapes[(r, "test")]))[:15]:
        print(f"  {shapes[(reason, 'dev')]:>4} {shapes[(reason, 'test')]:>4}  {reason}")


def compare(before: list[dict], after: list[dict]) -> None:
    moved = Counter()
    for old, new in zip(before, after, strict=True):
        if (old["set"], old["id"], old["text"]) != (new["set"], new["id"], new["text"]):
            raise SystemExit("the two dumps do not list the same claims")
        if old["verdict"] == new["verdict"] and old["findings"] == new["findings"]:
            continue
        key = (old["label"] == "supported", old["verdict"], new["verdict"], half(old["set"], old["id"]))
        moved[key] += 1
        if old["readable"]:
            print(f"{old['id']} [{old['label']}] {old['verdict']} → {new['verdict']}: {old['text']}")
            for label, row in (("  before", old), ("  after ", new)):
                for finding in row["findings"]:
                    print(f"{label} {finding[0]}/{finding[1]} {finding[2]}: {finding[3]}")
    print("moved (true?, before, after, half): count")
    for key, count in sorted(moved.items()):
        print(f"  {key}: {count}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path)
    parser.add_argument("--no-verifier", action="store_true")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--summary", type=Path)
    parser.add_argument("--compare", type=Path, nargs=2)
    args = parser.parse_args()
    if args.out:
        dump(args.out, verifier=not args.no_verifier, jobs=args.jobs)
    if args.summary:
        summary(load(args.summary))
    if args.compare:
        compare(load(args.compare[0]), load(args.compare[1]))


if __name__ == "__main__":
    main()
