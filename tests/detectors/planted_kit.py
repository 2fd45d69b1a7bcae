"""Run the planted-error fixtures through the no-model detectors and score them (used by tests and the benchmark).

A case is flagged at a planted error when a claim overlapping the error carries a CONTRADICTED finding or an
UNVERIFIABLE finding with an objection (the names check). A clean case raises a false alarm when any of its
claims is flagged.
"""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from engine.config import Config
from engine.detectors import Detector, DetectorContext
from engine.detectors.arithmetic import ArithmeticDetector
from engine.detectors.dates import DatesDetector
from engine.detectors.grounding import LexicalGrounding
from engine.detectors.links import LinksDetector
from engine.detectors.names import NamesDetector
from engine.detectors.policy import PolicyDetector
from engine.detectors.python_api import PythonApiDetector
from engine.evidence import SourceSet
from engine.splitter import split_claims
from engine.types import Claim, Finding, Source, Verdict

REPO = Path(__file__).resolve().parents[2]
FIXTURE_FILES = sorted((REPO / "tests" / "fixtures" / "planted").glob("*.jsonl"))
POLICY_FILE = REPO / "tests" / "detectors" / "data" / "policy_planted.jsonl"
LABELS = {
    "wrong_arithmetic": "arithmetic", "impossible_date": "dates", "dead_link": "links", "invented_api": "python_api",
    "number_swap": "numbers", "entity_swap": "names", "policy": "policy", "clean": "clean",
}  # fmt: skip


@dataclass(frozen=True)
class Case:
    id: str
    category: str
    answer: str
    sources: tuple[str, ...] = ()
    question: str = ""
    planted: tuple[str, ...] = ()
    packs: tuple[str, ...] = ()

    @property
    def label(self) -> str:
        return LABELS.get(self.category, self.category)


@dataclass
class CaseResult:
    case: Case
    caught: list[bool]
    """Per planted error: flagged or not."""
    false_alarms: list[str] = field(default_factory=list)
    """For a clean case: the flags raised ("detector: reason")."""
    findings: list[Finding] = field(default_factory=list)


def load_cases(files: Sequence[Path] = (*FIXTURE_FILES, POLICY_FILE)) -> list[Case]:
    cases = []
    for file in files:
        for line in file.read_text(encoding="utf-8").splitlines():
            if line.strip():
                raw = json.loads(line)
                packs = tuple(raw.get("policy_packs", ()))
                cases.append(
                    Case(raw["id"], raw["category"], raw["answer"], tuple(raw.get("sources", ())),
                         raw.get("question", ""), tuple(str(p) for p in raw.get("planted", ())), packs)
                )  # fmt: skip
    return cases


def is_flag(finding: Finding) -> bool:
    return finding.verdict is Verdict.CONTRADICTED or (finding.verdict is Verdict.UNVERIFIABLE and finding.objection)


async def run_case(case: Case, *, budget_s: float = 10.0, **config: object) -> CaseResult:
    """Split the answer, run every applicable no-model detector, and score the planted errors."""
    settings = Config(policy_packs=case.packs, **config)  # type: ignore[arg-type]
    claims = split_claims(case.answer)
    ctx = DetectorContext(
        answer=case.answer, claims=claims, question=case.question or None,
        sources=SourceSet([Source(id=i, text=t) for i, t in enumerate(case.sources)]), config=settings,
        alert=lambda message: None, deadline=time.monotonic() + budget_s,
    )  # fmt: skip
    findings = await run_detectors(claims, ctx)
    by_claim = {c.id: c for c in claims}
    flagged = [by_claim[f.claim_id] for f in findings if is_flag(f)]
    caught = []
    for text in case.planted:
        at = case.answer.find(text)
        caught.append(any(c.start < at + len(text) and at < c.end for c in flagged))
    alarms = [f"{f.detector}: {f.reason}" for f in findings if is_flag(f)] if not case.planted else []
    return CaseResult(case, caught, alarms, findings)


def offline_detectors() -> tuple[Detector, ...]:
    """The detectors a run with no model uses (the registry holds the same classes; see test_detector_registry)."""
    return (
        LexicalGrounding(), ArithmeticDetector(), DatesDetector(), LinksDetector(), PythonApiDetector(),
        NamesDetector(), PolicyDetector(),
    )  # fmt: skip


async def run_detectors(claims: Sequence[Claim], ctx: DetectorContext) -> list[Finding]:
    """What the pipeline does for one pass: check-worthy prose claims and code claims to every applicable detector."""
    wanted = [c for c in claims if c.check_worthy or c.kind == "code"]
    detectors = [d for d in offline_detectors() if d.applies(ctx)]
    findings: list[Finding] = []
    for detector in detectors:
        findings.extend(await detector.check(wanted, ctx))
    return findings


def run_all(cases: Sequence[Case], **config: object) -> list[CaseResult]:
    async def main() -> list[CaseResult]:
        return [await run_case(case, **config) for case in cases]

    return asyncio.run(main())


@dataclass(frozen=True)
class Score:
    category: str
    cases: int
    errors: int
    caught: int

    @property
    def recall(self) -> float:
        return self.caught / self.errors if self.errors else 0.0


@dataclass(frozen=True)
class Summary:
    scores: list[Score]
    clean: int
    """Clean controls run."""
    alarms: int
    """Clean controls with at least one flag."""
    alarms_by_detector: dict[str, int]
    """Clean controls flagged by each detector."""


def score(results: Sequence[CaseResult]) -> Summary:
    """Per-category recall and the false alarms on clean controls."""
    labels = sorted({r.case.label for r in results if r.case.planted})
    scores = []
    for label in labels:
        mine = [r for r in results if r.case.label == label and r.case.planted]
        scores.append(Score(label, len(mine), sum(len(r.caught) for r in mine), sum(sum(r.caught) for r in mine)))
    clean = [r for r in results if not r.case.planted]
    by_detector: dict[str, int] = {}
    for r in clean:
        for detector in {alarm.split(":", 1)[0] for alarm in r.false_alarms}:
            by_detector[detector] = by_detector.get(detector, 0) + 1
    return Summary(scores, len(clean), sum(bool(r.false_alarms) for r in clean), by_detector)
