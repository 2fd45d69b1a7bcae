"""Shared test kit: configs and routers pointing at the scripted model server, detector contexts, invariants."""

from __future__ import annotations

from collections.abc import Sequence

from pydantic import SecretStr
from servers.kit import detector_context, scripted_router

from engine.config import Config, ModelSpec
from engine.detectors.base import DetectorContext
from engine.router import RetryPolicy, Router
from engine.search.pages import WebPage
from engine.types import Computed, Finding, Quote, Verdict

KEY = "sk-test-web-0a1b2c3d4e"
FAST_RETRY = RetryPolicy(max_attempts=2, backoff_s=0.01, max_wait_s=1.0)


def model_config(base_url: str, roles: Sequence[str] = ("judge", "writer"), **fields: object) -> Config:
    """Every role in `roles` served by the scripted server (judge and writer as different model names)."""
    models = {
        role: ModelSpec(model=f"openai/{role}-model", base_url=base_url, api_key=SecretStr(KEY)) for role in roles
    }
    return Config(models=models, **fields)


def router_for(config: Config) -> Router:
    return scripted_router(config, FAST_RETRY)


context = detector_context
"""`context(config, answer, *, router, question, sources, deadline)` -> (DetectorContext, alerts)."""


def pages_read(ctx: DetectorContext) -> dict[str, WebPage]:
    """Pages the run read, by final address."""
    reader = ctx.cache.get("web_reader")
    if reader is None:
        return {}
    results = [task.result() for task in reader.run_cache.values() if task.done()]
    return {p.final_url: p for p in results if isinstance(p, WebPage)}


def assert_invariants(findings: Sequence[Finding], ctx: DetectorContext) -> None:
    """Web verdicts rest on quotes found at their offsets in a page read this run; agreement never supports."""
    pages = pages_read(ctx)
    for finding in findings:
        if finding.verdict in (Verdict.SUPPORTED, Verdict.CONTRADICTED):
            assert finding.detector == "web" and finding.evidence, finding
            for quote in finding.evidence:
                assert isinstance(quote, Quote)
                assert pages[quote.source].text[quote.start : quote.end] == quote.quote
        if finding.detector == "consistency":
            assert finding.verdict in (Verdict.LIKELY, Verdict.UNVERIFIABLE)
            assert all(isinstance(e, Computed) for e in finding.evidence)
        if finding.error:
            assert finding.verdict is Verdict.UNVERIFIABLE
