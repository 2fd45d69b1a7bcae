"""The embedded entailment model: an int8 ONNX cross-encoder read by onnxruntime, checked against its SHA-256 sums
before it is loaded, loaded once per process on first use."""

from __future__ import annotations

import hashlib
import json
import os
import threading
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from ..errors import SaifeError

MODEL_DIR = Path(__file__).resolve().parent / "model"
TOKENIZER_FILE = "tokenizer.json"
SETTINGS_FILE = "verifier.json"
CHECKSUMS_FILE = "SHA256SUMS"
MAX_CHARS = 4000
"""Characters of one text handed to the tokenizer: the model reads at most `max_length` word pieces (about 500
characters), so anything past this is cut before tokenising to keep a 10k-character input cheap."""


class VerifierUnavailable(SaifeError):
    """The model files are missing, corrupt (SHA-256 mismatch) or cannot be loaded. Callers report it as an alert
    and carry on without the verifier; it is never a reason to crash a run."""


@dataclass(frozen=True, slots=True)
class Scores:
    """Probabilities for one (premise, hypothesis) pair; they sum to 1."""

    entailment: float
    neutral: float
    contradiction: float


@dataclass(frozen=True, slots=True)
class Thresholds:
    """Cut-offs measured on the held-out split (see MODEL_CARD.md)."""

    supported: float
    """Entailment at or above this reached precision >= 0.97 on held-out pairs."""
    contradicted: float
    """Contradiction at or above this was rarely wrong on held-out entailed/neutral pairs."""
    likely: float | None = None
    """LIKELY's floor (shown with its quote, never rewritten, never enough for VERIFIED): 0.5, where entailment is
    the model's most probable reading of the window, is the contract's "reads as entailed"."""
    objection: float | None = None
    """Entailment at or above this kept precision >= 0.85 on held-out pairs and on realistic claims: a window read
    this strongly as stating the claim is about it, so a closed-world conflict code finds in it objects to the claim
    (and hedges it). Below it a conflicting window only fails to speak for the claim. None: the LIKELY floor."""
    contradicted_realistic: float | None = None
    """A contradiction bar measured on realistic claims for <= 1% false objections; absent until one is measured."""


def _sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as handle:
        for block in iter(lambda: handle.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def check_files(directory: Path) -> dict[str, Path]:
    """Every file SHA256SUMS names, present and matching; raises VerifierUnavailable otherwise."""
    sums = directory / CHECKSUMS_FILE
    if not sums.is_file():
        raise VerifierUnavailable(f"verifier model missing: no {CHECKSUMS_FILE} in {directory}")
    files: dict[str, Path] = {}
    for line in sums.read_text(encoding="utf-8").splitlines():
        if not line.strip():
            continue
        expected, name = line.split(maxsplit=1)
        path = directory / name.strip().lstrip("*")
        if not path.is_file():
            raise VerifierUnavailable(f"verifier model missing: {path.name} not found in {directory}")
        if _sha256(path) != expected:
            raise VerifierUnavailable(f"verifier model corrupt: {path.name} does not match its SHA-256")
        files[path.name] = path
    for needed in (TOKENIZER_FILE, SETTINGS_FILE):
        if needed not in files:
            raise VerifierUnavailable(f"verifier model incomplete: {CHECKSUMS_FILE} does not list {needed}")
    return files


class Verifier:
    """Scores (premise, hypothesis) pairs. Build it with `load_verifier()`; `score` is safe from many threads
    (onnxruntime sessions run concurrently)."""

    def __init__(self, directory: Path = MODEL_DIR, threads: int | None = None) -> None:
        files = check_files(directory)
        try:
            import onnxruntime
            from tokenizers import Tokenizer

            settings = json.loads(files[SETTINGS_FILE].read_text(encoding="utf-8"))
            model_file = files[settings["model_file"]]  # only a file the checksums vouch for
            options = onnxruntime.SessionOptions()
            options.intra_op_num_threads = threads or min(2, os.cpu_count() or 1)
            options.inter_op_num_threads = 1
            self._session = onnxruntime.InferenceSession(str(model_file), options, providers=["CPUExecutionProvider"])
            tokenizer = Tokenizer.from_file(str(files[TOKENIZER_FILE]))
            self.max_length: int = int(settings["max_length"])
            self.labels: tuple[str, ...] = tuple(settings["labels"])
            self.thresholds = Thresholds(**settings["thresholds"])
            # Longest-first truncation never fails, whatever the lengths: a long premise is cut before the claim.
            tokenizer.enable_truncation(max_length=self.max_length, strategy="longest_first")
            tokenizer.enable_padding(pad_id=int(settings["pad_id"]), pad_token=str(settings["pad_token"]))
        except Exception as error:  # onnxruntime and tokenizers raise their own types; every one means "unusable"
            raise VerifierUnavailable(f"verifier model cannot be loaded: {type(error).__name__}: {error}") from error
        self._tokenizer = tokenizer
        self._inputs = {node.name for node in self._session.get_inputs()}

    def score(self, pairs: Sequence[tuple[str, str]], batch_size: int = 16) -> list[Scores]:
        """Entailment / neutral / contradiction probabilities for each (premise, hypothesis), in order."""
        # Pairs of like length batched together: each batch is padded to its longest pair, so mixing a short pair
        # with a long one wastes most of the short one's work.
        order = sorted(range(len(pairs)), key=lambda i: len(pairs[i][0]) + len(pairs[i][1]))
        scored: list[Scores | None] = [None] * len(pairs)
        for start in range(0, len(order), batch_size):
            chunk = order[start : start + batch_size]
            for index, score in zip(chunk, self._score_batch([pairs[i] for i in chunk]), strict=True):
                scored[index] = score
        return [score for score in scored if score is not None]

    def _score_batch(self, pairs: Sequence[tuple[str, str]]) -> list[Scores]:
        if not pairs:
            return []
        encodings = self._tokenizer.encode_batch([(p[:MAX_CHARS] or " ", h[:MAX_CHARS] or " ") for p, h in pairs])
        feed: dict[str, Any] = {
            "input_ids": np.array([e.ids for e in encodings], dtype=np.int64),
            "attention_mask": np.array([e.attention_mask for e in encodings], dtype=np.int64),
            "token_type_ids": np.array([e.type_ids for e in encodings], dtype=np.int64),
        }
        logits = self._session.run(None, {k: v for k, v in feed.items() if k in self._inputs})[0]
        shifted = np.exp(logits - logits.max(axis=1, keepdims=True))
        probabilities = shifted / shifted.sum(axis=1, keepdims=True)
        order = [self.labels.index(name) for name in ("entailment", "neutral", "contradiction")]
        return [Scores(*(float(row[i]) for i in order)) for row in probabilities]


_LOCK = threading.Lock()
_LOADED: dict[Path, Verifier] = {}


def load_verifier(directory: Path = MODEL_DIR) -> Verifier:
    """The process's verifier for `directory`, created on first call (under a lock, so threads racing on the first
    call build it once). Raises VerifierUnavailable; a failed load is retried on the next call."""
    directory = directory.resolve()
    found = _LOADED.get(directory)
    if found is not None:
        return found
    with _LOCK:
        if directory not in _LOADED:
            _LOADED[directory] = Verifier(directory)
        return _LOADED[directory]
