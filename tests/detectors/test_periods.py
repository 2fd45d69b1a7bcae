"""A rate restated for another period is worked out, not a conflict; and sums written with a currency code first."""

from __future__ import annotations

import pytest

from engine.detectors._periods import period_of, restated_per_period
from engine.detectors._worked_out import figures_stated
from engine.detectors.quote_rules import quote_conflict, unanchored
from engine.evidence import SourceSet, verify_quote
from engine.numbers import compare_numbers, quantities_of
from engine.types import Quote, Source


@pytest.mark.parametrize(
    "text, per_year",
    [("£38.40 a month", 12), ("Monthly premium: £38.40", 12), ("£460 per year", 1), ("£5/day", 365), ("£460", None)],
)
def test_the_period_a_figure_is_given_for(text, per_year):
    assert period_of(text, quantities_of(text)[0]) == per_year


@pytest.mark.parametrize(
    "claim, window, stated",
    [
        ("It costs £38.40 a month, about £460 a year.", "Monthly premium: £38.40, fixed for five years.", True),
        ("The policy would pay £24,000 a year.", "Benefit: £2,000 per month, payable if you cannot work.", True),
        ("That is £35 a week.", "It costs £5 a day.", True),
        ("It costs £38.40 a month, about £490 a year.", "Monthly premium: £38.40, fixed for five years.", False),
        ("It costs about £460.", "Monthly premium: £38.40, fixed for five years.", False),  # no period named
        ("It costs £460 a year.", "The premium is £38.40, fixed for five years.", False),
    ],
)
def test_a_rate_restated_for_another_period_is_stated(claim, window, stated):
    assert figures_stated(claim, window) is stated


def test_a_restated_rate_is_no_conflict_with_a_judges_quote():
    source = SourceSet([Source(id=0, text="Benefit: £2,000 per month, payable if you cannot work.")])
    quote = verify_quote("Benefit: £2,000 per month, payable if you cannot work.", source, source=0)
    assert isinstance(quote, Quote)
    assert quote_conflict("The policy would pay £24,000 a year.", [quote], supported=True) is None
    # a wrong one is no conflict either (the quote does not give it), but it does not anchor the quote
    assert unanchored("The policy would pay £24,000 a year.", [quote.quote]) is None
    assert unanchored("The policy would pay £26,000 a year.", [quote.quote]) is not None
    claim = "It pays £24,000 a year."
    assert restated_per_period(claim, quantities_of(claim)[0], quote.quote, quantities_of(quote.quote))


@pytest.mark.parametrize(
    "claim, source, status",
    [
        ("It cost US$1.5 billion.", "It cost 1.5 billion US dollars.", "ok"),
        ("It cost around US$1.5 billion.", "It cost about 1.5 billion dollars.", "ok"),
        ("It cost EUR 5m.", "It cost €5 million.", "ok"),
        ("It cost US$2.5 billion.", "It cost 1.5 billion US dollars.", "mismatch"),
    ],
)
def test_a_sum_with_its_currency_code_first_is_compared_as_money(claim, source, status):
    assert compare_numbers(claim, source).status == status


@pytest.mark.parametrize(
    "claim, source, status",
    [
        ("Reduced items have a shorter window of two weeks.", "Sale items can be returned within 14 days.", "ok"),
        ("It lasts 26 weeks.", "It lasts six months.", "ok"),
        ("You must be off for about three months (13 weeks).", "Deferred period: 13 weeks.", "ok"),
        # a number in words is only ever read as agreeing: one that does not agree is not set against the other
        ("Reduced items have a shorter window of two weeks.", "Sale items can be returned within 10 days.", "missing"),
        ("Repayments over the five-year fixed period total £79,140.", "The mortgage term is 25 years.", "missing"),
    ],
)
def test_a_measure_with_its_number_in_words_is_compared_converted(claim, source, status):
    assert compare_numbers(claim, source).status == status
