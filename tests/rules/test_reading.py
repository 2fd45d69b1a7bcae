"""The reading layer: a text is read once per run, and the rules read the reading, not the raw string again."""

from __future__ import annotations

import pytest

import engine.reading.reading as reading_module
from engine.detectors._figure_excuses import date_may_follow
from engine.detectors.dates import check_claim
from engine.numbers import quantities_of
from engine.reading import Reader, Reading
from engine.reading.dates import as_dated, month_unstated
from engine.types import Claim, Verdict

ODD = [
    "The 🚀 launch on 4 July 2024 🎉 cost $5 million.",
    "השיגור היה ב-4 ביולי 2024. العدد ٤٢ هو الجواب.",
    "The bridge is 420 metres long " * 400,
    f"The total is {'7' * 400} dollars.",
]


def test_a_reading_holds_what_the_text_says() -> None:
    found = Reading("Acme may not open the Leeds plant on 4 July 2024. It cost about $5 million.")
    assert [s.text for s in found.sentences] == [
        "Acme may not open the Leeds plant on 4 July 2024.",
        "It cost about $5 million.",
    ]
    assert [d.text for d in found.dates] == ["4 July 2024"]
    assert "Leeds" in " ".join(found.names)
    assert any(q.value == 5_000_000 for q in found.quantities)
    assert found.negated and {word for _, word in found.hedges} >= {"may"}
    assert "plant" in found.words


def test_a_reader_reads_each_text_once_per_run() -> None:
    reader = Reader()
    first = reader.read("It opened on 4 July 2024.")
    assert reader.read("It opened on 4 July 2024.") is first
    reader.read("Something else.")
    assert reader.reads == 2


@pytest.mark.parametrize("text", ODD)
def test_reading_odd_text_never_raises(text: str) -> None:
    found = Reading(text)
    for part in ("sentences", "words", "quantities", "dates", "names", "negated", "hedges"):
        getattr(found, part)


def test_the_date_rules_share_one_reading_of_the_claim(monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[str] = []
    original = reading_module.find_dates

    def counting(text: str):
        calls.append(text)
        return original(text)

    monkeypatch.setattr(reading_module, "find_dates", counting)
    text = "July 4, 2024 was a Friday."
    finding = check_claim(Claim(id="c1", text=text, start=0, end=len(text)), reader=Reader())
    assert finding is not None and finding.verdict is Verdict.CONTRADICTED
    assert finding.rule_id == "date.weekday_mismatch"
    assert calls == [text]  # six date rules, one reading


@pytest.mark.parametrize(
    ("claim", "window", "unstated"),
    [
        # The month is given only with another year: one changed digit of a year the model does not read.
        ("The first election under the new rules, in May 1928, was called the flapper election.",
         "The first general election held under the 1928 Act took place on 30 May 1929.", "May 1928"),
        ("The works were due to finish around April 2026.", "Its budget was revised in April from £46 million.",
         "April 2026"),
        ("Work began in March 2024.", "Work began in 2024.", "March 2024"),
        ("Work began in March 2024.", "Work began on 4 March 2024.", None),
        ("Work ran from March 2024.", "From 4 March to 9 May, in 2024, the road was shut.", None),
        ("Work began on 12 May.", "Work began in June.", None),  # no year in the claim: another reading's case
        ("Work began in 2024.", "Work began on 4 March 2023.", None),  # no month in the claim
        ("You may 2024 go.", "Nothing here.", None),  # "may" is not a month
    ],
)  # fmt: skip
def test_a_window_states_a_month_of_a_year_only_in_that_year(claim: str, window: str, unstated: str | None) -> None:
    assert month_unstated(claim, window) == unstated


def test_month_reading_never_raises_on_odd_text() -> None:
    for text in ("🙂 May 2024 🙂", "May " + "9" * 400, "\u202eMay 2024\u202c", "May 2024 " * 2000, ""):
        month_unstated(text, text[::-1])


@pytest.mark.parametrize(
    ("text", "figure", "shown"),
    [
        ("It began on Sunday 2 September 1666.", "2", "2 September 1666"),
        ("Doors open on 13 July.", "13", "13 July"),
        ("The fee is 13 euros.", "13 euros", "13 euros"),
        ("Open 24 hours from 2 May", "24 hours", "24 hours"),
    ],
)
def test_a_day_is_shown_with_its_date_in_a_reason(text: str, figure: str, shown: str) -> None:
    quantity = next(q for q in quantities_of(text) if q.text == figure)
    assert as_dated(text, quantity) == shown


@pytest.mark.parametrize(
    ("source", "claim", "follows"),
    [
        # Six weeks of "every 7 days": the claim's date may be worked out.
        ("The course starts on 3 March 2025, then one dose every 7 days.", "The last dose is on 14 April 2025.", True),
        # Four days after the 2nd is the 5th or 6th, never the 12th.
        ("The fire began on 2 September 1666 and burned for four days.", "The fire began on 12 September.", False),
        ("The fire began on 2 September 1666 and burned for four days.", "It was out by 5 September.", True),
        # No duration around: nothing is worked out; one with no count ("for days") may bridge anything.
        ("The fair opens on 2 June.", "The fair opens on 12 June.", False),
        ("The fair opens on 2 June and runs for days.", "The fair opens on 12 June.", True),
    ],
)
def test_a_date_follows_from_the_source_date_only_by_whole_durations(source: str, claim: str, follows: bool) -> None:
    claimed = next(q for q in quantities_of(claim) if q.kind == "count" and q.value <= 31)
    stated = next(q for q in quantities_of(source) if q.kind == "count" and q.value <= 31)
    assert date_may_follow(claim, claimed, source, stated, source) is follows
