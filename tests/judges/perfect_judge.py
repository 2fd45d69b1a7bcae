"""A scripted judge that answers from the gold labels of the paraphrase set, and a hostile one that quotes beside
the point: both read the engine's real judge prompt on the scripted servers (real `openai` / `anthropic` SDKs).

The gold file (benchmarks/paraphrase/answers.jsonl) was written blind: each item has its answer, sources and gold
claims (exact substrings of the answer, each labelled supported / contradicted / unsupported with an exact source
quote). The engine splits answers its own way, so each engine claim is placed in the answer by its text and mapped
to the gold claims its span overlaps; the judge then says what the gold says of those:

- any overlapping gold claim contradicted → CONTRADICTED with that claim's gold quote;
- any unsupported, or no overlap at all (a corrected sentence that is no longer in the answer) → NOT_FOUND;
- otherwise SUPPORTED, with the gold quotes of every overlapping claim.

A corrected claim's new text is not in the gold, so the perfect judge abstains on it (NOT_FOUND) rather than guess:
it is perfect on what the gold covers and silent on the rest.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from servers.judges import Task, judge_json, read_task, verdict, with_splitter
from servers.scripted import Reply, Seen

GOLD_FILE = Path(__file__).resolve().parents[2] / "benchmarks" / "paraphrase" / "answers.jsonl"
PERFECT_ITEMS = 40
"""Items pp-001 … pp-040 are the heavily paraphrased part meant for this test; 41-160 are held out."""


@dataclass(frozen=True)
class GoldClaim:
    start: int
    end: int
    label: str
    quote: str | None
    source: int | None


@dataclass(frozen=True)
class GoldItem:
    id: str
    answer: str
    sources: tuple[str, ...]
    label: str
    wrong: str | None
    claims: tuple[GoldClaim, ...]
    question: str | None

    @property
    def planted(self) -> bool:
        return self.label == "planted"


def load_items(first: int | None = None, *, skip: int = 0, path: Path | None = None) -> list[GoldItem]:
    """The items of the paraphrase set, or of another answer set written the same way (`path`: blind2 … blind5)."""
    lines = (path or GOLD_FILE).read_text(encoding="utf-8").splitlines()
    rows = [json.loads(line) for line in lines if line.strip()][skip:]
    return [_item(row) for row in rows[:first]]


def _item(row: dict) -> GoldItem:
    answer = row["answer"]
    claims = []
    for claim in row["claims"]:
        start = answer.index(claim["text"])
        claims.append(
            GoldClaim(start, start + len(claim["text"]), claim["label"], claim.get("quote"), claim.get("source"))
        )
    error = row.get("error") or {}
    return GoldItem(
        id=row["id"], answer=answer, sources=tuple(row["sources"]), label=row["label"], wrong=error.get("wrong"),
        claims=tuple(claims), question=row.get("question"),
    )  # fmt: skip


def _one_line(text: str) -> str:
    return " ".join(text.split())


def item_for(task: Task, items: Sequence[GoldItem]) -> GoldItem | None:
    """The gold item whose sources the request shows (sources are shown whole when they fit, as here)."""
    shown = {_one_line(text) for text in task.sources.values()}
    return next((item for item in items if {_one_line(s) for s in item.sources} <= shown), None)


def span_in(answer: str, claim_text: str) -> tuple[int, int] | None:
    """Where the claim's text stands in the answer (whitespace-insensitive), or None (a corrected sentence)."""
    words = [re.escape(word) for word in claim_text.split()]
    found = re.search(r"\s+".join(words), answer) if words else None
    return (found.start(), found.end()) if found else None


def overlapping(item: GoldItem, span: tuple[int, int]) -> list[GoldClaim]:
    """Gold claims sharing characters with the span, most overlap first."""
    start, end = span
    scored = [(min(end, g.end) - max(start, g.start), g) for g in item.claims]
    return [g for overlap, g in sorted(scored, key=lambda pair: -pair[0]) if overlap > 0]


def gold_verdict(item: GoldItem, claim_text: str) -> tuple[str, list[tuple[int, str]]]:
    """(verdict, [(source number from 1, quote)]) the gold gives for an engine claim."""
    span = span_in(item.answer, claim_text)
    golds = overlapping(item, span) if span else []
    if not golds:
        return "NOT_FOUND", []
    against = [g for g in golds if g.label == "contradicted" and g.quote]
    if against:
        return "CONTRADICTED", [(against[0].source + 1, against[0].quote)]
    if any(g.label != "supported" or not g.quote for g in golds):
        return "NOT_FOUND", []
    quotes = [(g.source + 1, g.quote) for g in golds]
    return "SUPPORTED", [*quotes, *details(item, claim_text, quotes)][:5]


_DETAIL = re.compile(r"\b(?:\d[\d,.]*|[A-Z][a-z]{2,})\b")


def details(item: GoldItem, claim_text: str, quotes: list[tuple[int, str]]) -> list[tuple[int, str]]:
    """Source sentences giving the claim's figures and names that the gold quotes lack, as the judge's prompt asks
    ("when the claim's figures, dates or names stand in another sentence, that sentence too"). The gold quotes the
    central part of a claim only, and says a restated detail may sit elsewhere in the same source."""
    quoted = " ".join(text for _, text in quotes)
    extra: list[tuple[int, str]] = []
    for token in dict.fromkeys(_DETAIL.findall(claim_text[1:])):
        if re.search(rf"\b{re.escape(token)}\b", quoted):
            continue
        for number, source in enumerate(item.sources, 1):
            found = next((s for s in _sentences(source) if re.search(rf"\b{re.escape(token)}\b", s)), None)
            if found and (number, found) not in quotes + extra:
                extra.append((number, found))
                quoted += " " + found
                break
    return extra


def _sentences(text: str) -> list[str]:
    return [s.strip() for s in re.split(r"(?<=[.!?])\s+", text) if len(s.strip()) >= 20]


_ANSWER = re.compile(r"<<<ANSWER (\w+)>>>\n(.*)\n<<<END ANSWER \1>>>", re.S)


def gold_splitter(items: Sequence[GoldItem]) -> Callable[[Seen], Reply]:
    """A splitter that returns each sentence of the answer as one claim, and marks the sentences the gold leaves
    out as filler ("Hope this helps!") not check-worthy, as a model splitter does."""

    def answer(seen: Seen) -> Reply:
        found = _ANSWER.search(seen.first_user)
        text = found.group(2) if found else ""
        item = next((i for i in items if i.answer == text), None)
        claims = []
        for sentence in (s.strip() for s in re.split(r"(?<=[.!?])\s+", text) if s.strip()):
            span = span_in(text, sentence)
            worthy = item is None or span is None or bool(overlapping(item, span))
            claims.append({"text": sentence, "span": sentence, "check_worthy": worthy})
        return Reply(content=json.dumps({"claims": claims}))

    return answer


def perfect(items: Sequence[GoldItem]) -> Callable[[Seen], Reply]:
    """The judge that answers every claim as the gold does."""

    def answer(seen: Seen) -> Reply:
        task = read_task(seen)
        item = item_for(task, items)
        results = []
        for number, text in task.claims.items():
            kind, quotes = gold_verdict(item, text) if item else ("NOT_FOUND", [])
            results.append(verdict(number, kind, quotes))
        return Reply(content=judge_json(results))

    return with_splitter(answer, gold_splitter(items))


def irrelevant_quote(item: GoldItem, claim_text: str, *, nearest: bool = False) -> tuple[int, str] | None:
    """A real sentence of the sources that is about something else: a sentence holding none of the claim's gold
    quotes, the one sharing the fewest words with the claim, or with `nearest` the most (a near miss: the same
    subject, another fact)."""
    span = span_in(item.answer, claim_text)
    golds = overlapping(item, span) if span else []
    quoted = [g.quote for g in golds if g.quote]
    claim_words = set(re.findall(r"\w+", claim_text.lower()))
    best: tuple[int, tuple[int, str]] | None = None
    for number, source in enumerate(item.sources, 1):
        for sentence in _sentences(source):
            if any(q in sentence or sentence in q for q in quoted):
                continue
            shared = len(claim_words & set(re.findall(r"\w+", sentence.lower())))
            score = -shared if nearest else shared
            if best is None or score < best[0]:
                best = (score, (number, sentence))
    return best[1] if best else None


def hostile_irrelevant(items: Sequence[GoldItem], *, nearest: bool = False) -> Callable[[Seen], Reply]:
    """The judge that says SUPPORTED of every claim, quoting a real source sentence about something else."""

    def answer(seen: Seen) -> Reply:
        task = read_task(seen)
        item = item_for(task, items)
        results = []
        for number, text in task.claims.items():
            quote = irrelevant_quote(item, text, nearest=nearest) if item else None
            results.append(verdict(number, "SUPPORTED", [quote]) if quote else verdict(number, "NOT_FOUND", []))
        return Reply(content=judge_json(results))

    return with_splitter(answer, gold_splitter(items))
