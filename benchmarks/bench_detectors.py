"""The no-model detectors on the planted-error fixtures, and their speed on a 1,000-word answer.

Prints, from one run on this machine:
- recall per category: planted errors (tests/fixtures/planted/*.jsonl and the policy cases in
  tests/detectors/data/) whose claim the detectors flag (CONTRADICTED, or UNVERIFIABLE with an objection for
  names). Dead links are `.invalid` hosts (dead without any network) plus 404/410 pages and a redirect to a 404
  on a real HTTP server this script starts on 127.0.0.1 (private links allowed for that server only);
- false alarms on the clean controls (any flag at all), including live links on the local server;
- the median and p90 time of the offline detector set (grounding, arithmetic, dates, python_api, names,
  policy; links excluded) on a 1,000-word answer, claim splitting not included.

Targets: recall >= 95% in every category, clean false alarms <= 5%, median time < 50 ms. Exits 1 on a miss.

    uv run python benchmarks/bench_detectors.py [--repeat 50] [--json] [--misses]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "detectors"))

from link_server import serve_links
from planted_kit import Case, load_cases, offline_detectors, run_all, score

from engine.config import Config
from engine.detectors import DetectorContext
from engine.evidence import SourceSet
from engine.splitter import split_claims
from engine.types import Source

RECALL_TARGET = 0.95
FALSE_ALARM_TARGET = 0.05
MEDIAN_MS_TARGET = 50.0
SOURCE = (
    "Acme Robotics was founded in 2018 by Lena Ortiz and Samuel Kim in Austin. It raised $12 million in March 2022 "
    "and sold 3,400 robots in 2023, up from 2,100 in 2022. The company employs 85 people."
)
PARAGRAPH = (
    "Acme Robotics was founded in 2018 by Lena Ortiz and Samuel Kim in Austin. It raised $12 million in March "
    "2022. Sales rose from 2,100 to 3,400 robots, a 62% increase. The average of 4, 8 and 15 is 9. The launch was "
    "on Thursday, 4 July 2024, and the pilot ran from 2019 to 2021. Born in 1990, the lead engineer was 30 in 2020. "
    "Use `json.loads` to parse the reply and re.findall() to scan it; a 10 km route is about 6.2 miles. "
    "The company employs 85 people, and a 12% bonus on $250 is $30. Lena Ortiz said the Austin team has 3 "
    "designers and 4 engineers, 7 people in all.\n\n"
)


def local_link_cases(base: str) -> list[Case]:
    """Dead and live links on the local server (the fixtures cannot hold its port)."""
    dead = [
        ("det-local-404", f"The full report is at {base}/status/404 for subscribers."),
        ("det-local-410", f"The old pricing page {base}/status/410 lists every plan."),
        ("det-local-redirect", f"The archive moved to {base}/redirect-to?url=/status/404 last year."),
    ]
    live = [("det-local-live", f"Docs: {base}/ok"), ("det-local-live-2", f"The guide is at {base}/page/guide.")]
    return [Case(i, "dead_link", text, planted=(_url(text),)) for i, text in dead] + [
        Case(i, "clean", text) for i, text in live
    ]


def _url(text: str) -> str:
    return next(word for word in text.split() if word.startswith("http")).rstrip(".")


def accuracy(show_misses: bool) -> dict[str, object]:
    with serve_links() as server:
        cases = load_cases() + local_link_cases(server.base)
        results = run_all(cases, allow_private_links=True)
    summary = score(results)
    scores, clean, alarms = summary.scores, summary.clean, summary.alarms
    if show_misses:
        for r in results:
            if (r.case.planted and not all(r.caught)) or r.false_alarms:
                print(f"  {r.case.id}: {r.case.answer[:90]!r} {r.false_alarms}")
    return {
        "categories": [
            {"category": s.category, "cases": s.cases, "errors": s.errors, "caught": s.caught, "recall": s.recall}
            for s in scores
        ],
        "clean_cases": clean,
        "clean_false_alarms": alarms,
        "clean_false_alarm_rate": alarms / clean if clean else 0.0,
        "clean_false_alarms_by_detector": summary.alarms_by_detector,
    }


def speed(repeat: int) -> dict[str, object]:
    answer = ""
    while len(answer.split()) < 1000:
        answer += PARAGRAPH
    claims = split_claims(answer)
    detectors = [d for d in offline_detectors() if d.name != "links"]
    config = Config(offline=True, policy_packs=("outreach",))
    times = []

    async def once() -> float:
        ctx = DetectorContext(
            answer=answer, claims=claims, sources=SourceSet([Source(id=0, text=SOURCE)]), question=None,
            config=config, alert=lambda message: None,
        )  # fmt: skip
        wanted = [c for c in claims if c.check_worthy or c.kind == "code"]
        start, cpu = time.perf_counter(), time.process_time()
        for detector in detectors:
            if detector.applies(ctx):
                await detector.check(wanted, ctx)
        cpu_times.append((time.process_time() - cpu) * 1000)
        return (time.perf_counter() - start) * 1000

    async def main() -> None:
        await once()  # first call pays one-time costs (module imports, rule compilation)
        times.clear()
        cpu_times.clear()
        for _ in range(repeat):
            times.append(await once())

    cpu_times: list[float] = []
    asyncio.run(main())
    times.sort()
    return {
        "words": len(answer.split()),
        "claims": len(claims),
        "detectors": [d.name for d in detectors],
        "median_ms": statistics.median(times),
        "p90_ms": times[int(0.9 * (len(times) - 1))],
        "median_cpu_ms": statistics.median(cpu_times),
        "load_average": os.getloadavg()[0],
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--repeat", type=int, default=50, help="timed runs of the 1,000-word answer (default 50)")
    parser.add_argument("--json", action="store_true", help="print one JSON object instead of the table")
    parser.add_argument("--misses", action="store_true", help="list missed planted errors and false alarms")
    args = parser.parse_args(argv)
    figures = {"accuracy": accuracy(args.misses and not args.json), "speed": speed(args.repeat)}
    ok = _meets_targets(figures)
    if args.json:
        print(json.dumps({**figures, "targets_met": ok}, indent=2))
    else:
        _print(figures, ok)
    return 0 if ok else 1


def _meets_targets(figures: dict[str, dict[str, object]]) -> bool:
    acc, spd = figures["accuracy"], figures["speed"]
    recall_ok = all(c["recall"] >= RECALL_TARGET for c in acc["categories"])  # type: ignore[attr-defined]
    alarms_ok = acc["clean_false_alarm_rate"] <= FALSE_ALARM_TARGET
    return bool(recall_ok and alarms_ok and spd["median_ms"] < MEDIAN_MS_TARGET)


def _print(figures: dict[str, dict[str, object]], ok: bool) -> None:
    acc, spd = figures["accuracy"], figures["speed"]
    print("No-model detectors on planted errors (target: recall >= 95% per category)")
    print(f"{'category':<12} {'cases':>5} {'errors':>6} {'caught':>6} {'recall':>7}")
    for c in acc["categories"]:  # type: ignore[attr-defined]
        print(f"{c['category']:<12} {c['cases']:>5} {c['errors']:>6} {c['caught']:>6} {c['recall']:>7.1%}")
    rate = acc["clean_false_alarm_rate"]
    print(f"clean controls: {acc['clean_cases']}, false alarms: {acc['clean_false_alarms']} ({rate:.1%}; target <= 5%)")
    by_detector = ", ".join(f"{k} {v}" for k, v in sorted(acc["clean_false_alarms_by_detector"].items()))  # type: ignore[attr-defined]
    print(f"  false alarms by detector: {by_detector or 'none'}")
    print(
        f"offline detector time, {spd['words']}-word answer ({spd['claims']} claims, links excluded): "
        f"median {spd['median_ms']:.1f} ms, p90 {spd['p90_ms']:.1f} ms (target: median < 50 ms); "
        f"CPU median {spd['median_cpu_ms']:.1f} ms; machine load average {spd['load_average']:.1f}"
    )
    print("targets met" if ok else "TARGET MISSED")


if __name__ == "__main__":
    sys.exit(main())
