"""Self-consistency: resamples drawn through the real SDK, agreement scored by the judge or lexically."""

from __future__ import annotations

import pytest
import web_models as models
from servers.scripted import Reply
from web_kit import assert_invariants, context, model_config, router_for

from engine.config import Config
from engine.detectors.consistency import SelfConsistency, Stance, lexical_stance
from engine.types import Computed, Verdict

QUESTION = "Tell me about the Eiffel Tower."
ANSWER = "The Eiffel Tower was completed in 1889. It is 330 metres tall. It was painted green by Monet."
SAMPLES = [
    "The Eiffel Tower was completed in 1889. It is 330 metres tall.",
    "Completed in 1889, the Eiffel Tower is 330 metres tall. It is in Paris.",
    "The Eiffel Tower was completed in 1887. Today it is 330 metres tall.",
]


async def check(config, answer=ANSWER, question=QUESTION, router=None):
    ctx, alerts = context(config, answer, router=router, question=question)
    detector = SelfConsistency()
    findings = await detector.check(ctx.claims, ctx) if detector.applies(ctx) else []
    assert_invariants(findings, ctx)
    return findings, alerts


async def check_with_models(config, **kwargs):
    """`check` through a router over the scripted models in `config`, closed afterwards."""
    router = router_for(config)
    try:
        return await check(config, router=router, **kwargs)
    finally:
        await router.aclose()


async def test_given_samples_are_scored_lexically_offline():
    findings, alerts = await check(Config(offline=True, samples=tuple(SAMPLES)))
    built, tall, green = findings
    assert built.verdict is Verdict.LIKELY and built.evidence == (Computed.of("2 of 3 samples agree"),)
    assert tall.verdict is Verdict.LIKELY and tall.reason == "3 of 3 samples agree (agreement only, not evidence)"
    assert green.verdict is Verdict.UNVERIFIABLE and green.reason == "only 0 of 3 samples agree"
    assert not green.objection and alerts == []


async def test_contradiction_in_a_majority_is_an_objection_never_a_verdict():
    samples = (
        "The tower was completed in 1887.",
        "The tower was completed in 1887.",
        "The tower was completed in 1889.",
    )
    (finding,) = (await check(Config(offline=True, samples=samples), answer="The tower was completed in 1889."))[0]
    assert finding.verdict is Verdict.UNVERIFIABLE and finding.objection
    assert finding.reason == "2 of 3 samples contradict it"


@pytest.mark.parametrize(
    ("claim", "sample", "stance"),
    [
        ("The tower is 330 metres tall.", "Standing 330 metres tall, the tower dominates Paris.", Stance.AGREES),
        ("The tower is 330 metres tall.", "The tower is 300 metres tall.", Stance.CONTRADICTS),
        ("The tower is open at night.", "The tower is not open at night.", Stance.CONTRADICTS),
        ("The tower is 330 metres tall.", "Paris has many museums and bakeries.", Stance.SILENT),
    ],
)
def test_lexical_stances(claim, sample, stance):
    assert lexical_stance(claim, sample) is stance


async def test_resamples_are_drawn_in_parallel_and_judged_with_verified_quotes(oai):
    oai.script.use(models.by_task(agreement=models.honest_agreement, resample=models.resampler(SAMPLES)))
    config = model_config(oai.root + "/v1")
    findings, alerts = await check_with_models(config)
    assert [f.verdict for f in findings] == [Verdict.LIKELY, Verdict.LIKELY, Verdict.UNVERIFIABLE]
    assert findings[0].reason.startswith("2 of 3 resamples agree")
    draws = [r for r in oai.script.requests if r.body["model"] == "writer-model"]
    judged = [r for r in oai.script.requests if r.body["model"] == "judge-model"]
    assert len(draws) == 3 and all(r.body["temperature"] > 0 for r in draws)
    assert all(r.last_user == QUESTION for r in draws)
    assert len(judged) == 3  # one call per sample, every claim batched into it
    assert alerts == []


async def test_agreement_the_judge_cannot_quote_does_not_count(oai):
    def flatterer(seen):
        return Reply(content='{"results": [{"claim": 1, "stance": "AGREES", "quote": "It surely says so, trust me."}]}')

    oai.script.use(models.by_task(agreement=flatterer, resample=models.resampler(SAMPLES)))
    config = model_config(oai.root + "/v1")
    (finding,), _ = await check_with_models(config, answer="The Eiffel Tower was completed in 1889.")
    assert finding.verdict is Verdict.UNVERIFIABLE and finding.reason == "only 0 of 3 resamples agree"


async def test_failed_draws_count_as_disagreement_and_are_announced(oai):
    oai.script.queue(Reply(content=SAMPLES[0]), Reply(content="  "), Reply(status=401))
    config = model_config(oai.root + "/v1", roles=("writer",))
    findings, alerts = await check_with_models(config)
    assert all(f.verdict is Verdict.UNVERIFIABLE and f.error for f in findings)
    assert any("only 1 of 3 answers could be drawn" in a for a in alerts)
    assert any("resampler failed for 2 of 3" in a for a in alerts)


async def test_one_failed_draw_lowers_the_score_but_the_check_still_runs(oai):
    oai.script.queue(Reply(content=SAMPLES[0]), Reply(content=SAMPLES[1]), Reply(status=401))
    config = model_config(oai.root + "/v1", roles=("writer",))
    findings, alerts = await check_with_models(config)
    assert [f.verdict for f in findings] == [Verdict.LIKELY, Verdict.LIKELY, Verdict.UNVERIFIABLE]
    assert findings[0].reason.startswith("2 of 3 resamples agree")  # the failed draw counts against
    assert any("resampler failed for 1 of 3" in a for a in alerts)


def test_when_self_consistency_runs():
    detector = SelfConsistency()
    offline, alerts = context(Config(offline=True), ANSWER, question=QUESTION)
    assert not detector.applies(offline) and "self-consistency were skipped" in alerts[0]
    no_model, alerts = context(Config(), ANSWER, question=QUESTION)
    assert not detector.applies(no_model) and alerts == []
    with_sources, _ = context(Config(), ANSWER, question=QUESTION, sources=["text"])
    assert not detector.applies(with_sources)


async def test_what_is_missing_is_named(oai):
    judge_only = router_for(model_config(oai.root + "/v1", roles=("judge",)))
    ctx, alerts = context(judge_only.config, ANSWER, router=judge_only, question=QUESTION)
    assert not SelfConsistency().applies(ctx) and "needs a resampler model" in alerts[0]
    both = router_for(model_config(oai.root + "/v1"))
    ctx, alerts = context(both.config, ANSWER, router=both, question=None)
    assert not SelfConsistency().applies(ctx) and "needs the question" in alerts[0]
    strict, _ = context(both.config.model_copy(update={"mode": "strict"}), ANSWER, router=both, question=QUESTION)
    assert SelfConsistency().applies(strict)
    await judge_only.aclose()
    await both.aclose()
