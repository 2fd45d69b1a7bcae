"""Shared helpers for provider tests: configs pointing at the scripted servers, and the run invariants."""

from __future__ import annotations

from collections.abc import Sequence

from pydantic import SecretStr
from servers.kit import detector_context, scripted_router

from engine.config import Config, ModelSpec
from engine.detectors.base import DetectorContext
from engine.router import RetryPolicy, Router
from engine.types import Finding, Quote, Verdict

KEY = "sk-test-a1b2c3d4e5f6"
FAST_RETRY = RetryPolicy(max_attempts=3, backoff_s=0.01, max_wait_s=2.0)


def judge_config(base_url: str, model: str = "openai/x", key: str = KEY, **fields: object) -> Config:
    return Config(models={"judge": ModelSpec(model=model, base_url=base_url, api_key=SecretStr(key))}, **fields)


def router_for(config: Config, **kwargs: object) -> Router:
    return scripted_router(config, kwargs.pop("retry", FAST_RETRY), **kwargs)  # type: ignore[arg-type]


def context(
    router: Router | None, answer: str, sources: Sequence[str], deadline: float | None = None
) -> tuple[DetectorContext, list[str]]:
    """A DetectorContext over `answer` split by rules (the router's config), and the list its alerts go to."""
    config = router.config if router else Config()
    return detector_context(config, answer, router=router, sources=sources, deadline=deadline)


def assert_invariants(findings: Sequence[Finding], sources: Sequence[str]) -> None:
    """No SUPPORTED or CONTRADICTED without evidence that code can find at its offsets; failures never support."""
    for finding in findings:
        if finding.verdict in (Verdict.SUPPORTED, Verdict.CONTRADICTED):
            assert finding.evidence, finding
            for quote in finding.evidence:
                assert isinstance(quote, Quote)
                assert sources[quote.source][quote.start : quote.end] == quote.quote
        if finding.error:
            assert finding.verdict is Verdict.UNVERIFIABLE
