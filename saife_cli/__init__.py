"""`saife` command line: sub-commands live in their own modules and register here."""

from __future__ import annotations

import argparse
import importlib
import sys
import time
from collections.abc import Sequence

# The command's start, before the engine is imported: a latency budget given on the command line counts from here,
# so "--latency-budget-ms 3000" holds for the whole command, imports included (see Config.budget_started_at).
STARTED = time.monotonic()

from engine import SaifeError

EXIT_USAGE = 3
# sub-command -> module exposing `add_parser(subparsers)` and `run(args) -> int`
COMMANDS = {
    "check": "saife_cli.check",
    "serve": "saife_cli.serve",
    "runs": "saife_cli.audit",
    "show": "saife_cli.audit",
    "audit": "saife_cli.audit",
    "bench": "saife_cli.bench",
    "mcp": "saife_cli.mcp",
    "proxy": "saife_cli.proxy",
}


class _Parser(argparse.ArgumentParser):
    """argparse exits 2 on usage errors; the contract reserves 2 for BLOCKED, so usage errors exit 3."""

    def error(self, message: str) -> None:  # type: ignore[override]
        self.print_usage(sys.stderr)
        self.exit(EXIT_USAGE, f"saife: error: {message}\n")


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="saife", description="Fact-check an AI answer claim by claim.")
    subparsers = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)
    for module_name in COMMANDS.values():
        importlib.import_module(module_name).add_parser(subparsers)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        return int(args.run(args))
    except SaifeError as exc:
        print(f"saife: error: {exc}", file=sys.stderr)
        return EXIT_USAGE
    except KeyboardInterrupt:
        print("saife: interrupted", file=sys.stderr)
        return 130
