"""A claim no source sentence covers is told which of its words the best sentence lacks: as the claim writes them,
in its order ("lacks coming, nicknamed"), not the stems they were matched by ("com", "nicknam")."""

from __future__ import annotations

from engine import Config, verify
from engine.lexical import words_written


def test_words_are_given_as_written_in_the_texts_order_each_once() -> None:
    text = "The Nicknamed rulers were coming, and the rulers kept coming."
    assert words_written(text, {"com", "ruler", "nicknam"}) == ["Nicknamed", "rulers", "coming"]
    assert words_written(text, {"zzz", "com"}) == ["coming", "zzz"]  # a stem the text lacks is given as it is


def test_the_grounding_reason_names_the_claims_own_words() -> None:
    source = "The harbour wall was rebuilt in 1998. Ferries now sail hourly from the new pier."
    report = verify(
        "Local fishermen were complaining loudly about the rebuilt harbour wall.",
        sources=[source],
        config=Config(offline=True, db_path=""),
    )
    (result,) = report.claims
    reason = next(f.reason for f in result.findings if f.detector == "grounding")
    assert reason.startswith("no source sentence covers this claim (best match ")
    lacking = reason.split("; lacks ")[1].rstrip(")").split(", ")
    assert lacking == ["Local", "fishermen", "complaining"], reason
