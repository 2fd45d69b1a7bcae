"""Rules never raise on odd text; a rule that does is reported by its id and its claim stays UNVERIFIABLE."""

from __future__ import annotations

import pytest

from engine import verify
from engine.config import Config
from engine.rules import Case, Example, Firing, Rule, all_rules, fire, run_rules
from engine.rules.evaluate import RuleFailed
from engine.types import Claim, Computed, Verdict

ODD_TEXTS = {
    "emoji": "The 🚀 launch on 4 July 2024 🎉 cost $5 million 💸 and 2 + 2 = 4 👍.",
    "rtl": "השיגור היה ב-4 ביולי 2024 ועלה 5 מיליון דולר. العدد ٤٢ هو الجواب.",
    "long": "The bridge, which was built by Acme in 1911, is 420 metres long " * 160 + ".",
    "digits": f"The total is {'7' * 400} dollars, and {'9' * 400} + 1 = {'1' + '0' * 400}.",
    "mixed": "\u202eThe price\u200b was £5\u00a0000 on 31 Feb 2023 at https://exa mple.org/\x00 — CO₂ 🇨🇦.",
}


@pytest.mark.parametrize("name", sorted(ODD_TEXTS))
def test_no_rule_raises_on_odd_text(name: str) -> None:
    text = ODD_TEXTS[name]
    for checked in all_rules():
        for evidence in ("", text, "The bridge is 380 metres long."):
            outcome = fire(checked, Case(text, evidence))
            assert not isinstance(outcome, RuleFailed), (checked.id, outcome)


def _raises(case: Case) -> list[Firing]:
    raise ZeroDivisionError("odd text")


def _supports(case: Case) -> list[Firing]:
    return [Firing({"what": case.claim}, (Computed.of("computed"),))]


BROKEN = Rule(
    id="test.broken",
    family="arithmetic",
    verdict=Verdict.CONTRADICTED,
    message="never shown",
    examples=(Example("a", "", True), Example("b", "", False)),
    fires=_raises,
)
SUPPORTING = Rule(
    id="test.supporting",
    family="arithmetic",
    verdict=Verdict.SUPPORTED,
    message="{what} holds",
    examples=(Example("a", "", True), Example("b", "", False)),
    fires=_supports,
)


def test_a_rule_that_raises_is_reported_by_id_and_its_claim_cannot_be_supported() -> None:
    claim = Claim(id="c1", text="2 + 2 = 4.", start=0, end=10)
    alerts: list[str] = []
    findings = run_rules((SUPPORTING, BROKEN), Case(claim.text), claim, "arithmetic", alerts.append)
    assert [f.verdict for f in findings] == [Verdict.UNVERIFIABLE]
    failed = findings[0]
    assert failed.rule_id == "test.broken" and failed.error and failed.objection
    assert "test.broken" in failed.reason
    assert len(alerts) == 1 and "test.broken" in alerts[0] and "ZeroDivisionError" in alerts[0]


def test_a_template_its_values_do_not_fill_is_the_rules_failure() -> None:
    unfilled = Rule("test.unfilled", "arithmetic", Verdict.CONTRADICTED, "{missing}", BROKEN.examples, _supports)
    assert fire(unfilled, Case("x")) == RuleFailed("test.unfilled", "KeyError")


def test_a_failing_rule_in_a_run_leaves_the_claim_unverifiable_with_an_alert(monkeypatch: pytest.MonkeyPatch) -> None:
    import engine.rules.dates as date_rules

    answer = "July 4, 2024 was a Thursday."
    before = verify(answer, config=Config(offline=True, verifier=False))
    assert before.claims[0].verdict is Verdict.SUPPORTED  # the weekday is computed right

    def broken(case: Case) -> list[object]:
        raise OverflowError("a date too far")

    monkeypatch.setattr(date_rules, "_results", broken)
    after = verify(answer, config=Config(offline=True, verifier=False))
    assert after.claims[0].verdict is Verdict.UNVERIFIABLE
    failed = [f for f in after.claims[0].findings if f.error]
    assert {f.rule_id for f in failed} >= {"date.weekday_confirmed", "date.weekday_mismatch"}
    assert any("date.weekday_confirmed" in alert and "OverflowError" in alert for alert in after.alerts)
