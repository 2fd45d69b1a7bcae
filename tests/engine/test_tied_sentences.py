"""Among source sentences that cover a claim's words equally, the one that writes the claim's figures is the one
that covers it: a claim copied word for word from the fifth of ten look-alike sentences is found there."""

from __future__ import annotations

from engine import Config, verify
from engine.lexical import SourceIndex
from engine.types import Source

SITES = [f"Site {i} opened in {1990 + i} with {40 + 3 * i} staff." for i in range(10)]
SOURCE = " ".join(SITES)


def test_the_sentence_with_the_claims_figures_wins_a_tie() -> None:
    index = SourceIndex([Source(id=0, text=SOURCE)])
    for sentence in SITES:
        best = index.best(sentence)
        assert best is not None and best.span.text == sentence


def test_every_copied_look_alike_sentence_is_supported() -> None:
    report = verify(" ".join(SITES[3:9]), sources=[SOURCE], config=Config(offline=True, db_path="", verifier=False))
    assert [c.verdict.value for c in report.claims] == ["SUPPORTED"] * 6
    assert report.status is not None and report.status.value == "VERIFIED"
