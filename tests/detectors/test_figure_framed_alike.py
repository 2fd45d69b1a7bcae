"""A figure said with the same word before it and the same noun after it as a differing figure of the sentence that
covers the claim best ("sold 60,000 copies" / "sold 40,000 copies") is that figure stated otherwise, however much
else the claim says beside it; words that frame any figure ("around … to", "about … of") say nothing of it."""

from __future__ import annotations

from engine import Config, Verdict, verify
from engine.number_context import framed_alike, quantities_of

OFFLINE = Config(offline=True, db_path="", verifier=False)
BRANDT = (
    "Elsa Brandt (1889–1962) was a German geographer. Brandt's account of the journey appeared in 1926 and sold "
    "40,000 copies in its first two years. She taught at the University of Leipzig from 1930 until 1955."
)
HERDING = (
    "Early herding and farming in southern Africa. The transition to food production in southern Africa commenced "
    "around 2,300 to 1,800 years ago."
)


def _grounding(answer: str, source: str, figure: str):
    report = verify(answer, [source], config=OFFLINE)
    [result] = [c for c in report.claims if figure in c.claim.text]
    return result, next(f for f in result.findings if f.detector == "grounding")


def test_a_figure_framed_alike_is_contradicted_in_a_claim_that_says_more() -> None:
    answer = (
        "Brandt's lively book about that long summer in the high Pamirs, written over one winter in a Bavarian "
        "farmhouse, sold 60,000 copies within two years."
    )
    result, finding = _grounding(answer, BRANDT, "60,000")
    assert result.verdict is Verdict.CONTRADICTED
    assert finding.reason == "source 1 says 40,000, not 60,000"


def test_figures_framed_only_by_words_any_figure_has_are_not_contradicted() -> None:
    answer = (
        "The domestication of cattle in Africa started around 8,000 to 7,000 years ago, whereas herding came "
        "much later in the south."
    )
    result, _ = _grounding(answer, HERDING, "8,000")
    assert result.verdict is not Verdict.CONTRADICTED


def test_framed_alike_needs_the_same_word_before_and_the_same_noun_after() -> None:
    def pair(claim: str, sentence: str) -> bool:
        return framed_alike(claim, (quantities_of(claim)[0], quantities_of(sentence)[0]), sentence)

    assert pair("It sold 60,000 copies.", "The book sold 40,000 copies in two years.")
    assert pair("Tickets cost £12 each.", "A ticket costs £10 each.")
    assert not pair("It sold 60,000 books.", "The book sold 40,000 copies in two years.")
    assert not pair("It printed 60,000 copies.", "The book sold 40,000 copies in two years.")
    assert not pair("It began around 8,000 to 7,000 years ago.", "It began around 2,300 to 1,800 years ago.")
