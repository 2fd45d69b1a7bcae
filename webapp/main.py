"""Composition root of the web app: one NiceGUI process serving the page and the HTTP API."""

from __future__ import annotations

import os

from nicegui import app, ui


@ui.page("/")
def index() -> None:
    ui.label("sAIfe — check an AI answer, claim by claim").classes("text-h5")
    ui.label("The checking page is being built; the command line works today: saife check --help")


@app.get("/api/health")
def health() -> dict[str, bool]:
    return {"ok": True}


def serve(host: str | None = None, port: int | None = None) -> None:
    """Start the server on HOST/PORT (defaults 127.0.0.1:8080)."""
    ui.run(
        host=host or os.environ.get("HOST", "127.0.0.1"),
        port=port or int(os.environ.get("PORT", "8080")),
        reload=False,
        show=False,
        title="sAIfe",
    )


if __name__ in {"__main__", "__mp_main__"}:
    serve()
