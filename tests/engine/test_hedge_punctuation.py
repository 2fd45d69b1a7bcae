"""A hedge goes before the sentence's closing punctuation and never eats or repeats it: abbreviations ("9 a.m."),
times, closing quotes and brackets, ellipses, "?" and "!", and trailing citations."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine import Claim, Config, verify
from engine.draft import Draft
from engine.hedge_place import place_hedge

PHRASE = "(not confirmed by the sources)"
MARKS = ".!?…:;"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("The meeting starts at 9 a.m.", "The meeting starts at 9 a.m. (x)."),
        ("The shop closes at 5 p.m.", "The shop closes at 5 p.m. (x)."),
        ("Does it close at 5 p.m.?", "Does it close at 5 p.m. (x)?"),
        ("Some fruit is exported, e.g.", "Some fruit is exported, e.g. (x)."),
        ("The firm is based in the U.S.", "The firm is based in the U.S. (x)."),
        ("The supplier is Acme Inc.", "The supplier is Acme Inc. (x)."),
        ("They sell apples, pears, etc.", "They sell apples, pears, etc. (x)."),
        ("She holds a Ph.D.", "She holds a Ph.D. (x)."),
        ("The train leaves at 9:30.", "The train leaves at 9:30 (x)."),
        ("The train leaves at 21.30.", "The train leaves at 21.30 (x)."),
        ('He said "the cap is 5."', 'He said "the cap is 5 (x)."'),
        ('He said "the cap is 5".', 'He said "the cap is 5" (x).'),
        ('He said "the cap is 5"', 'He said "the cap is 5" (x)'),
        ("He said ‘the cap is 5.’", "He said ‘the cap is 5 (x).’"),
        ("(The cap is 5.)", "(The cap is 5 (x).)"),
        ("The cap is 5 (in USD).", "The cap is 5 (in USD) (x)."),
        ("The cap is 5 (in USD)", "The cap is 5 (in USD) (x)"),
        ("**The cap is 5.**", "**The cap is 5 (x).**"),
        ("The cap rose to 5...", "The cap rose to 5 (x)..."),
        ("The cap rose to 5…", "The cap rose to 5 (x)…"),
        ("Is the cap 5?", "Is the cap 5 (x)?"),
        ("The cap is 5!", "The cap is 5 (x)!"),
        ("The cap is 5?!", "The cap is 5 (x)?!"),
        ("The cap is 5 [1].", "The cap is 5 (x) [1]."),
        ("The cap is 5. [1]", "The cap is 5 (x). [1]"),
        ("The cap is 5.[1][2]", "The cap is 5 (x).[1][2]"),
        ("The cap is 5 [2, 3].", "The cap is 5 (x) [2, 3]."),
        ("The cap is 5.^1", "The cap is 5 (x).^1"),
        ("The cap is 5 (Source 2).", "The cap is 5 (x) (Source 2)."),
        ("The meeting is at 9 a.m. [1]", "The meeting is at 9 a.m. (x). [1]"),
        ("The cap is 5", "The cap is 5 (x)"),
        ("The cap is 5.  \n", "The cap is 5 (x).  \n"),
        ("The answer is No.", "The answer is No (x)."),
        ("Plan B.", "Plan B (x)."),
        ("See example.io.", "See example.io (x)."),
    ],
)
def test_hedge_placement(text: str, expected: str) -> None:
    assert place_hedge(text, "(x)") == expected


def test_the_draft_hedges_a_time_after_its_abbreviation() -> None:
    answer = "The meeting starts at 9 a.m. The fee is 2%."
    claims = [Claim(id="a", text="The meeting starts at 9 a.m.", start=0, end=28)]
    draft = Draft(answer, claims)
    splice = draft.hedge("a", PHRASE)
    assert splice is not None
    assert draft.text == f"The meeting starts at 9 a.m. {PHRASE}. The fee is 2%."


def test_an_offline_run_hedges_an_unconfirmed_time_without_eating_its_period() -> None:
    strict = Config(offline=True, db_path="", hedging="strict")
    report = verify("The office opens at 9 a.m.", ["The office is on Main Street."], config=strict)
    assert report.final_answer == f"The office opens at 9 a.m. {PHRASE}."
    disclosed = verify("The office opens at 9 a.m.", ["The office is on Main Street."], config=Config(offline=True))
    assert disclosed.final_answer == "The office opens at 9 a.m. [unconfirmed]"  # the mark follows the sentence


# -- property: any sentence ending ----------------------------------------------------------------------------

WORDS = ["The", "cap", "meeting", "fee", "starts", "is", "at", "in", "rose", "to", "about"]
LAST = ["5", "$5 million", "2.5%", "9:30", "9 a.m.", "5 p.m.", "the U.S.", "Acme Inc.", "pears, etc.", "e.g.",
        "(in USD)", '"five"', "“five”", "x.io"]  # fmt: skip
PUNCT = ["", ".", "?", "!", "?!", "...", "…", ":", ";"]
CLOSERS = ["", '"', "”", "’", ")", "**", "_", '")']
CITATIONS = ["", " [1]", "[2]", " [2, 3]", " (Source 2)", "[1][2]"]
SPACE = ["", " ", "\n", "  \n"]


@st.composite
def sentences(draw: st.DrawFn) -> tuple[str, str, str, int]:
    """(sentence, its terminal punctuation, what follows that punctuation, periods the hedge may add)."""
    words = draw(st.lists(st.sampled_from(WORDS), min_size=1, max_size=5))
    body = " ".join([*words, draw(st.sampled_from(LAST))])
    punct = draw(st.sampled_from(PUNCT))
    # An abbreviation at the end of a sentence stands for the sentence's period too: it gets its own back.
    terminal = punct or ("." if body.endswith(".") else "")
    added = 1 if body.endswith(".") and not punct else 0
    closers = draw(st.sampled_from(CLOSERS))
    after = (closers if terminal else "") + draw(st.sampled_from(CITATIONS)) + draw(st.sampled_from(SPACE))
    if not terminal:
        body += closers  # closers with no mark before them are part of the sentence ('He said "yes"')
    return body + punct + after, terminal, after, added


def is_subsequence(short: str, long: str) -> bool:
    letters = iter(long)
    return all(char in letters for char in short)


@given(sentences(), st.sampled_from(["(unverified)", PHRASE, "(the figures do not add up)"]))
def test_a_hedge_keeps_every_character_and_ends_with_the_original_punctuation(
    case: tuple[str, str, str, int], phrase: str
) -> None:
    sentence, terminal, after, added = case
    hedged = place_hedge(sentence, phrase)
    assert is_subsequence(sentence, hedged), hedged
    assert hedged.endswith(after), hedged
    before_after = hedged[: len(hedged) - len(after)]
    assert before_after.endswith(f" {phrase}{terminal}"), hedged  # the hedge sits right before the punctuation
    for mark in MARKS:  # nothing eaten, nothing repeated (but the period an abbreviation had absorbed)
        extra = added if mark == "." else 0
        assert hedged.count(mark) == sentence.count(mark) + phrase.count(mark) + extra, (mark, hedged)
