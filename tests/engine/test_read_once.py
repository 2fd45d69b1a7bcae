"""Work a run repeats is done once: a claim's dates are computed once for all six date rules, and a short text's
content words are read once per process (each caller still gets a set of its own)."""

from __future__ import annotations

from engine.detectors import dates
from engine.detectors.dates import check_claim
from engine.lexical import content_tokens
from engine.types import Claim, Verdict


def test_content_words_are_a_fresh_set_each_time():
    first = content_tokens("The bridge opened in 1932.")
    first.add("changed")
    assert "changed" not in content_tokens("The bridge opened in 1932.")
    long = "word " * 400 + "bridge"  # past the cached length: read directly, the same words
    assert content_tokens(long) == {"word", "bridge"}


def test_a_claims_dates_are_computed_once_for_all_the_date_rules(monkeypatch):
    calls = []
    real = dates.results_of

    def counted(*args, **kwargs):  # type: ignore[no-untyped-def]
        calls.append(args[0])
        return real(*args, **kwargs)

    monkeypatch.setattr(dates, "results_of", counted)
    found = check_claim(Claim(id="c1", text="The meeting is on Friday 31 April 2024.", start=0, end=39))
    assert found is not None and found.verdict is Verdict.CONTRADICTED
    assert calls == ["The meeting is on Friday 31 April 2024."]


def test_when_computing_the_dates_raises_each_rule_is_named_by_its_id(monkeypatch):
    def broken(*args, **kwargs):  # type: ignore[no-untyped-def]
        raise ValueError("odd text")

    monkeypatch.setattr(dates, "results_of", broken)
    monkeypatch.setattr("engine.rules.dates.results_of", broken)
    found = check_claim(Claim(id="c1", text="The meeting is on Friday 31 April 2024.", start=0, end=39))
    assert found is not None and found.verdict is Verdict.UNVERIFIABLE and found.error
    assert found.rule_id and found.rule_id.startswith("date.")
