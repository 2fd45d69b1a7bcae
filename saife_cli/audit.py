"""`saife runs`, `saife show RUN_ID [--json|--markdown]` and `saife audit verify RUN_ID`: read the audit trail."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from engine import AuditStore, AuditStoreError, Config, InputError, open_store, plural

EXIT_TAMPERED = 1


def add_parser(subparsers: Any) -> None:
    """Register the three commands once (the module is listed under each name in COMMANDS)."""
    if "runs" in subparsers.choices:
        return
    runs = subparsers.add_parser("runs", help="list recent runs from the audit trail")
    runs.add_argument("--limit", type=int, default=20, metavar="N", help="how many runs (default 20)")
    runs.add_argument("--json", action="store_true", help="print the list as JSON")
    runs.set_defaults(run=run_runs)

    show = subparsers.add_parser("show", help="print a stored run's report")
    show.add_argument("run_id", metavar="RUN_ID")
    form = show.add_mutually_exclusive_group()
    form.add_argument("--json", action="store_true", help="the report as one JSON object")
    form.add_argument("--markdown", action="store_true", help="the report as Markdown")
    show.set_defaults(run=run_show)

    from . import _Parser

    audit = subparsers.add_parser("audit", help="check the audit trail")
    actions = audit.add_subparsers(dest="audit_command", required=True, parser_class=_Parser)
    verify = actions.add_parser("verify", help="check a run's hash chain: exit 0 intact, 1 tampered")
    verify.add_argument("run_id", metavar="RUN_ID")
    verify.set_defaults(run=run_verify)


def run_runs(args: argparse.Namespace) -> int:
    if args.limit < 1:
        raise InputError("--limit must be at least 1")
    summaries = _store().runs(limit=args.limit)
    if args.json:
        rows = [
            {"run_id": s.run_id, "started_at": s.started_at, "status": s.status,
             "claims": s.claim_count, "answer": s.answer_preview}
            for s in summaries
        ]  # fmt: skip
        sys.stdout.write(json.dumps(rows, ensure_ascii=False) + "\n")
        return 0
    if not summaries:
        sys.stdout.write("no runs stored yet\n")
        return 0
    for s in summaries:
        preview = s.answer_preview if len(s.answer_preview) <= 60 else s.answer_preview[:59] + "…"
        sys.stdout.write(f"{s.run_id}  {s.started_at[:19].replace('T', ' ')}  {s.status:<11} "
                         f"{plural(s.claim_count, 'claim'):<11} {preview}\n")  # fmt: skip
    return 0


def run_show(args: argparse.Namespace) -> int:
    report = _store().report(args.run_id)
    if report is None:
        raise InputError(f"no stored run {args.run_id!r} (see `saife runs`)")
    if args.json:
        sys.stdout.write(report.to_json() + "\n")
    elif args.markdown:
        from engine import to_markdown

        sys.stdout.write(to_markdown(report))
    else:
        from .render import render_report

        sys.stdout.write(render_report(report))
    return 0


def run_verify(args: argparse.Namespace) -> int:
    check = _store().verify_chain(args.run_id)
    if check.events == 0 and not check.ok:
        raise InputError(check.problem or f"no stored run {args.run_id!r}")
    if check.ok:
        sys.stdout.write(f"{args.run_id}: intact ({check.events} events, hash chain verified)\n")
        return 0
    sys.stdout.write(f"{args.run_id}: TAMPERED — {check.problem}\n")
    return EXIT_TAMPERED


def _store() -> AuditStore:
    config = Config.from_env()
    try:
        store = open_store(config)
    except AuditStoreError as exc:
        raise InputError(f"the audit store {config.storage_path} could not be opened ({exc.reason})") from None
    if store is None:
        raise InputError("the audit store is off (SAIFE_DB is empty): nothing is stored")
    return store
