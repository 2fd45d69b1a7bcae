"""Policy packs judge the text itself: a question or greeting that breaks a rule still counts."""

from __future__ import annotations

from engine import Config, Status, Verdict, verify


def test_a_rule_broken_in_a_question_blocks_the_message() -> None:
    message = "Hi Anna! Could you refer me to the hiring manager?"
    report = verify(message, config=Config(offline=True, db_path="", policy_packs=("outreach",), repair="report"))
    greeting, ask = report.claims
    assert greeting.claim.check_worthy is False and not greeting.findings
    assert ask.claim.check_worthy is True and ask.verdict is Verdict.CONTRADICTED
    assert "referral" in ask.findings[0].reason
    assert report.status is Status.BLOCKED
    assert any("outreach rule" in alert for alert in report.alerts)


def test_without_packs_a_question_stays_unchecked() -> None:
    report = verify("Could you refer me to the hiring manager?", config=Config(offline=True, db_path=""))
    (claim,) = report.claims
    assert claim.claim.check_worthy is False and not claim.findings
