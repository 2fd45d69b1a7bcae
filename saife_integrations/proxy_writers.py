"""The proxy's writer routers: one per writer model, kept for the server's life.

Building a router costs about 190 ms on a 2-core machine (the provider SDK's client and its TLS context), more
than the whole offline check of a short answer; a router per request made that the proxy's largest cost. A kept
router serves only the writer, so the per-run token budget (meant for one check's judge and resampler calls)
does not apply to it: each request's own `max_tokens` bounds its call. Routers belong to the event loop that
built them: one WriterRouters per served app.
"""

from __future__ import annotations

from typing import Any

from engine import Config, Router, build_router

UNBOUNDED_TOKENS = 2**62


class WriterRouters:
    def __init__(self) -> None:
        self._routers: dict[tuple[Any, ...], Router] = {}

    def get(self, config: Config) -> Router | None:
        """The writer's router for `config`, or None when no writer model is configured.

        Raises:
            ConfigError: the writer's provider is unknown.
        """
        spec = config.model_for("writer")
        if spec is None:
            return None
        secret = spec.api_key.get_secret_value() if spec.api_key is not None else None
        key = (spec.model, spec.base_url, secret, config.model_timeout_s)
        if key not in self._routers:
            writer_only = config.model_copy(
                update={"offline": False, "models": {"writer": spec}, "token_budget": UNBOUNDED_TOKENS}
            )
            router = build_router(writer_only)
            if router is None:
                return None
            self._routers[key] = router
        return self._routers[key]

    async def aclose(self) -> None:
        routers, self._routers = list(self._routers.values()), {}
        for router in routers:
            await router.aclose()
