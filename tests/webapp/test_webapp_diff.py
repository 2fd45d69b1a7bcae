"""The word-level diff the page draws for edits."""

from __future__ import annotations

from webapp.diff import Segment, changed, word_diff


def test_a_changed_figure_is_one_deletion_and_one_insertion() -> None:
    segments = word_diff("The cap is $5 million per incident.", "The cap is $2 million per incident.")
    assert segments == [
        Segment("same", "The cap is "),
        Segment("del", "$5"),
        Segment("ins", "$2"),
        Segment("same", " million per incident."),
    ]


def test_a_removed_sentence_and_an_added_hedge() -> None:
    before = "It opens at 9. It has 40 rooms."
    after = "It opens at 9. Reportedly, it has 40 rooms."
    segments = word_diff(before, after)
    assert "".join(s.text for s in segments if s.kind != "ins") == before
    assert "".join(s.text for s in segments if s.kind != "del") == after
    assert changed(segments)


def test_identical_texts_have_no_change_and_markup_stays_text() -> None:
    text = "<b>bold</b> & <script>x</script>"
    assert word_diff(text, text) == [Segment("same", text)]
    assert not changed(word_diff(text, text))
