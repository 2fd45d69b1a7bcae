#!/usr/bin/env python3
"""Assemble answers.jsonl from items_a.py and items_b.py (standard library only).

Every domain has 8 items written in the order F, P, F, P, F, P, F, P. Items 1, 2, 5, 6 of each domain go to the
development half (odd ids) and items 3, 4, 7, 8 to the test half (even ids). Because the planted kinds rotate
across domains, this puts 2 items of every error kind and 2 faithful + 2 planted items of every domain into each
half. Each half is then shuffled with a fixed seed (retried until no label runs longer than 3 and no two
neighbouring items share a domain) and the halves are interleaved: dev -> b2-001, b2-003, ...; test -> b2-002, ...
"""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from items_a import ITEMS as A  # noqa: E402
from items_b import ITEMS as B  # noqa: E402


def ok(seq):
    run = 1
    for a, b in zip(seq, seq[1:]):
        if a["domain"] == b["domain"]:
            return False
        run = run + 1 if a["label"] == b["label"] else 1
        if run > 3:
            return False
    return True


def main():
    items = A + B
    by_domain = {}
    for it in items:
        by_domain.setdefault(it["domain"], []).append(it)
    dev, test = [], []
    for dom, lst in by_domain.items():
        assert len(lst) == 8, (dom, len(lst))
        for i, it in enumerate(lst):
            (dev if i in (0, 1, 4, 5) else test).append(it)
    seed = 20250
    while True:
        rng = random.Random(seed)
        d, t = dev[:], test[:]
        rng.shuffle(d)
        rng.shuffle(t)
        seq = [x for pair in zip(d, t) for x in pair]
        if ok(seq):
            break
        seed += 1
    with open(os.path.join(HERE, "answers.jsonl"), "w", encoding="utf-8") as f:
        for n, it in enumerate(seq, 1):
            row = {"id": "b2-%03d" % n}
            row.update(it)
            f.write(json.dumps(row, ensure_ascii=False) + "\n")
    print("wrote %d items (shuffle seed %d)" % (len(seq), seed))


if __name__ == "__main__":
    main()
