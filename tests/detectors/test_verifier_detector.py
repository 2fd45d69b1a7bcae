"""The embedded verifier as a detector: how its scores become findings, and how a run goes when the model is
missing, corrupt or turned off. The decision is tested on given scores (the model's quality is measured by the
benchmarks, not asserted here); the runs use the real model files and the real pipeline."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from detector_kit import claim

from engine import verify
from engine.config import Config
from engine.detectors.registry import build_detectors
from engine.detectors.verifier import NOT_ENGLISH, EntailmentVerifier, _Bars, decide
from engine.detectors.verifier_reads import Read
from engine.types import Quote, Verdict
from engine.verifier import MODEL_DIR, candidate_windows
from engine.verifier.windows import Window

SOURCE = (
    "Minutes of the Harwick Town Council, 14 March 2024. The council approved a contract with Brightline Paving "
    "Ltd. for the resurfacing of Mill Road at a cost of £412,800. The motion passed 7 votes to 2. Work is "
    "scheduled to begin on 6 May and to last eleven weeks."
)
BARS = _Bars(supported=0.8, likely=0.5, contradicted=0.9)


def _reads(text: str, entailment: float, contradiction: float = 0.0) -> list[Read]:
    """Every candidate window of `text` in SOURCE, the best one scored as given and the others as unrelated."""
    windows = candidate_windows(text, [SOURCE])
    assert windows, "the claim must share words with the source"
    return [Read(w, entailment if i == 0 else 0.05, contradiction if i == 0 else 0.05) for i, w in enumerate(windows)]


def test_supported_carries_a_verified_quote_that_slices_back_to_the_source(make_ctx) -> None:  # type: ignore[no-untyped-def]
    text = "The motion passed 7 votes to 2."
    ctx = make_ctx(text, [SOURCE])
    finding = decide(claim(text), _reads(text, 0.95), ctx, BARS, [0])
    assert finding.verdict is Verdict.SUPPORTED
    assert finding.reason == "the source appears to state this (verifier, 95% entailment)"
    (quote,) = finding.evidence
    assert isinstance(quote, Quote)
    assert SOURCE[quote.start : quote.end] == quote.quote
    assert "7 votes to 2" in quote.quote


def test_a_one_number_edit_is_never_supported_even_when_the_model_entails_it(make_ctx) -> None:  # type: ignore[no-untyped-def]
    text = "The motion passed 8 votes to 2."
    ctx = make_ctx(text, [SOURCE])
    finding = decide(claim(text), _reads(text, 0.99), ctx, BARS, [0])
    assert finding.verdict is Verdict.UNVERIFIABLE
    assert finding.objection, "code's conflict must keep every other check from supporting it too"
    assert "8" in finding.reason and "7" in finding.reason


def test_a_window_without_a_figure_or_a_name_of_the_claim_speaks_for_nothing(make_ctx) -> None:  # type: ignore[no-untyped-def]
    for text in (
        "Brightline Paving will resurface Mill Road for about £400 a metre.",
        "Brightline Paving and Harlow Asphalt will resurface Mill Road.",
    ):
        finding = decide(claim(text), _reads(text, 0.99), make_ctx(text, [SOURCE]), BARS, [0])
        assert finding.verdict is Verdict.UNVERIFIABLE and not finding.evidence, text


def test_without_a_measured_likely_threshold_there_is_no_likely_band() -> None:
    from engine.verifier import Thresholds

    assert _Bars.of(Thresholds(supported=0.99, contradicted=None)) == _Bars(0.99, 0.99, None)
    # A contradiction bar measured on NLI pairs only is not used: it must be measured on realistic claims.
    assert _Bars.of(Thresholds(supported=0.99, contradicted=0.6)).contradicted is None


def test_a_conflicting_window_objects_only_when_the_model_reads_it_firmly_as_the_claims(make_ctx) -> None:  # type: ignore[no-untyped-def]
    text = "The motion passed 8 votes to 2."
    ctx = make_ctx(text, [SOURCE])
    bars = _Bars(supported=0.95, likely=0.5, contradicted=None, objection=0.85)
    # Read at 60%, the window may be about another vote: it does not speak for the claim, and objects to nothing.
    weak = decide(claim(text), _reads(text, 0.6), ctx, bars, [0])
    assert weak.verdict is Verdict.UNVERIFIABLE and not weak.objection and not weak.evidence
    firm = decide(claim(text), _reads(text, 0.9), ctx, bars, [0])
    assert firm.verdict is Verdict.UNVERIFIABLE and firm.objection
    assert "8" in firm.reason and "7" in firm.reason


def test_the_shipped_bars_likely_from_even_odds_objection_and_support_from_measured_bars() -> None:
    from engine.verifier import Thresholds, load_verifier

    bars = _Bars.of(load_verifier().thresholds)
    assert bars.likely == 0.5, "LIKELY is the model's most probable reading: entailment at even odds or better"
    assert bars.objection is not None and bars.likely < bars.objection <= bars.supported
    assert _Bars.of(Thresholds(supported=0.95, contradicted=0.9, likely=0.5, objection=0.85)) == _Bars(
        0.95, 0.5, None, 0.85
    )
    # A model folder without an objection bar objects from its LIKELY floor, as before the bar existed.
    assert _Bars.of(Thresholds(supported=0.95, contradicted=0.9, likely=0.8)).objection is None


def test_entailment_between_the_bars_is_likely_with_its_quote(make_ctx) -> None:  # type: ignore[no-untyped-def]
    text = "The council backed Brightline Paving's bid to resurface Mill Road."
    ctx = make_ctx(text, [SOURCE])
    finding = decide(claim(text), _reads(text, 0.6), ctx, BARS, [0])
    assert finding.verdict is Verdict.LIKELY
    assert finding.reason.startswith("the source appears to say this (verifier, 60% entailment")


def test_a_strong_contradiction_score_objects_but_never_contradicts(make_ctx) -> None:  # type: ignore[no-untyped-def]
    text = "The council rejected Brightline Paving's bid to resurface Mill Road."
    ctx = make_ctx(text, [SOURCE])
    finding = decide(claim(text), _reads(text, 0.1, contradiction=0.95), ctx, BARS, [0])
    assert finding.verdict is Verdict.UNVERIFIABLE and finding.objection
    assert "95% contradiction" in finding.reason
    # With no contradiction threshold in the model's settings the score is not used at all.
    silent = decide(claim(text), _reads(text, 0.1, 0.95), ctx, _Bars(0.8, 0.5, None), [0])
    assert not silent.objection
    assert silent.reason == "no sentence of the sources reads as stating this (best 10%)"


@pytest.mark.parametrize(
    "text, lacks",
    [
        ("The council approved a contract with Brightline Paving for Mill Road, a 2 km stretch.", "“2 km”"),
        ("Mayor Okafor said the council approved a contract with Brightline Paving for Mill Road.", "“Okafor”"),
    ],
)
def test_a_window_read_as_likely_but_lacking_a_figure_or_name_says_which(make_ctx, text, lacks) -> None:  # type: ignore[no-untyped-def]
    # The model read the window as stating the claim; code found what it does not give. The reason says so, and
    # what it names is truly absent from the quoted window (not "no sentence reads as stating this", which the
    # model's 90% reading makes untrue).
    ctx = make_ctx(text, [SOURCE])
    finding = decide(claim(text), _reads(text, 0.9), ctx, BARS, [0])
    assert finding.verdict is Verdict.UNVERIFIABLE and not finding.objection
    assert finding.reason.startswith("the passage the verifier read as likeliest to state this (90% entailment)")
    assert finding.reason.endswith(lacks) and lacks.strip("“”") not in SOURCE


def test_a_name_the_claims_pronoun_was_read_as_is_said_as_such(make_ctx) -> None:  # type: ignore[no-untyped-def]
    # The claim never names "Kestrel Holdings": the reason says where the name came from, which is true whether or
    # not the pronoun was read right, instead of "the claim names it".
    text = "It approved a contract with Brightline Paving for Mill Road."
    ctx = make_ctx(text, [SOURCE])
    finding = decide(claim(text), _reads(text, 0.9), ctx, BARS, [0], referent="Kestrel Holdings")
    assert finding.verdict is Verdict.UNVERIFIABLE
    assert finding.reason.endswith("does not name Kestrel Holdings, which an earlier sentence of the answer opens with")


def test_a_window_the_quote_verifier_cannot_find_gives_no_evidence(make_ctx) -> None:  # type: ignore[no-untyped-def]
    text = "The motion passed 7 votes to 2."
    ctx = make_ctx(text, [SOURCE])
    invented = Window(0, 0, 20, "The motion passed unanimously at once.", 9.0)
    finding = decide(claim(text), [Read(invented, 0.99, 0.0)], ctx, BARS, [0])
    assert finding.verdict is Verdict.UNVERIFIABLE and not finding.evidence


async def test_non_english_claims_are_left_alone(make_ctx) -> None:  # type: ignore[no-untyped-def]
    text = "Der Gemeinderat hat den Vertrag mit Brightline Paving für die Mill Road genehmigt."
    ctx = make_ctx(text, [SOURCE])
    (finding,) = await EntailmentVerifier().check([claim(text)], ctx)
    assert finding.verdict is Verdict.UNVERIFIABLE
    assert finding.reason == NOT_ENGLISH
    assert not finding.error


@pytest.fixture
def corrupt_model(tmp_path: Path) -> Path:
    """A copy of the shipped model whose weights no longer match their SHA-256."""
    folder = tmp_path / "model"
    shutil.copytree(MODEL_DIR, folder)
    weights = folder / "model.int8.onnx"
    weights.write_bytes(weights.read_bytes()[: 1 << 16])
    return folder


def test_a_corrupt_model_alerts_once_never_supports_and_the_run_completes(corrupt_model: Path) -> None:
    answer = "The motion passed 7 votes to 2. Crews should start in the spring and be busy for about three months."
    report = verify(answer, sources=[SOURCE], config=Config(offline=True, db_path="", verifier_dir=str(corrupt_model)))
    assert report.status is not None and report.status.value == "CAUTION"
    alerts = [a for a in report.alerts if "embedded verifier could not be loaded" in a]
    assert len(alerts) == 1 and "corrupt" in alerts[0] and "checked without it" in alerts[0]
    mine = [f for c in report.claims for f in c.findings if f.detector == "verifier"]
    assert mine and all(f.verdict is Verdict.UNVERIFIABLE and f.error for f in mine)
    # The code checks still ran: grounding supports what the source says word for word.
    assert any(f.detector == "grounding" and f.verdict is Verdict.SUPPORTED for c in report.claims for f in c.findings)
    assert report.stats["verifier"]["supported"] == 0


def test_a_run_with_the_real_model_reports_its_stats_and_only_quotes_that_slice_back() -> None:
    answer = "The council approved Brightline Paving's contract for Mill Road. The motion passed 7 votes to 2."
    report = verify(answer, sources=[SOURCE], config=Config(offline=True, db_path=""))
    assert "verifier" in report.stats["detectors"]
    stats = report.stats["verifier"]
    decided = [f for c in report.claims for f in c.findings if f.detector == "verifier"]
    assert len(decided) == stats["supported"] + stats["likely"] + stats["unverifiable"] >= 1
    # A claim code already found word for word is not read again: scoring is the verifier's cost.
    grounded = {c.claim.id for c in report.claims for f in c.findings if f.detector == "grounding" and f.evidence
                and f.verdict is Verdict.SUPPORTED}  # fmt: skip
    assert grounded and not grounded & {f.claim_id for f in decided}
    assert stats["ms"] >= 0
    for finding in decided:
        for evidence in finding.evidence:
            assert SOURCE[evidence.start : evidence.end] == evidence.quote
        assert not finding.error


def test_no_verifier_removes_the_detector(make_ctx) -> None:  # type: ignore[no-untyped-def]
    names = [d.name for d in build_detectors(Config())]
    assert names.index("verifier") == names.index("grounding") + 1
    assert EntailmentVerifier().applies(make_ctx("x", [SOURCE]))
    assert not EntailmentVerifier().applies(make_ctx("x", [SOURCE], verifier=False))
    assert not EntailmentVerifier().applies(make_ctx("x", []))
    config = Config(offline=True, db_path="", verifier=False)
    report = verify("The motion passed 7 votes to 2.", sources=[SOURCE], config=config)
    assert "verifier" not in report.stats["detectors"]
    assert "verifier" not in report.stats
    assert all(f.detector != "verifier" for c in report.claims for f in c.findings)


class _LeaningScorer:
    """The model's interface with fixed scores: every pair leans towards entailment without reaching SUPPORTED."""

    thresholds = _Bars(supported=0.9, likely=0.5, contradicted=None)

    def score(self, pairs, batch_size=16):  # type: ignore[no-untyped-def]
        from engine.verifier import Scores

        return [Scores(0.7, 0.2, 0.1) for _ in pairs]


class _LeaningVerifier(EntailmentVerifier):
    def _load(self):  # type: ignore[no-untyped-def]
        return _LeaningScorer()


@pytest.mark.parametrize("repair", ["repair", "hedge"])
async def test_a_likely_claim_is_never_edited_by_repair(repair: str) -> None:
    from engine.inputs import make_input
    from engine.pipeline import run_check

    answer = "Councillors backed Brightline Paving's bid to resurface Mill Road."
    config = Config(offline=True, db_path="", repair=repair)  # type: ignore[arg-type]
    report = await run_check(make_input(answer, [SOURCE]), config, detectors=[_LeaningVerifier()])
    (result,) = report.claims
    assert result.verdict is Verdict.LIKELY
    (finding,) = result.findings
    assert finding.evidence and finding.reason.startswith("the source appears to say this (verifier, 70%")
    assert report.edits == [] or report.edits == ()
    assert report.final_answer == answer
    assert report.status is not None and report.status.value == "CAUTION"


async def test_strict_hedging_marks_a_likely_claim_and_keeps_its_words() -> None:
    from engine.inputs import make_input
    from engine.pipeline import run_check

    # LIKELY is never rewritten, but a user who asks for strict hedging wants every claim not verified marked.
    answer = "Councillors backed Brightline Paving's £412,800 bid to resurface Mill Road."
    config = Config(offline=True, db_path="", hedging="strict")
    report = await run_check(make_input(answer, [SOURCE]), config, detectors=[_LeaningVerifier()])
    (result,) = report.claims
    assert result.verdict is Verdict.LIKELY
    (edit,) = report.edits
    assert edit.kind.value == "disclose" and "strict hedging" in edit.reason and "70%" in edit.reason
    assert report.final_answer == answer + " [unconfirmed]"
    default = await run_check(
        make_input(answer, [SOURCE]), Config(offline=True, db_path=""), detectors=[_LeaningVerifier()]
    )
    assert not default.edits and default.final_answer == answer
    assert (
        "1 claim is only likely: a model reads it in the sources, but no check verified it, and it is not marked "
        "(strict hedging marks it)" in default.alerts
    )
    assert not any("only likely" in alert for alert in report.alerts)


def test_the_verifier_reads_only_what_code_has_not_decided(make_ctx) -> None:  # type: ignore[no-untyped-def]
    from engine.detectors.verifier import _undecided
    from engine.types import Claim, Computed, Finding

    claim = Claim(id="c1", text="The motion passed 7 votes to 2.", start=0, end=31)
    ctx = make_ctx(claim.text, [SOURCE])
    computed = (Computed(quote="7 - 2 = 5"),)

    def finding(detector: str, verdict: Verdict) -> Finding:
        evidence = computed if verdict is not Verdict.UNVERIFIABLE else ()
        return Finding(detector=detector, claim_id="c1", verdict=verdict, reason="r", evidence=evidence)

    ctx.prior = {"c1": [finding("grounding", Verdict.UNVERIFIABLE)]}
    assert _undecided(claim, ctx)
    ctx.prior = {"c1": [finding("arithmetic", Verdict.CONTRADICTED)]}
    assert not _undecided(claim, ctx)
    ctx.prior = {"c1": [finding("grounding", Verdict.SUPPORTED)]}
    assert not _undecided(claim, ctx)
    ctx.prior = {"c1": [finding("judge", Verdict.SUPPORTED)]}  # a model's reading: the two readers are compared
    assert _undecided(claim, ctx)


def test_a_claims_reading_does_not_depend_on_the_other_claims_of_the_answer() -> None:
    """int8 activations are quantised per batch: scored together, a pair's score would move with its neighbours."""
    from engine.detectors.verifier_reads import read_windows
    from engine.types import Claim
    from engine.verifier import load_verifier

    texts = ["The motion passed seven to two.", "Resurfacing starts in May.", "The library opens late on Fridays."]
    claims = [Claim(id=f"c{i}", text=t, start=0, end=len(t)) for i, t in enumerate(texts)]
    model = load_verifier()
    alone = read_windows(model, claims[:1], [SOURCE])["c0"]
    together = read_windows(model, claims, [SOURCE])["c0"]
    assert alone and [(r.entailment, r.contradiction) for r in alone] == [
        (r.entailment, r.contradiction) for r in together
    ]


def test_a_month_the_window_gives_in_no_such_year_is_a_difference_the_model_does_not_see(make_ctx) -> None:  # type: ignore[no-untyped-def]
    source = "Minutes of 14 March 2024. The council approved the 2023 contract with Brightline Paving Ltd."
    text = "In March 2023 the council approved a contract with Brightline Paving Ltd."
    # The model reads the window with the contract firmly (the minutes' date line on its own, hardly).
    reads = [Read(w, 0.9 if "Brightline" in w.text else 0.05, 0.0) for w in candidate_windows(text, [source])]
    finding = decide(claim(text), reads, make_ctx(text, [source]), BARS, [0])
    assert finding.verdict is Verdict.UNVERIFIABLE and not finding.objection
    assert finding.reason.endswith("the quoted text does not give “March 2023”"), finding.reason
    told = "In March 2024 the council approved the 2023 contract with Brightline Paving Ltd."
    reads = [Read(w, 0.9 if "Brightline" in w.text else 0.05, 0.0) for w in candidate_windows(told, [source])]
    assert decide(claim(told), reads, make_ctx(told, [source]), BARS, [0]).verdict is Verdict.SUPPORTED


def test_a_figure_the_claim_gives_as_a_difference_may_be_worked_out_from_the_window(make_ctx) -> None:  # type: ignore[no-untyped-def]
    source = "Tuition fees for UK students are £9,535 per year; international students pay £24,800."
    text = "Fees are £9,535 a year for home students and £24,800 for international students, a gap of £15,265."
    reads = [Read(w, 0.9, 0.0) for w in candidate_windows(text, [source])]
    assert decide(claim(text), reads, make_ctx(text, [source]), BARS, [0]).verdict is Verdict.SUPPORTED
    wrong = text.replace("£15,265", "£14,265")
    reads = [Read(w, 0.9, 0.0) for w in candidate_windows(wrong, [source])]
    assert decide(claim(wrong), reads, make_ctx(wrong, [source]), BARS, [0]).verdict is Verdict.UNVERIFIABLE


def test_a_figure_not_given_as_a_difference_is_no_sum_of_the_windows_figures() -> None:
    from engine.detectors._worked_out import figures_stated as _figures_stated

    window = "The term is 12 months, with a break clause either side may use after month 6 on two months' notice."
    # 4 is 6 - 2, by chance: the claim does not say it works anything out.
    assert not _figures_stated("Either side can end it after four months by giving notice.", window)
    assert _figures_stated("Either side can end it after month 6 by giving two months' notice.", window)
    # A figure the window gives only as a bound is not stated exactly.
    assert not _figures_stated("The single-item limit is £300.", "No single item is covered for more than £250.")


@pytest.mark.parametrize(
    ("text", "figure", "said"),
    [
        ("Fees are £9,535 and £24,800, a gap of £15,265.", "£15,265", True),
        ("Labour won 58 seats, 18 short of a majority.", "18", True),
        ("The whole package would come to £507 a year in total.", "£507", True),
        ("The premium is going up by £72 to £684.", "£72", True),
        ("Either side can end it after four months.", "four", False),
        ("Fees are £9,535 and £24,800, a gap of £15,265.", "£9,535", False),
    ],
)
def test_a_figure_is_said_as_worked_out_only_in_words_that_say_so(text: str, figure: str, said: bool) -> None:
    from engine.number_context import said_as_worked_out
    from engine.numbers import quantities_of

    (quantity,) = [q for q in quantities_of(text) if q.text == figure]
    assert said_as_worked_out(text, quantity) is said


def test_a_window_that_speaks_of_someone_by_a_pronoun_may_speak_for_a_pronoun_claim(make_ctx) -> None:  # type: ignore[no-untyped-def]
    source = "Margit Halvorsen was born in Bergen in 1921. She joined the Institute of Marine Research in 1947."
    text = "She went to work for the Institute of Marine Research in 1947."
    window = next(w for w in candidate_windows(text, [source]) if w.text.startswith("She"))
    finding = decide(claim(text), [Read(window, 0.9, 0.0)], make_ctx(text, [source]), BARS, [0], "Margit Halvorsen")
    assert finding.verdict is Verdict.SUPPORTED
    # A window that names someone else for the pronoun's referent does not.
    other = "Pierre Curie joined the Institute of Marine Research in 1947."
    window = candidate_windows(text, [other])[0]
    finding = decide(claim(text), [Read(window, 0.9, 0.0)], make_ctx(text, [other]), BARS, [0], "Margit Halvorsen")
    assert finding.verdict is Verdict.UNVERIFIABLE


@pytest.mark.parametrize(
    ("claim_text", "stated"),
    [
        ("It stayed in family hands for 62 years.", True),  # 1990 - 1928
        ("She was five years older than her sister Ingrid.", True),  # 1926 - 1921
        ("It stayed in family hands for 60 years.", False),
        ("Five staff were hired in 1990.", False),  # a count of staff, not of years
    ],
)
def test_a_count_of_years_may_be_the_years_the_window_gives_apart(claim_text: str, stated: bool) -> None:
    from engine.detectors._worked_out import figures_stated as _figures_stated

    window = "Margit (born 1921) and her sister Ingrid (born 1926) ran the firm from 1928 until it was sold in 1990."
    assert _figures_stated(claim_text, window) is stated


def test_a_change_the_window_states_against_a_past_figure_may_be_worked_out() -> None:
    from engine.detectors._worked_out import figures_stated as _figures_stated

    window = "Your new annual premium is £684.00, compared with £612.00 last year."
    assert _figures_stated("Your premium is going up by £72 to £684, a rise of just under 12%.", window)
    assert not _figures_stated("Your premium is going up by £62 to £684.", window)
    assert not _figures_stated("Your premium is going up by £72 to £684, a rise of 15%.", window)


@pytest.mark.parametrize(
    ("text", "source", "verdict"),
    [
        # both deny: which words each denies is paraphrase, read by the model
        (
            "It won't reduce any Cold Weather Payments.",
            "The discount does not affect Cold Weather Payments.",
            Verdict.SUPPORTED,
        ),
        (
            "Wheelchair users can't get into the submarine.",
            "The submarine is not accessible to wheelchair users.",
            Verdict.SUPPORTED,
        ),
        # "free" denies a cost as "nothing" or "no charge" does
        ("Returns cost you nothing in the UK.", "Returns are free for UK customers.", Verdict.SUPPORTED),
        ("Roadside assistance comes at no charge.", "Roadside assistance is free.", Verdict.SUPPORTED),
        ("Returns are not free in the UK.", "Returns are free for UK customers.", Verdict.UNVERIFIABLE),
        # only one denies: a denial is one word to the model, and code keeps it from speaking for the claim
        (
            "The discount will not reduce Cold Weather Payments.",
            "The discount will reduce Cold Weather Payments.",
            Verdict.UNVERIFIABLE,
        ),
        (
            "Wheelchair users can get into the submarine.",
            "The submarine is not accessible to wheelchair users.",
            Verdict.UNVERIFIABLE,
        ),
    ],
)
def test_a_denial_both_make_is_read_by_the_model_and_one_only_one_makes_is_not(make_ctx, text, source, verdict) -> None:  # type: ignore[no-untyped-def]
    reads = [Read(w, 0.9, 0.0) for w in candidate_windows(text, [source])]
    finding = decide(claim(text), reads, make_ctx(text, [source]), BARS, [0])
    assert finding.verdict is verdict, finding.reason


def test_a_figure_the_claim_names_as_worked_out_may_take_its_parts_from_the_windows_neighbours(make_ctx) -> None:  # type: ignore[no-untyped-def]
    source = (
        "The Burj Khalifa opened in 2010. It stands 828 metres tall. It took the title from Taipei 101, which is "
        "508 metres tall."
    )

    def reads(text: str) -> list[Read]:  # the model reads the last sentence alone as the claim's
        return [Read(w, 0.9 if w.text.startswith("It took") else 0.05, 0.0) for w in candidate_windows(text, [source])]

    text = "The tower is 320 metres taller than Taipei 101."
    found = decide(claim(text), reads(text), make_ctx(text, [source]), BARS, [0])
    assert found.verdict is Verdict.SUPPORTED, found.reason
    (quote,) = found.evidence
    assert "828" not in quote.quote, "the parts came from the window's neighbour, not the window"
    for other in ("The tower is 330 metres taller than Taipei 101.", "The tower is 320 metres, like Taipei 101."):
        # a wrong difference; a figure not named as worked out, for which no sum of nearby figures is tried
        assert decide(claim(other), reads(other), make_ctx(other, [source]), BARS, [0]).verdict is Verdict.UNVERIFIABLE


# The verifier reads the judge's quote when the two point at different passages ----------------------------------

LIBRARY = (
    "The Harwick library reopened in May after a long refurbishment. Its new reading room looks out over the river. "
    "The library's café is run by volunteers from the Friends of Harwick Library."
)
CAFE = "The café at the library is staffed by volunteers from the Friends of Harwick Library."


def _judged(make_ctx, quoted: str):  # type: ignore[no-untyped-def]
    """A context in which the judge supported CAFE with `quoted` (a verified quote of LIBRARY)."""
    from engine.evidence import verify_quote
    from engine.types import Finding

    ctx = make_ctx(CAFE, [LIBRARY], claims=[claim(CAFE)])
    quote = verify_quote(quoted, ctx.sources, source=0)
    assert isinstance(quote, Quote)
    judge = Finding(detector="judge", claim_id=claim(CAFE).id, verdict=Verdict.SUPPORTED, reason="judge says so",
                    evidence=(quote,))  # fmt: skip
    ctx.prior[claim(CAFE).id] = [judge]
    return ctx


async def test_a_judges_quote_about_something_else_is_disputed_when_the_verifier_reads_another_passage(
    make_ctx,
) -> None:  # type: ignore[no-untyped-def]
    ctx = _judged(make_ctx, "The Harwick library reopened in May after a long refurbishment.")
    (finding,) = await EntailmentVerifier().check([claim(CAFE)], ctx)
    assert finding.verdict is Verdict.LIKELY
    assert "run by volunteers" in finding.evidence[0].quote  # type: ignore[union-attr]
    assert finding.disputes is not None
    assert finding.disputes.startswith("the verifier reads the judge's quote as not stating it (")


async def test_a_judges_quote_of_the_passage_the_verifier_read_is_not_disputed(make_ctx) -> None:  # type: ignore[no-untyped-def]
    ctx = _judged(make_ctx, "The library's café is run by volunteers from the Friends of Harwick Library.")
    (finding,) = await EntailmentVerifier().check([claim(CAFE)], ctx)
    assert finding.verdict is Verdict.LIKELY and finding.disputes is None


async def test_a_run_whose_judge_quotes_beside_the_point_is_not_verified_and_says_the_checks_disagree(make_ctx) -> None:  # type: ignore[no-untyped-def]
    from engine.verdict import combine
    from engine.verdict_table import disagreements

    ctx = _judged(make_ctx, "The Harwick library reopened in May after a long refurbishment.")
    (reading,) = await EntailmentVerifier().check([claim(CAFE)], ctx)
    result = combine(claim(CAFE), [*ctx.prior[claim(CAFE).id], reading], sources_given=True)
    assert result.verdict is Verdict.LIKELY  # the judge's support alone would have verified it
    (alert,) = disagreements([result])
    assert alert.startswith("checks disagree: the judge supported “The café at the library")
    assert alert.endswith("and reads another passage as stating it; it is shown as likely, not verified")


def test_a_figure_the_question_gives_is_the_users_premise_not_a_figure_the_window_lacks(make_ctx) -> None:  # type: ignore[no-untyped-def]
    source = "The small-parcel limit is 2 kg. Heavier items go as medium parcels."
    text = "At 4 kg your parcel is over the 2 kg small-parcel limit, so it goes as a medium parcel."
    reads = [Read(w, 0.7, 0.0) for w in candidate_windows(text, [source])]
    asked = make_ctx(text, [source], question="How much would it cost to send a 4 kg parcel?")
    assert decide(claim(text), reads, asked, BARS, [0]).verdict is Verdict.LIKELY
    # With no question, or one giving another weight, the 4 kg is a figure no text of the record gives.
    for question in (None, "How much would it cost to send a 3 kg parcel?"):
        finding = decide(claim(text), reads, make_ctx(text, [source], question=question), BARS, [0])
        assert finding.verdict is Verdict.UNVERIFIABLE and finding.reason.endswith("does not give “4 kg”"), question
    # A figure worked out from the question's premise and the window's: 10,000 at 4.35% a year is 435.
    saver = "The fixed saver pays 4.35% AER, with interest paid annually."
    worked = "At 4.35% a year, £10,000 would earn about £435 in interest over a full year."
    reads = [Read(w, 0.7, 0.0) for w in candidate_windows(worked, [saver])]
    ctx = make_ctx(worked, [saver], question="If I put £10,000 in this fixed saver, what do I get?")
    assert decide(claim(worked), reads, ctx, BARS, [0]).verdict is Verdict.LIKELY
    wrong = worked.replace("£435", "£535")
    reads = [Read(w, 0.7, 0.0) for w in candidate_windows(wrong, [saver])]
    ctx = make_ctx(wrong, [saver], question="If I put £10,000 in this fixed saver, what do I get?")
    assert decide(claim(wrong), reads, ctx, BARS, [0]).verdict is Verdict.UNVERIFIABLE


class _ClauseScorer:
    """The model's interface reading only one fact at a time, and blind to figures as the model is: a claim of one
    clause is entailed (70%) by a window holding its longer words; a claim of two clauses by no window (20%), as
    when its facts stand in different places."""

    thresholds = _Bars(supported=0.9, likely=0.5, contradicted=None)

    def score(self, pairs, batch_size=16):  # type: ignore[no-untyped-def]
        import re

        from engine.verifier import Scores

        def entailed(premise: str, claim: str) -> bool:
            words = re.findall(r"[A-Za-z]{6,}", claim)
            return ", " not in claim and bool(words) and all(w.lower() in premise.lower() for w in words)

        return [Scores(0.7, 0.2, 0.1) if entailed(p, c) else Scores(0.2, 0.7, 0.1) for p, c in pairs]


class _ClauseVerifier(EntailmentVerifier):
    def _load(self):  # type: ignore[no-untyped-def]
        return _ClauseScorer()


ELECTION = (
    "Sarah Okonjo won the Hartfield seat with 1,284 votes. The count began at midnight in the town hall. "
    "Heavy rain kept many voters at home all day. Turnout in Hartfield was 28%."
)


@pytest.mark.parametrize(
    ("answer", "likely"),
    [
        ("Sarah Okonjo won the Hartfield seat with 1,284 votes, on a turnout in Hartfield of 28%.", True),
        # one clause's figure is not its window's (code's veto: the model does not see figures)
        ("Sarah Okonjo won the Hartfield seat with 1,284 votes, on a turnout in Hartfield of 31%.", False),
        # a figure said against another ("an extra") means something only with the whole sentence
        ("Sarah Okonjo won the Hartfield seat with 1,284 votes, an extra 28% turnout in Hartfield.", False),
    ],
)
async def test_a_claim_no_one_window_states_is_likely_when_each_clause_reads_as_stated(
    answer: str, likely: bool
) -> None:
    from engine.inputs import make_input
    from engine.pipeline import run_check

    config = Config(offline=True, db_path="")
    report = await run_check(make_input(answer, [ELECTION]), config, detectors=[_ClauseVerifier()])
    (result,) = report.claims
    (finding,) = result.findings
    if likely:
        assert result.verdict is Verdict.LIKELY, finding.reason
        assert finding.reason.startswith("the sources appear to say each part of this, apart (verifier, 2 passages")
        quotes = [e for e in finding.evidence if isinstance(e, Quote)]
        assert [q.quote for q in quotes] == [ELECTION[q.start : q.end] for q in quotes]
        assert any("1,284" in q.quote for q in quotes) and any("28%" in q.quote for q in quotes)
    else:
        assert result.verdict is Verdict.UNVERIFIABLE, finding.reason
        assert "each part" not in finding.reason


def test_a_claim_is_cut_into_clauses_only_at_punctuation_and_only_into_a_few_that_say_something() -> None:
    from engine.verifier.parts import claim_parts

    assert claim_parts("Okonjo's share was about 36% of the valid vote, on a low turnout of just under 28%.") == (
        "Okonjo's share was about 36% of the valid vote",
        "on a low turnout of just under 28%",
    )
    assert claim_parts("The 16:30 is the express — it makes no stops; it gets in at 18:25") == (
        "The 16:30 is the express",
        "it makes no stops",
        "it gets in at 18:25",
    )
    assert claim_parts("In 2024, turnout fell.") == ()  # one clause of three words or more
    # a short clause is read with the next, so its year is still read (not dropped)
    assert claim_parts("In 2019, Okonjo won with 1,284 votes, on a turnout of 28%") == (
        "In 2019, Okonjo won with 1,284 votes",
        "on a turnout of 28%",
    )
    assert claim_parts("Okonjo won with 1,284 votes, on a turnout of 28%, she said") == (
        "Okonjo won with 1,284 votes",
        "on a turnout of 28%, she said",
    )
    assert claim_parts("Okonjo won the seat and Kemp came second.") == ()  # no punctuation: one reading
    listed = "red apples are sweet, green pears are sweet, blue plums are sweet, yellow lemons are sour, and limes too"
    assert claim_parts(listed) == ()  # five clauses: a list, whose items are too short to carry their subject
    assert claim_parts("") == () and claim_parts("😀, ؋, " + "9" * 400) == ()
