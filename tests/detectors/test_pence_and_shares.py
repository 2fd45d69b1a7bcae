"""Money in pence (or euro cents), and a figure a claim gives as each item's share of a stated total.

"40p" is £0.40: it compares with "£0.40" and never with a bare count ("10 seeds"); a screen's "1080p" stays a
number. A claim that speaks of each item's share ("each", "apiece", "per seed") may work its figure out as a
stated total shared by a stated count ("11p" a seed from "25 seeds cost £2.75"); a claim that names no share
may not (any figure is some total over some count by chance).
"""

from __future__ import annotations

from decimal import Decimal

import pytest

from engine.detectors._worked_out import figures_stated, worked_out_from
from engine.detectors.quote_rules import quote_conflict
from engine.evidence import SourceSet, verify_quote
from engine.numbers import compare_numbers, quantities_of
from engine.types import Quote, Source


@pytest.mark.parametrize(
    "text, kind, unit, value",
    [
        ("It costs 40p.", "money", "GBP", Decimal("0.40")),
        ("at 24.5p a unit", "money", "GBP", Decimal("0.245")),
        ("the 5p bag charge", "money", "GBP", Decimal("0.05")),
        ("up 5pp on last year", "percent", "pp", Decimal("5")),  # percentage points, not pence
        ("a 720p screen", "count", "", Decimal("720")),  # a resolution
    ],
)
def test_pence_are_money_in_pounds(text, kind, unit, value):
    (found,) = quantities_of(text)
    assert (found.kind, found.unit, found.value) == (kind, unit, value)


@pytest.mark.parametrize(
    "text, kind, unit, value, written",
    [
        ("You pay 25 euro cents per extra kilometre.", "money", "EUR", Decimal("0.25"), "25 euro cents"),
        ("Each call costs 1 euro cent.", "money", "EUR", Decimal("0.01"), "1 euro cent"),
        ("It costs 30 pence a bag.", "money", "GBP", Decimal("0.30"), "30 pence"),
        # "cents" alone names no currency (dollars or euros): left a bare number, as before
        ("It costs 25 cents a bag.", "count", "", Decimal("25"), "25"),
        # a symbol or a scale says the figure is not in hundredths
        ("It costs £25 pence.", "money", "GBP", Decimal("25"), "£25"),
    ],
)
def test_a_figure_in_hundredths_of_a_named_currency_is_money(text, kind, unit, value, written):
    (found,) = quantities_of(text)
    assert (found.kind, found.unit, found.value, found.text) == (kind, unit, value, written)


def test_euro_cents_compare_with_euros_not_with_the_whole_figure():
    assert compare_numbers("Extra kilometres cost 25 euro cents each.", "Each extra kilometre costs €0.25.").ok
    # read as €25 before, "25 euro cents" agreed with a source's €25
    assert not compare_numbers("Extra kilometres cost 25 euro cents each.", "Each extra kilometre costs €25.").ok


def test_pence_compare_with_pounds_and_not_with_a_count():
    assert compare_numbers("Tea is 40p.", "Tea costs £0.40.").ok
    assert compare_numbers("Tea is 45p.", "Tea costs £0.40.").mismatches
    check = compare_numbers("A seed costs 11p.", "A packet (10 seeds) costs £2.75.")
    assert not [(c.text, s.text) for c, s in check.mismatches if s.text == "10"]


PACKETS = "A packet of Sungold (10 seeds) costs £3.95; Brandywine (25 seeds) costs £2.75."


@pytest.mark.parametrize(
    "claim, stated",
    [
        ("Per seed, Sungold costs about 40p each and Brandywine 11p.", True),  # £3.95 / 10, £2.75 / 25
        ("Brandywine seeds are 11p apiece.", True),
        ("Brandywine seeds are 13p apiece.", False),
        ("Brandywine costs 11p.", False),  # no share named: no chance quotients
    ],
)
def test_a_share_each_is_a_stated_total_over_a_stated_count(claim, stated):
    assert figures_stated(claim, PACKETS) is stated


def test_a_rate_per_day_is_a_total_over_the_days():
    window = "The standing charge came to £48.31 for the 90 days."
    claim = "The standing charge is 53.68p per day."
    figure = quantities_of(claim)[0]
    assert worked_out_from(claim, figure, window, quantities_of(window))


def test_a_judges_quote_that_gives_the_total_and_count_is_no_conflict():
    source = SourceSet([Source(id=0, text=f"Seed catalogue, page 14. {PACKETS} Sow indoors.")])
    quote = verify_quote(PACKETS, source, source=0)
    assert isinstance(quote, Quote)
    assert (
        quote_conflict("Per seed, Sungold is pricier at about 40p each, against 11p.", [quote], supported=True) is None
    )
    # a figure the quote does not give is no conflict (answers work figures out); the verifier still wants it stated
    assert not figures_stated("Per seed, Sungold is pricier at about 40p each, against 15p.", PACKETS)
