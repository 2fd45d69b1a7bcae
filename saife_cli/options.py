"""Options `saife check` and `saife bench` share, and the Config both build from them."""

from __future__ import annotations

import argparse
from typing import Any

from engine import Config, InputError


def add_model_flags(parser: Any) -> None:
    """`--offline`, `--judge`, `--writer` and `--no-verifier`, read back by `config_from_args`."""
    parser.add_argument("--offline", action="store_true", help="no network and no model at all")
    parser.add_argument(
        "--no-verifier", action="store_true", help="do not use the embedded entailment verifier (a local model)"
    )
    parser.add_argument("--judge", default=None, metavar="MODEL", help="judge model, PROVIDER/MODEL")
    parser.add_argument("--writer", default=None, metavar="MODEL", help="writer model, PROVIDER/MODEL")


def at_least_one(args: argparse.Namespace, *names: str) -> None:
    """Refuse, in the order given, the first of these options set below 1 (`max_passes` is `--max-passes`)."""
    for name in names:
        value = getattr(args, name)
        if value is not None and value < 1:
            raise InputError(f"--{name.replace('_', '-')} must be at least 1")


def config_from_args(args: argparse.Namespace, **overrides: object) -> Config:
    """The environment's Config with `--offline`, `--latency-budget-ms`, `--mode` and `overrides` set (None keeps
    the environment's value), then the roles `--judge` and `--writer` name."""
    shared = {"offline": True if args.offline else None, "latency_budget_ms": args.latency_budget_ms, "mode": args.mode}
    if getattr(args, "no_verifier", False):  # absent: the environment decides (SAIFE_VERIFIER, on by default)
        shared["verifier"] = False
    # env and load_dotenv_file keep their defaults, given by position so that every keyword is a Config override
    return Config.from_env(None, True, **shared, **overrides).with_models(judge=args.judge, writer=args.writer)
