"""The reading layer: a text is read once per run, and the rules read the reading, not the raw string again."""

from __future__ import annotations

import pytest

import engine.reading.reading as reading_module
from engine.detectors.dates import check_claim
from engine.reading import Reader, Reading
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
