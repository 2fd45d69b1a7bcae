"""The rule-based splitter: sentence boundaries, Markdown structure, code blocks, check-worthiness."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine import split_claims


def texts(answer: str) -> list[str]:
    return [c.text for c in split_claims(answer)]


@pytest.mark.parametrize(
    ("answer", "expected"),
    [
        (
            "Dr. Smith lives in the U.S. and works for NASA. He is 40.",
            ["Dr. Smith lives in the U.S. and works for NASA.", "He is 40."],
        ),
        (
            "Pi is about 3.14159 in value. Python 3.11.2 fixed it.",
            ["Pi is about 3.14159 in value.", "Python 3.11.2 fixed it."],
        ),
        ("Use fruit, e.g. apples or pears, daily. It helps.", ["Use fruit, e.g. apples or pears, daily.", "It helps."]),
        (
            "See https://docs.python.org/3.12/library/re.html for details. It is long.",
            ["See https://docs.python.org/3.12/library/re.html for details.", "It is long."],
        ),
        (
            "The book by J. K. Rowling sold well. It was in 1997.",
            ["The book by J. K. Rowling sold well.", "It was in 1997."],
        ),
        ("The cap is $2M, and the fee was cut by half.", ["The cap is $2M", "the fee was cut by half."]),
        ("I like apples, pears, and plums.", ["I like apples, pears, and plums."]),
        (  # pasted together at a quote
            'It came out in June 2017."New Rules" is a song by Dua Lipa.',
            ["It came out in June 2017.", '"New Rules" is a song by Dua Lipa.'],
        ),
        ('The U.S."Big Three" met.', ['The U.S."Big Three" met.']),
    ],
)
def test_sentences_and_atomic_parts(answer: str, expected: list[str]) -> None:
    assert texts(answer) == expected


def test_markdown_lists_headings_and_code_blocks() -> None:
    answer = (
        "# Heading is skipped\n\nIntro sentence is here.\n\n- First bullet holds.\n* Second bullet holds.\n"
        "1. Numbered item one.\n2) Numbered item two.\n\n```python\nimport re\nre.matchall('a', 'b')\n```\n"
        "Closing line."
    )
    claims = split_claims(answer)
    assert [c.text for c in claims if c.kind == "prose"] == [
        "Intro sentence is here.",
        "First bullet holds.",
        "Second bullet holds.",
        "Numbered item one.",
        "Numbered item two.",
        "Closing line.",
    ]
    code = [c for c in claims if c.kind == "code"]
    assert len(code) == 1 and "re.matchall" in code[0].text and code[0].text.startswith("```")


@pytest.mark.parametrize(
    "sentence",
    [
        "Is this correct?",
        "Hello there!",
        "I'm sorry, I cannot help with that.",
        "I think it is a lovely city.",
        "The passage does not mention the price.",
        "I hope this helps!",
        "As an AI language model, I have no opinions.",
    ],
)
def test_sentences_that_assert_nothing_are_not_check_worthy(sentence: str) -> None:
    (claim,) = split_claims(sentence)
    assert claim.check_worthy is False


def test_factual_sentences_are_check_worthy() -> None:
    assert all(c.check_worthy for c in split_claims("Paris is the capital of France. Water boils at 100 °C."))


@settings(max_examples=200, deadline=None)
@given(st.lists(st.sampled_from([*'ab. ,?!\n-*#`1:;"', "Dr.", "e.g.", "```", "U.S.", "The", "is"]), max_size=80))
def test_every_claim_span_holds_its_text(pieces: list[str]) -> None:
    answer = "".join(pieces)
    previous_end = 0
    for claim in split_claims(answer):
        assert answer[claim.start : claim.end] == claim.text
        assert claim.text.strip() == claim.text and claim.text
        assert claim.start >= previous_end
        previous_end = claim.end


def test_table_rows_are_claims_but_the_header_row_is_not() -> None:
    answer = "| Name | Age |\n|---|---|\n| Ann | 40 |\n| Bob | 30 |"
    assert texts(answer) == ["| Ann | 40 |", "| Bob | 30 |"]


def test_sentence_bounds_keep_initialisms_and_titles_inside() -> None:
    from engine.sentences import sentence_bounds

    text = 'The Lark Hound a.k.a. Grey St. Hubert ("U.S. breed") was bred in the Alps.Rose Court is a park.'
    lo, hi = sentence_bounds(text, 4, 14)
    assert text[lo:hi] == 'The Lark Hound a.k.a. Grey St. Hubert ("U.S. breed") was bred in the Alps.'
    lo, hi = sentence_bounds(text, text.index("Rose"), text.index("Rose") + 4)
    assert text[lo:hi] == "Rose Court is a park."


@pytest.mark.parametrize(
    ("answer", "expected"),
    [
        (
            "Hartland Swamp is in Niagara County.Lockport is a city in New York.",
            ["Hartland Swamp is in Niagara County.", "Lockport is a city in New York."],
        ),
        ('She starred in "Teeth".Teeth is a 2007 film.', ['She starred in "Teeth".', "Teeth is a 2007 film."]),
        ("It is poured over ice.The paloma is sweet.", ["It is poured over ice.", "The paloma is sweet."]),
        ("Use pathlib.Path to join paths.", ["Use pathlib.Path to join paths."]),
        ("He moved to St.Louis in 1990.", ["He moved to St.Louis in 1990."]),
        ("The U.S.Army grew.", ["The U.S.Army grew."]),
    ],
)
def test_sentences_pasted_together_without_a_space_are_split_but_code_is_not(answer: str, expected: list[str]) -> None:
    assert [c.text for c in split_claims(answer)] == expected


@pytest.mark.parametrize(
    ("answer", "expected"),
    [
        (
            "Acme raised $12 million in 2022 and it employs 85 people in Austin.",
            ["Acme raised $12 million in 2022", "it employs 85 people in Austin."],
        ),
        ("She was born in Paris and lives in Lyon.", ["She was born in Paris and lives in Lyon."]),
        (
            "The comedy stars Peter Davison, Patricia Hodge and Matthew Kelly.",
            ["The comedy stars Peter Davison, Patricia Hodge and Matthew Kelly."],
        ),
        ("Tom and Jerry went home and the cat slept.", ["Tom and Jerry went home and the cat slept."]),
    ],
)
def test_a_bare_and_splits_only_before_a_pronoun_subject(answer: str, expected: list[str]) -> None:
    assert [c.text for c in split_claims(answer)] == expected


@pytest.mark.parametrize(
    ("answer", "expected"),
    [
        (
            "The fire began on 2 September 1666 and, driven by a gale, raged for four days.",
            ["The fire began on 2 September 1666", "driven by a gale, raged for four days."],
        ),
        # The aside ends in no clause of its own: a list, one claim.
        ("We bought apples and, surprisingly, pears.", ["We bought apples and, surprisingly, pears."]),
    ],
)
def test_an_aside_after_and_opens_a_claim_when_a_clause_follows_it(answer: str, expected: list[str]) -> None:
    assert [c.text for c in split_claims(answer)] == expected


@pytest.mark.parametrize(
    "answer, expected",
    [
        (
            "The school teaches 1,150 pupils, some 200 of them in the sixth form.",
            ["The school teaches 1,150 pupils", "some 200 of them in the sixth form."],
        ),
        (
            "The club has 40 members, most of whom are retired.",
            ["The club has 40 members", "most of whom are retired."],
        ),
        ("We bought ten apples, two of which were bad.", ["We bought ten apples", "two of which were bad."]),
        # No sentence before the comma, or no share after it: one claim.
        ("Of the 30 staff, most of them work remotely.", ["Of the 30 staff, most of them work remotely."]),
        ("Prices rose, most of them sharply.", ["Prices rose, most of them sharply."]),
    ],
)
def test_a_share_of_what_was_just_counted_is_a_claim_of_its_own(answer: str, expected: list[str]) -> None:
    assert [c.text for c in split_claims(answer)] == expected


@pytest.mark.parametrize(
    ("answer", "expected"),
    [
        (
            "The book came out in 1926 and sold 60,000 copies, and she later spent a decade teaching at Leipzig.",
            ["The book came out in 1926 and sold 60,000 copies", "she later spent a decade teaching at Leipzig."],
        ),
        ("The club won the cup in 2019, but it lost the final a year later.",
         ["The club won the cup in 2019", "it lost the final a year later."]),
        # "left" is as often a side as a verb, so it does not make a clause stand alone.
        ("Turn right at the church, and the left lane to the car park.",
         ["Turn right at the church, and the left lane to the car park."]),
    ],
)  # fmt: skip
def test_a_clause_with_an_irregular_past_verb_stands_alone(answer: str, expected: list[str]) -> None:
    assert [c.text for c in split_claims(answer)] == expected


@pytest.mark.parametrize(
    ("answer", "expected"),
    [
        (
            "The bigger worry is damp in the back bedroom — he wants a specialist to look at it before exchange.",
            ["The bigger worry is damp in the back bedroom", "he wants a specialist to look at it before exchange."],
        ),
        (
            "You'd sign for a year, but either side can end it after month 6.",
            ["You'd sign for a year", "either side can end it after month 6."],
        ),
        (
            "Basil is supposed to make tomatoes taste better, although the evidence for that is thin.",
            ["Basil is supposed to make tomatoes taste better", "the evidence for that is thin."],
        ),
        # A dash before words that do not stand alone, or inside a range, joins nothing.
        ("The Opera House took 14 years to build — a decade late.",
         ["The Opera House took 14 years to build — a decade late."]),
        ("Sales grew in 2019–2020 and fell in 2021.", ["Sales grew in 2019–2020 and fell in 2021."]),
        # "'s" is as often a possessive as "is": it makes no clause stand alone.
        ("Brandt's book, and Wendt's map.", ["Brandt's book, and Wendt's map."]),
    ],
)  # fmt: skip
def test_a_spaced_dash_and_a_contracted_verb_join_clauses_that_stand_alone(answer: str, expected: list[str]) -> None:
    assert [c.text for c in split_claims(answer)] == expected


def test_a_sentence_of_thousands_of_clauses_is_split_into_at_most_max_parts_without_raising() -> None:
    from engine.splitter import MAX_PARTS

    # Read in one pass: thousands of "; " once raised RecursionError (a part per level of recursion).
    claims = split_claims("Prices rose sharply; " * 2000)
    assert len(claims) == MAX_PARTS
    assert claims[0].text == "Prices rose sharply" and claims[-1].text.startswith("Prices rose sharply; Prices")
    # Dashes between words that stand alone as nothing join no clauses, however many there are.
    assert len(split_claims("1 — 2 — 3 — 4 — " * 500)) == 1


@pytest.mark.parametrize(
    ("answer", "expected"),
    [
        (
            "The drug was tested on 40 patients, though few used it daily.",
            ["The drug was tested on 40 patients", "few used it daily."],
        ),
        (
            "The bridge opened in 1932, but its designer died before the opening.",
            ["The bridge opened in 1932", "its designer died before the opening."],
        ),
        # a four-letter past is a verb; a joint with no clause after it still splits nothing
        ("The plan was cheap, but in the end too slow.", ["The plan was cheap, but in the end too slow."]),
    ],
)
def test_a_four_letter_regular_past_is_the_verb_of_a_clause(answer: str, expected: list[str]) -> None:
    """A past of four letters ("used", "died", "owed") is a verb as much as "aimed" is: its clause stands alone."""
    assert [c.text for c in split_claims(answer)] == expected
