"""The verifier abstains on text that is clearly not English."""

from __future__ import annotations

import pytest

from engine.verifier import abstains


@pytest.mark.parametrize(
    "text",
    [
        "Paris is the capital of France.",
        "Revenue rose 12% to $4.5 billion in 2023.",
        "The company said that it would raise prices for all of its customers next year.",
        "Ólafur Arnalds was born in Mosfellsbær, Iceland.",
    ],
)
def test_english_is_scored(text: str) -> None:
    assert not abstains(text)


@pytest.mark.parametrize(
    "text",
    [
        "Москва является столицей России.",
        "東京は日本の首都です。",
        "Paris est la capitale de la France et elle compte beaucoup de monuments célèbres.",
        "Die Stadt hat eine lange Geschichte und viele berühmte Gebäude aus dem Mittelalter.",
        "12345 67890",
        "",
    ],
)
def test_clearly_non_english_or_wordless_text_abstains(text: str) -> None:
    assert abstains(text)


@pytest.mark.parametrize(
    "text",
    [
        "Eleven people needed hospital treatment, though nobody died.",
        "Move them outside once nights stay above 10 °C (50 °F).",
        "A few classic pairings: marigolds dotted between tomato plants help keep whitefly away.",
    ],
)
def test_english_with_none_of_the_commonest_function_words_is_scored(text: str) -> None:
    assert not abstains(text)


def test_another_language_written_in_plain_letters_abstains() -> None:
    assert abstains("El presidente visito la ciudad con su esposa y los ministros.")
    assert abstains("Le chat est sur la table.")
