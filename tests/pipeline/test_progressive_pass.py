"""A progressive run announces each claim's first-pass verdict in answer order as soon as its chunk is checked, so a
streaming consumer can release the first sentences before the last ones are checked; the verdicts and the report
are the same as in an ordinary run."""

from __future__ import annotations

from engine import Config, averify
from engine.pipeline import _growing_chunks
from engine.types import Claim

FACTS = [f"Site {i} opened in {1990 + i} with {40 + 3 * i} staff." for i in range(9)]
ANSWER = " ".join(FACTS)
SOURCE = " ".join(FACTS)


def _claim(i: int) -> Claim:
    return Claim(id=f"c{i}", text=f"Claim {i}.", start=10 * i, end=10 * i + 8)


def test_chunks_grow_and_keep_answer_order():
    claims = [_claim(i) for i in reversed(range(9))]
    chunks = _growing_chunks(claims)
    assert [len(c) for c in chunks] == [1, 2, 4, 2]
    assert [c.id for chunk in chunks for c in chunk] == [f"c{i}" for i in range(9)]


async def _events(progressive: bool) -> tuple[list[tuple[str, object]], object]:
    seen: list[tuple[str, object]] = []
    report = await averify(
        ANSWER, [SOURCE], config=Config(offline=True), listeners=[lambda e: seen.append((e.type, e))],
        progressive=progressive,
    )  # fmt: skip
    return seen, report


async def test_first_verdict_arrives_before_the_last_chunk_is_checked():
    seen, report = await _events(progressive=True)
    kinds = [kind for kind, _ in seen]
    first_checked = kinds.index("claim_checked")
    passes_started = [i for i, kind in enumerate(kinds) if kind == "pass_started"]
    assert len(passes_started) >= 3  # 9 claims → chunks of 1, 2, 4, 2
    assert first_checked < passes_started[-1]  # announced while later chunks were still to be checked
    # The first pass announces each claim once; the repair loop may announce a claim again after editing it.
    checked_ids = list(dict.fromkeys(e.result.claim.id for kind, e in seen if kind == "claim_checked"))
    assert len(checked_ids) == len(report.claims)
    first_pass_end = next((i for i, (kind, _) in enumerate(seen) if kind == "edit_applied"), len(seen))
    first_pass = [e.result.claim.id for kind, e in seen[:first_pass_end] if kind == "claim_checked"]
    assert sorted(first_pass) == sorted(checked_ids)  # nothing announced twice before the repairs start
    starts = {c.claim.id: c.claim.start for c in report.claims}
    assert [starts[i] for i in checked_ids] == sorted(starts[i] for i in checked_ids)  # in answer order


async def test_progressive_and_plain_runs_reach_the_same_verdicts():
    _, plain = await _events(progressive=False)
    _, progressive = await _events(progressive=True)
    assert [(c.claim.text, c.verdict) for c in plain.claims] == [(c.claim.text, c.verdict) for c in progressive.claims]
    assert plain.status == progressive.status
    assert plain.final_answer == progressive.final_answer
