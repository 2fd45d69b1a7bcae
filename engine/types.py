"""Domain value types shared by every stage: immutable, typed, serialisable to the contract's JSON."""

from __future__ import annotations

from enum import StrEnum
from typing import Literal

from pydantic import BaseModel, ConfigDict, model_validator


class Frozen(BaseModel):
    """Base for engine values: immutable, no unknown fields."""

    model_config = ConfigDict(frozen=True, extra="forbid")


class Verdict(StrEnum):
    """Per-claim verdict (contract: who may set each value)."""

    SUPPORTED = "SUPPORTED"
    LIKELY = "LIKELY"
    CONTRADICTED = "CONTRADICTED"
    UNVERIFIABLE = "UNVERIFIABLE"


class Status(StrEnum):
    """Answer-level status shown as the badge."""

    VERIFIED = "VERIFIED"
    CAUTION = "CAUTION"
    BLOCKED = "BLOCKED"


class Risk(StrEnum):
    HIGH = "high"
    LOW = "low"


class EditKind(StrEnum):
    CORRECT = "correct"
    HEDGE = "hedge"
    REMOVE = "remove"
    DISCLOSE = "disclose"
    """A marker after a sentence nothing could confirm either way; the sentence's own words are unchanged."""


class Source(Frozen):
    """A text the answer is checked against: a user source (int id) or a fetched web page (URL id)."""

    id: int | str
    """0-based index for user sources, the URL for web pages."""
    text: str
    name: str = ""
    """Human label shown in the UI (file name, page title)."""


class Quote(Frozen):
    """Evidence located by code. Created only by `engine.evidence.verify_quote` (a test pins this)."""

    source: int | str
    start: int
    """Offset into the original, un-normalised source text."""
    end: int
    quote: str
    """Exactly `source_text[start:end]`."""

    @model_validator(mode="after")
    def _span_is_ordered(self) -> Quote:
        # Raised, not asserted: `python -O` drops asserts, and these invariants are what "verified" rests on.
        if not 0 <= self.start <= self.end:
            raise ValueError(f"a quote's span must be ordered, got start={self.start} end={self.end}")
        return self


class Computed(Frozen):
    """Evidence a deterministic check produced by computing: `source` is always "computed"."""

    source: Literal["computed"] = "computed"
    start: int = 0
    end: int = 0
    quote: str

    @classmethod
    def of(cls, text: str) -> Computed:
        return cls(start=0, end=len(text), quote=text)


Evidence = Quote | Computed


class QuoteMiss(Frozen):
    """A quote a model (or a detector) offered that code could not confirm."""

    quote: str
    source: int | str | None
    reason: Literal["not_found", "too_short", "bad_source", "empty"]


class Claim(Frozen):
    """One atomic statement of the answer, with its span in the answer."""

    id: str
    text: str
    start: int
    end: int
    check_worthy: bool = True
    kind: Literal["prose", "code"] = "prose"
    """Code claims are whole fenced blocks: inspected by code detectors, never as prose."""


class Substitution(Frozen):
    """One change a contradiction proposes: the claim's text and the source's text to put in its place."""

    wrong: str
    right: str


class Proposal(Frozen):
    """What a contradicting quote (or computation) proposes in place of the claim's text: its changes (a figure or
    several, or one opposite word) and the quote they came from. Repair reads it; it never re-reads the quote."""

    quote: str
    changes: tuple[Substitution, ...]
    kind: Literal["value", "word"] = "value"


class Finding(Frozen):
    """One detector's opinion on one claim."""

    detector: str
    claim_id: str
    verdict: Verdict
    reason: str
    evidence: tuple[Evidence, ...] = ()
    rejected_quotes: tuple[QuoteMiss, ...] = ()
    objection: bool = False
    """An UNVERIFIABLE finding that must keep the claim from SUPPORTED (e.g. an unknown name)."""
    error: bool = False
    """The check failed (timeout, provider error, budget): the finding is a fail-closed UNVERIFIABLE."""
    rule_id: str | None = None
    """The id of the registered rule that produced this finding (closed-world checks), None for model readers."""
    proposal: tuple[Proposal, ...] = ()
    """A CONTRADICTED finding's proposed substitutions, one per piece of evidence that proposes any, in order."""
    disputes: str | None = None
    """A reader's LIKELY finding that reads another passage than the judge quoted as stating the claim, and does not
    read the judge's quote as stating it: why (the judge's support then does not verify the claim)."""

    @model_validator(mode="after")
    def _fail_closed(self) -> Finding:
        if self.verdict is Verdict.SUPPORTED and not self.evidence:
            raise ValueError("SUPPORTED needs verified or computed evidence")
        if self.verdict is Verdict.SUPPORTED and self.error:
            raise ValueError("a failed check cannot support")
        if self.verdict is Verdict.CONTRADICTED and not self.evidence:
            raise ValueError("CONTRADICTED needs a verified quote or a computation")
        return self


class Edit(Frozen):
    """One change to the answer, always shown."""

    claim_id: str
    kind: EditKind
    before: str
    after: str
    reason: str
    evidence: tuple[Evidence, ...] = ()
    start: int = 0
    """Span of `before` in the text the edit was applied to (the answer with the earlier edits applied), so that
    replaying the edits in order over `answer` gives `final_answer` exactly."""
    end: int = 0


class ClaimResult(Frozen):
    """A claim with its findings and combined verdict."""

    claim: Claim
    verdict: Verdict
    risk: Risk
    findings: tuple[Finding, ...] = ()
    hedged: bool = False
    disclosed: bool = False
    """Left as written and marked [unconfirmed] after its sentence: nothing confirmed it, nothing spoke against it."""
    removed: bool = False
    corrected: bool = False
    """The claim's text was replaced by a correction that was itself verified (the verdict stays the claim's own)."""
    rechecked: Verdict | None = None
    """The verdict the corrected text got when it was checked again; only SUPPORTED lets a correction count as
    supported in the answer status (set together with `corrected`)."""
