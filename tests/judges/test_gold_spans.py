"""The paraphrase set's span matching, shared by its figures (benchmarks/paraphrase_figures.py) and the gold-judge
suite: a gold claim and an engine claim meet by the characters they share in the answer."""

from __future__ import annotations

from paraphrase.spans import gold_span, most_overlapping, overlap


def test_overlap_counts_shared_characters_and_nothing_for_touching_spans() -> None:
    assert overlap((0, 10), (5, 20)) == 5
    assert overlap((5, 20), (0, 10)) == 5
    assert overlap((0, 10), (10, 20)) == 0
    assert overlap((0, 3), (7, 9)) == 0


def test_gold_span_finds_the_text_from_a_start() -> None:
    answer = "The fee is 2 units. The fee is 2 units again."
    assert gold_span(answer, "2 units") == (11, 18)
    assert gold_span(answer, "2 units", 18) == (31, 38)
    assert gold_span(answer, "3 units") is None


def test_the_most_overlapping_claim_wins_and_the_first_of_equals() -> None:
    claims = [{"id": "a", "span": (0, 12)}, {"id": "b", "span": (10, 30)}, {"id": "c", "span": (10, 30)}]

    def span_of(claim: dict) -> tuple[int, int]:
        return claim["span"]

    assert most_overlapping((11, 25), claims, span_of)["id"] == "b"
    assert most_overlapping((0, 5), claims, span_of)["id"] == "a"
    assert most_overlapping((40, 50), claims, span_of) is None
    assert most_overlapping((12, 12), claims, span_of) is None
