"""The whole no-model detector set on a 1,000-word answer whose every link hangs: it finishes, links UNVERIFIABLE."""

from __future__ import annotations

import asyncio

from link_server import serve_hanging
from planted_kit import offline_detectors

from engine.detectors.links import find_urls
from engine.types import Verdict

PARAGRAPH = (
    "Acme Robotics raised $12 million in March 2022 and sold 3,400 robots in 2023. The average of 4, 8 and 15 is 9. "
    "The launch was on Thursday, 4 July 2024. Use `json.loads` to parse the reply and re.findall() to scan it. "
    "Lena Ortiz founded the company in Austin with Samuel Kim. Prices rose from $80 to $100, a 25% increase. "
)
SOURCE = "Acme Robotics was founded in 2018 by Lena Ortiz and Samuel Kim in Austin. It raised $12 million."
NAMES = ("grounding", "arithmetic", "dates", "links", "python_api", "names", "policy")


def thousand_words(base: str) -> str:
    parts, words, n = [], 0, 0
    while words < 1000:
        parts.append(PARAGRAPH + f"The details are at {base}/report/{n} for reference.")
        words = sum(len(p.split()) for p in parts)
        n += 1
    return "\n\n".join(parts)


async def test_every_link_hanging_still_ends_in_time_with_links_unverifiable(make_ctx) -> None:
    with serve_hanging() as base:
        answer = thousand_words(base)
        assert len(answer.split()) >= 1000
        ctx = make_ctx(answer, [SOURCE], allow_private_links=True, budget_s=1.0, policy_packs=("outreach",))
        detectors = [d for d in offline_detectors() if d.applies(ctx)]
        assert {d.name for d in detectors} == set(NAMES)
        claims = [c for c in ctx.claims if c.check_worthy or c.kind == "code"]
        async with asyncio.timeout(30):  # a guard for a broken build, far beyond the 1 s budget
            results = await asyncio.gather(*(d.check(claims, ctx) for d in detectors))
    link_findings = [f for findings in results for f in findings if f.detector == "links"]
    with_links = [c for c in claims if find_urls(c.text)]
    assert len(with_links) >= 10
    assert {f.claim_id for f in link_findings} == {c.id for c in with_links}
    assert all(f.verdict is Verdict.UNVERIFIABLE and f.error for f in link_findings)
