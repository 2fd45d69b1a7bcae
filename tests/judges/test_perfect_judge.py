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
    # Every target met: all 20 faithful answers VERIFIED, agreement at least 95 %. The last two held back were a
    # claim whose only anchor was a substance's formula ("CO2", read as a name the quote must carry, where the source
    # says "carbon dioxide"), and a four-fact sentence whose denial stood in a fourth gold quote when the judge was
    # asked for one to three (it now gives one to five, a quote for each fact).
    assert scores.faithful_verified == scores.faithful
    assert scores.agreement >= 0.95
