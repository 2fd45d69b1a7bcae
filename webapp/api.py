"""The HTTP API (contract): POST /api/verify, GET /api/runs/{id}, GET /api/runs/{id}/events (SSE), GET /api/health."""

from __future__ import annotations

import re
from typing import Any

from fastapi import APIRouter, Depends, Header, HTTPException, Query
from fastapi.responses import JSONResponse, PlainTextResponse, StreamingResponse
from pydantic import BaseModel
from starlette.concurrency import run_in_threadpool

from engine import ConfigError, InputError, make_input, to_markdown

from . import sse
from .limits import too_large, too_many_requests
from .options import SourceIn, VerifyRequest, VisitorRights, build_config
from .queue import QueueFull
from .services import Services

_RUN_ID = re.compile(r"[A-Za-z0-9_-]{1,64}")


class Accepted(BaseModel):
    """A run was started: poll `report_url` or stream `events_url`."""

    run_id: str
    events_url: str
    report_url: str
    page_url: str


class Health(BaseModel):
    ok: bool


def api_router(services: Services) -> APIRouter:
    """The API's routes, bound to the app's run manager and operator configuration."""
    router = APIRouter(prefix="/api", tags=["checks"])

    async def known_run(run_id: str) -> str:
        """A run id that exists (in memory or the audit store); anything else is a 404, never a 500. Asked on the
        loop (the bus asynchronously, the store in a thread): each request of a burst skips a thread-pool turn."""
        if not _RUN_ID.fullmatch(run_id) or not await services.runs.aexists(run_id):
            raise HTTPException(status_code=404, detail=f"no run with id {run_id[:64]!r}")
        return run_id

    @router.post("/verify", status_code=202, response_model=Accepted, responses=_ERRORS)
    async def verify(payload: VerifyRequest) -> Accepted:
        """Start checking an answer; returns at once with the run id. Keys in `options.models` are used for
        this run only and are never stored or echoed."""
        texts = [s.text if isinstance(s, SourceIn) else s for s in payload.sources]
        if reason := too_large(payload.answer, texts):
            raise HTTPException(status_code=413, detail=reason)
        names = [s.name if isinstance(s, SourceIn) else "" for s in payload.sources]
        try:
            request = make_input(payload.answer, texts, payload.question, names)
            rights = VisitorRights.of(services)  # a visitor's endpoint is resolved (DNS): off the server's loop
            config = await run_in_threadpool(build_config, services.base, payload.options, rights=rights)
        except (InputError, ConfigError) as exc:
            raise HTTPException(status_code=422, detail=str(exc)) from None
        try:
            run_id = services.runs.start(request, config, refuse_when_full=True)
        except QueueFull as exc:
            raise too_many_requests(exc.detail, exc.retry_after_s) from None
        await services.team.registered(run_id)  # every process of a team knows the run before its id is out
        return Accepted(
            run_id=run_id,
            events_url=f"/api/runs/{run_id}/events",
            report_url=f"/api/runs/{run_id}",
            page_url=f"/runs/{run_id}",
        )

    @router.get("/runs/{run_id}", responses=_NOT_FOUND)
    async def get_run(run_id: str = Depends(known_run)) -> JSONResponse:
        """The report: partial while running (`"status": null`), final once the run ended (BLOCKED if it failed)."""

        def render() -> JSONResponse:  # a long run's report takes a while to serialise: not on the server's loop
            report = services.runs.snapshot(run_id)
            assert report is not None
            return JSONResponse(report.to_dict())

        return await run_in_threadpool(render)

    @router.get("/runs/{run_id}/events", responses=_SSE_RESPONSES)
    async def get_events(
        run_id: str = Depends(known_run),
        last_event_id: str | None = Header(default=None, description="Resume after this seq."),
        after: int | None = Query(
            default=None, ge=0, description="Resume after this seq (for clients without headers)."
        ),
    ) -> StreamingResponse:
        """Server-sent events: `id` = seq, `event` = type, `data` = the event JSON; ends after the one terminal
        event (`run_completed` or `run_failed`)."""
        start = after if after is not None else sse.parse_last_event_id(last_event_id)
        return StreamingResponse(
            sse.stream(services.runs.subscribe(run_id, start)),
            media_type="text/event-stream",
            headers={"Cache-Control": "no-cache", "X-Accel-Buffering": "no"},
        )

    @router.get("/runs/{run_id}/report.md", response_class=PlainTextResponse, responses=_NOT_FOUND)
    async def get_markdown(run_id: str = Depends(known_run)) -> PlainTextResponse:
        """The report as Markdown (what the page's "Download .md" gives)."""

        def render() -> PlainTextResponse:
            report = services.runs.snapshot(run_id)
            assert report is not None
            return PlainTextResponse(to_markdown(report), media_type="text/markdown; charset=utf-8")

        return await run_in_threadpool(render)

    @router.get("/runs")
    async def list_runs(limit: int = Query(default=20, ge=1, le=200)) -> list[dict[str, Any]]:
        """The latest runs, newest first (id, status and the start of the answer)."""
        reports = await run_in_threadpool(services.runs.recent, limit)  # reads the audit store
        return [
            {"run_id": r.run_id, "status": r.status.value if r.status else None, "answer": r.answer[:200]}
            for r in reports
        ]

    @router.get("/health", response_model=Health)
    async def health() -> Health:
        return Health(ok=True)

    return router


_NOT_FOUND: dict[int | str, dict[str, Any]] = {404: {"description": "No run with this id."}}
_ERRORS: dict[int | str, dict[str, Any]] = {
    413: {"description": "The body, the answer or a source is too large."},
    429: {
        "description": "Too many requests from this client, or the server's run queue is full: retry after "
        "`Retry-After` seconds; `detail` says which."
    },
    422: {"description": "The input cannot be checked (empty answer, bad option): `detail` says why."},
}
_SSE_RESPONSES: dict[int | str, dict[str, Any]] = {
    **_NOT_FOUND,
    200: {"content": {"text/event-stream": {}}, "description": "The run's events, then the stream ends."},
}
