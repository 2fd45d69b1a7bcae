"""The quote verifier: what verifies, what maps back where, and what never verifies."""

from __future__ import annotations

from hypothesis import assume, given, settings
from hypothesis import strategies as st

from engine import Quote, QuoteMiss, Source, SourceSet, norm, verify_quote
from engine.normalize import normalize

# Characters that stress normalisation: curly quotes, dashes, NBSP, zero-width, ligatures, combining marks.
TRICKY = "“”‘’—–\u00a0\u200b\u200d\ufeffﬁﬂ\u0301 \n\t"
source_text = st.text(alphabet=st.sampled_from(list("abcdefghij KLMNOP,.0123456789") + list(TRICKY)), min_size=20)


def test_norm_straightens_and_collapses() -> None:
    assert norm("“Curly”\u00a0quotes — and\u200b  ﬁne\n\ttext ") == '"Curly" quotes - and fine text'


def test_offset_map_points_into_original() -> None:
    original = "A\u00a0“quote”\u200b here"
    normalized = normalize(original)
    assert normalized.text == 'A "quote" here'
    start, end = normalized.original_span(2, 9)
    assert original[start:end] == "“quote”"


@settings(max_examples=300, deadline=None)
@given(text=source_text, data=st.data())
def test_any_substring_of_twelve_normalised_chars_verifies_and_maps_back(text: str, data: st.DataObject) -> None:
    # Pieces of at least 16 characters, of which most still hold 12 once normalised: drawing any piece and
    # discarding the short ones filtered out so many inputs that Hypothesis's health check failed now and then.
    start = data.draw(st.integers(0, max(0, len(text) - 16)))
    end = data.draw(st.integers(min(len(text), start + 16), len(text)))
    piece = text[start:end]
    assume(len(norm(piece)) >= 12)
    result = verify_quote(piece, [Source(id=0, text=text)])
    assert isinstance(result, Quote)
    assert text[result.start : result.end] == result.quote
    assert norm(result.quote) == norm(piece)


@settings(max_examples=200, deadline=None)
@given(text=source_text, quote=st.text(min_size=12, max_size=40))
def test_text_not_in_the_source_never_verifies(text: str, quote: str) -> None:
    assume(norm(quote) not in norm(text))
    assert isinstance(verify_quote(quote, [Source(id=0, text=text)]), QuoteMiss)


def test_homoglyphs_do_not_verify() -> None:
    source = [Source(id=0, text="The total amount payable is capped at two million.")]
    assert isinstance(verify_quote("amount payable is capped", source), Quote)
    cyrillic_a = "\u0430"
    assert isinstance(verify_quote(f"{cyrillic_a}mount payable is capped", source), QuoteMiss)


def test_short_quotes_and_wrong_source_are_misses() -> None:
    sources = [Source(id=0, text="alpha beta gamma delta"), Source(id=1, text="epsilon zeta eta theta iota")]
    assert verify_quote("alpha", sources).reason == "too_short"  # type: ignore[union-attr]
    assert verify_quote("   ", sources).reason == "empty"  # type: ignore[union-attr]
    assert verify_quote("zeta eta theta", sources, source=0).reason == "not_found"  # type: ignore[union-attr]
    assert verify_quote("zeta eta theta", sources, source=7).reason == "bad_source"  # type: ignore[union-attr]
    found = verify_quote("zeta eta theta", sources)
    assert isinstance(found, Quote) and found.source == 1


def test_one_megabyte_source() -> None:
    text = ("Lorem ipsum “dolor” sit amet — consectetur. " * 25_000)[:1_000_000] + "The needle is here at the end."
    sources = SourceSet([Source(id=0, text=text)])
    found = verify_quote("needle is here at the end", sources)
    assert isinstance(found, Quote) and found.end == len(text) - 1
    assert isinstance(verify_quote('dolor" sit amet - consectetur', sources), Quote)


def test_near_finds_the_occurrence_at_the_expected_place() -> None:
    text = "The fee is twelve dollars a month. " * 3
    sources = SourceSet([Source(id=0, text=text)])
    later = verify_quote("fee is twelve dollars", sources, source=0, near=70)
    assert isinstance(later, Quote) and later.start == 74 and text[later.start : later.end] == later.quote
    fallback = verify_quote("fee is twelve dollars", sources, source=0, near=len(text))
    assert isinstance(fallback, Quote) and fallback.start == 4
