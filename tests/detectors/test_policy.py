"""Policy rule packs: TOML loading, every rule's reason on a refused text, the shipped outreach pack."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.detectors.policy import PolicyDetector
from engine.policy_packs import PolicyError, builtin_packs, check_text, load_pack, parse_pack
from engine.types import Verdict

REFUSED = (
    "Hi Anna! Great talking to you yesterday!! As we discussed, we have several mutual connections and you are a "
    "2nd-degree contact. Could you refer me for any open roles? Our world-class team is the best in class. "
    "See https://x.example.org or ping @anna_dev."
)
FINE = "Hello Dr. Chen, I read your 2023 paper on soil carbon and had one question about the sampling in figure 2."


def test_outreach_is_shipped_and_loads() -> None:
    assert "outreach" in builtin_packs()
    pack = load_pack("outreach")
    ids = {rule.id for rule in pack.rules}
    assert {"pretend-met", "mutual-connection", "asks-referral-or-job", "links-or-handles", "promotional-tone",
            "exclamation-run", "length"} <= ids  # fmt: skip


def test_a_refused_text_comes_back_with_every_rule_and_reason() -> None:
    violations = check_text(REFUSED, ["outreach"])
    assert [(v.rule, v.excerpt) for v in violations] == [
        ("pretend-met", "Great talking to you"),
        ("exclamation-run", "!!"),
        ("pretend-met", "As we discussed"),
        ("mutual-connection", "we have several mutual connections"),
        ("mutual-connection", "2nd-degree"),
        ("asks-referral-or-job", "refer me"),
        ("asks-referral-or-job", "open roles"),
        ("promotional-tone", "world-class"),
        ("promotional-tone", "best in class"),
        ("links-or-handles", "https://x.example.org"),
        ("links-or-handles", "@anna_dev"),
    ]
    assert all(v.reason and REFUSED[v.start : v.end] == v.excerpt for v in violations)


def test_a_plain_message_passes_and_an_edited_text_is_checked_again() -> None:
    assert check_text(FINE, ["outreach"]) == []
    edited = FINE + " As we discussed, I would also like a referral."
    assert [v.rule for v in check_text(edited, ["outreach"])] == ["pretend-met", "asks-referral-or-job"]


def test_length_limit_points_where_the_limit_is_crossed() -> None:
    text = " ".join(["word"] * 130)
    (violation,) = check_text(text, ["outreach"])
    assert violation.rule == "length" and violation.excerpt == "130 words (limit 120)"
    assert violation.start == len("word " * 120)


def test_a_user_pack_from_toml(tmp_path: Path) -> None:
    path = tmp_path / "mine.toml"
    path.write_text(
        'name = "mine"\n[[rules]]\nid = "no-promises"\nreason = "Do not promise results."\n'
        'pattern = \'\\bguarantee\'\n[[rules]]\nid = "short"\nreason = "Keep it short."\nmax_chars = 40\n'
        '[[rules]]\nid = "cased"\nreason = "Say ACME in capitals only."\npatterns = ["Acme"]\ncase_sensitive = true\n',
        encoding="utf-8",
    )
    violations = check_text("We guarantee results for Acme and ACME, quickly and well.", [str(path)])
    assert [(v.pack, v.rule) for v in violations] == [("mine", "no-promises"), ("mine", "cased"), ("mine", "short")]


@pytest.mark.parametrize(
    ("toml", "message"),
    [
        ("name = 'x'", r"has no \[\[rules\]\]"),
        ("[[rules]]\nid = 'a'\npattern = 'x'", "needs an id and a reason"),
        ("[[rules]]\nid = 'a'\nreason = 'r'", "needs patterns, max_words or max_chars"),
        ("[[rules]]\nid = 'a'\nreason = 'r'\npattern = '('", "bad pattern"),
        ("[[rules]]\nid = 'a'\nreason = 'r'\nmax_words = 0", "max_words must be a positive integer"),
        ("rules = [", "is not valid TOML"),
    ],
)
def test_malformed_packs_are_refused_with_a_clear_message(toml: str, message: str) -> None:
    with pytest.raises(PolicyError, match=message):
        parse_pack(toml, "bad")


def test_an_unknown_pack_names_the_built_in_ones() -> None:
    with pytest.raises(PolicyError, match="built-in packs: outreach"):
        load_pack("no-such-pack")


async def test_detector_contradicts_each_claim_with_every_reason_and_alerts(make_ctx) -> None:
    ctx = make_ctx(REFUSED, policy_packs=("outreach",))
    detector = PolicyDetector()
    assert detector.applies(ctx) and not detector.applies(make_ctx(REFUSED))
    checked = [c for c in ctx.claims if c.check_worthy]
    findings = await detector.check(checked, ctx)
    by_claim = {f.claim_id: f for f in findings}
    question = next(c for c in ctx.claims if c.text.startswith("Could you refer me"))
    assert not question.check_worthy and question.id in by_claim  # a question still breaks the rule
    assert all(f.verdict is Verdict.CONTRADICTED and f.evidence for f in findings)
    assert "rule outreach/asks-referral-or-job matched “refer me”" in [e.quote for e in by_claim[question.id].evidence]
    (alert,) = ctx.alerts
    assert alert.startswith("The text breaks 6 outreach rules:") and "pretends you have met" in alert


async def test_a_pack_that_cannot_load_fails_closed(make_ctx) -> None:
    ctx = make_ctx("Hello there, a plain sentence.", policy_packs=("no-such-pack",))
    findings = await PolicyDetector().check(ctx.claims, ctx)
    assert findings and all(f.verdict is Verdict.UNVERIFIABLE and f.error for f in findings)
    assert ctx.alerts and "could not be applied" in ctx.alerts[0]
