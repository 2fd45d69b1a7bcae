"""What a paraphrased answer to encyclopaedia, price and results text gets offline: a saving worked out from two
prices is no contradiction, a hyphenated compound ("all-time") is no quantifier, a reason about the sentence that
covers a claim best says so rather than speaking for the whole source, and a figure written in words is shown with
its digits where a reason says the source gives it."""

from __future__ import annotations

from engine import Config, Verdict, verify
from engine.hedges import overstated

OFFLINE = Config(offline=True, db_path="", verifier=False)
FESTIVAL = (
    "Tickets for the festival cost £85 for a weekend pass and £45 for a single day. Children under 12 go free. "
    "Gates open at 11:00 each day."
)


def _result(answer: str, source: str):
    report = verify(answer, [source], config=OFFLINE)
    return {c.claim.text: c for c in report.claims if c.claim.check_worthy}


def _reason(result) -> str:
    return " ".join(f.reason for f in result.findings if f.detector == "grounding")


def test_a_saving_is_a_difference_not_a_price() -> None:
    [result] = _result("The weekend pass saves £5 over buying two day tickets.", FESTIVAL).values()
    assert result.verdict is not Verdict.CONTRADICTED
    [lie] = _result("Tickets cost £95 for a weekend pass.", FESTIVAL).values()
    assert lie.verdict is Verdict.CONTRADICTED  # a price said as a price is still held to the source's


def test_a_hyphenated_compound_quantifies_nothing() -> None:
    assert overstated("Services hit an all-time high.", "Revenue was up 2% from a year earlier.") is None
    assert overstated("A never-ending queue formed.", "A queue sometimes formed.") is None
    assert overstated("All staff must attend.", "Only 20% of staff must attend.") == ("Only 20%", "all")


def test_a_reason_about_the_closest_sentence_does_not_speak_for_the_whole_source() -> None:
    source = (
        "The Great Wall of China is a series of fortifications built across northern China. The wall's total "
        "length, including all branches, is about 21,196 kilometres according to a 2012 survey."
    )
    [result] = _result("The Great Wall stretches roughly 21,196 km, according to a 2012 survey.", source).values()
    assert result.verdict is Verdict.UNVERIFIABLE
    assert _reason(result).startswith("the closest sentence in source 1 does not name")


def test_a_figure_written_in_words_is_shown_with_its_digits() -> None:
    source = (
        "The library is open Monday to Friday from 9:00 to 18:00 and on Saturday from 10:00 to 14:00. It is closed "
        "on Sundays and public holidays. Members can borrow up to 12 items at a time for three weeks. Overdue items "
        "cost 20p per day."
    )
    result = _result("You can visit on weekdays. Members may take out a dozen items at once, for 21 days.", source)[
        "Members may take out a dozen items at once, for 21 days."
    ]
    assert result.verdict is not Verdict.CONTRADICTED
    assert "12 (“dozen”) appears in source 1" in _reason(result)
