"""Any text at all: the no-model checks return findings or nothing, never an exception."""

from __future__ import annotations

from detector_kit import claim
from hypothesis import example, given, settings
from hypothesis import strategies as st

from engine.detectors._pyrefs import code_refs, prose_refs
from engine.detectors.arithmetic import check_claim as arithmetic
from engine.detectors.dates import check_claim as dates
from engine.detectors.links import find_urls
from engine.detectors.names import find_names
from engine.detectors.python_api import resolve
from engine.numbers import compare_numbers, extract_quantities
from engine.policy_packs import check_text

PIECES = [
    "12%", "of", "250", "is", "=", "+", "-", "×", "/", "0", "10**1000", "9^9^9", "(", ")", "$5M", "5.0 M", "from",
    "to", "a", "25%", "increase", "average", "3,", "and", "in all", "km", "miles", "°C", "°F", "February 30,",
    "2024", "Friday,", "4 July", "born in", "1990", "was 40 in", "2020", "re.matchall()", "`os.path.x`", '"a".b',
    "from itertools import x", "https://", "www.", "@", "Zoë", "Müller's", "Bank of", "As we discussed", "!!",
    "31/13/2023", "2023-02-30", "\n", "```python\nimport re\n", "```", "—", "≈", "½", "٣", "𝟓", "\u200b", "",
]  # fmt: skip
texts = st.lists(st.sampled_from(PIECES), max_size=25).map(" ".join) | st.text(max_size=200)


@settings(max_examples=150, deadline=None)
@given(texts)
def test_no_check_raises_on_any_text(text: str) -> None:
    arithmetic(claim(text))
    dates(claim(text))
    find_names(text)
    find_urls(text)
    extract_quantities(text)
    compare_numbers(text, text[::-1])
    check_text(text, ["outreach"])
    for ref in prose_refs(text) + (code_refs("```python\n" + text + "\n```") or []):
        resolve(ref)


QUESTION_PIECES = [
    "Which", "Is", "Are", "both", "and", "or", "share", "what", "have in common", "more", "fewer", "species", ",",
    ":", "?", "the", "A", "Velvet moss", "Tallow fern", "Ledger's", "(", "[", "*", "\\", "s", "es", " ", "",
]  # fmt: skip
questions = st.lists(st.sampled_from(QUESTION_PIECES), max_size=14).map(" ".join) | st.text(max_size=80)


@settings(max_examples=150, deadline=None)
@given(questions, texts, st.sampled_from(["yes", "no", "Velvet moss", "magazine", "", "the A", "s"]))
@example("\t  and Ledger share what format?", "", "magazine")
@example("Which is it: ( or )?", "", "(")
@example("Is ( or ) a magazine?", "( is a magazine.", "(")
def test_question_forms_never_raise(question: str, source: str, answer: str) -> None:
    from engine.detectors._question_forms import check_choice, check_shared, check_yes
    from engine.evidence import SourceSet
    from engine.types import Source

    sources = SourceSet([Source(id=0, text=source + " Velvet moss is a genus of 40 species."), Source(id=1, text="x")])
    for form in (check_yes, check_shared, check_choice):
        finding = form(claim(answer), question, sources, "answer_match")
        assert finding is None or finding.verdict.value in ("SUPPORTED", "UNVERIFIABLE")
