"""A "not in the sources" reason is true: each general reading of engine/detectors/record.py, by its own examples,
and the names detector's known false objections gone without excusing any one word."""

from __future__ import annotations

import asyncio

import pytest

from engine.config import Config
from engine.detectors import DetectorContext
from engine.detectors.grounding import LexicalGrounding
from engine.detectors.names import NamesDetector
from engine.detectors.record import STATEMENTS, RecordIndex, Statement
from engine.evidence import SourceSet
from engine.types import Claim, Source

CASES = [
    pytest.param(s, part, record, covered, id=f"{s.id}-{part}")
    for s in STATEMENTS
    for part, record, covered in s.examples
]


@pytest.mark.parametrize(("statement", "part", "record", "covered"), CASES)
def test_each_reading_covers_what_its_examples_say(statement: Statement, part: str, record: str, covered: bool) -> None:
    assert statement.covers(part, RecordIndex([record])) is covered


def test_every_reading_is_one_sentence_with_examples_both_ways() -> None:
    for s in STATEMENTS:
        assert s.statement.endswith(".") and s.statement.count(". ") == 0, s.id
        assert any(c for *_, c in s.examples) and any(not c for *_, c in s.examples), s.id


def _findings(detector: object, claim_text: str, source: str) -> list[object]:
    claim = Claim(id="c1", text=claim_text, start=0, end=len(claim_text))
    ctx = DetectorContext(
        answer=claim_text, claims=(claim,), sources=SourceSet([Source(id=0, text=source)]), question=None,
        config=Config(offline=True), alert=lambda _: None,
    )  # fmt: skip
    return asyncio.run(detector.check([claim], ctx))  # type: ignore[attr-defined]


FALSE_OBJECTIONS = [
    ("The river flooded in mid-March.", "The river flooded in March after heavy rain."),
    ("Emissions of CO2 rose by 3% last year.", "Emissions of carbon dioxide rose by 3% last year."),
    ("The Dundee-bound train was delayed.", "The train to Dundee was delayed by an hour."),
    ("The company is Canadian.", "The company is based in Canada."),
    ("The bill passed the US Senate.", "The bill passed the United States Senate in May."),
    ("The teacher and two TAs will attend.", "The class teacher and two teaching assistants will attend."),
]


@pytest.mark.parametrize(("claim", "source"), FALSE_OBJECTIONS)
def test_the_names_detector_no_longer_objects_to_words_the_sources_bear_out(claim: str, source: str) -> None:
    assert _findings(NamesDetector(), claim, source) == []


@pytest.mark.parametrize(("claim", "source"), FALSE_OBJECTIONS)
def test_grounding_never_says_a_borne_out_name_is_missing(claim: str, source: str) -> None:
    for finding in _findings(LexicalGrounding(), claim, source):
        assert finding.rule_id not in {"name.not_in_sources", "name.not_in_quote"}, finding.reason


@pytest.mark.parametrize(
    ("claim", "source", "named"),
    [
        ("The firm is Brazilian.", "The firm is based in Canada.", "Brazilian"),
        ("The train left for Dundee-Perth.", "The train left for Dundee.", "Dundee-Perth"),
        ("The bill passed the UK Senate.", "The bill passed the United States Senate.", "UK Senate"),
        ("The teacher and two TAs will attend.", "The class teacher and two assistants will attend.", "TAs"),
    ],
)
def test_a_name_the_sources_do_not_bear_out_is_still_reported(claim: str, source: str, named: str) -> None:
    (finding,) = _findings(NamesDetector(), claim, source)
    assert finding.rule_id == "name.not_in_record" and f"“{named}”" in finding.reason
