"""The API's own documentation at /docs (Swagger UI) from files under static/docs/, so it works without internet.

FastAPI's default /docs page loads Swagger UI from a CDN and stays blank offline; this one serves the same UI
from `static/docs/` (swagger-ui-dist, Apache-2.0). /redoc, whose bundle is not shipped, leads to /docs.
"""

from __future__ import annotations

from typing import Any

from fastapi import FastAPI
from fastapi.openapi.docs import get_swagger_ui_html
from fastapi.responses import HTMLResponse, RedirectResponse

ASSETS = "/static/docs"
OPENAPI_URL = "/openapi.json"


def add_api_docs(app: FastAPI, info: dict[str, Any]) -> None:
    """Describe the API (`info`: title, summary, description, version), serve /openapi.json and a local /docs."""
    app.title = info["title"]
    app.summary = info.get("summary")
    app.description = info.get("description", "")
    app.version = info.get("version", "0.1.0")
    app.openapi_url, app.docs_url, app.redoc_url = OPENAPI_URL, None, None
    app.openapi_schema = None
    app.setup()  # with docs_url and redoc_url unset, this adds only the /openapi.json route

    @app.get("/docs", include_in_schema=False)
    async def swagger_ui() -> HTMLResponse:
        return get_swagger_ui_html(
            openapi_url=OPENAPI_URL,
            title=f"{app.title} · docs",
            swagger_js_url=f"{ASSETS}/swagger-ui-bundle.js",
            swagger_css_url=f"{ASSETS}/swagger-ui.css",
            swagger_favicon_url="/static/favicon.svg",
            swagger_ui_parameters={"validatorUrl": None},  # no badge fetched from validator.swagger.io
        )

    @app.get("/redoc", include_in_schema=False)
    async def redoc() -> RedirectResponse:
        return RedirectResponse("/docs", status_code=307)
