"""What each reading of the pattern layer pays, measured by taking it out: for every module-level function of the
layer (`layer_size.layer_files`), the labelled claims whose verdict changes when it returns nothing.

A reading can only change a run where it returned something true, so the labelled sets are run once with a
profile hook that notes, per reading, the items it fired on (offline, verifier on, as a user with no key runs);
then, one reading at a time, its code is swapped for a stub that returns nothing of its type (False, None, "", an
empty sequence) and only those items are run again. A change is counted by the claim's gold label: a false claim
that becomes SUPPORTED (or an answer that becomes VERIFIED) is a lie the reading kept out; a true claim that
becomes SUPPORTED or LIKELY is one it held back; a true claim that becomes CONTRADICTED is a false alarm it
prevented. A reading that changes nothing on any set pays nothing there, unless it guards a path no set
exercises (a judge's quotes: `tests/judges`; the shared dev files: `--shared`, unlabelled, counted as status
changes).

Sets: `structure_firings.labelled` (the rewrites, the paraphrase set, the blind sets; development and test parts
are counted apart, the test part measured only).

    python3 -m uv run python benchmarks/reading_ablation.py [--rare N] [--limit N] [--only NAME ...] [--json]
"""

from __future__ import annotations

import argparse
import functools
import gc
import importlib
import inspect
import json
import sys
from collections import Counter
from collections.abc import Callable, Iterator
from types import FrameType
from typing import Any

from layer_size import ROOT, layer_files
from structure_firings import Item, labelled

MOST_ITEMS = 80
"""Items re-run per reading at most (the first it fired on); a reading that fires more often is read as paying."""


def _none(*_: Any, **__: Any) -> None:
    return None


def _false(*_: Any, **__: Any) -> bool:
    return False


def _empty_text(*_: Any, **__: Any) -> str:
    return ""


def _empty_list(*_: Any, **__: Any) -> list[Any]:
    return []


def _empty_tuple(*_: Any, **__: Any) -> tuple[Any, ...]:
    return ()


def _nothing_yielded(*_: Any, **__: Any) -> Iterator[Any]:
    return
    yield


def stub_for(function: Callable[..., Any]) -> Callable[..., Any] | None:
    """The stub that returns nothing of the function's type, or None when its type has no empty value."""
    if inspect.isgeneratorfunction(function):
        return _nothing_yielded
    returns = str(inspect.signature(function).return_annotation)
    if returns == "bool":
        return _false
    if "None" in returns:
        return _none
    if returns == "str":
        return _empty_text
    if returns.startswith(("list", "Sequence", "Iterator", "Iterable")):
        return _empty_list
    if returns.startswith("tuple"):
        return _empty_tuple
    return None


def readings() -> dict[str, Callable[..., Any]]:
    """Every module-level function of the layer, by "module:name" (the layer's rule registry left out)."""
    found: dict[str, Callable[..., Any]] = {}
    for path in layer_files():
        module_name = ".".join(path.relative_to(ROOT.parent).with_suffix("").parts)
        if module_name.startswith("engine.rules"):
            continue
        module = importlib.import_module(module_name)
        for name, value in vars(module).items():
            target = getattr(value, "__wrapped__", value)
            if inspect.isfunction(target) and target.__module__ == module_name:
                found[f"{module_name}:{name}"] = value
    return found


def _caches() -> list[Any]:
    return [o for o in gc.get_objects() if isinstance(o, functools._lru_cache_wrapper)]


class Runner:
    """Runs one labelled item offline and reads its verdicts: (status, {claim start: (verdict, gold label)})."""

    def __init__(self, items: list[Item]) -> None:
        from engine import Config

        self.items = items
        self.config = Config(offline=True, db_path="")
        self.caches = _caches()

    def __call__(self, at: int) -> tuple[str, dict[int, tuple[str, bool | None]]]:
        from engine import verify

        for cache in self.caches:  # a cached reading from before a swap would hide it
            cache.cache_clear()
        _, _, item, label_of = self.items[at]
        report = verify(item["answer"], sources=item["sources"], question=item.get("question"), config=self.config)
        claims = json.loads(report.to_json())["claims"]
        return report.status.value, {c["start"]: (c["verdict"], label_of(c)) for c in claims}


def fired_on(runner: Runner, functions: dict[str, Callable[..., Any]]) -> dict[str, list[int]]:
    """The items each reading returned something true on."""
    codes = {getattr(f, "__wrapped__", f).__code__: key for key, f in functions.items()}
    hits: set[str] = set()

    def hook(frame: FrameType, event: str, arg: Any) -> None:
        if event == "return" and (key := codes.get(frame.f_code)) is not None and _truthy(arg):
            hits.add(key)

    where: dict[str, list[int]] = {key: [] for key in functions}
    for at in range(len(runner.items)):
        hits.clear()
        sys.setprofile(hook)
        try:
            runner(at)
        finally:
            sys.setprofile(None)
        for key in hits:
            where[key].append(at)
    return where


def _truthy(value: Any) -> bool:
    try:
        return bool(value)
    except Exception:  # an object without a truth value is something
        return True


def changes(runner: Runner, function: Callable[..., Any], at: list[int]) -> Counter[str]:
    """What taking the reading out changes on the items it fired on, counted by kind and part."""
    target = getattr(function, "__wrapped__", function)
    stub = stub_for(target)
    assert stub is not None
    before = {i: runner(i) for i in at}
    code, target.__code__ = target.__code__, stub.__code__
    try:
        after = {i: runner(i) for i in at}
    finally:
        target.__code__ = code
    counted: Counter[str] = Counter()
    for i in at:
        _, development, _, _ = runner.items[i]
        where = "dev" if development else "test"
        (status, claims), (new_status, new_claims) = before[i], after[i]
        if status != "VERIFIED" and new_status == "VERIFIED":
            counted[f"answers VERIFIED ({where})"] += 1
        for start, (verdict, label) in claims.items():
            new = new_claims.get(start, (verdict, label))[0]
            if new == verdict:
                continue
            if label is False and new == "SUPPORTED":
                counted[f"lies SUPPORTED ({where})"] += 1
            elif label is True and verdict not in ("SUPPORTED", "LIKELY") and new in ("SUPPORTED", "LIKELY"):
                counted[f"true claims freed ({where})"] += 1
            elif label is True and new == "CONTRADICTED":
                counted[f"true claims CONTRADICTED ({where})"] += 1
            else:
                counted[f"other changes ({where})"] += 1
    return counted


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rare", type=int, default=None, help="only readings that fired on at most N items")
    parser.add_argument("--limit", type=int, help="only the first N items of each set (a quick look)")
    parser.add_argument("--only", nargs="*", help="only these readings (module:name or name)")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    functions = {k: f for k, f in readings().items() if stub_for(getattr(f, "__wrapped__", f)) is not None}
    if args.only:
        functions = {k: f for k, f in functions.items() if k in args.only or k.split(":")[1] in args.only}
    runner = Runner(list(labelled(args.limit)))
    where = fired_on(runner, functions)
    table: dict[str, dict[str, Any]] = {}
    for key, at in sorted(where.items()):
        if not at or (args.rare is not None and len(at) > args.rare):
            continue
        table[key] = {"fired_on": len(at), "changes": dict(changes(runner, functions[key], at[:MOST_ITEMS]))}
    if args.json:
        print(json.dumps(table))
        return 0
    silent = [key for key, row in table.items() if not row["changes"]]
    print(f"{len(runner.items)} items; {len(functions)} readings; {sum(1 for a in where.values() if a)} fired; "
          f"{len(table)} measured; {len(silent)} change nothing")  # fmt: skip
    for key, row in table.items():
        shown = ", ".join(f"{n} {kind}" for kind, n in sorted(row["changes"].items())) or "nothing"
        print(f"{row['fired_on']:>5}  {key}: {shown}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
