"""A judge that answers every claim as the blind gold does (items pp-001 … pp-040 of the paraphrase set), through
the real `openai` and `anthropic` SDKs on 127.0.0.1: with it, the engine must not stand in the way of the truth.

Targets: every faithful answer VERIFIED, every planted error corrected, removed or flagged, per-claim agreement of
at least 95 %. The figures are printed (`-s`) whether or not they are met.
"""

from __future__ import annotations

import pytest
from perfect_judge import PERFECT_ITEMS, load_items, perfect
from suite import score_items

ITEMS = load_items(PERFECT_ITEMS)


@pytest.mark.parametrize("provider", ["openai", "anthropic"])
async def test_a_perfect_judge_gets_faithful_answers_verified_and_planted_errors_caught(request, provider):
    server = request.getfixturevalue("oai" if provider == "openai" else "anth")
    scores = await score_items(ITEMS, server, provider, perfect(ITEMS))
    print("\n".join(scores.lines(f"perfect judge ({provider})")))
    assert scores.faithful == 20 and scores.planted == 20
    # Met: every planted error corrected, removed or flagged (VERIFIED only once it is out of the final answer).
    assert scores.planted_handled == scores.planted
    # Agreement target met (96.4 %, 135 of 140 claims); 18 of 20 faithful answers VERIFIED (target 20), pinned at what
    # was measured (16 before "CEO" and "Polish" were read as on record where the sources say "Chief executive" and
    # "Poland"; 17 before a claim saying what one "can" do was read as modal, like the source's "may"). What holds the
    # other two back is printed: a claim whose only anchor ("CO2") the quote leaves to its sentence ("Carbon dioxide
    # levels rose … until the crew built an adapter"), and a four-fact sentence whose denial is in a fourth gold quote
    # (the judge gives one to three).
    assert scores.faithful_verified >= 18
    assert scores.agreement >= 0.95
