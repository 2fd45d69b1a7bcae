#!/usr/bin/env python3
"""Validate benchmarks/paraphrase/answers.jsonl (standard library only).

Checks
- required fields and types, unique ids
- 1-2 sources per item; answer present
- every claim text is an exact substring of the answer
- every non-null quote is an exact substring of sources[source] and >= 12 chars
- "unsupported" claims have quote/source null; other claims have both
- faithful items: error is null and all claims "supported"
- planted items: error.kind in the allowed set, error.wrong occurs in the answer,
  exactly one non-supported claim, and that claim's text contains error.wrong;
  unsupported_addition <-> the claim is "unsupported" with right null
- prints counts per domain / label / error kind, plus paraphrase-overlap warnings

Exit code 0 when no errors were found.
"""
import collections
import json
import re
import sys
from pathlib import Path

KINDS = {"number_swap", "date_swap", "name_swap", "entity_swap", "negation", "antonym",
         "unsupported_addition", "wrong_arithmetic", "wrong_conversion", "wrong_rounding"}
CLAIM_LABELS = {"supported", "contradicted", "unsupported"}
WORD = re.compile(r"[a-z0-9']+")


def words(s):
    return WORD.findall(s.lower())


def sentences(text):
    return [p for p in re.split(r"(?<=[.!?])\s+", text) if p.strip()]


def overlap(ans_sentence, source_sentence):
    """Share of the answer sentence's words that also appear in the source sentence."""
    a = words(ans_sentence)
    if not a:
        return 0.0
    b = set(words(source_sentence))
    return sum(1 for w in a if w in b) / len(a)


def main(path):
    errors, warnings = [], []
    items = []
    with open(path, encoding="utf-8") as fh:
        for n, line in enumerate(fh, 1):
            if not line.strip():
                continue
            try:
                items.append((n, json.loads(line)))
            except json.JSONDecodeError as exc:
                errors.append(f"line {n}: invalid JSON ({exc})")
    seen = set()
    by_domain, by_label, by_kind = collections.Counter(), collections.Counter(), collections.Counter()
    by_domain_label = collections.Counter()
    n_claims = collections.Counter()
    overlaps = []
    for n, it in items:
        iid = it.get("id")
        where = f"{iid or 'line ' + str(n)}"
        def err(msg):
            errors.append(f"{where}: {msg}")
        for key in ("id", "domain", "question", "sources", "answer", "label", "error", "claims"):
            if key not in it:
                err(f"missing field {key!r}")
        if iid in seen:
            err("duplicate id")
        seen.add(iid)
        srcs = it.get("sources") or []
        ans = it.get("answer") or ""
        if not isinstance(srcs, list) or not 1 <= len(srcs) <= 2 or not all(isinstance(s, str) and s for s in srcs):
            err("sources must be a list of 1-2 non-empty strings")
            srcs = [s for s in srcs if isinstance(s, str)] if isinstance(srcs, list) else []
        if it.get("question") is not None and not isinstance(it.get("question"), str):
            err("question must be a string or null")
        label = it.get("label")
        by_label[label] += 1
        by_domain[it.get("domain")] += 1
        by_domain_label[(it.get("domain"), label)] += 1
        claims = it.get("claims") or []
        if not claims:
            err("no claims")
        nonsup = []
        for i, c in enumerate(claims):
            txt, cl, q, si = c.get("text"), c.get("label"), c.get("quote"), c.get("source")
            n_claims[cl] += 1
            if cl not in CLAIM_LABELS:
                err(f"claim {i}: bad label {cl!r}")
            if not txt or txt not in ans:
                err(f"claim {i}: text not a substring of answer: {txt!r}")
            if cl == "unsupported":
                if q is not None or si is not None:
                    err(f"claim {i}: unsupported claim must have null quote/source")
            else:
                if not isinstance(si, int) or not 0 <= si < len(srcs):
                    err(f"claim {i}: bad source index {si!r}")
                elif not isinstance(q, str) or len(q) < 12:
                    err(f"claim {i}: quote missing or shorter than 12 chars: {q!r}")
                elif q not in srcs[si]:
                    err(f"claim {i}: quote not an exact substring of source {si}: {q!r}")
            if cl != "supported":
                nonsup.append(c)
        e = it.get("error")
        if label == "faithful":
            if e is not None:
                err("faithful item must have error null")
            if nonsup:
                err("faithful item has non-supported claims")
            # paraphrase heuristic: warn when an answer sentence copies > 60% from one source sentence
            src_sents = [s for src in srcs for s in sentences(src)]
            for s in sentences(ans):
                if len(words(s)) < 6:
                    continue
                best = max((overlap(s, t) for t in src_sents), default=0)
                overlaps.append(best)
                if best > 0.75:
                    warnings.append(f"{where}: high word overlap {best:.0%}: {s[:70]!r}")
        elif label == "planted":
            if not isinstance(e, dict):
                err("planted item needs an error object")
                continue
            kind, wrong, right = e.get("kind"), e.get("wrong"), e.get("right")
            by_kind[kind] += 1
            if kind not in KINDS:
                err(f"bad error kind {kind!r}")
            if not wrong or wrong not in ans:
                err(f"error.wrong not in answer: {wrong!r}")
            if len(nonsup) != 1:
                err(f"planted item must have exactly one non-supported claim (has {len(nonsup)})")
            elif wrong and wrong not in nonsup[0]["text"]:
                err(f"the non-supported claim does not contain error.wrong {wrong!r}")
            elif kind == "unsupported_addition":
                if nonsup[0]["label"] != "unsupported":
                    err("unsupported_addition must be labelled 'unsupported'")
                if right is not None:
                    err("unsupported_addition must have right null")
            elif nonsup and nonsup[0]["label"] != "contradicted":
                err(f"{kind} claim must be labelled 'contradicted'")
            if kind != "unsupported_addition" and not right:
                err("error.right missing")
        else:
            err(f"bad label {label!r}")

    print(f"items: {len(items)}  ids unique: {len(seen) == len(items)}")
    print("labels:", dict(sorted(by_label.items(), key=str)))
    print("claims:", dict(sorted(n_claims.items(), key=str)))
    print(f"domains ({len(by_domain)}):")
    for d, cnt in sorted(by_domain.items(), key=str):
        print(f"  {d:<22} {cnt:>3}  (faithful {by_domain_label[(d, 'faithful')]}, planted {by_domain_label[(d, 'planted')]})")
    print("error kinds:")
    for k in sorted(KINDS):
        print(f"  {k:<22} {by_kind[k]:>3}")
    if overlaps:
        ov = sorted(overlaps)
        print(f"paraphrase overlap (faithful answer sentences of 6+ words vs best source sentence): "
              f"n={len(ov)} median={ov[len(ov) // 2]:.2f} share>0.60={sum(x > 0.6 for x in ov) / len(ov):.0%} "
              f"max={ov[-1]:.2f}")
    for w in warnings:
        print("WARN", w)
    for e in errors:
        print("ERROR", e)
    print(f"{len(errors)} error(s), {len(warnings)} warning(s)")
    return 1 if errors else 0


if __name__ == "__main__":
    default = Path(__file__).with_name("answers.jsonl")
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else default))
