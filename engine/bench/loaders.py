"""Read labelled data: the shared JSONL schema, and (via `published`) RAGTruth and HaluEval as released.

Shared schema, one JSON object per line: `id`, `dataset`, `task`, `question`, `answer`, `sources` (list of
str), `label` ("hallucinated" | "faithful"), `spans` (list of {start, end, text, type}, offsets into the
answer), `meta` (dict).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator, Mapping, Sequence
from functools import partial
from pathlib import Path
from typing import Any

from ..errors import InputError
from .items import LABELS, BenchItem, LabelledSpan


class DataError(InputError):
    """A data file is missing, unreadable or not in the expected format (the message names file and line)."""


def load_jsonl(path: Path, *, limit: int | None = None) -> list[BenchItem]:
    """Items of one shared-schema JSONL file, in file order (the first `limit` when given)."""
    items: list[BenchItem] = []
    for line_no, record in read_json_lines(path):
        if limit is not None and len(items) >= limit:
            break
        items.append(item_from_record(record, f"{path.name}:{line_no}"))
    return items


def item_from_record(record: Mapping[str, Any], where: str) -> BenchItem:
    """One shared-schema record as a `BenchItem`; raises DataError naming `where` when a field is wrong."""
    try:
        answer = _text(record, "answer", where)
        label = record["label"]
        if label not in LABELS:
            raise DataError(f"{where}: label must be one of {LABELS}, not {label!r}")
        sources = record.get("sources") or []
        if not isinstance(sources, list) or not all(isinstance(s, str) for s in sources):
            raise DataError(f"{where}: sources must be a list of strings")
        spans = tuple(_span(answer, span, where) for span in record.get("spans") or [])
        meta = record.get("meta") or {}
        return BenchItem(
            id=_text(record, "id", where),
            dataset=_text(record, "dataset", where),
            task=str(record.get("task") or ""),
            question=str(record.get("question") or ""),
            answer=answer,
            sources=tuple(sources),
            label=label,
            spans=spans,
            meta=meta if isinstance(meta, dict) else {},
        )
    except KeyError as exc:
        raise DataError(f"{where}: missing field {exc.args[0]!r}") from None


def read_json_lines(path: Path) -> Iterator[tuple[int, dict[str, Any]]]:
    """(line number, object) for every non-blank line of a JSON-lines file."""
    try:
        handle = path.open(encoding="utf-8")
    except OSError as exc:
        raise DataError(f"cannot read {path}: {exc.strerror or exc}") from None
    with handle:
        for line_no, line in enumerate(handle, 1):
            if not line.strip():
                continue
            try:
                record = json.loads(line)
            except json.JSONDecodeError as exc:
                raise DataError(f"{path.name}:{line_no}: not valid JSON ({exc.msg})") from None
            if not isinstance(record, dict):
                raise DataError(f"{path.name}:{line_no}: expected a JSON object")
            yield line_no, record


def shared_files(data_dir: Path) -> dict[str, Path]:
    """Data set name -> shared-schema JSONL file in `data_dir` (the name is the first record's `dataset`)."""
    found: dict[str, Path] = {}
    for path in sorted(data_dir.glob("*.jsonl")):
        first = next(read_json_lines(path), None)
        if first is None or not {"dataset", "answer", "label"} <= first[1].keys():
            continue  # not the shared schema (e.g. RAGTruth's response.jsonl)
        found.setdefault(str(first[1]["dataset"]), path)
    return found


def load_data_dir(
    data_dir: Path, datasets: Sequence[str] | None = None, *, limit: int | None = None
) -> dict[str, list[BenchItem]]:
    """Every data set found in `data_dir`: shared-schema files plus RAGTruth and HaluEval files as released.

    Args:
        data_dir: a directory of data files.
        datasets: names to keep (all when None); an unknown name is an error that lists the known ones.
        limit: at most this many items per data set, the first ones in file order.
    """
    from .published import published_files

    if not data_dir.is_dir():
        raise DataError(f"data directory not found: {data_dir}")
    loaders: dict[str, Callable[[], list[BenchItem]]] = {
        name: partial(load_jsonl, path, limit=limit) for name, path in shared_files(data_dir).items()
    }
    for name, load in published_files(data_dir, limit=limit).items():
        loaders.setdefault(name, load)
    wanted = list(datasets) if datasets is not None else sorted(loaders)
    unknown = [name for name in wanted if name not in loaders]
    if unknown:
        known = ", ".join(sorted(loaders)) or "none"
        raise DataError(f"no data set named {', '.join(unknown)} in {data_dir} (found: {known})")
    return {name: loaders[name]() for name in wanted}


def _text(record: Mapping[str, Any], key: str, where: str) -> str:
    value = record[key]
    if not isinstance(value, str):
        raise DataError(f"{where}: field {key!r} must be text")
    return value


def _span(answer: str, span: Any, where: str) -> LabelledSpan:
    try:
        start, end, text = int(span["start"]), int(span["end"]), str(span["text"])
    except (KeyError, TypeError, ValueError):
        raise DataError(f"{where}: each span needs integer start/end and a text") from None
    if answer[start:end] != text:
        raise DataError(f"{where}: span {start}:{end} does not match its text in the answer")
    return LabelledSpan(start=start, end=end, text=text, type=str(span.get("type") or ""))
