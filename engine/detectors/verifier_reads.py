"""What the embedded verifier reads for each claim: the windows words point to (BM25), and for a claim words find
too few windows for, every sentence of short sources, each scored by the model one pair at a time.

Deciding what the scores mean is `verifier.read_claim`'s job; this module only chooses windows and scores them.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..types import Claim

WINDOWS_PER_CLAIM = 2
"""Windows scored per claim: the two best by BM25 (scoring is the cost: a few milliseconds a pair on 2 cores)."""
READ_EVERY_SENTENCE = 24
"""Sources of at most this many sentences are read whole by the model for a claim words find too few windows for;
longer sources are read only where words point."""
EXTRA_READS = 160
"""Sentences read that way in one run, at most (3 to 6 ms a pair on 2 cores: about a second at worst)."""
STATEMENT_WORDS = 3
"""A claim shorter than this is no statement the model can read alone against every sentence."""


@dataclass(frozen=True, slots=True)
class Read:
    """One scored window of one claim."""

    window: Any
    entailment: float
    contradiction: float


def read_windows(
    model: Any,
    claims: Sequence[Claim],
    texts: list[str],
    deadline: float | None = None,
    likely: float = 0.5,
    quoted: frozenset[str] = frozenset(),
    extra: int = EXTRA_READS,
) -> dict[str, list[Read]]:
    """Each claim's candidate windows, scored by the model, claim by claim until `deadline` (a `time.monotonic()`
    value) has passed: the claims read by then. When words find fewer windows than `WINDOWS_PER_CLAIM`, none read at
    `likely` or more, and the sources are short (`READ_EVERY_SENTENCE`), the model reads each of their other
    sentences too: a paraphrase may share no word with the sentence that states it ("Crews are due to start in early
    May" / "Work is scheduled to begin on 6 May"), and then only the model can find it. Where words found windows
    enough, the others are not read: reading every sentence after two weak windows let a random sentence speak for
    minimal-edit lies as often as for true claims (RESULTS.md, seventeenth session). Nor for a claim of fewer than
    `STATEMENT_WORDS` words ("Yes.", "Quite possibly.": what it says is in the question, which the model does not
    read), or one a judge has already supported with its quotes (`quoted`: the claims' ids), whose evidence is found;
    and no more than `extra` such sentences in all."""
    from ..verifier import candidate_windows, every_sentence

    reads: dict[str, list[Read]] = {}
    spare = extra
    for claim in claims:
        if deadline is not None and time.monotonic() >= deadline:
            break
        found = candidate_windows(claim.text, texts, limit=WINDOWS_PER_CLAIM)
        read = _scored(model, claim.text, found)
        if (
            spare > 0
            and len(found) < WINDOWS_PER_CLAIM
            and max((r.entailment for r in read), default=0.0) < likely
            and len(claim.text.split()) >= STATEMENT_WORDS
            and claim.id not in quoted
        ):
            seen = {(w.source, w.start, w.end) for w in found}
            others = [w for w in every_sentence(texts, READ_EVERY_SENTENCE) if (w.source, w.start, w.end) not in seen]
            read += _scored(model, claim.text, others[:spare])
            spare -= len(others)
        reads[claim.id] = read
    return reads


def _scored(model: Any, claim: str, windows: Sequence[Any]) -> list[Read]:
    # One pair at a time: the int8 model quantises activations per batch, so a pair's score would otherwise
    # depend on which other claims share its batch, and the same claim could read differently in another answer.
    scores = model.score([(w.text, claim) for w in windows], batch_size=1) if windows else []
    return [Read(w, s.entailment, s.contradiction) for w, s in zip(windows, scores, strict=True)]
