"""Which claims the web detector takes on, per mode: offline, sources first, web, strict, no judge."""

from __future__ import annotations

import web_models as models
from web_kit import context, model_config, router_for

from engine.config import Config
from engine.detectors.web import WebEvidence
from engine.search import SearchHit, StaticSearch
from engine.types import Computed, Finding, Verdict

ANSWER = "The Eiffel Tower was completed in 1889. The tower is 330 metres tall."
SOURCE = "The Eiffel Tower was completed in 1889."


def test_offline_skips_the_web_and_says_so():
    ctx, alerts = context(Config(offline=True), ANSWER)
    assert not WebEvidence().applies(ctx)
    assert alerts == [
        "Offline mode: web evidence and self-consistency were skipped (they need the network and a model)."
    ]
    ctx, alerts = context(Config(offline=True, samples=("An answer drawn earlier.",)), ANSWER)
    assert not WebEvidence().applies(ctx)
    assert alerts == ["Offline mode: web evidence was skipped (it needs the network and a model)."]
    ctx, alerts = context(Config(mode="offline"), ANSWER)
    assert not WebEvidence().applies(ctx) and alerts


def test_without_any_model_the_run_alert_covers_it():
    ctx, alerts = context(Config(), ANSWER)
    assert not WebEvidence().applies(ctx) and alerts == []


async def test_without_a_judge_the_web_is_skipped_with_an_alert(oai):
    router = router_for(model_config(oai.root + "/v1", roles=("writer",)))
    ctx, alerts = context(router.config, ANSWER, router=router)
    assert not WebEvidence().applies(ctx)
    assert alerts == ["Web evidence was skipped: reading web pages needs a judge model (SAIFE_JUDGE_MODEL)."]
    await router.aclose()


async def test_modes_decide_whether_the_web_is_searched(oai):
    router = router_for(model_config(oai.root + "/v1"))
    cases = [
        ({}, [], True),
        ({}, [SOURCE], True),
        ({"web_with_sources": "never"}, [SOURCE], False),
        ({"mode": "sources"}, [], False),
        ({"mode": "web"}, [SOURCE], True),
        ({"mode": "strict", "web_with_sources": "never"}, [SOURCE], True),
    ]
    for fields, sources, expected in cases:
        config = router.config.model_copy(update=fields)
        ctx, _ = context(config, ANSWER, router=router, sources=sources)
        assert WebEvidence().applies(ctx) is expected, (fields, sources)
    await router.aclose()


async def test_with_sources_only_claims_they_do_not_settle_go_to_the_web(oai, site, tmp_path):
    site.pages["eiffel"] = "<p>The Eiffel Tower was completed in 1889. The tower is 330 metres tall.</p>"
    oai.script.use(models.honest_web)
    config = model_config(oai.root + "/v1", allow_private_links=True, web_cache_dir="")
    router = router_for(config)
    ctx, _ = context(config, ANSWER, router=router, sources=[SOURCE])
    first, second = ctx.claims
    covered = Finding(detector="grounding", claim_id=first.id, verdict=Verdict.SUPPORTED, reason="in source 1",
                      evidence=(Computed.of("stand-in for a verified quote"),))  # fmt: skip
    ctx.prior = {first.id: [covered], second.id: []}
    search = StaticSearch(default=[SearchHit(title="Eiffel", url=site.url("/page/eiffel"))])
    findings = await WebEvidence(search=search).check(ctx.claims, ctx)
    assert [f.claim_id for f in findings] == [second.id] and findings[0].verdict is Verdict.SUPPORTED
    assert "330" in search.queries[0] and "1889" not in search.queries[0]
    strict = config.model_copy(update={"mode": "strict"})
    ctx.config = strict
    assert len(await WebEvidence(search=search).check(ctx.claims, ctx)) == 2
    await router.aclose()


async def test_web_search_turned_off_or_misconfigured_is_named(oai):
    router = router_for(model_config(oai.root + "/v1"))
    for fields, reason in (
        ({"search_backend": "none"}, "web search is turned off"),
        ({"search_backend": "searxng"}, "web search is not set up: search backend 'searxng' needs the instance URL"),
    ):
        config = router.config.model_copy(update=fields)
        ctx, alerts = context(config, ANSWER, router=router)
        findings = await WebEvidence().check(ctx.claims, ctx)
        assert all(f.verdict is Verdict.UNVERIFIABLE and f.reason.startswith(reason) for f in findings)
        assert len(alerts) == 1 and "2 claim(s) were not checked against the web" in alerts[0]
    await router.aclose()
