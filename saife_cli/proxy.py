"""`saife proxy`: an OpenAI-compatible endpoint that returns only checked answers (see saife_integrations.proxy)."""

from __future__ import annotations

import argparse
import sys
from typing import Any

from .options import add_model_flags, at_least_one, config_from_args


def add_parser(subparsers: Any) -> None:
    parser = subparsers.add_parser("proxy", help="serve POST /v1/chat/completions that verifies the writer's answers")
    parser.add_argument("--host", default="127.0.0.1", help="interface to bind (default 127.0.0.1)")
    parser.add_argument("--port", type=int, default=8787, help="port (default 8787)")
    add_model_flags(parser)
    parser.add_argument("--mode", choices=["auto", "offline", "sources", "web", "strict"], default=None)
    parser.add_argument("--latency-budget-ms", type=int, default=None, metavar="MS")
    parser.add_argument(
        "--on-contradicted",
        choices=["stop", "substitute"],
        default=None,
        help="streaming: end the answer at a contradicted claim, or send the checked remainder (default)",
    )
    parser.add_argument(
        "--sources-from-system", action="store_true", help="use the request's system messages as sources"
    )
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    at_least_one(args, "latency_budget_ms")
    # --offline here means offline *checks*: the writer must still be reached to have an answer to check
    config_from_args(args)  # a bad flag or environment value is a usage error now, not at the first request
    from saife_integrations.exposure import open_to_the_network_warning
    from saife_integrations.proxy import ProxySettings, serve  # loads the web stack only for this command

    settings = ProxySettings.from_env(
        check_offline=True if args.offline else None,
        on_contradicted=args.on_contradicted,
        sources_from_system=True if args.sources_from_system else None,
    )
    if (warning := open_to_the_network_warning(args.host, "the proxy")) is not None:
        print(warning, file=sys.stderr)
    serve(args.host, args.port, config=lambda: config_from_args(args), settings=settings)
    return 0
