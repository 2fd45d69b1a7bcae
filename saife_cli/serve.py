"""`saife serve`: start the web app (the same as `python -m webapp`)."""

from __future__ import annotations

import argparse
from typing import Any


def add_parser(subparsers: Any) -> None:
    parser = subparsers.add_parser("serve", help="start the web app and HTTP API")
    parser.add_argument("--host", default=None, help="interface to bind (default $HOST or 127.0.0.1)")
    parser.add_argument("--port", type=int, default=None, help="port (default $PORT or 8080)")
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from webapp.main import serve

    serve(host=args.host, port=args.port)
    return 0
