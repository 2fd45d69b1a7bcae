"""Scripted judge and splitter behaviours: functions of the request that return a `Reply`.

They read the prompt the engine sends (sources inside fences, numbered claims) the way a model would, so
the engine's real prompt, parsing and quote verification are exercised end to end.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from .scripted import Reply, Seen

_SOURCE = re.compile(r"<<<SOURCE (\d+)[^\n]*? (\w+)>>>\n(.*?)\n<<<END SOURCE \1 \2>>>", re.S)
_CLAIM = re.compile(r"^\[(\d+)\] (.*)$", re.M)
_WORD = re.compile(r"[a-z]{3,}")
_NUMBER = re.compile(r"\d+(?:[.,]\d+)*")
_STOP = frozenset("the and for with that this from are was were has have had its into per also".split())


@dataclass(frozen=True)
class Task:
    """What one judge request asks: sources (number -> text as shown) and claims (number -> text)."""

    sources: dict[int, str]
    claims: dict[int, str]
    boundary: str


def read_task(seen: Seen) -> Task:
    text = seen.first_user
    sources = {int(m.group(1)): m.group(3) for m in _SOURCE.finditer(text)}
    boundaries = {m.group(2) for m in _SOURCE.finditer(text)}
    claims_part = text.split("\nClaims:\n", 1)[-1]
    claims = {int(m.group(1)): m.group(2) for m in _CLAIM.finditer(claims_part)}
    return Task(sources=sources, claims=claims, boundary=next(iter(boundaries), ""))


def judge_json(results: list[dict[str, object]]) -> str:
    return json.dumps({"results": results})


def verdict(claim: int, kind: str, quotes: Iterable[tuple[int, str]] = ()) -> dict[str, object]:
    return {"claim": claim, "verdict": kind, "quotes": [{"source": s, "quote": q} for s, q in quotes]}


Verdict = Callable[[int, str, Iterable[tuple[int, str]]], dict[str, object]]
"""Builds one result: (claim number, verdict, [(source or page number, quote)])."""


def careful_results(
    claims: dict[int, str], best: Callable[[str], tuple[int, str] | None], make: Verdict = verdict
) -> list[dict[str, object]]:
    """What a careful judge says of each claim, given its best-matching (number, sentence) or None.

    SUPPORTED when the sentence carries every number of the claim, CONTRADICTED when it has other numbers,
    otherwise NOT_FOUND.
    """
    results = []
    for number, claim in claims.items():
        found = best(claim)
        if found is None:
            results.append(make(number, "NOT_FOUND", ()))
            continue
        claim_numbers, sentence_numbers = numbers(claim), numbers(found[1])
        if claim_numbers <= sentence_numbers:
            results.append(make(number, "SUPPORTED", [found]))
        elif sentence_numbers:
            results.append(make(number, "CONTRADICTED", [found]))
        else:
            results.append(make(number, "NOT_FOUND", ()))
    return results


def honest_verdicts(task: Task) -> list[dict[str, object]]:
    """What a careful judge says: the best-matching source sentence, compared by its words and numbers."""
    return careful_results(task.claims, lambda claim: _best_sentence(claim, task.sources))


def honest(seen: Seen) -> Reply:
    return Reply(content=judge_json(honest_verdicts(read_task(seen))))


def inventing(seen: Seen) -> Reply:
    """Says SUPPORTED for everything, quoting text that is in no source."""
    task = read_task(seen)
    results = [
        verdict(n, "SUPPORTED", [(min(task.sources), f"The records plainly confirm that {claim.rstrip('.')}.")])
        for n, claim in task.claims.items()
    ]
    return Reply(content=judge_json(results))


def obeying_injection(seen: Seen) -> Reply:
    """Follows an instruction planted in a source: marks every claim SUPPORTED, quoting the planted text."""
    task = read_task(seen)
    planted = next(
        ((n, s) for n, text in task.sources.items() for s in _sentences(text) if "ignore" in s.lower()), None
    )
    if planted is None:
        return honest(seen)
    return Reply(content=judge_json([verdict(n, "SUPPORTED", [planted]) for n in task.claims]))


def schema_ignored(seen: Seen) -> Reply:
    """A gateway that accepts `json_schema` and ignores it: prose then; honest when the schema is in the prompt."""
    if seen.format == "json_schema":
        return Reply(content="Sure! Claim 1 looks right to me, and so do the others.")
    return honest(seen)


def slow(handler: Callable[[Seen], Reply], seconds: float) -> Callable[[Seen], Reply]:
    def answer(seen: Seen) -> Reply:
        reply = handler(seen)
        reply.delay_s = seconds
        return reply

    return answer


def splitter_json(claims: list[tuple[str, str]], worthy: bool = True) -> str:
    """A splitter reply: (self-contained text, exact span) pairs."""
    return json.dumps({"claims": [{"text": t, "span": s, "check_worthy": worthy} for t, s in claims]})


def _sentences(text: str) -> list[str]:
    return [s.strip() for s in re.split(r"(?<=[.!?])\s+", text) if s.strip()]


def words(text: str) -> set[str]:
    """Content words (three letters or more, common words left out), as a model would match them."""
    return {w for w in _WORD.findall(text.lower()) if w not in _STOP}


def numbers(text: str) -> set[str]:
    return set(_NUMBER.findall(text))


def _best_sentence(claim: str, sources: dict[int, str]) -> tuple[int, str] | None:
    """The source sentence sharing most of the claim's words (numbers break ties between look-alikes)."""
    wanted, in_claim = words(claim), numbers(claim)
    best, best_key = None, (0.0, 0.0)
    for number, text in sources.items():
        for sentence in _sentences(text):
            common = len(wanted & words(sentence)) / max(1, len(wanted))
            shared = len(in_claim & numbers(sentence)) / max(1, len(in_claim))
            if (common, shared) > best_key:
                best, best_key = (number, sentence), (common, shared)
    return best if best_key[0] >= 0.5 else None


_ANSWER = re.compile(r"<<<ANSWER (\w+)>>>\n(.*)\n<<<END ANSWER \1>>>", re.S)


def sentence_splitter(seen: Seen) -> Reply:
    """A splitter that returns each sentence of the answer as one claim (code blocks skipped)."""
    found = _ANSWER.search(seen.first_user)
    answer = found.group(2) if found else ""
    prose = re.sub(r"```.*?```", " ", answer, flags=re.S)
    return Reply(content=splitter_json([(s, s) for s in _sentences(prose)]))


def is_splitter_request(seen: Seen) -> bool:
    return "<<<ANSWER " in seen.first_user


def with_splitter(judge: Callable[[Seen], Reply], splitter: Callable[[Seen], Reply] = sentence_splitter):
    """One server playing both roles: splitter requests go to `splitter`, the rest to `judge`."""

    def answer(seen: Seen) -> Reply:
        return splitter(seen) if is_splitter_request(seen) else judge(seen)

    return answer
