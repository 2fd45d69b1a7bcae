"""Run gold items through the whole engine (`engine.averify`) with a scripted judge, and score the outcome.

The judge (and the splitter: one sentence per claim) are played by a scripted server behind the real `openai` or
`anthropic` SDK. No writer is configured, so repair works offline (a source's value replaces a wrong one, or the
claim is hedged or removed); the perfect judge abstains on any corrected text, which it has no gold for.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from paraphrase.spans import gold_span, most_overlapping, overlap
from perfect_judge import GoldItem, gold_verdict
from pydantic import SecretStr
from servers.scripted import Reply, ScriptedServer, Seen

from engine import Config, ModelSpec, averify
from engine.report import Report
from engine.types import Status, Verdict

KEY = "sk-test-gold-0123456789"
_EXPECTED = {"SUPPORTED": Verdict.SUPPORTED, "CONTRADICTED": Verdict.CONTRADICTED, "NOT_FOUND": Verdict.UNVERIFIABLE}


def judge_config(server: ScriptedServer, provider: str) -> Config:
    base = server.root + "/v1" if provider == "openai" else server.root
    judge = ModelSpec(model=f"{provider}/gold", base_url=base, api_key=SecretStr(KEY))
    return Config(models={"judge": judge}, mode="sources", db_path="", model_timeout_s=5, web_with_sources="never")


@dataclass
class Scores:
    faithful: int = 0
    faithful_verified: int = 0
    planted: int = 0
    planted_handled: int = 0
    planted_verified: int = 0
    planted_gone: int = 0
    """Planted errors whose wrong text is no longer in the final answer: corrected or removed."""
    claims: int = 0
    agreed: int = 0
    statuses: dict[str, str] = field(default_factory=dict)
    misses: list[str] = field(default_factory=list)
    """One line per item that missed a target, for the printout."""

    @property
    def agreement(self) -> float:
        return self.agreed / self.claims if self.claims else 0.0

    def lines(self, title: str) -> list[str]:
        return [
            f"{title}: faithful VERIFIED {self.faithful_verified}/{self.faithful}; planted errors corrected, removed "
            f"or flagged {self.planted_handled}/{self.planted} (out of the final answer: {self.planted_gone}); planted "
            f"VERIFIED {self.planted_verified}; "
            f"per-claim agreement {self.agreed}/{self.claims} = {self.agreement:.1%}",
            *self.misses,
        ]


async def run_item(item: GoldItem, config: Config) -> Report:
    return await averify(item.answer, sources=list(item.sources), question=item.question, config=config)


async def score_items(
    items: Sequence[GoldItem], server: ScriptedServer, provider: str, judge: Callable[[Seen], Reply]
) -> Scores:
    server.script.use(judge)
    config = judge_config(server, provider)
    scores = Scores()
    for item in items:
        report = await run_item(item, config)
        score_item(item, report, scores)
    return scores


def score_item(item: GoldItem, report: Report, scores: Scores) -> None:
    status = report.status
    scores.statuses[item.id] = status.value if status else "None"
    for result in report.claims:
        if not result.claim.check_worthy:
            continue
        kind, _ = gold_verdict(item, result.claim.text)
        if kind == "NOT_FOUND" and not _overlaps_gold(item, result.claim.start, result.claim.end):
            continue  # filler the gold leaves out ("Hope this helps!")
        scores.claims += 1
        if result.verdict is _EXPECTED[kind]:
            scores.agreed += 1
        else:
            scores.misses.append(f"  {item.id} claim {result.claim.text[:70]!r}: {result.verdict.value}, gold {kind}")
    if not item.planted:
        scores.faithful += 1
        scores.faithful_verified += status is Status.VERIFIED
        if status is not Status.VERIFIED:
            scores.misses.append(f"  {item.id} faithful ended {scores.statuses[item.id]}: {report.alerts[:2]}")
        return
    scores.planted += 1
    scores.planted_verified += status is Status.VERIFIED
    gone = item.wrong is not None and item.wrong not in report.final_answer
    scores.planted_gone += gone
    if planted_handled(item, report):
        scores.planted_handled += 1
        if not gone:
            scores.misses.append(f"  {item.id} planted error flagged, still in the final answer ({item.wrong!r})")
    else:
        scores.misses.append(f"  {item.id} planted error left unflagged ({item.wrong!r}), {scores.statuses[item.id]}")


def planted_handled(item: GoldItem, report: Report) -> bool:
    """The planted error is gone from the final answer, or the run is not VERIFIED and the claim holding it is
    not SUPPORTED (it was marked, reported or flagged)."""
    if item.wrong is None or item.wrong not in report.final_answer:
        return True
    if report.status is Status.VERIFIED:
        return False
    wrong = gold_span(item.answer, item.wrong)
    holding = [r for r in report.claims if wrong is not None and overlap(wrong, (r.claim.start, r.claim.end))]
    return bool(holding) and all(r.verdict is not Verdict.SUPPORTED for r in holding)


def _overlaps_gold(item: GoldItem, start: int, end: int) -> bool:
    return most_overlapping((start, end), item.claims, lambda gold: (gold.start, gold.end)) is not None
