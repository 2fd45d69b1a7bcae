"""Each registered rule's own examples are its tests: one parametrized test over the whole registry."""

from __future__ import annotations

import pytest

from engine.rules import FAMILIES, Example, Rule, all_rules, fire, rule
from engine.rules.evaluate import RuleFailed

CASES = [
    pytest.param(r, example, id=f"{r.id}[{n}]-{'fires' if example.fires else 'quiet'}")
    for r in all_rules()
    for n, example in enumerate(r.examples)
]


@pytest.mark.parametrize(("checked", "example"), CASES)
def test_rule_behaves_as_its_examples_say(checked: Rule, example: Example) -> None:
    outcome = fire(checked, example.case())
    assert not isinstance(outcome, RuleFailed), outcome
    assert bool(outcome) is example.fires, [checked.reason(f) for f in outcome]
    for firing in outcome:
        reason = checked.reason(firing)
        assert reason.strip() and "{" not in reason  # the template is filled


def test_every_rule_has_a_unique_id_a_known_family_and_two_examples() -> None:
    ids = [r.id for r in all_rules()]
    assert len(ids) == len(set(ids))
    for r in all_rules():
        assert r.family in FAMILIES, r.id
        assert len(r.examples) >= 2, r.id
        assert any(e.fires for e in r.examples) and any(not e.fires for e in r.examples), r.id
        assert "." in r.id and r.id == r.id.lower(), r.id
        assert r.message.strip(), r.id


def test_a_rule_is_found_by_its_id() -> None:
    assert rule("number.value_mismatch").family == "numbers/units"
    with pytest.raises(KeyError):
        rule("no.such_rule")
