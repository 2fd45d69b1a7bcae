"""Composition root of the web app: one NiceGUI process serving the page and the HTTP API.

`serve()` is what `python -m webapp` and `saife serve` run; the `user` test fixture runs this file as a script.
"""

from __future__ import annotations

import ipaddress
import os
from pathlib import Path

from fastapi.exceptions import RequestValidationError
from nicegui import app, ui

from engine import Config, ConfigError, parse_model
from webapp.api import api_router
from webapp.auth import AccessGate, Gatekeeper, login_router
from webapp.docs import add_api_docs
from webapp.front_door import HealthFirst, keep_outermost
from webapp.limits import Admission, BodyLimit, readable_validation_error
from webapp.pages import check, monitor, runs
from webapp.security_headers import SecurityHeaders
from webapp.services import Services
from webapp.team import TeamConfigError
from webapp.warm import warm_up
from webapp.webhooks_api import receiving_secret, webhook_router

STATIC_DIR = Path(__file__).resolve().parent.parent / "static"
DOCS = {
    "title": "sAIfe API",
    "summary": "Fact-check AI answers claim by claim.",
    "description": "Start a check with `POST /api/verify`, follow it with `GET /api/runs/{id}/events` (server-sent "
    "events) and read the report with `GET /api/runs/{id}`.",
    "version": "0.1.0",
}


def build(services: Services | None = None) -> Services:
    """Wire the app: static files, API and its docs, limits, optional access token, security headers, pages."""
    services = services or Services.from_env()
    app.add_static_files("/static", STATIC_DIR)
    app.include_router(api_router(services))
    app.include_router(webhook_router(services.team.feed, receiving_secret()))
    add_api_docs(app, DOCS)
    app.add_exception_handler(RequestValidationError, readable_validation_error)
    app.add_middleware(BodyLimit)
    app.add_middleware(Admission, limiter=services.rate_limit, queue=services.runs.queue)
    if services.access_token:
        gate = Gatekeeper(services.access_token)
        app.include_router(login_router(gate))
        app.add_middleware(AccessGate, gate=gate)
    app.add_middleware(HealthFirst)  # before the access gate and the limits: health is open and never limited
    app.add_middleware(SecurityHeaders)  # added last: outermost, so refusals and redirects carry the headers too
    keep_outermost(app, (SecurityHeaders, HealthFirst, AccessGate, Admission, BodyLimit))  # before NiceGUI's own
    check.register(services)
    runs.register(services)
    monitor.register(services.team.feed, services.team.dead_letters)
    app.state.saife = services
    app.on_startup(lambda: services.team.start(services.runs.store))
    app.on_shutdown(services.team.stop)
    app.on_shutdown(services.runs.store.close)
    return services


def serve(host: str | None = None, port: int | None = None) -> None:
    """Start the server on HOST/PORT (defaults 127.0.0.1:8080) and say where it runs."""
    try:
        services = build()
    except TeamConfigError as exc:
        raise SystemExit(f"saife: error: {exc}") from None
    warm_up(services.base)  # before the server listens: the first requests and runs do not load modules and models
    host = host or os.environ.get("HOST", "127.0.0.1")
    port = port or int(os.environ.get("PORT", "8080"))
    app.on_startup(lambda: print("\n".join(startup_lines(host, port, services)), flush=True))
    ui.run(
        host=host,
        port=port,
        title="sAIfe",
        favicon=STATIC_DIR / "favicon.svg",
        reload=False,
        show=False,
        tailwind=False,
        show_welcome_message=False,
        reconnect_timeout=10.0,
    )


def startup_lines(host: str, port: int, services: Services) -> list[str]:
    """What the server prints when it starts: where it runs, how to log in, and a warning when it is open to
    the network with the operator's keys and no token. Never a key or the token itself."""
    lines = [f"sAIfe is running at {_url(host, port)}"]
    if host in ("0.0.0.0", "::", ""):
        local = "127.0.0.1" if host != "::" else "[::1]"
        lines[0] += f" (all interfaces; on this machine open http://{local}:{port})"
    if services.access_token:
        lines.append("Access is limited: log in with the token in SAIFE_ACCESS_TOKEN.")
    elif is_public(host) and (held := keys_held(services.base)):
        lines.append(
            f"WARNING: this server is reachable from other machines ({host}), holds model keys ({', '.join(held)}) "
            "and has no access token: anyone who reaches it can run checks on those keys. Set "
            "SAIFE_ACCESS_TOKEN, or SAIFE_VISITORS_USE_SERVER_KEYS=0, or bind to 127.0.0.1."
        )
    return lines


def is_public(host: str) -> bool:
    """Whether binding `host` exposes the server beyond this machine (anything but a loopback address)."""
    if host.lower() in ("localhost", "localhost."):
        return False
    try:
        return not ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return True  # a name that resolves to some interface of this machine


def keys_held(config: Config) -> list[str]:
    """Where the keys of the operator's configured models come from (variable names, never values)."""
    held = []
    for role, spec in config.models.items():
        if spec.api_key is not None and spec.api_key.get_secret_value():
            held.append(f"SAIFE_{role.upper()}_API_KEY")
            continue
        try:
            variable = parse_model(spec.model).preset.key_env
        except ConfigError:
            continue
        if variable and os.environ.get(variable, "").strip():
            held.append(variable)
    return sorted(set(held))


def _url(host: str, port: int) -> str:
    return f"http://[{host}]:{port}" if ":" in host else f"http://{host}:{port}"


if __name__ in {"__main__", "__mp_main__"}:
    serve()
