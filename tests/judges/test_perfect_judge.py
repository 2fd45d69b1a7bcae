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
    assert scores.faithful_verified == scores.faithful
    assert scores.planted_handled == scores.planted and scores.planted_verified == 0
    assert scores.agreement >= 0.95
