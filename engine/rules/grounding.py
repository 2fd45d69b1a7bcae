"""The closed-world rules lexical grounding applies between a claim and the source sentence that covers it best:
figures, denials, hedges, opposite words and names. engine/detectors/grounding.py decides when each fires (it
weighs the best sentence against its neighbours first); a rule's `fires` here runs that same grounding against
the case's evidence as the only source, so each rule's examples test the detector's own decision."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import lru_cache

from ..types import Verdict
from .evaluate import emitted
from .model import Case, Example, Family, Firing, Rule


@lru_cache(maxsize=256)
def _grounded(claim_text: str, evidence: str, before: str = "") -> tuple[tuple[str, Firing], ...]:
    """What grounding the claim against the evidence (as the only source) emitted: (rule id, firing) pairs; `before`
    is the answer's text before the claim (a case's "before" fact), for rules that read the answer's earlier steps."""
    from ..config import Config
    from ..detectors.base import DetectorContext
    from ..detectors.grounding import ground
    from ..evidence import SourceSet
    from ..lexical import SourceIndex
    from ..types import Claim, Source

    claim = Claim(id="c1", text=claim_text, start=len(before), end=len(before) + len(claim_text))
    sources = [Source(id=0, text=evidence)]
    ctx = DetectorContext(
        answer=before + claim_text, claims=(claim,), sources=SourceSet(sources), question=None,
        config=Config(offline=True), alert=lambda _: None,
    )  # fmt: skip
    with emitted() as heard:
        ground(claim, SourceIndex(sources), ctx)
    return tuple(heard)


def _by(rule_id: str) -> Callable[[Case], Sequence[Firing]]:
    def fires(case: Case) -> Sequence[Firing]:
        before = str(case.facts.get("before", ""))
        return [firing for heard, firing in _grounded(case.claim, case.evidence, before) if heard == rule_id]

    return fires


def _has_evidence(case: Case) -> bool:
    return bool(case.evidence.strip())


def _rule(rule_id: str, family: Family, verdict: Verdict, message: str, examples: tuple[Example, ...]) -> Rule:
    return Rule(rule_id, family, verdict, message, examples, _by(rule_id), _has_evidence)


RULES = (
    _rule(
        "number.value_mismatch",
        "numbers/units",
        Verdict.CONTRADICTED,
        "{where} says {stated}, not {claimed}",
        (
            Example("The bridge is 420 metres long.", "The bridge is 380 metres long.", True),
            Example("The bridge is 420 metres long.", "The bridge is 420 metres long.", False),
            # A time of day is one figure on either clock: "5:30 pm" is "17:30", and "5 pm" is not "19:00".
            Example("The café is open from 7 am to 5:30 pm.", "The café is open daily, 07:00–17:30.", False),
            Example("The café closes at 5 pm.", "The café closes at 19:00.", True),
            Example("Revenue rose to $5.2 million in 2023.", "Revenue rose to $4.8 million in 2023.", True),
            # A count of times over a period is a frequency, not a multiplier ("three times the rate").
            Example("The bus runs 6 times a day.", "The bus runs 9 times a day.", True),
            Example("The ferry sails twelve times daily.", "The ferry sails 12 times daily.", False),
            Example("Prices rose three times faster than wages.", "Prices rose 2 times faster than wages.", False),
            # The parts of a time and the day of a date are not counts a figure could be worked out from.
            Example(
                "The museum gets 40 visitors an hour.",
                "From 5 May to 12 June the museum gets 55 visitors an hour, with doors opening at 09:45.",
                True,
            ),
            Example("The team won 6 games.", "The team played 9 games and lost 3.", False),
            # "During …" opens no worked example of the claim's own (as "Spending £40 …" does): its figures are held.
            Example(
                "During the winter the bus runs 9 times a day from 07:30.",
                "During the winter the bus runs 6 times a day from 07:30.",
                True,
            ),
            # A weekday before a date's day dates it, it names nothing: "Sunday 2" is the 2nd, set beside the 12th.
            Example("The fire began on Sunday 2 September 1666.", "The fire began on 12 September 1666.", True),
            # A date differing from the source's stands unless a whole number of the durations it gives bridges them.
            Example("The fair opened on 2 June and ran for four days.", "The fair opened on 12 June.", True),
            Example("The first trial runs on 3 March, then one every 7 days.", "A trial runs on 17 March.", False),
        ),
    ),
    _rule(
        "number.wrong_step",
        "arithmetic",
        Verdict.CONTRADICTED,
        "the answer works {claimed} out from {parts} just before it, but {arithmetic}",
        (
            Example(
                "each session costs £25.",
                "Lessons cost £18 each. The workbook adds £6 per session.",
                True,
                {"before": "A lesson is £18 and the workbook adds £6, so "},
            ),
            Example(
                "each session costs £24.",
                "Lessons cost £18 each. The workbook adds £6 per session.",
                False,
                {"before": "A lesson is £18 and the workbook adds £6, so "},
            ),
            # A count the answer names is its own example: 3 tickets need no source, their price does.
            Example(
                "so the tickets cost £19.",
                "Tickets cost £6 each.",
                True,
                {"before": "Tickets are £6 each and we need 3, "},
            ),
            Example(
                "so the tickets cost £18.",
                "Tickets cost £6 each.",
                False,
                {"before": "Tickets are £6 each and we need 3, "},
            ),
            # Not said as worked out from them: the source's other figure is the claim's, plainly another value.
            Example(
                "The workbook costs £25.",
                "Lessons cost £18 each. The workbook costs £6.",
                False,
                {"before": "A lesson is £18 and the workbook is £6. "},
            ),
            # Figures far back are not the step's parts.
            Example(
                "so each session costs £25.",
                "Lessons cost £18 each. The workbook adds £6 per session.",
                False,
                {
                    "before": "A lesson is £18 and the workbook adds £6. Booking opens in May and closes in June, and "
                    "places are limited for every course of the year, "
                },
            ),
        ),
    ),
    _rule(
        "number.bounded",
        "numbers/units",
        Verdict.UNVERIFIABLE,
        "{where} says only “{stated}”, not {claimed} exactly",
        (
            Example("The hall seats 500 people.", "The hall seats up to 500 people.", True),
            Example("The hall seats 500 people.", "The hall seats 500 people.", False),
        ),
    ),
    _rule(
        "number.missing",
        "numbers/units",
        Verdict.UNVERIFIABLE,
        "{figure} does not appear in the closest source text ({where})",
        (
            Example("The museum opened in 1911 with 40 rooms.", "The museum opened with its rooms full.", True),
            Example("The museum opened in 1911.", "The museum opened in 1911.", False),
        ),
    ),
    _rule(
        "negation.opposite",
        "negation/modality",
        Verdict.CONTRADICTED,
        "{where} states the opposite: only {side} is negated",
        (
            Example("The bridge is not open to cars.", "The bridge is open to cars.", True),
            Example("The bridge is open to cars.", "The bridge is open to cars.", False),
            # A word after a clause number opens its sentence: the "Neither" of "… (Limits). 4.1 Neither …" denies.
            Example(
                "Liability for fraud is never limited.",
                "Section 4 (Limits). 4.1 Neither party limits liability for fraud.",
                False,
            ),
            Example("The deposit is not refundable.", "Fees. (b) The deposit is refundable.", True),
        ),
    ),
    _rule(
        "negation.differs",
        "negation/modality",
        Verdict.UNVERIFIABLE,
        "negation differs: only {side} is negated ({where})",
        (
            Example(
                "The council did not approve the new library plan in March.",
                "The council approved the new library plan in March, but residents objected to its cost.",
                True,
            ),
            Example("The council approved the plan.", "The council approved the plan.", False),
            # Both deny, other words: `negation.denies_otherwise` says so.
            Example(
                "The deal did not close in May.",
                "The company did not disclose the price, but the deal closed in May.",
                False,
            ),
        ),
    ),
    _rule(
        "negation.denies_otherwise",
        "negation/modality",
        Verdict.UNVERIFIABLE,
        "negation differs: {first} denies “{said}”; {second} denies other words (“{other}”)",
        (
            Example(
                "The deal did not close in May.",
                "The company did not disclose the price, but the deal closed in May.",
                True,
            ),
            # Only one side denies: that is `negation.differs`, whose message says so.
            Example(
                "The council did not approve the new library plan in March.",
                "The council approved the new library plan in March, but residents objected to its cost.",
                False,
            ),
            Example("The bridge is not open to cars.", "The bridge is not open to cars.", False),
        ),
    ),
    _rule(
        "modality.hedge_dropped",
        "negation/modality",
        Verdict.UNVERIFIABLE,
        "{where} says it only with “{hedge}”; the claim states it as fact",
        (
            Example("The drug reduces migraines in adults.", "The drug may reduce migraines in adults.", True),
            Example("The drug may reduce migraines in adults.", "The drug may reduce migraines in adults.", False),
        ),
    ),
    _rule(
        "word.opposite",
        "negation/modality",
        Verdict.CONTRADICTED,
        "{where} says “{original}”, not “{changed}”",
        (
            Example("The library is open on Sundays.", "The library is closed on Sundays.", True),
            Example("The library is closed on Sundays.", "The library is closed on Sundays.", False),
        ),
    ),
    _rule(
        "name.not_in_sources",
        "names in the record",
        Verdict.UNVERIFIABLE,
        "mentions “{name}”, which isn't in the sources",
        (
            Example("The bridge was designed by Gustave Eiffel.", "The bridge was designed in 1880.", True),
            Example("The Dundee-bound train was late.", "The train to Dundee was late.", False),
            Example("The firm is Canadian.", "The firm is based in Canada.", False),
        ),
    ),
    _rule(
        "name.not_in_quote",
        "names in the record",
        Verdict.UNVERIFIABLE,
        "the closest sentence in {where} does not name “{name}”, which the claim does",
        (
            Example(
                "Lena Ortiz won the award in 2019.", "Marco Ruiz won the award in 2019. Lena Ortiz presented it.", True
            ),
            Example("Lena Ortiz won the award in 2019.", "Lena Ortiz won the award in 2019.", False),
        ),
    ),
)
