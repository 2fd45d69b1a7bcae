"""Webhooks in and out: `POST /api/webhooks` receives signed events from other sAIfe instances for the monitor,
and `WebhookHook` sends this instance's events to the operator's URLs.

Receiving: the signature must verify with SAIFE_MONITOR_SECRET (or SAIFE_WEBHOOK_SECRET) and be at most five minutes
old (else 401); an event id already accepted is a replay (409). The route needs no access token: the signature is
the sender's credential.
"""

from __future__ import annotations

import json
import logging
import os
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from fastapi import APIRouter, Header, HTTPException, Request
from pydantic import ValidationError

from engine.monitoring import RunRow, summarize
from engine.webhooks import ReplayGuard, WebhookSender, verify_signature

from .monitor_feed import MonitorFeed

log = logging.getLogger("saife.webapp")
MAX_WEBHOOK_BYTES = 1_000_000


def receiving_secret(env: Mapping[str, str] | None = None) -> str:
    env = os.environ if env is None else env
    return env.get("SAIFE_MONITOR_SECRET") or env.get("SAIFE_WEBHOOK_SECRET") or ""


def webhook_router(feed: MonitorFeed, secret: str, guard: ReplayGuard | None = None) -> APIRouter:
    router = APIRouter(prefix="/api", tags=["monitor"])
    replays = guard or ReplayGuard()

    @router.post("/webhooks", status_code=202, responses={401: {}, 409: {}, 413: {}, 503: {}})
    async def receive(
        request: Request,
        x_saife_signature: str | None = Header(default=None),
        x_saife_event_id: str | None = Header(default=None),
        x_saife_instance: str | None = Header(default=None),
    ) -> dict[str, bool]:
        """Accept one signed event from another sAIfe instance and show it in the monitor."""
        if not secret:
            raise HTTPException(503, "this instance receives no webhooks: set SAIFE_MONITOR_SECRET")
        body = await request.body()
        if len(body) > MAX_WEBHOOK_BYTES:
            raise HTTPException(413, "the event is too large")
        if not verify_signature(secret, x_saife_signature, body):
            raise HTTPException(401, "the signature is missing, wrong or older than five minutes")
        if not x_saife_event_id or not replays.first_time(x_saife_event_id):
            raise HTTPException(409, "this event id was already received (a replay)")
        try:
            event = json.loads(body)
            row = _row_of(event, origin=_origin(x_saife_instance, request))
        except (ValueError, TypeError, ValidationError):
            raise HTTPException(422, "the body is not a sAIfe event") from None
        if row is not None:
            feed.add(row)
        return {"accepted": True}

    return router


def _origin(instance: str | None, request: Request) -> str:
    name = (instance or "").strip()[:80]
    return name or (request.client.host if request.client else "another instance")


def _row_of(event: Any, *, origin: str) -> RunRow | None:
    """A terminal event becomes a row (its `summary` when the sender attached one); other events are not listed."""
    if not isinstance(event, dict) or event.get("type") not in ("run_completed", "run_failed"):
        return None
    summary = event.get("summary")
    if isinstance(summary, dict):
        return RunRow.model_validate({**summary, "origin": origin})
    return summarize([event], origin=origin)


class WebhookHook:
    """Feeds this instance's finished runs to the monitor and (when configured) to the outgoing webhooks."""

    def __init__(self, feed: MonitorFeed, sender: WebhookSender | None, instance: str = "") -> None:
        self.feed, self.sender, self.instance = feed, sender, instance

    def on_event(self, event: Mapping[str, Any], run_events: Callable[[], Sequence[Mapping[str, Any]]]) -> None:
        """Call from the event loop with every event of a run; `run_events()` gives the run's events so far (this
        one included) and is read only for a terminal event."""
        terminal = event.get("type") in ("run_completed", "run_failed")
        row = summarize(run_events()) if terminal else None
        if row is not None:
            self.feed.add(row)
        if self.sender is None or not self.sender.settings.wants(event):
            return
        summary = {"summary": row.model_dump(mode="json", exclude={"origin"})} if row is not None else None
        self.sender.submit(event, summary)
