"""The verdict table, cell by cell: which findings give which claim verdict, and when the checks disagreeing is an
alert. Findings are built as detectors build them: quotes only through `verify_quote`, computations as `Computed`."""

from __future__ import annotations

import pytest

from engine.detectors.base import unverifiable
from engine.evidence import SourceSet, verify_quote
from engine.types import Claim, ClaimResult, Computed, Finding, Quote, Risk, Source, Verdict
from engine.verdict import combine, summary_alerts
from engine.verdict_table import TABLE, decide, disagreements

SOURCE = (
    "The Amazon River is about 6,400 kilometres long. It flows through Brazil, Peru and Colombia. "
    "The Harbor Act sets a liability cap of $2 million per incident. Staff may share it on a need-to-know basis. "
    "The Nile is the longest river in Africa."
)
SOURCES = SourceSet([Source(id=0, text=SOURCE)])


def claim(text: str) -> Claim:
    return Claim(id="c1", text=text, start=0, end=len(text))


def quote(text: str) -> Quote:
    found = verify_quote(text, SOURCES, source=0)
    assert isinstance(found, Quote)
    return found


def said(detector: str, verdict: Verdict, text: str, *, objection: bool = False) -> Finding:
    return Finding(detector=detector, claim_id="c1", verdict=verdict, reason=f"{detector} says so",
                   evidence=(quote(text),), objection=objection)  # fmt: skip


def computed(verdict: Verdict, note: str) -> Finding:
    return Finding(detector="arithmetic", claim_id="c1", verdict=verdict, reason=note, evidence=(Computed.of(note),))


AMAZON = "The Amazon River is about 6,400 kilometres long."
LONGEST = "It is the longest river in the world."


def test_the_table_is_data_with_one_row_per_outcome_and_a_catch_all_last():
    names = [row.name for row in TABLE]
    assert len(names) == len(set(names)) == 8
    assert TABLE[-1].when(None) is True  # type: ignore[arg-type]


# Row 1: evidence against wins -----------------------------------------------------------------------------------


def test_a_computation_against_the_claim_wins_over_a_judges_support_and_the_disagreement_is_said():
    findings = [said("judge", Verdict.SUPPORTED, AMAZON), computed(Verdict.CONTRADICTED, "6,400 km is not 7,000 km")]
    decision = decide(claim("The Amazon River is 7,000 km long."), findings)
    assert (decision.verdict, decision.row) == (Verdict.CONTRADICTED, "evidence against")
    assert decision.disagreement and decision.disagreement.startswith("checks disagree: the judge supported")
    assert "arithmetic" in decision.disagreement


def test_a_contradiction_nobody_disputes_is_no_disagreement():
    decision = decide(claim("The Amazon River is 7,000 km long."), [said("grounding", Verdict.CONTRADICTED, AMAZON)])
    assert decision.verdict is Verdict.CONTRADICTED and decision.disagreement is None


# Row 2: an objection blocks support -----------------------------------------------------------------------------


def test_an_objection_keeps_a_judges_support_out_and_says_the_checks_disagree():
    text = "The Amazon River, named by Orellana, is about 6,400 kilometres long."
    objection = unverifiable("names", claim(text), "mentions “Orellana”, which isn't in the sources", objection=True)
    decision = decide(claim(text), [said("judge", Verdict.SUPPORTED, AMAZON), objection])
    assert (decision.verdict, decision.row) == (Verdict.UNVERIFIABLE, "objection")
    assert decision.disagreement and "names check objected" in decision.disagreement


def test_an_objection_also_blocks_code_support():
    text = "The Amazon River is about 6,400 kilometres long."
    objection = unverifiable("consistency", claim(text), "resamples disagree", objection=True)
    assert decide(claim(text), [said("grounding", Verdict.SUPPORTED, AMAZON), objection]).verdict is (
        Verdict.UNVERIFIABLE
    )


# Row 3: code supports -------------------------------------------------------------------------------------------


def test_code_support_stands_even_when_the_judges_quote_is_beside_the_point():
    findings = [said("grounding", Verdict.SUPPORTED, AMAZON), said("judge", Verdict.SUPPORTED, SOURCE.split(". ")[1])]
    decision = decide(claim("The Amazon River is about 6,400 kilometres long."), findings)
    assert (decision.verdict, decision.row) == (Verdict.SUPPORTED, "code supports")
    assert decision.disagreement is None


# Row 5: a reader's support with an anchored quote -------------------------------------------------------------


@pytest.mark.parametrize(
    "text, evidence",
    [
        ("The river in question runs for roughly 4,000 miles.", AMAZON),  # a measure converted
        ("Peru and Brazil both lie on the river.", "It flows through Brazil, Peru and Colombia."),  # a name
        ("The Nile is the longest river on its continent.", "The Nile is the longest river in Africa."),  # ranking
        ("It is a long river.", AMAZON),  # no name, figure, ranking or denial: the judge's reading stands
    ],
)
def test_a_judges_quote_carrying_the_claims_anchors_supports_it(text, evidence):
    decision = decide(claim(text), [said("judge", Verdict.SUPPORTED, evidence)])
    assert (decision.verdict, decision.row) == (Verdict.SUPPORTED, "reader supports, quote anchored")


# Row 6: a reader's support with a quote that carries none of them ---------------------------------------------


@pytest.mark.parametrize(
    "text, evidence, why",
    [
        (LONGEST, AMAZON, "ranks nothing, where the claim says “longest”"),
        ("The Harbor Act caps liability at $2 million.", AMAZON, "carries none of the claim's names or figures"),
        ("Staff cannot be told about it.", AMAZON, "denies nothing, where the claim denies"),
    ],
)
def test_a_judges_quote_about_something_else_does_not_support_without_code(text, evidence, why):
    findings = [said("judge", Verdict.SUPPORTED, evidence), unverifiable("grounding", claim(text), "not covered")]
    decision = decide(claim(text), findings)
    assert (decision.verdict, decision.row) == (Verdict.UNVERIFIABLE, "reader supports, quote unanchored")
    assert decision.reason.startswith(why)
    assert decision.disagreement and decision.disagreement.startswith("checks disagree: the judge supported")


def test_a_web_judge_and_a_verifier_are_readers_too():
    for reader in ("web", "verifier"):
        assert decide(claim(LONGEST), [said(reader, Verdict.SUPPORTED, AMAZON)]).verdict is Verdict.UNVERIFIABLE


def test_one_anchored_reader_is_enough():
    findings = [said("judge", Verdict.SUPPORTED, AMAZON), said("web", Verdict.SUPPORTED, SOURCE.split(". ")[-1])]
    assert decide(claim("The Nile is the longest river in Africa."), findings).verdict is Verdict.SUPPORTED


# Rows 7 and 8 ---------------------------------------------------------------------------------------------------


def test_agreement_alone_is_only_likely_and_nothing_is_unverifiable():
    likely = Finding(detector="consistency", claim_id="c1", verdict=Verdict.LIKELY, reason="3 of 3 resamples agree")
    assert decide(claim(LONGEST), [likely]).row == "only a likely reading"
    assert decide(claim(LONGEST), [likely]).verdict is Verdict.LIKELY
    assert decide(claim(LONGEST), [likely]).reason == "3 of 3 resamples agree"  # the finding's own, true reason
    nothing = decide(claim(LONGEST), [unverifiable("grounding", claim(LONGEST), "not covered")])
    assert (nothing.verdict, nothing.row, nothing.disagreement) == (Verdict.UNVERIFIABLE, "nothing confirms it", None)


def test_the_verifier_reading_a_claim_the_judge_found_nowhere_is_likely_and_the_disagreement_is_said():
    reading = said("verifier", Verdict.LIKELY, AMAZON)
    judge_nothing = unverifiable("judge", claim(AMAZON), "the sources do not say this (judge)")
    decision = decide(claim("The Amazon is roughly 6,400 km in length."), [reading, judge_nothing])
    assert (decision.verdict, decision.row) == (Verdict.LIKELY, "only a likely reading")
    assert decision.disagreement == (
        "checks disagree: the verifier read a source as stating “The Amazon is roughly 6,400 km in length.”, "
        "but the judge found no passage that states it; it is shown as likely, not verified"
    )


def test_a_judge_that_could_not_run_or_a_likely_from_resamples_is_no_disagreement():
    failed = unverifiable("judge", claim(AMAZON), "judge could not check it: timeout", error=True)
    assert decide(claim(AMAZON), [said("verifier", Verdict.LIKELY, AMAZON), failed]).disagreement is None
    resamples = Finding(detector="consistency", claim_id="c1", verdict=Verdict.LIKELY, reason="3 of 3 agree")
    judge_nothing = unverifiable("judge", claim(AMAZON), "the sources do not say this (judge)")
    assert decide(claim(AMAZON), [resamples, judge_nothing]).disagreement is None


def test_evidence_against_a_claim_the_verifier_read_as_stated_is_contradicted_and_the_disagreement_is_said():
    findings = [said("verifier", Verdict.LIKELY, AMAZON), said("judge", Verdict.CONTRADICTED, AMAZON)]
    decision = decide(claim("The Amazon River is about 7,000 kilometres long."), findings)
    assert decision.verdict is Verdict.CONTRADICTED
    assert decision.disagreement is not None
    assert decision.disagreement.startswith("checks disagree: the judge check found evidence against")
    assert decision.disagreement.endswith("while the verifier read a source as stating it; it counts as contradicted")


# Row 4: readers point at different passages ---------------------------------------------------------------------

DISPUTE = "the verifier reads the judge's quote as not stating it (4% entailment)"


def disputing(text: str) -> Finding:
    return said("verifier", Verdict.LIKELY, text).model_copy(update={"disputes": DISPUTE})


def test_a_judges_quote_the_verifier_reads_as_not_stating_the_claim_while_it_reads_another_is_only_likely():
    # The judge's quote names the river (it is anchored), but the verifier reads it as not stating the claim, and
    # reads the next sentence as stating it.
    findings = [said("judge", Verdict.SUPPORTED, AMAZON), disputing("It flows through Brazil, Peru and Colombia.")]
    decision = decide(claim("The Amazon River flows through Peru."), findings)
    assert (decision.verdict, decision.row) == (Verdict.LIKELY, "readers point at different passages")
    assert decision.reason == "verifier says so"  # the verifier's own reading, with its own quote
    assert decision.disagreement == (
        "checks disagree: the judge supported “The Amazon River flows through Peru.”, but the verifier reads the "
        "judge's quote as not stating it (4% entailment), and reads another passage as stating it; it is shown as "
        "likely, not verified"
    )


def test_a_dispute_does_not_outweigh_code_or_evidence_against_and_needs_the_judges_support():
    text = "The Amazon River is about 6,400 kilometres long."
    code = Finding(
        detector="grounding", claim_id="c1", verdict=Verdict.SUPPORTED, reason="found", evidence=(quote(AMAZON),)
    )
    assert (
        decide(claim(text), [said("judge", Verdict.SUPPORTED, AMAZON), disputing(AMAZON), code]).row == "code supports"
    )
    against = computed(Verdict.CONTRADICTED, "6,400 km is not 7,000 km")
    assert decide(claim(text), [disputing(AMAZON), against]).verdict is Verdict.CONTRADICTED
    # No judge support to dispute: the verifier's reading is an ordinary LIKELY, and nobody disagrees.
    alone = decide(claim(text), [disputing(AMAZON)])
    assert (alone.row, alone.disagreement) == ("only a likely reading", None)
    # Only the judge's quote is disputed: a web judge's own support of the claim stands.
    web = said("web", Verdict.SUPPORTED, AMAZON)
    assert (
        decide(claim(text), [said("judge", Verdict.SUPPORTED, AMAZON), disputing(AMAZON), web]).verdict
        is Verdict.SUPPORTED
    )
    # A dispute on a finding that is not LIKELY is not read (only the verifier's LIKELY reading carries one).
    unread = said("verifier", Verdict.SUPPORTED, AMAZON).model_copy(update={"disputes": DISPUTE})
    assert decide(claim(text), [said("judge", Verdict.SUPPORTED, AMAZON), unread]).verdict is Verdict.SUPPORTED


# combine delegates, and the disagreement reaches the run's alerts -----------------------------------------------


def test_combine_uses_the_table_and_summary_alerts_say_the_checks_disagree():
    findings = [said("judge", Verdict.SUPPORTED, AMAZON), unverifiable("grounding", claim(LONGEST), "not covered")]
    result = combine(claim(LONGEST), findings, sources_given=True)
    assert result.verdict is Verdict.UNVERIFIABLE and result.risk is Risk.HIGH
    alerts = [message for message, _ in summary_alerts([result], "report", True, {})]
    assert any(a.startswith("checks disagree") and "longest" in a for a in alerts), alerts
    assert disagreements([result]) == [decide(result.claim, result.findings).disagreement]


def test_a_supported_claim_raises_no_disagreement():
    result = ClaimResult(claim=claim(AMAZON), verdict=Verdict.SUPPORTED, risk=Risk.LOW,
                         findings=(said("judge", Verdict.SUPPORTED, AMAZON),))  # fmt: skip
    assert disagreements([result]) == []
