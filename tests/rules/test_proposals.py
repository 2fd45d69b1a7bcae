"""A contradiction carries the substitution it proposes, and repair applies it from the finding alone."""

from __future__ import annotations

import ast
import asyncio
from pathlib import Path

from engine.config import Config
from engine.detectors import DetectorContext
from engine.detectors.arithmetic import check_claim as arithmetic
from engine.detectors.grounding import LexicalGrounding
from engine.evidence import SourceSet
from engine.repair import substitute_values
from engine.types import Claim, Finding, Proposal, Source, Substitution, Verdict


def _grounded(text: str, source: str) -> Finding:
    claim = Claim(id="c1", text=text, start=0, end=len(text))
    ctx = DetectorContext(
        answer=text, claims=(claim,), sources=SourceSet([Source(id=0, text=source)]), question=None,
        config=Config(offline=True), alert=lambda _: None,
    )  # fmt: skip
    (finding,) = asyncio.run(LexicalGrounding().check([claim], ctx))
    return finding


def test_a_figure_contradicted_by_a_source_proposes_the_sources_figure() -> None:
    finding = _grounded("The bridge is 420 metres long.", "The bridge is 380 metres long.")
    assert finding.verdict is Verdict.CONTRADICTED and finding.rule_id == "number.value_mismatch"
    (proposal,) = finding.proposal
    assert proposal.kind == "value" and proposal.quote == "The bridge is 380 metres long."
    assert [(c.wrong, c.right) for c in proposal.changes] == [("420 metres", "380 metres")]
    fix = substitute_values("The bridge is 420 metres long.", "**The bridge is 420 metres long.**", [finding])
    assert fix is not None and fix.unit_text == "**The bridge is 380 metres long.**"


def test_an_opposite_word_proposes_the_sources_word() -> None:
    finding = _grounded("The library is open on Sundays.", "The library is closed on Sundays.")
    assert finding.rule_id == "word.opposite"
    assert finding.proposal[0].kind == "word"
    assert finding.proposal[0].changes == (Substitution(wrong="open", right="closed"),)
    fix = substitute_values("The library is open on Sundays.", "The library is open on Sundays.", [finding])
    assert fix is not None and fix.claim_text == "The library is closed on Sundays." and fix.origin == "source word"


def test_a_wrong_sum_proposes_the_computed_value() -> None:
    finding = arithmetic(Claim(id="c1", text="2 + 2 = 5.", start=0, end=10))
    assert finding is not None and finding.rule_id == "arithmetic.wrong_result"
    assert finding.proposal[0].changes == (Substitution(wrong="5", right="4"),)
    fix = substitute_values("2 + 2 = 5.", "2 + 2 = 5.", [finding])
    assert fix is not None and fix.claim_text == "2 + 2 = 4."


def test_repair_applies_only_what_the_finding_proposes() -> None:
    finding = _grounded("The bridge is 420 metres long.", "The bridge is 380 metres long.")
    silent = finding.model_copy(update={"proposal": ()})
    assert substitute_values("The bridge is 420 metres long.", "The bridge is 420 metres long.", [silent]) is None
    other = finding.model_copy(
        update={"proposal": (Proposal(quote="q", changes=(Substitution(wrong="420", right="400"),)),)}
    )
    fix = substitute_values("The bridge is 420 metres long.", "The bridge is 420 metres long.", [other])
    assert fix is not None and fix.claim_text == "The bridge is 400 metres long."


def test_repair_imports_no_detector() -> None:
    tree = ast.parse(Path("engine/repair.py").read_text(encoding="utf-8"))
    imported = [n.module or "" for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)]
    assert not [m for m in imported if "detectors" in m], imported
