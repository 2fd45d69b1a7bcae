"""Property tests of the repair loop with randomised scripted detectors (hypothesis): the loop always ends within
`max_passes`, nothing unchecked is ever SUPPORTED, every change to the text is an edit, one terminal event."""

from __future__ import annotations

import asyncio

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from pipeline_kit import FACTS, SOURCE, RandomDetector, assert_run_invariants

from engine import Config
from engine.inputs import make_input
from engine.pipeline import run_check

NAMES = list(FACTS)


@st.composite
def answers(draw: st.DrawFn) -> str:
    sentences = []
    for _ in range(draw(st.integers(1, 6))):
        name = draw(st.sampled_from(NAMES))
        true_value = FACTS[name]
        value = draw(
            st.sampled_from([true_value, true_value.replace(true_value.split()[0], str(draw(st.integers(1, 99))))])
        )
        sentences.append(f"The {name} is {value}.")
    layout = draw(st.sampled_from(["paragraph", "bullets", "numbered"]))
    if layout == "bullets":
        return "\n".join(f"- {s}" for s in sentences)
    if layout == "numbered":
        return "\n".join(f"{i}. {s}" for i, s in enumerate(sentences, 1))
    return " ".join(sentences)


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    answer=answers(),
    seeds=st.lists(st.integers(0, 10_000), min_size=1, max_size=3),
    second_stage=st.booleans(),
    max_passes=st.integers(1, 4),
    repair=st.sampled_from(["repair", "hedge", "report"]),
    with_source=st.booleans(),
)
def test_loop_invariants_hold_for_random_detectors(
    answer: str, seeds: list[int], second_stage: bool, max_passes: int, repair: str, with_source: bool
) -> None:
    detectors = [RandomDetector(name=f"d{i}", seed=seed) for i, seed in enumerate(seeds)]
    late = RandomDetector(name="late", seed=sum(seeds), stage=2)
    if second_stage:
        detectors.append(late)
    config = Config(offline=True, db_path="", max_passes=max_passes, repair=repair)
    events: list[object] = []
    request = make_input(answer, [SOURCE] if with_source else [])
    report = asyncio.run(run_check(request, config, listeners=[events.append], detectors=detectors))
    assert report.status is not None
    assert_run_invariants(report, events, max_passes)
    if second_stage:
        passes = [e for e in events if e.type == "pass_started"]  # type: ignore[attr-defined]
        assert len(late.seen_prior) == len(passes)
        for prior, started in zip(late.seen_prior, passes, strict=True):
            assert set(prior) == set(started.claim_ids)  # type: ignore[attr-defined]
