"""The checks of a blind evaluation set's answers.jsonl (blind2/ … blind5/), and its counts. Standard library only.

Each set's validate.py names its settings (`BlindSet`) and calls `main`; it exits with status 1 on any rule
violation. Warnings (printed, not fatal) cover things that need a human look: low claim coverage of an answer,
overlapping claims, and high word overlap between a faithful answer sentence and its closest source sentence.
"""

import collections
import json
import os
import re
import statistics
from dataclasses import dataclass


@dataclass(frozen=True)
class BlindSet:
    """One set's settings: its name, file, id prefix, domains, the domains earlier sets used, and its counts."""

    name: str
    path: str
    prefix: str
    domains: tuple
    earlier_domains: frozenset
    n_items: int
    per_domain: int
    per_kind: int


PARAPHRASE_DOMAINS = frozenset(
    {
        "city_council",
        "company_earnings",
        "cooking",
        "education",
        "history",
        "legal_contracts",
        "medicine",
        "personal_finance",
        "product_specs",
        "science_news",
        "software_releases",
        "sports",
        "travel_timetables",
        "weather_climate",
    }
)
"""The paraphrase set's domains, which no blind set reuses."""
BLIND2_DOMAINS = (
    "real_estate",
    "hr_policy",
    "museums_events",
    "transit_disruptions",
    "nutrition",
    "insurance",
    "astronomy_encyclopedia",
    "landmarks_encyclopedia",
    "energy_bills",
    "elections",
)
"""blind2's domains, which later sets do not reuse."""
KINDS = [
    "number_swap",
    "date_swap",
    "name_swap",
    "entity_swap",
    "negation",
    "antonym",
    "unsupported_addition",
    "wrong_arithmetic",
    "wrong_conversion",
    "wrong_rounding",
]
S: BlindSet
"""The set being checked (set by `main`)."""
ITEM_KEYS = {"id", "domain", "question", "sources", "answer", "label", "error", "claims"}
CLAIM_KEYS = {"text", "label", "quote", "source"}
ERROR_KEYS = {"kind", "wrong", "right"}
FILLER_WORDS = {
    "yes",
    "no",
    "not",
    "all",
    "the",
    "way",
    "it",
    "was",
    "a",
    "strong",
    "year",
    "of",
    "drinks",
    "listed",
    "quite",
    "possibly",
    "skyr",
    "wins",
    "clearly",
    "by",
    "and",
    "so",
    "but",
    "or",
    "that",
    "s",
    "is",
    "in",
    "on",
    "to",
    "with",
    "as",
    "also",
    "too",
    "then",
    "while",
    "whereas",
    "though",
    "although",
}

SENT_RE = re.compile(r"(?<=[.!?])\s+(?=[A-Z0-9'\"‘“(£$])")
WORD_RE = re.compile(r"[a-z0-9]+(?:[.,][0-9]+)*")

errors = []
warnings = []


def err(item_id, msg):
    errors.append("%s: %s" % (item_id, msg))


def warn(item_id, msg):
    warnings.append("%s: %s" % (item_id, msg))


def sentences(text):
    return [s for s in SENT_RE.split(text.strip()) if s.strip()]


def words(text):
    return WORD_RE.findall(text.lower())


def overlap(sentence, source_sentences):
    ws = words(sentence)
    if not ws:
        return 0.0
    best = 0.0
    for s in source_sentences:
        sw = set(words(s))
        best = max(best, sum(1 for w in ws if w in sw) / len(ws))
    return best


def check_item(n, it, stats):
    iid = it.get("id", "line %d" % n)
    if set(it) != ITEM_KEYS:
        err(iid, "keys %s != %s" % (sorted(it), sorted(ITEM_KEYS)))
        return
    if it["id"] != S.prefix + "%03d" % n:
        err(iid, "expected id %s%03d" % (S.prefix, n))
    if it["domain"] not in S.domains:
        err(iid, "unknown domain %r" % it["domain"])
    if it["domain"] in S.earlier_domains:
        err(iid, "domain reused from an earlier set")
    q = it["question"]
    if q is not None and (not isinstance(q, str) or not q.strip()):
        err(iid, "question must be a non-empty string or null")
    src = it["sources"]
    if not isinstance(src, list) or not 1 <= len(src) <= 2 or not all(isinstance(s, str) for s in src):
        err(iid, "sources must be a list of 1-2 strings")
        return
    for k, s in enumerate(src):
        ns = len(sentences(s))
        if not 4 <= ns <= 10:
            err(iid, "source %d has %d sentences (4-10 required)" % (k, ns))
    ans = it["answer"]
    if not isinstance(ans, str):
        err(iid, "answer must be a string")
        return
    na = len(sentences(ans))
    if not 2 <= na <= 5:
        err(iid, "answer has %d sentences (2-5 required)" % na)
    label = it["label"]
    if label not in ("faithful", "planted"):
        err(iid, "bad label %r" % label)
        return
    claims = it["claims"]
    if not isinstance(claims, list) or not claims:
        err(iid, "claims must be a non-empty list")
        return
    spans = []
    bad = []
    for j, c in enumerate(claims):
        cid = "%s claim %d" % (iid, j)
        if not isinstance(c, dict) or set(c) != CLAIM_KEYS:
            err(cid, "claim keys must be %s" % sorted(CLAIM_KEYS))
            continue
        t = c["text"]
        if not isinstance(t, str) or not t or t not in ans:
            err(cid, "text is not an exact substring of the answer: %r" % t)
            continue
        pos = ans.find(t)
        spans.append((pos, pos + len(t)))
        if ans.count(t) > 1:
            warn(cid, "text occurs more than once in the answer")
        cl = c["label"]
        if cl not in ("supported", "contradicted", "unsupported"):
            err(cid, "bad claim label %r" % cl)
            continue
        stats["claim_labels"][cl] += 1
        if cl != "supported":
            bad.append(c)
        if cl == "unsupported":
            if c["quote"] is not None or c["source"] is not None:
                err(cid, "unsupported claim must have quote and source null")
        else:
            qt, si = c["quote"], c["source"]
            if not isinstance(si, int) or isinstance(si, bool) or not 0 <= si < len(src):
                err(cid, "bad source index %r" % (si,))
                continue
            if not isinstance(qt, str) or len(qt) < 12:
                err(cid, "quote must be a string of >= 12 characters")
                continue
            if qt not in src[si]:
                err(cid, "quote is not an exact substring of sources[%d]: %r" % (si, qt))
    # coverage and overlap between claims
    spans.sort()
    for (a0, a1), (b0, b1) in zip(spans, spans[1:]):
        if b0 < a1:
            warn(iid, "claims overlap in the answer at characters %d-%d" % (b0, a1))
    covered = set()
    for a0, a1 in spans:
        covered.update(range(a0, a1))
    uncovered = "".join(ch if i not in covered else " " for i, ch in enumerate(ans))
    left = [w for w in words(uncovered) if w not in FILLER_WORDS]
    if len(left) > 3:
        warn(iid, "words outside any claim: %s" % " ".join(left))
    # label-specific rules
    e = it["error"]
    if label == "faithful":
        if e is not None:
            err(iid, "faithful item must have error null")
        if bad:
            err(iid, "faithful item has non-supported claims")
        for s in sentences(ans):
            stats["overlap"].append((overlap(s, [x for doc in src for x in sentences(doc)]), iid, s))
    else:
        if not isinstance(e, dict) or set(e) != ERROR_KEYS:
            err(iid, "planted item needs error {kind, wrong, right}")
            return
        kind, wrong, right = e["kind"], e["wrong"], e["right"]
        if kind not in KINDS:
            err(iid, "unknown error kind %r" % kind)
        stats["kinds"][kind] += 1
        stats["kind_half"][(kind, int(it["id"][-3:]) % 2)] += 1
        if not isinstance(wrong, str) or not wrong:
            err(iid, "error.wrong must be a non-empty string")
            return
        if ans.count(wrong) != 1:
            err(iid, "error.wrong must occur exactly once in the answer (found %d)" % ans.count(wrong))
        if len(bad) != 1:
            err(iid, "planted item must have exactly one non-supported claim (found %d)" % len(bad))
            return
        b = bad[0]
        if wrong not in b["text"]:
            err(iid, "the non-supported claim does not contain error.wrong")
        for c in claims:
            if c is not b and wrong in c["text"]:
                err(iid, "error.wrong also sits inside a supported claim")
        if kind == "unsupported_addition":
            if b["label"] != "unsupported":
                err(iid, "unsupported_addition needs an 'unsupported' claim")
            if right is not None:
                err(iid, "unsupported_addition must have error.right null")
        else:
            if b["label"] != "contradicted":
                err(iid, "%s needs a 'contradicted' claim" % kind)
            if not isinstance(right, str) or not right:
                err(iid, "error.right must be a non-empty string")
            elif right in ans and right != wrong:
                warn(iid, "error.right %r appears verbatim in the answer" % right)


def main(blind_set):
    """Check `blind_set`'s answers.jsonl, print its counts; 0 when every rule holds, else 1."""
    global S
    S = blind_set
    stats = {
        "claim_labels": collections.Counter(),
        "kinds": collections.Counter(),
        "kind_half": collections.Counter(),
        "overlap": [],
    }
    if not os.path.exists(S.path):
        print("missing %s" % S.path)
        return 1
    items = []
    with open(S.path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            line = line.strip()
            if not line:
                err("line %d" % n, "empty line")
                continue
            try:
                items.append(json.loads(line))
            except json.JSONDecodeError as ex:
                err("line %d" % n, "invalid JSON: %s" % ex)
    if len(items) != S.n_items:
        err("file", "expected %d items, found %d" % (S.n_items, len(items)))
    ids = [it.get("id") for it in items]
    if len(set(ids)) != len(ids):
        err("file", "duplicate ids")
    for n, it in enumerate(items, 1):
        check_item(n, it, stats)

    # set-level counts
    dom = collections.Counter(it.get("domain") for it in items)
    dom_lab = collections.Counter((it.get("domain"), it.get("label")) for it in items)
    dom_half = collections.Counter(
        (it.get("domain"), it.get("label"), int(str(it.get("id"))[-3:]) % 2)
        for it in items
        if str(it.get("id", "")).startswith(S.prefix)
    )
    labels = collections.Counter(it.get("label") for it in items)
    if labels["faithful"] != S.n_items // 2 or labels["planted"] != S.n_items // 2:
        err("file", "need %d faithful and %d planted, found %s" % (S.n_items // 2, S.n_items // 2, dict(labels)))
    if len(dom) != len(S.domains):
        err("file", "need %d domains, found %d" % (len(S.domains), len(dom)))
    for d in S.domains:
        if dom[d] != S.per_domain or dom_lab[(d, "faithful")] != S.per_domain // 2:
            err(
                d,
                "needs %d items (%d faithful, %d planted), found %d (%d faithful)"
                % (S.per_domain, S.per_domain // 2, S.per_domain // 2, dom[d], dom_lab[(d, "faithful")]),
            )
    for k in KINDS:
        if stats["kinds"][k] != S.per_kind:
            err(k, "needs %d planted items, found %d" % (S.per_kind, stats["kinds"][k]))
    # balance of the dev (odd ids) and test (even ids) halves
    for half, name in ((1, "dev (odd)"), (0, "test (even)")):
        hl = collections.Counter(
            it.get("label")
            for it in items
            if str(it.get("id", "")).startswith(S.prefix) and int(str(it["id"])[-3:]) % 2 == half
        )
        if hl["faithful"] != S.n_items // 4 or hl["planted"] != S.n_items // 4:
            err(
                "file",
                "%s half needs %d faithful and %d planted, found %s" % (name, S.n_items // 4, S.n_items // 4, dict(hl)),
            )
    for d in S.domains:
        n_dev = dom_half[(d, "faithful", 1)] + dom_half[(d, "planted", 1)]
        n_test = dom_half[(d, "faithful", 0)] + dom_half[(d, "planted", 0)]
        if n_dev != n_test:
            err(d, "uneven split across halves: dev %d, test %d" % (n_dev, n_test))
        for lab in ("faithful", "planted"):
            if abs(dom_half[(d, lab, 1)] - dom_half[(d, lab, 0)]) > 1:
                err(
                    d,
                    "%s items split unevenly across halves: dev %d, test %d"
                    % (lab, dom_half[(d, lab, 1)], dom_half[(d, lab, 0)]),
                )
    for k in KINDS:
        if abs(stats["kind_half"][(k, 1)] - stats["kind_half"][(k, 0)]) > 1:
            err(
                k,
                "split unevenly across halves: dev %d, test %d"
                % (stats["kind_half"][(k, 1)], stats["kind_half"][(k, 0)]),
            )
    # interleaving: not all faithful first, and no long runs of one label
    seq = [it.get("label") for it in items]
    if seq[: S.n_items // 2].count("faithful") in (0, S.n_items // 2):
        err("file", "labels are not interleaved")
    run = longest = 1
    for a, b in zip(seq, seq[1:]):
        run = run + 1 if a == b else 1
        longest = max(longest, run)
    if longest > 4:
        err("file", "longest run of one label is %d (max 4)" % longest)

    # report
    print("%s validation: %d items" % (S.name, len(items)))
    print(
        "labels: faithful %d, planted %d; longest run of one label: %d"
        % (labels["faithful"], labels["planted"], longest)
    )
    print("\n%-24s %5s %8s %7s   dev(odd) F/P   test(even) F/P" % ("domain", "items", "faithful", "planted"))
    for d in S.domains:
        print(
            "%-24s %5d %8d %7d   %6d/%d        %6d/%d"
            % (
                d,
                dom[d],
                dom_lab[(d, "faithful")],
                dom_lab[(d, "planted")],
                dom_half[(d, "faithful", 1)],
                dom_half[(d, "planted", 1)],
                dom_half[(d, "faithful", 0)],
                dom_half[(d, "planted", 0)],
            )
        )
    print("\n%-22s %5s %4s %5s" % ("error kind", "items", "dev", "test"))
    for k in KINDS:
        print("%-22s %5d %4d %5d" % (k, stats["kinds"][k], stats["kind_half"][(k, 1)], stats["kind_half"][(k, 0)]))
    cl = stats["claim_labels"]
    print(
        "\nclaims: %d total — supported %d, contradicted %d, unsupported %d"
        % (sum(cl.values()), cl["supported"], cl["contradicted"], cl["unsupported"])
    )
    print(
        "two-source items: %d; items without a question: %d"
        % (
            sum(1 for it in items if len(it.get("sources", [])) == 2),
            sum(1 for it in items if it.get("question") is None),
        )
    )
    ov = stats["overlap"]
    if ov:
        vals = sorted(v for v, _, _ in ov)
        print(
            "faithful answer sentences: %d; word overlap with closest source sentence: median %.2f, max %.2f, "
            "share > 0.60: %.0f%%"
            % (len(vals), statistics.median(vals), vals[-1], 100.0 * sum(1 for v in vals if v > 0.60) / len(vals))
        )
        for v, iid, s in ov:
            if v > 0.75:
                warn(iid, "overlap %.2f for sentence %r" % (v, s[:70]))
    if warnings:
        print("\n%d warning(s):" % len(warnings))
        for w in warnings:
            print("  WARN " + w)
    if errors:
        print("\n%d error(s):" % len(errors))
        for e in errors:
            print("  ERROR " + e)
        return 1
    print("\nOK: all checks passed")
    return 0
