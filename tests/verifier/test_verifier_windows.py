"""Evidence windows: 1-3 adjacent sentences, ranked by BM25, with offsets into the original source text."""

from __future__ import annotations

from engine.verifier import candidate_windows

SOURCES = [
    "Acme Robotics was founded in 2011 in Leeds.  It employs 85 people.\nThe firm makes warehouse robots.",
    "The “Kestrel” rover landed on 4 March 2024 — ahead of plan.\u200b It weighs 120 kg. Its camera failed.",
    "Nothing here is about the claim at all.",
]


def test_windows_slice_back_to_the_original_text() -> None:
    for claim in (
        "Acme Robotics employs 85 people.",
        "The Kestrel rover weighs 120 kg.",
        "The camera of the rover failed.",
    ):
        windows = candidate_windows(claim, SOURCES, limit=10)
        assert windows
        for window in windows:
            assert SOURCES[window.source][window.start : window.end] == window.text


def test_the_best_window_holds_the_evidence_and_ranks_first() -> None:
    best = candidate_windows("How many people does Acme Robotics employ? 85 people.", SOURCES)[0]
    assert best.source == 0
    assert "85 people" in best.text
    best = candidate_windows("The Kestrel rover weighs 120 kg.", SOURCES)[0]
    assert best.source == 1 and "120 kg" in best.text


def test_windows_hold_one_to_three_adjacent_sentences() -> None:
    text = " ".join(f"Sentence {n} mentions the harbour crane." for n in range(8))
    windows = candidate_windows("harbour crane", [text], limit=50)
    sizes = {w.text.count("Sentence") for w in windows}
    assert sizes == {1, 2, 3}
    scores = [w.score for w in windows]
    assert scores == sorted(scores, reverse=True)


def test_no_shared_word_no_window() -> None:
    assert candidate_windows("Zebras migrate in Tanzania.", SOURCES) == []
    assert candidate_windows("", SOURCES) == []
    assert candidate_windows("Acme employs 85 people.", []) == []
    assert candidate_windows("Acme employs 85 people.", ["", "   "]) == []


def test_limit_caps_the_result() -> None:
    assert len(candidate_windows("rover camera kg", SOURCES, limit=2)) == 2
