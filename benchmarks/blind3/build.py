#!/usr/bin/env python3
"""Assemble answers.jsonl of the blind3 set from items_a.py, items_b.py and items_c.py.

Layout (split rule: odd ids = development half, even ids = test half):
* ids come in blocks of 12; within a block the labels run F P P F  F P P F  F P P F, so every odd id and every
  even id alternate F/P and each half gets 15 faithful and 15 planted items;
* every domain gets one odd and one even id per block (5 dev + 5 test items per domain). In each block three
  domains get (dev F, test P) and three get (dev P, test F); over the five blocks each domain has 2 or 3 faithful
  items in the dev half;
* each domain's faithful and planted lists are consumed in file order, so the order of the planted items in the
  items files fixes which error kinds land in which half (every kind: 3 items, split 2/1 or 1/2).
"""
import json
import os

import items_a
import items_b
import items_c

HERE = os.path.dirname(os.path.abspath(__file__))
ORDER = ["biographies", "car_specs", "gardening", "school_admissions", "shipping_and_returns", "public_health_stats"]
# per block: the domains (indices into ORDER) that get (dev F, test P); the others get (dev P, test F)
X_BLOCKS = [{0, 1, 2}, {3, 4, 5}, {0, 1, 2}, {3, 4, 5}, {0, 2, 4}]


def layout():
    slots = []
    for b, xs in enumerate(X_BLOCKS):
        xd, yd = sorted(xs), sorted(set(range(6)) - xs)
        pos = {}
        for i, d in enumerate(xd):
            pos[12 * b + 1 + 4 * i] = (d, "F")
            pos[12 * b + 2 + 4 * i] = (d, "P")
        for i, d in enumerate(yd):
            pos[12 * b + 3 + 4 * i] = (d, "P")
            pos[12 * b + 4 + 4 * i] = (d, "F")
        slots.extend((n,) + pos[n] for n in sorted(pos))
    return slots


def main():
    domains = {}
    for mod in (items_a, items_b, items_c):
        domains.update(mod.DOMAINS)
    queues = {d: {"F": list(domains[d][0]), "P": list(domains[d][1])} for d in ORDER}
    out = []
    for n, d, lab in layout():
        it = queues[ORDER[d]][lab].pop(0)
        out.append(dict([("id", "b3-%03d" % n), ("domain", ORDER[d])] + list(it.items())))
    assert all(not q["F"] and not q["P"] for q in queues.values())
    with open(os.path.join(HERE, "answers.jsonl"), "w", encoding="utf-8") as f:
        for it in out:
            f.write(json.dumps(it, ensure_ascii=False) + "\n")
    print("wrote %d items" % len(out))


if __name__ == "__main__":
    main()
