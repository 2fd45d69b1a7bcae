"""Whole runs: web evidence and self-consistency inside the pipeline, configured the way a user configures them."""

from __future__ import annotations

import json

import web_models as models
from servers.scripted import closed_port
from web_kit import model_config

from engine.config import Config
from engine.inputs import make_input
from engine.pipeline import run_check
from engine.types import Status, Verdict

EIFFEL = "<p>The Eiffel Tower was completed in 1889 for the World's Fair.</p><p>The tower is 330 metres tall.</p>"
ANSWER = "The Eiffel Tower was completed in 1889. The tower is 330 metres tall."
QUESTION = "When was the Eiffel Tower completed, and how tall is it?"
SAMPLES = ["The Eiffel Tower was completed in 1889 and is 330 metres tall."] * 3


def strict_config(oai, site, tmp_path, **fields) -> Config:
    return model_config(
        oai.root + "/v1", mode="strict", search_backend="searxng", search_url=site.base, allow_private_links=True,
        web_cache_dir=str(tmp_path / "pages"), **fields,
    )  # fmt: skip


async def test_strict_run_backs_claims_with_web_quotes_and_agreement(oai, site, tmp_path):
    site.pages["eiffel"] = EIFFEL
    site.default_results = [("Eiffel Tower", "/page/eiffel")]
    oai.script.use(models.by_task(web=models.honest_web, agreement=models.honest_agreement,
                                  resample=models.resampler(SAMPLES)))  # fmt: skip
    report = await run_check(make_input(ANSWER, question=QUESTION), strict_config(oai, site, tmp_path))
    assert report.status is Status.VERIFIED, report.alerts
    for result in report.claims:
        by_detector = {f.detector: f for f in result.findings}
        assert result.verdict is Verdict.SUPPORTED
        assert by_detector["web"].verdict is Verdict.SUPPORTED and by_detector["consistency"].verdict is Verdict.LIKELY
    data = json.loads(report.to_json())
    web = next(f for f in data["claims"][0]["findings"] if f["detector"] == "web")
    assert web["evidence"][0]["source"] == site.url("/page/eiffel")
    assert site.search_calls == 1


async def test_agreement_alone_never_verifies(oai, site, tmp_path):
    oai.script.use(models.by_task(agreement=models.honest_agreement, resample=models.resampler(SAMPLES)))
    config = strict_config(oai, site, tmp_path)  # the search finds nothing
    report = await run_check(make_input(ANSWER, question=QUESTION), config)
    assert [r.verdict for r in report.claims] == [Verdict.LIKELY, Verdict.LIKELY]
    assert report.status is Status.CAUTION


async def test_given_samples_work_offline_and_reach_likely_at_most():
    config = Config(offline=True, samples=tuple(SAMPLES))
    report = await run_check(make_input(ANSWER), config)
    assert [r.verdict for r in report.claims] == [Verdict.LIKELY, Verdict.LIKELY]
    assert report.status is Status.CAUTION
    assert "Offline mode: web evidence was skipped (it needs the network and a model)." in report.alerts


async def test_no_network_ends_caution_with_an_alert(oai, site, tmp_path):
    oai.script.use(models.by_task(agreement=models.honest_agreement, resample=models.resampler(SAMPLES)))
    config = strict_config(oai, site, tmp_path).model_copy(update={"search_url": f"http://127.0.0.1:{closed_port()}"})
    report = await run_check(make_input(ANSWER, question=QUESTION), config)
    assert report.status is Status.CAUTION
    assert any(a.startswith("Web search failed (searxng: could not connect") for a in report.alerts)
    web = [f for r in report.claims for f in r.findings if f.detector == "web"]
    assert web and all(f.verdict is Verdict.UNVERIFIABLE and f.error for f in web)


async def test_the_default_search_engine_is_never_reached_from_tests(oai):
    oai.script.use(models.by_task(web=models.honest_web))
    report = await run_check(make_input(ANSWER), model_config(oai.root + "/v1", roles=("judge",)))
    assert report.stats["splitter"] == "model"
    assert report.status is Status.CAUTION
    assert any("ddgs: searching the internet is switched off" in a for a in report.alerts)
