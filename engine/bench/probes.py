"""Sentences of the shared data's sources, drawn to probe the checker with text whose truth is known.

Quoting a source back is true by construction, and changing one thing in it makes it false (mostly), so both
give labelled answers the checker never saw while it was built (see `benchmarks/quoted_back.py` and
`benchmarks/mutated_quotes.py`).
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from .loaders import read_json_lines, shared_files

_SENTENCE_BREAK = re.compile(r"(?<=[.!?])\s+(?=[A-Z])")
"""Deliberately simpler than the engine's own sentence reading, so a probe does not inherit its choices."""


def quotable_sentences(data_dir: Path, per_item: int, rng: random.Random) -> Iterator[tuple[str, dict[str, Any], str]]:
    """(data set name, record, sentence) for up to `per_item` sentences of each record's first source, 40 to 300
    characters long, drawn with `rng`; records without sources are skipped. Files and records go in order."""
    files = shared_files(data_dir) if data_dir.is_dir() else {}
    for name, path in sorted(files.items()):
        for _, record in read_json_lines(path):
            if not record.get("sources"):
                continue
            sentences = [s.strip() for s in _SENTENCE_BREAK.split(record["sources"][0]) if 40 < len(s.strip()) < 300]
            for sentence in rng.sample(sentences, min(per_item, len(sentences))):
                yield name, record, sentence
