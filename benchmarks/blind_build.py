"""Assemble a blind set's answers.jsonl from its hand-written items (blind4/ and blind5/ use it). Standard library
only.

Layout (split rule: odd ids = development half, even ids = test half):
* ids come in blocks of 8; within a block the labels run F P P F  F P P F, so every odd id and every even id
  alternate F/P, each half gets 10 faithful and 10 planted items, and no label runs longer than 2;
* every domain gets one odd and one even id per block (5 dev + 5 test items per domain). In each block two domains
  get (dev F, test P) and two get (dev P, test F); over the five blocks the first two domains have 3 faithful items
  in the dev half and the last two have 2;
* each domain's faithful and planted lists are consumed in file order, so the order of the planted items in the
  items files fixes which error kinds land in which half (every kind: 2 items, one in each half; checked below).
"""
import collections
import json
import os

# per block: the domains (indices into ORDER) that get (dev F, test P); the others get (dev P, test F)
X_BLOCKS = [{0, 1}, {2, 3}, {0, 2}, {1, 3}, {0, 1}]


def layout():
    slots = []
    for b, xs in enumerate(X_BLOCKS):
        xd, yd = sorted(xs), sorted(set(range(4)) - xs)
        pos = {}
        for i, d in enumerate(xd):
            pos[8 * b + 1 + 4 * i] = (d, "F")
            pos[8 * b + 2 + 4 * i] = (d, "P")
        for i, d in enumerate(yd):
            pos[8 * b + 3 + 4 * i] = (d, "P")
            pos[8 * b + 4 + 4 * i] = (d, "F")
        slots.extend((n,) + pos[n] for n in sorted(pos))
    return slots


def build(here, prefix, order, modules):
    """Write `here`/answers.jsonl: the items of `modules` (each with DOMAINS) laid out over the domains of `order`."""
    domains = {}
    for mod in modules:
        domains.update(mod.DOMAINS)
    queues = {d: {"F": list(domains[d][0]), "P": list(domains[d][1])} for d in order}
    out = []
    for n, d, lab in layout():
        it = queues[order[d]][lab].pop(0)
        out.append(dict([("id", "%s%03d" % (prefix, n)), ("domain", order[d])] + list(it.items())))
    assert all(not q["F"] and not q["P"] for q in queues.values())
    halves = collections.Counter((it["error"]["kind"], int(it["id"][-3:]) % 2) for it in out if it["error"])
    for (kind, _), c in halves.items():
        assert c == 1, "kind %s has %d items in one half" % (kind, c)
    with open(os.path.join(here, "answers.jsonl"), "w", encoding="utf-8") as f:
        for it in out:
            f.write(json.dumps(it, ensure_ascii=False) + "\n")
    print("wrote %d items" % len(out))
