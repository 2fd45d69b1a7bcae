"""Disclosure from the web: `options.hedging` in the API (bad values are a readable 422), the strict-hedging switch
under "How hard to check", and a disclosed claim shown wherever edits and claims are shown, never as a fix."""

from __future__ import annotations

import httpx
import pytest
from nicegui.testing import User
from page_kit import finished, latest_run_id, one, runs, texts, until

from engine import Config, EditKind
from engine.types import Edit
from webapp.options import RunOptions, build_config
from webapp.present import EDIT_CHIP, EDIT_FLAGS, EDIT_LOOK, hedge_insertions

pytestmark = pytest.mark.asyncio(loop_scope="module")

SOURCE = "The library on the second floor holds 4,000 books. The reading room opens at 9:00 on weekdays."
ANSWER = "Volunteers repaint the shelves every spring."
"""Nothing in the source confirms or contradicts it."""


async def _run(api: httpx.AsyncClient, options: dict[str, object]) -> dict[str, object]:
    body = {"answer": ANSWER, "sources": [SOURCE], "options": {"mode": "offline", "verifier": False, **options}}
    response = await api.post("/api/verify", json=body)
    assert response.status_code == 202, response.text
    run_id = str(response.json()["run_id"])
    await until(lambda: (r := runs().snapshot(run_id)) is not None and r.status is not None, timeout_s=30)
    return (await api.get(f"/api/runs/{run_id}")).json()


async def test_the_option_reaches_the_config() -> None:
    assert build_config(Config(), RunOptions()).hedging == "disclose"
    assert build_config(Config(), RunOptions(hedging="strict")).hedging == "strict"
    assert build_config(Config(hedging="strict"), RunOptions()).hedging == "strict"  # unset keeps the operator's


async def test_api_discloses_by_default_and_hedges_when_strict(api: httpx.AsyncClient) -> None:
    disclosed = await _run(api, {})
    assert disclosed["final_answer"] == f"{ANSWER} [unconfirmed]" and disclosed["status"] == "CAUTION"
    assert [e["kind"] for e in disclosed["edits"]] == ["disclose"]  # type: ignore[index]
    assert disclosed["claims"][0]["disclosed"] is True  # type: ignore[index]
    strict = await _run(api, {"hedging": "strict"})
    assert strict["final_answer"] == "Volunteers repaint the shelves every spring (not confirmed by the sources)."
    assert [e["kind"] for e in strict["edits"]] == ["hedge"]  # type: ignore[index]


async def test_api_refuses_an_unknown_hedging_policy_readably(api: httpx.AsyncClient) -> None:
    body = {"answer": ANSWER, "sources": [SOURCE], "options": {"hedging": "loud"}}
    response = await api.post("/api/verify", json=body)
    assert response.status_code == 422
    assert "hedging" in response.text and "disclose" in response.text and "strict" in response.text


async def test_page_discloses_by_default_and_the_switch_makes_it_strict(page: User) -> None:
    for strict, expected in ((False, f"{ANSWER} [unconfirmed]"), (True, "(not confirmed by the sources)")):
        await page.open("/")
        page.find(marker="answer").type(ANSWER)
        page.find(marker="add-source").click()
        page.find(marker="source-text-0").type(SOURCE)
        page.find(marker="mode").elements.pop().value = "offline"
        switch = one(page, "strict-hedging")
        assert switch.value is False, "disclosure is the default"
        switch.value = strict
        page.find(marker="check").click()
        await finished(page)
        report = runs().snapshot(latest_run_id())
        assert report is not None and expected in report.final_answer
        edits = texts(one(page, "edits"))
        assert ("Hedged" if strict else "Marked unconfirmed") in edits


async def test_every_edit_kind_and_flag_has_a_look_and_marks_are_not_fixes() -> None:
    assert set(EDIT_LOOK) == {kind.value for kind in EditKind}
    assert set(EDIT_FLAGS) == set(EDIT_CHIP)
    assert EDIT_CHIP["disclosed"].css == "v-hedged"  # amber like a hedge, never the colour of a fix
    mark = Edit(claim_id="c1", kind=EditKind.DISCLOSE, before=ANSWER, after=f"{ANSWER} [unconfirmed]", reason="r")
    assert hedge_insertions((mark,)) == frozenset({"[unconfirmed]"})
