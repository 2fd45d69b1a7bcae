"""Shared fixtures for the bench tests."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest


@pytest.fixture
def one_source_data(tmp_path: Path) -> Callable[[str], Path]:
    """A data directory holding one shared-schema item whose only source is the given text."""

    def write(source: str) -> Path:
        meta = {"source_repo": "ours", "source_commit": "0", "span_labels": False}
        row = {"id": "s-1", "dataset": "summaries", "task": "summarization", "question": "", "answer": "x",
               "sources": [source], "label": "faithful", "spans": [], "meta": meta}  # fmt: skip
        (tmp_path / "s.jsonl").write_text(json.dumps(row), encoding="utf-8")
        return tmp_path

    return write
