"""The other part of a figure a claim works out, said a sentence away from the judge's quote: code finds that
sentence in the quote's own source and adds it to the evidence, held to the claim like any quote. Also the two
readings it rests on: a measure after "by" is named as a difference, and a hedged round figure is read to its
zeros (never looser than "about" allows elsewhere)."""

from __future__ import annotations

import pytest
from pydantic import SecretStr
from servers.judges import judge_json, read_task, verdict, with_splitter
from servers.scripted import Reply, Seen

from engine import Config, ModelSpec, averify
from engine.detectors._worked_out import figures_stated, parts_nearby, worked_out_from
from engine.detectors.web_judge import WebJudgeReply, read_reply
from engine.evidence import SourceSet, verify_quote
from engine.number_bounds import read_as_rounded
from engine.number_context import named_as_worked_out
from engine.numbers import quantities_of
from engine.search.pages import WebPage
from engine.types import Claim, Quote, Source, Status, Verdict

TOWERS = (
    "The Halvard Tower in Brenmoor was finished in 1962. It stands 412 metres tall and has 96 floors. "
    "It replaced the Osric Building, which is 287 metres tall and had been the tallest since 1931. "
    "Its observation deck is on level 90."
)


def _quote(text: str, source: SourceSet) -> Quote:
    found = verify_quote(text, source, source=0)
    assert isinstance(found, Quote)
    return found


@pytest.mark.parametrize(
    "text, named",
    [
        ("By 125 metres.", True),  # a measure after "by"
        ("Prices rose by about 5% this year.", True),
        ("It is cheaper by £40.", True),
        ("It was visited by 6 million people.", False),  # who, not how much
        ("It must be finished by 2030.", False),  # when
        ("It was written by 3 authors.", False),
    ],
)
def test_a_measure_after_by_is_named_as_a_difference(text, named):
    assert named_as_worked_out(text, quantities_of(text)[0]) is named


@pytest.mark.parametrize(
    "text, rounding",
    [
        ("around 390 km", "5"),  # to the ten
        ("about 2,500 pounds", "50"),  # to the hundred: half of it is within 2%
        ("nearly 2,000 people", "10.000"),  # not to the thousand: "about" allows 2% elsewhere
        ("390 km", "1.950"),  # said plainly: its last digit (or 0.5%)
        ("about 41 years", "0.5"),
    ],
)
def test_a_hedged_round_figure_is_read_to_its_zeros(text, rounding):
    assert str(read_as_rounded(text, quantities_of(text)[0]).rounding) == rounding


@pytest.mark.parametrize(
    "text, rounding",
    [
        ("£1,326.92", "0.01"),  # written to the penny: one penny, not 0.5 % (£6.63)
        ("53.68p", "0.0001"),  # pence are read in pounds: £0.5368
        ("0.62 miles", "0.005"),  # half its last digit is already tighter than one unit of it
        ("12.5%", "0.0625"),  # 0.5 % of the figure is tighter still
        ("£460", "2.300"),  # whole figures keep 0.5 %: "about 460" for 460.80
    ],
)
def test_a_figure_written_to_its_decimals_is_worked_out_to_within_its_last_digit(text, rounding):
    assert str(quantities_of(text)[0].rounding) == rounding


def test_a_chance_product_near_a_figure_written_to_the_penny_is_not_worked_out():
    window = "A holding deposit of £265 secures the flat. The deposit is five weeks' rent."
    claim = "The deposit is five weeks' rent, £1,326.92 in total."
    figure = next(q for q in quantities_of(claim) if q.kind == "money")
    assert not worked_out_from(claim, figure, window, quantities_of(window))  # five × £265 is £1,325
    exact = "The deposit is five weeks' rent, £1,325 in total."
    assert worked_out_from(
        exact, next(q for q in quantities_of(exact) if q.kind == "money"), window, quantities_of(window)
    )


def test_a_hedged_difference_is_worked_out_to_its_rounding():
    window = "The moon is 5,268 km across. The planet measures about 4,880 km across."
    figures = quantities_of(window)
    claim = "The moon is around 390 km wider than the planet."
    assert worked_out_from(claim, quantities_of(claim)[0], window, figures)  # 388, read to the ten
    plain = "The moon is 395 km wider than the planet."
    assert not worked_out_from(plain, quantities_of(plain)[0], window, figures)


def test_the_sentence_with_the_other_part_is_added_from_the_quotes_own_source():
    source = SourceSet([Source(id=0, text=TOWERS)])
    quote = _quote("It replaced the Osric Building, which is 287 metres tall", source)
    added = parts_nearby("By 125 metres.", [quote], source)
    assert [q.quote for q in added] == ["It stands 412 metres tall and has 96 floors."]
    assert added[0].source == 0 and TOWERS[added[0].start : added[0].end] == added[0].quote
    # a count of years: 1962 - 1931, the second year a sentence away from the quote of the first
    near = _quote("which is 287 metres tall and had been the tallest since 1931", source)
    assert [q.quote for q in parts_nearby("It had held the title for 31 years.", [near], source)] == [
        "The Halvard Tower in Brenmoor was finished in 1962."
    ]


@pytest.mark.parametrize(
    "claim",
    [
        "By 130 metres.",  # no sentence works it out
        "It has 96 floors.",  # not named as worked out
        "The Osric is 287 metres and the Halvard 412 metres, 125 metres taller in total.",  # the claim names its parts
    ],
)
def test_nothing_is_added_without_arithmetic_the_claim_names(claim):
    source = SourceSet([Source(id=0, text=TOWERS)])
    quote = _quote("It replaced the Osric Building, which is 287 metres tall", source)
    assert parts_nearby(claim, [quote], source) == []


def _config(server) -> Config:  # type: ignore[no-untyped-def]
    key = SecretStr("sk-test-parts-0123456789")
    judge = ModelSpec(model="openai/judge-model", base_url=server.root + "/v1", api_key=key)
    return Config(models={"judge": judge}, mode="sources", db_path="", model_timeout_s=5, web_with_sources="never")


def judge_reply(kind: str, quote: str):  # type: ignore[no-untyped-def]
    """A judge that says `kind` of every claim, quoting `quote` from source 1."""

    def answer(seen: Seen) -> Reply:
        claims = read_task(seen).claims
        return Reply(content=judge_json([verdict(number, kind, [(1, quote)]) for number in claims]))

    return with_splitter(answer)


async def test_a_judges_partial_quote_is_completed_and_verified(oai):  # type: ignore[no-untyped-def]
    oai.script.use(judge_reply("SUPPORTED", "It replaced the Osric Building, which is 287 metres tall"))
    report = await averify("It is taller than the Osric Building by 125 metres.", sources=[TOWERS],
                           config=_config(oai))  # fmt: skip
    (result,) = [r for r in report.claims if r.claim.check_worthy]
    assert result.verdict is Verdict.SUPPORTED and report.status is Status.VERIFIED
    judged = next(f for f in result.findings if f.detector == "judge")
    assert [e.quote for e in judged.evidence] == [
        "It replaced the Osric Building, which is 287 metres tall",
        "It stands 412 metres tall and has 96 floors.",
    ]


async def test_a_sentence_code_adds_is_held_to_the_claim_like_any_quote(oai):  # type: ignore[no-untyped-def]
    # "by 125 metres" is worked out from the next sentence, which also gives 96 floors, not 98: support is refused
    oai.script.use(judge_reply("SUPPORTED", "It replaced the Osric Building, which is 287 metres tall"))
    report = await averify("It is taller than the Osric Building by 125 metres, with 98 floors.", sources=[TOWERS],
                           config=_config(oai))  # fmt: skip
    (result,) = [r for r in report.claims if r.claim.check_worthy]
    assert result.verdict is Verdict.CONTRADICTED  # by code: the source gives 96 floors
    assert not [f for f in result.findings if f.detector == "judge" and f.verdict is Verdict.SUPPORTED]
    assert any("Checks disagree" in alert and "says 96, not 98" in alert for alert in report.alerts), report.alerts


def test_the_verifier_reads_a_count_of_years_off_the_sentences_around_its_window():
    window = "It replaced the Osric Building, which had been the tallest since 1931."
    assert not figures_stated("It had held the title for 31 years.", window)
    assert figures_stated("It had held the title for 31 years.", window, around=TOWERS)
    assert not figures_stated("It had held the title for 35 years.", window, around=TOWERS)


@pytest.mark.parametrize(
    "claim",
    [
        f"It is about 1{'0' * 400} km wider than the planet.",  # a hedged round figure beyond the decimal context
        f"Each of {'9' * 400} seeds costs 4{'0' * 400}p apiece.",
        "Ｂｙ ３２０ metres 🚀, around ٤٢ km wider.",
    ],
)
def test_the_worked_out_readings_never_raise_on_odd_figures(claim):
    source = SourceSet([Source(id=0, text=TOWERS)])
    quote = _quote("It replaced the Osric Building, which is 287 metres tall", source)
    for figure in quantities_of(claim):
        worked_out_from(claim, figure, TOWERS, quantities_of(TOWERS))
        read_as_rounded(claim, figure)
    figures_stated(claim, TOWERS, around=TOWERS)
    parts_nearby(claim, [quote], source)


def test_the_web_judge_completes_a_partial_quote_from_the_same_page():
    """A web page's quote is completed as a source's is: the sentence with the other part, found in the same page by
    the quote verifier, and held to the claim (98 floors against the page's 96 refuses the support)."""
    page = WebPage(url="https://towers.example/halvard", final_url="https://towers.example/halvard", title="Towers",
                   text=TOWERS)  # fmt: skip
    pages = SourceSet([Source(id=page.final_url, text=TOWERS)])
    said = {"verdict": "SUPPORTED", "quotes": [{"page": 1, "quote": "which is 287 metres tall"}]}
    reply = WebJudgeReply.model_validate({"results": [{"claim": 1, **said}, {"claim": 2, **said}]})
    taller = Claim(id="c1", text="By 125 metres.", start=0, end=14)
    floors = Claim(id="c2", text="By 125 metres, with 98 floors.", start=0, end=30)
    judged, refused = read_reply(reply, [taller, floors], [page], pages)
    assert [q.quote for q in judged.supported] == [
        "which is 287 metres tall",
        "It stands 412 metres tall and has 96 floors.",
    ]
    assert not refused.supported and refused.rejected == "the quoted text says 96, not 98"
