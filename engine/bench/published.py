"""Loaders for data sets in their published formats, for users who download them.

- RAGTruth (ParticleMedia/RAGTruth): `response.jsonl` (one response per line, with character-offset
  `labels`) joined on `source_id` with `source_info.jsonl` (task type QA / Summary / Data2txt and the
  source). By default only the `test` split with `quality == "good"`, as the RAGTruth baselines use.
- HaluEval (RUCAIBox/HaluEval): `qa_data.json`, `dialogue_data.json`, `summarization_data.json` (JSON lines,
  one right and one hallucinated output per line, so two items each) and `general_data.json` (one ChatGPT
  response per line, labelled `hallucination: yes/no`).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator, Mapping
from functools import partial
from pathlib import Path
from typing import Any

from .items import BenchItem, LabelledSpan, locate_span
from .loaders import DataError, read_json_lines

HALUEVAL_FILES = {
    "qa_data.json": "halueval_qa",
    "dialogue_data.json": "halueval_dialogue",
    "summarization_data.json": "halueval_summarization",
    "general_data.json": "halueval_general",
}


def published_files(data_dir: Path, *, limit: int | None = None) -> dict[str, Callable[[], list[BenchItem]]]:
    """Data set name -> loader, for every published-format file in `data_dir` (or its `dataset/`, `data/`)."""
    found: dict[str, Callable[[], list[BenchItem]]] = {}
    for folder in (data_dir, data_dir / "dataset", data_dir / "data"):
        if (folder / "response.jsonl").is_file() and (folder / "source_info.jsonl").is_file():
            found.setdefault("ragtruth", partial(load_ragtruth, folder, limit=limit))
        for file_name, name in HALUEVAL_FILES.items():
            if (folder / file_name).is_file():
                found.setdefault(name, partial(load_halueval, folder / file_name, limit=limit))
    return found


def load_ragtruth(directory: Path, *, split: str | None = "test", limit: int | None = None) -> list[BenchItem]:
    """RAGTruth responses of `split` (all splits when None) with quality "good", joined with their sources."""
    sources = {str(record.get("source_id")): record for _, record in read_json_lines(directory / "source_info.jsonl")}
    items: list[BenchItem] = []
    for line_no, record in read_json_lines(directory / "response.jsonl"):
        if limit is not None and len(items) >= limit:
            break
        if split is not None and record.get("split", split) != split:
            continue
        if record.get("quality", "good") != "good":
            continue
        where = f"response.jsonl:{line_no}"
        source = sources.get(str(record.get("source_id")))
        if source is None:
            raise DataError(f"{where}: source_id {record.get('source_id')!r} is not in source_info.jsonl")
        items.append(_ragtruth_item(record, source, where))
    return items


def _ragtruth_item(record: Mapping[str, Any], source: Mapping[str, Any], where: str) -> BenchItem:
    answer = record.get("response")
    if not isinstance(answer, str):
        raise DataError(f"{where}: response must be text")
    task = str(source.get("task_type") or "")
    info = source.get("source_info")
    question = ""
    if task == "QA" and isinstance(info, dict):
        question = str(info.get("question") or "")
        text = str(info.get("passages") or "")
    elif isinstance(info, str):
        text = info
    else:
        text = json.dumps(info, ensure_ascii=False, indent=1)  # Data2txt: structured records
    spans = tuple(s for s in (_ragtruth_span(answer, label) for label in record.get("labels") or []) if s)
    return BenchItem(
        id=f"ragtruth-{record.get('id')}",
        dataset="ragtruth",
        task=task.lower() or "unknown",
        question=question,
        answer=answer,
        sources=(text,),
        label="hallucinated" if record.get("labels") else "faithful",
        spans=tuple(sorted(spans, key=lambda s: s.start)),
        meta={k: record[k] for k in ("model", "source_id", "split", "temperature") if k in record},
    )


def _ragtruth_span(answer: str, label: Mapping[str, Any]) -> LabelledSpan | None:
    text = str(label.get("text") or "")
    kind = str(label.get("label_type") or "")
    start, end = label.get("start"), label.get("end")
    if isinstance(start, int) and isinstance(end, int) and answer[start:end] == text and text:
        return LabelledSpan(start=start, end=end, text=text, type=kind)
    return locate_span(answer, text, kind)  # offsets that drifted: find the text itself


def load_halueval(path: Path, *, limit: int | None = None) -> list[BenchItem]:
    """Items of one HaluEval file; the kind (qa, dialogue, summarization, general) is read from its fields."""
    items: list[BenchItem] = []
    for item in _halueval_items(path):
        if limit is not None and len(items) >= limit:
            break
        items.append(item)
    return items


def _halueval_items(path: Path) -> Iterator[BenchItem]:
    for line_no, record in read_json_lines(path):
        where = f"{path.name}:{line_no}"
        keys = record.keys()
        if {"user_query", "chatgpt_response"} <= keys:
            yield _general_item(record, line_no)
        elif {"knowledge", "question", "right_answer", "hallucinated_answer"} <= keys:
            yield from _pair("qa", line_no, record, "right_answer", "hallucinated_answer", record["question"])
        elif {"knowledge", "dialogue_history", "right_response", "hallucinated_response"} <= keys:
            yield from _pair(
                "dialogue", line_no, record, "right_response", "hallucinated_response", record["dialogue_history"]
            )
        elif {"document", "right_summary", "hallucinated_summary"} <= keys:
            yield from _pair("summarization", line_no, record, "right_summary", "hallucinated_summary", "")
        else:
            raise DataError(f"{where}: not a HaluEval record (fields: {', '.join(sorted(keys))})")


def _pair(
    kind: str, line_no: int, record: Mapping[str, Any], right: str, wrong: str, question: Any
) -> Iterator[BenchItem]:
    source = record.get("knowledge", record.get("document"))
    for key, label, suffix in ((right, "faithful", "right"), (wrong, "hallucinated", "hallucinated")):
        yield BenchItem(
            id=f"halueval-{kind}-{line_no}-{suffix}",
            dataset=f"halueval_{kind}",
            task=kind,
            question=str(question or ""),
            answer=str(record[key]),
            sources=(str(source),) if source else (),
            label=label,  # type: ignore[arg-type]
            meta={"source_line": line_no},
        )


def _general_item(record: Mapping[str, Any], line_no: int) -> BenchItem:
    answer = str(record["chatgpt_response"])
    flag = str(record.get("hallucination", record.get("hallucination_label", ""))).strip().lower()
    spans: list[LabelledSpan] = []
    for text in record.get("hallucination_spans") or []:
        span = locate_span(answer, str(text), "hallucination")
        if span is not None:
            spans.append(span)
    return BenchItem(
        id=f"halueval-general-{record.get('ID', line_no)}",
        dataset="halueval_general",
        task="open_qa",
        question=str(record["user_query"]),
        answer=answer,
        label="hallucinated" if flag == "yes" else "faithful",
        spans=tuple(sorted(spans, key=lambda s: s.start)),
        meta={"source_line": line_no},
    )
