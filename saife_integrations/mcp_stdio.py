"""The stdio transport, answering lines that are not JSON-RPC messages as JSON-RPC 2.0 asks.

The SDK's stdio reader drops a line it cannot parse (logged at debug level): the client then waits for an answer
that never comes. JSON-RPC 2.0 answers such a line with an error whose id is null: -32700 for text that is not
JSON, -32600 for JSON that is not a request. Everything else is the SDK's own `stdio_server`.
"""

from __future__ import annotations

from typing import Any

import anyio
from mcp.server.stdio import stdio_server
from mcp.shared.message import SessionMessage
from mcp.types import INVALID_REQUEST, PARSE_ERROR, ErrorData, JSONRPCError
from pydantic import ValidationError


def error_for_unreadable(problem: Exception) -> JSONRPCError:
    """The JSON-RPC error that answers an inbound line the transport could not read as a message."""
    not_json = isinstance(problem, ValidationError) and any(e["type"] == "json_invalid" for e in problem.errors())
    if not_json:
        error = ErrorData(code=PARSE_ERROR, message="Parse error: the line is not valid JSON")
    else:
        error = ErrorData(code=INVALID_REQUEST, message="Invalid request: the line is not a JSON-RPC 2.0 message")
    return JSONRPCError(jsonrpc="2.0", id=None, error=error)


async def run_stdio(lowlevel_server: Any) -> None:
    """Serve `lowlevel_server` (the SDK's `Server`) over stdin/stdout until stdin closes."""
    async with stdio_server() as (wire_in, wire_out):
        to_server, from_wire = anyio.create_memory_object_stream[SessionMessage | Exception](0)

        async def sort_inbound() -> None:
            async with to_server:
                async for item in wire_in:
                    if isinstance(item, Exception):
                        await wire_out.send(SessionMessage(error_for_unreadable(item)))
                    else:
                        await to_server.send(item)

        async with anyio.create_task_group() as tasks:
            tasks.start_soon(sort_inbound)
            await lowlevel_server.run(from_wire, wire_out, lowlevel_server.create_initialization_options())
            tasks.cancel_scope.cancel()
