"""A rate given for one period and restated for another: "£38.40 a month" is "about £460 a year", "£5 a day" is
"£35 a week". Closed-world arithmetic: the figure times the number of one period in the other."""

from __future__ import annotations

import re
from collections.abc import Sequence
from decimal import Decimal

from ..numbers import Quantity

_PERIOD_AFTER = re.compile(
    r"\s*(?:(?:a|an|per|each|every)\s+|/\s*)(year|yr|annum|month|mo|week|wk|day)\b|\s+(annually|yearly|monthly|weekly|daily)\b",
    re.I,
)
_PERIOD_BEFORE = re.compile(r"\b(annual|yearly|monthly|weekly|daily)\b[^.;\d]{0,24}$", re.I)
_PER_YEAR = {
    "year": Decimal(1), "yr": Decimal(1), "annum": Decimal(1), "annually": Decimal(1), "yearly": Decimal(1),
    "annual": Decimal(1), "month": Decimal(12), "mo": Decimal(12), "monthly": Decimal(12), "week": Decimal(52),
    "wk": Decimal(52), "weekly": Decimal(52), "day": Decimal(365), "daily": Decimal(365),
}  # fmt: skip
"""How many of each period a year holds (a year of 52 weeks or 365 days, as prices are quoted)."""


def period_of(text: str, quantity: Quantity) -> Decimal | None:
    """How many times a year the figure is counted ("£38.40 a month" → 12), or None when it names no period."""
    if after := _PERIOD_AFTER.match(text, quantity.end):
        return _PER_YEAR[(after.group(1) or after.group(2)).lower()]
    if before := _PERIOD_BEFORE.search(text[max(0, quantity.start - 40) : quantity.start]):
        return _PER_YEAR[before.group(1).lower()]
    return None


def restated_per_period(claim: str, figure: Quantity, quoted: str, figures: Sequence[Quantity]) -> bool:
    """Whether the claim's figure is a quoted rate restated for another period, to the claim's rounding (within 1%
    for weeks and days, which a year holds a fraction more of)."""
    mine = period_of(claim, figure)
    if mine is None or figure.value == 0:
        return False
    for stated in figures:
        if stated.kind != figure.kind or stated.unit != figure.unit:
            continue
        theirs = period_of(quoted, stated)
        if theirs is None or theirs == mine:
            continue
        value = stated.value * theirs / mine
        slack = Decimal("0.01") if {mine, theirs} - {Decimal(1), Decimal(12)} else Decimal("0.005")
        if abs(value - figure.value) <= max(figure.step / 2, abs(figure.value) * slack):
            return True
    return False
