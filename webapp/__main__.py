"""`python -m webapp [--host HOST] [--port PORT]`: the same as `saife serve` (defaults from $HOST and $PORT)."""

import argparse

from .main import serve

parser = argparse.ArgumentParser(prog="python -m webapp", description="Start the sAIfe web app and HTTP API.")
parser.add_argument("--host", default=None, help="interface to bind (default $HOST or 127.0.0.1)")
parser.add_argument("--port", type=int, default=None, help="port (default $PORT or 8080)")
args = parser.parse_args()
serve(host=args.host, port=args.port)
