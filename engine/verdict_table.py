"""One claim's verdict from its findings, as a table: rows of (condition → verdict, reason), read top to bottom.

Who reads what:
- **Code** (grounding, arithmetic, dates, names, links, …) reads closed-world facts: figures, units, dates,
  names in the record, negation, hedges. Its SUPPORTED holds a span it found or a result it computed.
- **Readers** (the judge over the sources, the judge over web pages, the embedded verifier) read meaning:
  paraphrase, synonyms, whether a quote states the claim. Code has verified their quote is in the source and
  found no closed-world conflict between the claim and that quote (`detectors.quote_rules.quote_conflict`);
  a conflict makes the reader's finding an objection, never support.

The rows:
1. Evidence against (a CONTRADICTED finding: a verified quote or a computation) → CONTRADICTED, whoever else
   supports it; when someone does, the checks disagree, and that is an alert.
2. An objection (an UNVERIFIABLE finding that must keep the claim from support, e.g. a name no source gives, or
   a reader's quote in conflict with the claim) → UNVERIFIABLE; an alert when another check supported it.
3. Code supports it → SUPPORTED.
4. Readers point at different passages: the judge (and no other reader) supports it, while the verifier reads
   another passage as likely stating it and does not read the judge's quote as stating it → LIKELY, alert.
5. A reader supports it with a quote that carries the claim's anchors → SUPPORTED. Beside the judge's quotes, the
   arithmetic code writes out for a figure built on the answer's earlier steps ("three × £11,750 = £35,250", a
   `Computed`) anchors as a figure the quote states does (`_answer_steps.earlier_step_shown`).
6. A reader supports it with a quote that carries none of them, and no code supports it → UNVERIFIABLE, alert.
7. Only agreement (LIKELY) → LIKELY. 8. Nothing → UNVERIFIABLE.

Row 4 is the model's answer to "is this quote about this claim" where the quote carries nothing closed-world to
hold it to ("Companion planting guide." quoted for "carrots and onions are planted together because …"): the
verifier, a model from no lab the judge comes from, reads the judge's quote as not stating the claim (entailment
below its LIKELY floor) and reads another passage as stating it. Measured with scripted judges on the development
items (paraphrase 1-40 and the odd items of blind2 and blind3): of 336 claims a gold judge supported, none; of 29
lies a hostile judge got supported, 8 (RESULTS.md, 2026-12-06 seventh session).

Row 6 is the closed-world answer to a reader that quotes a real sentence about something else ("It is the
longest river in the world." ← "The Amazon River is about 6,400 kilometres long."). Whether a quote is about a
claim is meaning, and word overlap cannot tell (paraphrase shares few words). But some of a claim is closed-world:
its figures in digits (by value, "5 km" is 3.1 miles), its names, a ranking it makes, a denial. A quote that
states the claim carries its ranking ("longest", "most common") and at least one of its names or figures; a claim
with neither is held only to its denial (`quote_rules.unanchored`). A second, cheaper model call asking "does this
quote state this claim?" was the alternative; it was not chosen because the model that quoted beside the point
is the one that would answer it: a call more, and no independent check.

Measured with scripted judges on the paraphrase set (tests/judges): a judge answering as the gold does gets 11 of
the 20 faithful answers of items 1-40 VERIFIED (1 before this table; the other 9 are held back by other checks'
objections and computations, not by this row), 87.9 % per-claim agreement (45.7 % before); a judge quoting a real
but irrelevant sentence for every claim gets 0 of 80 planted and 3 of 80 faithful answers VERIFIED, the 3 made
only of claims with no name, figure, ranking or denial ("Let it sit in the tin for ten minutes"). Later
(2026-12-02): a quote that names a claim's subject but none of its figures no longer anchors a claim that has figures;
with it, 17 of 20 faithful answers VERIFIED and 95.7 % agreement for the gold judge, and 0 of 80 planted answers
VERIFIED for the judge quoting the nearest irrelevant sentence (2 before).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from .detectors.quote_rules import unanchored
from .types import Claim, Finding, Verdict

READERS = frozenset({"judge", "web", "verifier"})
"""Detectors whose verdict is a model's reading of a verified quote (meaning), not a closed-world computation."""


@dataclass(frozen=True, slots=True)
class Facts:
    """What the table reads about one claim's findings."""

    claim: Claim
    against: tuple[Finding, ...]
    objections: tuple[Finding, ...]
    code_support: tuple[Finding, ...]
    reader_support: tuple[Finding, ...]
    """Readers' SUPPORTED findings whose quotes carry the claim's anchors."""
    unanchored: tuple[tuple[Finding, str], ...]
    """Readers' SUPPORTED findings whose quotes carry none of them, with why."""
    likely: bool
    likely_reason: str = ""
    """The first LIKELY finding's own reason (agreement of resamples, or the verifier's reading below its bar)."""
    likely_by: str = ""
    """The detector of that LIKELY finding."""
    judge_found_nothing: bool = False
    """The judge read the claim against the sources and settled nothing (not a failed call, not an objection)."""
    disputed: str = ""
    """Why another reader doubts the judge's quote: it reads another passage as stating the claim, and not the
    judge's (`Finding.disputes`)."""

    @property
    def supporters(self) -> tuple[Finding, ...]:
        return self.code_support + self.reader_support + tuple(f for f, _ in self.unanchored)


@dataclass(frozen=True, slots=True)
class Decision:
    """The verdict, the row that gave it, and a plain-language disagreement to alert, if any."""

    verdict: Verdict
    row: str
    reason: str
    disagreement: str | None = None


@dataclass(frozen=True, slots=True)
class Row:
    name: str
    when: Callable[[Facts], bool]
    verdict: Verdict
    reason: Callable[[Facts], str]
    disagreement: Callable[[Facts], str | None] = lambda facts: None


def _against_disagreement(facts: Facts) -> str | None:
    first = facts.against[0]
    if not facts.supporters and facts.likely_by in READERS:
        return (
            f"checks disagree: the {first.detector} check found evidence against “{_short(facts.claim.text)}” "
            f"({_lower(first.reason)}), while the {facts.likely_by} read a source as stating it; it counts as "
            "contradicted"
        )
    if not facts.supporters:
        return None
    return (
        f"checks disagree: {_who(facts.supporters)} supported “{_short(facts.claim.text)}”, but the {first.detector} "
        f"check found evidence against it ({_lower(first.reason)}); it counts as contradicted"
    )


def _objection_disagreement(facts: Facts) -> str | None:
    if not facts.supporters:
        return None
    first = facts.objections[0]
    return (
        f"checks disagree: {_who(facts.supporters)} supported “{_short(facts.claim.text)}”, but the {first.detector} "
        f"check objected ({_lower(first.reason)}); it is not counted as supported"
    )


def _unanchored_disagreement(facts: Facts) -> str:
    finding, why = facts.unanchored[0]
    return (
        f"checks disagree: the {finding.detector} supported “{_short(facts.claim.text)}” with a quote that {why}, "
        "and no other check supports it; it is not counted as supported"
    )


def _only_the_judge_disputed(facts: Facts) -> bool:
    """The verifier disputes the judge's quote, and no other reader (the web judge) supports the claim otherwise."""
    return bool(facts.disputed and facts.reader_support) and all(f.detector == "judge" for f in facts.reader_support)


def _disputed_disagreement(facts: Facts) -> str:
    return (
        f"checks disagree: the judge supported “{_short(facts.claim.text)}”, but {facts.disputed}, and reads "
        "another passage as stating it; it is shown as likely, not verified"
    )


def _likely_disagreement(facts: Facts) -> str | None:
    if not (facts.judge_found_nothing and facts.likely_by in READERS - {"judge"}):
        return None
    return (
        f"checks disagree: the {facts.likely_by} read a source as stating “{_short(facts.claim.text)}”, but the judge "
        "found no passage that states it; it is shown as likely, not verified"
    )


TABLE: tuple[Row, ...] = (
    Row("evidence against", lambda f: bool(f.against), Verdict.CONTRADICTED,
        lambda f: f.against[0].reason, _against_disagreement),
    Row("objection", lambda f: bool(f.objections), Verdict.UNVERIFIABLE,
        lambda f: f.objections[0].reason, _objection_disagreement),
    Row("code supports", lambda f: bool(f.code_support), Verdict.SUPPORTED, lambda f: f.code_support[0].reason),
    Row("readers point at different passages", _only_the_judge_disputed,
        Verdict.LIKELY, lambda f: f.likely_reason, _disputed_disagreement),
    Row("reader supports, quote anchored", lambda f: bool(f.reader_support), Verdict.SUPPORTED,
        lambda f: f.reader_support[0].reason),
    Row("reader supports, quote unanchored", lambda f: bool(f.unanchored), Verdict.UNVERIFIABLE,
        lambda f: f.unanchored[0][1], _unanchored_disagreement),
    Row("only a likely reading", lambda f: f.likely, Verdict.LIKELY,
        lambda f: f.likely_reason or "only agreement speaks for it", _likely_disagreement),
    Row("nothing confirms it", lambda f: True, Verdict.UNVERIFIABLE, lambda f: "nothing confirmed it"),
)  # fmt: skip


def facts_of(claim: Claim, findings: Sequence[Finding]) -> Facts:
    supported = [f for f in findings if f.verdict is Verdict.SUPPORTED]
    readers = [f for f in supported if f.detector in READERS]
    # A reader's evidence is its verified quotes, and what code computed from the answer's earlier steps beside them
    # ("three × £11,750 = £35,250"): a figure code works out anchors the quote as a figure the quote states does.
    checked = [(f, unanchored(claim.text, [e.quote for e in f.evidence])) for f in readers]
    return Facts(
        claim=claim,
        against=tuple(f for f in findings if f.verdict is Verdict.CONTRADICTED),
        objections=tuple(f for f in findings if f.verdict is Verdict.UNVERIFIABLE and f.objection),
        code_support=tuple(f for f in supported if f.detector not in READERS),
        reader_support=tuple(f for f, why in checked if why is None),
        unanchored=tuple((f, why) for f, why in checked if why is not None),
        likely=any(f.verdict is Verdict.LIKELY for f in findings),
        likely_reason=next((f.reason for f in findings if f.verdict is Verdict.LIKELY), ""),
        likely_by=next((f.detector for f in findings if f.verdict is Verdict.LIKELY), ""),
        judge_found_nothing=any(
            f.detector == "judge" and f.verdict is Verdict.UNVERIFIABLE and not (f.error or f.objection)
            for f in findings
        ),
        disputed=next((f.disputes for f in findings if f.verdict is Verdict.LIKELY and f.disputes), ""),
    )


def decide(claim: Claim, findings: Sequence[Finding]) -> Decision:
    """The first row whose condition holds."""
    facts = facts_of(claim, findings)
    row = next(r for r in TABLE if r.when(facts))
    return Decision(row.verdict, row.name, row.reason(facts), row.disagreement(facts))


def disagreements(results: Sequence[object]) -> list[str]:
    """The "checks disagree: …" alerts of claim results (objects with `claim` and `findings`), in answer order."""
    out = []
    for result in results:
        decision = decide(result.claim, result.findings)  # type: ignore[attr-defined]
        if decision.disagreement and decision.disagreement not in out:
            out.append(decision.disagreement)
    return out


def _who(findings: Sequence[Finding]) -> str:
    names = list(dict.fromkeys(f.detector for f in findings))
    return "the " + " and the ".join(names)


def _short(text: str, most: int = 80) -> str:
    text = " ".join(text.split())
    return text if len(text) <= most else text[: most - 1].rstrip() + "…"


def _lower(reason: str) -> str:
    return reason[:1].lower() + reason[1:] if reason[:2] != reason[:2].upper() else reason
