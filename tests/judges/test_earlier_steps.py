"""A judge's quote for a figure the answer works out from its own earlier steps: "There are three terms a year" for
"that comes to £35,250", where the £11,750 it multiplies is the answer's previous step (£7,450 + £4,300). Code shows
the arithmetic as computed evidence beside the quote, so the verdict table holds the quote anchored; a step the
sources do not bear out, or arithmetic that does not give the figure, leaves the quote unanchored as before."""

from __future__ import annotations

import pytest
from pydantic import SecretStr
from servers.judges import judge_json, read_task, verdict, with_splitter
from servers.scripted import Reply, Seen

from engine import Config, ModelSpec, averify
from engine.types import Computed, Status, Verdict

FEES = (
    "Day fees are £7,450 per term for Years 7 to 11. There are three terms a year. Boarding adds £4,300 per term. "
    "A deposit of £2,000 is required on acceptance."
)
QUOTES = {
    "fee": "Day fees are £7,450 per term for Years 7 to 11",
    "boarding": "Boarding adds £4,300 per term",
    "year": "There are three terms a year",
}


def _config(server) -> Config:  # type: ignore[no-untyped-def]
    key = SecretStr("sk-test-steps-0123456789")
    judge = ModelSpec(model="openai/judge-model", base_url=server.root + "/v1", api_key=key)
    return Config(models={"judge": judge}, mode="sources", db_path="", model_timeout_s=5, web_with_sources="never")


def _judge(seen: Seen) -> Reply:
    """Supports each claim with the sentence a careful reader would quote: the fee, the boarding charge, or the
    number of terms for the year's total."""
    results = []
    for number, claim in read_task(seen).claims.items():
        key = "year" if "year" in claim else "boarding" if "boarding" in claim.lower() else "fee"
        results.append(verdict(number, "SUPPORTED", [(1, QUOTES[key])]))
    return Reply(content=judge_json(results))


def _answer(step: str, total: str) -> str:
    return (
        f"For Year 9 the day fee is £7,450 a term, and boarding adds £4,300, so a boarder pays {step} per term. "
        f"With three terms in the year, that comes to {total} for the full year."
    )


async def test_a_total_built_on_the_answers_borne_out_step_is_anchored_by_computed_arithmetic(oai):  # type: ignore[no-untyped-def]
    oai.script.use(with_splitter(_judge))
    report = await averify(_answer("£11,750", "£35,250"), sources=[FEES], config=_config(oai))
    total = next(r for r in report.claims if "£35,250" in r.claim.text)
    assert total.verdict is Verdict.SUPPORTED, [f.reason for f in total.findings]
    judged = next(f for f in total.findings if f.detector == "judge")
    computed = [e.quote for e in judged.evidence if isinstance(e, Computed)]
    assert computed == [
        "three × £11,750 = £35,250, where £11,750 is a figure the answer gave before it, which the sources bear out"
    ]
    assert report.status is Status.VERIFIED, report.alerts


@pytest.mark.parametrize(
    ("step", "total"),
    [
        ("£11,750", "£36,000"),  # the arithmetic does not give the total
        ("£12,750", "£38,250"),  # three times a step the sources do not bear out (£7,450 + £4,300 is £11,750)
    ],
)
async def test_a_total_not_worked_out_from_borne_out_steps_stays_unanchored(oai, step, total):  # type: ignore[no-untyped-def]
    oai.script.use(with_splitter(_judge))
    report = await averify(_answer(step, total), sources=[FEES], config=_config(oai))
    result = next(r for r in report.claims if total in r.claim.text)
    assert result.verdict is not Verdict.SUPPORTED
    assert not [e for f in result.findings for e in f.evidence if isinstance(e, Computed)]
    assert any("carries none of the claim's names or figures" in alert for alert in report.alerts), report.alerts
    assert report.status is not Status.VERIFIED


@pytest.mark.parametrize(
    ("claim", "shown"),
    [
        (
            "With three terms, that comes to £35,250 for the year.",
            "three × £11,750 = £35,250, where £11,750 is a figure the answer gave before it, which the sources "
            "bear out",
        ),
        (  # the arithmetic as it comes out, and the figure as the claim rounds it
            "With three terms, that comes to about £35,000 for the year.",
            "three × £11,750 = £35,250, which the claim gives as £35,000, where £11,750 is a figure the answer gave "
            "before it, which the sources bear out",
        ),
        (
            "With three terms, the year costs £35,250 in total.",  # a total named after its figure
            "three × £11,750 = £35,250, where £11,750 is a figure the answer gave before it, which the sources "
            "bear out",
        ),
        # not named as worked out: three × £11,750 beside it would be a product by chance
        ("With three terms, the fees for the year are £35,250.", None),
    ],
)
def test_the_arithmetic_shown_for_a_figure_built_on_earlier_steps(claim: str, shown: str | None) -> None:
    from engine.detectors._answer_steps import earlier_step_shown
    from engine.detectors.base import DetectorContext
    from engine.evidence import SourceSet, verify_quote
    from engine.types import Claim, Quote, Source

    sources = SourceSet([Source(id=0, text=FEES)])
    quote = verify_quote(QUOTES["year"], sources, source=0)
    assert isinstance(quote, Quote)
    before = "The day fee is £7,450 a term, and boarding adds £4,300, so a boarder pays £11,750 per term. "
    answer = before + claim
    ctx = DetectorContext(
        answer=answer, claims=(), sources=sources, question=None, config=Config(offline=True), alert=lambda _: None
    )
    assert earlier_step_shown(Claim(id="c1", text=claim, start=len(before), end=len(answer)), [quote], ctx) == shown
