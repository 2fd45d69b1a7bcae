#!/usr/bin/env python3
"""Assemble answers.jsonl from the hand-written batch files in batches/ (standard library only).

Each batches/bNN.py defines ITEMS, a list of dicts with short keys:
  d: domain, q: question or None, s: [sources], a: answer,
  e: None (faithful) or (kind, wrong, right),
  c: [(claim text, "S"|"C"|"U", quote or None, source index or None), ...]
Ids are assigned in file order: pp-001, pp-002, ...
"""
import importlib.util
import json
from pathlib import Path

HERE = Path(__file__).parent
LAB = {"S": "supported", "C": "contradicted", "U": "unsupported"}


def main():
    out = []
    for f in sorted((HERE / "batches").glob("b*.py")):
        spec = importlib.util.spec_from_file_location(f.stem, f)
        mod = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(mod)
        for it in mod.ITEMS:
            e = it["e"]
            out.append({
                "id": f"pp-{len(out) + 1:03d}",
                "domain": it["d"],
                "question": it["q"],
                "sources": it["s"],
                "answer": it["a"],
                "label": "faithful" if e is None else "planted",
                "error": None if e is None else {"kind": e[0], "wrong": e[1], "right": e[2]},
                "claims": [{"text": t, "label": LAB[l], "quote": q, "source": s} for t, l, q, s in it["c"]],
            })
    with open(HERE / "answers.jsonl", "w", encoding="utf-8") as fh:
        for o in out:
            fh.write(json.dumps(o, ensure_ascii=False) + "\n")
    print(f"wrote {len(out)} items")


if __name__ == "__main__":
    main()
