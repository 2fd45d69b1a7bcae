"""`saife bench`: run the engine over labelled data and planted errors; print, and write JSON, Markdown, PNG."""

from __future__ import annotations

import argparse
import json
import platform
import sys
from pathlib import Path
from typing import Any

from engine import Config, InputError

from .options import add_model_flags, at_least_one, config_from_args

REPO_ROOT = Path(__file__).resolve().parents[1]
PLANTED_DIRS = (REPO_ROOT / "tests" / "fixtures" / "planted", REPO_ROOT / "tests" / "fixtures" / "bench" / "planted")
EXIT_OK, EXIT_PROBLEM = 0, 1


def add_parser(subparsers: Any) -> None:
    parser = subparsers.add_parser("bench", help="measure the checker on labelled data and planted errors")
    parser.add_argument(
        "--data",
        type=Path,
        default=None,
        metavar="DIR",
        help="labelled data directory (default: ../shared/data when it exists)",
    )
    parser.add_argument(
        "--datasets", default=None, metavar="A,B", help="data sets to run (default all; 'none' for none)"
    )
    parser.add_argument(
        "--planted",
        type=Path,
        action="append",
        default=None,
        metavar="DIR",
        help="planted-error case files or folders (repeatable; default: the repo's fixtures)",
    )
    parser.add_argument("--no-planted", action="store_true", help="skip the planted-error corpus")
    parser.add_argument("--limit", type=int, default=None, metavar="N", help="first N items of each data set")
    parser.add_argument(
        "--out",
        type=Path,
        default=Path("bench-results"),
        metavar="DIR",
        help="where reports go (default: ./bench-results)",
    )
    parser.add_argument("--json", action="store_true", help="print the summary as one JSON object")
    parser.add_argument("--no-chart", action="store_true", help="do not draw the PNG chart")
    parser.add_argument("--no-progress", action="store_true", help="no progress bar on stderr")
    parser.add_argument(
        "--concurrency", type=int, default=None, metavar="N", help="checks in flight (default 1 offline, 8 with models)"
    )
    parser.add_argument("--fail-on-target", action="store_true", help="exit 1 when a measured target is missed")
    add_model_flags(parser)
    parser.add_argument("--mode", choices=["auto", "offline", "sources", "web", "strict"], default=None)
    parser.add_argument("--latency-budget-ms", type=int, default=None, metavar="MS")
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from engine import run_sync
    from engine.bench import load_data_dir, load_planted, run_suite
    from engine.bench.output import write_outputs
    from engine.bench.render import render_text

    at_least_one(args, "limit")
    config = _config(args)
    names = _dataset_names(args.datasets)
    data = {} if names == [] else load_data_dir(_data_dir(args.data), names, limit=args.limit)
    planted_dirs = [] if args.no_planted else _planted_dirs(args.planted)
    planted = load_planted(planted_dirs)
    if not data and not planted:
        raise InputError("nothing to run: no data set selected and no planted cases found")
    concurrency = args.concurrency or (1 if _mode(config) != "models" else 8)
    setup = _setup(args, config, concurrency, planted_dirs)
    result = run_sync(
        run_suite(data, planted, config, concurrency=concurrency, setup=setup, show_progress=not args.no_progress)
    )
    written = write_outputs(result, args.out, chart=not args.no_chart)
    if args.json:
        sys.stdout.write(json.dumps(result.to_dict(), ensure_ascii=False) + "\n")
    else:
        sys.stdout.write(render_text(result))
        sys.stdout.write("\nwrote " + ", ".join(str(p) for p in written.files) + "\n")
    if written.chart_problem:
        print(f"saife bench: no chart: {written.chart_problem}", file=sys.stderr)
    silent = sum(o.silent_failure for _, outcomes in result.pairs.values() for o in outcomes)
    missed = any(t.met is False for t in result.targets)
    return EXIT_PROBLEM if silent or (args.fail_on_target and missed) else EXIT_OK


def _config(args: argparse.Namespace) -> Config:
    at_least_one(args, "latency_budget_ms", "concurrency")
    return config_from_args(args, db_path="")  # thousands of benchmark runs do not belong in the audit trail


def _dataset_names(value: str | None) -> list[str] | None:
    if value is None:
        return None
    if value.strip().lower() == "none":
        return []
    return [name.strip() for name in value.split(",") if name.strip()]


def _data_dir(given: Path | None) -> Path:
    if given is not None:
        return given
    for candidate in (Path.cwd().parent / "shared" / "data", REPO_ROOT.parent / "shared" / "data"):
        if candidate.is_dir():
            return candidate
    raise InputError("no data directory: pass --data DIR (a folder of labelled JSONL files)")


def _planted_dirs(given: list[Path] | None) -> list[Path]:
    if given:
        missing = [str(p) for p in given if not p.exists()]
        if missing:
            raise InputError(f"planted cases not found: {', '.join(missing)}")
        return given
    return [p for p in PLANTED_DIRS if p.is_dir()]


def _mode(config: Config) -> str:
    if config.offline:
        return "offline"
    return "models" if config.models else "no-model"


def _setup(args: argparse.Namespace, config: Config, concurrency: int, planted: list[Path]) -> dict[str, Any]:
    from engine import build_detectors

    return {
        "mode": _mode(config),
        "models": {role: spec.model for role, spec in sorted(config.models.items())},
        "detectors": [d.name for d in build_detectors(config)],
        "concurrency": concurrency,
        "limit": args.limit,
        "data": str(args.data) if args.data else "default (../shared/data)",
        "planted": [str(p) for p in planted],
        "python": platform.python_version(),
        "machine": platform.machine(),
    }
