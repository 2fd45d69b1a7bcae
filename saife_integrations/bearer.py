"""A bearer-token gate for the HTTP servers the integrations start (SAIFE_ACCESS_TOKEN), as ASGI middleware."""

from __future__ import annotations

import hmac
import json

from starlette.types import ASGIApp, Receive, Scope, Send


def bearer_matches(authorization: str, token: str) -> bool:
    """Whether an `Authorization` header value carries `token` as its bearer token (compared in constant time)."""
    scheme, _, given = authorization.partition(" ")
    return scheme.lower() == "bearer" and hmac.compare_digest(given.strip().encode(), token.encode())


class BearerGate:
    """Answer 401 to every HTTP request without `Authorization: Bearer <token>`; pass the rest to `app`."""

    def __init__(self, app: ASGIApp, token: str) -> None:
        self.app = app
        self.token = token

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        headers = dict(scope.get("headers") or [])
        if bearer_matches(headers.get(b"authorization", b"").decode("latin-1"), self.token):
            await self.app(scope, receive, send)
            return
        body = json.dumps({"error": "invalid_token", "error_description": "send Authorization: Bearer <token>"})
        await send({"type": "http.response.start", "status": 401, "headers": [
            (b"content-type", b"application/json"), (b"www-authenticate", b'Bearer realm="saife"'),
        ]})  # fmt: skip
        await send({"type": "http.response.body", "body": body.encode()})
