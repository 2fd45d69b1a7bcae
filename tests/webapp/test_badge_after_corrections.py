"""The page's status says what the badge speaks of (the final answer, "Verified after 1 correction"), counts agree
with their nouns, and a hedge is shown as a hedge (amber, dotted), not as a correction."""

from __future__ import annotations

import pytest
from nicegui.testing import User
from page_kit import finished, latest_run_id, one, runs, texts

from engine import EditKind, Status
from webapp.present import hedge_insertions

pytestmark = pytest.mark.asyncio(loop_scope="module")

WRONG = "The indemnification cap is $5 million per incident."
SOURCE = "The indemnification cap is $2 million per incident."


async def check(page: User, answer: str, source: str, *, strict: bool = False) -> str:
    await page.open("/")
    page.find(marker="answer").type(answer)
    page.find(marker="add-source").click()
    page.find(marker="source-text-0").type(source)
    page.find(marker="mode").elements.pop().value = "offline"
    one(page, "strict-hedging").value = strict
    page.find(marker="check").click()
    return await finished(page)


async def test_a_corrected_answer_is_verified_after_one_correction(page: User) -> None:
    word = await check(page, WRONG, SOURCE)
    report = runs().snapshot(latest_run_id())
    assert report is not None and report.status is Status.VERIFIED
    assert word == "Verified"  # the badge keeps its one word; the line beside it says why it may be trusted
    after = one(page, "badge-after")
    assert after.visible and texts(after) == "Verified after 1 correction"
    assert texts(one(page, "why")).endswith("after 1 correction.")
    meta = texts(one(page, "progress-line"))
    assert "1 of 1 claim checked" in meta and "0 model calls" in meta
    inserted = [e for e in one(page, "final-diff").descendants() if e.tag == "ins"]
    assert [e.text for e in inserted] == ["$2"] and all("hedge" not in e.classes for e in inserted)


async def test_an_answer_with_nothing_corrected_says_nothing_about_corrections(page: User) -> None:
    assert await check(page, SOURCE, SOURCE) == "Verified"
    await page.should_not_see(marker="badge-after")


async def test_a_hedge_is_shown_as_a_hedge_not_as_a_correction(page: User) -> None:
    answer, source = "The library holds 4,000 books. The office opens at 9 a.m.", "The library holds 4,000 books."
    await check(page, answer, source, strict=True)
    report = runs().snapshot(latest_run_id())
    assert report is not None and [e.kind for e in report.edits] == [EditKind.HEDGE]
    assert report.final_answer.endswith("The office opens at 9 a.m. (not confirmed by the sources).")
    await page.should_not_see(marker="badge-after")
    inserted = [e for e in one(page, "final-diff").descendants() if e.tag == "ins"]
    hedges = [e for e in inserted if "hedge" in e.classes]
    # after "a.m." the sentence gets its period back, so the hedge adds it too
    assert [e.text for e in hedges] == ["(not confirmed by the sources)."]
    assert all("hedge" in e.classes for e in inserted if e.text.strip())  # nothing here looks like a correction
    listed = [e for e in one(page, "edits").descendants() if e.tag == "ins"]
    assert listed and all("hedge" in e.classes for e in listed if e.text.strip())
    assert "1 edit, each shown:" in texts(one(page, "edits"))


async def test_a_disclosure_is_shown_as_a_mark_not_as_a_correction(page: User) -> None:
    await check(page, "The library holds 4,000 books. The office opens at 9 a.m.", "The library holds 4,000 books.")
    report = runs().snapshot(latest_run_id())
    assert report is not None and [e.kind for e in report.edits] == [EditKind.DISCLOSE]
    assert report.final_answer.endswith("The office opens at 9 a.m. [unconfirmed]")
    inserted = [e for e in one(page, "final-diff").descendants() if e.tag == "ins"]
    assert [e.text for e in inserted if e.text.strip()] == ["[unconfirmed]"]
    assert all("hedge" in e.classes for e in inserted if e.text.strip())  # amber and dotted, never a fix's look
    assert "Marked unconfirmed" in texts(one(page, "edits")) and "Marked unconfirmed" in texts(one(page, "claims"))


async def test_hedge_insertions_are_the_words_hedge_edits_added() -> None:  # async: the module's mark is asyncio
    from engine import Edit

    edits = (
        Edit(claim_id="c1", kind=EditKind.HEDGE, before="It is 5.", after="It is 5 (unverified).", reason="r"),
        Edit(claim_id="c2", kind=EditKind.CORRECT, before="It is 5.", after="It is 2.", reason="r"),
    )
    assert hedge_insertions(edits) == frozenset({"(unverified)"})
