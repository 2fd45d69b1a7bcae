"""Metrics, span overlap, decision rules and baselines, on hand-made outcomes (no engine run needed)."""

from __future__ import annotations

import pytest

from engine.bench import (
    CONTRADICTED,
    MOSTLY_UNCONFIRMED,
    NOT_VERIFIED,
    BenchItem,
    ClaimOutcome,
    Confusion,
    ItemOutcome,
    LabelledSpan,
    baselines,
    ended_blocked,
)
from engine.bench.baselines import answer_in_reference, fuzzy_score, tune_threshold
from engine.bench.metrics import confusion, overlaps, percentile, span_score


def item(
    id_: str, label: str, answer: str = "x", sources: tuple[str, ...] = (), spans=(), question: str = ""
) -> BenchItem:
    return BenchItem(
        id=id_,
        dataset="d",
        task="t",
        question=question,
        answer=answer,
        sources=sources,
        label=label,
        spans=tuple(spans),
    )


def claim(start: int, end: int, verdict: str, worthy: bool = True) -> ClaimOutcome:
    return ClaimOutcome(id=f"c{start}", start=start, end=end, verdict=verdict, check_worthy=worthy)


def test_confusion_figures() -> None:
    c = Confusion.of([True, True, True, False, False], [True, True, False, True, False])
    assert (c.tp, c.fn, c.fp, c.tn) == (2, 1, 1, 1)
    assert c.accuracy == pytest.approx(0.6)
    assert c.recall == pytest.approx(2 / 3) and c.specificity == pytest.approx(0.5)
    assert c.balanced_accuracy == pytest.approx((2 / 3 + 0.5) / 2)
    assert c.precision == pytest.approx(2 / 3) and c.f1 == pytest.approx(2 / 3)
    assert c.false_alarm_rate == pytest.approx(0.5)
    assert c.to_dict()["n"] == 5


def test_confusion_degenerate_cases() -> None:
    nothing_flagged = Confusion.of([True, False], [False, False])
    assert nothing_flagged.precision is None and nothing_flagged.f1 is None and nothing_flagged.recall == 0
    one_class = Confusion.of([False, False], [False, True])
    assert one_class.recall is None and one_class.balanced_accuracy == pytest.approx(0.5)
    assert Confusion().accuracy is None and Confusion().balanced_accuracy is None


def test_rules_read_status_and_claims() -> None:
    verified = ItemOutcome(item_id="a", status="VERIFIED")
    caution = ItemOutcome(item_id="a", status="CAUTION")
    blocked = ItemOutcome(item_id="a", status="BLOCKED")
    failed = ItemOutcome(item_id="a", status=None, error="run failed")
    assert [NOT_VERIFIED.item(o) for o in (verified, caution, blocked, failed)] == [False, True, True, True]
    assert [CONTRADICTED.item(o) for o in (verified, caution, blocked, failed)] == [False, False, True, True]
    repaired = ItemOutcome(
        item_id="a",
        status="CAUTION",
        claims=(ClaimOutcome(id="c1", start=0, end=1, verdict="CONTRADICTED", check_worthy=True, removed=True),),
    )
    assert CONTRADICTED.item(repaired) and not ended_blocked(repaired)  # caught, then removed by the repair
    assert NOT_VERIFIED.claim(claim(0, 1, "UNVERIFIABLE")) and not CONTRADICTED.claim(claim(0, 1, "UNVERIFIABLE"))
    assert CONTRADICTED.claim(claim(0, 1, "CONTRADICTED")) and not CONTRADICTED.claim(
        claim(0, 1, "CONTRADICTED", worthy=False)
    )
    assert not NOT_VERIFIED.claim(claim(0, 1, "SUPPORTED"))


def answer_of(*verdicts: str, status: str = "CAUTION", failures: int = 0) -> ItemOutcome:
    claims = tuple(claim(i, i + 1, v) for i, v in enumerate(verdicts))
    return ItemOutcome(item_id="a", status=status, claims=claims, failures=failures)


def test_mostly_unconfirmed_counts_the_share_of_claims_left_unconfirmed() -> None:
    rule = MOSTLY_UNCONFIRMED.item
    assert not rule(answer_of("SUPPORTED", "UNVERIFIABLE", "UNVERIFIABLE"))  # two of three: under three quarters
    assert rule(answer_of("SUPPORTED", "UNVERIFIABLE", "UNVERIFIABLE", "UNVERIFIABLE"))  # exactly three quarters
    assert rule(answer_of("UNVERIFIABLE"))  # one claim: that claim decides
    assert not rule(answer_of("SUPPORTED", status="VERIFIED"))
    assert rule(answer_of("LIKELY", "LIKELY"))  # agreement is not confirmation
    # Never below the contradicted rule, and fail closed: a contradiction, a failed check or run, BLOCKED.
    assert rule(answer_of("SUPPORTED", "SUPPORTED", "SUPPORTED", "CONTRADICTED", status="BLOCKED"))
    assert rule(answer_of("SUPPORTED", "SUPPORTED", "UNVERIFIABLE", failures=1))
    assert rule(ItemOutcome(item_id="a", status=None, error="run failed"))
    # Claims not worth checking do not count; with none left, only VERIFIED passes.
    opinion = ClaimOutcome(id="o", start=5, end=6, verdict="UNVERIFIABLE", check_worthy=False)
    kept = answer_of("SUPPORTED", "SUPPORTED", "SUPPORTED", "UNVERIFIABLE")
    assert not rule(ItemOutcome(item_id="a", status="CAUTION", claims=(*kept.claims, opinion)))
    assert rule(ItemOutcome(item_id="a", status="CAUTION", claims=(opinion,)))
    assert MOSTLY_UNCONFIRMED.claim(claim(0, 1, "UNVERIFIABLE")) and not MOSTLY_UNCONFIRMED.claim(
        claim(0, 1, "SUPPORTED")
    )


def test_span_overlap_and_first_span() -> None:
    spans = [LabelledSpan(start=10, end=20, text="", type="a"), LabelledSpan(start=30, end=40, text="", type="a")]
    items = [
        item("h1", "hallucinated", spans=spans),
        item("h2", "hallucinated", spans=spans[:1]),
        item("f", "faithful"),
    ]
    outcomes = [
        ItemOutcome(
            item_id="h1", status="BLOCKED", claims=(claim(0, 10, "CONTRADICTED"), claim(35, 50, "CONTRADICTED"))
        ),
        ItemOutcome(item_id="h2", status="BLOCKED", claims=(claim(19, 25, "CONTRADICTED"),)),
        ItemOutcome(item_id="f", status="VERIFIED"),
    ]
    score = span_score(items, outcomes, CONTRADICTED)
    assert score is not None
    assert (score.items, score.items_hit, score.first_hit) == (2, 2, 1)  # h1 hits only its second span
    assert (score.flagged_claims, score.flagged_on_span) == (3, 2)  # claim 0..10 touches nothing: ends where 10 starts
    assert span_score(items[2:], outcomes[2:], CONTRADICTED) is None
    assert not overlaps(claim(0, 10, "X"), spans[0]) and overlaps(claim(9, 11, "X"), spans[0])
    assert confusion(items, outcomes, CONTRADICTED).accuracy == 1.0


def test_baselines_use_sources_or_the_question() -> None:
    grounded = item("a", "faithful", answer="Paris.", sources=("The capital is Paris, on the Seine.",))
    invented = item("b", "hallucinated", answer="Lyon", sources=("The capital is Paris, on the Seine.",))
    echo = item("c", "faithful", answer="What is next for Ann?", question="What is next for Ann?")
    assert answer_in_reference(grounded) and not answer_in_reference(invented) and answer_in_reference(echo)
    assert fuzzy_score(grounded) == 100.0 and fuzzy_score(invented) < 100.0
    by_name = {b.name: b for b in baselines([grounded, invented, echo])}
    assert by_name["always_hallucinated"].confusion.recall == 1.0
    assert by_name["always_hallucinated"].confusion.specificity == 0.0
    assert by_name["substring"].confusion.accuracy == 1.0
    assert by_name["fuzzy_tuned"].confusion.balanced_accuracy == 1.0
    assert "tuned on these items" in by_name["fuzzy_tuned"].statement


def test_threshold_tuning_picks_the_lowest_best_threshold() -> None:
    threshold, best = tune_threshold([10, 20, 80, 90], [True, True, False, False])
    assert threshold == 80 and best.balanced_accuracy == 1.0
    threshold, best = tune_threshold([50, 50], [True, False])
    assert best.balanced_accuracy == 0.5


def test_percentile() -> None:
    assert percentile([], 0.5) is None
    assert percentile([3.0, 1.0, 2.0], 0.5) == 2.0
    assert percentile([0.0, 10.0], 0.95) == pytest.approx(9.5)
