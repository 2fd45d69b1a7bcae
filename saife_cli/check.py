"""`saife check`: check an answer from a file or stdin; exit 0 VERIFIED, 1 CAUTION, 2 BLOCKED, 3 input error."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from engine import Config, InputError, Status, make_input, run_check, run_sync

from . import STARTED
from .options import add_model_flags, at_least_one, config_from_args
from .render import render_report

EXIT_BY_STATUS = {Status.VERIFIED: 0, Status.CAUTION: 1, Status.BLOCKED: 2}
MAX_FILE_BYTES = 20_000_000


def add_parser(subparsers: Any) -> None:
    parser = subparsers.add_parser("check", help="check an answer claim by claim")
    parser.add_argument("answer_file", nargs="?", default="-", help="answer file, or - / nothing for stdin")
    parser.add_argument("--source", action="append", default=[], metavar="FILE", help="a source file (repeatable)")
    parser.add_argument("--question", default=None, help="the question the answer replies to")
    parser.add_argument("--json", action="store_true", help="print the report as one JSON object")
    add_model_flags(parser)
    parser.add_argument("--max-passes", type=int, default=None, metavar="N")
    parser.add_argument("--latency-budget-ms", type=int, default=None, metavar="MS")
    parser.add_argument("--allow-private-links", action="store_true", help="let link checks reach private addresses")
    parser.add_argument("--strict-independence", action="store_true", help="refuse a judge from the writer's lab")
    parser.add_argument(
        "--repair", choices=["repair", "hedge", "report"], default=None, help="what to do with failures"
    )
    parser.add_argument("--mode", choices=["auto", "offline", "sources", "web", "strict"], default=None)
    parser.add_argument(
        "--strict-hedging",
        action="store_true",
        help="hedge every unconfirmed claim in words and mark every LIKELY one [unconfirmed] (default: a claim "
        "nothing confirmed or contradicted keeps its words and is marked [unconfirmed]; a LIKELY one is not marked)",
    )
    parser.add_argument(
        "--policy",
        action="append",
        default=None,
        metavar="PACK",
        help="policy rule pack: a built-in name or a TOML file",
    )
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    answer = _read_text(args.answer_file, "answer")
    sources = [_read_text(path, "source") for path in args.source]
    names = [Path(path).name for path in args.source]
    request = make_input(answer, sources, args.question, source_names=names)
    config = _config(args)
    report = run_sync(run_check(request, config, listeners=_listeners(config)))
    if args.json:
        sys.stdout.write(report.to_json() + "\n")
    else:
        sys.stdout.write(render_report(report, color=_use_color()))
    if report.status is None:
        return EXIT_BY_STATUS[Status.BLOCKED]
    return EXIT_BY_STATUS[report.status]


def _config(args: argparse.Namespace) -> Config:
    at_least_one(args, "max_passes", "latency_budget_ms")
    for pack in args.policy or ():
        _require_pack(pack)
    return config_from_args(
        args,
        max_passes=args.max_passes,
        allow_private_links=True if args.allow_private_links else None,
        strict_independence=True if args.strict_independence else None,
        repair=args.repair,
        hedging="strict" if args.strict_hedging else None,
        policy_packs=tuple(args.policy) if args.policy else None,
        budget_started_at=STARTED if args.latency_budget_ms else None,
    )


def _require_pack(name: str) -> None:
    """A pack asked for on the command line must load: a typo is a usage error, not a quiet CAUTION."""
    from engine import PolicyError, load_pack

    try:
        load_pack(name)
    except PolicyError as error:
        raise InputError(f"--policy {name}: {error}") from None


def _listeners(config: Config) -> list[Any]:
    from engine import with_audit_store

    return with_audit_store(config, ())


def _read_text(path: str, what: str) -> str:
    """Read a UTF-8 file (or stdin for "-"); raise InputError with one clear line otherwise."""
    try:
        if path == "-":
            if sys.stdin is None or sys.stdin.isatty():
                raise InputError(f"no {what} given: pass a file or pipe text to stdin")
            data = sys.stdin.buffer.read(MAX_FILE_BYTES + 1)
        else:
            file = Path(path)
            if not file.is_file():
                raise InputError(f"{what} file not found: {path}")
            with file.open("rb") as handle:
                data = handle.read(MAX_FILE_BYTES + 1)
    except OSError as exc:
        raise InputError(f"cannot read {what} {path}: {exc.strerror or exc}") from None
    if len(data) > MAX_FILE_BYTES:
        raise InputError(f"{what} {path} is larger than {MAX_FILE_BYTES // 1_000_000} MB")
    if b"\x00" in data[:8192] and what == "answer":
        raise InputError(f"{what} {path} looks like a binary file, not text")
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise InputError(f"{what} {path} is not UTF-8 text") from None


def _use_color() -> bool:
    import os

    if os.environ.get("NO_COLOR"):
        return False
    return bool(os.environ.get("FORCE_COLOR")) or sys.stdout.isatty()
