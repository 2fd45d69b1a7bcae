"""Edits on the answer text: removal repairs the sentence around the claim, hedges are single, code is untouched,
and replaying the returned splices over the original answer gives exactly the draft's text."""

from __future__ import annotations

import re

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.draft import Draft, insert_hedge
from engine.splitter import split_claims

PHRASE = "(unverified)"


def apply(answer: str, *steps: tuple[str, str]) -> str:
    """Apply (operation, claim-text fragment) steps; assert each splice replays onto the running text."""
    claims = split_claims(answer)
    draft = Draft(answer, claims)
    text = answer
    for operation, fragment in steps:
        claim = next(c for c in claims if fragment in c.text and draft.has(c.id))
        if operation == "remove":
            splice = draft.remove(claim.id)
        elif operation == "hedge":
            splice = draft.hedge(claim.id, PHRASE)
        else:
            splice = draft.replace(claim.id, operation)
        if splice is None:
            continue
        assert text[splice.start : splice.end] == splice.before
        text = text[: splice.start] + splice.after + text[splice.end :]
        assert text == draft.text
    return draft.text


CASES = [
    (
        "The cap is $5M. The fee is 2%. The term is 3 years.",
        [("remove", "fee")],
        "The cap is $5M. The term is 3 years.",
    ),
    ("The cap is $5M. The fee is 2%. The term is 3 years.", [("remove", "cap")], "The fee is 2%. The term is 3 years."),
    ("The cap is $5M. The fee is 2%.", [("remove", "fee")], "The cap is $5M."),
    ("The cap is $5 million, and the fee is 2% of revenue.", [("remove", "fee")], "The cap is $5 million."),
    ("The cap is $5 million, and the fee is 2% of revenue.", [("remove", "cap")], "The fee is 2% of revenue."),
    ("X is 5; y is 6; z is 7.", [("remove", "y is")], "X is 5; z is 7."),
    ("X is 5; y is 6; z is 7.", [("remove", "X is")], "Y is 6; z is 7."),
    ("The tower is in Paris, which is in France. It opened in 1889.", [("remove", "tower")], "It opened in 1889."),
    ("**The cap is $5M, and the fee is 2%.**", [("remove", "cap")], "**The fee is 2%.**"),
    ("- Alpha is 1.\n- Beta is 2.\n- Gamma is 3.\n", [("remove", "Beta")], "- Alpha is 1.\n- Gamma is 3.\n"),
    ("- Alpha is 1.\n- Beta is 2.\n- Gamma is 3.", [("remove", "Alpha"), ("remove", "Gamma")], "- Beta is 2."),
    (
        "Steps:\n\n1. First is A.\n2. Second is B.\n3. Third is C.\n4. Fourth is D.\n\nAfter that it ends.",
        [("remove", "Second")],
        "Steps:\n\n1. First is A.\n2. Third is C.\n3. Fourth is D.\n\nAfter that it ends.",
    ),
    ("1. One is A.\n2. Two is B.", [("remove", "One")], "1. Two is B."),
    (  # an item with sub-items keeps a marker, so its sub-items do not move under the item before
        "1. One is A.\n2. Two is B.\n   - Its part is C.\n3. Three is D.",
        [("remove", "Two")],
        "1. One is A.\n2. [removed]\n   - Its part is C.\n3. Three is D.",
    ),
    ("- One is A.\n  - Its part is C.\n- Two is B.", [("remove", "Its part")], "- One is A.\n- Two is B."),
    (
        "Para one is here.\n\nPara two is 5.\n\nPara three is 6.",
        [("remove", "two")],
        "Para one is here.\n\nPara three is 6.",
    ),
    ("Para one is here.\n\nPara two is 5.\n", [("remove", "two")], "Para one is here.\n"),
    ("Para two is 5.\n\nPara three is 6.", [("remove", "two")], "Para three is 6."),
    (
        "| a | b |\n|---|---|\n| The cap | $5M |\n| fee | 2% |",
        [("remove", "The cap")],
        "| a | b |\n|---|---|\n| fee | 2% |",
    ),
    (
        "The cap is $5M.\n\n```python\nprint('The cap is 5')\n```\n\nThe fee is 2%.",
        [("remove", "cap is $5M")],
        "```python\nprint('The cap is 5')\n```\n\nThe fee is 2%.",
    ),
    ("The cap is $5M. The fee is 2%.", [("hedge", "cap")], "The cap is $5M (unverified). The fee is 2%."),
    ("The cap is $5M, and the fee is 2%.", [("hedge", "cap")], "The cap is $5M (unverified), and the fee is 2%."),
    ("**The cap is $5M.**", [("hedge", "cap")], "**The cap is $5M (unverified).**"),
    (
        "| a | b |\n|---|---|\n| The cap | $5M |",
        [("hedge", "The cap")],
        "| a | b |\n|---|---|\n| The cap | $5M (unverified) |",
    ),
    (
        "The cap is $5M. The fee is 2%.",
        [("hedge", "cap"), ("hedge", "cap")],
        "The cap is $5M (unverified). The fee is 2%.",
    ),
    ("Reportedly the cap is $5M.", [("hedge", "cap")], "Reportedly the cap is $5M."),
    ("The cap is $5M. The fee is 2%.", [("The cap is $2M.", "cap")], "The cap is $2M. The fee is 2%."),
]


@pytest.mark.parametrize(("answer", "steps", "expected"), CASES)
def test_edits_repair_the_text_around_them(answer: str, steps: list[tuple[str, str]], expected: str) -> None:
    assert apply(answer, *steps) == expected


def test_code_blocks_are_never_edited() -> None:
    answer = "Intro is here.\n\n```\ncode = 1\n```\n"
    claims = split_claims(answer)
    code = next(c for c in claims if c.kind == "code")
    draft = Draft(answer, claims)
    for operation in (draft.remove, lambda cid: draft.hedge(cid, PHRASE), lambda cid: draft.replace(cid, "x")):
        with pytest.raises(ValueError, match="code"):
            operation(code.id)
    assert draft.text == answer


def test_claims_without_a_usable_span_are_not_editable() -> None:
    from engine.types import Claim

    claims = [Claim(id="c1", text="ghost", start=0, end=0), Claim(id="c2", text="Real text.", start=0, end=10)]
    draft = Draft("Real text.", claims)
    assert not draft.has("c1") and draft.has("c2")


def test_overlapping_spans_form_one_unit() -> None:
    from engine.types import Claim

    answer = "The cap is $5M and it covers rentals."
    claims = [
        Claim(id="a", text="The cap is $5M.", start=0, end=14),
        Claim(id="b", text="It covers rentals.", start=4, end=37),
    ]
    draft = Draft(answer, claims)
    assert draft.owners("a") == ("a", "b") and draft.unit_text("b") == answer


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("The cap is 5.", "The cap is 5 (x)."),
        ("The cap is 5", "The cap is 5 (x)"),
        ('He said "it is 5."', 'He said "it is 5 (x)."'),
        ("The cap (in USD) is 5.", "The cap (in USD) is 5 (x)."),
    ],
)
def test_hedge_goes_before_the_closing_punctuation(text: str, expected: str) -> None:
    assert insert_hedge(text, "(x)") == expected


# -- property: random Markdown answers, random edits -------------------------------------------------------

NOUNS = ["cap", "fee", "term", "rate", "limit", "deposit", "penalty", "quota"]


@st.composite
def sentences(draw: st.DrawFn) -> str:
    first = draw(st.sampled_from(NOUNS))
    number = draw(st.integers(1, 99))
    if draw(st.booleans()):
        second = draw(st.sampled_from(NOUNS))
        joint = draw(st.sampled_from([", and ", "; ", ", but "]))
        return f"The {first} is {number} units{joint}the {second} is {number + 1} units."
    return f"The {first} is {number} units."


@st.composite
def blocks(draw: st.DrawFn) -> str:
    kind = draw(st.sampled_from(["paragraph", "bullets", "numbered", "code", "heading"]))
    if kind == "paragraph":
        return " ".join(draw(st.lists(sentences(), min_size=1, max_size=3)))
    if kind == "bullets":
        return "\n".join(f"- {s}" for s in draw(st.lists(sentences(), min_size=1, max_size=4)))
    if kind == "numbered":
        return "\n".join(f"{i}. {s}" for i, s in enumerate(draw(st.lists(sentences(), min_size=1, max_size=4)), 1))
    if kind == "code":
        return "```python\nvalue = 1  # the cap is 5 units, and the fee is 2\n```"
    return "## Section heading"


@st.composite
def answers_and_edits(draw: st.DrawFn) -> tuple[str, list[tuple[int, str]]]:
    answer = "\n\n".join(draw(st.lists(blocks(), min_size=1, max_size=4))) + draw(st.sampled_from(["", "\n"]))
    prose = [i for i, c in enumerate(split_claims(answer)) if c.kind == "prose"]
    chosen = draw(st.lists(st.sampled_from(prose), unique=True, max_size=len(prose))) if prose else []
    return answer, [(i, draw(st.sampled_from(["remove", "hedge", "replace"]))) for i in chosen]


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(answers_and_edits())
def test_random_edits_keep_the_text_well_formed(case: tuple[str, list[tuple[int, str]]]) -> None:
    answer, edits = case
    claims = split_claims(answer)
    draft = Draft(answer, claims)
    text = answer
    for index, operation in edits:
        claim = claims[index]
        if not draft.has(claim.id):
            continue
        if operation == "remove":
            splice = draft.remove(claim.id)
        elif operation == "hedge":
            splice = draft.hedge(claim.id, PHRASE)
        else:
            splice = draft.replace(claim.id, draft.unit_text(claim.id).replace("units", "items"))
        if splice is not None:
            assert text[splice.start : splice.end] == splice.before
            text = text[: splice.start] + splice.after + text[splice.end :]
    final = draft.text
    assert text == final  # every change is a recorded splice
    for fence in re.findall(r"```python\n.*?\n```", answer, re.S):
        assert final.count(fence) == answer.count(fence)  # code blocks survive untouched
    assert final.count("## Section heading") == answer.count("## Section heading")
    assert f"{PHRASE} {PHRASE}" not in final and "&amp;" not in final and "&#" not in final
    prose = re.sub(r"```python\n.*?\n```", "", final, flags=re.S)
    for line in prose.split("\n"):
        assert not re.fullmatch(r"\s*(?:[-*+]|\d+[.)])\s*", line), f"empty list item in {final!r}"
        assert not re.search(r"[,;]\s*[.,;]|\s[.,;]|  \S", line.strip()), f"dangling punctuation in {line!r}"
        body = re.sub(r"^\s*(?:[-*+]|\d+[.)])\s+", "", line)
        assert not re.match(r"[a-z]", body), f"lower-case start in {line!r}"
        assert not re.search(r"[.!?]\s+[a-z]", body), f"lower-case sentence start in {line!r}"
        assert not re.match(r"(?:and|but|which)\b", body.strip()), f"dangling conjunction in {line!r}"
    assert "\n\n\n" not in final
    _assert_numbered_lists_are_consecutive(final)


def _assert_numbered_lists_are_consecutive(text: str) -> None:
    for block in re.split(r"\n\s*\n", text):
        numbers = [int(n) for n in re.findall(r"(?m)^(\d+)\. ", block)]
        assert numbers == list(range(1, len(numbers) + 1)), f"list numbers {numbers} in {block!r}"
