"""Per-run services: the model router (when configured), claim splitting, queued alerts and run statistics."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Sequence
from typing import Any

from .config import Config
from .emitter import Emitter
from .errors import ConfigError
from .events import ModelCalled, RunStarted
from .inputs import CheckInput
from .splitter import split_claims
from .types import Claim, ClaimResult, Verdict


class Session:
    """What one run shares between its stages. Built by `open_session`, closed by the pipeline."""

    def __init__(self, request: CheckInput, config: Config, emitter: Emitter, router: Any) -> None:
        self.request = request
        self.config = config
        self.emitter = emitter
        self.router = router
        self.splitter_name = "rules"
        self.failed_required: str | None = None
        self.detectors_run: set[str] = set()
        self._pending_alerts: list[str] = []
        self._owns_router = False

    def alert_soon(self, message: str) -> None:
        """Queue an alert from synchronous code (detectors); the pipeline flushes the queue."""
        if message not in self._pending_alerts:
            self._pending_alerts.append(message)

    async def flush_alerts(self) -> None:
        pending, self._pending_alerts = self._pending_alerts, []
        for message in pending:
            await self.emitter.alert(message)

    async def split(self, deadline: float | None = None) -> tuple[Claim, ...]:
        """Claims by the splitter model when one is configured, else (or on failure or timeout) by rules.

        The model gets at most half of the time left, so that the checks keep the rest.
        """
        if self.router is not None and self.router.has("splitter"):
            from .llm_splitter import split_with_model

            share = None if deadline is None else max(0.0, (deadline - time.monotonic()) / 2)
            try:
                claims = await asyncio.wait_for(
                    split_with_model(self.request.answer, self.router, alert=self.alert_soon), timeout=share
                )
            except TimeoutError:  # one alert: the model did not fail, it ran out of its share of the time
                await self.emitter.alert("The splitter model ran out of time; claims were split by rules instead.")
                return split_claims(self.request.answer)
            if claims:
                self.splitter_name = "model"
                return tuple(claims)
            await self.emitter.alert("The splitter model failed; claims were split by rules instead.")
        return split_claims(self.request.answer)

    def stats(self, *, passes: int, claims: Sequence[ClaimResult], elapsed_ms: int) -> dict[str, Any]:
        calls = self.emitter.report.stats.get("model_calls", 0)
        tokens = self.emitter.report.stats.get("tokens", 0)
        counted = [r for r in claims if r.claim.check_worthy]
        stats: dict[str, Any] = {
            "passes": passes,
            "model_calls": calls,
            "tokens": tokens,
            "elapsed_ms": elapsed_ms,
            "claims": len(claims),
            "check_worthy": len(counted),
            "supported": sum(r.verdict is Verdict.SUPPORTED for r in counted),
            "contradicted": sum(r.verdict is Verdict.CONTRADICTED for r in counted),
            "detectors": sorted(self.detectors_run),
            "splitter": self.splitter_name,
        }
        from .detectors.verifier import verifier_stats

        if (verifier := verifier_stats(claims, self)) is not None:
            stats["verifier"] = verifier
        if self.router is not None and hasattr(self.router, "cost_usd"):
            stats["cost_usd"] = round(float(self.router.cost_usd()), 6)
        return stats

    def start_clock(self) -> tuple[float, float]:
        """Start the run's clock and return `(started, deadline)` in `time.monotonic()` seconds.

        Called once setup is done: the SDK imports and client setup are not the run's time, unless the caller says
        when its budget started (`Config.budget_started_at`, the command line does), then the setup is paid from
        the budget, keeping at least half of it for checking. With a model, the deadline is the mode's whole-run
        deadline (60 s by default) and the router cuts every call's timeout to the time left.
        """
        started = time.monotonic()
        deadline = started + self.config.run_budget_s(with_model=self.router is not None, now=started)
        if self.router is not None and hasattr(self.router, "start_clock"):
            self.router.start_clock(deadline)
        return started, deadline

    async def close(self) -> None:
        """Close the router this session built (its clients, and the keys they hold, go with it)."""
        if self._owns_router and self.router is not None:
            await self.router.aclose()
        if self._owns_router:
            self.router = None


async def open_session(request: CheckInput, config: Config, emitter: Emitter, router: Any) -> Session:
    """Build the run's services, announce the run, and raise the alerts about what will not be checked."""
    session = Session(request, config, emitter, router)
    if router is None and not config.offline and config.models:
        from .router import build_router

        try:
            session.router = build_router(config)  # fails fast on a missing key: no SDK is imported yet
            if session.router is not None:
                await session.router.prepare()  # SDK imports in a worker thread, before the run's clock
            session._owns_router = session.router is not None
        except ConfigError as exc:
            session.failed_required = str(exc)
    roles = session.router.describe() if session.router is not None else {}
    await emitter.emit(
        RunStarted,
        answer=request.answer,
        question=request.question,
        sources=request.sources,
        mode=_mode_name(config, session.router),
        roles=roles,
    )
    if session.router is not None and hasattr(session.router, "on_call"):
        session.router.on_call = _model_call_listener(emitter)
    for note in request.notes:
        await emitter.alert(note, "info")
    if session.failed_required:
        await emitter.alert(f"The check could not run as configured: {session.failed_required}", "error")
    elif config.offline:
        await emitter.alert(
            "Offline mode: no model and no network were used, so links were not opened.",
            "info",
        )
    elif session.router is None:
        await emitter.alert(
            "No model is configured: ran only the checks that need no model (rule-based splitting, "
            "deterministic checks, link checks and lexical grounding).",
            "info",
        )
    elif hasattr(session.router, "independence_alert") and (warning := session.router.independence_alert()):
        await emitter.alert(warning)
    return session


def _mode_name(config: Config, router: Any) -> str:
    if config.offline:
        return "offline"
    if router is None:
        return "no-model"
    return config.mode


def _model_call_listener(emitter: Emitter) -> Any:
    async def on_call(role: str, model: str, ok: bool, tokens: int, elapsed_ms: int, error: str | None = None) -> None:
        await emitter.emit(
            ModelCalled, role=role, model=model, ok=ok, tokens=tokens, elapsed_ms=elapsed_ms, error=error
        )

    return on_call
