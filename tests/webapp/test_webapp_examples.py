"""Every built-in example runs without a key and shows the error it plants (or passes, for the clean one)."""

from __future__ import annotations

import pytest

from engine import Config, Verdict
from engine.inputs import make_input
from engine.pipeline import run_check
from webapp.examples import EXAMPLES, example
from webapp.options import RunOptions, build_config

PLANTED = {
    "contract": ("grounding", "$2 million"),
    "stdlib": ("python_api", "randfloat"),
    "date": ("dates", "Thursday"),
}


def test_the_gallery_has_four_to_six_examples_with_unique_keys() -> None:
    assert 4 <= len(EXAMPLES) <= 6
    assert len({e.key for e in EXAMPLES}) == len(EXAMPLES)
    assert all(e.mode in ("offline", "no-model") for e in EXAMPLES)
    assert example("contract") is EXAMPLES[0] and example("nope") is None


@pytest.mark.parametrize("key", sorted(PLANTED))
async def test_each_planted_error_is_found(key: str) -> None:
    chosen = example(key)
    assert chosen is not None
    config = build_config(Config(db_path=""), RunOptions(mode=chosen.mode))  # type: ignore[arg-type]
    request = make_input(chosen.answer, [t for _, t in chosen.sources], chosen.question, [n for n, _ in chosen.sources])
    report = await run_check(request, config)
    detector, words = PLANTED[key]
    hits = [
        f for r in report.claims for f in r.findings if f.detector == detector and f.verdict is Verdict.CONTRADICTED
    ]
    assert hits, [(r.claim.text, [f.reason for f in r.findings]) for r in report.claims]
    assert any(words in f.reason or any(words in e.quote for e in f.evidence) for f in hits)
    assert report.stats["model_calls"] == 0


async def test_the_dead_link_example_names_its_link_even_offline() -> None:
    """Tests stay off the network (no DNS either): offline, the link is flagged as not opened, never as fine."""
    chosen = example("dead-link")
    assert chosen is not None and chosen.mode == "no-model" and ".invalid/" in chosen.answer
    report = await run_check(make_input(chosen.answer), build_config(Config(db_path=""), RunOptions(mode="offline")))
    findings = [f for r in report.claims for f in r.findings if f.detector == "links"]
    assert findings and all(f.verdict is Verdict.UNVERIFIABLE for f in findings)


async def test_the_clean_example_is_verified() -> None:
    chosen = example("clean")
    assert chosen is not None
    request = make_input(chosen.answer, [t for _, t in chosen.sources], chosen.question)
    report = await run_check(request, build_config(Config(db_path=""), RunOptions(mode="offline")))
    assert report.status is not None and report.status.value == "VERIFIED"
