"""Links: what fetching each URL of a claim gave (engine/detectors/links.py fetches them once per run and puts
(url, FetchResult) pairs in the case's facts under "fetched")."""

from __future__ import annotations

from collections.abc import Sequence

from ..detectors.links import find_urls, only_links, why
from ..netfetch import FetchResult
from ..types import Computed, Verdict
from .model import Case, Example, Firing, Rule

_URL = "https://docs.example.org/guide"


def _fetched(case: Case) -> list[FetchResult]:
    return [result for _, result in case.facts.get("fetched", ())]


def _online(case: Case) -> bool:
    return not case.facts.get("offline", False)


def _offline(case: Case) -> Sequence[Firing]:
    return [Firing({})] if case.facts.get("offline", False) and find_urls(case.claim) else []


def _dead(case: Case) -> Sequence[Firing]:
    return [
        Firing({"why": why(r), "url": r.url}, (Computed.of(r.computation),))
        for r in _fetched(case)
        if r.outcome == "dead"
    ]


def _unchecked(case: Case) -> Sequence[Firing]:
    fetched = _fetched(case)
    if any(r.outcome == "dead" for r in fetched):
        return []
    return [
        Firing({"url": r.url, "why": r.reason}, error=r.outcome in ("timeout", "error"))
        for r in fetched
        if r.outcome != "ok"
    ]


def _live(case: Case) -> Sequence[Firing]:
    fetched = case.facts.get("fetched", ())
    if not fetched or any(r.outcome != "ok" for _, r in fetched) or not only_links(case.claim, [u for u, _ in fetched]):
        return []
    return [Firing({"computation": r.computation}, (Computed.of(r.computation),)) for _, r in fetched]


def _got(outcome: str, status: int | None = None, reason: str = "") -> dict[str, object]:
    result = FetchResult(_URL, outcome, reason or outcome, status=status)  # type: ignore[arg-type]
    return {"fetched": ((_URL, result),)}


RULES = (
    Rule(
        id="link.offline",
        family="links",
        verdict=Verdict.UNVERIFIABLE,
        message="offline: links were not checked",
        examples=(
            Example(f"The guide is at {_URL}.", "", True, {"offline": True}),
            Example(f"The guide is at {_URL}.", "", False, _got("ok", 200)),
        ),
        fires=_offline,
    ),
    Rule(
        id="link.dead",
        family="links",
        verdict=Verdict.CONTRADICTED,
        message="link is dead: {why} ({url})",
        examples=(
            Example(f"The guide is at {_URL}.", "", True, _got("dead", 404)),
            Example(f"The guide is at {_URL}.", "", False, _got("ok", 200)),
            Example(f"The guide is at {_URL}.", "", True, _got("dead", None, "no such host")),
        ),
        fires=_dead,
        applies=_online,
    ),
    Rule(
        id="link.unchecked",
        family="links",
        verdict=Verdict.UNVERIFIABLE,
        message="could not check {url}: {why}",
        examples=(
            Example(f"The guide is at {_URL}.", "", True, _got("timeout", None, "no answer in 5 s")),
            Example(f"The guide is at {_URL}.", "", True, _got("blocked", None, "a private address")),
            Example(f"The guide is at {_URL}.", "", False, _got("ok", 200)),
        ),
        fires=_unchecked,
        applies=_online,
    ),
    Rule(
        id="link.live",
        family="links",
        verdict=Verdict.SUPPORTED,
        message="link is live: {computation}",
        examples=(
            Example(f"Docs: {_URL}", "", True, _got("ok", 200)),
            Example(f"The guide at {_URL} explains every option in detail.", "", False, _got("ok", 200)),
            Example(f"Docs: {_URL}", "", False, _got("dead", 404)),
        ),
        fires=_live,
        applies=_online,
    ),
)
