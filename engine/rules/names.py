"""Names in the record: a capitalised name the sources, the known facts and the question never mention."""

from __future__ import annotations

from collections.abc import Sequence

from ..detectors.names import find_names, listed
from ..detectors.record import RecordIndex
from ..types import Verdict
from .model import Case, Example, Firing, Rule


def _not_in_record(case: Case) -> Sequence[Firing]:
    record = case.facts.get("record") or RecordIndex([case.evidence])
    unknown = [n for n in find_names(case.claim, case.facts.get("known", frozenset())) if not record.mentions(n)]
    if not unknown:
        return []
    names, verb = listed(unknown)
    return [Firing({"names": names, "be": verb, "where": case.facts.get("where", "the sources")})]


RULES = (
    Rule(
        id="name.not_in_record",
        family="names in the record",
        verdict=Verdict.UNVERIFIABLE,
        objection=True,
        message="mentions {names}, which {be} in {where}",
        examples=(
            Example("The deal was signed with Amazon.", "The deal was signed with Apple.", True),
            Example("The deal was signed with Amazon's chief.", "Amazon signed the deal.", False),
            Example("The deal was signed with Zoë Müller.", "Zoe Muller signed the deal.", False),
            Example("It rained until mid-March.", "It rained until March.", False),
            Example("The Dundee-bound train was late.", "The train to Dundee was late.", False),
            Example("The firm is Canadian.", "The firm is based in Canada.", False),
            Example("The bill passed the US Senate.", "The United States Senate passed the bill.", False),
            Example("Emissions of CO2 rose by 3%.", "Emissions of carbon dioxide rose by 3%.", False),
            Example("The bill passed the US Senate.", "The Senate passed the bill.", True),
        ),
        fires=_not_in_record,
    ),
)
