"""`saife mcp`: serve sAIfe's tools to MCP clients (Claude Desktop, IDEs, agents) over stdio or streamable HTTP."""

from __future__ import annotations

import argparse
import sys
from typing import Any

from .options import add_model_flags, at_least_one, config_from_args


def add_parser(subparsers: Any) -> None:
    parser = subparsers.add_parser("mcp", help="run an MCP server with the verify_answer and check_claim tools")
    parser.add_argument("--http", action="store_true", help="serve streamable HTTP instead of stdio")
    parser.add_argument("--host", default="127.0.0.1", help="interface for --http (default 127.0.0.1)")
    parser.add_argument("--port", type=int, default=8765, help="port for --http (default 8765)")
    add_model_flags(parser)
    parser.add_argument("--mode", choices=["auto", "offline", "sources", "web", "strict"], default=None)
    parser.add_argument("--latency-budget-ms", type=int, default=None, metavar="MS")
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    at_least_one(args, "latency_budget_ms")
    config_from_args(args)  # a bad flag or environment value is a usage error now, not at the first tool call
    from saife_integrations.exposure import open_to_the_network_warning
    from saife_integrations.mcp_server import serve  # the integrations (and the mcp SDK) load only for this command

    if (warning := open_to_the_network_warning(args.host, "the MCP server")) is not None and args.http:
        print(warning, file=sys.stderr)
    serve(
        "streamable-http" if args.http else "stdio",
        host=args.host,
        port=args.port,
        config=lambda: config_from_args(args),
    )
    return 0
