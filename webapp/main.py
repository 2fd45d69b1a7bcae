"""Composition root of the web app: one NiceGUI process serving the page and the HTTP API.

`serve()` is what `python -m webapp` and `saife serve` run; the `user` test fixture runs this file as a script.
"""

from __future__ import annotations

import os
from pathlib import Path

from fastapi.exceptions import RequestValidationError
from nicegui import app, ui

from webapp.api import api_router
from webapp.auth import AccessGate, login_router
from webapp.limits import BodyLimit, readable_validation_error
from webapp.pages import check, runs
from webapp.services import Services

STATIC_DIR = Path(__file__).resolve().parent.parent / "static"
DOCS = {
    "title": "sAIfe API",
    "summary": "Fact-check AI answers claim by claim.",
    "description": "Start a check with `POST /api/verify`, follow it with `GET /api/runs/{id}/events` (server-sent "
    "events) and read the report with `GET /api/runs/{id}`.",
    "version": "0.1.0",
}


def build(services: Services | None = None) -> Services:
    """Wire the app: static files, API, limits, optional access token, pages."""
    services = services or Services.from_env()
    app.add_static_files("/static", STATIC_DIR)
    app.include_router(api_router(services))
    app.add_exception_handler(RequestValidationError, readable_validation_error)
    app.add_middleware(BodyLimit)
    if services.access_token:
        app.include_router(login_router(services.access_token))
        app.add_middleware(AccessGate, token=services.access_token)
    check.register(services)
    runs.register(services)
    app.state.saife = services
    app.on_shutdown(services.runs.store.close)
    return services


def serve(host: str | None = None, port: int | None = None) -> None:
    """Start the server on HOST/PORT (defaults 127.0.0.1:8080)."""
    build()
    ui.run(
        host=host or os.environ.get("HOST", "127.0.0.1"),
        port=port or int(os.environ.get("PORT", "8080")),
        title="sAIfe",
        favicon=STATIC_DIR / "favicon.svg",
        reload=False,
        show=False,
        tailwind=False,
        fastapi_docs=DOCS,
        show_welcome_message=False,
        reconnect_timeout=10.0,
    )


if __name__ in {"__main__", "__mp_main__"}:
    serve()
