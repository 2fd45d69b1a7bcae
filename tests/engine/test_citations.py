"""Citation markers are pointers to the sources: the detectors read claims without them, offsets unchanged."""

from __future__ import annotations

import pytest

from engine import Config, Verdict, verify
from engine.citations import as_checked, blank_citations
from engine.splitter import is_check_worthy
from engine.types import Claim

OFFLINE = Config(offline=True, db_path="")
SOURCE = "Rupert Murdoch, 21st Century Fox's chairman, is the acting CEO of Fox News. The channel began in 1996."


@pytest.mark.parametrize(
    ("text", "blanked"),
    [
        ("Fox News began in 1996 [1].", "Fox News began in 1996    ."),
        ("Fox News began in 1996.[2, 3]", "Fox News began in 1996.      "),
        ("It began in 1996 (Source 2).", "It began in 1996           ."),
        ("It began in 1996 (see document 3).", "It began in 1996                 ."),
        ("It began in 1996.^1 Then", "It began in 1996.   Then"),
        ("It began in 1996.¹", "It began in 1996. "),
        ("x^2 + 2^(2^2) = 20 and 100 m² of floor", "x^2 + 2^(2^2) = 20 and 100 m² of floor"),
        ("Index it with `arr[1]`.", "Index it with `arr[1]`."),
    ],
)
def test_markers_are_blanked_and_maths_and_code_are_not(text: str, blanked: str) -> None:
    assert blank_citations(text) == blanked
    assert len(blank_citations(text)) == len(text)


def test_a_code_claim_is_read_as_written() -> None:
    code = Claim(id="c1", text="```python\nprint(arr[1])\n```", start=0, end=27, kind="code")
    assert as_checked(code) is code


def test_a_cited_answer_reads_like_the_uncited_one() -> None:
    """ "[1]" was a figure: "source 1 says 21, not 1" contradicted a true sentence and BLOCKED the answer."""
    plain = verify("Rupert Murdoch is the acting CEO of Fox News.", [SOURCE], config=OFFLINE)
    for cited in (
        "Rupert Murdoch is the acting CEO of Fox News [1].",
        "Rupert Murdoch is the acting CEO of Fox News. [1]",
        "Rupert Murdoch is the acting CEO of Fox News (Source 1).",
        "Rupert Murdoch is the acting CEO of Fox News.¹",
    ):
        report = verify(cited, [SOURCE], config=OFFLINE)
        assert report.status == plain.status, (cited, report.claims)
        assert all(c.verdict is not Verdict.CONTRADICTED for c in report.claims)
        assert report.claims[0].claim.text.startswith("Rupert Murdoch")  # the report keeps the claim as written


def test_a_marker_alone_is_not_a_sentence_to_check_but_any_script_is() -> None:
    assert not is_check_worthy("[1].")
    assert is_check_worthy("Η Αθήνα είναι η πρωτεύουσα της Ελλάδας.")
