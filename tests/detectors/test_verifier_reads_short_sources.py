"""A paraphrase may share no word with the sentence that states it ("Roofers are due to start in early May" /
"Repairs to the church roof are scheduled to begin on 9 May"): word retrieval finds no window, and the claim used
to end "no sentence of the sources reads as stating this (best 0%)" although no sentence had been read. Short
sources are now read whole by the model when words find fewer windows than a claim is owed and none reads as
stating it; long ones are not, windows enough found by words are not added to, and the extra reading has a ceiling
per run (clauses read apart get none)."""

from __future__ import annotations

import pytest

from engine import Config, Verdict, verify
from engine.detectors import verifier_reads as detector
from engine.detectors.verifier_reads import read_windows
from engine.types import Claim
from engine.verifier import candidate_windows, every_sentence
from engine.verifier.model import Scores

SOURCE = (
    "Minutes of the parish meeting held on 2 April. Repairs to the church roof are scheduled to begin on 9 May and "
    "to last six weeks. The hall will be repainted in the autumn."
)
CLAIM = "Roofers are due to start in early May."
OFFLINE = Config(offline=True, db_path="")


def _verifier_finding(answer: str, sources: list[str]):  # type: ignore[no-untyped-def]
    report = verify(answer, sources=sources, config=OFFLINE)
    (result,) = [r for r in report.claims if r.claim.check_worthy]
    return result, next(f for f in result.findings if f.detector == "verifier")


def test_a_claim_sharing_no_word_with_its_sentence_is_read_against_every_sentence_of_a_short_source() -> None:
    assert candidate_windows(CLAIM, [SOURCE]) == []  # nothing for word retrieval to go on
    result, finding = _verifier_finding(CLAIM, [SOURCE])
    assert result.verdict is Verdict.LIKELY, finding.reason
    (quote,) = finding.evidence
    assert quote.quote.startswith("Repairs to the church roof are scheduled to begin on 9 May")


def test_a_source_longer_than_the_limit_is_read_only_where_words_point(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(detector, "READ_EVERY_SENTENCE", 2)  # the source has three sentences
    result, finding = _verifier_finding(CLAIM, [SOURCE])
    assert result.verdict is Verdict.UNVERIFIABLE
    # and says so truly: it read nothing (it used to say "no sentence of the sources reads as stating this")
    assert finding.reason.startswith("the verifier read no passage: no sentence of the sources shares a word with")


def test_every_sentence_gives_exact_spans_and_nothing_past_its_limit() -> None:
    sources = [SOURCE, "A second source. It has two sentences."]
    windows = every_sentence(sources, 5)
    assert len(windows) == 5 and all(sources[w.source][w.start : w.end] == w.text for w in windows)
    assert [w.text for w in windows][1].startswith("Repairs to the church roof")
    assert every_sentence(sources, 4) == []


class _Counting:
    """A model that reads nothing as stated, counting the pairs it is given."""

    def __init__(self) -> None:
        self.pairs = 0

    def score(self, pairs, batch_size=16):  # type: ignore[no-untyped-def]
        self.pairs += len(pairs)
        return [Scores(entailment=0.1, neutral=0.8, contradiction=0.1) for _ in pairs]


def test_only_a_claim_words_find_too_few_windows_for_is_read_further_and_at_most_up_to_the_ceiling() -> None:
    source = " ".join(f"Item {n} costs {n} pounds." for n in range(20))
    claims = [Claim(id=f"c{i}", text="Zebras graze quietly.", start=0, end=10) for i in range(30)]
    model = _Counting()
    reads = read_windows(model, claims, [source], extra=50)
    assert len(reads) == 30 and model.pairs == 50  # 20 sentences for each of the first two claims, 10 for the third
    assert [len(reads[f"c{i}"]) for i in range(4)] == [20, 20, 10, 0]

    class Likely(_Counting):
        def score(self, pairs, batch_size=16):  # type: ignore[no-untyped-def]
            self.pairs += len(pairs)
            return [Scores(entailment=0.8, neutral=0.1, contradiction=0.1) for _ in pairs]

    claim = Claim(id="c0", text="Item 3 costs 3 pounds.", start=0, end=10)
    for reader in (Likely(), _Counting()):  # words found two windows: read as stating it or not, no more are read
        assert len(read_windows(reader, [claim], [source])["c0"]) == 2 and reader.pairs == 2


def test_a_reply_word_and_a_claim_a_judge_has_quoted_are_not_read_against_every_sentence() -> None:
    """ "Yes." read against every sentence found one the model took as stating it (what it affirms is in the
    question, which the model does not see); a judge's supported claim has its evidence, which the verifier compares
    with its own (a sentence it found by reading everything disputed a correct quote)."""
    source = " ".join(f"Item {n} costs {n} pounds." for n in range(20))
    reply = Claim(id="c0", text="Quite possibly.", start=0, end=15)
    statement = Claim(id="c1", text="Zebras graze quietly.", start=0, end=21)
    model = _Counting()
    assert read_windows(model, [reply], [source]) == {"c0": []} and model.pairs == 0
    assert read_windows(model, [statement], [source], quoted=frozenset({"c1"})) == {"c1": []} and model.pairs == 0
    assert len(read_windows(model, [statement], [source])["c1"]) == 20


def test_the_reason_says_how_much_the_verifier_read(monkeypatch: pytest.MonkeyPatch) -> None:
    """ "No sentence of the sources reads as stating this" only when every sentence was read; otherwise the reason
    says it read the passages words pointed to, or nothing."""
    _, finding = _verifier_finding("Zebras graze quietly beside the lake.", [SOURCE])
    assert finding.reason.startswith("no sentence of the sources reads as stating this (best ")
    monkeypatch.setattr(detector, "READ_EVERY_SENTENCE", 2)
    _, finding = _verifier_finding("Zebras graze quietly beside the lake.", [SOURCE])
    assert finding.reason.startswith("the verifier read no passage")
    _, finding = _verifier_finding("The parish owns three zebras.", [SOURCE])
    assert finding.reason.startswith("the verifier read the 2 passages sharing most words with this; none reads as")


def test_a_claim_read_against_some_sentences_only_says_so(make_ctx) -> None:  # type: ignore[no-untyped-def]
    """When the run's ceiling stops the reading of every sentence part way, the reason says not all were read."""
    from engine.detectors.verifier import _none_states
    from engine.detectors.verifier_reads import Read
    from engine.verifier import Window

    end = SOURCE.index(" Repairs")
    read = Read(Window(0, 0, end, SOURCE[:end], 0.0), 0.1, 0.1)  # a sentence read in order, not found by words
    reason = _none_states([read], make_ctx(CLAIM, [SOURCE]))
    assert (
        reason
        == "the verifier read 1 of the sources' sentences and passages, not all; none reads as stating this (best 10%)"
    )
