"""Scripted model behaviours for the web and self-consistency prompts: functions of the request → `Reply`.

They read what the engine sends (pages and claims inside fences, a reference answer) the way a model
would, so the engine's real prompts, structured-output handling and quote checks run end to end.
"""

from __future__ import annotations

import itertools
import json
import re
import threading
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from servers.judges import careful_results, numbers, words
from servers.scripted import Reply, Seen

_PAGE = re.compile(r"<<<PAGE (\d+) (\w+)>>>\n(.*?)\n<<<END PAGE \1 \2>>>", re.S)
_CLAIMS = re.compile(r"<<<CLAIMS (\w+)>>>\n(.*?)\n<<<END CLAIMS \1>>>", re.S)
_ANSWER = re.compile(r"<<<ANSWER (\w+)>>>\n(.*?)\n<<<END ANSWER \1>>>", re.S)
_REFERENCE = re.compile(r"<<<REFERENCE (\w+)>>>\n(.*?)\n<<<END REFERENCE \1>>>", re.S)
_CLAIM = re.compile(r"^\[(\d+)\] (.*)$", re.M)

Handler = Callable[[Seen], Reply]


@dataclass(frozen=True)
class WebTask:
    pages: dict[int, list[str]]
    """Page number -> the passages shown (exact page text)."""
    claims: dict[int, str]
    boundary: str


def read_web_task(seen: Seen) -> WebTask:
    text = seen.first_user
    pages = {}
    for match in _PAGE.finditer(text):
        body = match.group(3).split("\n", 2)[-1].lstrip("\n")  # drop the Title and Address lines
        pages[int(match.group(1))] = body.split("\n[...]\n")
    claims_match = _CLAIMS.search(text)
    claims = {int(m.group(1)): m.group(2) for m in _CLAIM.finditer(claims_match.group(2))} if claims_match else {}
    return WebTask(pages=pages, claims=claims, boundary=claims_match.group(1) if claims_match else "")


def verdict(claim: int, kind: str, quotes: Iterable[tuple[int, str]] = ()) -> dict[str, object]:
    return {"claim": claim, "verdict": kind, "quotes": [{"page": p, "quote": q} for p, q in quotes]}


def honest_web(seen: Seen) -> Reply:
    """A careful judge: the best-matching page sentence, compared by its words and numbers."""
    task = read_web_task(seen)
    texts = {n: " ".join(p) for n, p in task.pages.items()}
    results = careful_results(task.claims, lambda claim: best_sentence(claim, texts), verdict)
    return Reply(content=json.dumps({"results": results}))


def inventing_web(seen: Seen) -> Reply:
    """Says SUPPORTED for everything, quoting text that is on no page."""
    task = read_web_task(seen)
    results = [
        verdict(n, "SUPPORTED", [(1, f"Every record plainly confirms that {claim.rstrip('.')}.")])
        for n, claim in task.claims.items()
    ]
    return Reply(content=json.dumps({"results": results}))


def obeying_injection(seen: Seen) -> Reply:
    """Follows an instruction planted on a page: every claim SUPPORTED, quoting the planted text."""
    task = read_web_task(seen)
    planted = next(
        ((n, s) for n, passages in task.pages.items() for s in sentences(" ".join(passages)) if "ignore" in s.lower()),
        None,
    )
    if planted is None:
        return honest_web(seen)
    return Reply(content=json.dumps({"results": [verdict(n, "SUPPORTED", [planted]) for n in task.claims]}))


def honest_agreement(seen: Seen) -> Reply:
    """Compares claims with the reference answer: same words and numbers → AGREES, other numbers → CONTRADICTS."""
    text = seen.first_user
    reference = _REFERENCE.search(text)
    claims_match = _CLAIMS.search(text)
    sample = reference.group(2) if reference else ""
    results = []
    for m in _CLAIM.finditer(claims_match.group(2) if claims_match else ""):
        number, claim = int(m.group(1)), m.group(2)
        best = best_sentence(claim, {1: sample})
        if best is None:
            results.append({"claim": number, "stance": "SILENT"})
            continue
        sentence = best[1]
        same = numbers(claim) <= numbers(sentence)
        results.append({"claim": number, "stance": "AGREES" if same else "CONTRADICTS", "quote": sentence})
    return Reply(content=json.dumps({"results": results}))


def resampler(answers: list[str]) -> Handler:
    """Answers the question with `answers` in turn (thread-safe: the server runs in its own thread)."""
    cycle = itertools.cycle(answers)
    lock = threading.Lock()

    def answer(seen: Seen) -> Reply:
        with lock:
            return Reply(content=next(cycle))

    return answer


def sentence_splitter(seen: Seen) -> Reply:
    """The claim splitter: one claim per sentence, each quoting its exact span."""
    match = _ANSWER.search(seen.first_user)
    parts = sentences(match.group(2)) if match else []
    claims = [{"text": part, "span": part, "check_worthy": True} for part in parts]
    return Reply(content=json.dumps({"claims": claims}))


def by_task(
    *, web: Handler | None = None, agreement: Handler | None = None, resample: Handler | None = None
) -> Handler:
    """Route each request to the behaviour for its prompt (web judge, agreement judge, resampler)."""

    def route(seen: Seen) -> Reply:
        text = seen.first_user
        if "<<<PAGE " in text and web is not None:
            return web(seen)
        if "<<<REFERENCE " in text and agreement is not None:
            return agreement(seen)
        if "<<<ANSWER " in text:
            return sentence_splitter(seen)
        if resample is not None and "<<<" not in text:
            return resample(seen)
        return Reply(status=404)

    return route


def sentences(text: str) -> list[str]:
    return [s.strip() for s in re.split(r"(?<=[.!?])\s+|\n+", text) if s.strip()]


def best_sentence(claim: str, texts: dict[int, str]) -> tuple[int, str] | None:
    wanted = words(claim)
    best, best_score = None, 0.0
    for number, text in texts.items():
        for sentence in sentences(text):
            score = len(wanted & words(sentence)) / max(1, len(wanted))
            if score > best_score:
                best, best_score = (number, sentence), score
    return best if best_score >= 0.5 else None
