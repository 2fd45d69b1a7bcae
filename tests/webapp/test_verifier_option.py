"""The embedded verifier from the web: `options.verifier` in the API, the switch under "How hard to check" on the
page, and the page naming it "embedded verifier" where it says which checks read a claim."""

from __future__ import annotations

import httpx
import pytest
from nicegui.testing import User
from page_kit import finished, latest_run_id, one, runs, texts, until

from engine import Config
from engine.types import ClaimResult
from webapp.options import RunOptions, build_config
from webapp.present import detectors_of

pytestmark = pytest.mark.asyncio(loop_scope="module")

SOURCE = "The library on the second floor holds 4,000 books. The reading room opens at 9:00 on weekdays."
ANSWER = "Readers can use the reading room from nine each weekday morning."
"""A paraphrase no word-for-word check settles, so the verifier reads it (it skips what code already decided)."""


def _detectors(run_id: str) -> set[str]:
    report = runs().snapshot(run_id)
    assert report is not None and report.status is not None
    return {f.detector for c in report.claims for f in c.findings}


async def _run(api: httpx.AsyncClient, options: dict[str, object]) -> str:
    body = {"answer": ANSWER, "sources": [SOURCE], "options": {"mode": "offline", **options}}
    response = await api.post("/api/verify", json=body)
    assert response.status_code == 202, response.text
    run_id = str(response.json()["run_id"])
    await until(lambda: (r := runs().snapshot(run_id)) is not None and r.status is not None, timeout_s=30)
    return run_id


async def test_the_option_reaches_the_config() -> None:
    assert build_config(Config(), RunOptions()).verifier
    assert not build_config(Config(), RunOptions(verifier=False)).verifier
    assert build_config(Config(verifier=False), RunOptions(verifier=True)).verifier
    assert not build_config(Config(verifier=False), RunOptions()).verifier  # unset keeps the operator's choice


async def test_api_runs_the_verifier_unless_told_not_to(api: httpx.AsyncClient) -> None:
    assert "verifier" in _detectors(await _run(api, {}))
    off = await _run(api, {"verifier": False})
    assert "verifier" not in _detectors(off)
    report = (await api.get(f"/api/runs/{off}")).json()
    assert "verifier" not in report["stats"]["detectors"]


async def test_api_refuses_a_verifier_option_that_is_not_a_boolean(api: httpx.AsyncClient) -> None:
    body = {"answer": ANSWER, "sources": [SOURCE], "options": {"verifier": "sometimes"}}
    response = await api.post("/api/verify", json=body)
    assert response.status_code == 422
    assert "verifier" in response.text


async def _check_on_page(page: User, *, verifier: bool) -> str:
    await page.open("/")
    page.find(marker="answer").type(ANSWER)
    page.find(marker="add-source").click()
    page.find(marker="source-text-0").type(SOURCE)
    page.find(marker="mode").elements.pop().value = "offline"
    switch = one(page, "verifier")
    assert switch.value is True, "the verifier is on by default"
    switch.value = verifier
    page.find(marker="check").click()
    await finished(page)
    return latest_run_id()


async def test_page_switch_turns_the_verifier_off(page: User) -> None:
    assert "verifier" not in _detectors(await _check_on_page(page, verifier=False))


async def test_page_names_the_embedded_verifier_among_the_checks_of_a_claim(page: User) -> None:
    run_id = await _check_on_page(page, verifier=True)
    assert "verifier" in _detectors(run_id)
    rows = page.find(marker="claim-row").elements
    assert rows and any("embedded verifier" in texts(row) for row in rows)


async def test_the_label_is_readable() -> None:
    report_claim = {"id": "c1", "text": "x", "start": 0, "end": 1}
    finding = {"detector": "verifier", "claim_id": "c1", "verdict": "UNVERIFIABLE", "reason": "r"}
    result = ClaimResult.model_validate(
        {"claim": report_claim, "verdict": "UNVERIFIABLE", "risk": "high", "findings": [finding]}
    )
    assert detectors_of(result) == "embedded verifier"
